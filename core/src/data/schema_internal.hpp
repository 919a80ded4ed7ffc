// Field spec readers shared by the files that read the schema.
#pragma once

#include <string>

#include <toml++/toml.h>

#include "data/schema.hpp"

namespace tabula::data {

// One field spec (a table, or a type name as shorthand); `where` is its
// dotted path in game.toml for messages.
[[nodiscard]] FieldSpec read_field(const toml::node& node, const std::string& file,
                                   const std::string& where, Problems& problems);

// Every field spec of a `fields` table.
[[nodiscard]] FieldSpecs read_fields(const toml::table& table, const std::string& file,
                                     const std::string& where, Problems& problems);

}  // namespace tabula::data
