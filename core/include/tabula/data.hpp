// The data stage: a game's TOML data, validated against the schema its
// manifest declares, overlaid by mods, then frozen. Rules only ever read it.
//
// Schema (in game.toml):
//   [data.cards]                       # a table named "cards"
//   files = ["data/cards.toml"]        # optional; default data/<table>.toml
//   [data.cards.fields]
//   name  = { type = "string", required = true }
//   value = { type = "integer", min = 1, max = 13 }
//   kind  = { type = "string", values = ["prize", "bid"] }
//   tags  = { type = "array", of = "string" }
//   effect = { type = "table", fields = { kind = { type = "string" } } }
// Types: string, integer, float, boolean, array (with `of`: a type name or a
// field spec), table (with optional `fields`; without, any keys).
//
// Data file: one TOML table per entry, keyed by entry id, in file order:
//   [prize_1]
//   value = 1
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tabula/problem.hpp"

namespace tabula {

struct DataEntry {
  std::string id;
  nlohmann::json fields;  // an object; the validated fields (id not included)
  std::string file;       // where it was last defined or changed
  int line = 0;
};

struct DataTable {
  std::string name;
  std::vector<DataEntry> entries;  // in file order; mods append new entries

  [[nodiscard]] const DataEntry* find(const std::string& id) const;
};

struct DataSet {
  std::vector<DataTable> tables;  // in the order the manifest declares them

  [[nodiscard]] const DataTable* table(const std::string& name) const;
  // First entry with this id in any table (how frontends find a piece's card).
  [[nodiscard]] const DataEntry* find_def(const std::string& id) const;
};

// A mod found on the mods path (mod.toml: id, name, version, game, order).
struct ModInfo {
  std::string id;
  std::string name;
  std::string version;
  std::string game;  // the game id it overlays
  int order = 0;     // lower loads first; ties by id
  std::filesystem::path dir;
  std::uint64_t hash = 0;  // of its files, as the content hash counts them
};

// Reads and checks the mod.toml in `dir`, whatever game it names.
[[nodiscard]] ModInfo read_mod(const std::filesystem::path& dir, Problems& problems);

// Reads every mod.toml under `mods_dirs` (one level deep) that names `game_id`,
// sorted into load order. Broken manifests are reported in `problems`.
[[nodiscard]] std::vector<ModInfo> find_mods(const std::vector<std::filesystem::path>& mods_dirs,
                                             const std::string& game_id, Problems& problems);

// Loads the data tables that `manifest_file` (a game.toml) declares from
// `game_dir`, applies `mods` in order and validates every entry. Every problem
// is reported (file, line, field); the returned set is usable only when
// `problems` stayed empty.
[[nodiscard]] DataSet load_data(const std::filesystem::path& game_dir,
                                const std::filesystem::path& manifest_file,
                                const std::vector<ModInfo>& mods, Problems& problems);

}  // namespace tabula
