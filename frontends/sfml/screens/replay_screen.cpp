#include "screens/replay_screen.hpp"

#include <algorithm>
#include <iostream>

#include "screens/aid_screen.hpp"
#include "screens/game_factory.hpp"
#include "table/status_bar.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

ReplayScreen::ReplayScreen(AppContext& ctx, std::unique_ptr<ReplayCursor> cursor, bool pushed)
    : ctx_(ctx), cursor_(std::move(cursor)), pushed_(pushed) {
  init();
}

ReplayScreen::ReplayScreen(AppContext& ctx, std::shared_ptr<const Module> module,
                           const GameSetup& setup, const std::vector<Choice>& choices)
    : ctx_(ctx), cursor_(std::make_unique<ReplayCursor>()), pushed_(true) {
  Problems problems;
  cursor_->open(std::move(module), setup, choices, ctx.session_config, problems);
  for (const Problem& p : problems) toasts_.push(p.to_string(), Toasts::Kind::Error, 8.f);
  init();
}

void ReplayScreen::init() {
  Problems notes;
  kit_ = std::make_unique<TableKit>(ctx_.assets, cursor_->module(), notes);
  for (const Problem& p : notes) toasts_.push(p.to_string(), Toasts::Kind::Error, 8.f);
  GameFactory::announce(kit_->layout(), cursor_->session().module(), cursor_->session().setup(),
                        "replay of ");
  // Start from the first human's seat, if any.
  const auto& seats = cursor_->session().setup().seats;
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i].controller == "human") {
      viewer_ = static_cast<int>(i);
      break;
    }
  show(false, 0);
}

void ReplayScreen::show(bool animate, std::size_t events_before) {
  const Session& s = cursor_->session();
  const View view = s.view(seat());
  kit_->prepare(view);
  kit_->table().show(view, viewer_ < 0 ? 0 : viewer_, s.events(), events_before, animate);
  sidebar_.log().clear();
  std::vector<SeatIndex> audience;
  if (viewer_ >= 0) audience.push_back(viewer_);
  sidebar_.log().add(kit_->narrator().narrate(Narrator::source(s), audience, 0, s.events().size()));
  sidebar_.panels() = PlayerPanels::collect(view, kit_->layout(), s.setup(), viewer_,
                                            PlayerPanels::pending(s), true);
}

void ReplayScreen::go(std::size_t k) {
  k = std::min(k, cursor_->total());
  if (k == cursor_->position()) return;
  const bool forward_one = k == cursor_->position() + 1;
  const std::size_t before = cursor_->session().events().size(), from = cursor_->position();
  const State was = cursor_->session().state();
  std::string error;
  if (!cursor_->seek(k, error)) {
    toasts_.push(error, Toasts::Kind::Error);
    playing_ = false;
  }
  inspector_.update(was, cursor_->session().state(), *cursor_->module(), from, cursor_->position());
  show(forward_one, before);
}

// The inspector lists hidden pieces too, so it shows with "Everything" only.
void ReplayScreen::toggle_inspector() {
  inspector_.toggle();
  if (inspector_.open() && viewer_ >= 0) {
    viewer_ = -1;
    show(false, 0);
  }
}

void ReplayScreen::leave() {
  if (pushed_)
    ctx_.nav.pop();
  else
    ctx_.nav.reset(GameFactory::launcher(ctx_));
}

void ReplayScreen::update(float dt) {
  if (kit_) kit_->table().update(dt);
  if (!playing_) return;
  clock_ += dt;
  if (clock_ >= 0.9f) {
    clock_ = 0.f;
    if (cursor_->position() >= cursor_->total())
      playing_ = false;
    else
      go(cursor_->position() + 1);
  }
}

void ReplayScreen::draw_controls(Ui& ui, sf::FloatRect r) {
  sf::RenderTarget& t = ui.target();
  draw::rect(t, r, theme::kPanel);
  draw::rect(t, {r.left, r.top, r.width, 1.f}, theme::kBorder);
  const float bh = ui.s(38), by = r.top + (r.height - bh) / 2.f, bw = ui.s(48);
  float x = r.left + ui.s(14);
  const std::size_t pos = cursor_->position(), total = cursor_->total();
  if (ui.button("start", {x, by, bw, bh}, "|\xE2\x97\x80", ButtonKind::Normal, pos > 0)) go(0);
  x += bw + ui.s(6);
  if (ui.button("back", {x, by, bw, bh}, "\xE2\x97\x80", ButtonKind::Normal, pos > 0)) go(pos - 1);
  x += bw + ui.s(6);
  if (ui.button("play", {x, by, bw * 1.6f, bh}, playing_ ? "Pause" : "Play", ButtonKind::Primary,
                pos < total))
    playing_ = !playing_;
  x += bw * 1.6f + ui.s(6);
  if (ui.button("fwd", {x, by, bw, bh}, "\xE2\x96\xB6", ButtonKind::Normal, pos < total))
    go(pos + 1);
  x += bw + ui.s(6);
  if (ui.button("end", {x, by, bw, bh}, "\xE2\x96\xB6|", ButtonKind::Normal, pos < total))
    go(total);
  x += bw + ui.s(16);
  const std::string step = "Decision " + std::to_string(pos) + " of " + std::to_string(total);
  x += ui.label_in(step, {x, r.top, ui.s(200), r.height}, theme::kTextBody, theme::kText,
                   draw::Align::Left, true) +
       ui.s(16);
  // The seat selector on the right; the timeline between.
  const auto& seats = cursor_->session().setup().seats;
  std::vector<std::string> labels;
  for (const SeatConfig& s : seats) labels.push_back(s.name);
  labels.push_back("Everything");
  const float seg_w = std::min(ui.s(110) * static_cast<float>(labels.size()), r.width * 0.42f);
  const sf::FloatRect seg{r.left + r.width - seg_w - ui.s(14), by, seg_w, bh};
  int index = viewer_ < 0 ? static_cast<int>(seats.size()) : viewer_;
  if (ui.segmented("seat", seg, index, labels)) {
    viewer_ = index >= static_cast<int>(seats.size()) ? -1 : index;
    show(false, 0);
  }
  if (viewer_ < 0)
    ui.label("Every hidden card is shown (replays only)", {seg.left, seg.top - ui.s(18)},
             theme::kTextSmall, theme::kAccent);
  const sf::FloatRect changes{seg.left - ui.s(130), by, ui.s(118), bh};
  if (ui.button("changes", changes, inspector_.open() ? "Hide changes" : "Changes (I)",
                ButtonKind::Normal))
    toggle_inspector();
  const sf::FloatRect line{x, r.top + r.height / 2.f - ui.s(4), changes.left - x - ui.s(20),
                           ui.s(8)};
  if (line.width > ui.s(40)) {
    draw::rounded_rect(t, line, ui.s(4), sf::Color(0, 0, 0, 90));
    const float frac = total ? static_cast<float>(pos) / static_cast<float>(total) : 0.f;
    draw::rounded_rect(t,
                       {line.left, line.top, std::max(line.height, line.width * frac), line.height},
                       ui.s(4), theme::kAccent);
    draw::circle(t, {line.left + line.width * frac, line.top + line.height / 2.f}, ui.s(8),
                 theme::kText);
    const sf::FloatRect hit{line.left, line.top - ui.s(12), line.width, line.height + ui.s(24)};
    if (ui.hover(hit)) ui.want_hand();
    if (ui.mouse_down() && hit.contains(ui.down_at()) && total > 0) {
      const float f = std::clamp((ui.mouse().x - line.left) / line.width, 0.f, 1.f);
      go(static_cast<std::size_t>(std::lround(f * static_cast<float>(total))));
    }
  }
}

void ReplayScreen::frame(Ui& ui) {
  const float W = ui.size().x, H = ui.size().y;
  const float side = Sidebar::width(ui);
  const float status_h = ui.s(46), controls_h = ui.s(62);
  if (!ui.typing()) {
    const std::size_t pos = cursor_->position();
    if (ui.key(sf::Keyboard::Right)) go(pos + 1);
    if (ui.key(sf::Keyboard::Left) && pos > 0) go(pos - 1);
    if (ui.key(sf::Keyboard::Home)) go(0);
    if (ui.key(sf::Keyboard::End)) go(cursor_->total());
    if (ui.key(sf::Keyboard::Space)) playing_ = !playing_;
    if (ui.key(sf::Keyboard::F1)) AidScreen::show(ctx_.nav, kit_->module().manifest);
    if (ui.key(sf::Keyboard::I)) toggle_inspector();
    if (ui.key(sf::Keyboard::Escape)) leave();
  }
  const sf::FloatRect area{0, status_h, W - side, H - status_h - controls_h};
  TableView& table = kit_->table();
  table.set_viewport(area);
  if (TextProbe* probe = TextProbe::active()) probe->set_table(area);
  (void)table.frame(ui, nullptr, {}, 0);
  const CardFace* face = nullptr;
  CardFace shown;
  if (const ScenePiece* p = table.hovered();
      p && p->piece.kind == PieceKind::Card && !p->piece.hidden) {
    shown = table.preview_face(*p);
    face = &shown;
  }
  hover_.frame(ui, table.cards(), face, area);

  StatusInfo info;
  info.game = "Replay \xC2\xB7 " + kit_->module().manifest.name;
  const Session& s = cursor_->session();
  const View view = s.view(seat());
  if (view.round() > 0) info.round = "Round " + std::to_string(view.round());
  info.phase = s.status() == SessionStatus::Finished ? "Game over" : pretty_name(view.phase());
  info.replay = true;
  info.zoomed = table.camera().moved();
  switch (StatusBar::frame(ui, {0, 0, W, status_h}, info)) {
    case StatusAction::Rules:
      AidScreen::show(ctx_.nav, kit_->module().manifest);
      break;
    case StatusAction::Leave:
      leave();
      break;
    case StatusAction::ResetView:
      table.camera().reset();
      break;
    default:
      break;
  }
  if (viewer_ < 0) inspector_.frame(ui, area);  // hidden pieces too: only in "Everything"
  draw_controls(ui, {0, H - controls_h, W - side, controls_h});
  sidebar_.frame(ui, {W - side, status_h, side, H - status_h}, 0.6f);
  toasts_.frame(ui, area);
}

}  // namespace tabula::gui
