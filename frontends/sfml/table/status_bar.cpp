#include "table/status_bar.hpp"

#include "widgets/theme.hpp"

namespace tabula::gui {

StatusAction StatusBar::frame(Ui& ui, sf::FloatRect r, const StatusInfo& info) {
  sf::RenderTarget& t = ui.target();
  draw::rect(t, r, theme::kPanel);
  draw::rect(t, {r.left, r.top + r.height - 1.f, r.width, 1.f}, theme::kBorder);
  float x = r.left + ui.s(16);
  x += ui.label_in(info.game, {x, r.top, r.width, r.height}, theme::kTextLarge, theme::kAccent,
                   draw::Align::Left, true);
  auto part = [&](const std::string& text, sf::Color c, bool bold) {
    if (text.empty()) return;
    x += ui.s(12);
    draw::circle(t, {x, r.top + r.height / 2.f}, ui.s(2), theme::kTextFaint);
    x += ui.s(12);
    x += ui.label_in(text, {x, r.top, r.width, r.height}, theme::kTextBody, c, draw::Align::Left,
                     bold);
  };
  part(info.round, theme::kText, true);
  part(info.phase, theme::kTextDim, false);
  StatusAction action = StatusAction::None;
  const float bw = ui.s(86);
  const int buttons = (info.replay ? 2 : 5) + (info.zoomed ? 1 : 0);
  const float limit =
      r.left + r.width - ui.s(12) - (bw + ui.s(8)) * static_cast<float>(buttons) - ui.s(16);
  const unsigned px = ui.text_px(theme::kTextBody);
  std::string hidden;
  int more = 0;
  for (const auto& [label, value] : info.counters) {
    const std::string text = label + " " + std::to_string(value);
    if (more == 0 && x + ui.s(24) + draw::text_width(ui.font(), text, px) + ui.s(60) < limit) {
      part(text, theme::kTextDim, false);
    } else {
      ++more;
      hidden += (hidden.empty() ? "" : ",  ") + text;
    }
  }
  if (more > 0) {
    const sf::FloatRect chip{x + ui.s(12), r.top + ui.s(11), ui.s(58), r.height - ui.s(22)};
    draw::rounded_rect(t, chip, ui.s(6), theme::kPanelRaised);
    draw::text_in(t, ui.bold(), "+" + std::to_string(more), ui.text_px(theme::kTextSmall), chip,
                  theme::kTextDim);
    if (ui.hover(chip)) ui.tooltip(hidden.size() > 180 ? hidden.substr(0, 177) + "..." : hidden);
  }

  const float bh = r.height - ui.s(14);
  float bx = r.left + r.width - ui.s(12) - bw;
  const float by = r.top + ui.s(7);
  if (ui.button("leave", {bx, by, bw, bh}, "Leave", ButtonKind::Ghost))
    action = StatusAction::Leave;
  if (ui.hover({bx, by, bw, bh})) ui.tooltip("Back to the games (Esc). The game stays saved.");
  if (!info.replay) {
    bx -= bw + ui.s(8);
    if (ui.button("save", {bx, by, bw, bh}, "Save", ButtonKind::Ghost, info.can_save))
      action = StatusAction::Save;
    if (ui.hover({bx, by, bw, bh})) ui.tooltip("Save a copy of this game (Ctrl+S)");
    bx -= bw + ui.s(8);
    if (ui.button("undo", {bx, by, bw, bh}, "Undo", ButtonKind::Ghost, info.can_undo))
      action = StatusAction::Undo;
    if (ui.hover({bx, by, bw, bh}))
      ui.tooltip(info.can_undo ? "Take back your last decision (Ctrl+Z)"
                               : "Cannot undo: " + info.undo_why);
    bx -= bw + ui.s(8);
    if (ui.button("hint", {bx, by, bw, bh}, info.hinting ? "Hint..." : "Hint", ButtonKind::Ghost,
                  info.can_hint && !info.hinting))
      action = StatusAction::Hint;
    if (ui.hover({bx, by, bw, bh}))
      ui.tooltip(info.hinting ? "The Normal bot is thinking about your decision"
                              : "What the Normal bot would choose, with its win estimates (H)");
  }
  bx -= bw + ui.s(8);
  if (ui.button("rules", {bx, by, bw, bh}, "Rules", ButtonKind::Ghost))
    action = StatusAction::Rules;
  if (ui.hover({bx, by, bw, bh})) ui.tooltip("The player aid: turn, icons, scoring (F1)");
  if (info.zoomed) {
    bx -= bw + ui.s(8);
    if (ui.button("view", {bx, by, bw, bh}, "Fit table", ButtonKind::Ghost))
      action = StatusAction::ResetView;
  }
  return action;
}

}  // namespace tabula::gui
