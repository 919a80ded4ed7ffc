// How a mod changes a table: fields of an existing entry are replaced one by
// one, `_remove = true` deletes an entry, an unknown id appends a new entry.
#include <algorithm>

#include "data/entries.hpp"
#include "data/toml_read.hpp"

namespace tabula::data {
namespace {

void merge(RawEntry& entry, const toml::table& fields, const std::string& file) {
  entry.file = file;
  entry.line = line_of(fields);
  for (FieldSource& source : sources_of(fields, file)) {
    auto same = std::find_if(entry.fields.begin(), entry.fields.end(),
                             [&](const FieldSource& old) { return old.name == source.name; });
    if (same != entry.fields.end()) {
      *same = std::move(source);
    } else {
      entry.fields.push_back(std::move(source));
    }
  }
}

void remove(const std::string& id, const toml::table& fields, const std::string& file,
            RawTable& table, Problems& problems) {
  const toml::node& flag = *fields.get("_remove");
  const auto* remove = flag.as_boolean();
  std::string error;
  if (!remove || !remove->get()) {
    error = "_remove must be true";
  } else if (fields.size() > 1) {
    error = "an entry with _remove = true may not set other fields";
  } else if (!table.erase(id)) {
    error = "cannot remove it: table '" + table.schema->name + "' has no such entry";
  }
  if (!error.empty()) problems.push_back({file, line_of(flag), "entry '" + id + "': " + error});
}

}  // namespace

void apply_mod_file(const toml::table& doc, const std::string& file, RawTable& table,
                    Problems& problems) {
  for (const auto& [id, node] : in_file_order(doc)) {
    const toml::table* fields = entry_table(id, *node, file, problems);
    if (!fields) continue;
    if (fields->contains("_remove")) {
      remove(id, *fields, file, table, problems);
    } else if (RawEntry* entry = table.find(id)) {
      merge(*entry, *fields, file);
    } else {
      table.entries.push_back(make_entry(id, *fields, file));
    }
  }
}

}  // namespace tabula::data
