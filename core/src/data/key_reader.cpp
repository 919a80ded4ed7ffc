#include "data/key_reader.hpp"

#include <algorithm>

#include "data/toml_read.hpp"

namespace tabula::data {

KeyReader::KeyReader(const toml::table& table, std::string file, std::string where,
                     Problems& problems)
    : table_(table), file_(std::move(file)), where_(std::move(where)), problems_(problems) {}

const toml::node* KeyReader::node(std::string_view key, bool required) {
  asked_.emplace_back(key);
  const toml::node* found = table_.get(key);
  if (!found && required) add(line_of(table_), "missing required key '" + std::string(key) + "'");
  return found;
}

template <typename T>
const T* KeyReader::typed(std::string_view key, bool required, std::string_view type) {
  const toml::node* found = node(key, required);
  if (!found) return nullptr;
  if (const T* value = found->as<T>()) return value;
  report_type(key, type);
  return nullptr;
}

std::optional<std::string> KeyReader::string(std::string_view key, bool required) {
  const auto* value = typed<toml::value<std::string>>(key, required, "string");
  return value ? std::optional(value->get()) : std::nullopt;
}

std::optional<std::int64_t> KeyReader::integer(std::string_view key, bool required) {
  const auto* value = typed<toml::value<std::int64_t>>(key, required, "integer");
  return value ? std::optional(value->get()) : std::nullopt;
}

std::optional<bool> KeyReader::boolean(std::string_view key) {
  const auto* value = typed<toml::value<bool>>(key, false, "boolean");
  return value ? std::optional(value->get()) : std::nullopt;
}

const toml::table* KeyReader::table(std::string_view key, bool required) {
  return typed<toml::table>(key, required, "table");
}

const toml::array* KeyReader::array(std::string_view key) {
  return typed<toml::array>(key, false, "array");
}

void KeyReader::report(std::string_view key, const std::string& what) {
  const toml::node* found = table_.get(key);
  add(line_of(found ? *found : table_), std::string(key) + " " + what);
}

void KeyReader::report_type(std::string_view key, std::string_view expected) {
  const toml::node* found = table_.get(key);
  const std::string got(found ? type_name(*found) : "nothing");
  add(line_of(found ? *found : table_),
      std::string(key) + ": expected " + std::string(expected) + ", got " + got);
}

void KeyReader::report_unknown() {
  for (const auto& [key, node] : in_file_order(table_)) {
    if (std::find(asked_.begin(), asked_.end(), key) != asked_.end()) continue;
    add(line_of(*node), "unknown key '" + key + "'" + did_you_mean(key, asked_));
  }
}

void KeyReader::add(int line, const std::string& message) {
  problems_.push_back({file_, line, where_.empty() ? message : where_ + ": " + message});
}

}  // namespace tabula::data
