#include "layout/prop_display.hpp"

#include "layout/piece_catalog.hpp"

namespace tabula::gui {
namespace {

const PropValue* find(const PieceProps& props, const std::string& name) {
  for (const auto& [k, v] : props)
    if (k == name) return &v;
  return nullptr;
}

std::string text_of(const PropValue& v) {
  if (const auto* b = std::get_if<bool>(&v)) return *b ? "1" : "0";
  if (const auto* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  return std::get<std::string>(v);
}

// A flag is set while it is true, a number other than 0, a text other than "".
bool set(const PropValue& v) {
  if (const auto* b = std::get_if<bool>(&v)) return *b;
  if (const auto* i = std::get_if<std::int64_t>(&v)) return *i != 0;
  return !std::get<std::string>(v).empty();
}

}  // namespace

PropDisplay display_props(const std::vector<PropSpec>& specs, const PieceProps& props,
                          const DataEntry* entry) {
  PropDisplay out;
  for (const PropSpec& spec : specs) {
    const PropValue* v = find(props, spec.name);
    if (!v) continue;
    if (spec.show == "side") {
      // A true/false property with `side` names the side while it is true.
      if (spec.side.empty())
        out.side = text_of(*v);
      else if (set(*v))
        out.side = spec.side;
    } else if (spec.show == "flag") {
      if (!set(*v)) continue;
      out.turn += spec.turn;
      out.dim |= spec.dim;
      if (!spec.text.empty()) out.marks.push_back(spec.text);
    } else if (spec.zero || set(*v)) {
      std::string text = text_of(*v);
      const std::string total = PieceCatalog::field_text(entry, spec.total);
      if (!total.empty()) text += "/" + total;
      out.numbers.push_back({&spec, text});
    }
  }
  return out;
}

// A side's field is "<side>_<field>" beside the others, or <field> in a
// table named after the side ([zephyra.boosted] name = ...).
std::string face_field(const DataEntry* entry, const std::string& side, const std::string& field) {
  if (!side.empty() && !field.empty()) {
    const std::string other = PieceCatalog::field_text(entry, side + "_" + field);
    if (!other.empty()) return other;
    const nlohmann::json* table =
        entry && entry->fields.contains(side) ? &entry->fields[side] : nullptr;
    if (table && table->is_object() && table->contains(field)) {
      const std::string nested = PieceCatalog::value_text((*table)[field]);
      if (!nested.empty()) return nested;
    }
  }
  return PieceCatalog::field_text(entry, field);
}

std::string props_key(const PieceProps& props) {
  std::string key;
  for (const auto& [k, v] : props) key += k + "=" + text_of(v) + ";";
  return key;
}

}  // namespace tabula::gui
