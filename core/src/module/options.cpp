// Option values given as text (command line, launcher) checked against the
// options a game declares.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "data/toml_read.hpp"
#include "tabula/module.hpp"

namespace tabula {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::optional<bool> parse_bool(const std::string& text) {
  const std::string word = lower(text);
  if (word == "true" || word == "1" || word == "yes") return true;
  if (word == "false" || word == "0" || word == "no") return false;
  return std::nullopt;
}

std::optional<std::int64_t> parse_int(const std::string& text) {
  std::int64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || text.empty()) return std::nullopt;
  return value;
}

// The value of an option given as text, or why it is wrong.
struct Parsed {
  std::optional<OptionValue> value;
  std::string error;
};

Parsed parse_option(const GameOption& option, const std::string& text) {
  const std::string quoted = "\"" + text + "\"";
  if (option.type == "bool") {
    if (auto value = parse_bool(text)) return {*value, ""};
    return {std::nullopt, quoted + " is not a boolean (use true/false, yes/no or 1/0)"};
  }
  if (option.type == "int") {
    const std::optional<std::int64_t> value = parse_int(text);
    if (!value) return {std::nullopt, quoted + " is not an integer"};
    if (*value >= option.min && *value <= option.max) return {*value, ""};
    return {std::nullopt, text + " is out of range " + std::to_string(option.min) + ".." +
                              std::to_string(option.max)};
  }
  if (std::find(option.values.begin(), option.values.end(), text) != option.values.end()) {
    return {text, ""};
  }
  return {std::nullopt, quoted + " is not one of " + data::list_quoted(option.values)};
}

const GameOption* find_option(const Manifest& manifest, const std::string& name) {
  auto it = std::find_if(manifest.options.begin(), manifest.options.end(),
                         [&](const GameOption& option) { return option.name == name; });
  return it == manifest.options.end() ? nullptr : &*it;
}

std::string unknown_option(const Manifest& manifest, const std::string& name) {
  std::vector<std::string> names;
  for (const GameOption& option : manifest.options) names.push_back(option.name);
  return "unknown option '" + name + "' for game '" + manifest.id + "'" +
         data::did_you_mean(name, names) +
         (names.empty() ? " (it has no options)" : " (options: " + data::list_plain(names) + ")");
}

// Checks a given key: "name" of a declared option, or "name.S" of a per-seat
// option with S a seat from 1.
void check_given_key(const Manifest& manifest, const std::string& key, int seats,
                     Problems& problems) {
  const std::size_t dot = key.rfind('.');
  const std::string name = dot == std::string::npos ? key : key.substr(0, dot);
  const GameOption* option = find_option(manifest, name);
  if (!option) return problems.push_back({"", 0, unknown_option(manifest, name)});
  if (dot == std::string::npos) return;
  const std::optional<std::int64_t> s = parse_int(key.substr(dot + 1));
  if (!option->per_seat) {
    return problems.push_back({"", 0,
                               "option '" + name + "' is the same for every seat: give it as '" +
                                   name + "=VALUE', not '" + key + "=VALUE'"});
  }
  if (!s || *s < 1 || *s > seats) {
    problems.push_back({"", 0,
                        "option '" + key + "': the seat must be 1 to " + std::to_string(seats) +
                            " (seats are numbered from 1)"});
  }
}

// Resolves `option` from `text` into `values` under `key`.
void resolve_one(const GameOption& option, const std::string& key, const std::string& text,
                 OptionValues& values, Problems& problems) {
  Parsed parsed = parse_option(option, text);
  if (parsed.value) {
    values.emplace(key, std::move(*parsed.value));
  } else {
    problems.push_back({"", 0, "option '" + key + "': " + parsed.error});
  }
}

}  // namespace

std::string seat_option_key(const std::string& name, int seat) {
  return name + "." + std::to_string(seat + 1);
}

OptionValues resolve_options(const Manifest& manifest,
                             const std::map<std::string, std::string>& given, int seats,
                             Problems& problems) {
  for (const auto& entry : given) check_given_key(manifest, entry.first, seats, problems);
  OptionValues values;
  for (const GameOption& option : manifest.options) {
    auto it = given.find(option.name);
    const std::string& text = it == given.end() ? option.default_value : it->second;
    if (!option.per_seat) {
      resolve_one(option, option.name, text, values, problems);
      continue;
    }
    for (int s = 0; s < seats; ++s) {
      const std::string key = seat_option_key(option.name, s);
      auto own = given.find(key);
      resolve_one(option, key, own == given.end() ? text : own->second, values, problems);
    }
  }
  return values;
}

}  // namespace tabula
