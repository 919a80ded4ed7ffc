// Reads the [data.<table>] declarations of game.toml.
#include "data/schema.hpp"

#include "data/key_reader.hpp"
#include "data/schema_internal.hpp"
#include "data/toml_read.hpp"

namespace tabula::data {
namespace {

// Data files are named by the game; they must stay inside its folder.
bool is_inside(const std::string& file) {
  const std::filesystem::path path(file);
  if (path.empty() || path.is_absolute()) return false;
  for (const auto& part : path) {
    if (part == "..") return false;
  }
  return true;
}

std::vector<std::string> read_files(KeyReader& keys, const std::string& table) {
  const toml::array* files = keys.array("files");
  if (!files) return {"data/" + table + ".toml"};
  std::vector<std::string> out;
  for (std::size_t i = 0; i < files->size(); ++i) {
    const auto* file = (*files)[i].as_string();
    if (file && is_inside(file->get())) {
      out.push_back(file->get());
      continue;
    }
    keys.problems().push_back({keys.file(), line_of((*files)[i]),
                               keys.where() + ": files[" + std::to_string(i + 1) +
                                   "] must be a relative path inside the game folder"});
  }
  return out;
}

// `id` is the entry's [section] name (rules read it as entry.id), and
// `_remove` is how a mod deletes an entry: neither can be a field.
void check_reserved(const TableSchema& schema, const toml::table& fields, const std::string& file,
                    Problems& problems) {
  for (const char* name : {"id", "_remove"}) {
    if (const toml::node* node = fields.get(name)) {
      problems.push_back({file, line_of(*node),
                          "data." + schema.name + ".fields." + name + ": '" + name +
                              "' is reserved and cannot be a field"});
    }
  }
}

TableSchema read_table(const std::string& name, const toml::node& node, const std::string& file,
                       Problems& problems) {
  TableSchema schema{name, {}, line_of(node), {}};
  const std::string where = "data." + name;
  if (!is_valid_id(name)) {
    problems.push_back(
        {file, schema.line, where + ": a table name may only use a-z, 0-9, _ and -"});
  }
  const toml::table* table = node.as_table();
  if (!table) {
    problems.push_back(
        {file, schema.line, where + ": expected table, got " + std::string(type_name(node))});
    return schema;
  }
  KeyReader keys(*table, file, where, problems);
  schema.files = read_files(keys, name);
  if (const toml::table* fields = keys.table("fields")) {
    schema.fields = read_fields(*fields, file, where + ".fields", problems);
    check_reserved(schema, *fields, file, problems);
  }
  keys.report_unknown();
  return schema;
}

}  // namespace

std::vector<TableSchema> read_schema(const toml::table& manifest, const std::string& file,
                                     Problems& problems) {
  const toml::node* data = manifest.get("data");
  if (!data) return {};
  const toml::table* tables = data->as_table();
  if (!tables) {
    problems.push_back(
        {file, line_of(*data), "data: expected table, got " + std::string(type_name(*data))});
    return {};
  }
  std::vector<TableSchema> schemas;
  for (const auto& [name, node] : in_file_order(*tables)) {
    schemas.push_back(read_table(name, *node, file, problems));
  }
  return schemas;
}

}  // namespace tabula::data
