// Game modules: a folder with game.toml, rules.lua, data/ and layout.
// This header finds them on the search path and loads one, frozen.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "tabula/data.hpp"
#include "tabula/problem.hpp"

namespace tabula {

// An option the game declares in game.toml ([options.<name>]).
struct GameOption {
  std::string name;
  std::string label;
  std::string description;
  std::string type;  // "bool", "int" or "choice"
  std::string default_value;
  // The default when no seat is human (empty: none). Session::start settles
  // it from the seats' controllers and writes it into the game's inputs.
  std::string bots_default;
  std::vector<std::string> values;  // for "choice"
  std::int64_t min = 0, max = 0;    // for "int"
  bool hidden = false;              // for tests and tools: launchers do not offer it to players
  bool per_seat = false;            // each seat has its own value: "name.1", "name.2", ...
};

struct Manifest {
  std::string id;
  std::string name;
  std::string version;
  std::string summary;
  std::string credits;
  int min_players = 1;
  int max_players = 1;
  std::vector<GameOption> options;
  // [bots]: search iterations of the Normal level (about a second of
  // thinking on one core), and how many decisions a look-ahead plays before
  // it asks rules.evaluate (0: to the end of the game).
  int bot_iterations = 1000;
  int bot_playout = 0;
  std::filesystem::path dir;   // the module folder
  std::filesystem::path file;  // its game.toml
};

// A resolved option value, as rules see it.
using OptionValue = std::variant<bool, std::int64_t, std::string>;
using OptionValues = std::map<std::string, OptionValue>;

// Where games and mods are looked for, first match wins.
struct SearchPaths {
  std::vector<std::filesystem::path> games;  // --games-path, user dir, source tree, install prefix
  std::vector<std::filesystem::path> mods;   // --mods-path, user dir
  std::filesystem::path lib;                 // our shared Lua library folder

  // The default paths plus `extra_games` (first) and `extra_mods` (first).
  [[nodiscard]] static SearchPaths standard(const std::vector<std::filesystem::path>& extra_games,
                                            const std::vector<std::filesystem::path>& extra_mods);
};

// A game's manifest as JSON for players and tools (`tabula list --json`,
// the server's game list): id, name, version, summary, player counts and
// the options a launcher offers (hidden ones left out).
[[nodiscard]] nlohmann::json manifest_json(const Manifest& m);

// Reads and checks one game.toml.
[[nodiscard]] Manifest read_manifest(const std::filesystem::path& dir, Problems& problems);

// Every game on the search path (folders holding a game.toml), by id, first
// occurrence of an id wins. Broken manifests are reported in `problems`.
[[nodiscard]] std::vector<Manifest> discover_games(const SearchPaths& paths, Problems& problems);

// The rule of the content hash that saves record as "hash_format" (a save
// without one was made under format 1; see docs/modding.md, "Saves and the
// content hash").
inline constexpr int kContentHashFormat = 3;

// A loaded, frozen game module: manifest, validated data, mods and the hash of
// what can change a game's result (game.toml, Lua rules, data, then mods in
// load order; not layouts, aids, docs, art or tests). Replays record the hash
// and refuse to load when it changed.
struct Module {
  Manifest manifest;
  DataSet data;
  std::vector<ModInfo> mods;
  std::filesystem::path lib_dir;
  std::uint64_t content_hash = 0;
  // The data table of each entry id (first table wins, as find_def): what
  // the back of a piece shows when the rules gave it no `back`.
  std::unordered_map<std::string, std::string> def_tables;

  [[nodiscard]] std::string hash_hex() const;
  // The mods loaded, for people: "Double Prizes 1.0 (example-goofspiel-
  // double-prizes), ..."; empty without mods.
  [[nodiscard]] std::string mods_summary() const;
  // The hash under an older format's rule, read from the files again (for a
  // save made under it); problems name files that cannot be read.
  [[nodiscard]] std::string hash_hex(int format, Problems& problems) const;
};

// The folder of our own shipped files called `name` ("games", "lua-meta",
// "templates"): installed next to the program, else in the source tree, else
// under the configured prefix; empty when none exists.
[[nodiscard]] std::filesystem::path shipped_dir(const std::string& name);

// Loads the module in `dir` with the mods found on `paths.mods`. Returns null
// and fills `problems` when anything is wrong.
[[nodiscard]] std::shared_ptr<const Module> load_module(const std::filesystem::path& dir,
                                                        const SearchPaths& paths,
                                                        Problems& problems);

// Finds the game `id` on the search path and loads it.
[[nodiscard]] std::shared_ptr<const Module> load_game(const std::string& id,
                                                      const SearchPaths& paths, Problems& problems);

// Checks `given` (name -> text) against the declared options and fills in
// defaults. Unknown names and bad values are problems. A per-seat option is
// given as "name.S" for seat S (from 1) or as "name" for every seat, and
// resolves to one value per seat under "name.1" ... "name.<seats>".
[[nodiscard]] OptionValues resolve_options(const Manifest& manifest,
                                           const std::map<std::string, std::string>& given,
                                           int seats, Problems& problems);

// The key of seat `seat`'s (0-based) value of per-seat option `name`: "name.S".
[[nodiscard]] std::string seat_option_key(const std::string& name, int seat);

}  // namespace tabula
