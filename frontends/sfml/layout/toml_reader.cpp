#include "layout/toml_reader.hpp"

#include <algorithm>

#include "widgets/colour.hpp"

namespace tabula::gui {
namespace {

std::size_t distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] =
          std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    prev.swap(cur);
  }
  return prev[b.size()];
}

std::optional<float> as_float(const toml::node& n) {
  if (auto i = n.value_exact<std::int64_t>()) return static_cast<float>(*i);
  if (auto d = n.value_exact<double>()) return static_cast<float>(*d);
  return std::nullopt;
}

}  // namespace

std::string TomlReader::path(const std::string& key) const {
  return where_.empty() ? key : where_ + "." + key;
}

void TomlReader::report(const std::string& key, const std::string& message) {
  const toml::node* n = table_.get(key);
  problems_.push_back(
      {file_, n ? static_cast<int>(n->source().begin.line) : line(), path(key) + ": " + message});
}

void TomlReader::report_at(const toml::node& node, const std::string& message) {
  problems_.push_back({file_, static_cast<int>(node.source().begin.line), message});
}

void TomlReader::wrong_type(const std::string& key, const char* expected) {
  report(key, std::string("expected ") + expected);
}

const toml::node* TomlReader::node(const std::string& key) {
  known_.insert(key);
  return table_.get(key);
}

std::optional<std::string> TomlReader::string(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  if (auto s = n->value_exact<std::string>()) return *s;
  wrong_type(key, "a string");
  return std::nullopt;
}

std::optional<float> TomlReader::number(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  if (auto f = as_float(*n)) return f;
  wrong_type(key, "a number");
  return std::nullopt;
}

std::optional<int> TomlReader::integer(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  if (auto i = n->value_exact<std::int64_t>()) return static_cast<int>(*i);
  wrong_type(key, "an integer");
  return std::nullopt;
}

std::optional<bool> TomlReader::boolean(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  if (auto b = n->value_exact<bool>()) return *b;
  wrong_type(key, "true or false");
  return std::nullopt;
}

std::optional<sf::Color> TomlReader::colour(const std::string& key) {
  auto s = string(key);
  if (!s) return std::nullopt;
  sf::Color c;
  if (parse_colour(*s, c)) return c;
  report(key,
         "\"" + *s + "\" is not a colour (use \"#rrggbb\", \"#rrggbbaa\" or a name like \"red\")");
  return std::nullopt;
}

std::optional<Paint> TomlReader::paint(const std::string& key) {
  auto s = string(key);
  if (!s) return std::nullopt;
  if (*s == "owner") return Paint{sf::Color::Transparent, true};
  sf::Color c;
  if (parse_colour(*s, c)) return Paint{c, false};
  report(key, "\"" + *s + "\" is not a colour or \"owner\"");
  return std::nullopt;
}

std::optional<sf::FloatRect> TomlReader::rect(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  const toml::array* a = n->as_array();
  if (a && a->size() == 4) {
    float v[4];
    bool ok = true;
    for (std::size_t i = 0; i < 4; ++i) {
      auto f = as_float(*a->get(i));
      ok = ok && f.has_value();
      v[i] = f.value_or(0);
    }
    if (ok) return sf::FloatRect(v[0], v[1], v[2], v[3]);
  }
  wrong_type(key, "[x, y, width, height]");
  return std::nullopt;
}

std::optional<sf::Vector2f> TomlReader::vec2(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  const toml::array* a = n->as_array();
  if (a && a->size() == 2) {
    auto x = as_float(*a->get(0)), y = as_float(*a->get(1));
    if (x && y) return sf::Vector2f(*x, *y);
  }
  wrong_type(key, "[x, y]");
  return std::nullopt;
}

std::optional<std::vector<sf::Vector2f>> TomlReader::points(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  std::vector<sf::Vector2f> out;
  if (const toml::array* a = n->as_array()) {
    for (const toml::node& item : *a) {
      const toml::array* p = item.as_array();
      std::optional<float> x, y;
      if (p && p->size() == 2) {
        x = as_float(*p->get(0));
        y = as_float(*p->get(1));
      }
      if (!x || !y) {
        wrong_type(key, "a list of points [[x, y], ...]");
        return std::nullopt;
      }
      out.push_back({*x, *y});
    }
    return out;
  }
  wrong_type(key, "a list of points [[x, y], ...]");
  return std::nullopt;
}

std::optional<std::vector<std::string>> TomlReader::strings(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return std::nullopt;
  std::vector<std::string> out;
  if (const toml::array* a = n->as_array()) {
    for (const toml::node& item : *a) {
      auto s = item.value_exact<std::string>();
      if (!s) {
        wrong_type(key, "a list of strings");
        return std::nullopt;
      }
      out.push_back(*s);
    }
    return out;
  }
  wrong_type(key, "a list of strings");
  return std::nullopt;
}

const toml::table* TomlReader::table(const std::string& key) {
  const toml::node* n = node(key);
  if (!n) return nullptr;
  if (const toml::table* t = n->as_table()) return t;
  wrong_type(key, "a table");
  return nullptr;
}

std::vector<const toml::table*> TomlReader::tables(const std::string& key) {
  std::vector<const toml::table*> out;
  const toml::node* n = node(key);
  if (!n) return out;
  const toml::array* a = n->as_array();
  if (!a) {
    report(key, "expected a list of tables ([[" + path(key) + "]])");
    return out;
  }
  for (const toml::node& item : *a) {
    if (const toml::table* t = item.as_table())
      out.push_back(t);
    else
      report_at(item, path(key) + ": expected a table");
  }
  return out;
}

void TomlReader::finish() {
  for (auto&& [k, v] : table_) {
    const std::string key(k.str());
    if (known_.count(key)) continue;
    problems_.push_back({file_, static_cast<int>(v.source().begin.line),
                         "unknown key '" + path(key) + "'" + did_you_mean(key, known_)});
  }
}

std::string did_you_mean(const std::string& word, const std::set<std::string>& names) {
  std::string best;
  std::size_t best_d = 3;  // only within two edits
  for (const std::string& name : names) {
    const std::size_t d = distance(word, name);
    if (d < best_d) {
      best_d = d;
      best = name;
    }
  }
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

}  // namespace tabula::gui
