// Builds the Scene for one seat's view: places the shared area, the viewing
// seat's area ("you") and the other seats' areas, matches every zone of the
// view to the layout by name and owner, arranges each zone's pieces, puts
// markers on tracks and reads the counters. Zones the layout does not place
// go to an overflow strip under the table, so nothing is ever invisible.
#pragma once

#include <array>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "scene/scene.hpp"
#include "scene/zone_arranger.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

class SceneBuilder {
 public:
  SceneBuilder(const Layout& layout, const PieceCatalog& catalog)
      : layout_(layout), catalog_(catalog) {}

  // The scene `view` shows, with `you` as the seat at the bottom.
  [[nodiscard]] Scene build(const View& view, SeatIndex you) const;

 private:
  struct Context {
    const View& view;
    Scene& scene;
    std::map<std::pair<std::string, SeatIndex>, ZoneView> zones;
    std::set<ZoneId> placed;
    // The seats sitting south (the shown one), west, north and east when
    // the layout seats them around the table; kNoSeat where nobody sits.
    std::array<SeatIndex, 4> compass{kNoSeat, kNoSeat, kNoSeat, kNoSeat};
  };

  void place_area(Context& c, const AreaSpec& area, const Placement& place, SeatIndex seat) const;
  void place_zone(Context& c, const ZoneSpec& spec, const Placement& place, SeatIndex owner) const;
  void place_board(Context& c, const BoardSpec& board, const Placement& place,
                   SeatIndex seat) const;
  void place_layers(Context& c, const BoardSpec& board, SceneBoard& into) const;
  void place_space(Context& c, const SpaceSpec& space, const Placement& board_place,
                   SeatIndex seat) const;
  void place_track(Context& c, const TrackSpec& track, const Placement& board_place,
                   SeatIndex seat) const;
  void place_counter(Context& c, const CounterSpec& spec, const Placement& place,
                     SeatIndex seat) const;
  void place_seats(Context& c, SeatIndex you) const;
  // The others' areas in the west, north and east places.
  void place_around(Context& c) const;
  void place_other(Context& c, SeatIndex seat, const AreaSpec& area, const Placement& p) const;
  // Badges for the counters on a zone (troops in a region), along its top.
  void place_zone_counters(Context& c, const SceneZone& zone) const;
  // Who sits at each place around the table for `you` among n seats.
  [[nodiscard]] std::array<SeatIndex, 4> compass_of(SeatIndex you, int n) const;
  void place_overflow(Context& c) const;
  // Adds the zone and arranges its pieces.
  void add_zone(Context& c, const ZoneView& zone, SceneZone sz, const std::string& card,
                const std::string& token, const Arrangement& arrangement, float piece_scale) const;
  static void set_peeks(std::vector<ScenePiece>& pieces, std::size_t first);
  void add_offstage(Context& c, const ZoneView& zone, const std::vector<PieceView>& pieces,
                    const std::string& card) const;

  [[nodiscard]] const CardStyle* card_style(const PieceView& p,
                                            const std::string& override_name) const;
  [[nodiscard]] const TokenStyle* token_style(const PieceView& p,
                                              const std::string& override_name) const;
  [[nodiscard]] const Counter* counter(const View& view, const std::string& name,
                                       SeatIndex seat) const;
  [[nodiscard]] sf::Color seat_colour_of(const View& view, SeatIndex seat) const;
  [[nodiscard]] static sf::FloatRect draw_rect_centred(sf::FloatRect slot, sf::Vector2f size);
  // Turns a piece by `degrees` (a flag: exhausted), shrunk to stay in its slot.
  static void turn(ScenePiece& p, float degrees);
  [[nodiscard]] static sf::FloatRect draw_inset(sf::FloatRect r, float by);

  const Layout& layout_;
  const PieceCatalog& catalog_;
};

}  // namespace tabula::gui
