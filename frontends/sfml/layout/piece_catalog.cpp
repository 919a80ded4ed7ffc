#include "layout/piece_catalog.hpp"

#include <cmath>

#include "layout/layout.hpp"

namespace tabula::gui {

PieceCatalog::PieceCatalog(const Module& module) : module_(module) {
  for (const DataTable& table : module.data.tables)
    for (const DataEntry& e : table.entries) defs_.emplace(e.id, std::make_pair(&e, table.name));
}

const DataEntry* PieceCatalog::entry(const std::string& def) const {
  auto it = defs_.find(def);
  return it == defs_.end() ? nullptr : it->second.first;
}

const std::string& PieceCatalog::table_of(const std::string& def) const {
  static const std::string none;
  auto it = defs_.find(def);
  return it == defs_.end() ? none : it->second.second;
}

std::string PieceCatalog::field_text(const DataEntry* entry, const std::string& field) {
  if (!entry || field.empty() || !entry->fields.contains(field)) return "";
  return value_text(entry->fields[field]);
}

std::string PieceCatalog::value_text(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
  if (v.is_number_float()) {
    const double d = v.get<double>();
    if (std::floor(d) == d) return std::to_string(static_cast<std::int64_t>(d));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", d);
    return buf;
  }
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  return "";
}

std::string PieceCatalog::name(const PieceView& piece) const {
  const char* generic = piece.kind == PieceKind::Card ? "a card" : "a token";
  if (piece.hidden) return generic;
  const std::string n = field_text(entry(piece.def), "name");
  if (!n.empty()) return n;
  if (!piece.def.empty()) return pretty_name(piece.def);
  return generic;
}

}  // namespace tabula::gui
