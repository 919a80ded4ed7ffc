// Finding mods: every <mods dir>/<folder>/mod.toml that names the game.
#include <algorithm>
#include <limits>

#include "data/files.hpp"
#include "data/key_reader.hpp"
#include "data/toml_read.hpp"
#include "tabula/data.hpp"

namespace tabula {
namespace fs = std::filesystem;
namespace {

void read_mod_id(data::KeyReader& keys, ModInfo& mod) {
  mod.id = keys.string("id", true).value_or("");
  if (!mod.id.empty() && !data::is_valid_id(mod.id)) {
    keys.report("id", "\"" + mod.id + "\" may only use a-z, 0-9, _ and -");
  }
}

void read_mod_order(data::KeyReader& keys, ModInfo& mod) {
  const std::int64_t order = keys.integer("order").value_or(0);
  if (order < std::numeric_limits<int>::min() || order > std::numeric_limits<int>::max()) {
    keys.report("order", std::to_string(order) + " is too large");
    return;
  }
  mod.order = static_cast<int>(order);
}

bool has_mod(const std::vector<ModInfo>& mods, const std::string& id) {
  return std::any_of(mods.begin(), mods.end(), [&](const ModInfo& mod) { return mod.id == id; });
}

}  // namespace

ModInfo read_mod(const fs::path& dir, Problems& problems) {
  const std::size_t first_problem = problems.size();
  ModInfo mod;
  mod.dir = dir;
  const std::unique_ptr<toml::table> doc = data::parse_toml(dir / "mod.toml", problems);
  if (!doc) return mod;
  data::KeyReader keys(*doc, (dir / "mod.toml").string(), "", problems);
  read_mod_id(keys, mod);
  mod.name = keys.string("name", true).value_or("");
  mod.version = keys.string("version", true).value_or("");
  mod.game = keys.string("game", true).value_or("");
  read_mod_order(keys, mod);
  keys.report_unknown();
  data::sort_by_place(problems, first_problem);
  return mod;
}

std::vector<ModInfo> find_mods(const std::vector<fs::path>& mods_dirs, const std::string& game_id,
                               Problems& problems) {
  std::vector<ModInfo> mods;
  for (const fs::path& dir : mods_dirs) {
    if (!data::is_dir(dir)) {
      problems.push_back({dir.string(), 0, "mods folder not found"});
      continue;
    }
    for (const fs::path& mod_dir : data::sorted_subdirs(dir)) {
      if (!data::is_file(mod_dir / "mod.toml")) continue;
      Problems found;
      ModInfo mod = read_mod(mod_dir, found);
      // A mod for another game is none of this game's business, even when
      // the rest of its mod.toml is wrong.
      if (!mod.game.empty() && mod.game != game_id) continue;
      problems.insert(problems.end(), found.begin(), found.end());
      if (found.empty() && !has_mod(mods, mod.id)) mods.push_back(std::move(mod));  // first wins
    }
  }
  std::stable_sort(mods.begin(), mods.end(), [](const ModInfo& a, const ModInfo& b) {
    return a.order != b.order ? a.order < b.order : a.id < b.id;
  });
  return mods;
}

}  // namespace tabula
