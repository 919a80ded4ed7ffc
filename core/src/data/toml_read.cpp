#include "data/toml_read.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace tabula::data {

std::unique_ptr<toml::table> parse_toml(const std::filesystem::path& file, Problems& problems) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    problems.push_back({file.string(), 0, "cannot open file"});
    return nullptr;
  }
  std::ostringstream text;
  text << in.rdbuf();
  try {
    return std::make_unique<toml::table>(toml::parse(text.str(), file.string()));
  } catch (const toml::parse_error& e) {
    problems.push_back({file.string(), static_cast<int>(e.source().begin.line),
                        "TOML syntax error: " + std::string(e.description())});
    return nullptr;
  }
}

int line_of(const toml::node& node) {
  return static_cast<int>(node.source().begin.line);
}

std::vector<std::pair<std::string, const toml::node*>> in_file_order(const toml::table& table) {
  std::vector<std::pair<std::string, const toml::node*>> keys;
  for (auto&& [key, node] : table) keys.emplace_back(std::string(key.str()), &node);
  std::stable_sort(keys.begin(), keys.end(), [](const auto& a, const auto& b) {
    const auto& sa = a.second->source().begin;
    const auto& sb = b.second->source().begin;
    return sa.line != sb.line ? sa.line < sb.line : sa.column < sb.column;
  });
  return keys;
}

std::string_view type_name(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::string:
      return "string";
    case toml::node_type::integer:
      return "integer";
    case toml::node_type::floating_point:
      return "float";
    case toml::node_type::boolean:
      return "boolean";
    case toml::node_type::array:
      return "array";
    case toml::node_type::table:
      return "table";
    case toml::node_type::date:
      return "date";
    case toml::node_type::time:
      return "time";
    case toml::node_type::date_time:
      return "date-time";
    case toml::node_type::none:
      break;
  }
  return "nothing";
}

namespace {

// Edit distance where swapping two neighbours counts as one edit, the most
// common typo ("feilds"); optimal string alignment, three rows.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t subst = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, subst});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        cur[j] = std::min(cur[j], before[j - 2] + 1);
      }
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::string* best = nullptr;
  std::size_t best_distance = 3;  // only suggest within distance 2
  for (const std::string& c : candidates) {
    const std::size_t d = edit_distance(word, c);
    if (d < best_distance) {
      best = &c;
      best_distance = d;
    }
  }
  return best ? " (did you mean '" + *best + "'?)" : "";
}

bool is_valid_id(std::string_view id) {
  return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

void sort_by_place(Problems& problems, std::size_t from) {
  std::vector<std::string> files;
  for (std::size_t i = from; i < problems.size(); ++i) {
    if (std::find(files.begin(), files.end(), problems[i].file) == files.end()) {
      files.push_back(problems[i].file);
    }
  }
  const auto rank = [&](const Problem& p) {
    return std::pair(std::find(files.begin(), files.end(), p.file) - files.begin(), p.line);
  };
  std::stable_sort(problems.begin() + static_cast<std::ptrdiff_t>(from), problems.end(),
                   [&](const Problem& a, const Problem& b) { return rank(a) < rank(b); });
}

std::string list_quoted(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "\"" : ", \"") + item + "\"";
  return out;
}

std::string list_plain(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

}  // namespace tabula::data
