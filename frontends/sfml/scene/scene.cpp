#include "scene/scene.hpp"

#include <algorithm>

namespace tabula::gui {

Placement fit(sf::Vector2f size, sf::FloatRect into) {
  if (size.x <= 0 || size.y <= 0) return {{into.left, into.top}, 1.f};
  const float s = std::min(into.width / size.x, into.height / size.y);
  return {
      {into.left + (into.width - size.x * s) / 2.f, into.top + (into.height - size.y * s) / 2.f},
      s};
}

const SceneZone* Scene::zone(ZoneId id) const {
  for (const SceneZone& z : zones)
    if (z.zone.id == id) return &z;
  return nullptr;
}

const ScenePiece* Scene::piece(PieceId id) const {
  if (id == 0) return nullptr;
  for (const ScenePiece& p : pieces)
    if (!p.piece.hidden && p.piece.id == id) return &p;
  return nullptr;
}

const ScenePiece* Scene::known(PieceId id) const {
  if (const ScenePiece* p = piece(id)) return p;
  for (const ScenePiece& p : offstage)
    if (p.piece.id == id) return &p;
  return nullptr;
}

const ScenePiece* Scene::piece_at(ZoneId zone, int index) const {
  const ScenePiece* best = nullptr;
  for (const ScenePiece& p : pieces) {
    if (p.zone != zone) continue;
    if (p.index == index) return &p;
    if (!best || std::abs(p.index - index) < std::abs(best->index - index)) best = &p;
  }
  return best;
}

}  // namespace tabula::gui
