#include "data/entries.hpp"

#include <algorithm>

#include "data/toml_read.hpp"

namespace tabula::data {

RawEntry* RawTable::find(const std::string& id) {
  auto it = std::find_if(entries.begin(), entries.end(),
                         [&](const RawEntry& entry) { return entry.id == id; });
  return it == entries.end() ? nullptr : &*it;
}

bool RawTable::erase(const std::string& id) {
  return std::erase_if(entries, [&](const RawEntry& entry) { return entry.id == id; }) > 0;
}

std::vector<FieldSource> sources_of(const toml::table& table, const std::string& file) {
  std::vector<FieldSource> sources;
  for (const auto& [name, node] : in_file_order(table)) sources.push_back({name, node, file});
  return sources;
}

RawEntry make_entry(const std::string& id, const toml::table& fields, const std::string& file) {
  const int line = line_of(fields);
  return {id, file, line, file, line, sources_of(fields, file)};
}

const toml::table* entry_table(const std::string& id, const toml::node& node,
                               const std::string& file, Problems& problems) {
  const toml::table* table = node.as_table();
  if (!table) {
    problems.push_back({file, line_of(node),
                        "entry '" + id + "': expected a table ([" + id + "]), got " +
                            std::string(type_name(node))});
  }
  return table;
}

void read_entries(const toml::table& doc, const std::string& file, RawTable& table,
                  Problems& problems) {
  for (const auto& [id, node] : in_file_order(doc)) {
    const toml::table* fields = entry_table(id, *node, file, problems);
    if (!fields) continue;
    if (const RawEntry* first = table.find(id)) {
      problems.push_back({file, line_of(*fields),
                          "entry '" + id + "' is already defined at " + first->file + ":" +
                              std::to_string(first->line)});
      continue;
    }
    table.entries.push_back(make_entry(id, *fields, file));
  }
}

}  // namespace tabula::data
