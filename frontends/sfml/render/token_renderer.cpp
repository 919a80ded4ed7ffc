#include "render/token_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/draw.hpp"

namespace tabula::gui {

void TokenRenderer::draw(sf::RenderTarget& t, const TokenLook& token, sf::FloatRect r,
                         float lift) const {
  const float d = std::round(std::min(r.width, r.height));
  if (d < 2.f) return;
  const float pad = std::ceil(d * 0.4f) + 2.f;
  const auto side = static_cast<unsigned>(d + 2 * pad);
  std::string key = token.shape + '|' + std::to_string(token.colour.toInteger()) + '|' +
                    token.label + '|' + (token.hidden ? "h" : "") + (token.dim ? "d" : "") +
                    std::to_string(side);
  for (const std::string& b : token.badges) key += '|' + b;
  const sf::Texture* tex = cache_.get(key, {side, side}, [&](sf::RenderTarget& rt) {
    draw_direct(rt, token, {pad, pad, d, d}, 0.f);
  });
  const sf::Vector2f c = draw::centre(r);
  if (!tex || lift > 0.f) {
    draw_direct(t, token, draw::rect_around({c.x, c.y}, {d, d}), lift);
    return;
  }
  sf::Sprite sprite(*tex);
  sprite.setPosition(std::round(c.x - static_cast<float>(side) / 2.f),
                     std::round(c.y - static_cast<float>(side) / 2.f));
  t.draw(sprite,
         sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha)));
}

void TokenRenderer::draw_direct(sf::RenderTarget& t, const TokenLook& token, sf::FloatRect r,
                                float lift) const {
  const float d = std::min(r.width, r.height);
  const sf::Vector2f c = draw::centre(r);
  const sf::FloatRect sq = draw::rect_around(c, {d, d});
  // Contact shadow.
  draw::shadow(t, draw::rect_around({c.x, c.y + d * (0.1f + 0.1f * lift)}, {d * 0.9f, d * 0.75f}),
               d * 0.38f, d * (0.18f + 0.2f * lift), {0, 0}, sf::Color(0, 0, 0, 120));
  const sf::Color colour = token.hidden ? sf::Color(120, 124, 130) : token.colour;
  body(t, token.hidden ? "disc" : token.shape, colour, sq);
  const std::string label = token.hidden ? "?" : token.label;
  if (!label.empty() && d >= 14) {
    const sf::Font& bold = assets_.bold();
    const unsigned px = draw::fit_size(bold, label, draw::px(d * 0.42f), 6, d * 0.8f);
    draw::text_in(t, bold, label, px, sq, ink_on(colour), draw::Align::Center);
  }
  if (token.dim) draw::circle(t, c, d * 0.5f, sf::Color(10, 10, 16, 120));
  // Property numbers in small red discs at the top right, one under the other.
  const float br = std::max(6.f, d * 0.2f);
  float y = sq.top + br * 0.6f;
  for (const std::string& b : token.badges) {
    const sf::Vector2f at{sq.left + sq.width - br * 0.6f, y};
    draw::circle(t, at, br, sf::Color(176, 48, 48));
    draw::ring(t, at, br, std::max(1.f, br * 0.15f), sf::Color(255, 220, 210));
    const unsigned px = draw::fit_size(assets_.bold(), b, draw::px(br * 1.2f), 6, br * 1.7f);
    draw::text_in(t, assets_.bold(), b, px, draw::rect_around(at, {2 * br, 2 * br}),
                  sf::Color::White);
    y += 2.1f * br;
  }
}

void TokenRenderer::body(sf::RenderTarget& t, const std::string& shape, sf::Color c,
                         sf::FloatRect r) const {
  const sf::Vector2f m = draw::centre(r);
  const float d = r.width;
  const float line = std::max(1.f, d * 0.05f);
  const sf::Color rim = darken(c, 0.45f);
  if (shape == "cube") {
    // Isometric: a hexagon split into three shaded faces.
    const float s = d * 0.5f;
    const sf::Vector2f top{m.x, m.y - s}, tl{m.x - s * 0.87f, m.y - s * 0.5f},
        tr{m.x + s * 0.87f, m.y - s * 0.5f}, mid{m.x, m.y}, bl{m.x - s * 0.87f, m.y + s * 0.5f},
        br{m.x + s * 0.87f, m.y + s * 0.5f}, bot{m.x, m.y + s};
    draw::polygon(t, {top, tr, mid, tl}, lighten(c, 0.3f));
    draw::polygon(t, {tl, mid, bot, bl}, c);
    draw::polygon(t, {mid, tr, br, bot}, darken(c, 0.28f));
    draw::polyline(t, {top, tr, br, bot, bl, tl}, true, line, rim);
    return;
  }
  if (shape == "pawn") {
    const float hr = d * 0.2f;
    const sf::Vector2f head{m.x, r.top + d * 0.26f};
    std::vector<sf::Vector2f> body{{m.x - d * 0.12f, head.y + hr * 0.6f},
                                   {m.x + d * 0.12f, head.y + hr * 0.6f},
                                   {m.x + d * 0.36f, r.top + d * 0.92f},
                                   {m.x - d * 0.36f, r.top + d * 0.92f}};
    draw::polygon(t, body, c);
    draw::polygon(t,
                  {body[1],
                   body[2],
                   {m.x + d * 0.1f, r.top + d * 0.92f},
                   {m.x + d * 0.04f, head.y + hr * 0.6f}},
                  darken(c, 0.2f));
    draw::polyline(t, body, true, line, rim);
    draw::circle_gradient(t, head, hr, lighten(c, 0.35f), c);
    draw::ring(t, head, hr, line, rim);
    return;
  }
  if (shape == "cylinder") {
    const float w = d * 0.8f, eh = d * 0.22f;
    const sf::FloatRect side{m.x - w / 2.f, m.y - d * 0.25f, w, d * 0.5f};
    draw::rect(t, side, darken(c, 0.15f));
    // Ellipses as scaled circles.
    sf::RenderStates bottom;
    bottom.transform.translate(m.x, side.top + side.height).scale(1.f, eh / (w / 2.f));
    draw::circle(t, {0, 0}, w / 2.f, darken(c, 0.15f), bottom);
    sf::RenderStates top;
    top.transform.translate(m.x, side.top).scale(1.f, eh / (w / 2.f));
    draw::circle_gradient(t, {0, 0}, w / 2.f, lighten(c, 0.35f), c, top);
    draw::ring(t, {0, 0}, w / 2.f, line * 1.5f, rim, top);
    return;
  }
  std::vector<sf::Vector2f> pts;
  if (shape == "hex")
    pts = draw::regular_polygon(m, d * 0.5f, 6, 30.f);
  else if (shape == "square")
    pts = draw::rounded_rect_points(draw::inset(r, d * 0.08f), d * 0.1f);
  else if (shape == "diamond")
    pts = draw::regular_polygon(m, d * 0.52f, 4, 0.f);
  else if (shape == "star")
    pts = draw::star_points(m, d * 0.52f, d * 0.24f, 5, 0.f);
  if (!pts.empty()) {
    draw::polygon(t, pts, c);
    // Light from the top left: a lighter copy, shrunk towards that corner.
    std::vector<sf::Vector2f> hi;
    for (const auto& p : pts)
      hi.push_back({m.x + (p.x - m.x) * 0.7f - d * 0.06f, m.y + (p.y - m.y) * 0.7f - d * 0.06f});
    draw::polygon(t, hi, scale_alpha(lighten(c, 0.3f), 0.7f));
    draw::polyline(t, pts, true, line, rim);
    return;
  }
  // Disc: a rim, a lit face, a glint.
  draw::circle(t, m, d * 0.5f, darken(c, 0.3f));
  draw::circle_gradient(t, {m.x, m.y - d * 0.04f}, d * 0.44f, lighten(c, 0.35f), c);
  draw::ring(t, m, d * 0.5f, line, rim);
}

}  // namespace tabula::gui
