// The content hash a replay records: every file that defines a module and
// its mods. Internal to the core.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "tabula/data.hpp"

namespace tabula::module {

// Hashes the relative path and bytes of every regular file under `game_dir`
// (except its tests/ folder: tests do not change how the game plays), sorted
// by path, then each mod's id and files in load order. The hash does not
// depend on where the folders are, so a replay loads on another machine.
[[nodiscard]] std::uint64_t content_hash(const std::filesystem::path& game_dir,
                                         const std::filesystem::path& lib_dir,
                           const std::vector<ModInfo>& mods, Problems& problems);

}  // namespace tabula::module
