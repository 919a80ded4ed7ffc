#include "render/board_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/draw.hpp"
#include "widgets/text_probe.hpp"

namespace tabula::gui {
namespace {

std::vector<sf::Vector2f> outline_points(const ShapeSpec& s) {
  switch (s.kind) {
    case ShapeKind::Rect:
      return draw::rounded_rect_points({s.at.x, s.at.y, s.size.x, s.size.y}, s.radius);
    case ShapeKind::Hex:
      return draw::regular_polygon(s.at, s.radius, 6, 30.f + s.rotation);
    case ShapeKind::Polygon:
    case ShapeKind::Line:
      return s.points;
    case ShapeKind::Circle: {
      std::vector<sf::Vector2f> pts;
      for (int i = 0; i < 48; ++i) {
        const float a = 2 * 3.14159265f * static_cast<float>(i) / 48.f;
        pts.push_back({s.at.x + std::cos(a) * s.radius, s.at.y + std::sin(a) * s.radius});
      }
      return pts;
    }
    case ShapeKind::Text:
      break;
  }
  return {};
}

sf::Vector2f label_anchor(const ShapeSpec& s) {
  if (s.kind == ShapeKind::Rect) return {s.at.x + s.size.x / 2.f, s.at.y + s.size.y / 2.f};
  if ((s.kind == ShapeKind::Polygon || s.kind == ShapeKind::Line) && !s.points.empty()) {
    sf::Vector2f c;
    for (const auto& p : s.points) c += p;
    return c / static_cast<float>(s.points.size());
  }
  return s.at;
}

}  // namespace

void BoardRenderer::draw_boards(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const {
  const ProbeRole printed(TextProbe::Role::Board);
  for (const SceneBoard& b : scene.boards) draw_board(t, cam, b);
}

void BoardRenderer::draw_board(sf::RenderTarget& t, const Camera& cam, const SceneBoard& b) const {
  const BoardSpec& spec = *b.spec;
  sf::RenderStates s;
  s.transform = cam.transform();
  s.transform.translate(b.place.offset).scale(b.place.scale, b.place.scale);
  const sf::FloatRect area{0, 0, spec.coords.x, spec.coords.y};
  const float k = b.place.scale * cam.scale();
  if (spec.fill.a || spec.outline.a) {
    draw::shadow(t, cam.to_screen(b.place.apply(area)), spec.radius * k, 16.f * k, {0, 4.f * k},
                 sf::Color(0, 0, 0, 90));
    draw::rounded_rect(t, area, spec.radius, spec.fill, s);
    if (spec.outline.a) draw::rounded_outline(t, area, spec.radius, 2.f / k, spec.outline, s);
  }
  if (!spec.image.empty()) {
    if (const sf::Texture* tex = assets_.texture(game_dir_ / spec.image)) {
      sf::Sprite sprite(*tex);
      sprite.setScale(spec.coords.x / static_cast<float>(tex->getSize().x),
                      spec.coords.y / static_cast<float>(tex->getSize().y));
      t.draw(sprite, s);
    }
  }
  for (const ShapeSpec& shape : spec.shapes) draw_shape(t, cam, shape, b.place);
  draw_layers(t, cam, b);
  for (const LineSpec& l : spec.lines) {
    if (l.points.size() < 2) continue;
    if (l.dashed) {
      for (std::size_t i = 0; i + 1 < l.points.size(); ++i)
        draw::dashed_line(t, l.points[i], l.points[i + 1], l.width, l.width * 3.f, l.colour, s);
    } else {
      draw::polyline(t, l.points, false, l.width, l.colour, s);
    }
  }
  for (std::size_t i = 0; i < spec.spaces.size(); ++i)
    draw_shape(t, cam, spec.spaces[i].shape, b.place, i < b.occupied.size() && b.occupied[i]);
  if (!spec.title.empty()) {
    const sf::FloatRect r = cam.to_screen(b.place.apply(area));
    draw::text(t, assets_.bold(), spec.title, draw::px(std::max(9.f, 16.f * k)),
               {r.left + 14.f * k, r.top + 10.f * k}, sf::Color(255, 255, 255, 150));
  }
}

void BoardRenderer::draw_layers(sf::RenderTarget& t, const Camera& cam, const SceneBoard& b) const {
  for (const SceneLayer& layer : b.layers)
    for (const ShapeSpec& shape : layer.spec->shapes)
      draw_shape(t, cam, shape, b.place, false, layer.local);
}

void BoardRenderer::draw_shape(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& shape,
                               const Placement& place, bool label_below,
                               const sf::Transform& local) const {
  sf::RenderStates s;
  s.transform = cam.transform();
  s.transform.translate(place.offset).scale(place.scale, place.scale).combine(local);
  if (shape.kind != ShapeKind::Text) {
    const auto pts = outline_points(shape);
    if (shape.kind == ShapeKind::Line) {
      if (shape.dashed) {
        for (std::size_t i = 0; i + 1 < pts.size(); ++i)
          draw::dashed_line(t, pts[i], pts[i + 1], std::max(1.f, shape.outline_width),
                            shape.outline_width * 3.f, shape.outline, s);
      } else {
        draw::polyline(t, pts, false, std::max(1.f, shape.outline_width), shape.outline, s);
      }
    } else {
      if (shape.fill.a) {
        if (shape.kind == ShapeKind::Circle)
          draw::circle(t, shape.at, shape.radius, shape.fill, s);
        else
          draw::polygon(t, pts, shape.fill, s);
      }
      if (shape.outline.a && shape.outline_width > 0) {
        if (shape.dashed) {
          for (std::size_t i = 0; i < pts.size(); ++i)
            draw::dashed_line(t, pts[i], pts[(i + 1) % pts.size()], shape.outline_width,
                              shape.outline_width * 3.f, shape.outline, s);
        } else {
          draw::polyline(t, pts, true, shape.outline_width, shape.outline, s);
        }
      }
    }
  }
  draw_label(t, cam, shape, place, label_below, local);
}

void BoardRenderer::draw_label(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& shape,
                               const Placement& place, bool below,
                               const sf::Transform& local) const {
  if (shape.text.empty()) return;
  const unsigned px = draw::px(shape.text_size * place.scale * cam.scale());
  if (px < 6) return;
  sf::Vector2f anchor = local.transformPoint(label_anchor(shape));
  if (below) {
    // Pieces cover the middle: put the name under the shape, on a dark tag.
    const float half = shape.kind == ShapeKind::Rect ? shape.size.y / 2.f : shape.radius;
    anchor.y += half + shape.text_size * 0.2f;
  }
  const sf::Vector2f at = cam.to_screen(place.apply(anchor));
  if (below) {
    const sf::Font& f = shape.bold ? assets_.bold() : assets_.regular();
    const float w = draw::text_width(f, shape.text, px) + px;
    draw::rounded_rect(t, draw::rect_around(at, {w, px * 1.5f}), px * 0.75f,
                       sf::Color(0, 0, 0, 140));
  }
  const sf::Font& font = shape.bold ? assets_.bold() : assets_.regular();
  draw::text_in(t, font, shape.text, px, draw::rect_around(at, {1.f, static_cast<float>(px)}),
                shape.text_colour);
}

void BoardRenderer::shape_glow(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& shape,
                               const Placement& place, sf::Color colour, float width) const {
  sf::RenderStates s;
  s.transform = cam.transform();
  s.transform.translate(place.offset).scale(place.scale, place.scale);
  const float k = place.scale * cam.scale();
  auto pts = outline_points(shape);
  if (pts.empty()) return;
  // Rings of decreasing strength, drawn in board units.
  for (int i = 3; i >= 1; --i)
    draw::polyline(t, pts, shape.kind != ShapeKind::Line, width * static_cast<float>(i) / 1.5f / k,
                   scale_alpha(colour, 0.28f), s);
  draw::polyline(t, pts, shape.kind != ShapeKind::Line, 2.5f / k, colour, s);
}

void BoardRenderer::draw_tracks(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const {
  const ProbeRole printed(TextProbe::Role::Board);
  for (const SceneTrack& tr : scene.tracks) {
    const TrackSpec& spec = *tr.spec;
    const float size = tr.step_size * cam.scale();
    const unsigned px = draw::px(size * 0.42f);
    for (std::size_t i = 0; i < tr.steps.size(); ++i) {
      const sf::Vector2f c = cam.to_screen(tr.steps[i]);
      const float r = size / 2.f;
      std::vector<sf::Vector2f> pts;
      if (spec.shape == "square")
        pts = draw::rounded_rect_points(draw::rect_around(c, {size * 0.92f, size * 0.92f}),
                                        r * 0.25f);
      else if (spec.shape == "hex")
        pts = draw::regular_polygon(c, r, 6, 30.f);
      if (pts.empty()) {
        draw::circle(t, c, r, spec.fill);
        draw::ring(t, c, r, std::max(1.f, size * 0.06f), spec.outline);
      } else {
        draw::polygon(t, pts, spec.fill);
        draw::polyline(t, pts, true, std::max(1.f, size * 0.06f), spec.outline);
      }
      const int value = spec.first + static_cast<int>(i);
      if (spec.label_every > 0 && px >= 6 &&
          (static_cast<int>(i) % spec.label_every == 0 || i + 1 == tr.steps.size()))
        draw::text_in(t, assets_.bold(), std::to_string(value), px,
                      draw::rect_around(c, {size, size}), spec.text_colour);
    }
    if (!spec.title.empty() && !tr.steps.empty()) {
      const sf::Vector2f c = cam.to_screen(tr.steps.front());
      draw::text(t, assets_.bold(), spec.title, draw::px(std::max(9.f, size * 0.5f)),
                 {c.x - size / 2.f, c.y - size * 1.3f}, sf::Color(255, 255, 255, 170));
    }
    const ProbeRole marker(TextProbe::Role::Piece);  // markers stand on the track
    for (const SceneMarker& m : tr.markers) {
      const sf::Vector2f c = cam.to_screen(m.at);
      const float r = m.radius * cam.scale();
      draw::shadow(t, draw::rect_around({c.x, c.y + r * 0.25f}, {2 * r, 2 * r}), r, r * 0.6f,
                   {0, 0}, sf::Color(0, 0, 0, 130));
      draw::circle(t, c, r, darken(m.colour, 0.35f));
      draw::circle_gradient(t, {c.x, c.y - r * 0.08f}, r * 0.86f, lighten(m.colour, 0.35f),
                            m.colour);
    }
  }
}

}  // namespace tabula::gui
