// Reads one field spec: `{ type = "integer", required = true, min = 1 }` or the
// shorthand `"integer"`.
#include <algorithm>

#include "data/key_reader.hpp"
#include "data/schema.hpp"
#include "data/schema_internal.hpp"
#include "data/toml_read.hpp"

namespace tabula::data {
namespace {

const std::vector<std::string> kTypes = {"string", "integer", "float", "boolean", "array", "table"};

bool is_type(const std::string& type) {
  return std::find(kTypes.begin(), kTypes.end(), type) != kTypes.end();
}

// A scalar of the field's own type, as json; null when it does not match.
nlohmann::json scalar_of_type(const toml::node& node, const std::string& type) {
  if (type == "string" && node.is_string()) return node.as_string()->get();
  if (type == "integer" && node.is_integer()) return node.as_integer()->get();
  if (type == "float" && node.is_number()) return node.value<double>().value_or(0.0);
  return nullptr;
}

void read_values(KeyReader& keys, FieldSpec& spec) {
  const toml::array* values = keys.array("values");
  if (!values || spec.type.empty()) return;
  if (spec.type != "string" && spec.type != "integer") {
    keys.report("values", "is only allowed for string and integer fields");
    return;
  }
  for (const toml::node& node : *values) {
    nlohmann::json value = scalar_of_type(node, spec.type);
    if (value.is_null()) {
      keys.report("values",
                  "must all be of type " + spec.type + ", got " + std::string(type_name(node)));
      return;
    }
    spec.values.push_back(std::move(value));
  }
}

std::optional<nlohmann::json> read_bound(KeyReader& keys, const FieldSpec& spec,
                                         std::string_view key) {
  const toml::node* node = keys.node(key);
  if (!node || spec.type.empty()) return std::nullopt;
  if (spec.type != "integer" && spec.type != "float") {
    keys.report(key, "is only allowed for integer and float fields");
    return std::nullopt;
  }
  nlohmann::json bound = scalar_of_type(*node, spec.type);
  if (bound.is_null()) keys.report_type(key, spec.type);
  return bound.is_null() ? std::nullopt : std::optional(bound);
}

void read_bounds(KeyReader& keys, FieldSpec& spec) {
  spec.min = read_bound(keys, spec, "min");
  spec.max = read_bound(keys, spec, "max");
  if (spec.min && spec.max && *spec.max < *spec.min) {
    keys.report("max", spec.max->dump() + " is less than min " + spec.min->dump());
  }
}

void read_of(KeyReader& keys, FieldSpec& spec) {
  const toml::node* of = keys.node("of");
  if (!of || spec.type.empty()) return;
  if (spec.type != "array") {
    keys.report("of", "is only allowed for array fields");
    return;
  }
  spec.of = std::make_shared<FieldSpec>(
      read_field(*of, keys.file(), keys.where() + ".of", keys.problems()));
}

void read_nested(KeyReader& keys, FieldSpec& spec) {
  const toml::table* fields = keys.table("fields");
  if (!fields || spec.type.empty()) return;
  if (spec.type != "table") {
    keys.report("fields", "is only allowed for table fields");
    return;
  }
  spec.fields = std::make_shared<FieldSpecs>(
      read_fields(*fields, keys.file(), keys.where() + ".fields", keys.problems()));
}

FieldSpec read_spec_table(const toml::table& table, const std::string& file,
                          const std::string& where, Problems& problems) {
  KeyReader keys(table, file, where, problems);
  FieldSpec spec;
  spec.type = keys.string("type", true).value_or("");
  if (!spec.type.empty() && !is_type(spec.type)) {
    keys.report("type", "\"" + spec.type + "\" is not one of " + list_quoted(kTypes));
    spec.type.clear();  // no further complaints about a spec of unknown type
  }
  spec.required = keys.boolean("required").value_or(false);
  (void)keys.string("description");  // for people reading game.toml
  read_values(keys, spec);
  read_bounds(keys, spec);
  read_of(keys, spec);
  read_nested(keys, spec);
  keys.report_unknown();
  return spec;
}

}  // namespace

FieldSpec read_field(const toml::node& node, const std::string& file, const std::string& where,
                     Problems& problems) {
  if (const toml::table* table = node.as_table()) {
    return read_spec_table(*table, file, where, problems);
  }
  FieldSpec spec;
  if (const auto* type = node.as_string()) spec.type = type->get();
  if (!is_type(spec.type)) {
    spec.type.clear();
    problems.push_back(
        {file, line_of(node),
         where + ": expected a field spec (a table or one of " + list_quoted(kTypes) + ")"});
  }
  return spec;
}

FieldSpecs read_fields(const toml::table& table, const std::string& file, const std::string& where,
                       Problems& problems) {
  FieldSpecs specs;
  for (const auto& [name, node] : in_file_order(table)) {
    specs.emplace(name, read_field(*node, file, where + "." + name, problems));
  }
  return specs;
}

}  // namespace tabula::data
