#include "module/content_hash.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "module/lib_requires.hpp"
#include "tabula/hash.hpp"

namespace tabula::module {
namespace fs = std::filesystem;
namespace {

// Editor leftovers (.foo.swp, foo~) and hidden files define nothing.
bool hidden(const std::string& name) {
  return name.front() == '.' || name.back() == '~';
}

// Whether `relative` (to a game's or a mod's folder) can change what a game
// does: the manifest, the Lua rules anywhere but in tests/, and the data
// files. Not the layout, the player aid, docs, art or anything else.
bool defines_game(const std::string& relative) {
  const fs::path p(relative);
  if (relative == "game.toml" || relative == "mod.toml") return true;
  if (p.extension() == ".lua") return *p.begin() != "tests";
  return *p.begin() == "data" && p.extension() == ".toml";
}

// Hash format 1 (saves without "hash_format"): every file but tests/,
// layout.toml and aid.md.
bool defined_v1(const std::string& relative) {
  const fs::path p(relative);
  return *p.begin() != "tests" && relative != "layout.toml" && relative != "aid.md";
}

// Relative paths with '/' separators, so the hash is the same on every system.
std::vector<std::string> files_under(const fs::path& dir, bool (*counts)(const std::string&)) {
  std::vector<std::string> files;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(dir, error);
       it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (hidden(it->path().filename().string())) {
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    const std::string relative = it->path().lexically_relative(dir).generic_string();
    if (it->is_regular_file(error) && counts(relative)) files.push_back(relative);
  }
  std::sort(files.begin(), files.end());
  return files;
}

void hash_listed(Hasher& hasher, const fs::path& dir, const std::vector<std::string>& files,
                 Problems& problems) {
  for (const std::string& relative : files) {
    std::ifstream in(dir / relative, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) problems.push_back({(dir / relative).string(), 0, "cannot read file"});
    hasher.add(relative).add(bytes.str());
  }
}

void hash_files(Hasher& hasher, const fs::path& dir, bool (*counts)(const std::string&),
                Problems& problems) {
  hash_listed(hasher, dir, files_under(dir, counts), problems);
}

// Format 1 hashed every file of the shared library and of mods.
bool every_file(const std::string&) {
  return true;
}

// Formats 1 and 2 hashed every file of the library, when it held these:
// saves made then can have loaded no other, so files added since are left
// out of their hash, and those saves stay valid.
std::vector<std::string> lib_files_v2(const fs::path& lib_dir, bool v1) {
  static const char* const kThen[] = {"reaction.lua", "response.lua", "scripted.lua",
                                      "standing.lua", "text.lua"};
  std::vector<std::string> out;
  for (const std::string& f : files_under(lib_dir, v1 ? every_file : defines_game))
    if (std::find(std::begin(kThen), std::end(kThen), f) != std::end(kThen)) out.push_back(f);
  return out;
}

}  // namespace

std::uint64_t content_hash(const fs::path& game_dir, const fs::path& lib_dir,
                           const std::vector<ModInfo>& mods, int format, Problems& problems) {
  const bool v1 = format == 1;
  Hasher hasher;
  hash_files(hasher, game_dir, v1 ? defined_v1 : defines_game, problems);
  // The shared Lua library can change how a game plays: the files of it
  // that the game can load count too.
  if (!lib_dir.empty())
    hash_listed(
        hasher, lib_dir,
        format >= 3 ? required_lib_files(game_dir, lib_dir, mods) : lib_files_v2(lib_dir, v1),
        problems);
  for (const ModInfo& mod : mods) {
    hasher.add(mod.id);
    hash_files(hasher, mod.dir, v1 ? every_file : defines_game, problems);
  }
  return hasher.value();
}

std::uint64_t mod_hash(const ModInfo& mod, Problems& problems) {
  Hasher hasher;
  hasher.add(mod.id);
  hash_files(hasher, mod.dir, defines_game, problems);
  return hasher.value();
}

}  // namespace tabula::module
