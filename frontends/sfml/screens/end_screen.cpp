#include "screens/end_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/standings.hpp"
#include "screens/table_screen.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

std::string number(double v) {
  char buf[32];
  if (std::floor(v) == v && std::abs(v) < 1e15)
    std::snprintf(buf, sizeof buf, "%.0f", v);
  else
    std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

sf::Color medal(int rank) {
  if (rank == 1) return {232, 186, 62};
  if (rank == 2) return {190, 198, 210};
  if (rank == 3) return {200, 130, 80};
  return {90, 100, 114};
}

}  // namespace

std::pair<std::vector<std::string>, std::string> EndScreen::score_columns(const Results& results) {
  std::vector<std::string> columns;
  for (const SeatResult& r : results.seats)
    for (const auto& [label, value] : r.breakdown) {
      (void)value;
      if (std::find(columns.begin(), columns.end(), label) == columns.end())
        columns.push_back(label);
    }
  auto is_score = [&](const std::string& label) {
    for (const SeatResult& r : results.seats) {
      const auto line = std::find_if(r.breakdown.begin(), r.breakdown.end(),
                                     [&](const auto& b) { return b.first == label; });
      if (line == r.breakdown.end() || r.score.empty() || line->second != r.score.front())
        return false;
    }
    return !results.seats.empty();
  };
  std::string score_label = "Score";
  for (auto it = columns.begin(); it != columns.end(); ++it)
    if (is_score(*it)) {
      score_label = *it;
      columns.erase(it);
      break;
    }
  return {columns, score_label};
}

EndScreen::EndScreen(AppContext& ctx, TableScreen& table) : ctx_(ctx), table_(table) {}

void EndScreen::frame(Ui& ui) {
  const ProbeRole modal(TextProbe::Role::Modal);  // over the table
  sf::RenderTarget& t = ui.target();
  const sf::Vector2f size = ui.size();
  if (folded_) {
    const sf::FloatRect b{size.x / 2.f - ui.s(110), size.y - ui.s(64), ui.s(220), ui.s(44)};
    if (ui.button("unfold", b, "Show the results", ButtonKind::Primary)) folded_ = false;
    return;
  }
  const float appear = std::clamp(age_ / 0.35f, 0.f, 1.f);
  draw::rect(t, {0, 0, size.x, size.y}, sf::Color(8, 10, 14, static_cast<sf::Uint8>(170 * appear)));
  const TableGame& game = table_.game();
  const Results& results = game.results();
  const float rows = static_cast<float>(results.seats.size());
  std::size_t columns = 0;
  for (const SeatResult& r : results.seats) columns = std::max(columns, r.breakdown.size());
  const float w = std::min(size.x - ui.s(60), ui.s(560) + ui.s(76) * static_cast<float>(columns));
  const float h = std::min(size.y - ui.s(40), ui.s(262) + rows * ui.s(64));
  const sf::FloatRect panel{(size.x - w) / 2.f, (size.y - h) / 2.f + (1.f - appear) * ui.s(30), w,
                            h};
  ui.panel(panel, ui.s(16), theme::kPanel);
  draw::rounded_outline(t, panel, ui.s(16), 1.f, theme::kBorder);
  draw_results(ui, panel);

  const float bh = ui.s(44), by = panel.top + panel.height - bh - ui.s(20);
  again_ = {panel.left + panel.width - ui.s(200) - ui.s(24), by, ui.s(200), bh};
  // Online the server keeps the game (and its seed): no replay here, and
  // the next game is another table.
  const bool here = table_.here() != nullptr;
  if (ui.button("again", again_, here ? "Play again" : "Another table", ButtonKind::Primary))
    table_.play_again();
  const float bw = std::min(ui.s(160), (panel.width - ui.s(48) - again_.width - ui.s(30)) / 3.f);
  if (here && ui.button("replay", {again_.left - bw - ui.s(10), by, bw, bh}, "Watch replay"))
    table_.watch_replay();
  if (ui.button("games", {panel.left + ui.s(24), by, bw, bh}, here ? "Back to games" : "The lobby",
                ButtonKind::Ghost))
    table_.leave();
  if (ui.button("fold", {panel.left + ui.s(24) + bw + ui.s(10), by, bw, bh}, "See the table",
                ButtonKind::Ghost))
    folded_ = true;
  if (ui.key(sf::Keyboard::Escape)) table_.leave();
}

void EndScreen::draw_results(Ui& ui, sf::FloatRect panel) {
  sf::RenderTarget& t = ui.target();
  const TableGame& game = table_.game();
  const Results& results = game.results();
  const auto& seats = game.setup().seats;
  // Headline: the winners.
  std::string head;
  const auto winners = results.winners();
  for (std::size_t i = 0; i < winners.size(); ++i) {
    if (i) head += i + 1 == winners.size() ? " and " : ", ";
    head += seats[static_cast<std::size_t>(winners[i])].name;
  }
  head = winners.empty() ? "Game over" : head + (winners.size() > 1 ? " share the win!" : " wins!");
  ui.label_in("GAME OVER", {panel.left, panel.top + ui.s(18), panel.width, ui.s(20)},
              theme::kTextSmall, theme::kTextFaint, draw::Align::Center, true);
  ui.label_in(head, {panel.left, panel.top + ui.s(40), panel.width, ui.s(46)},
              theme::kTextTitle + 4.f, theme::kAccent, draw::Align::Center, true);
  // Why it ended, in the game's words.
  if (!results.end_reason.empty()) {
    const sf::FloatRect why{panel.left + ui.s(24), panel.top + ui.s(84), panel.width - ui.s(48),
                            ui.s(22)};
    const std::string reason = "The game ended: " + results.end_reason;
    const draw::FittedText fit = draw::fit_lines(ui.font(), reason, ui.text_px(theme::kTextBody),
                                                 std::max(9u, ui.text_px(11.f)), why.width, 1);
    draw::lines_in(t, ui.font(), fit, why, theme::kTextDim);
    if (fit.cut) ui.hint(why, reason);
  }

  // Columns: rank, name, score, then the breakdown labels; a line of the
  // breakdown that is the score itself names the score column instead.
  const auto [columns, score_label] = score_columns(results);
  const float left = panel.left + ui.s(28), right = panel.left + panel.width - ui.s(28);
  const float name_w = ui.s(200);
  const float score_x = left + ui.s(56) + name_w;
  const float col_w =
      columns.empty() ? 0.f : (right - score_x - ui.s(100)) / static_cast<float>(columns.size());
  float y = panel.top + ui.s(116);
  ui.label(score_label, {score_x + ui.s(40), y}, theme::kTextSmall, theme::kTextDim,
           draw::Align::Center, true);
  // Column heads: one line, or two smaller ones when the name is long.
  const unsigned head_px = ui.text_px(theme::kTextSmall);
  const unsigned small_px = ui.text_px(theme::kTextSmall - 2.f);
  for (std::size_t c = 0; c < columns.size(); ++c) {
    const float cx = score_x + ui.s(100) + col_w * (static_cast<float>(c) + 0.5f);
    const float room = col_w - ui.s(6);
    const unsigned fit = draw::fit_size(ui.bold(), columns[c], head_px, draw::px(ui.s(9)), room);
    if (draw::text_width(ui.bold(), columns[c], fit) <= room &&
        columns[c].find(' ') == std::string::npos) {
      draw::text(ui.target(), ui.bold(), columns[c], fit, {cx, y + (head_px - fit) * 0.5f},
                 theme::kTextDim, draw::Align::Center);
      if (fit < head_px && ui.hover({cx - col_w / 2.f, y - ui.s(8), col_w, ui.s(32)}))
        ui.tooltip(columns[c]);
      continue;
    }
    if (draw::text_width(ui.bold(), columns[c], head_px) <= room) {
      draw::text(ui.target(), ui.bold(), columns[c], head_px, {cx, y}, theme::kTextDim,
                 draw::Align::Center);
      continue;
    }
    const auto lines = draw::wrap(ui.bold(), columns[c], small_px, room);
    const float lh = ui.bold().getLineSpacing(small_px) * 0.9f;
    for (std::size_t l = 0; l < lines.size() && l < 2; ++l) {
      const std::string line = l == 1 && lines.size() > 2 ? lines[1] + " \xE2\x80\xA6" : lines[l];
      draw::text(ui.target(), ui.bold(), draw::ellipsize(ui.bold(), line, small_px, room), small_px,
                 {cx, y - (lines.size() > 1 ? lh * 0.5f : 0.f) + lh * static_cast<float>(l)},
                 theme::kTextDim, draw::Align::Center);
    }
    if (ui.hover({cx - col_w / 2.f, y - ui.s(8), col_w, ui.s(32)})) ui.tooltip(columns[c]);
  }
  y += ui.s(30);
  // In the order of the places: the declared winners first, whatever their points.
  const std::vector<int> place = places(results);
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < results.seats.size(); ++i) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return place[a] < place[b]; });
  const float row_h = ui.s(56);
  for (const std::size_t i : order) {
    const SeatResult* r = &results.seats[i];
    const int at = place[i];
    const bool won = std::find(winners.begin(), winners.end(), r->seat) != winners.end();
    if (y + row_h > panel.top + panel.height - ui.s(80)) break;
    const SeatConfig& seat = seats[static_cast<std::size_t>(r->seat)];
    const sf::Color c = table_.kit().layout().seat_colour(r->seat, seat.color);
    const sf::FloatRect row{left - ui.s(8), y, right - left + ui.s(16), row_h - ui.s(8)};
    draw::rounded_rect(t, row, ui.s(10), won ? sf::Color(242, 193, 78, 28) : theme::kPanelRaised);
    const sf::Vector2f m{left + ui.s(22), y + (row_h - ui.s(8)) / 2.f};
    draw::circle_gradient(t, m, ui.s(17), lighten(medal(at), 0.35f), medal(at));
    draw::text_in(t, ui.bold(), std::to_string(at), ui.text_px(16),
                  draw::rect_around(m, {ui.s(34), ui.s(34)}), sf::Color(30, 26, 18));
    draw::circle(t, {left + ui.s(62), m.y}, ui.s(7), c);
    ui.label_in(
        draw::ellipsize(ui.bold(), seat.name, ui.text_px(theme::kTextLarge), name_w - ui.s(20)),
        {left + ui.s(76), row.top, name_w, row.height}, theme::kTextLarge, theme::kText,
        draw::Align::Left, true);
    ui.label_in(number(r->score.empty() ? 0 : r->score.front()),
                {score_x, row.top, ui.s(80), row.height}, theme::kTextTitle,
                won ? theme::kAccent : theme::kText, draw::Align::Center, true);
    for (std::size_t cidx = 0; cidx < columns.size(); ++cidx) {
      std::string v = "\xE2\x80\x93";
      for (const auto& [label, value] : r->breakdown)
        if (label == columns[cidx]) v = number(value);
      ui.label_in(
          v, {score_x + ui.s(100) + col_w * static_cast<float>(cidx), row.top, col_w, row.height},
          theme::kTextLarge, theme::kTextDim, draw::Align::Center);
    }
    y += row_h;
  }
}

std::optional<sf::Vector2f> EndScreen::locate(const std::string& target) const {
  if (target == "button Play again" && again_.width > 0) return draw::centre(again_);
  return std::nullopt;
}

}  // namespace tabula::gui
