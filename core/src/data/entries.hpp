// Entries while the data stage runs: fields still point at the TOML nodes
// they came from, so that validation after all mods have been applied can
// name the file and line of every value. Internal to the core.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <toml++/toml.h>

#include "data/schema.hpp"
#include "tabula/problem.hpp"

namespace tabula::data {

// Parsed files; they own the nodes that entries point into.
using Documents = std::vector<std::unique_ptr<toml::table>>;

struct FieldSource {
  std::string name;
  const toml::node* node = nullptr;
  std::string file;
};

struct RawEntry {
  std::string id;
  std::string file;  // where it was last defined or changed
  int line = 0;
  std::string origin_file;  // where it was first defined (missing fields are reported there)
  int origin_line = 0;
  std::vector<FieldSource> fields;  // in file order; mods replace or append
};

struct RawTable {
  const TableSchema* schema = nullptr;
  std::vector<RawEntry> entries;

  [[nodiscard]] RawEntry* find(const std::string& id);
  // False when there was no such entry.
  bool erase(const std::string& id);
};

// The keys of `table` as field sources from `file`, in file order.
[[nodiscard]] std::vector<FieldSource> sources_of(const toml::table& table,
                                                  const std::string& file);

// A new entry defined by `fields` (the entry's TOML table) in `file`.
[[nodiscard]] RawEntry make_entry(const std::string& id, const toml::table& fields,
                                  const std::string& file);

// The entry table `id` of a data file, or null and a problem when `node` is
// not a table (each entry must be a [section]).
[[nodiscard]] const toml::table* entry_table(const std::string& id, const toml::node& node,
                                             const std::string& file, Problems& problems);

// Appends the entries of one of the game's own data files to `table`.
void read_entries(const toml::table& doc, const std::string& file, RawTable& table,
                  Problems& problems);

// Applies one mod data file to `table`: changes fields, adds and removes entries.
void apply_mod_file(const toml::table& doc, const std::string& file, RawTable& table,
                    Problems& problems);

}  // namespace tabula::data
