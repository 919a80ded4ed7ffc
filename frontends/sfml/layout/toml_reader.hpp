// Reads one TOML table for the layout loader: typed getters that report a
// wrong type with file and line, and a check that names unknown keys (with
// the closest known key) so a typo in a layout never passes silently.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include <toml++/toml.h>
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>

#include "layout/layout.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

// " (did you mean 'x'?)" for the name in `names` closest to `word`, or "".
[[nodiscard]] std::string did_you_mean(const std::string& word, const std::set<std::string>& names);

class TomlReader {
 public:
  TomlReader(const toml::table& table, std::string file, std::string where, Problems& problems)
      : table_(table), file_(std::move(file)), where_(std::move(where)), problems_(problems) {}

  [[nodiscard]] std::optional<std::string> string(const std::string& key);
  [[nodiscard]] std::optional<float> number(const std::string& key);
  [[nodiscard]] std::optional<int> integer(const std::string& key);
  [[nodiscard]] std::optional<bool> boolean(const std::string& key);
  [[nodiscard]] std::optional<sf::Color> colour(const std::string& key);
  // A colour, or "owner" for the owning seat's colour.
  [[nodiscard]] std::optional<Paint> paint(const std::string& key);
  // [x, y, w, h]
  [[nodiscard]] std::optional<sf::FloatRect> rect(const std::string& key);
  // [x, y]
  [[nodiscard]] std::optional<sf::Vector2f> vec2(const std::string& key);
  // [[x, y], [x, y], ...]
  [[nodiscard]] std::optional<std::vector<sf::Vector2f>> points(const std::string& key);
  [[nodiscard]] std::optional<std::vector<std::string>> strings(const std::string& key);
  [[nodiscard]] const toml::table* table(const std::string& key);
  // An array of tables ([[key]]); empty when absent.
  [[nodiscard]] std::vector<const toml::table*> tables(const std::string& key);

  // Reads `key` without type checks (marks it known).
  [[nodiscard]] const toml::node* node(const std::string& key);
  // Reports every key nobody asked for.
  void finish();
  void report(const std::string& key, const std::string& message);
  void report_at(const toml::node& node, const std::string& message);
  [[nodiscard]] int line() const { return static_cast<int>(table_.source().begin.line); }
  // The line of `key`'s value, or of the table when it has none.
  [[nodiscard]] int line_of(const std::string& key) const {
    const toml::node* n = table_.get(key);
    return n ? static_cast<int>(n->source().begin.line) : line();
  }
  [[nodiscard]] const std::string& file() const { return file_; }
  [[nodiscard]] const std::string& where() const { return where_; }
  [[nodiscard]] Problems& problems() { return problems_; }
  // A reader for a nested table, named `where.key`.
  [[nodiscard]] TomlReader child(const toml::table& t, const std::string& name) const {
    return TomlReader(t, file_, where_.empty() ? name : where_ + "." + name, problems_);
  }

 private:
  [[nodiscard]] std::string path(const std::string& key) const;
  void wrong_type(const std::string& key, const char* expected);

  const toml::table& table_;
  std::string file_;
  std::string where_;
  Problems& problems_;
  std::set<std::string> known_;
};

}  // namespace tabula::gui
