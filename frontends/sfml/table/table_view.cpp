#include "table/table_view.hpp"

#include <algorithm>
#include <cmath>

#include "layout/prop_display.hpp"
#include "scene/hit_tester.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

TableView::TableView(Assets& assets, const Module& module, const Layout& layout,
                     const PieceCatalog& catalog)
    : assets_(assets),
      module_(module),
      layout_(layout),
      catalog_(catalog),
      builder_(layout, catalog),
      decor_(assets),
      boards_(assets, module.manifest.dir),
      zones_(assets),
      cards_(assets, module.manifest.dir),
      tokens_(assets) {}

bool TableView::hidden_to_you(const ZoneView& z) const {
  switch (z.visibility) {
    case Visibility::Nobody:
      return true;
    case Visibility::Owner:
      return z.owner != you_;
    case Visibility::Top:
      return true;
    case Visibility::Public:
      return false;
  }
  return false;
}

void TableView::show(const View& view, SeatIndex you, const std::vector<Event>& events,
                     std::size_t from, bool animate) {
  Scene next = builder_.build(view, you);
  const bool same_seat = you == you_;
  if (animate && same_seat && from < events.size()) {
    const Scene& before = scene_;
    animator_.start(events, from, before, next, [&](ZoneId zone) {
      const SceneZone* z = before.zone(zone);
      if (!z) z = next.zone(zone);
      return z ? hidden_to_you(z->zone) : false;
    });
  } else {
    animator_.finish_all();
  }
  scene_ = std::move(next);
  ++scene_revision_;
  you_ = you;
  camera_.set_content(scene_.size);
  hovered_ = -1;
}

sf::Color TableView::owner_colour(SeatIndex seat) const {
  if (seat < 0 || seat >= static_cast<int>(scene_.seats.size())) return sf::Color(140, 146, 154);
  return scene_.seats[static_cast<std::size_t>(seat)].colour;
}

CardFace TableView::card_face(const ScenePiece& p) const {
  CardFace f;
  f.style = p.card;
  f.entry = p.entry;
  f.def = p.piece.def;
  f.hidden = p.piece.hidden || (!p.piece.face_up && p.piece.hidden);
  f.face_down = !p.piece.hidden && !p.piece.face_up;
  f.has_owner = p.piece.owner != kNoSeat;
  f.owner_colour = owner_colour(p.piece.owner);
  if (f.style && !p.piece.hidden) f.shown = display_props(f.style->props, p.piece.props, p.entry);
  f.peek = p.peek;
  return f;
}

CardFace TableView::preview_face(const ScenePiece& p) const {
  CardFace f = card_face(p);
  f.face_down = false;
  f.peek = 1.f;
  return f;
}

TokenLook TableView::token_look(const ScenePiece& p) const {
  TokenLook look;
  look.hidden = p.piece.hidden;
  const TokenStyle* st = p.token;
  look.shape = st ? st->shape : "disc";
  sf::Color c = st && !st->colour.by_owner ? st->colour.colour : owner_colour(p.piece.owner);
  if (st && !st->colour_field.empty())
    c = colour_or(PieceCatalog::field_text(p.entry, st->colour_field), c);
  look.colour = c;
  if (st && !st->label.empty()) look.label = PieceCatalog::field_text(p.entry, st->label);
  if (st && !p.piece.hidden) {
    const PropDisplay shown = display_props(st->props, p.piece.props, p.entry);
    for (const ShownNumber& n : shown.numbers) look.badges.push_back(n.text);
    look.dim = shown.dim;
  }
  return look;
}

void TableView::draw_piece(sf::RenderTarget& t, const ScenePiece& p, const PieceFrame& f,
                           float lift) const {
  const ProbeRole role(TextProbe::Role::Piece);
  if (TextProbe* probe = TextProbe::active()) probe->next_piece();
  sf::FloatRect r = camera_.to_screen(f.rect);
  if (lift > 0.f) r.top -= r.height * 0.09f * lift;
  if (p.piece.kind == PieceKind::Token) {
    tokens_.draw(t, token_look(p), r, lift);
    return;
  }
  CardFace face = card_face(p);
  if (f.flip < 0) face.hidden = true;
  if (r.width < 2.f || std::abs(f.flip) < 0.02f) return;
  cards_.draw(t, face, r, f.rotation, lift, std::abs(f.flip));
  // Hovering a card shows it large (HoverPreview): its whole text is there.
  // A turned card (exhausted) is hovered where it lies turned, as the hit
  // test finds it: the box around the turned rectangle.
  if (TextProbe* probe = TextProbe::active(); probe && !face.hidden) {
    sf::Transform turn;
    turn.rotate(f.rotation, draw::centre(r));
    probe->hover(turn.transformRect(r), "*");
  }
}

void TableView::draw_piece_glow(sf::RenderTarget& t, const ScenePiece& p, const PieceFrame& f,
                                sf::Color c, float width) const {
  const sf::FloatRect r = camera_.to_screen(f.rect);
  sf::RenderStates s;
  s.transform.translate(r.left + r.width / 2.f, r.top + r.height / 2.f);
  s.transform.rotate(f.rotation);
  s.transform.translate(-r.width / 2.f, -r.height / 2.f);
  const sf::FloatRect local{0, 0, r.width, r.height};
  const bool token = p.piece.kind == PieceKind::Token;
  const float radius = token ? r.width / 2.f : r.width * 0.06f;
  draw::glow(t, local, radius, width, scale_alpha(c, 0.85f), s);
  draw::rounded_outline(t, draw::inset(local, -2.f), radius + 2.f, 2.5f, c, s);
}

std::optional<TableClick> TableView::frame(Ui& ui, const DecisionState* decision,
                                           const std::vector<SeatIndex>& acting, PieceId emphasis) {
  sf::RenderTarget& t = ui.target();
  time_ = ui.time();
  handle_input(ui);
  // A zone name too long for its zone shows whole under the mouse.
  const auto obstacles = label_obstacles();
  for (const SceneZone& z : scene_.zones)
    if (const auto l = zones_.label(camera_, z, obstacles); l && l->cut) ui.hint(l->box, z.label);
  const float pulse = 0.5f + 0.5f * std::sin(time_ * 4.f);
  auto clickable_piece = [&](const ScenePiece& p) {
    return decision && !p.piece.hidden && !decision->options_for_piece(p.piece.id).empty();
  };
  auto clickable_zone = [&](const SceneZone& z) {
    return decision && !decision->options_for_zone(z.zone.id).empty();
  };
  auto selected_piece = [&](const ScenePiece& p) {
    if (!decision || p.piece.hidden) return false;
    for (int i : decision->options_for_piece(p.piece.id))
      if (decision->selected(i)) return true;
    return false;
  };

  blit_still(t, acting);
  decor_.draw_areas(t, camera_, scene_, acting, time_, true);
  for (std::size_t i = 0; i < scene_.zones.size(); ++i) {
    const SceneZone& z = scene_.zones[i];
    if (clickable_zone(z)) {
      const bool hot = static_cast<int>(i) == hovered_zone_ && hovered_ < 0;
      if (z.shape)
        boards_.shape_glow(t, camera_, *z.shape, z.shape_place,
                           scale_alpha(theme::kGlow, hot ? 1.f : 0.5f + 0.5f * pulse), 10.f);
      else
        zones_.draw_glow(t, camera_, z, pulse, hot);
    }
  }
  // Pieces at rest first (the hovered one last, above its neighbours), moving ones on top.
  std::vector<std::size_t> moving, order;
  for (std::size_t i = 0; i < scene_.pieces.size(); ++i)
    if (static_cast<int>(i) != hovered_) order.push_back(i);
  if (hovered_ >= 0 && hovered_ < static_cast<int>(scene_.pieces.size()))
    order.push_back(static_cast<std::size_t>(hovered_));
  for (std::size_t i : order) {
    const ScenePiece& p = scene_.pieces[i];
    const PieceFrame f = animator_.frame(p, i);
    if (f.moving) {
      moving.push_back(i);
      continue;
    }
    const bool hot =
        static_cast<int>(i) == hovered_ || (emphasis && p.piece.id == emphasis && !p.piece.hidden);
    const bool can = clickable_piece(p);
    const bool sel = selected_piece(p);
    float lift = 0.f;
    if (sel)
      lift = 1.f;
    else if (hot && (can || !decision || !decision->active()))
      lift = can ? 0.8f : 0.35f;
    PieceFrame shown = f;
    if (lift > 0.f) shown.rect.top -= f.rect.height * 0.09f * lift;
    if (sel)
      draw_piece_glow(t, p, shown, theme::kSelected, 16.f);
    else if (can)
      draw_piece_glow(t, p, shown, scale_alpha(theme::kGlow, hot ? 1.f : 0.45f + 0.5f * pulse),
                      hot ? 18.f : 12.f);
    draw_piece(t, p, f, lift);
    if (sel) {
      const sf::FloatRect r = camera_.to_screen(shown.rect);
      const float d = std::max(14.f, r.width * 0.22f);
      const sf::Vector2f c{r.left + r.width - d * 0.3f, r.top + d * 0.3f};
      draw::circle(t, c, d / 2.f, theme::kSelected);
      draw::ring(t, c, d / 2.f, 2.f, sf::Color::White);
      draw::polyline(t,
                     {{c.x - d * 0.22f, c.y},
                      {c.x - d * 0.05f, c.y + d * 0.18f},
                      {c.x + d * 0.24f, c.y - d * 0.16f}},
                     false, std::max(2.f, d * 0.12f), sf::Color::White);
    }
  }
  for (const SceneZone& z : scene_.zones) zones_.draw_over(t, camera_, scene_, z);
  if (decision) draw_counter_glows(t, *decision, pulse);
  for (std::size_t i : moving)
    draw_piece(t, scene_.pieces[i], animator_.frame(scene_.pieces[i], i), 0.6f);

  // Clicks: a press and release in the same place (a drag pans instead).
  if (ui.released() && !dragging_ && camera_.viewport().contains(ui.release_at())) {
    const sf::Vector2f d = ui.release_at() - ui.down_at();
    if (std::abs(d.x) + std::abs(d.y) < 8.f && camera_.viewport().contains(ui.down_at())) {
      const sf::Vector2f p = camera_.to_table(ui.release_at());
      TableClick click;
      click.at = ui.release_at();
      click.option = counter_option_at(decision, ui.release_at());
      const int pi = click.option >= 0 ? -1 : HitTester::piece_at(scene_, p);
      if (pi >= 0) {
        const ScenePiece& sp = scene_.pieces[static_cast<std::size_t>(pi)];
        click.piece = sp.piece.hidden ? 0 : sp.piece.id;
        click.zone = sp.zone;
      } else if (const int zi = click.option >= 0 ? -1 : HitTester::zone_at(scene_, p); zi >= 0) {
        click.zone = scene_.zones[static_cast<std::size_t>(zi)].zone.id;
      }
      ui.consume_click();
      if (click.piece || click.zone || click.option >= 0) return click;
    }
  }
  if (ui.released()) dragging_ = false;
  return std::nullopt;
}

void TableView::draw_counter_glows(sf::RenderTarget& t, const DecisionState& decision,
                                   float pulse) const {
  for (const SceneCounter& k : scene_.counters) {
    if (decision.option_for_counter(k.option) < 0) continue;
    const sf::FloatRect r = draw::inset(decor_.counter_rect(camera_, k), -2.f);
    draw::glow(t, r, r.height / 2.f, 10.f, scale_alpha(theme::kGlow, 0.5f + 0.5f * pulse));
    draw::rounded_outline(t, r, r.height / 2.f, 2.5f, theme::kGlow);
  }
}

int TableView::counter_option_at(const DecisionState* decision, sf::Vector2f p) const {
  if (!decision) return -1;
  for (const SceneCounter& k : scene_.counters)
    if (const int i = decision->option_for_counter(k.option);
        i >= 0 && decor_.counter_rect(camera_, k).contains(p))
      return i;
  return -1;
}

std::optional<sf::Vector2f> TableView::point_of_option(const DecisionState& decision,
                                                       int index) const {
  for (const SceneCounter& k : scene_.counters)
    if (decision.option_for_counter(k.option) == index)
      return draw::centre(decor_.counter_rect(camera_, k));
  return std::nullopt;
}

std::vector<sf::FloatRect> TableView::counter_rects() const {
  std::vector<sf::FloatRect> out;
  for (const SceneCounter& k : scene_.counters) out.push_back(decor_.counter_rect(camera_, k));
  return out;
}

std::vector<sf::FloatRect> TableView::label_obstacles() const {
  // A label above its zone stops short of counters and other zones.
  std::vector<sf::FloatRect> out = counter_rects();
  for (const SceneZone& z : scene_.zones)
    if (z.style != ZoneStyle::Hidden && !z.shape) out.push_back(camera_.to_screen(z.rect));
  return out;
}

void TableView::draw_still(sf::RenderTarget& t, const std::vector<SeatIndex>& acting) {
  decor_.draw_felt(t, camera_, scene_, layout_.table);
  decor_.draw_regions(t, camera_, scene_);
  boards_.draw_boards(t, camera_, scene_);
  boards_.draw_tracks(t, camera_, scene_);
  const std::vector<sf::FloatRect> counters = counter_rects();
  std::vector<sf::FloatRect> labels = counters;  // name tags keep clear of them
  for (const SceneZone& z : scene_.zones)
    for (const sf::FloatRect& r : zones_.label_places(camera_, z)) labels.push_back(r);
  tags_.clear();
  decor_.draw_areas(t, camera_, scene_, acting, time_, false, labels, &tags_);
  if (scene_.pieces.empty() && scene_.zones.empty() && scene_.boards.empty() &&
      scene_.counters.empty())
    decor_.draw_watermark(t, camera_, scene_, module_.manifest.name);
  const std::vector<sf::FloatRect> obstacles = label_obstacles();
  for (const SceneZone& z : scene_.zones) zones_.draw_under(t, camera_, z, obstacles);
  decor_.draw_counters(t, camera_, scene_);
  decor_.draw_texts(t, camera_, scene_);
}

void TableView::blit_still(sf::RenderTarget& t, const std::vector<SeatIndex>& acting) {
  const sf::FloatRect vp = camera_.viewport();
  const sf::Vector2f origin = camera_.to_screen(sf::Vector2f(0, 0));
  std::string key = std::to_string(scene_revision_) + "/" + std::to_string(vp.left) + "," +
                    std::to_string(vp.top) + "," + std::to_string(vp.width) + "," +
                    std::to_string(vp.height) + "/" + std::to_string(origin.x) + "," +
                    std::to_string(origin.y) + "," + std::to_string(camera_.scale());
  for (SeatIndex s : acting) key += "/" + std::to_string(s);
  if (TextProbe::active()) return draw_still(t, acting);  // the probe sees every text drawn
  const auto w = static_cast<unsigned>(std::max(1.f, vp.width)),
             h = static_cast<unsigned>(std::max(1.f, vp.height));
  if (key != still_key_) {
    if (still_.getSize() != sf::Vector2u(w, h) && !still_.create(w, h)) {
      draw_still(t, acting);  // no texture: draw directly
      return;
    }
    still_.setView(sf::View(vp));
    still_.clear(sf::Color::Black);
    draw_still(still_, acting);
    still_.display();
    still_key_ = key;
  }
  sf::Sprite sprite(still_.getTexture());
  sprite.setPosition(vp.left, vp.top);
  t.draw(sprite, sf::RenderStates(sf::BlendNone));
}

void TableView::handle_input(Ui& ui) {
  const sf::FloatRect vp = camera_.viewport();
  hovered_ = -1;
  hovered_zone_ = -1;
  if (ui.blocked()) return;
  if (const float w = ui.wheel(vp); w != 0.f) camera_.zoom_at(ui.mouse(), std::pow(1.15f, w));
  if (ui.pressed(vp)) {
    dragging_ = false;
    drag_last_ = ui.mouse();
  }
  if (ui.mouse_down() && vp.contains(ui.down_at())) {
    const sf::Vector2f m = ui.mouse();
    const sf::Vector2f from_start = m - ui.down_at();
    if (!dragging_ && std::abs(from_start.x) + std::abs(from_start.y) > 8.f) dragging_ = true;
    if (dragging_) camera_.pan(m - drag_last_);
    drag_last_ = m;
  }
  if (!vp.contains(ui.mouse()) || dragging_) return;
  const sf::Vector2f p = camera_.to_table(ui.mouse());
  hovered_ = HitTester::piece_at(scene_, p);
  hovered_zone_ = HitTester::zone_at(scene_, p);
}

const ScenePiece* TableView::hovered() const {
  return hovered_ >= 0 && hovered_ < static_cast<int>(scene_.pieces.size())
             ? &scene_.pieces[static_cast<std::size_t>(hovered_)]
             : nullptr;
}

std::optional<sf::Vector2f> TableView::point_of_piece(PieceId piece) const {
  const ScenePiece* p = scene_.piece(piece);
  if (!p) return std::nullopt;
  // Aim at the part of the card no neighbour covers: its left edge in a fan or row.
  const sf::FloatRect r = camera_.to_screen(p->rect);
  return sf::Vector2f(r.left + std::min(r.width * 0.5f, 12.f), r.top + r.height * 0.5f);
}

std::optional<sf::Vector2f> TableView::point_of_zone(ZoneId zone) const {
  const SceneZone* z = scene_.zone(zone);
  if (!z) return std::nullopt;
  return draw::centre(camera_.to_screen(z->rect));
}

}  // namespace tabula::gui
