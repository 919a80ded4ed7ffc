#include "render/zone_renderer.hpp"

#include <algorithm>

#include "widgets/colour.hpp"
#include "widgets/draw.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void ZoneRenderer::draw_under(sf::RenderTarget& t, const Camera& cam, const SceneZone& z) const {
  if (z.style == ZoneStyle::Hidden || z.shape) return;
  const sf::FloatRect r = cam.to_screen(z.rect);
  const float k = z.scale * cam.scale();
  const unsigned px = draw::px(std::max(9.f, 13.f * k));
  if (z.zone.count == 0) {
    if (!z.outline) return;
    const float radius = 10.f * k;
    draw::rounded_rect(t, r, radius, sf::Color(0, 0, 0, 34));
    draw::dashed_outline(t, r, radius, std::max(1.f, 1.6f * k), 7.f * k + 2.f,
                         sf::Color(255, 255, 255, 70));
    if (!z.label.empty() && px >= 7) {
      const std::string label = draw::ellipsize(assets_.bold(), z.label, px, r.width - 8.f);
      draw::text_in(t, assets_.bold(), label, px, r, sf::Color(255, 255, 255, 95));
    }
    return;
  }
  if (z.label.empty() || px < 7) return;
  // The label sits just above the zone, on the left.
  const float y = r.top - px * 1.45f;
  draw::text(t, assets_.bold(),
             draw::ellipsize(assets_.bold(), z.label, px, std::max(40.f, r.width)), px,
             {r.left + 2.f, y}, sf::Color(255, 255, 255, 150));
}

void ZoneRenderer::draw_over(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                             const SceneZone& z) const {
  if (z.style == ZoneStyle::Hidden || z.zone.count < 1 || !z.count_badge) return;
  const bool stacked = z.style == ZoneStyle::Stack || (z.shape && z.style != ZoneStyle::Free);
  if (!stacked || (z.zone.count < 2 && !z.shape)) return;
  const ScenePiece* top = scene.piece_at(z.zone.id, z.zone.count - 1);
  const sf::FloatRect anchor = cam.to_screen(top ? top->rect : z.rect);
  const float k = z.scale * cam.scale();
  const unsigned px = draw::px(std::max(10.f, 15.f * k));
  const std::string text = std::to_string(z.zone.count);
  const float h = px * 1.6f;
  const float w = std::max(h, draw::text_width(assets_.bold(), text, px) + h * 0.7f);
  const sf::FloatRect pill{anchor.left + anchor.width - w * 0.7f,
                           anchor.top + anchor.height - h * 0.6f, w, h};
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
