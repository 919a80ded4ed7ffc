// game.toml readers for the module loader. Internal to the core.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <toml++/toml.h>

#include "tabula/module.hpp"

namespace tabula::module {

// The manifest in an already parsed game.toml of the module in `dir`.
[[nodiscard]] Manifest manifest_from(const toml::table& doc, const std::filesystem::path& dir,
                                     Problems& problems);

// The [options.*] tables, in the order game.toml declares them.
[[nodiscard]] std::vector<GameOption> read_options(const toml::table& options,
                                                   const std::string& file, Problems& problems);

}  // namespace tabula::module
