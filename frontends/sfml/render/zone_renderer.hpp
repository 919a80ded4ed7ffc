// Draws zones: an outline with the zone's name while it is empty, its label
// beside it once it holds pieces, the count badge of stacks and hidden
// hands, and the glow of zones a decision lets the player click.
#pragma once

#include <SFML/Graphics.hpp>

#include "platform/assets.hpp"
#include "scene/camera.hpp"
#include "scene/scene.hpp"

namespace tabula::gui {

class ZoneRenderer {
 public:
  explicit ZoneRenderer(Assets& assets) : assets_(assets) {}

  // Outlines and labels, under the pieces.
  void draw_under(sf::RenderTarget& t, const Camera& cam, const SceneZone& zone) const;
  // Count badges, over the pieces.
  void draw_over(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                 const SceneZone& zone) const;
  // The clickable glow (`strength` 0..1 pulses; `hot` when under the mouse).
  void draw_glow(sf::RenderTarget& t, const Camera& cam, const SceneZone& zone, float strength,
                 bool hot) const;

 private:
  Assets& assets_;
};

}  // namespace tabula::gui
