// The standard places to look for games, mods and our shared Lua library.
#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "data/files.hpp"
#include "tabula/module.hpp"

namespace tabula {
namespace fs = std::filesystem;
namespace {

// $XDG_DATA_HOME/tabula, or ~/.local/share/tabula; empty when neither is set.
fs::path user_data_dir() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  if (xdg && *xdg) return fs::path(xdg) / "tabula";
  const char* home = std::getenv("HOME");
  if (home && *home) return fs::path(home) / ".local" / "share" / "tabula";
  return {};
}

// Where our own files called `name` are: the install next to the running
// program first (an installed copy uses its installed files), then the
// source tree (a build folder has no install next to it), then the
// configured prefix.
std::vector<fs::path> shipped_candidates(const std::string& name) {
  std::vector<fs::path> dirs;
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (!error) {
    dirs.push_back((exe.parent_path() / ".." / TABULA_INSTALL_DATADIR / name).lexically_normal());
  }
  dirs.push_back(fs::path(TABULA_SOURCE_DIR) / name);
  dirs.push_back(fs::path(TABULA_INSTALL_PREFIX) / TABULA_INSTALL_DATADIR / name);
  return dirs;
}

std::vector<fs::path> shipped_games_dirs() {
  return shipped_candidates("games");
}

// Existing dirs of `candidates` in order, each folder once.
std::vector<fs::path> existing_unique(const std::vector<fs::path>& candidates) {
  std::vector<fs::path> out, seen;
  for (const fs::path& dir : candidates) {
    std::error_code error;
    const fs::path canonical = fs::weakly_canonical(dir, error);
    const bool seen_before = std::find(seen.begin(), seen.end(), canonical) != seen.end();
    if (!data::is_dir(dir) || seen_before) continue;
    seen.push_back(canonical);
    out.push_back(dir);
  }
  return out;
}

}  // namespace

SearchPaths SearchPaths::standard(const std::vector<fs::path>& extra_games,
                                  const std::vector<fs::path>& extra_mods) {
  const fs::path user = user_data_dir();
  const std::vector<fs::path> shipped = shipped_games_dirs();
  SearchPaths paths;
  std::vector<fs::path> games = extra_games;
  if (!user.empty()) games.push_back(user / "games");
  games.insert(games.end(), shipped.begin(), shipped.end());
  paths.games = existing_unique(games);
  paths.mods = extra_mods;  // kept even when missing: find_mods reports a mistyped --mods-path
  if (!user.empty() && data::is_dir(user / "mods")) paths.mods.push_back(user / "mods");
  for (const fs::path& dir : shipped) {
    if (data::is_dir(dir / "lib")) {
      paths.lib = dir / "lib";
      break;
    }
  }
  return paths;
}

fs::path shipped_dir(const std::string& name) {
  for (const fs::path& dir : shipped_candidates(name))
    if (data::is_dir(dir)) return dir;
  return {};
}

}  // namespace tabula
