#include "render/table_decor.hpp"

#include <algorithm>
#include <cmath>
#include <random>

#include "widgets/colour.hpp"
#include "widgets/draw.hpp"

namespace tabula::gui {

TableDecor::TableDecor(Assets& assets) : assets_(assets) {
  // Felt grain: speckles at fixed random places, drawn as tiny quads (cheap to fill).
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> d(0.f, 1.f);
  for (int i = 0; i < 2600; ++i) grain_.push_back({d(rng), d(rng)});
}

void TableDecor::draw_felt(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                           const TableSpec& table) const {
  const sf::FloatRect vp = cam.viewport();
  draw::rect(t, vp, darken(table.edge, 0.35f));
  const sf::FloatRect mat = cam.to_screen(scene.table);
  const float r = 28.f * cam.scale();
  draw::glow(t, mat, r, 30.f * cam.scale(), sf::Color(0, 0, 0, 120));
  // Vignette: bright in the middle, the edge colour at the rim (opaque: one fill).
  const auto rim = draw::rounded_rect_points(mat, r);
  const sf::Vector2f c = draw::centre(mat);
  sf::VertexArray fan(sf::TriangleFan);
  fan.append({c, lighten(table.felt, 0.08f)});
  // A ring halfway keeps the middle evenly lit.
  for (std::size_t i = 0; i <= rim.size(); ++i) {
    const sf::Vector2f p = rim[i % rim.size()];
    fan.append({p, mix(table.felt, table.edge, 0.75f)});
  }
  t.draw(fan, sf::RenderStates(sf::BlendNone));
  const auto inner =
      draw::rounded_rect_points(draw::inset(mat, std::min(mat.width, mat.height) * 0.2f), r * 3);
  sf::VertexArray mid(sf::TriangleFan);
  mid.append({c, with_alpha(lighten(table.felt, 0.08f), 255)});
  for (std::size_t i = 0; i <= inner.size(); ++i)
    mid.append({inner[i % inner.size()], with_alpha(table.felt, 0)});
  t.draw(mid);
  if (table.pattern != "plain") {
    sf::VertexArray grain(sf::Triangles);
    const float g = std::max(1.f, 1.6f * cam.scale());
    for (std::size_t i = 0; i < grain_.size(); ++i) {
      const sf::Vector2f p{mat.left + grain_[i].x * mat.width, mat.top + grain_[i].y * mat.height};
      const sf::Color col = i % 2 ? sf::Color(255, 255, 255, 14) : sf::Color(0, 0, 0, 22);
      grain.append({p, col});
      grain.append({{p.x + g, p.y}, col});
      grain.append({{p.x, p.y + g}, col});
    }
    t.draw(grain);
    if (table.pattern == "wood") {
      for (float y = mat.top + 14.f; y < mat.top + mat.height; y += 22.f * cam.scale() + 6.f)
        draw::line(t, {mat.left + r, y}, {mat.left + mat.width - r, y + 3.f}, 1.f,
                   sf::Color(0, 0, 0, 18));
    }
  }
  draw::rounded_outline(t, mat, r, std::max(2.f, 5.f * cam.scale()), darken(table.edge, 0.3f));
  draw::rounded_outline(t, draw::inset(mat, std::max(2.f, 5.f * cam.scale())), r, 1.f,
                        scale_alpha(lighten(table.felt, 0.3f), 0.35f));
  if (scene.size.y > scene.table.height + 1.f) {
    const sf::FloatRect strip = cam.to_screen(sf::FloatRect(
        0, scene.table.height + 6.f, scene.size.x, scene.size.y - scene.table.height - 6.f));
    draw::rounded_rect(t, strip, r, sf::Color(0, 0, 0, 70));
    draw::text(t, assets_.bold(), "MORE OF THE TABLE", draw::px(std::max(9.f, 13.f * cam.scale())),
               {strip.left + 20.f * cam.scale(), strip.top + 6.f * cam.scale()},
               sf::Color(255, 255, 255, 110));
  }
}

void TableDecor::draw_regions(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const {
  for (const SceneRegion& g : scene.regions) {
    const sf::FloatRect r = cam.to_screen(g.rect);
    const float radius = g.spec->radius * g.scale * cam.scale();
    draw::rounded_rect(t, r, radius, g.spec->fill);
    if (g.spec->outline.a) draw::rounded_outline(t, r, radius, 1.5f, g.spec->outline);
    if (!g.spec->title.empty()) {
      const float k = g.scale * cam.scale();
      const unsigned px = draw::px(std::max(9.f, 14.f * k));
      draw::text(t, assets_.bold(), g.spec->title, px, {r.left + 16.f * k, r.top + 9.f * k},
                 sf::Color(255, 255, 255, 140));
    }
  }
}

void TableDecor::draw_areas(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                            const std::vector<SeatIndex>& acting, float time, bool pulse,
                            const std::vector<sf::FloatRect>& keep_clear,
                            std::vector<sf::FloatRect>* tags) const {
  for (const SceneArea& a : scene.areas) {
    if (a.seat < 0 || a.seat >= static_cast<int>(scene.seats.size())) continue;
    const SceneSeat& info = scene.seats[static_cast<std::size_t>(a.seat)];
    const sf::Color c = info.colour;
    const sf::FloatRect r = cam.to_screen(a.rect);
    const float k = a.scale * cam.scale();
    const float radius = 16.f * k;
    const bool turn = std::find(acting.begin(), acting.end(), a.seat) != acting.end();
    if (pulse) {
      if (turn)
        draw::glow(t, r, radius, 12.f * k + 4.f,
                   scale_alpha(with_alpha(c, 150), 0.6f + 0.4f * std::sin(time * 3.5f)));
      continue;
    }
    draw::rounded_rect(t, r, radius, with_alpha(darken(c, 0.55f), 70));
    draw::rounded_outline(t, r, radius, turn ? std::max(2.f, 3.f * k) : 1.5f,
                          with_alpha(c, turn ? 235 : 110));
    // Name tag on the frame's top edge.
    const unsigned px = draw::px(std::max(10.f, 15.f * k));
    // "Name  •  to play" where it fits clear of the labels, else the name alone.
    std::string name = info.name + (turn ? "  \xE2\x80\xA2  to play" : "");
    const auto size = [&](const std::string& text) {
      return sf::Vector2f{draw::text_width(assets_.bold(), text, px) + 22.f * k + 8.f,
                          22.f * k + 8.f};
    };
    auto place = tag_place(r, size(name), 18.f * k, keep_clear);
    if (!place && turn) place = tag_place(r, size(name = info.name), 18.f * k, keep_clear);
    sf::FloatRect tag = place ? *place
                              : sf::FloatRect{r.left + 18.f * k, r.top - size(name).y / 2.f,
                                              size(name).x, size(name).y};
    // On the bottom edge of an area at the window's bottom: all of it on screen.
    const sf::FloatRect view = cam.viewport();
    tag.top = std::min(tag.top, view.top + view.height - tag.height);
    if (tags) tags->push_back(tag);
    draw::shadow(t, tag, tag.height / 2.f, 6.f, {0, 2.f}, sf::Color(0, 0, 0, 90));
    draw::rounded_gradient(t, tag, tag.height / 2.f, lighten(c, 0.12f), darken(c, 0.12f));
    draw::text_in(t, assets_.bold(), name, px, tag, ink_on(c));
  }
}

std::optional<sf::FloatRect> TableDecor::tag_place(sf::FloatRect frame, sf::Vector2f size,
                                                   float inset,
                                                   const std::vector<sf::FloatRect>& keep_clear) {
  const float top = frame.top - size.y / 2.f;
  std::vector<float> xs{frame.left + inset};
  for (const sf::FloatRect& k : keep_clear) xs.push_back(k.left + k.width + 6.f);
  std::sort(xs.begin(), xs.end());
  // On the top edge where it is clear; else on the bottom edge (a small seat
  // area whose top is full of zone labels).
  for (const float y : {top, frame.top + frame.height - size.y / 2.f}) {
    for (float x : xs) {
      if (x < frame.left + inset || x + size.x > frame.left + frame.width - inset) continue;
      const sf::FloatRect tag{x, y, size.x, size.y};
      if (std::none_of(keep_clear.begin(), keep_clear.end(),
                       [&](const sf::FloatRect& k) { return k.intersects(tag); }))
        return tag;
    }
  }
  return std::nullopt;
}

void TableDecor::draw_counters(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const {
  for (const SceneCounter& k : scene.counters) {
    const sf::Vector2f at = cam.to_screen(k.at);
    const float s = k.scale * cam.scale();
    const std::string value = std::to_string(k.value);
    if (k.style == "big") {
      const float r = 40.f * s;
      draw::shadow(t, draw::rect_around(at, {2 * r, 2 * r}), r, 14.f * s, {0, 4.f * s},
                   sf::Color(0, 0, 0, 110));
      draw::circle_gradient(t, at, r, lighten(k.colour, 0.25f), darken(k.colour, 0.15f));
      draw::ring(t, at, r, std::max(1.5f, 3.f * s), lighten(k.colour, 0.55f));
      draw::text_in(t, assets_.bold(), value,
                    draw::fit_size(assets_.bold(), value, draw::px(34.f * s), 8, r * 1.6f),
                    draw::rect_around(at, {2 * r, 2 * r}), ink_on(k.colour));
      draw::text(t, assets_.bold(), k.label, draw::px(std::max(9.f, 15.f * s)),
                 {at.x, at.y + r + 6.f * s}, sf::Color(255, 255, 255, 200), draw::Align::Center);
    } else if (k.style == "plain") {
      draw::text(t, assets_.bold(), k.label + ": " + value, draw::px(std::max(9.f, 16.f * s)), at,
                 sf::Color(255, 255, 255, 210), draw::Align::Center);
    } else {
      const unsigned px = draw::px(std::max(9.f, 15.f * s));
      const float lw = draw::text_width(assets_.regular(), k.label, px);
      const float vw = draw::text_width(assets_.bold(), value, px);
      const sf::FloatRect pill = counter_rect(cam, k);
      const float h = pill.height;
      draw::shadow(t, pill, h / 2.f, 6.f, {0, 2.f}, sf::Color(0, 0, 0, 80));
      draw::rounded_rect(t, pill, h / 2.f, sf::Color(0, 0, 0, 120));
      draw::rounded_outline(t, pill, h / 2.f, 1.5f, with_alpha(k.colour, 200));
      draw::text_in(t, assets_.regular(), k.label, px, {pill.left + 12.f * s, pill.top, lw, h},
                    sf::Color(255, 255, 255, 200), draw::Align::Left);
      draw::text_in(t, assets_.bold(), value, px, {pill.left + 22.f * s + lw, pill.top, vw, h},
                    k.colour, draw::Align::Left);
    }
  }
}

sf::FloatRect TableDecor::counter_rect(const Camera& cam, const SceneCounter& k) const {
  const sf::Vector2f at = cam.to_screen(k.at);
  const float s = k.scale * cam.scale();
  const std::string value = std::to_string(k.value);
  if (k.style == "big") {
    const float r = 40.f * s;
    return draw::rect_around(at, {2 * r, 2 * r});
  }
  const unsigned px = draw::px(std::max(9.f, (k.style == "plain" ? 16.f : 15.f) * s));
  if (k.style == "plain") {
    const float w = draw::text_width(assets_.bold(), k.label + ": " + value, px);
    return draw::rect_around(at, {w, static_cast<float>(px) * 1.4f});
  }
  const float lw = draw::text_width(assets_.regular(), k.label, px);
  const float vw = draw::text_width(assets_.bold(), value, px);
  const float h = 28.f * s + 4.f;
  return {at.x - (lw + vw + 34.f * s) / 2.f, at.y - h / 2.f, lw + vw + 34.f * s, h};
}

void TableDecor::draw_texts(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const {
  for (const SceneText& x : scene.texts) {
    const TextSpec& s = *x.spec;
    const draw::Align align = s.align == "left"    ? draw::Align::Left
                              : s.align == "right" ? draw::Align::Right
                                                   : draw::Align::Center;
    const unsigned px = draw::px(s.size * x.scale * cam.scale());
    if (px < 6) continue;
    draw::text(t, s.bold ? assets_.bold() : assets_.regular(), s.text, px, cam.to_screen(x.at),
               s.colour, align);
  }
}

void TableDecor::draw_watermark(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                                const std::string& name) const {
  const sf::FloatRect r = cam.to_screen(scene.table);
  const unsigned px =
      draw::fit_size(assets_.bold(), name, draw::px(90.f * cam.scale()), 12, r.width * 0.7f);
  draw::text_in(t, assets_.bold(), name, px, r, sf::Color(255, 255, 255, 22));
}

}  // namespace tabula::gui
