#include "data/validate.hpp"

#include <algorithm>

#include "data/toml_read.hpp"

namespace tabula::data {
namespace {

using nlohmann::json;

// What a value belongs to, for messages: "entry 'prize_1': field 'value': ...".
struct Site {
  const std::string& entry;
  const std::string& file;
  Problems& problems;

  void report(const toml::node& node, const std::string& message) const {
    problems.push_back({file, line_of(node), "entry '" + entry + "': " + message});
  }
  void report_field(const toml::node& node, const std::string& path,
                    const std::string& what) const {
    report(node, "field '" + path + "': " + what);
  }
};

json check_value(const Site& site, const toml::node& node, const FieldSpec* spec,
                 const std::string& path);

// Fields `given` of one table (the entry itself, or a nested table) against
// `specs`; missing required fields are reported at `file`:`line`.
struct Fields {
  const std::vector<FieldSource>& given;
  const FieldSpecs& specs;
  std::string prefix;  // "" for the entry, "effect." for a nested table
  const std::string& file;
  int line = 0;
};

std::vector<std::string> names_of(const FieldSpecs& specs) {
  std::vector<std::string> names;
  for (const auto& [name, spec] : specs) names.push_back(name);
  return names;
}

bool is_given(const std::vector<FieldSource>& given, const std::string& name) {
  return std::any_of(given.begin(), given.end(),
                     [&](const FieldSource& field) { return field.name == name; });
}

json check_fields(const std::string& entry, const Fields& fields, Problems& problems) {
  json out = json::object();
  for (const FieldSource& field : fields.given) {
    const Site site{entry, field.file, problems};
    const std::string path = fields.prefix + field.name;
    auto spec = fields.specs.find(field.name);
    if (spec == fields.specs.end()) {
      site.report(*field.node, "unknown field '" + path + "'" +
                                   did_you_mean(field.name, names_of(fields.specs)));
      continue;
    }
    json value = check_value(site, *field.node, &spec->second, path);
    if (!value.is_null()) out[field.name] = std::move(value);
  }
  for (const auto& [name, spec] : fields.specs) {
    if (!spec.required || is_given(fields.given, name)) continue;
    problems.push_back(
        {fields.file, fields.line,
         "entry '" + entry + "': missing required field '" + fields.prefix + name + "'"});
  }
  return out;
}

// A value whose schema says nothing about its content (a table without
// `fields`, an array without `of`): any TOML except dates.
json any_value(const Site& site, const toml::node& node, const std::string& path) {
  if (const toml::table* table = node.as_table()) {
    json out = json::object();
    for (const auto& [key, child] : in_file_order(*table)) {
      out[key] = any_value(site, *child, path + "." + key);
    }
    return out;
  }
  if (const toml::array* array = node.as_array()) {
    json out = json::array();
    for (std::size_t i = 0; i < array->size(); ++i) {
      out.push_back(any_value(site, (*array)[i], path + "[" + std::to_string(i + 1) + "]"));
    }
    return out;
  }
  if (const auto* s = node.as_string()) return s->get();
  if (const auto* i = node.as_integer()) return i->get();
  if (const auto* f = node.as_floating_point()) return f->get();
  if (const auto* b = node.as_boolean()) return b->get();
  site.report_field(node, path, "dates and times are not supported");
  return nullptr;
}

bool has_type(const toml::node& node, const std::string& type) {
  if (type == "string") return node.is_string();
  if (type == "integer") return node.is_integer();
  if (type == "float") return node.is_number();  // 3 is a fine float
  if (type == "boolean") return node.is_boolean();
  if (type == "array") return node.is_array();
  return type == "table" && node.is_table();
}

std::string list_json(const std::vector<json>& values) {
  std::string out;
  for (const json& value : values) out += (out.empty() ? "" : ", ") + value.dump();
  return out;
}

void check_range(const Site& site, const toml::node& node, const FieldSpec& spec,
                 const std::string& path, const json& value) {
  if (!spec.values.empty() &&
      std::find(spec.values.begin(), spec.values.end(), value) == spec.values.end()) {
    site.report_field(node, path, value.dump() + " is not one of " + list_json(spec.values));
  }
  if (spec.min && value < *spec.min) {
    site.report_field(node, path, value.dump() + " is below the minimum " + spec.min->dump());
  }
  if (spec.max && *spec.max < value) {
    site.report_field(node, path, value.dump() + " is above the maximum " + spec.max->dump());
  }
}

json check_array(const Site& site, const toml::array& array, const FieldSpec& spec,
                 const std::string& path) {
  json out = json::array();
  for (std::size_t i = 0; i < array.size(); ++i) {
    out.push_back(
        check_value(site, array[i], spec.of.get(), path + "[" + std::to_string(i + 1) + "]"));
  }
  return out;
}

json check_table(const Site& site, const toml::table& table, const FieldSpec& spec,
                 const std::string& path) {
  if (!spec.fields) return any_value(site, table, path);
  const std::vector<FieldSource> given = sources_of(table, site.file);
  return check_fields(site.entry, {given, *spec.fields, path + ".", site.file, line_of(table)},
                      site.problems);
}

json check_value(const Site& site, const toml::node& node, const FieldSpec* spec,
                 const std::string& path) {
  // No spec, or one whose mistake game.toml problems already report.
  if (!spec || spec->type.empty()) return any_value(site, node, path);
  if (!has_type(node, spec->type)) {
    site.report_field(node, path,
                      "expected " + spec->type + ", got " + std::string(type_name(node)));
    return nullptr;
  }
  if (const toml::array* array = node.as_array()) return check_array(site, *array, *spec, path);
  if (const toml::table* table = node.as_table()) return check_table(site, *table, *spec, path);
  json value = any_value(site, node, path);
  if (spec->type == "float") value = value.get<double>();
  check_range(site, node, *spec, path, value);
  return value;
}

}  // namespace

DataEntry validate_entry(const RawEntry& entry, const FieldSpecs& specs, Problems& problems) {
  const Fields fields{entry.fields, specs, "", entry.origin_file, entry.origin_line};
  return {entry.id, check_fields(entry.id, fields, problems), entry.file, entry.line};
}

}  // namespace tabula::data
