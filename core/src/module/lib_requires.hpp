// Which files of the shared Lua library a game can load, for the content
// hash: a library file the game never requires cannot change its result,
// so adding one to games/lib/ keeps every save of every other game valid.
// Internal to the core.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "tabula/data.hpp"

namespace tabula::module {

// The library files (paths relative to `lib_dir`, sorted) that the Lua files
// of the game (not its tests/) and of its mods require by a literal name,
// and those that the library files found require in turn. A `require` that
// is not followed by a literal name (`require(name)`, `local r = require`)
// could load any of them: then every Lua file of the library is listed.
[[nodiscard]] std::vector<std::string> required_lib_files(const std::filesystem::path& game_dir,
                                                          const std::filesystem::path& lib_dir,
                                                          const std::vector<ModInfo>& mods);

// The `require`d names in a Lua text; false when some `require` is not
// followed by a literal name.
bool scan_requires(const std::string& text, std::vector<std::string>& names);

}  // namespace tabula::module
