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

}  // namespace

OptionValues resolve_options(const Manifest& manifest,
                             const std::map<std::string, std::string>& given, Problems& problems) {
  for (const auto& [name, text] : given) {
    if (!find_option(manifest, name)) problems.push_back({"", 0, unknown_option(manifest, name)});
  }
  OptionValues values;
  for (const GameOption& option : manifest.options) {
    auto it = given.find(option.name);
    const std::string& text = it == given.end() ? option.default_value : it->second;
    Parsed parsed = parse_option(option, text);
    if (parsed.value) {
      values.emplace(option.name, std::move(*parsed.value));
    } else {
      problems.push_back({"", 0, "option '" + option.name + "': " + parsed.error});
    }
  }
  return values;
}

}  // namespace tabula
