#include "screens/setup_form.hpp"

#include <algorithm>

#include "layout/layout.hpp"
#include "screens/game_factory.hpp"
#include "tabula/bot.hpp"
#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

const char* kNames[] = {"Alice", "Bob",  "Carol",   "Dave", "Erin",   "Frank", "Grace",  "Heidi",
                        "Ivan",  "Judy", "Mallory", "Niaj", "Olivia", "Peggy", "Rupert", "Sybil"};

void section(Ui& ui, const std::string& title, float x, float& y, float w) {
  ui.label(title, {x, y}, theme::kTextSmall, theme::kTextFaint, draw::Align::Left, true);
  const float tw = draw::text_width(ui.bold(), title, ui.text_px(theme::kTextSmall)) + ui.s(10);
  draw::rect(ui.target(), {x + tw, y + ui.s(8), std::max(0.f, w - tw), 1.f},
             sf::Color(255, 255, 255, 18));
  y += ui.s(22);
}

}  // namespace

SetupForm::SetupForm(const Manifest& manifest, std::vector<std::string> colours)
    : manifest_(manifest), fixed_colours_(std::move(colours)) {
  players_ = std::clamp(2, manifest.min_players, manifest.max_players);
  resize(players_);
  for (const GameOption& o : manifest.options) values_[o.name] = o.default_value;
  new_seed();
}

void SetupForm::new_seed() {
  seed_ = std::to_string(GameFactory::fresh_seed() % 1000000000ull);
}

void SetupForm::resize(int players) {
  while (static_cast<int>(seats_.size()) < players) {
    const std::size_t i = seats_.size();
    Seat s;
    s.controller = i == 0 ? 0 : 1;
    s.name = kNames[i % 16];
    s.colour = static_cast<int>(i % seat_colour_names().size());
    seats_.push_back(s);
  }
  players_ = players;
}

std::string SetupForm::colour_name(int seat) const {
  const auto i = static_cast<std::size_t>(seat);
  return i < fixed_colours_.size()
             ? fixed_colours_[i]
             : seat_colour_names()[static_cast<std::size_t>(seats_[i].colour)];
}

void SetupForm::next_colour(std::size_t seat) {
  const int n = static_cast<int>(seat_colour_names().size());
  for (int step = 1; step <= n; ++step) {
    const int c = (seats_[seat].colour + step) % n;
    bool used = false;
    for (int i = 0; i < players_; ++i)
      used |=
          static_cast<std::size_t>(i) != seat && seats_[static_cast<std::size_t>(i)].colour == c;
    if (!used) {
      seats_[seat].colour = c;
      return;
    }
  }
}

float SetupForm::draw_seats(Ui& ui, sf::FloatRect r) {
  std::vector<std::string> kinds{"Person"};
  for (const std::string& b : bot_names()) kinds.push_back(pretty_name(b) + " bot");
  const int cols = players_ > 4 ? 2 : 1;
  const float gap = ui.s(12);
  const float col_w = (r.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float row_h = ui.s(36), row_gap = ui.s(6);
  for (int i = 0; i < players_; ++i) {
    Seat& s = seats_[static_cast<std::size_t>(i)];
    const float x = r.left + static_cast<float>(i % cols) * (col_w + gap);
    const float y = r.top + static_cast<float>(i / cols) * (row_h + row_gap);
    const std::string id = "seat" + std::to_string(i);
    const sf::Color c = seat_colour(colour_name(i), i);
    const sf::FloatRect sw{x, y + ui.s(2), row_h - ui.s(4), row_h - ui.s(4)};
    if (static_cast<std::size_t>(i) < fixed_colours_.size()) {
      draw::circle_gradient(ui.target(), draw::centre(sw), sw.width / 2.f - ui.s(3),
                            lighten(c, 0.25f), c);
      if (ui.hover(sw)) ui.tooltip("This game gives each seat its colour");
    } else {
      if (ui.swatch(id + "c", sw, c, true)) next_colour(static_cast<std::size_t>(i));
      if (ui.hover(sw)) ui.tooltip("Click for another colour");
    }
    const float seg_w = std::min(ui.s(118) * static_cast<float>(kinds.size()), col_w * 0.5f);
    (void)ui.text_field(id + "n", {x + row_h + ui.s(6), y, col_w - row_h - seg_w - ui.s(16), row_h},
                        s.name, "Name");
    int k = s.controller;
    if (ui.segmented(id + "k", {x + col_w - seg_w, y, seg_w, row_h}, k, kinds)) {
      s.controller = k;
      if (k == 0 && s.name.rfind("Bot", 0) == 0) s.name = kNames[i % 16];
    }
  }
  const int rows = (players_ + cols - 1) / cols;
  return static_cast<float>(rows) * (row_h + row_gap);
}

float SetupForm::draw_options(Ui& ui, sf::FloatRect r) {
  float y = r.top;
  const float row_h = ui.s(34);
  const float label_w = std::min(ui.s(220), r.width * 0.42f);
  for (const GameOption& o : manifest_.options) {
    if (o.hidden) continue;  // for tests and tools: it keeps its default
    std::string& v = values_[o.name];
    const std::string label = o.label.empty() ? pretty_name(o.name) : o.label;
    ui.label_in(draw::ellipsize(ui.font(), label, ui.text_px(theme::kTextBody), label_w - ui.s(8)),
                {r.left, y, label_w, row_h}, theme::kTextBody, theme::kText, draw::Align::Left);
    if (!o.description.empty() && ui.hover({r.left, y, label_w, row_h})) ui.tooltip(o.description);
    const sf::FloatRect w{r.left + label_w, y, r.width - label_w, row_h};
    if (o.type == "bool") {
      bool on = v == "true";
      if (ui.toggle(o.name, w, on)) v = on ? "true" : "false";
    } else if (o.type == "int") {
      int n = std::atoi(v.c_str());
      if (ui.stepper(o.name, {w.left, w.top, std::min(w.width, ui.s(170)), w.height}, n,
                     static_cast<int>(o.min), static_cast<int>(o.max)))
        v = std::to_string(n);
    } else {
      int index = 0;
      for (std::size_t i = 0; i < o.values.size(); ++i)
        if (o.values[i] == v) index = static_cast<int>(i);
      std::vector<std::string> labels;
      for (const std::string& s : o.values) labels.push_back(pretty_name(s));
      if (o.values.size() <= 4) {
        if (ui.segmented(
                o.name,
                {w.left, w.top, std::min(w.width, ui.s(120) * static_cast<float>(labels.size())),
                 w.height},
                index, labels))
          v = o.values[static_cast<std::size_t>(index)];
      } else if (!o.values.empty()) {
        const float bw = std::min(w.width, ui.s(260));
        if (ui.button(
                o.name, {w.left, w.top, bw, w.height},
                "\xE2\x97\x80  " + labels[static_cast<std::size_t>(index)] + "  \xE2\x96\xB6"))
          v = o.values[static_cast<std::size_t>((index + 1) % static_cast<int>(o.values.size()))];
      }
    }
    y += row_h + ui.s(6);
  }
  return y - r.top;
}

float SetupForm::frame(Ui& ui, sf::FloatRect r) {
  float y = r.top;
  section(ui, "PLAYERS", r.left, y, r.width);
  int players = players_;
  if (manifest_.min_players != manifest_.max_players) {
    if (ui.stepper("players", {r.left, y, ui.s(150), ui.s(36)}, players, manifest_.min_players,
                   manifest_.max_players))
      resize(players);
    ui.label_in(std::to_string(manifest_.min_players) + " to " +
                    std::to_string(manifest_.max_players) + " players",
                {r.left + ui.s(164), y, ui.s(200), ui.s(36)}, theme::kTextSmall, theme::kTextDim,
                draw::Align::Left);
    y += ui.s(44);
  }
  y += draw_seats(ui, {r.left, y, r.width, 0}) + ui.s(10);
  const bool any_shown = std::any_of(manifest_.options.begin(), manifest_.options.end(),
                                     [](const GameOption& o) { return !o.hidden; });
  if (any_shown) {
    section(ui, "OPTIONS", r.left, y, r.width);
    y += draw_options(ui, {r.left, y, r.width, 0}) + ui.s(6);
  }
  section(ui, "SEED", r.left, y, r.width);
  (void)ui.text_field("seed", {r.left, y, ui.s(170), ui.s(36)}, seed_, "random", true, 19);
  if (ui.button("reseed", {r.left + ui.s(178), y, ui.s(110), ui.s(36)}, "New seed",
                ButtonKind::Ghost))
    new_seed();
  if (ui.hover({r.left, y, ui.s(170), ui.s(36)}))
    ui.tooltip("The same seed and the same choices replay the same game");
  y += ui.s(44);
  return y - r.top;
}

GameSetup SetupForm::setup() const {
  GameSetup g;
  for (int i = 0; i < players_; ++i) {
    const Seat& s = seats_[static_cast<std::size_t>(i)];
    SeatConfig c;
    c.controller =
        s.controller == 0 ? "human" : bot_names()[static_cast<std::size_t>(s.controller - 1)];
    c.name = s.name.empty() ? (c.controller == "human" ? "Player " : "Bot ") + std::to_string(i + 1)
                            : s.name;
    c.color = colour_name(i);
    g.seats.push_back(c);
  }
  g.options = values_;
  g.seed = seed_.empty() ? GameFactory::fresh_seed() : std::stoull(seed_);
  return g;
}

}  // namespace tabula::gui
