// The data stage in order: schema, the game's files, mods, validation.
#include "data/load.hpp"

#include <algorithm>

#include "data/entries.hpp"
#include "data/files.hpp"
#include "data/schema.hpp"
#include "data/toml_read.hpp"
#include "data/validate.hpp"

namespace tabula::data {
namespace fs = std::filesystem;
namespace {

struct Stage {
  Documents docs;
  std::vector<RawTable> tables;
  Problems& problems;

  const toml::table* parse(const fs::path& file) {
    std::unique_ptr<toml::table> doc = parse_toml(file, problems);
    if (!doc) return nullptr;
    docs.push_back(std::move(doc));
    return docs.back().get();
  }

  RawTable* table(const std::string& name) {
    auto it = std::find_if(tables.begin(), tables.end(),
                           [&](const RawTable& table) { return table.schema->name == name; });
    return it == tables.end() ? nullptr : &*it;
  }
};

void read_game_files(Stage& stage, const TableSchema& schema, const fs::path& game_dir,
                     const std::string& manifest_file) {
  RawTable& table = stage.tables.emplace_back(RawTable{&schema, {}});
  for (const std::string& relative : schema.files) {
    const fs::path file = game_dir / relative;
    if (!is_file(file)) {
      stage.problems.push_back({manifest_file, schema.line,
                                "data." + schema.name + ": file '" + relative + "' not found"});
      continue;
    }
    if (const toml::table* doc = stage.parse(file)) {
      read_entries(*doc, file.string(), table, stage.problems);
    }
  }
}

std::string unknown_table(const Stage& stage, const std::string& name, const std::string& game) {
  std::vector<std::string> names;
  for (const RawTable& table : stage.tables) names.push_back(table.schema->name);
  return "game '" + game + "' has no data table '" + name + "'" + did_you_mean(name, names) +
         " (tables: " + (names.empty() ? "none" : list_plain(names)) + ")";
}

// A mod's data/<table>.toml files, the file name naming the table.
void apply_mod(Stage& stage, const ModInfo& mod) {
  for (const fs::path& file : sorted_files(mod.dir / "data", ".toml")) {
    const std::string name = file.stem().string();
    RawTable* table = stage.table(name);
    if (!table) {
      stage.problems.push_back({file.string(), 0, unknown_table(stage, name, mod.game)});
      continue;
    }
    if (const toml::table* doc = stage.parse(file)) {
      apply_mod_file(*doc, file.string(), *table, stage.problems);
    }
  }
}

DataSet validate(const std::vector<RawTable>& tables, Problems& problems) {
  DataSet set;
  for (const RawTable& raw : tables) {
    DataTable& table = set.tables.emplace_back(DataTable{raw.schema->name, {}});
    for (const RawEntry& entry : raw.entries) {
      table.entries.push_back(validate_entry(entry, raw.schema->fields, problems));
    }
  }
  return set;
}

}  // namespace

DataSet load_data_from(const toml::table& manifest, const std::string& manifest_file,
                       const fs::path& game_dir, const std::vector<ModInfo>& mods,
                       Problems& problems) {
  const std::size_t first_problem = problems.size();
  const std::vector<TableSchema> schemas = read_schema(manifest, manifest_file, problems);
  Stage stage{{}, {}, problems};
  for (const TableSchema& schema : schemas) read_game_files(stage, schema, game_dir, manifest_file);
  for (const ModInfo& mod : mods) apply_mod(stage, mod);
  DataSet data = validate(stage.tables, problems);
  sort_by_place(problems, first_problem);
  return data;
}

}  // namespace tabula::data

namespace tabula {

DataSet load_data(const std::filesystem::path& game_dir, const std::filesystem::path& manifest_file,
                  const std::vector<ModInfo>& mods, Problems& problems) {
  const std::unique_ptr<toml::table> manifest = data::parse_toml(manifest_file, problems);
  if (!manifest) return {};
  return data::load_data_from(*manifest, manifest_file.string(), game_dir, mods, problems);
}

}  // namespace tabula
