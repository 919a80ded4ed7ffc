#include "layout/layout.hpp"

#include <algorithm>
#include <cctype>

#include "widgets/colour.hpp"

namespace tabula::gui {

namespace {

template <class T>
void drop_others(std::vector<T>& items, int seats) {
  std::erase_if(items, [seats](const T& e) {
    return !e.players.empty() &&
           std::find(e.players.begin(), e.players.end(), seats) == e.players.end();
  });
}

}  // namespace

void keep_for_players(Layout& layout, int seats) {
  for (AreaSpec* area : layout.areas()) {
    drop_others(area->regions, seats);
    drop_others(area->zones, seats);
    drop_others(area->boards, seats);
    drop_others(area->counters, seats);
    drop_others(area->texts, seats);
    for (BoardSpec& b : area->boards) {
      drop_others(b.shapes, seats);
      drop_others(b.layers, seats);
      for (LayerSpec& l : b.layers) drop_others(l.shapes, seats);
      drop_others(b.lines, seats);
      drop_others(b.spaces, seats);
      drop_others(b.tracks, seats);
    }
  }
}

const CardStyle* Layout::card_style(const std::string& name) const {
  for (const CardStyle& c : cards)
    if (c.name == name || (!c.table.empty() && c.table == name)) return &c;
  return nullptr;
}

const TokenStyle* Layout::token_style(const std::string& name) const {
  for (const TokenStyle& t : tokens)
    if (t.name == name) return &t;
  return nullptr;
}

std::string Layout::counter_label(const std::string& counter) const {
  auto it = counter_labels.find(counter);
  return it != counter_labels.end() ? it->second : pretty_name(counter);
}

std::string Layout::zone_label(const std::string& zone) const {
  auto it = zone_labels.find(zone);
  return it != zone_labels.end() ? it->second : pretty_name(zone);
}

sf::Color Layout::seat_colour(int seat, const std::string& configured) const {
  const auto i = static_cast<std::size_t>(seat);
  return gui::seat_colour(seat >= 0 && i < seats.colours.size() ? seats.colours[i] : configured,
                          seat);
}

std::string pretty_name(const std::string& id) {
  std::string out;
  for (char c : id) out += (c == '_' || c == '-') ? ' ' : c;
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

std::optional<ZoneStyle> zone_style_from(const std::string& text) {
  if (text == "stack") return ZoneStyle::Stack;
  if (text == "fan") return ZoneStyle::Fan;
  if (text == "row") return ZoneStyle::Row;
  if (text == "column") return ZoneStyle::Column;
  if (text == "grid") return ZoneStyle::Grid;
  if (text == "free") return ZoneStyle::Free;
  if (text == "hidden") return ZoneStyle::Hidden;
  return std::nullopt;
}

}  // namespace tabula::gui
