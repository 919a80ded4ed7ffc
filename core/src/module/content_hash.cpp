#include "module/content_hash.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "tabula/hash.hpp"

namespace tabula::module {
namespace fs = std::filesystem;
namespace {

// Relative paths with '/' separators, so the hash is the same on every system.
std::vector<std::string> files_under(const fs::path& dir, bool skip_tests) {
  std::vector<std::string> files;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(dir, error);
       it != fs::recursive_directory_iterator(); it.increment(error)) {
    const std::string relative = it->path().lexically_relative(dir).generic_string();
    if (skip_tests && it.depth() == 0 && relative == "tests") {
      it.disable_recursion_pending();
      continue;
    }
    // Editor leftovers (.foo.swp, foo~) and hidden files do not define a game,
    // and neither do its look and its player aid: a changed layout.toml or
    // aid.md keeps old saves valid.
    const std::string name = it->path().filename().string();
    if (name.front() == '.' || name.back() == '~' ||
        (it.depth() == 0 && (name == "layout.toml" || name == "aid.md"))) {
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(error)) files.push_back(relative);
  }
  std::sort(files.begin(), files.end());
  return files;
}

void hash_files(Hasher& hasher, const fs::path& dir, bool skip_tests, Problems& problems) {
  for (const std::string& relative : files_under(dir, skip_tests)) {
    std::ifstream in(dir / relative, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) problems.push_back({(dir / relative).string(), 0, "cannot read file"});
    hasher.add(relative).add(bytes.str());
  }
}

}  // namespace

std::uint64_t content_hash(const fs::path& game_dir, const fs::path& lib_dir,
                           const std::vector<ModInfo>& mods, Problems& problems) {
  Hasher hasher;
  hash_files(hasher, game_dir, true, problems);
  // The shared Lua library can change how a game plays, so it counts too.
  if (!lib_dir.empty()) hash_files(hasher, lib_dir, false, problems);
  for (const ModInfo& mod : mods) {
    hasher.add(mod.id);
    hash_files(hasher, mod.dir, false, problems);
  }
  return hasher.value();
}

}  // namespace tabula::module
