// Small helpers shared by every reader of TOML files (manifests, mod.toml,
// schemas, data files). Internal to the core.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "tabula/problem.hpp"

namespace tabula::data {

// Parses `file`; a missing file or a syntax error becomes one problem and null.
[[nodiscard]] std::unique_ptr<toml::table> parse_toml(const std::filesystem::path& file,
                                                      Problems& problems);

// 1-based line where `node` starts; 0 when it has no source.
[[nodiscard]] int line_of(const toml::node& node);

// The keys of `table` in file order: toml++ tables are sorted maps, but entry
// order and the order of declared tables mean something to game authors.
[[nodiscard]] std::vector<std::pair<std::string, const toml::node*>> in_file_order(
    const toml::table& table);

// "string", "integer", "float", "boolean", "array", "table", "date", ...
[[nodiscard]] std::string_view type_name(const toml::node& node);

// " (did you mean 'x'?)" for the candidate within edit distance 2, else "".
[[nodiscard]] std::string did_you_mean(std::string_view word,
                                       const std::vector<std::string>& candidates);

// Ids of games, mods and options: non-empty, only a-z, 0-9, '_' and '-'.
[[nodiscard]] bool is_valid_id(std::string_view id);

// Sorts problems[from..] by file (in order of first mention) and line, so a
// person reads them top to bottom; checks report them grouped by kind.
void sort_by_place(Problems& problems, std::size_t from);

// `"a", "b"` (items quoted) or `a, b` for messages.
[[nodiscard]] std::string list_quoted(const std::vector<std::string>& items);
[[nodiscard]] std::string list_plain(const std::vector<std::string>& items);

}  // namespace tabula::data
