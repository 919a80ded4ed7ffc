// Reads a TOML table that has a fixed set of keys (game.toml, mod.toml, an
// option, a schema field spec). Wrong types and missing required keys are
// reported as they are read; keys nobody asked for are reported at the end,
// so that a misspelt key is an error instead of a silently ignored line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

#include "tabula/problem.hpp"

namespace tabula::data {

class KeyReader {
 public:
  // `where` names the table in messages ("players", "options.variant"); empty
  // for the top level of a file.
  KeyReader(const toml::table& table, std::string file, std::string where, Problems& problems);

  // Each returns nothing when the key is absent or has the wrong type.
  [[nodiscard]] std::optional<std::string> string(std::string_view key, bool required = false);
  [[nodiscard]] std::optional<std::int64_t> integer(std::string_view key, bool required = false);
  [[nodiscard]] std::optional<bool> boolean(std::string_view key);
  [[nodiscard]] const toml::table* table(std::string_view key, bool required = false);
  [[nodiscard]] const toml::array* array(std::string_view key);
  // Any type; the caller checks it.
  [[nodiscard]] const toml::node* node(std::string_view key, bool required = false);

  // "<where>: <key> <what>" at the key's line (the table's when absent).
  void report(std::string_view key, const std::string& what);
  // "<where>: <key>: expected <type>, got <type of the value>".
  void report_type(std::string_view key, std::string_view expected);
  // Every key not asked for; call once, after reading.
  void report_unknown();

  [[nodiscard]] const std::string& file() const { return file_; }
  [[nodiscard]] const std::string& where() const { return where_; }
  [[nodiscard]] Problems& problems() const { return problems_; }

 private:
  template <typename T>
  const T* typed(std::string_view key, bool required, std::string_view type);
  void add(int line, const std::string& message);

  const toml::table& table_;
  std::string file_;
  std::string where_;
  Problems& problems_;
  std::vector<std::string> asked_;
};

}  // namespace tabula::data
