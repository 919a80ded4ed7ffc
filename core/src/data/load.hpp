// The data stage on an already parsed game.toml, for the module loader
// (which parses game.toml once for the manifest and the schema).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <toml++/toml.h>

#include "tabula/data.hpp"

namespace tabula::data {

[[nodiscard]] DataSet load_data_from(const toml::table& manifest, const std::string& manifest_file,
                                     const std::filesystem::path& game_dir,
                                     const std::vector<ModInfo>& mods, Problems& problems);

}  // namespace tabula::data
