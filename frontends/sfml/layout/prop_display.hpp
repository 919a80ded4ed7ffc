// What a piece's properties show, by its style's list of PropSpec: numbers
// in badges, flags that turn, dim or mark the piece, and the side whose
// fields a card shows. Plain data for the scene and the renderers.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "layout/layout.hpp"
#include "tabula/data.hpp"
#include "tabula/state.hpp"

namespace tabula::gui {

using PieceProps = std::vector<std::pair<std::string, PropValue>>;

struct ShownNumber {
  const PropSpec* spec = nullptr;
  std::string text;  // "2", or "3/5" with a total
};

struct PropDisplay {
  std::vector<ShownNumber> numbers;
  float turn = 0.f;  // degrees (the sum of the set flags' turns)
  bool dim = false;
  std::vector<std::string> marks;  // words across the piece
  std::string side;                // the face shown: "" for the front
};

// What `specs` show of `props` for a piece whose data is `entry`.
[[nodiscard]] PropDisplay display_props(const std::vector<PropSpec>& specs, const PieceProps& props,
                                        const DataEntry* entry);
// The text of `field` on side `side`: the field "<side>_<field>" when the
// entry has it (night_name for the night side), else `field` itself. A
// `field` with braces is a template: "{ships} x {ap}/{lp}" fills in each
// field, "{ships*ap}" a product of whole numbers; it is empty when the entry
// lacks one of them.
[[nodiscard]] std::string face_field(const DataEntry* entry, const std::string& side,
                                     const std::string& field);
// The data fields a field names: the field itself, or each field of a
// template ("{ships*ap}/{lp}": ships, ap, lp).
[[nodiscard]] std::vector<std::string> template_fields(const std::string& field);
// The properties as text, for cache keys ("damage=2;exhausted=1").
[[nodiscard]] std::string props_key(const PieceProps& props);

}  // namespace tabula::gui
