#include "render/card_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "layout/piece_catalog.hpp"
#include "layout/prop_display.hpp"
#include "widgets/colour.hpp"
#include "widgets/draw.hpp"

namespace tabula::gui {
namespace {

std::uint32_t hash_text(const std::string& s) {
  std::uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

sf::FloatRect corner_box(const std::string& corner, sf::FloatRect inner, float r) {
  const bool right = corner.find("right") != std::string::npos;
  const bool bottom = corner.find("bottom") != std::string::npos;
  const float cx = right ? inner.left + inner.width - r * 0.75f : inner.left + r * 0.75f;
  const float cy = bottom ? inner.top + inner.height - r * 0.75f : inner.top + r * 0.75f;
  return {cx - r, cy - r, 2 * r, 2 * r};
}

}  // namespace

const CardStyle& CardRenderer::fallback_style() {
  static const CardStyle style = [] {
    CardStyle s;
    s.name = "default";
    return s;
  }();
  return style;
}

sf::Color CardRenderer::frame_colour(const CardFace& card) const {
  const CardStyle& st = card.style ? *card.style : fallback_style();
  if (!st.type.empty()) {
    const std::string type = field(card, st.type);
    auto it = st.frames.find(type);
    if (it != st.frames.end()) return it->second;
    if (!type.empty() && st.frames.empty()) {
      // No colours given: a stable hue per type value.
      const std::uint32_t h = hash_text(type);
      const sf::Color hues[] = {{168, 62, 62},  {52, 98, 160},  {60, 130, 80}, {150, 110, 40},
                                {112, 72, 150}, {40, 128, 128}, {170, 90, 50}, {90, 96, 110}};
      return hues[h % 8];
    }
  }
  if (st.frame.by_owner && card.has_owner) return card.owner_colour;
  return st.frame.by_owner ? sf::Color(120, 128, 140) : st.frame.colour;
}

std::string CardRenderer::key(const CardFace& card, sf::Vector2u size) const {
  const CardStyle& style = card.style ? *card.style : fallback_style();
  std::string k = style.name + '|' + std::to_string(size.x) + 'x' + std::to_string(size.y);
  if (card.hidden) return k + "|back";
  k += '|' + card.def + (card.face_down ? "|down" : "") + '|' + card.shown.side +
       (card.shown.dim ? "|dim" : "");
  for (const ShownNumber& n : card.shown.numbers) k += '|' + n.spec->name + '=' + n.text;
  for (const std::string& m : card.shown.marks) k += "|!" + m;
  if (card.has_owner) k += '|' + std::to_string(card.owner_colour.toInteger());
  if (card.peek < kPeekBelow) k += "|peek" + std::to_string(std::lround(card.peek * 40.f));
  return k;
}

void CardRenderer::draw_direct(sf::RenderTarget& target, const CardFace& card, sf::Vector2f size,
                               const sf::RenderStates& s, float lift) const {
  const float u = size.x / 100.f;
  draw::shadow(target, {0, 0, size.x, size.y}, 6.f * u, (4.f + 10.f * lift) * u,
               {0, (2.f + 6.f * lift) * u},
               sf::Color(0, 0, 0, static_cast<sf::Uint8>(110 + 40 * lift)), s);
  const CardStyle& style = card.style ? *card.style : fallback_style();
  if (card.hidden)
    draw_back(target, style, size, s);
  else
    draw_face(target, card, size, s);
}

void CardRenderer::draw(sf::RenderTarget& target, const CardFace& card, sf::FloatRect rect,
                        float rotation, float lift, float squash) const {
  const sf::Vector2f size{std::round(rect.width), std::round(rect.height)};
  if (size.x < 1.f || size.y < 1.f) return;
  const sf::Vector2f centre{std::round(rect.left + rect.width / 2.f),
                            std::round(rect.top + rect.height / 2.f)};
  const float u = size.x / 100.f;
  // The texture holds the card and its resting shadow, with room for the blur.
  const float pad = std::ceil(10.f * u) + 2.f;
  const sf::Vector2u tex_size(static_cast<unsigned>(size.x + 2 * pad),
                              static_cast<unsigned>(size.y + 2 * pad));
  const sf::Texture* tex = nullptr;
  if (cached_) {
    tex = cache_.get(key(card, tex_size), tex_size, [&](sf::RenderTarget& rt) {
      sf::RenderStates s;
      s.transform.translate(pad, pad);
      draw_direct(rt, card, size, s, 0.f);
    });
  }
  if (!tex) {
    sf::RenderStates s;
    s.transform.translate(centre);
    if (rotation != 0.f) s.transform.rotate(rotation);
    s.transform.scale(squash, 1.f);
    s.transform.translate(-size.x / 2.f, -size.y / 2.f);
    draw_direct(target, card, size, s, lift);
    return draw_marks(target, card, rect, rotation);
  }
  if (lift > 0.f) {
    // A raised card casts a longer shadow than the one in its picture.
    sf::RenderStates s;
    s.transform.translate(centre);
    if (rotation != 0.f) s.transform.rotate(rotation);
    s.transform.scale(squash, 1.f);
    s.transform.translate(-size.x / 2.f, -size.y / 2.f);
    draw::shadow(target, {0, 0, size.x, size.y}, 6.f * u, 14.f * lift * u, {0, 8.f * lift * u},
                 sf::Color(0, 0, 0, static_cast<sf::Uint8>(90 * lift)), s);
  }
  sf::Sprite sprite(*tex);
  sprite.setOrigin(static_cast<float>(tex_size.x) / 2.f, static_cast<float>(tex_size.y) / 2.f);
  sprite.setPosition(centre);
  sprite.setRotation(rotation);
  sprite.setScale(squash, 1.f);
  // The picture was drawn onto transparency: its colours are premultiplied.
  target.draw(sprite,
              sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha)));
  draw_marks(target, card, rect, rotation);
}

void CardRenderer::draw_back(sf::RenderTarget& t, const CardStyle& style, sf::Vector2f size,
                             const sf::RenderStates& s) const {
  const float u = size.x / 100.f;
  const sf::Color b = style.back;
  draw::rounded_gradient(t, {0, 0, size.x, size.y}, 6 * u, lighten(b, 0.1f), darken(b, 0.2f), s);
  draw::rounded_outline(t, {0, 0, size.x, size.y}, 6 * u, std::max(1.f, 0.8f * u), darken(b, 0.5f),
                        s);
  const sf::FloatRect inner = draw::inset({0, 0, size.x, size.y}, 6 * u);
  draw::rounded_outline(t, inner, 3 * u, std::max(1.f, 1.2f * u), lighten(b, 0.35f), s);
  if (size.x >= 40) {
    // A lattice of small diamonds.
    sf::VertexArray v(sf::Triangles);
    const float cell = 10.f * u;
    const sf::Color c = scale_alpha(lighten(b, 0.25f), 0.55f);
    for (float y = inner.top + cell; y < inner.top + inner.height - cell * 0.5f; y += cell) {
      for (float x = inner.left + cell; x < inner.left + inner.width - cell * 0.5f; x += cell) {
        const float r = cell * 0.28f;
        v.append({{x, y - r}, c});
        v.append({{x + r, y}, c});
        v.append({{x, y + r}, c});
        v.append({{x, y - r}, c});
        v.append({{x - r, y}, c});
        v.append({{x, y + r}, c});
      }
    }
    t.draw(v, s);
  }
  const sf::Vector2f c{size.x / 2.f, size.y / 2.f};
  draw::circle(t, c, 20 * u, darken(b, 0.25f), s);
  draw::ring(t, c, 20 * u, std::max(1.f, 1.5f * u), lighten(b, 0.45f), s);
  const unsigned back_px =
      draw::fit_size(assets_.bold(), style.back_text, draw::px(9 * u), draw::px(5 * u), 36 * u);
  if (!style.back_text.empty() && size.x >= 50 && back_px >= draw::kLeastPx &&
      draw::text_width(assets_.bold(), style.back_text, back_px) <= 38 * u) {
    const sf::Font& font = assets_.bold();
    const unsigned px = back_px;
    draw::text_in(t, font, style.back_text, px, {c.x - 20 * u, c.y - 10 * u, 40 * u, 20 * u},
                  lighten(b, 0.65f), draw::Align::Center, s);
  } else {
    draw::polygon(t, draw::star_points(c, 11 * u, 4.5f * u, 4, 45.f), lighten(b, 0.45f), s);
  }
}

void CardRenderer::draw_face(sf::RenderTarget& t, const CardFace& card, sf::Vector2f size,
                             const sf::RenderStates& s) const {
  const CardStyle& st = card.style ? *card.style : fallback_style();
  const float u = size.x / 100.f;
  const sf::Color frame = frame_colour(card);
  const sf::FloatRect all{0, 0, size.x, size.y};
  draw::rounded_gradient(t, all, 6 * u, lighten(frame, 0.22f), darken(frame, 0.25f), s);
  draw::rounded_outline(t, all, 6 * u, std::max(1.f, 0.7f * u), darken(frame, 0.55f), s);
  const sf::FloatRect inner = draw::inset(all, 4.5f * u);
  draw::rounded_gradient(t, inner, 3.5f * u, st.paper, darken(st.paper, 0.08f), s);

  const sf::Font& bold = assets_.bold();
  std::string title = field(card, st.title);
  if (title.empty()) title = pretty_name(card.def);
  const std::string text = field(card, st.text);
  const std::string subtitle = field(card, st.subtitle);
  const bool tiny = size.x < 48;
  const bool small = size.x < 78;
  if (const std::string brief = field(card, st.brief); !brief.empty() && size.x < 110) {
    draw_brief(t, card, title, brief, inner, frame, u, s);
    if (card.shown.dim) draw::rounded_rect(t, all, 6 * u, sf::Color(10, 10, 16, 120), s);
    return face_down_mark(t, card, size, u, s);
  }

  // Title band, leaving room for top corner badges.
  bool left_badge = false, right_badge = false;
  for (const NumberSpec& n : st.numbers) {
    if (field(card, n.field).empty()) continue;
    left_badge |= n.corner == "top-left";
    right_badge |= n.corner == "top-right";
  }
  for (const ShownNumber& n : card.shown.numbers) {
    left_badge |= n.spec->corner == "top-left";
    right_badge |= n.spec->corner == "top-right";
  }
  const float band_h = 15.f * u;
  const float left = inner.left + (left_badge ? 14.f * u : 2.f * u);
  const float right = inner.left + inner.width - (right_badge ? 14.f * u : 2.f * u);
  const sf::FloatRect band{left, inner.top + 2.f * u, right - left, band_h};
  if (!tiny) {
    draw::rounded_rect(t, band, 3 * u, mix(frame, st.paper, 0.78f), s);
    // Never dropped: a player must tell the card; at the least size the
    // name is shortened with an ellipsis (hovering shows the card whole).
    const unsigned tp = draw::fit_size(bold, title, std::max(draw::px(10.5f * u), draw::kLeastPx),
                                       draw::kLeastPx, band.width - 3 * u);
    draw::text_in(t, bold, draw::ellipsize(bold, title, tp, band.width - 2 * u), tp, band, st.ink,
                  draw::Align::Center, s);
  }

  // Art: from under the title to above the text (or to the bottom).
  const bool has_text = !text.empty() && !small;
  const float art_top = tiny ? inner.top + 2 * u : band.top + band.height + 2.f * u;
  const float art_bottom =
      has_text ? inner.top + inner.height * 0.56f : inner.top + inner.height - 3.f * u;
  const sf::FloatRect art{inner.left + 3 * u, art_top, inner.width - 6 * u, art_bottom - art_top};
  draw_art(t, card, art, frame, u, s);

  float text_top = art.top + art.height + 2.f * u;
  if (!subtitle.empty() && !small && draw::px(6.5f * u) >= draw::kLeastPx) {
    const unsigned sp = draw::px(6.5f * u);
    draw::text_in(t, assets_.regular(),
                  draw::ellipsize(assets_.regular(), subtitle, sp, inner.width - 6 * u), sp,
                  {inner.left, text_top, inner.width, 9 * u}, darken(frame, 0.25f),
                  draw::Align::Center, s);
    text_top += 10.f * u;
  }
  if (has_text) {
    const sf::FloatRect box{
        inner.left + 4 * u, text_top, inner.width - 8 * u,
        inner.top + inner.height - text_top - (st.numbers.size() > 2 ? 12.f : 3.f) * u};
    draw_text_box(t, text, box, st.ink, u, s);
  }
  draw_numbers(t, card, inner, frame, u, s);
  if (card.shown.dim) draw::rounded_rect(t, all, 6 * u, sf::Color(10, 10, 16, 120), s);
  face_down_mark(t, card, size, u, s);
}

void CardRenderer::face_down_mark(sf::RenderTarget& t, const CardFace& card, sf::Vector2f size,
                                  float u, const sf::RenderStates& s) const {
  if (!card.face_down) return;
  draw::rounded_rect(t, {0, 0, size.x, size.y}, 6 * u, sf::Color(20, 20, 30, 110), s);
  const sf::FloatRect tag{0, size.y / 2.f - 8 * u, size.x, 16 * u};
  draw::rect(t, tag, sf::Color(20, 20, 30, 190), s);
  draw::text_in(t, assets_.bold(), "face down", draw::px(std::max(7.f, 8 * u)), tag,
                sf::Color(240, 240, 240), draw::Align::Center, s);
}

void CardRenderer::draw_brief(sf::RenderTarget& t, const CardFace& card, const std::string& title,
                              const std::string& brief, sf::FloatRect inner, sf::Color frame,
                              float u, const sf::RenderStates& s) const {
  const CardStyle& st = card.style ? *card.style : fallback_style();
  const sf::Font& bold = assets_.bold();
  const float pad = 2.5f * u;
  // The name on top, in up to two lines.
  const sf::FloatRect head{inner.left + pad, inner.top + pad, inner.width - 2 * pad,
                           inner.height * 0.3f};
  draw::rounded_rect(t, head, 3 * u, mix(frame, st.paper, 0.72f), s);
  const draw::FittedText name = draw::fit_lines(bold, title, draw::px(15.f * u), draw::kLeastPx,
                                                head.width - 2 * u, 2, head.height);
  if (name.size >= draw::kLeastPx)
    draw::lines_in(t, bold, name, head, st.ink, draw::Align::Center, s);
  // The brief in the middle, clear of the corner numbers.
  const float bottom = inner.top + inner.height - (st.numbers.empty() ? pad : 17.f * u);
  const sf::FloatRect body{inner.left + pad, head.top + head.height + 2.f * u,
                           inner.width - 2 * pad, bottom - head.top - head.height - 2.f * u};
  const draw::FittedText text = draw::fit_lines(bold, brief, draw::px(14.f * u), draw::kLeastPx,
                                                body.width - 2 * u, 4, body.height);
  if (text.size >= draw::kLeastPx && body.height > 4 * u)
    draw::lines_in(t, bold, text, body, darken(frame, 0.35f), draw::Align::Center, s);
  draw_numbers(t, card, inner, frame, u, s);
}

void CardRenderer::draw_art(sf::RenderTarget& t, const CardFace& card, sf::FloatRect box,
                            sf::Color frame, float u, const sf::RenderStates& s) const {
  const CardStyle& st = card.style ? *card.style : fallback_style();
  if (box.height < 4 || box.width < 4) return;
  const std::string image = field(card, st.image);
  if (!image.empty()) {
    if (const sf::Texture* tex = assets_.texture(game_dir_ / image)) {
      // Cover the box: crop the picture to the box's shape.
      const sf::Vector2f ts(tex->getSize());
      const float k = std::max(box.width / ts.x, box.height / ts.y);
      const sf::Vector2f crop{box.width / k, box.height / k};
      sf::Sprite sprite(*tex, sf::IntRect(static_cast<int>((ts.x - crop.x) / 2),
                                          static_cast<int>((ts.y - crop.y) / 2),
                                          static_cast<int>(crop.x), static_cast<int>(crop.y)));
      sprite.setPosition(box.left, box.top);
      sprite.setScale(k, k);
      t.draw(sprite, s);
      draw::rounded_outline(t, box, 2 * u, std::max(1.f, 0.8f * u), darken(frame, 0.35f), s);
      return;
    }
  }
  if (st.art == "none" && st.big.empty()) return;
  const bool plain = st.art == "none";  // the number alone, printed on the paper
  if (!plain)
    draw::rounded_gradient(t, box, 3 * u, lighten(frame, 0.45f), mix(frame, st.paper, 0.35f), s);
  const sf::Vector2f c = draw::centre(box);
  const float r = std::min(box.width, box.height) * 0.38f;
  const std::uint32_t h = hash_text(card.def);
  if (st.art == "emblem") {
    // A rosette: rays and a polygon, chosen from the definition id.
    const int points = 5 + static_cast<int>(h % 4);
    const float turn = static_cast<float>((h >> 4) % 40);
    draw::polygon(t, draw::star_points(c, r * 1.05f, r * 0.55f, points * 2, turn),
                  scale_alpha(lighten(frame, 0.6f), 0.6f), s);
    draw::polygon(t, draw::regular_polygon(c, r * 0.72f, points, turn),
                  mix(frame, sf::Color::White, 0.25f), s);
    draw::polyline(t, draw::regular_polygon(c, r * 0.72f, points, turn), true,
                   std::max(1.f, 1.2f * u), darken(frame, 0.3f), s);
    draw::circle_gradient(t, c, r * 0.36f, lighten(frame, 0.5f), darken(frame, 0.1f), s);
  } else if (st.art == "pips") {
    const int n = std::clamp(std::atoi(field(card, st.big).c_str()), 1, 13);
    const int cols = n > 6 ? 3 : 2;
    const int rows = (n + cols - 1) / cols;
    for (int i = 0; i < n; ++i) {
      const float x =
          box.left + box.width * (static_cast<float>(i % cols) + 0.5f) / static_cast<float>(cols);
      const float y =
          box.top + box.height * (static_cast<float>(i / cols) + 0.5f) / static_cast<float>(rows);
      draw::polygon(t, draw::regular_polygon({x, y}, std::min(box.width, box.height) * 0.07f, 4, 0),
                    darken(frame, 0.1f), s);
    }
  }
  const std::string big = field(card, st.big);
  if (!big.empty() && card.peek < kPeekBelow) {
    draw_peek(t, big, box, card.peek * 100.f * u, plain ? darken(frame, 0.15f) : frame, u, s);
  } else if (!big.empty()) {
    const sf::Font& bold = assets_.bold();
    const unsigned px = draw::fit_size(bold, big, draw::px(std::min(box.height * 0.62f, 46.f * u)),
                                       6, box.width * 0.8f);
    if (plain) {
      // A thin ornament ring behind the number, like a playing card's centre.
      const sf::Vector2f c = draw::centre(box);
      const float r = std::min(box.width, box.height) * 0.4f;
      draw::ring(t, c, r, std::max(1.f, 1.2f * u), scale_alpha(frame, 0.35f), s);
      draw::ring(t, c, r * 0.86f, std::max(1.f, 0.6f * u), scale_alpha(frame, 0.25f), s);
      draw::text_in(t, bold, big, px, box, darken(frame, 0.15f), draw::Align::Center, s);
    } else {
      const sf::FloatRect b{box.left, box.top + 1.5f * u, box.width, box.height};
      draw::text_in(t, bold, big, px, b, sf::Color(0, 0, 0, 90), draw::Align::Center, s);
      draw::text_in(t, bold, big, px, box, sf::Color(255, 253, 246), draw::Align::Center, s);
    }
  }
}

// The big value in the strip left of `visible` (pixels from the card's left
// edge) that the next card of a row leaves uncovered, on a tab of the card's
// colour over whatever the art shows there.
void CardRenderer::draw_peek(sf::RenderTarget& t, const std::string& big, sf::FloatRect box,
                             float visible, sf::Color ink, float u,
                             const sf::RenderStates& s) const {
  const float w = visible - box.left - 2.f * u;
  if (w < 6.f * u) return;
  const sf::FloatRect tab{box.left + u, box.top + box.height * 0.22f, w - u, box.height * 0.5f};
  const sf::Font& bold = assets_.bold();
  const unsigned px = draw::fit_size(bold, big, draw::px(std::min(tab.height * 0.7f, 40.f * u)), 6,
                                     tab.width * 0.9f);
  draw::rounded_rect(t, tab, 3 * u, ink, s);
  draw::text_in(t, bold, big, px, tab, sf::Color(255, 253, 246), draw::Align::Center, s);
}

void CardRenderer::draw_numbers(sf::RenderTarget& t, const CardFace& card, sf::FloatRect inner,
                                sf::Color frame, float u, const sf::RenderStates& s) const {
  const CardStyle& st = card.style ? *card.style : fallback_style();
  for (const NumberSpec& n : st.numbers) {
    const sf::Color fill = n.colour.by_owner && card.has_owner ? card.owner_colour
                           : n.colour.colour.a > 0             ? n.colour.colour
                                                               : darken(frame, 0.15f);
    draw_badge(t, {n.corner, n.shape, n.label, field(card, n.field), st.ink}, fill, inner, frame, u,
               s);
  }
  // The properties' numbers: damage, ships alive of a total.
  for (const ShownNumber& n : card.shown.numbers) {
    const PropSpec& p = *n.spec;
    const sf::Color fill =
        p.colour.by_owner && card.has_owner ? card.owner_colour : p.colour.colour;
    draw_badge(t, {p.corner, p.shape, p.label, n.text, st.ink}, fill, inner, frame, u, s);
  }
}

void CardRenderer::draw_badge(sf::RenderTarget& t, const Badge& b, sf::Color fill,
                              sf::FloatRect inner, sf::Color frame, float u,
                              const sf::RenderStates& s) const {
  const sf::Font& bold = assets_.bold();
  const float r = 8.5f * u;
  // A longer value ("3/5") widens the badge into a pill along the card's edge.
  const unsigned want = draw::px(10.5f * u);
  const float wide = draw::text_width(bold, b.value, want) + 5.f * u;
  const bool pill = wide > 2 * r && b.shape != "plain";
  const unsigned px =
      pill ? want : draw::fit_size(bold, b.value, want, draw::px(5.f * u), r * 1.7f);
  if (b.value.empty() || px < draw::kLeastPx) return;
  sf::FloatRect box = corner_box(b.corner, inner, r);
  if (pill) {
    if (b.corner.find("right") != std::string::npos) box.left -= wide - box.width;
    box.width = wide;
  }
  draw_badge_shape(t, pill ? "pill" : b.shape, box, fill, u, s);
  const sf::Color ink = b.shape == "plain" ? b.ink : ink_on(fill);
  draw::text_in(t, bold, b.value, px, box, ink, draw::Align::Center, s);
  if (!b.label.empty() && draw::px(5.5f * u) >= draw::kLeastPx) {
    const bool bottom = b.corner.find("bottom") != std::string::npos;
    const unsigned lp = draw::px(5.5f * u);
    draw::text_in(t, bold, b.label, lp,
                  {box.left - 4 * u, bottom ? box.top - 7 * u : box.top + box.height,
                   box.width + 8 * u, 7 * u},
                  darken(frame, 0.3f), draw::Align::Center, s);
  }
}

void CardRenderer::draw_badge_shape(sf::RenderTarget& t, const std::string& shape,
                                    sf::FloatRect box, sf::Color fill, float u,
                                    const sf::RenderStates& s) const {
  const sf::Vector2f c = draw::centre(box);
  const float r = box.height / 2.f;
  const sf::Color rim = lighten(fill, 0.6f);
  if (shape == "shield") {
    std::vector<sf::Vector2f> pts{{c.x - r, c.y - r * 0.9f},
                                  {c.x + r, c.y - r * 0.9f},
                                  {c.x + r, c.y + r * 0.1f},
                                  {c.x, c.y + r * 1.05f},
                                  {c.x - r, c.y + r * 0.1f}};
    draw::polygon(t, pts, fill, s);
    draw::polyline(t, pts, true, std::max(1.f, u), rim, s);
  } else if (shape == "diamond") {
    draw::polygon(t, draw::regular_polygon(c, r * 1.15f, 4, 0), fill, s);
    draw::polyline(t, draw::regular_polygon(c, r * 1.15f, 4, 0), true, std::max(1.f, u), rim, s);
  } else if (shape == "square" || shape == "pill") {
    const float corner = shape == "pill" ? r : 2 * u;
    draw::rounded_rect(t, box, corner, fill, s);
    draw::rounded_outline(t, box, corner, std::max(1.f, u), rim, s);
  } else if (shape == "circle") {
    draw::circle_gradient(t, c, r, lighten(fill, 0.25f), fill, s);
    draw::ring(t, c, r, std::max(1.f, 1.1f * u), lighten(fill, 0.65f), s);
  }
}

void CardRenderer::draw_marks(sf::RenderTarget& t, const CardFace& card, sf::FloatRect rect,
                              float rotation) const {
  if (card.hidden || card.shown.marks.empty()) return;
  // Upright over the card however it is turned (an exhausted card lies
  // sideways; its word still reads), one band each from the middle down.
  const float a = rotation * 3.14159265f / 180.f;
  const float across = rect.width * std::abs(std::cos(a)) + rect.height * std::abs(std::sin(a));
  const float u = rect.width / 100.f;
  const sf::Vector2f c = draw::centre(rect);
  float y = c.y - 8 * u;
  const unsigned full = draw::px(std::max(7.f, 9 * u));
  // A longer text (a rules' tally) keeps a readable size: its band grows
  // past the card's sides, up to 1.7 times its width, before the text shrinks.
  const unsigned readable = std::max(draw::kLeastPx, draw::px(std::max(7.f, 7.5f * u)));
  for (const std::string& mark : card.shown.marks) {
    const float needed = draw::text_width(assets_.bold(), mark, readable) + 6 * u;
    const float wide = std::clamp(needed, across, across * 1.7f);
    const sf::FloatRect band{c.x - wide / 2.f, y, wide, 16 * u};
    draw::rect(t, band, sf::Color(20, 20, 30, 210));
    const unsigned px = draw::fit_size(assets_.bold(), mark, full, draw::kLeastPx, wide - 4 * u);
    if (px >= draw::kLeastPx)
      draw::text_in(t, assets_.bold(), draw::ellipsize(assets_.bold(), mark, px, wide - 2 * u), px,
                    band, sf::Color(250, 232, 180), draw::Align::Center);
    y += 18 * u;
  }
}

std::string CardRenderer::field(const CardFace& card, const std::string& name) const {
  return face_field(card.entry, card.shown.side, name);
}

void CardRenderer::draw_text_box(sf::RenderTarget& t, const std::string& text, sf::FloatRect box,
                                 sf::Color ink, float u, const sf::RenderStates& s) const {
  if (box.height < 6 * u) return;
  const sf::Font& font = assets_.regular();
  for (float size = 7.5f; size >= 5.f; size -= 0.5f) {
    const unsigned px = draw::px(size * u);
    if (px < draw::kLeastPx) return;
    const auto lines = draw::wrap(font, text, px, box.width);
    const float lh = font.getLineSpacing(px) * 0.95f;
    if (lines.size() * lh <= box.height || size <= 5.f) {
      float y = box.top;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        if (y + lh > box.top + box.height + 0.5f) break;
        const bool last_fits = y + 2 * lh <= box.top + box.height + 0.5f || i + 1 == lines.size();
        const std::string line =
            last_fits ? lines[i] : draw::ellipsize(font, lines[i] + " \xE2\x80\xA6", px, box.width);
        draw::text(t, font, line, px, {box.left + box.width / 2.f, y}, ink, draw::Align::Center, s);
        y += lh;
      }
      return;
    }
  }
}

}  // namespace tabula::gui
