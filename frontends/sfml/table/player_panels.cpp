#include "table/player_panels.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

struct Chip {
  std::string label, value;
  bool hand = false;
};

std::vector<Chip> chips_of(const SeatPanel& p) {
  std::vector<Chip> out;
  for (const auto& [label, value] : p.zones)
    out.push_back({label, std::to_string(value), label == "Hand"});
  for (const auto& [label, value] : p.counters)
    out.push_back({label, std::to_string(value), false});
  return out;
}

float chip_width(Ui& ui, const Chip& c) {
  const unsigned px = ui.text_px(theme::kTextSmall);
  return draw::text_width(ui.font(), c.label, px) + draw::text_width(ui.bold(), c.value, px) +
         ui.s(c.hand ? 34 : 22);
}

}  // namespace

PlayerPanels::Pending PlayerPanels::pending(const Session& session) {
  Pending out;
  const Decision* d = session.decision();
  if (!d || session.status() != SessionStatus::Waiting) return out;
  out.waiting = d->waiting();
  if (d->simultaneous())
    for (const Request& r : d->requests) out.asked.push_back(r.seat);
  return out;
}

std::vector<SeatPanel> PlayerPanels::collect(const View& view, const Layout& layout,
                                             const GameSetup& setup, SeatIndex you,
                                             const Pending& pending, bool replay) {
  auto has = [](const std::vector<SeatIndex>& seats, SeatIndex s) {
    return std::find(seats.begin(), seats.end(), s) != seats.end();
  };
  std::vector<SeatPanel> out;
  for (int s = 0; s < view.seat_count(); ++s) {
    SeatPanel p;
    const SeatInfo& info = view.seats()[static_cast<std::size_t>(s)];
    p.name = info.name;
    p.colour = layout.seat_colour(s, info.color);
    const std::string controller = static_cast<std::size_t>(s) < setup.seats.size()
                                       ? setup.seats[static_cast<std::size_t>(s)].controller
                                       : "human";
    p.role = controller == "human" ? (s == you ? "You" : "Player") : "Bot";
    p.acting = has(pending.waiting, s);
    p.chosen = !p.acting && has(pending.asked, s);
    p.replay = replay;
    p.turn = view.current() == s;
    for (const Counter& k : view.counters()) {
      if (k.seat != s || k.zone != 0) continue;  // a zone's counters show on the zone
      if (!layout.panel.counters.empty() &&
          std::find(layout.panel.counters.begin(), layout.panel.counters.end(), k.name) ==
              layout.panel.counters.end())
        continue;
      p.counters.push_back({pretty_name(layout.counter_label(k.name)), k.value});
    }
    for (const ZoneView& z : view.zones()) {
      if (z.owner != s) continue;
      if (z.name == layout.panel.hand)
        p.zones.insert(p.zones.begin(), {"Hand", z.count});
      else if (std::find(layout.panel.zones.begin(), layout.panel.zones.end(), z.name) !=
               layout.panel.zones.end())
        p.zones.push_back({pretty_name(layout.zone_label(z.name)), z.count});
    }
    out.push_back(std::move(p));
  }
  return out;
}

void PlayerPanels::add_presence(std::vector<SeatPanel>& panels, const OnlineLink& link) {
  for (std::size_t s = 0; s < panels.size(); ++s) {
    SeatPanel& p = panels[s];
    if (p.role == "Bot") continue;
    const std::string player = s < link.player.size() ? link.player[s] : "";
    p.offline = s < link.seat_online.size() && !link.seat_online[s];
    if (p.role == "You") continue;
    p.remote = true;
    p.role = player.empty() ? "Open" : player.substr(0, 14);
  }
}

float PlayerPanels::panel_height(Ui& ui, const SeatPanel& p, float width) {
  float h = ui.s(40);
  const auto chips = chips_of(p);
  if (!chips.empty()) {
    float x = 0, rows = 1;
    for (const Chip& c : chips) {
      const float w = chip_width(ui, c);
      if (x > 0 && x + w > width - ui.s(28)) {
        ++rows;
        x = 0;
      }
      x += w + ui.s(6);
    }
    h += rows * ui.s(28) + ui.s(4);
  }
  if (!p.score.empty()) h += ui.s(22);
  return h + ui.s(6);
}

float PlayerPanels::full_height(Ui& ui, const std::vector<SeatPanel>& panels, float width) {
  float h = 0;
  for (const SeatPanel& p : panels) h += panel_height(ui, p, width) + ui.s(8);
  return h;
}

float PlayerPanels::height(Ui& ui, const std::vector<SeatPanel>& panels, float width, float room) {
  const float full = full_height(ui, panels, width);
  if (full <= room) return full;
  float h = 0;
  for (const float one : compact_heights(ui, panels, width, room)) h += one + ui.s(6);
  return std::min(room, h);
}

std::vector<float> PlayerPanels::compact_heights(Ui& ui, const std::vector<SeatPanel>& panels,
                                                 float width, float room) {
  const float one = compact_height(ui);
  const float extra = ui.font().getLineSpacing(ui.text_px(theme::kTextSmall));
  std::vector<float> out;
  float total = 0;
  for (const SeatPanel& p : panels) {
    const bool two = compact_fit(ui, {0, 0, width, one}, compact_line(p)).cut;
    out.push_back(two ? one + extra : one);
    total += out.back() + ui.s(6);
  }
  if (total > room + 1.f) out.assign(panels.size(), one);  // every seat in sight first
  return out;
}

std::vector<sf::FloatRect> PlayerPanels::places(Ui& ui, sf::FloatRect rect,
                                                const std::vector<SeatPanel>& panels,
                                                bool& compact) {
  // Many seats: one short panel each, so that every seat stays in sight.
  compact = full_height(ui, panels, rect.width) > rect.height + 1.f;
  const std::vector<float> heights =
      compact ? compact_heights(ui, panels, rect.width, rect.height) : std::vector<float>{};
  std::vector<sf::FloatRect> out;
  float y = rect.top;
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const SeatPanel& p = panels[i];
    const float h = compact ? heights[i] : panel_height(ui, p, rect.width);
    if (y + h > rect.top + rect.height + 1.f) break;
    out.push_back({rect.left, y, rect.width, h});
    y += h + ui.s(compact ? 6 : 8);
  }
  return out;
}

void PlayerPanels::frame(Ui& ui, sf::FloatRect rect, const std::vector<SeatPanel>& panels) {
  bool compact = false;
  const auto at = places(ui, rect, panels, compact);
  for (std::size_t i = 0; i < at.size(); ++i) {
    if (compact)
      draw_compact(ui, at[i], panels[i]);
    else
      draw_panel(ui, at[i], panels[i]);
  }
}

void PlayerPanels::hints(Ui& ui, sf::FloatRect rect, const std::vector<SeatPanel>& panels) {
  bool compact = false;
  const auto at = places(ui, rect, panels, compact);
  for (std::size_t i = 0; i < at.size(); ++i) {
    const SeatPanel& p = panels[i];
    if (name_fit(ui, at[i], p) != p.name) ui.hint(at[i], p.name);
    if (compact) {
      const std::string line = compact_line(p);
      if (compact_fit(ui, at[i], line).cut) ui.hint(at[i], line);
    }
  }
}

std::string PlayerPanels::key(Ui& ui, const std::vector<SeatPanel>& panels) {
  std::string k =
      std::to_string(ui.scale()) + "|" + std::to_string(static_cast<int>(ui.time() * 2.5f) % 3);
  for (const SeatPanel& p : panels) {
    k += "|" + p.name + ";" + std::to_string(p.colour.toInteger()) + ";" + p.role +
         (p.acting ? ";a" : "") + (p.chosen ? ";c" : "") + (p.turn ? ";t" : "") +
         (p.replay ? ";r" : "") + (p.offline ? ";o" : "") + ";" + p.score;
    for (const auto& [l, v] : p.counters) k += ";" + l + "=" + std::to_string(v);
    for (const auto& [l, v] : p.zones) k += ";" + l + "#" + std::to_string(v);
  }
  return k;
}

void PlayerPanels::draw_heading(Ui& ui, sf::FloatRect r, const SeatPanel& p) {
  sf::RenderTarget& t = ui.target();
  const float radius = ui.s(10);
  if (p.acting) draw::glow(t, r, radius, ui.s(8), with_alpha(p.colour, 120));
  draw::rounded_gradient(t, r, radius, theme::kPanelRaised, darken(theme::kPanelRaised, 0.12f));
  draw::rounded_outline(t, r, radius, p.acting ? 2.f : 1.f,
                        p.acting ? with_alpha(p.colour, 230) : theme::kBorder);
  // Colour bar and avatar disc.
  draw::rounded_rect(t, {r.left, r.top, ui.s(6), r.height}, ui.s(3), p.colour);
  const sf::Vector2f disc{r.left + ui.s(28), r.top + ui.s(21)};
  draw::circle_gradient(t, disc, ui.s(12), lighten(p.colour, 0.3f), p.colour);
  draw::ring(t, disc, ui.s(12), ui.s(1.5f), lighten(p.colour, 0.55f));
  const std::string initial = p.name.empty() ? "?" : p.name.substr(0, 1);
  draw::text_in(t, ui.bold(), initial, ui.text_px(13),
                draw::rect_around(disc, {ui.s(24), ui.s(24)}), ink_on(p.colour));
  // Name, role tag and state.
  const unsigned name_px = ui.text_px(theme::kTextBody);
  const float name_x = r.left + ui.s(48);
  const float tag_w = draw::text_width(ui.bold(), p.role, ui.text_px(11)) + ui.s(14);
  const std::string name = name_fit(ui, r, p);
  const float nw =
      draw::text_in(t, ui.bold(), name, name_px, {name_x, r.top + ui.s(6), r.width, ui.s(30)},
                    theme::kText, draw::Align::Left);
  const sf::FloatRect tag{name_x + nw + ui.s(8), r.top + ui.s(12), tag_w, ui.s(18)};
  const sf::Color tag_c = p.role == "You"   ? theme::kAccent
                          : p.role == "Bot" ? theme::kInfo
                                            : theme::kTextDim;
  draw::rounded_rect(t, tag, ui.s(9), scale_alpha(tag_c, 0.22f));
  draw::text_in(t, ui.bold(), p.role, ui.text_px(11), tag, tag_c);
  if (p.offline) {
    draw::text_in(t, ui.bold(), p.role == "Open" ? "not taken" : "offline", ui.text_px(12),
                  {r.left, r.top + ui.s(6), r.width - ui.s(12), ui.s(30)}, theme::kDanger,
                  draw::Align::Right);
  } else if (p.acting || p.chosen || p.turn) {
    // A bot (or a player elsewhere) thinks only in a game being played; a
    // replay just says who decides.
    const bool thinking = p.acting && (p.role == "Bot" || p.remote) && !p.replay;
    std::string state = p.chosen    ? "has chosen"
                        : !p.acting ? "turn"
                        : thinking  ? "thinking"
                        : p.replay  ? "decides"
                                    : "to play";
    if (thinking)
      state +=
          std::string(static_cast<std::size_t>(1 + static_cast<int>(ui.time() * 2.5f) % 3), '.');
    draw::text_in(t, ui.bold(), state, ui.text_px(12),
                  {r.left, r.top + ui.s(6), r.width - ui.s(12), ui.s(30)},
                  p.acting || p.chosen ? lighten(p.colour, 0.35f) : theme::kTextDim,
                  draw::Align::Right);
  }
}

std::string PlayerPanels::name_fit(Ui& ui, sf::FloatRect r, const SeatPanel& p) {
  const float tag_w = draw::text_width(ui.bold(), p.role, ui.text_px(11)) + ui.s(14);
  return draw::ellipsize(ui.bold(), p.name, ui.text_px(theme::kTextBody),
                         r.width - ui.s(60) - tag_w - ui.s(90));
}

std::string PlayerPanels::compact_line(const SeatPanel& p) {
  std::string line = p.score;
  for (const Chip& c : chips_of(p))
    line += (line.empty() ? "" : "  \xC2\xB7  ") + c.label + " " + c.value;
  return line;
}

draw::FittedText PlayerPanels::compact_fit(Ui& ui, sf::FloatRect r, const std::string& line) {
  // Smaller before it is cut, down to the smallest size the bars use.
  const std::size_t lines = r.height > compact_height(ui) + 1.f ? 2 : 1;
  return draw::fit_lines(ui.font(), line, ui.text_px(theme::kTextSmall),
                         std::max(9u, ui.text_px(11.f)), r.width - ui.s(56), lines);
}

void PlayerPanels::draw_compact(Ui& ui, sf::FloatRect r, const SeatPanel& p) {
  draw_heading(ui, r, p);
  const draw::FittedText line = compact_fit(ui, r, compact_line(p));
  const sf::FloatRect box{r.left + ui.s(48), r.top + ui.s(36), r.width - ui.s(56),
                          r.height - ui.s(40)};
  draw::lines_in(ui.target(), ui.font(), line, box,
                 p.score.empty() ? theme::kTextDim : theme::kAccent, draw::Align::Left);
}

void PlayerPanels::draw_panel(Ui& ui, sf::FloatRect r, const SeatPanel& p) {
  sf::RenderTarget& t = ui.target();
  draw_heading(ui, r, p);
  // Chips.
  float x = r.left + ui.s(16), y = r.top + ui.s(42);
  const unsigned px = ui.text_px(theme::kTextSmall);
  for (const Chip& c : chips_of(p)) {
    const float w = chip_width(ui, c);
    if (x > r.left + ui.s(16) && x + w > r.left + r.width - ui.s(10)) {
      x = r.left + ui.s(16);
      y += ui.s(28);
    }
    const sf::FloatRect chip{x, y, w, ui.s(24)};
    draw::rounded_rect(t, chip, ui.s(6), sf::Color(0, 0, 0, 70));
    float tx = chip.left + ui.s(8);
    if (c.hand) {
      // Two little cards.
      draw::rounded_rect(t, {tx + ui.s(3), chip.top + ui.s(5), ui.s(9), ui.s(13)}, ui.s(2),
                         sf::Color(180, 186, 196));
      draw::rounded_rect(t, {tx, chip.top + ui.s(7), ui.s(9), ui.s(13)}, ui.s(2),
                         sf::Color(236, 230, 214));
      tx += ui.s(14);
    }
    tx += draw::text_in(t, ui.font(), c.label, px, {tx, chip.top, w, chip.height}, theme::kTextDim,
                        draw::Align::Left) +
          ui.s(6);
    draw::text_in(t, ui.bold(), c.value, px, {tx, chip.top, w, chip.height}, theme::kText,
                  draw::Align::Left);
    x += w + ui.s(6);
  }
  if (!p.score.empty())
    draw::text_in(t, ui.bold(), p.score, px,
                  {r.left + ui.s(16), r.top + r.height - ui.s(26), r.width, ui.s(20)},
                  theme::kAccent, draw::Align::Left);
}

}  // namespace tabula::gui
