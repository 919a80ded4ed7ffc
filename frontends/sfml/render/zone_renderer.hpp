// Draws zones: an outline with the zone's name while it is empty, its label
// above it once it holds pieces, the count badge of stacks beside the top
// piece (never on it), and the glow of zones a decision lets the player
// click. Labels shrink to fit their zone before they are ever cut.
#pragma once

#include <optional>
#include <string>

#include <SFML/Graphics.hpp>

#include "platform/assets.hpp"
#include "scene/camera.hpp"
#include "scene/scene.hpp"

namespace tabula::gui {

// A zone's label as drawn: its text (cut with "…" if even the smallest size
// is too wide), size and box in window pixels.
struct ZoneLabel {
  std::string text;
  unsigned px = 0;
  sf::FloatRect box;
  bool cut = false;
};

class ZoneRenderer {
 public:
  explicit ZoneRenderer(Assets& assets) : assets_(assets) {}

  // Outlines and labels, under the pieces; labels stop short of `keep_clear`
  // (the counters drawn on the table).
  void draw_under(sf::RenderTarget& t, const Camera& cam, const SceneZone& zone,
                  const std::vector<sf::FloatRect>& keep_clear) const;
  // Count badges, over the pieces.
  void draw_over(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                 const SceneZone& zone) const;
  // The clickable glow (`strength` 0..1 pulses; `hot` when under the mouse).
  void draw_glow(sf::RenderTarget& t, const Camera& cam, const SceneZone& zone, float strength,
                 bool hot) const;
  // The label drawn now: inside the outline while the zone is empty, above
  // it once it holds pieces (short of `keep_clear`); none when there is no
  // room to read it.
  [[nodiscard]] std::optional<ZoneLabel> label(const Camera& cam, const SceneZone& zone,
                                               const std::vector<sf::FloatRect>& keep_clear) const;
  // Both places the label can take (name tags keep clear of them).
  [[nodiscard]] std::vector<sf::FloatRect> label_places(const Camera& cam,
                                                        const SceneZone& zone) const;

 private:
  [[nodiscard]] std::optional<ZoneLabel> label_at(
      const Camera& cam, const SceneZone& zone, bool empty,
      const std::vector<sf::FloatRect>& keep_clear) const;
  // Where a stack's count badge goes: beside or under its top piece, inside
  // the zone when there is room; at the piece's corner only when there is none.
  [[nodiscard]] sf::FloatRect badge_rect(sf::FloatRect piece, sf::FloatRect zone,
                                         sf::Vector2f size) const;

  Assets& assets_;
};

}  // namespace tabula::gui
