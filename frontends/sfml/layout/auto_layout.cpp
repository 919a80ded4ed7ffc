#include "layout/auto_layout.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "widgets/colour.hpp"

namespace tabula::gui {
namespace {

std::uint32_t hash_text(const std::string& s) {
  std::uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

float weight(const std::string& kind, bool mine) {
  if (kind == "hand") return mine ? 4.f : 1.2f;
  if (kind == "row" || kind == "track" || kind.empty()) return 3.f;
  if (kind == "space") return 1.5f;
  return 1.f;
}

ZoneStyle style_of(const std::string& kind, bool visible) {
  if (kind == "deck" || kind == "pile") return ZoneStyle::Stack;
  if (kind == "hand") return visible ? ZoneStyle::Fan : ZoneStyle::Stack;
  if (kind == "space") return ZoneStyle::Free;
  return ZoneStyle::Row;
}

const char* first_field(const DataTable& t, std::initializer_list<const char*> names,
                        bool want_string) {
  for (const char* n : names)
    for (const DataEntry& e : t.entries)
      if (e.fields.contains(n) && (want_string ? e.fields[n].is_string() : e.fields[n].is_number()))
        return n;
  return nullptr;
}

}  // namespace

sf::Color AutoLayout::back_colour(const std::string& game_id) {
  const sf::Color backs[] = {
      {58, 66, 120}, {120, 40, 52}, {36, 92, 84}, {96, 60, 120}, {40, 70, 110}};
  return backs[hash_text(game_id) % 5];
}

CardStyle AutoLayout::card_style_for(const DataTable& table, const std::string& game_id) {
  CardStyle c;
  c.automatic = true;
  c.name = table.name;
  c.table = table.name;
  c.back = back_colour(game_id);
  if (const char* f = first_field(table, {"name", "title", "label"}, true)) c.title = f;
  if (const char* f =
          first_field(table, {"text", "rules", "description", "effect", "ability"}, true))
    c.text = f;
  if (const char* f =
          first_field(table, {"type", "kind", "class", "faction", "suit", "category"}, true)) {
    c.type = f;
    c.subtitle = f;
  }
  if (const char* f = first_field(table, {"image", "picture", "art"}, true)) c.image = f;
  // Numbers: every numeric field, up to four corners.
  std::vector<std::string> numbers;
  for (const DataEntry& e : table.entries) {
    for (auto it = e.fields.begin(); it != e.fields.end(); ++it)
      if (it.value().is_number() &&
          std::find(numbers.begin(), numbers.end(), it.key()) == numbers.end())
        numbers.push_back(it.key());
  }
  const char* corners[] = {"top-left", "top-right", "bottom-left", "bottom-right"};
  for (std::size_t i = 0; i < numbers.size() && i < 4; ++i) {
    NumberSpec n;
    n.field = numbers[i];
    n.corner = corners[i];
    if (numbers.size() > 1) n.label = numbers[i].size() <= 4 ? numbers[i] : numbers[i].substr(0, 3);
    c.numbers.push_back(n);
  }
  if (numbers.size() == 1) c.big = numbers.front();
  const sf::Color frames[] = {
      {150, 112, 48}, {70, 110, 160}, {150, 70, 70}, {70, 130, 90}, {120, 90, 150}};
  c.frame = {frames[hash_text(table.name) % 5], false};
  return c;
}

float AutoLayout::flow(AreaSpec& area, const std::vector<Slot>& slots, float left, float top,
                       float width, bool mine) {
  // Each zone gets a box by kind; boxes fill rows; a row's boxes share its spare width.
  const float gap = 18.f, label = 26.f, card_h = 150.f;
  struct Box {
    const Slot* slot;
    float w;
  };
  std::vector<std::vector<Box>> rows(1);
  float x = 0;
  for (const Slot& s : slots) {
    float w = weight(s.kind, mine) * 130.f;
    w = std::min(w, width);
    if (x > 0 && x + w > width) {
      rows.emplace_back();
      x = 0;
    }
    rows.back().push_back({&s, w});
    x += w + gap;
  }
  float y = top;
  for (const auto& row : rows) {
    if (row.empty()) continue;
    float used = 0;
    for (const Box& b : row) used += b.w;
    const float spare = width - used - gap * static_cast<float>(row.size() - 1);
    // Spare room goes to the rows and fans, which use it; stacks stay compact.
    float grow_weight = 0;
    for (const Box& b : row) grow_weight += weight(b.slot->kind, mine) > 1.4f ? b.w : 0.f;
    float bx = left;
    for (const Box& b : row) {
      const float extra =
          grow_weight > 0 ? (weight(b.slot->kind, mine) > 1.4f ? spare * b.w / grow_weight : 0.f)
                          : spare / static_cast<float>(row.size());
      ZoneSpec z;
      z.name = b.slot->name;
      z.rect = {bx, y + label, b.w + extra, card_h};
      const bool visible = mine || !b.slot->hidden_from_others;
      z.style = style_of(b.slot->kind, visible);
      z.label = pretty_name(b.slot->name);
      z.align = z.style == ZoneStyle::Fan ? "center" : "left";
      area.zones.push_back(z);
      bx += b.w + extra + gap;
    }
    y += label + card_h + gap;
  }
  return y - top;
}

Layout AutoLayout::make(const View& view, const PieceCatalog& catalog) {
  Layout layout;
  layout.automatic = true;
  const std::string game = catalog.module().manifest.id;
  for (const DataTable& t : catalog.module().data.tables)
    layout.cards.push_back(card_style_for(t, game));
  CardStyle fallback;
  fallback.name = "default";
  fallback.back = back_colour(game);
  layout.cards.push_back(fallback);

  std::vector<Slot> shared, seat;
  std::set<std::string> seen_seat;
  for (const ZoneView& z : view.zones()) {
    if (z.owner == kNoSeat) {
      shared.push_back({z.name, z.kind, z.visibility != Visibility::Public});
    } else if (seen_seat.insert(z.name).second) {
      seat.push_back({z.name, z.kind,
                      z.visibility == Visibility::Owner || z.visibility == Visibility::Nobody});
    }
  }
  const bool seats_have_zones = !seat.empty();
  // Wide enough that the whole table keeps about the shape of a screen.
  float boxes = 0;
  for (const Slot& z : shared) boxes += weight(z.kind, true) * 130.f + 18.f;
  for (const Slot& z : seat) boxes += (weight(z.kind, true) * 130.f + 18.f) * 1.6f;
  const float width = std::clamp(std::sqrt(boxes * 194.f * 1.6f), 1520.f, 6000.f);
  float y = 20.f;
  // The other seats along the top.
  if (seats_have_zones && view.seat_count() > 1) {
    const int others = view.seat_count() - 1;
    const int cols = others <= 3 ? others : (others + 1) / 2;
    const int rows = (others + cols - 1) / cols;
    const float w = std::max(600.f, width / static_cast<float>(cols));
    layout.seats.others.defined = true;
    const float h = flow(layout.seats.others, seat, 16, 14, w - 32, false) + 20.f;
    layout.seats.others.size = {w, h};
    const float scale = std::min(1.f, width / (w * static_cast<float>(cols)));
    layout.seats.others_place = {40, y, width, h * scale * static_cast<float>(rows)};
    y += layout.seats.others_place.height + 24.f;
  }
  // The shared zones in the middle.
  if (!shared.empty()) {
    AreaSpec middle;
    const float h = flow(middle, shared, 56, y + 10, width - 32, true);
    layout.shared.regions.push_back({{40, y - 6, width, h + 20},
                                     "",
                                     sf::Color(0, 0, 0, 40),
                                     sf::Color(255, 255, 255, 20),
                                     18.f,
                                     {}});
    for (ZoneSpec& z : middle.zones) layout.shared.zones.push_back(z);
    y += h + 30.f;
  }
  // Table counters in the middle when nothing else is there.
  std::vector<std::string> table_counters;
  for (const Counter& k : view.counters())
    if (k.seat == kNoSeat && k.zone == 0) table_counters.push_back(k.name);
  if (!table_counters.empty() && shared.empty() && table_counters.size() <= 8) {
    const float step = std::min(260.f, 1400.f / static_cast<float>(table_counters.size()));
    float x = 800.f - step * static_cast<float>(table_counters.size() - 1) / 2.f;
    for (const std::string& name : table_counters) {
      CounterSpec k;
      k.name = name;
      k.at = {x + (width - 1520.f) / 2.f, y + 80.f};
      k.style = "big";
      layout.shared.counters.push_back(k);
      x += step;
    }
    y += 200.f;
  }
  // The shown seat along the bottom.
  if (seats_have_zones) {
    layout.seats.you.defined = true;
    const float h = flow(layout.seats.you, seat, 16, 16, width - 32, true) + 14.f;
    layout.seats.you.size = {width, h};
    layout.seats.you_place = {40, y, width, h};
    y += h + 20.f;
  }
  layout.table.size = {width + 80.f, std::max(900.f, y)};
  return layout;
}

}  // namespace tabula::gui
