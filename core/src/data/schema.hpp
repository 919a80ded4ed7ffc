// The schema a game declares for its data tables ([data.<table>] in
// game.toml; the syntax is described in tabula/data.hpp and
// docs/data-schema.md). Internal to the core.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <toml++/toml.h>
#include <nlohmann/json.hpp>

#include "tabula/problem.hpp"

namespace tabula::data {

struct FieldSpec;
using FieldSpecs = std::map<std::string, FieldSpec, std::less<>>;

struct FieldSpec {
  std::string type;  // string, integer, float, boolean, array, table; "" if unknown
  bool required = false;
  std::vector<nlohmann::json> values;        // allowed values; empty: any
  std::optional<nlohmann::json> min, max;    // numbers only
  std::shared_ptr<const FieldSpec> of;       // array elements; null: anything
  std::shared_ptr<const FieldSpecs> fields;  // table keys; null: any keys
};

struct TableSchema {
  std::string name;
  std::vector<std::string> files;  // relative to the game folder
  int line = 0;                    // of [data.<name>] in game.toml
  FieldSpecs fields;
};

// Reads the [data.*] tables of a parsed game.toml (`file`), in the order
// they are declared there.
[[nodiscard]] std::vector<TableSchema> read_schema(const toml::table& manifest,
                                                   const std::string& file, Problems& problems);

}  // namespace tabula::data
