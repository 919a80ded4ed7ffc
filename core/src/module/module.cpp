// Finding game modules on the search path and loading one.
#include <algorithm>

#include "data/files.hpp"
#include "data/load.hpp"
#include "data/toml_read.hpp"
#include "module/content_hash.hpp"
#include "module/manifest.hpp"
#include "tabula/hash.hpp"
#include "tabula/module.hpp"

namespace tabula {
namespace fs = std::filesystem;
namespace {

// Every folder holding a game.toml directly under a games dir, in search
// order. Other folders (games/lib, our shared Lua library) are not games.
std::vector<fs::path> module_dirs(const SearchPaths& paths) {
  std::vector<fs::path> dirs;
  for (const fs::path& games : paths.games) {
    for (const fs::path& dir : data::sorted_subdirs(games)) {
      if (data::is_file(dir / "game.toml")) dirs.push_back(dir);
    }
  }
  return dirs;
}

}  // namespace

std::string Module::hash_hex() const {
  return hex64(content_hash);
}

std::string Module::mods_summary() const {
  std::string out;
  for (const ModInfo& mod : mods)
    out += (out.empty() ? "" : ", ") + mod.name + " " + mod.version + " (" + mod.id + ")";
  return out;
}

std::string Module::hash_hex(int format, Problems& problems) const {
  if (format == kContentHashFormat) return hash_hex();
  return hex64(module::content_hash(manifest.dir, lib_dir, mods, format, problems));
}

std::vector<Manifest> discover_games(const SearchPaths& paths, Problems& problems) {
  std::vector<Manifest> games;
  std::vector<std::string> taken;  // a broken manifest still shadows later ones with its id
  for (const fs::path& dir : module_dirs(paths)) {
    Problems found;
    Manifest manifest = read_manifest(dir, found);
    const bool known_id = data::is_valid_id(manifest.id);
    if (known_id && std::find(taken.begin(), taken.end(), manifest.id) != taken.end()) continue;
    problems.insert(problems.end(), found.begin(), found.end());
    if (!known_id) continue;
    taken.push_back(manifest.id);
    if (found.empty()) games.push_back(std::move(manifest));
  }
  return games;
}

std::shared_ptr<const Module> load_module(const fs::path& dir, const SearchPaths& paths,
                                          Problems& problems) {
  const std::size_t problems_before = problems.size();
  const std::unique_ptr<toml::table> doc = data::parse_toml(dir / "game.toml", problems);
  if (!doc) return nullptr;
  auto module = std::make_shared<Module>();
  module->manifest = module::manifest_from(*doc, dir, problems);
  if (!data::is_valid_id(module->manifest.id)) return nullptr;  // mods are found by game id
  module->mods = find_mods(paths.mods, module->manifest.id, problems);
  module->data =
      data::load_data_from(*doc, module->manifest.file.string(), dir, module->mods, problems);
  if (problems.size() > problems_before) return nullptr;
  for (const DataTable& t : module->data.tables)
    for (const DataEntry& e : t.entries) module->def_tables.emplace(e.id, t.name);
  module->lib_dir = paths.lib;
  for (ModInfo& mod : module->mods) mod.hash = module::mod_hash(mod, problems);
  module->content_hash =
      module::content_hash(dir, module->lib_dir, module->mods, kContentHashFormat, problems);
  if (problems.size() > problems_before) return nullptr;
  return module;
}

std::shared_ptr<const Module> load_game(const std::string& id, const SearchPaths& paths,
                                        Problems& problems) {
  for (const fs::path& dir : module_dirs(paths)) {
    Problems ignored;  // another game's broken manifest is not this game's problem
    if (read_manifest(dir, ignored).id == id) return load_module(dir, paths, problems);
  }
  std::vector<std::string> searched;
  for (const fs::path& games : paths.games) searched.push_back(games.string());
  problems.push_back({"", 0,
                      "no game '" + id + "' on the games path (" +
                          (searched.empty() ? "empty" : data::list_plain(searched)) + ")"});
  return nullptr;
}

}  // namespace tabula
