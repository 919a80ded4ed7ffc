// A scene: everything the table shows for one view, placed in table units.
// SceneBuilder makes it from the layout and a seat's view; the renderers draw
// it through the camera and the hit tester finds what is under the mouse.
// Rebuilt whenever the view changes; never holds more than the view shows.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Transform.hpp>

#include "layout/layout.hpp"
#include "tabula/data.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

// Uniform scale then offset: from an area's or a board's units to table units.
struct Placement {
  sf::Vector2f offset;
  float scale = 1.f;

  [[nodiscard]] sf::Vector2f apply(sf::Vector2f p) const {
    return {offset.x + p.x * scale, offset.y + p.y * scale};
  }
  [[nodiscard]] sf::FloatRect apply(sf::FloatRect r) const {
    return {offset.x + r.left * scale, offset.y + r.top * scale, r.width * scale, r.height * scale};
  }
  [[nodiscard]] Placement then(const Placement& inner) const {  // inner units -> ours -> table
    return {apply(inner.offset), scale * inner.scale};
  }
};

// The largest uniform placement of a `size` box centred in `into`.
[[nodiscard]] Placement fit(sf::Vector2f size, sf::FloatRect into);

// A seat as the table shows it: its name and colour.
struct SceneSeat {
  std::string name;
  sf::Color colour;
};

struct SceneArea {
  SeatIndex seat = kNoSeat;
  sf::FloatRect rect;
  float scale = 1.f;
  bool you = false;
};

struct SceneZone {
  ZoneView zone;
  sf::FloatRect rect;
  ZoneStyle style = ZoneStyle::Row;
  std::string label;
  float scale = 1.f;  // table units per layout unit here (text sizes)
  bool count_badge = true;
  bool outline = true;
  const ShapeSpec* shape = nullptr;  // a board space's shape, in board units
  Placement shape_place;             // board units -> table units
  bool overflow = false;             // placed by the fallback, not the layout
};

struct ScenePiece {
  PieceView piece;
  ZoneId zone = 0;
  int index = 0;                      // position in its zone, bottom first
  sf::FloatRect rect;                 // unrotated, table units
  float rotation = 0.f;               // degrees about the centre
  const CardStyle* card = nullptr;    // set for cards
  const TokenStyle* token = nullptr;  // set for tokens
  const DataEntry* entry = nullptr;   // null when hidden or without data
  float peek = 1.f;                   // share of its width not under the next piece
};

// A layer the counters show, moved within its board by `local`.
struct SceneLayer {
  const LayerSpec* spec = nullptr;
  sf::Transform local;
};

struct SceneBoard {
  const BoardSpec* spec = nullptr;
  Placement place;  // board units -> table units
  SeatIndex seat = kNoSeat;
  std::vector<bool> occupied;      // per space: holds pieces (its label moves below)
  std::vector<SceneLayer> layers;  // the layers shown now
};

struct SceneMarker {
  sf::Vector2f at;
  float radius = 8.f;
  sf::Color colour;
  std::string tip;
};

struct SceneTrack {
  const TrackSpec* spec = nullptr;
  std::vector<sf::Vector2f> steps;  // table units
  float step_size = 20.f;           // table units
  float scale = 1.f;
  std::vector<SceneMarker> markers;
};

struct SceneCounter {
  sf::Vector2f at;
  float scale = 1.f;
  std::string label;
  std::int64_t value = 0;
  sf::Color colour;
  std::string style;
  std::string option;  // the option id a click on it picks ("" none)
};

struct SceneRegion {
  sf::FloatRect rect;
  float scale = 1.f;
  const RegionSpec* spec = nullptr;
};

struct SceneText {
  sf::Vector2f at;
  float scale = 1.f;
  const TextSpec* spec = nullptr;
};

struct Scene {
  sf::Vector2f size;    // the table, plus any overflow strip
  sf::FloatRect table;  // the layout's own table rectangle
  std::vector<SceneSeat> seats;
  std::vector<SceneRegion> regions;
  std::vector<SceneArea> areas;
  std::vector<SceneBoard> boards;
  std::vector<SceneTrack> tracks;
  std::vector<SceneZone> zones;
  std::vector<ScenePiece> pieces;  // in drawing order
  // Cards the viewer knows that are not drawn (under the top of a stack),
  // without a rect: an option may name one, and its preview shows it.
  std::vector<ScenePiece> offstage;
  std::vector<SceneCounter> counters;
  std::vector<SceneText> texts;
  std::set<std::string> placed_table_counters;  // table counters the layout shows

  [[nodiscard]] const SceneZone* zone(ZoneId id) const;
  [[nodiscard]] const ScenePiece* piece(PieceId id) const;
  // A drawn piece, else a known card under the top of its stack (no rect).
  [[nodiscard]] const ScenePiece* known(PieceId id) const;
  // The piece drawn at `index` of zone `zone`, or nullptr.
  [[nodiscard]] const ScenePiece* piece_at(ZoneId zone, int index) const;
};

}  // namespace tabula::gui
