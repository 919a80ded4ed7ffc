#include "layout/prop_display.hpp"

#include "layout/piece_catalog.hpp"

#include <algorithm>
#include <cstdint>

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
    } else if (spec.show == "text") {
      // The rules' own words (a tally, a status), after the style's prefix.
      if (set(*v)) out.marks.push_back(spec.text + text_of(*v));
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

namespace {

// A side's field is "<side>_<field>" beside the others, or <field> in a
// table named after the side ([zephyra.boosted] name = ...).
std::string plain_field(const DataEntry* entry, const std::string& side, const std::string& field) {
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

// One placeholder of a template: "ships" or a product "ships*ap". Empty when
// a field is missing or a factor is not a whole number.
std::string placeholder(const DataEntry* entry, const std::string& side, const std::string& name) {
  if (name.find('*') == std::string::npos) return plain_field(entry, side, name);
  std::int64_t product = 1;
  std::size_t from = 0;
  while (from <= name.size()) {
    const std::size_t star = std::min(name.find('*', from), name.size());
    const std::string factor = plain_field(entry, side, name.substr(from, star - from));
    if (factor.empty() || factor.find_first_not_of("-0123456789") != std::string::npos) return "";
    product *= std::stoll(factor);
    from = star + 1;
  }
  return std::to_string(product);
}

// "{ships} x {ap}": every {field} (or {field*field}) replaced by its value;
// empty when one is missing, so a card without the fields shows nothing.
std::string fill_template(const DataEntry* entry, const std::string& side,
                          const std::string& text) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos) return out + text.substr(at);
    const std::string value = placeholder(entry, side, text.substr(open + 1, close - open - 1));
    if (value.empty()) return "";
    out += text.substr(at, open - at) + value;
    at = close + 1;
  }
  return out;
}

}  // namespace

std::vector<std::string> template_fields(const std::string& field) {
  if (field.find('{') == std::string::npos) return {field};
  std::vector<std::string> out;
  for (std::size_t open = field.find('{'); open != std::string::npos;
       open = field.find('{', open + 1)) {
    const std::size_t close = field.find('}', open);
    if (close == std::string::npos) break;
    const std::string inner = field.substr(open + 1, close - open - 1);
    for (std::size_t from = 0; from <= inner.size();) {
      const std::size_t star = std::min(inner.find('*', from), inner.size());
      out.push_back(inner.substr(from, star - from));
      from = star + 1;
    }
  }
  return out;
}

std::string face_field(const DataEntry* entry, const std::string& side, const std::string& field) {
  if (field.find('{') != std::string::npos) return fill_template(entry, side, field);
  return plain_field(entry, side, field);
}

std::string props_key(const PieceProps& props) {
  std::string key;
  for (const auto& [k, v] : props) key += k + "=" + text_of(v) + ";";
  return key;
}

}  // namespace tabula::gui
