#include "scene/hit_tester.hpp"

#include <cmath>

#include "widgets/draw.hpp"

namespace tabula::gui {

bool HitTester::contains(const ScenePiece& piece, sf::Vector2f p) {
  const sf::Vector2f c = draw::centre(piece.rect);
  sf::Vector2f d = p - c;
  if (piece.rotation != 0.f) {
    const float a = -piece.rotation * 3.14159265f / 180.f;
    d = {d.x * std::cos(a) - d.y * std::sin(a), d.x * std::sin(a) + d.y * std::cos(a)};
  }
  return std::abs(d.x) <= piece.rect.width / 2.f && std::abs(d.y) <= piece.rect.height / 2.f;
}

bool HitTester::contains(const SceneZone& zone, sf::Vector2f p) {
  if (!zone.shape) return zone.rect.contains(p);
  const ShapeSpec& s = *zone.shape;
  const Placement& bp = zone.shape_place;
  const sf::Vector2f q{(p.x - bp.offset.x) / bp.scale, (p.y - bp.offset.y) / bp.scale};
  switch (s.kind) {
    case ShapeKind::Circle:
    case ShapeKind::Hex: {
      const sf::Vector2f d = q - s.at;
      return d.x * d.x + d.y * d.y <= s.radius * s.radius;
    }
    case ShapeKind::Rect:
      return sf::FloatRect(s.at.x, s.at.y, s.size.x, s.size.y).contains(q);
    case ShapeKind::Polygon:
      return draw::point_in_polygon(s.points, q);
    default:
      return zone.rect.contains(p);
  }
}

int HitTester::piece_at(const Scene& scene, sf::Vector2f p) {
  for (int i = static_cast<int>(scene.pieces.size()) - 1; i >= 0; --i)
    if (contains(scene.pieces[static_cast<std::size_t>(i)], p)) return i;
  return -1;
}

int HitTester::zone_at(const Scene& scene, sf::Vector2f p) {
  for (int i = static_cast<int>(scene.zones.size()) - 1; i >= 0; --i) {
    const SceneZone& z = scene.zones[static_cast<std::size_t>(i)];
    if (z.style != ZoneStyle::Hidden && contains(z, p)) return i;
  }
  return -1;
}

}  // namespace tabula::gui
