// The content hash a replay records: what can change a game's result.
// Internal to the core.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "tabula/data.hpp"
#include "tabula/module.hpp"

namespace tabula::module {

// Hashes the relative path and bytes of every file that can change what a
// game does, sorted by path: the game's game.toml, its Lua files (not those
// in tests/) and data/*.toml; the shared library's Lua files; then each mod's
// id, mod.toml, Lua and data files, in load order. Layouts, player aids,
// docs, art and tests are left out, so changing them keeps saves valid. The
// hash does not depend on where the folders are, so a replay loads on
// another machine. `format` 1 is the rule of older saves: every file of the
// game but tests/, layout.toml and aid.md, and every file of the library and
// the mods.
[[nodiscard]] std::uint64_t content_hash(const std::filesystem::path& game_dir,
                                         const std::filesystem::path& lib_dir,
                                         const std::vector<ModInfo>& mods, int format,
                                         Problems& problems);

// One mod's part of the content hash (its id and files), which saves record
// too, so a refused replay can name the mod that changed.
[[nodiscard]] std::uint64_t mod_hash(const ModInfo& mod, Problems& problems);

}  // namespace tabula::module
