#include "render/zone_renderer.hpp"

#include <algorithm>

#include "scene/zone_arranger.hpp"
#include "widgets/colour.hpp"
#include "widgets/draw.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

bool holds(sf::FloatRect outer, sf::FloatRect inner) {
  return inner.left >= outer.left - 0.5f && inner.top >= outer.top - 0.5f &&
         inner.left + inner.width <= outer.left + outer.width + 0.5f &&
         inner.top + inner.height <= outer.top + outer.height + 0.5f;
}

}  // namespace

std::optional<ZoneLabel> ZoneRenderer::label_at(
    const Camera& cam, const SceneZone& z, bool empty,
    const std::vector<sf::FloatRect>& keep_clear) const {
  if (z.style == ZoneStyle::Hidden || z.shape || z.label.empty()) return std::nullopt;
  if (empty && !z.outline) return std::nullopt;
  const sf::FloatRect r = cam.to_screen(z.rect);
  const float k = z.scale * cam.scale();
  const sf::Font& font = assets_.bold();
  unsigned want = draw::px(std::max(9.f, 13.f * k));
  float room = empty ? r.width - 8.f : std::max(40.f, r.width);
  if (!empty) {
    // Above the zone the label runs right until a counter or another zone
    // (with its own label above it) is in the way, and it is no taller than
    // the gap over the zone.
    const float lift = static_cast<float>(want) * 1.45f;
    for (const sf::FloatRect& k : keep_clear) {
      if (k == r) continue;
      if (k.left > r.left + 8.f && k.top - lift < r.top && k.top + k.height > r.top - lift)
        room = std::min(room, std::max(r.width, k.left - r.left - 6.f));
      const float bottom = k.top + k.height;
      if (k.left < r.left + room && k.left + k.width > r.left && bottom <= r.top + 1.f &&
          bottom > r.top - lift)
        want = std::max(draw::kLeastPx, std::min(want, draw::px((r.top - bottom) / 1.45f)));
    }
  }
  const unsigned px = draw::fit_size(font, z.label, want, draw::kLeastPx, room);
  ZoneLabel out;
  out.text = draw::ellipsize(font, z.label, px, room);
  out.cut = out.text != z.label;
  if (out.text.empty()) return std::nullopt;
  out.px = px;
  const float w = draw::text_width(font, out.text, px), h = static_cast<float>(px) * 1.3f;
  out.box = empty ? draw::rect_around(draw::centre(r), {w, h})
                  : sf::FloatRect{r.left + 2.f, r.top - static_cast<float>(px) * 1.45f, w, h};
  return out;
}

std::optional<ZoneLabel> ZoneRenderer::label(const Camera& cam, const SceneZone& z,
                                             const std::vector<sf::FloatRect>& keep_clear) const {
  return label_at(cam, z, z.zone.count == 0, keep_clear);
}

std::vector<sf::FloatRect> ZoneRenderer::label_places(const Camera& cam, const SceneZone& z) const {
  std::vector<sf::FloatRect> out;
  for (bool empty : {true, false})
    if (auto l = label_at(cam, z, empty, {})) out.push_back(l->box);
  return out;
}

void ZoneRenderer::draw_under(sf::RenderTarget& t, const Camera& cam, const SceneZone& z,
                              const std::vector<sf::FloatRect>& keep_clear) const {
  if (z.style == ZoneStyle::Hidden || z.shape) return;
  const sf::FloatRect r = cam.to_screen(z.rect);
  const float k = z.scale * cam.scale();
  if (z.zone.count == 0 && z.outline) {
    const float radius = 10.f * k;
    draw::rounded_rect(t, r, radius, sf::Color(0, 0, 0, 34));
    draw::dashed_outline(t, r, radius, std::max(1.f, 1.6f * k), 7.f * k + 2.f,
                         sf::Color(255, 255, 255, 70));
  }
  const auto l = label(cam, z, keep_clear);
  if (!l) return;
  draw::text_in(t, assets_.bold(), l->text, l->px, l->box,
                sf::Color(255, 255, 255, z.zone.count == 0 ? 95 : 150), draw::Align::Left);
}

sf::FloatRect ZoneRenderer::badge_rect(sf::FloatRect piece, sf::FloatRect zone,
                                       sf::Vector2f size) const {
  const float gap = 3.f;
  const float bottom = piece.top + piece.height;
  const sf::FloatRect right{piece.left + piece.width + gap, bottom - size.y, size.x, size.y};
  if (holds(zone, right)) return right;
  const sf::FloatRect below{piece.left + piece.width - size.x, bottom + gap, size.x, size.y};
  if (holds(zone, below)) return below;
  const sf::FloatRect left{piece.left - gap - size.x, bottom - size.y, size.x, size.y};
  if (holds(zone, left)) return left;
  // No room in the zone: just outside the piece's bottom right corner.
  return {piece.left + piece.width - size.x * 0.3f, bottom - size.y * 0.4f, size.x, size.y};
}

void ZoneRenderer::draw_over(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                             const SceneZone& z) const {
  if (z.style == ZoneStyle::Hidden || z.zone.count < 1 || !z.count_badge) return;
  const bool stacked = z.style == ZoneStyle::Stack || (z.shape && z.style != ZoneStyle::Free);
  if (!stacked || (z.zone.count < 2 && !z.shape)) return;
  const ScenePiece* top = scene.piece_at(z.zone.id, z.zone.count - 1);
  const float k = z.scale * cam.scale();
  const unsigned px = draw::px(std::max(10.f, 15.f * k));
  const std::string text = std::to_string(z.zone.count);
  const float h = static_cast<float>(px) * 1.6f;
  const float w = std::max(h, draw::text_width(assets_.bold(), text, px) + h * 0.7f);
  // A stack's pieces sit a little lower and to the right the deeper they are.
  sf::FloatRect piece = cam.to_screen(top ? top->rect : z.rect);
  for (int i = std::max(0, z.zone.count - ZoneArranger::kStackDepth); i < z.zone.count; ++i)
    if (const ScenePiece* p = scene.piece_at(z.zone.id, i)) {
      const sf::FloatRect q = cam.to_screen(p->rect);
      piece.width = std::max(piece.width, q.left + q.width - piece.left);
      piece.height = std::max(piece.height, q.top + q.height - piece.top);
    }
  const sf::FloatRect pill = badge_rect(piece, cam.to_screen(z.rect), {w, h});
  draw::shadow(t, pill, h / 2.f, 5.f, {0, 2.f}, sf::Color(0, 0, 0, 120));
  draw::rounded_rect(t, pill, h / 2.f, sf::Color(24, 28, 36, 235));
  draw::rounded_outline(t, pill, h / 2.f, 1.5f, sf::Color(255, 255, 255, 140));
  draw::text_in(t, assets_.bold(), text, px, pill, sf::Color::White);
}

void ZoneRenderer::draw_glow(sf::RenderTarget& t, const Camera& cam, const SceneZone& z,
                             float strength, bool hot) const {
  const sf::FloatRect r = cam.to_screen(z.rect);
  const float k = z.scale * cam.scale();
  const sf::Color c = scale_alpha(theme::kGlow, hot ? 1.f : 0.45f + 0.55f * strength);
  draw::glow(t, r, 10.f * k, 14.f * k + 4.f, scale_alpha(c, 0.7f));
  draw::rounded_outline(t, r, 10.f * k, hot ? 3.f : 2.f, c);
  if (hot) draw::rounded_rect(t, r, 10.f * k, sf::Color(255, 220, 120, 30));
}

}  // namespace tabula::gui
