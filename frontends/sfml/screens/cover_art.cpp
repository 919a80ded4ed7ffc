#include "screens/cover_art.hpp"

#include <algorithm>
#include <cmath>

#include "layout/auto_layout.hpp"
#include "render/card_renderer.hpp"
#include "render/token_renderer.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

std::uint32_t hash_text(const std::string& s) {
  std::uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

struct Palette {
  sf::Color felt, edge, accent;
};

Palette palette(const CatalogGame& g) {
  if (g.layout) return {g.layout->table.felt, g.layout->table.edge, g.layout->table.accent};
  const sf::Color felts[] = {{38, 96, 72},  {40, 70, 120},  {110, 50, 60},
                             {80, 60, 120}, {30, 100, 110}, {120, 80, 40}};
  const sf::Color f = felts[hash_text(g.manifest.id) % 6];
  return {f, darken(f, 0.6f), theme::kAccent};
}

}  // namespace

void CoverArt::draw(Ui& ui, const CatalogGame& game, sf::FloatRect r, bool big,
                    SpriteCache* cache) {
  const ProbeRole picture(TextProbe::Role::Picture);
  r = {std::round(r.left), std::round(r.top), std::round(r.width), std::round(r.height)};
  const sf::Vector2u size(static_cast<unsigned>(r.width), static_cast<unsigned>(r.height));
  const std::string key = game.manifest.id + (big ? "|big|" : "|") + std::to_string(size.x) + "x" +
                          std::to_string(size.y) + (game.tried ? "|loaded" : "");
  const sf::Texture* tex = cache ? cache->get(key, size,
                                              [&](sf::RenderTarget& rt) {
                                                sf::RenderTarget& window = ui.target();
                                                ui.set_target(rt);
                                                paint(ui, game, {0, 0, r.width, r.height}, big);
                                                ui.set_target(window);
                                              })
                                 : nullptr;
  if (!tex) return paint(ui, game, r, big);
  sf::Sprite sprite(*tex);
  sprite.setPosition(r.left, r.top);
  ui.target().draw(
      sprite, sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha)));
}

void CoverArt::paint(Ui& ui, const CatalogGame& game, sf::FloatRect r, bool big) {
  sf::RenderTarget& t = ui.target();
  const Palette p = palette(game);
  const float radius = std::min(r.height * 0.08f, ui.s(12));
  // Felt with light from the upper left, and a few soft rings.
  draw::rounded_gradient(t, r, radius, lighten(p.felt, 0.12f), mix(p.felt, p.edge, 0.7f));
  // A soft light behind the cards.
  const sf::Vector2f c{r.left + r.width * 0.66f, r.top + r.height * 0.45f};
  draw::circle_gradient(t, c, std::min(r.height * 0.55f, r.width * 0.3f),
                        with_alpha(lighten(p.felt, 0.35f), 120), with_alpha(p.felt, 0));
  if (game.module && game.module->data.tables.empty() == false)
    draw_cards(ui, game, r);
  else
    draw_tokens(ui, game, r);
  // A shade at the bottom for the title.
  sf::VertexArray shade(sf::TriangleStrip);
  const float top = r.top + r.height * 0.5f;
  shade.append({{r.left, top}, sf::Color(0, 0, 0, 0)});
  shade.append({{r.left + r.width, top}, sf::Color(0, 0, 0, 0)});
  shade.append({{r.left, r.top + r.height - radius}, sf::Color(0, 0, 0, 170)});
  shade.append({{r.left + r.width, r.top + r.height - radius}, sf::Color(0, 0, 0, 170)});
  t.draw(shade);
  draw::rounded_rect(t, {r.left, r.top + r.height - radius * 2, r.width, radius * 2}, radius,
                     sf::Color(0, 0, 0, 170));
  const float k = r.height / 100.f;
  const unsigned title_px = draw::fit_size(
      ui.bold(), game.manifest.name, draw::px(big ? 15.f * k : 17.f * k), 10, r.width * 0.62f);
  const float ty = r.top + r.height - (big ? 34.f : 26.f) * k;
  draw::text(t, ui.bold(), game.manifest.name, title_px, {r.left + 7.f * k + 1.f, ty + 1.5f},
             sf::Color(0, 0, 0, 160));
  draw::text(t, ui.bold(), game.manifest.name, title_px, {r.left + 7.f * k, ty}, sf::Color::White);
  draw::rounded_outline(t, r, radius, 1.f, sf::Color(255, 255, 255, 40));
}

// The cards a layout's [launcher] cover names, in its order.
std::vector<CardFace> CoverArt::named_faces(const CatalogGame& game) {
  std::vector<CardFace> faces;
  for (const std::string& id : game.layout->cover) {
    for (const DataTable& table : game.module->data.tables) {
      const DataEntry* entry = table.find(id);
      const CardStyle* style = entry ? game.layout->card_style(table.name) : nullptr;
      if (!style) continue;
      faces.push_back(face(*style, *entry, faces.size()));
      break;
    }
  }
  return faces;
}

// Without [launcher] cover: up to three faces, the most valuable-looking
// entry of each table (the last).
std::vector<CardFace> CoverArt::chosen_faces(const CatalogGame& game,
                                             std::vector<CardStyle>& styles) {
  const Module& m = *game.module;
  std::vector<CardFace> faces;
  // Only tables of cards: those the layout draws as cards, or without a
  // layout the first with a name and a text. Other tables (board spaces,
  // geometry, deck lists) would print raw data fields ("upper left").
  const auto written = [&](const DataTable& t) -> const CardStyle* {
    const CardStyle* s = game.layout ? game.layout->card_style(t.name) : nullptr;
    return s && !s->automatic ? s : nullptr;
  };
  const bool styled = std::any_of(m.data.tables.begin(), m.data.tables.end(),
                                  [&](const DataTable& t) { return written(t) != nullptr; });
  for (const DataTable& table : m.data.tables) {
    if (table.entries.empty() || faces.size() >= 3) continue;
    const CardStyle* style = written(table);
    if (!style && styled) continue;
    if (!style) {
      CardStyle auto_style = AutoLayout::card_style_for(table, m.manifest.id);
      if (auto_style.title.empty() || auto_style.text.empty() || !faces.empty()) continue;
      styles.push_back(std::move(auto_style));
      style = &styles.back();
    }
    for (std::size_t pick : {table.entries.size() - 1, std::size_t{0}}) {
      if (faces.size() >= 3 || (pick == 0 && table.entries.size() == 1 && !faces.empty() &&
                                faces.back().def == table.entries[0].id))
        continue;
      faces.push_back(face(*style, table.entries[pick], faces.size()));
      if (m.data.tables.size() > 1) break;
    }
  }
  return faces;
}

CardFace CoverArt::face(const CardStyle& style, const DataEntry& entry, std::size_t index) {
  CardFace f;
  f.style = &style;
  f.entry = &entry;
  f.def = entry.id;
  f.has_owner = style.frame.by_owner;
  f.owner_colour = seat_colour("", static_cast<int>(index));
  return f;
}

void CoverArt::draw_cards(Ui& ui, const CatalogGame& game, sf::FloatRect r) {
  CardRenderer cards(ui.assets(), game.module->manifest.dir, false);
  std::vector<CardStyle> styles;  // keeps auto styles alive
  styles.reserve(8);
  const std::vector<CardFace> faces =
      game.layout && !game.layout->cover.empty() ? named_faces(game) : chosen_faces(game, styles);
  if (faces.empty()) return draw_tokens(ui, game, r);
  const sf::Vector2f size = faces.front().style->size;
  const float h = r.height * 0.78f;
  const float w = h * size.x / size.y;
  const float cx = r.left + r.width * 0.66f, cy = r.top + r.height * 0.46f;
  CardFace back = faces.front();
  back.hidden = true;
  const int n = static_cast<int>(faces.size()) + 1;
  for (int i = 0; i < n; ++i) {
    const float t = n > 1 ? static_cast<float>(i) / static_cast<float>(n - 1) * 2.f - 1.f : 0.f;
    const sf::FloatRect card{cx - w / 2.f + t * w * 0.55f, cy - h / 2.f + t * t * h * 0.05f, w, h};
    cards.draw(ui.target(), i == 0 ? back : faces[static_cast<std::size_t>(i - 1)], card, t * 14.f,
               0.4f);
  }
}

void CoverArt::draw_tokens(Ui& ui, const CatalogGame& game, sf::FloatRect r) {
  TokenRenderer tokens(ui.assets());
  const std::uint32_t h = hash_text(game.manifest.id);
  const char* shapes[] = {"disc", "cube", "pawn", "hex"};
  for (int i = 0; i < 6; ++i) {
    const float a = static_cast<float>(i) * 1.1f + static_cast<float>(h % 7);
    const float d = r.height * (0.2f + 0.05f * static_cast<float>((h >> i) % 3));
    const sf::Vector2f c{r.left + r.width * (0.55f + 0.3f * std::cos(a) * 0.8f),
                         r.top + r.height * (0.42f + 0.25f * std::sin(a))};
    TokenLook look;
    look.shape = shapes[(h >> (i * 2)) % 4];
    look.colour = seat_colour("", i);
    tokens.draw(ui.target(), look, draw::rect_around(c, {d, d}), 0.2f);
  }
}

}  // namespace tabula::gui
