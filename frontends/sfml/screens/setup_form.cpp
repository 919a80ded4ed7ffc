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

SetupForm::SetupForm(const Manifest& manifest, std::vector<std::string> colours, bool online)
    : manifest_(manifest), fixed_colours_(std::move(colours)), online_(online) {
  players_ = std::clamp(2, manifest.min_players, manifest.max_players);
  resize(players_);
  for (const GameOption& o : manifest.options) {
    if (!o.per_seat) values_[o.name] = o.default_value;
    for (int seat = 0; o.per_seat && seat < manifest.max_players; ++seat)
      values_[seat_option_key(o.name, seat)] = o.default_value;
  }
  new_seed();
}

void SetupForm::new_seed() {
  seed_ = std::to_string(GameFactory::fresh_seed() % 1000000000ull);
}

// The controller a new seat gets after the first (a person): the Normal
// bot, an opponent worth playing (0 is a person, k the k-th bot level).
int SetupForm::default_bot() {
  const BotLevel* normal = bot_level("mcts:normal");
  return normal ? static_cast<int>(normal - bot_levels().data()) + 1 : 1;
}

void SetupForm::resize(int players) {
  while (static_cast<int>(seats_.size()) < players) {
    const std::size_t i = seats_.size();
    Seat s;
    s.controller = i == 0 ? 0 : default_bot() + people_kinds() - 1;
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
  // People first (online: a seat anyone may take, or one for a friend's
  // token), then the bots.
  std::vector<std::string> kinds{online_ ? "Open seat" : "Person"};
  if (online_) kinds.push_back("Private seat");
  for (const BotLevel& b : bot_levels()) kinds.push_back(b.name + " bot");
  const int cols = players_ > 4 ? 2 : 1;
  const float gap = ui.s(12);
  const float col_w = (r.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float row_h = ui.s(36), row_gap = ui.s(6);
  const float options_h = has_seat_options() ? ui.s(32) + ui.s(4) : 0.f;
  for (int i = 0; i < players_; ++i) {
    Seat& s = seats_[static_cast<std::size_t>(i)];
    const float x = r.left + static_cast<float>(i % cols) * (col_w + gap);
    const float y = r.top + static_cast<float>(i / cols) * (row_h + options_h + row_gap);
    if (options_h > 0)
      draw_seat_options(
          ui, i, {x + row_h + ui.s(6), y + row_h + ui.s(4), col_w - row_h - ui.s(6), ui.s(32)});
    const std::string id = "seat" + std::to_string(i);
    const sf::Color c = seat_colour(colour_name(i), i);
    const sf::FloatRect sw{x, y + ui.s(2), row_h - ui.s(4), row_h - ui.s(4)};
    if (online_ || static_cast<std::size_t>(i) < fixed_colours_.size()) {
      draw::circle_gradient(ui.target(), draw::centre(sw), sw.width / 2.f - ui.s(3),
                            lighten(c, 0.25f), c);
      if (ui.hover(sw) && !online_) ui.tooltip("This game gives each seat its colour");
    } else {
      if (ui.swatch(id + "c", sw, c, true)) next_colour(static_cast<std::size_t>(i));
      if (ui.hover(sw)) ui.tooltip("Click for another colour");
    }
    // Online the seat's label is short (no name to type): the kinds take the rest.
    const float seg_room = online_ ? col_w - row_h - ui.s(90) : col_w * 0.5f;
    const float seg_w = std::min(ui.s(118) * static_cast<float>(kinds.size()), seg_room);
    const sf::FloatRect name_box{x + row_h + ui.s(6), y, col_w - row_h - seg_w - ui.s(16), row_h};
    if (online_)
      ui.label_in("Seat " + std::to_string(i + 1), name_box, theme::kTextBody, theme::kText,
                  draw::Align::Left, true);
    else
      (void)ui.text_field(id + "n", name_box, s.name, "Name");
    int k = s.controller;
    if (ui.segmented(id + "k", {x + col_w - seg_w, y, seg_w, row_h}, k, kinds)) {
      s.controller = k;
      if (k == 0 && s.name.rfind("Bot", 0) == 0) s.name = kNames[i % 16];
    }
  }
  const int rows = (players_ + cols - 1) / cols;
  return static_cast<float>(rows) * (row_h + options_h + row_gap);
}

bool SetupForm::draw_value(Ui& ui, const GameOption& o, const std::string& id, sf::FloatRect w) {
  std::string& v = values_[id];
  targets_[id] = w;
  if (o.type == "bool") {
    bool on = v == "true";
    if (!ui.toggle(id, w, on)) return false;
    v = on ? "true" : "false";
    return true;
  }
  if (o.type == "int") {
    int n = std::atoi(v.c_str());
    if (!ui.stepper(id, {w.left, w.top, std::min(w.width, ui.s(170)), w.height}, n,
                    static_cast<int>(o.min), static_cast<int>(o.max)))
      return false;
    v = std::to_string(n);
    return true;
  }
  int index = 0;
  for (std::size_t i = 0; i < o.values.size(); ++i)
    if (o.values[i] == v) index = static_cast<int>(i);
  std::vector<std::string> labels;
  for (const std::string& s : o.values) labels.push_back(pretty_name(s));
  if (labels.empty()) return false;
  const float seg_w = ui.s(120) * static_cast<float>(labels.size());
  if (o.values.size() <= 4 && seg_w <= w.width + 1.f) {
    if (!ui.segmented(id, {w.left, w.top, seg_w, w.height}, index, labels)) return false;
  } else {
    // Too many values (or too little room) for a row of them: one button that steps.
    const std::string shown = labels[static_cast<std::size_t>(index)];
    if (!ui.button(id, {w.left, w.top, std::min(w.width, ui.s(260)), w.height},
                   "\xE2\x97\x80  " + shown + "  \xE2\x96\xB6"))
      return false;
    index = (index + 1) % static_cast<int>(o.values.size());
  }
  v = o.values[static_cast<std::size_t>(index)];
  return true;
}

float SetupForm::draw_options(Ui& ui, sf::FloatRect r) {
  float y = r.top;
  const float row_h = ui.s(34);
  const float label_w = std::min(ui.s(220), r.width * 0.42f);
  for (const GameOption& o : manifest_.options) {
    if (o.hidden || o.per_seat) continue;  // hidden: for tests; per seat: in the seats' rows
    const std::string label = o.label.empty() ? pretty_name(o.name) : o.label;
    const sf::FloatRect box{r.left, y, label_w, row_h};
    const std::string shown =
        draw::ellipsize(ui.font(), label, ui.text_px(theme::kTextBody), label_w - ui.s(8));
    ui.label_in(shown, box, theme::kTextBody, theme::kText, draw::Align::Left);
    if (!o.description.empty())
      ui.hint(box, shown == label ? o.description : label + ": " + o.description);
    else if (shown != label)
      ui.hint(box, label);
    (void)draw_value(ui, o, o.name, {r.left + label_w, y, r.width - label_w, row_h});
    y += row_h + ui.s(6);
  }
  return y - r.top;
}

float SetupForm::draw_seat_options(Ui& ui, int seat, sf::FloatRect r) {
  // The options each seat sets for itself, under the seat's name: a short
  // label (the description on hover) and its value.
  float x = r.left;
  for (const GameOption& o : manifest_.options) {
    if (!o.per_seat || o.hidden) continue;
    const std::string label = o.label.empty() ? pretty_name(o.name) : o.label;
    const unsigned px = ui.text_px(theme::kTextSmall);
    const float lw = std::min(draw::text_width(ui.font(), label, px) + ui.s(8), ui.s(120));
    const sf::FloatRect box{x, r.top, lw, r.height};
    const std::string shown = draw::ellipsize(ui.font(), label, px, lw - ui.s(4));
    ui.label_in(shown, box, theme::kTextSmall, theme::kTextDim, draw::Align::Left);
    ui.hint(box, o.description.empty() ? label : label + ": " + o.description);
    const float ww = std::min(r.left + r.width - x - lw, o.type == "bool" ? ui.s(110) : ui.s(260));
    (void)draw_value(ui, o, seat_option_key(o.name, seat), {x + lw, r.top, ww, r.height});
    x += lw + ww + ui.s(12);
  }
  return r.height;
}

bool SetupForm::has_seat_options() const {
  return std::any_of(manifest_.options.begin(), manifest_.options.end(),
                     [](const GameOption& o) { return o.per_seat && !o.hidden; });
}

std::optional<sf::FloatRect> SetupForm::target(const std::string& id) const {
  auto it = targets_.find(id);
  if (it == targets_.end()) return std::nullopt;
  return it->second;
}

float SetupForm::frame(Ui& ui, sf::FloatRect r) {
  targets_.clear();
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
                                     [](const GameOption& o) { return !o.hidden && !o.per_seat; });
  if (any_shown) {
    section(ui, "OPTIONS", r.left, y, r.width);
    y += draw_options(ui, {r.left, y, r.width, 0}) + ui.s(6);
  }
  if (online_) return y - r.top;  // the server draws the seed
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
    const int bot = s.controller - people_kinds();
    c.controller = s.controller == 0 ? "human"
                   : bot < 0         ? "private"
                                     : bot_levels()[static_cast<std::size_t>(bot)].spec;
    c.name = s.name.empty() ? (c.controller == "human" ? "Player " : "Bot ") + std::to_string(i + 1)
                            : s.name;
    c.color = colour_name(i);
    g.seats.push_back(c);
  }
  // Per-seat options go to the seats that play ("banner.2"); the rest as they are.
  for (const auto& [key, value] : values_) {
    const auto dot = key.rfind('.');
    if (dot == std::string::npos || std::atoi(key.c_str() + dot + 1) <= players_)
      g.options[key] = value;
  }
  g.seed = seed_.empty() ? GameFactory::fresh_seed() : std::stoull(seed_);
  return g;
}

}  // namespace tabula::gui
