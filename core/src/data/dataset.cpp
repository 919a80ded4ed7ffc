#include <algorithm>

#include "tabula/data.hpp"

namespace tabula {

const DataEntry* DataTable::find(const std::string& id) const {
  auto it = std::find_if(entries.begin(), entries.end(),
                         [&](const DataEntry& entry) { return entry.id == id; });
  return it == entries.end() ? nullptr : &*it;
}

const DataTable* DataSet::table(const std::string& name) const {
  auto it = std::find_if(tables.begin(), tables.end(),
                         [&](const DataTable& table) { return table.name == name; });
  return it == tables.end() ? nullptr : &*it;
}

const DataEntry* DataSet::find_def(const std::string& id) const {
  for (const DataTable& table : tables) {
    if (const DataEntry* entry = table.find(id)) return entry;
  }
  return nullptr;
}

}  // namespace tabula
