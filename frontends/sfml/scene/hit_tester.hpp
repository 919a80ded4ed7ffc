// What is under a point of the table: the topmost piece (turned pieces are
// tested in their own frame) or the zone, including board spaces by shape.
#pragma once

#include <SFML/System/Vector2.hpp>

#include "scene/scene.hpp"

namespace tabula::gui {

class HitTester {
 public:
  // Index into scene.pieces of the topmost piece at `p` (table units), or -1.
  [[nodiscard]] static int piece_at(const Scene& scene, sf::Vector2f p);
  // Index into scene.zones of the zone at `p`, or -1.
  [[nodiscard]] static int zone_at(const Scene& scene, sf::Vector2f p);
  [[nodiscard]] static bool contains(const ScenePiece& piece, sf::Vector2f p);
  [[nodiscard]] static bool contains(const SceneZone& zone, sf::Vector2f p);
};

}  // namespace tabula::gui
