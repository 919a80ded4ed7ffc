#include "scene/scene_builder.hpp"

#include <algorithm>
#include <cmath>

#include "layout/prop_display.hpp"
#include "scene/zone_arranger.hpp"
#include "widgets/colour.hpp"

namespace tabula::gui {
namespace {

constexpr float kPi = 3.14159265f;

sf::FloatRect shape_bounds(const ShapeSpec& s) {
  switch (s.kind) {
    case ShapeKind::Circle: {
      const float h = s.radius * 1.45f;  // a square inside the circle, with a little room
      return {s.at.x - h / 2.f, s.at.y - h / 2.f, h, h};
    }
    case ShapeKind::Hex: {
      const float h = s.radius * 1.5f;
      return {s.at.x - h / 2.f, s.at.y - h / 2.f, h, h};
    }
    case ShapeKind::Rect:
      return {s.at.x, s.at.y, s.size.x, s.size.y};
    default:
      break;
  }
  if (s.points.empty()) return {s.at.x - 10, s.at.y - 10, 20, 20};
  sf::Vector2f lo = s.points.front(), hi = s.points.front(), c;
  for (const auto& p : s.points) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    c += p;
  }
  c /= static_cast<float>(s.points.size());
  const sf::Vector2f size{(hi.x - lo.x) * 0.6f, (hi.y - lo.y) * 0.6f};
  return {c.x - size.x / 2.f, c.y - size.y / 2.f, size.x, size.y};
}

// Points spread evenly along a polyline.
std::vector<sf::Vector2f> along(const std::vector<sf::Vector2f>& path, int n) {
  std::vector<sf::Vector2f> out;
  if (path.empty() || n <= 0) return out;
  if (path.size() == 1 || n == 1)
    return std::vector<sf::Vector2f>(static_cast<std::size_t>(n), path.front());
  std::vector<float> acc{0.f};
  for (std::size_t i = 1; i < path.size(); ++i) {
    const sf::Vector2f d = path[i] - path[i - 1];
    acc.push_back(acc.back() + std::sqrt(d.x * d.x + d.y * d.y));
  }
  for (int k = 0; k < n; ++k) {
    const float at = acc.back() * static_cast<float>(k) / static_cast<float>(n - 1);
    std::size_t i = 1;
    while (i + 1 < acc.size() && acc[i] < at) ++i;
    const float seg = acc[i] - acc[i - 1];
    const float t = seg > 0 ? (at - acc[i - 1]) / seg : 0.f;
    out.push_back(path[i - 1] + (path[i] - path[i - 1]) * t);
  }
  return out;
}

ZoneStyle style_for_kind(const ZoneView& z, bool visible_to_viewer) {
  if (z.kind == "deck" || z.kind == "pile") return ZoneStyle::Stack;
  if (z.kind == "hand") return visible_to_viewer ? ZoneStyle::Fan : ZoneStyle::Stack;
  if (z.kind == "space") return ZoneStyle::Free;
  return ZoneStyle::Row;
}

}  // namespace

Scene SceneBuilder::build(const View& view, SeatIndex you) const {
  Scene scene;
  scene.size = layout_.table.size;
  scene.table = {0, 0, scene.size.x, scene.size.y};
  for (int s = 0; s < view.seat_count(); ++s)
    scene.seats.push_back(
        {view.seats()[static_cast<std::size_t>(s)].name, seat_colour_of(view, s)});
  Context c{view, scene, {}, {}, {}};
  if (you < 0 || you >= view.seat_count()) you = 0;
  c.compass = compass_of(you, view.seat_count());
  for (const ZoneView& z : view.zones()) c.zones.emplace(std::make_pair(z.name, z.owner), z);
  place_area(c, layout_.shared, Placement{}, kNoSeat);
  place_seats(c, you);
  place_overflow(c);
  return scene;
}

sf::Color SceneBuilder::seat_colour_of(const View& view, SeatIndex seat) const {
  if (seat < 0 || seat >= view.seat_count()) return layout_.table.accent;
  return layout_.seat_colour(seat, view.seats()[static_cast<std::size_t>(seat)].color);
}

void SceneBuilder::place_area(Context& c, const AreaSpec& area, const Placement& place,
                              SeatIndex seat) const {
  for (const RegionSpec& r : area.regions)
    c.scene.regions.push_back({place.apply(r.rect), place.scale, &r});
  for (const BoardSpec& b : area.boards) place_board(c, b, place, seat);
  for (const ZoneSpec& z : area.zones) {
    SeatIndex owner = seat != kNoSeat ? seat : z.owner;
    if (!z.compass.empty()) {
      const char* const places[] = {"south", "west", "north", "east"};
      for (std::size_t i = 0; i < 4; ++i)
        if (z.compass == places[i]) owner = c.compass[i];
      if (owner == kNoSeat) continue;  // nobody sits there at this table
    }
    place_zone(c, z, place, owner);
  }
  for (const CounterSpec& k : area.counters) place_counter(c, k, place, seat);
  for (const TextSpec& t : area.texts)
    c.scene.texts.push_back({place.apply(t.at), place.scale, &t});
}

void SceneBuilder::place_zone(Context& c, const ZoneSpec& spec, const Placement& place,
                              SeatIndex owner) const {
  auto it = c.zones.find({spec.name, owner});
  if (it == c.zones.end() || c.placed.count(it->second.id)) return;
  SceneZone sz;
  sz.rect = place.apply(spec.rect);
  sz.style = spec.style;
  sz.label = spec.label;
  sz.scale = place.scale;
  sz.count_badge = spec.count;
  sz.outline = spec.outline;
  add_zone(c, it->second, sz, spec.card, spec.token,
           {spec.style, spec.align, spec.columns, spec.fan_angle}, spec.scale * place.scale);
}

void SceneBuilder::place_zone_counters(Context& c, const SceneZone& zone) const {
  float x = zone.rect.left;
  for (const Counter& k : c.view.counters()) {
    if (k.zone != zone.zone.id) continue;
    SceneCounter sc;
    sc.scale = std::clamp(zone.scale, 0.5f, 1.f);
    sc.label = layout_.counter_label(k.name);
    sc.value = k.value;
    sc.colour = k.seat == kNoSeat ? layout_.table.accent : seat_colour_of(c.view, k.seat);
    sc.style = "badge";
    // The badge is drawn centred; its width is guessed from its text.
    const float w =
        (static_cast<float>(sc.label.size() + std::to_string(k.value).size()) * 8.f + 34.f) *
        sc.scale;
    sc.at = {x + w / 2.f, zone.rect.top + 14.f * sc.scale};
    x += w + 6.f * sc.scale;
    c.scene.counters.push_back(std::move(sc));
  }
}

void SceneBuilder::add_zone(Context& c, const ZoneView& zone, SceneZone sz, const std::string& card,
                            const std::string& token, const Arrangement& arrangement,
                            float piece_scale) const {
  c.placed.insert(zone.id);
  sz.zone = zone;
  if (sz.style != ZoneStyle::Hidden && zone.count > 0) {
    const std::vector<PieceView> pieces = c.view.pieces(zone.id);
    // The first piece sets the slot size; others are centred in their slot.
    auto base = [&](const PieceView& p) {
      if (p.kind == PieceKind::Card) {
        const CardStyle* st = card_style(p, card);
        return st ? st->size : sf::Vector2f(100.f, 140.f);
      }
      const TokenStyle* ts = token_style(p, token);
      const float d = ts ? ts->size : 26.f;
      return sf::Vector2f(d, d);
    };
    const sf::Vector2f slot_size = base(pieces.front()) * piece_scale;
    const std::size_t first = c.scene.pieces.size();
    for (const ArrangedSlot& slot :
         ZoneArranger::arrange(arrangement, sz.rect, slot_size, zone.count)) {
      const PieceView& p = pieces[static_cast<std::size_t>(slot.index)];
      ScenePiece sp;
      sp.piece = p;
      sp.zone = zone.id;
      sp.index = slot.index;
      sp.rotation = slot.rotation;
      // Same shrink as the slot got, then never larger than the slot.
      sf::Vector2f own = base(p) * piece_scale * (slot.rect.width / slot_size.x);
      own *= std::min({1.f, slot.rect.width / own.x, slot.rect.height / own.y});
      sp.rect = draw_rect_centred(slot.rect, own);
      if (p.kind == PieceKind::Card)
        sp.card = card_style(p, card);
      else
        sp.token = token_style(p, token);
      if (!p.hidden) sp.entry = catalog_.entry(p.def);
      if (sp.card && !p.hidden) turn(sp, display_props(sp.card->props, p.props, sp.entry).turn);
      c.scene.pieces.push_back(std::move(sp));
    }
    if (arrangement.style == ZoneStyle::Stack) add_offstage(c, zone, pieces, card);
    if (arrangement.style == ZoneStyle::Row || arrangement.style == ZoneStyle::Fan)
      set_peeks(c.scene.pieces, first);
  }
  place_zone_counters(c, sz);
  c.scene.zones.push_back(std::move(sz));
}

// In a row or fan that overlaps, each card but the last shows only the strip
// left of the next one: how much of its width that is. (A card turned across,
// an exhausted one, is left alone.)
void SceneBuilder::set_peeks(std::vector<ScenePiece>& pieces, std::size_t first) {
  for (std::size_t i = first; i + 1 < pieces.size(); ++i) {
    ScenePiece& p = pieces[i];
    const ScenePiece& next = pieces[i + 1];
    if (std::abs(p.rotation) > 30.f || std::abs(next.rotation) > 30.f || p.rect.width <= 0.f)
      continue;
    if (std::abs(next.rect.top - p.rect.top) > p.rect.height * 0.5f) continue;  // another line
    const float shown = (next.rect.left - p.rect.left) / p.rect.width;
    if (shown > 0.f) p.peek = std::min(1.f, shown);
  }
}

// The known cards of a stack below the few drawn (ZoneArranger::stack draws
// the top ones): kept for the preview of an option that names one.
void SceneBuilder::add_offstage(Context& c, const ZoneView& zone,
                                const std::vector<PieceView>& pieces,
                                const std::string& card) const {
  const int drawn = std::min(zone.count, ZoneArranger::kStackDepth);
  const auto below = static_cast<std::size_t>(std::max(0, zone.count - drawn));
  for (std::size_t i = 0; i < below && i < pieces.size(); ++i) {
    const PieceView& p = pieces[i];
    if (p.hidden || p.kind != PieceKind::Card) continue;
    ScenePiece sp;
    sp.piece = p;
    sp.zone = zone.id;
    sp.index = static_cast<int>(i);
    sp.card = card_style(p, card);
    sp.entry = catalog_.entry(p.def);
    c.scene.offstage.push_back(std::move(sp));
  }
}

void SceneBuilder::turn(ScenePiece& p, float degrees) {
  if (degrees == 0.f) return;
  p.rotation += degrees;
  // A card turned across its slot shrinks to fit it (an exhausted card in a row).
  const float a = std::abs(std::fmod(degrees, 180.f)) * 3.14159265f / 180.f;
  const float w = p.rect.width, h = p.rect.height;
  const float across_w = w * std::abs(std::cos(a)) + h * std::abs(std::sin(a));
  const float across_h = w * std::abs(std::sin(a)) + h * std::abs(std::cos(a));
  const float k = std::min({1.f, w / across_w, h / across_h});
  p.rect = draw_rect_centred(p.rect, {w * k, h * k});
}

sf::FloatRect SceneBuilder::draw_rect_centred(sf::FloatRect slot, sf::Vector2f size) {
  return {slot.left + (slot.width - size.x) / 2.f, slot.top + (slot.height - size.y) / 2.f, size.x,
          size.y};
}

const CardStyle* SceneBuilder::card_style(const PieceView& p,
                                          const std::string& override_name) const {
  if (!override_name.empty())
    if (const CardStyle* s = layout_.card_style(override_name)) return s;
  if (!p.hidden)
    if (const CardStyle* s = layout_.card_style(catalog_.table_of(p.def))) return s;
  if (const CardStyle* s = layout_.card_style("default")) return s;
  return layout_.cards.empty() ? nullptr : &layout_.cards.front();
}

const TokenStyle* SceneBuilder::token_style(const PieceView& p,
                                            const std::string& override_name) const {
  if (!override_name.empty())
    if (const TokenStyle* s = layout_.token_style(override_name)) return s;
  if (!p.hidden) {
    if (const TokenStyle* s = layout_.token_style(p.def)) return s;
    if (const TokenStyle* s = layout_.token_style(catalog_.table_of(p.def))) return s;
  }
  return layout_.token_style("default");
}

void SceneBuilder::place_board(Context& c, const BoardSpec& board, const Placement& place,
                               SeatIndex seat) const {
  const Placement bp = place.then(fit(board.coords, board.rect));
  SceneBoard sb{&board, bp, seat, {}, {}};
  for (const SpaceSpec& s : board.spaces) {
    auto it = c.zones.find({s.zone, s.owner >= 0 ? s.owner : seat});
    sb.occupied.push_back(!s.zone.empty() && it != c.zones.end() && it->second.count > 0);
  }
  place_layers(c, board, sb);
  c.scene.boards.push_back(std::move(sb));
  for (const SpaceSpec& s : board.spaces) place_space(c, s, bp, seat);
  for (const TrackSpec& t : board.tracks) place_track(c, t, bp, seat);
}

void SceneBuilder::place_layers(Context& c, const BoardSpec& board, SceneBoard& into) const {
  for (const LayerSpec& l : board.layers) {
    // The counters a layer follows are shown by it, not in the status bar.
    for (const std::string* name : {&l.when, &l.turn})
      if (!name->empty()) c.scene.placed_table_counters.insert(*name);
    if (!l.when.empty()) {
      const Counter* k = counter(c.view, l.when, kNoSeat);
      if (!k || k->value != l.when_is) continue;
    }
    const Counter* turn = l.turn.empty() ? nullptr : counter(c.view, l.turn, kNoSeat);
    sf::Transform local;
    local.rotate(turn ? static_cast<float>(turn->value - l.first) * l.degrees : 0.f, l.centre);
    if (l.carry) local = sf::Transform().translate(local.transformPoint(*l.carry) - *l.carry);
    into.layers.push_back({&l, local});
  }
}

void SceneBuilder::place_space(Context& c, const SpaceSpec& space, const Placement& bp,
                               SeatIndex seat) const {
  if (space.zone.empty()) return;
  const SeatIndex owner = space.owner >= 0 ? space.owner : seat;
  auto it = c.zones.find({space.zone, owner});
  if (it == c.zones.end() || c.placed.count(it->second.id)) return;
  SceneZone sz;
  sz.rect = bp.apply(shape_bounds(space.shape));
  sz.style = space.style;
  sz.scale = bp.scale;
  sz.outline = false;
  sz.shape = &space.shape;
  sz.shape_place = bp;
  add_zone(c, it->second, sz, space.card, space.token, {space.style, "center", 0, 0.f},
           space.scale * bp.scale);
}

const Counter* SceneBuilder::counter(const View& view, const std::string& name,
                                     SeatIndex seat) const {
  for (const Counter& k : view.counters())
    if (k.name == name && k.seat == seat && k.zone == 0) return &k;
  return nullptr;
}

void SceneBuilder::place_track(Context& c, const TrackSpec& track, const Placement& bp,
                               SeatIndex seat) const {
  SceneTrack st;
  st.spec = &track;
  st.scale = bp.scale;
  st.step_size = track.size * bp.scale;
  const auto local = track.points.empty() ? along(track.path, track.steps) : track.points;
  for (const auto& p : local) st.steps.push_back(bp.apply(p));
  if (st.steps.empty()) return;
  const int n = static_cast<int>(st.steps.size());
  if (track.seat == "table") c.scene.placed_table_counters.insert(track.counter);
  std::vector<std::pair<int, SceneMarker>> marks;
  for (const Counter& k : c.view.counters()) {
    if (k.name != track.counter || k.zone != 0) continue;
    const bool wanted = track.seat == "each"    ? k.seat != kNoSeat
                        : track.seat == "table" ? k.seat == kNoSeat
                                                : k.seat == seat;
    if (!wanted) continue;
    int i = static_cast<int>(k.value) - track.first;
    i = track.wrap ? ((i % n) + n) % n : std::clamp(i, 0, n - 1);
    SceneMarker m;
    m.colour = seat_colour_of(c.view, k.seat);
    const std::string who =
        k.seat == kNoSeat ? "Table" : c.view.seats()[static_cast<std::size_t>(k.seat)].name;
    m.tip = who + ": " + layout_.counter_label(k.name) + " " + std::to_string(k.value);
    marks.push_back({i, m});
  }
  for (std::size_t a = 0; a < marks.size(); ++a) {
    int same = 0, before = 0;
    for (std::size_t b = 0; b < marks.size(); ++b) {
      if (marks[b].first != marks[a].first) continue;
      ++same;
      if (b < a) ++before;
    }
    SceneMarker m = marks[a].second;
    const sf::Vector2f at = st.steps[static_cast<std::size_t>(marks[a].first)];
    m.radius = st.step_size * (same > 1 ? 0.26f : 0.34f);
    if (same > 1) {
      const float angle =
          2 * kPi * static_cast<float>(before) / static_cast<float>(same) - kPi / 2.f;
      m.at = {at.x + std::cos(angle) * st.step_size * 0.24f,
              at.y + std::sin(angle) * st.step_size * 0.24f};
    } else {
      m.at = at;
    }
    st.markers.push_back(m);
  }
  c.scene.tracks.push_back(std::move(st));
}

void SceneBuilder::place_counter(Context& c, const CounterSpec& spec, const Placement& place,
                                 SeatIndex seat) const {
  SeatIndex who = kNoSeat;
  if (!spec.seat.empty() && spec.seat != "table")
    who = std::atoi(spec.seat.c_str()) - 1;
  else if (spec.seat.empty())
    who = seat;
  const Counter* k = counter(c.view, spec.name, who);
  if (!k) return;
  SceneCounter sc;
  sc.at = place.apply(spec.at);
  sc.scale = place.scale;
  sc.label = spec.label.empty() ? layout_.counter_label(spec.name) : spec.label;
  sc.value = k->value;
  sc.colour = spec.colour.by_owner       ? seat_colour_of(c.view, who)
              : spec.colour.colour.a > 0 ? spec.colour.colour
                                         : layout_.table.accent;
  sc.style = spec.style;
  sc.option = spec.option;
  if (who == kNoSeat) c.scene.placed_table_counters.insert(spec.name);
  c.scene.counters.push_back(sc);
}

std::array<SeatIndex, 4> SceneBuilder::compass_of(SeatIndex you, int n) const {
  std::array<SeatIndex, 4> at{kNoSeat, kNoSeat, kNoSeat, kNoSeat};
  if (n < 1) return at;
  at[0] = you;
  if (!layout_.seats.around() || n > 4) return at;
  // Clockwise from south: the seat after you sits west, the next north...
  static const int kPlaces[5][3] = {{}, {}, {2}, {1, 3}, {1, 2, 3}};
  for (int k = 0; k < n - 1; ++k) at[static_cast<std::size_t>(kPlaces[n][k])] = (you + 1 + k) % n;
  return at;
}

// `you` is a seat of the view: build() brought it in range.
void SceneBuilder::place_seats(Context& c, SeatIndex you) const {
  const int n = c.view.seat_count();
  if (n == 0) return;
  const SeatsSpec& seats = layout_.seats;
  const AreaSpec& mine = seats.you;
  const AreaSpec& theirs = seats.others.defined ? seats.others : seats.you;
  if (mine.defined) {
    const Placement p = fit(mine.size, seats.you_place);
    place_area(c, mine, p, you);
    c.scene.areas.push_back(
        {you, p.apply(sf::FloatRect(0, 0, mine.size.x, mine.size.y)), p.scale, true});
  }
  if (!theirs.defined || n < 2) return;
  if (seats.around() && n <= 4) {
    place_around(c);
    return;
  }
  const sf::FloatRect band = seats.others_place;
  const int others = n - 1;
  // Up to three side by side (or one above the other); more wrap into a grid.
  const int across = others <= 3 ? others : (others + 1) / 2;
  const int lines = (others + across - 1) / across;
  for (int k = 0; k < others; ++k) {
    const SeatIndex seat = (you + 1 + k) % n;
    const int a = k % across, l = k / across;
    // A shorter last line is centred under the full ones, not left with a
    // hole at its end.
    const float at = static_cast<float>(a) +
                     static_cast<float>(across - std::min(across, others - l * across)) / 2.f;
    sf::FloatRect cell = band;
    if (seats.others_column) {
      cell.height = band.height / static_cast<float>(across);
      cell.width = band.width / static_cast<float>(lines);
      cell.top = band.top + cell.height * at;
      cell.left = band.left + cell.width * static_cast<float>(l);
    } else {
      cell.width = band.width / static_cast<float>(across);
      cell.height = band.height / static_cast<float>(lines);
      cell.left = band.left + cell.width * at;
      cell.top = band.top + cell.height * static_cast<float>(l);
    }
    const float gap = std::min(cell.width, cell.height) * 0.02f;
    Placement p = fit(theirs.size, draw_inset(cell, others > 1 ? gap : 0.f));
    if (!seats.others_column && lines == 1) p.offset.y = cell.top;  // hug the band's top edge
    place_other(c, seat, theirs, p);
  }
}

void SceneBuilder::place_around(Context& c) const {
  const SeatsSpec& seats = layout_.seats;
  const AreaSpec& top = seats.others.defined ? seats.others : seats.you;
  const AreaSpec& side = seats.side.defined ? seats.side : top;
  const std::optional<sf::FloatRect> places[] = {std::nullopt, seats.west, seats.north, seats.east};
  for (std::size_t i = 1; i < 4; ++i) {
    const SeatIndex seat = c.compass[i];
    if (seat == kNoSeat) continue;
    // A place the layout left out: the north one, else the band.
    const sf::FloatRect cell = places[i].value_or(seats.north.value_or(seats.others_place));
    const AreaSpec& area = i == 2 ? top : side;
    place_other(c, seat, area, fit(area.size, cell));
  }
}

void SceneBuilder::place_other(Context& c, SeatIndex seat, const AreaSpec& area,
                               const Placement& p) const {
  place_area(c, area, p, seat);
  c.scene.areas.push_back(
      {seat, p.apply(sf::FloatRect(0, 0, area.size.x, area.size.y)), p.scale, false});
}

sf::FloatRect SceneBuilder::draw_inset(sf::FloatRect r, float by) {
  return {r.left + by, r.top + by, std::max(1.f, r.width - 2 * by),
          std::max(1.f, r.height - 2 * by)};
}

void SceneBuilder::place_overflow(Context& c) const {
  std::vector<ZoneView> rest;
  for (const ZoneView& z : c.view.zones())
    if (!c.placed.count(z.id)) rest.push_back(z);
  if (rest.empty()) return;
  const float slot_h = 230.f, margin = 24.f;
  float x = margin, y = c.scene.size.y + margin;
  for (const ZoneView& z : rest) {
    const bool hand_visible = z.kind == "hand" && z.owner == c.view.seat();
    const ZoneStyle style = style_for_kind(z, hand_visible);
    const float w = style == ZoneStyle::Stack || style == ZoneStyle::Free ? 170.f : 520.f;
    if (x + w > c.scene.size.x - margin) {
      x = margin;
      y += slot_h + margin;
    }
    SceneZone sz;
    sz.rect = {x, y + 30.f, w, slot_h - 30.f};
    sz.style = style;
    sz.label = layout_.zone_label(z.name);
    if (z.owner != kNoSeat)
      sz.label = c.view.seats()[static_cast<std::size_t>(z.owner)].name + " \xC2\xB7 " + sz.label;
    sz.overflow = true;
    add_zone(c, z, sz, "", "", {style, "left", 0, 14.f}, 1.f);
    x += w + margin;
  }
  c.scene.size.y = y + slot_h + margin;
}

}  // namespace tabula::gui
