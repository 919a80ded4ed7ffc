// Reads the [options.<name>] declarations of game.toml.
#include <algorithm>
#include <limits>

#include "data/key_reader.hpp"
#include "data/toml_read.hpp"
#include "module/manifest.hpp"

namespace tabula::module {
namespace {

const std::vector<std::string> kOptionTypes = {"bool", "int", "choice"};

void read_choices(data::KeyReader& keys, GameOption& option) {
  const bool is_choice = option.type == "choice";
  const toml::node* node = keys.node("values", is_choice);
  if (!node || option.type.empty()) return;  // a bad type is already reported
  if (!is_choice) {
    keys.report("values", "is only allowed for choice options");
    return;
  }
  const toml::array* values = node->as_array();
  if (values) {
    for (const toml::node& value : *values) {
      if (const auto* text = value.as_string()) option.values.push_back(text->get());
    }
  }
  if (!values || values->empty() || option.values.size() != values->size()) {
    keys.report("values", "must be a non-empty array of strings");
    option.values.clear();
  }
}

void read_range(data::KeyReader& keys, GameOption& option) {
  const std::optional<std::int64_t> min = keys.integer("min");
  const std::optional<std::int64_t> max = keys.integer("max");
  if (option.type.empty()) return;  // a bad type is already reported
  if (option.type != "int") {
    if (min) keys.report("min", "is only allowed for int options");
    if (max) keys.report("max", "is only allowed for int options");
    return;
  }
  option.min = min.value_or(std::numeric_limits<std::int64_t>::min());
  option.max = max.value_or(std::numeric_limits<std::int64_t>::max());
  if (option.max < option.min) {
    keys.report("max",
                std::to_string(option.max) + " is less than min " + std::to_string(option.min));
  }
}

// The defaults are kept as text, the form resolve_options parses; `key` is
// "default" or "bots_default", `out` where the text goes.
void default_bool(data::KeyReader& keys, const std::string& key, const toml::node& value,
                  std::string& out) {
  const auto* b = value.as_boolean();
  if (!b) {
    keys.report_type(key, "boolean");
    return;
  }
  out = b->get() ? "true" : "false";
}

void default_int(data::KeyReader& keys, const std::string& key, const toml::node& value,
                 const GameOption& option, std::string& out) {
  const auto* i = value.as_integer();
  if (!i) {
    keys.report_type(key, "integer");
    return;
  }
  out = std::to_string(i->get());
  const bool range_ok = option.min <= option.max;  // else already reported
  if (range_ok && (i->get() < option.min || i->get() > option.max)) {
    keys.report(key, out + " is out of range " + std::to_string(option.min) + ".." +
                         std::to_string(option.max));
  }
}

void default_choice(data::KeyReader& keys, const std::string& key, const toml::node& value,
                    const GameOption& option, std::string& out) {
  const auto* s = value.as_string();
  if (!s) {
    keys.report_type(key, "string");
    return;
  }
  out = s->get();
  // Without values the declaration is already reported; no second message.
  if (!option.values.empty() &&
      std::find(option.values.begin(), option.values.end(), s->get()) == option.values.end()) {
    keys.report(key, "\"" + s->get() + "\" is not one of " + data::list_quoted(option.values));
  }
}

void read_one_default(data::KeyReader& keys, const std::string& key, bool required,
                      GameOption& option, std::string& out) {
  const toml::node* value = keys.node(key, required);
  if (!value) return;
  if (option.type == "bool") default_bool(keys, key, *value, out);
  if (option.type == "int") default_int(keys, key, *value, option, out);
  if (option.type == "choice") default_choice(keys, key, *value, option, out);
}

// `default`, and `bots_default`: the default of a game in which no seat is
// human (Session::start settles it, so that the replay records it).
void read_default(data::KeyReader& keys, GameOption& option) {
  read_one_default(keys, "default", true, option, option.default_value);
  read_one_default(keys, "bots_default", false, option, option.bots_default);
}

GameOption read_option(const std::string& name, const toml::node& node, const std::string& file,
                       Problems& problems) {
  GameOption option;
  option.name = name;
  const std::string where = "options." + name;
  if (!data::is_valid_id(name)) {
    problems.push_back(
        {file, data::line_of(node), where + ": a name may only use a-z, 0-9, _ and -"});
  }
  const toml::table* table = node.as_table();
  if (!table) {
    problems.push_back({file, data::line_of(node),
                        where + ": expected table, got " + std::string(data::type_name(node))});
    return option;
  }
  data::KeyReader keys(*table, file, where, problems);
  option.label = keys.string("label").value_or(name);
  option.description = keys.string("description").value_or("");
  option.hidden = keys.boolean("hidden").value_or(false);
  option.per_seat = keys.boolean("per_seat").value_or(false);
  option.type = keys.string("type", true).value_or("");
  if (!option.type.empty() &&
      std::find(kOptionTypes.begin(), kOptionTypes.end(), option.type) == kOptionTypes.end()) {
    keys.report("type", "\"" + option.type + "\" is not one of " + data::list_quoted(kOptionTypes));
    option.type.clear();
  }
  read_choices(keys, option);
  read_range(keys, option);
  read_default(keys, option);
  keys.report_unknown();
  return option;
}

}  // namespace

std::vector<GameOption> read_options(const toml::table& options, const std::string& file,
                                     Problems& problems) {
  std::vector<GameOption> out;
  for (const auto& [name, node] : data::in_file_order(options)) {
    out.push_back(read_option(name, *node, file, problems));
  }
  return out;
}

}  // namespace tabula::module
