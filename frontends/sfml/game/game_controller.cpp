#include "game/game_controller.hpp"

#include <algorithm>

#include "tabula/view.hpp"

namespace tabula::gui {

GameController::GameController(std::unique_ptr<Session> session, Autosaver autosaver)
    : session_(std::move(session)), autosaver_(std::move(autosaver)) {
  const auto& seats = session_->setup().seats;
  const BotSettings live = bot_settings(session_->module().manifest, true);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const SeatIndex seat = static_cast<SeatIndex>(i);
    if (seats[i].controller == "human") {
      humans_.push_back(seat);
      bots_.push_back(nullptr);
    } else {
      // Bots get their own seeded generators: never the game's.
      bots_.push_back(make_bot(seats[i].controller, session_->setup().seed * 31 + i, live));
      if (!bots_.back()) bots_.back() = make_bot("random", session_->setup().seed * 31 + i);
    }
  }
  hint_bot_ = make_bot("mcts:normal", session_->setup().seed * 31 + 977, live);
  if (humans_.size() == 1)
    viewer_ = humans_.front();
  else if (humans_.empty())
    viewer_ = 0;
  refresh_viewer();
  if (autosaver_.enabled() && humans_.empty()) autosaver_ = Autosaver();
}

std::vector<SeatIndex> GameController::waiting() const {
  const Decision* d = session_->decision();
  return d && session_->status() == SessionStatus::Waiting ? d->waiting()
                                                           : std::vector<SeatIndex>{};
}

std::vector<SeatIndex> GameController::asked() const {
  std::vector<SeatIndex> out;
  const Decision* d = session_->decision();
  if (d && d->simultaneous() && session_->status() == SessionStatus::Waiting)
    for (const Request& r : d->requests) out.push_back(r.seat);
  return out;
}

std::vector<SeatIndex> GameController::waiting_bots() const {
  std::vector<SeatIndex> out;
  for (SeatIndex s : waiting())
    if (!is_human(s)) out.push_back(s);
  return out;
}

bool GameController::views_differ(SeatIndex a, SeatIndex b) const {
  if (a == kNoSeat || b == kNoSeat) return true;
  const View va = session_->view(a), vb = session_->view(b);
  for (const ZoneView& z : va.zones()) {
    if (z.count == 0) continue;
    const auto pa = va.pieces(z.id), pb = vb.pieces(z.id);
    for (std::size_t i = 0; i < pa.size() && i < pb.size(); ++i)
      if (pa[i].hidden != pb[i].hidden) return true;
  }
  return false;
}

void GameController::refresh_viewer() {
  if (over()) {
    pending_ = kNoSeat;
    if (viewer_ == kNoSeat) viewer_ = humans_.empty() ? 0 : humans_.front();
    return;
  }
  const auto w = waiting();
  if (humans_.empty()) {
    if (w.size() == 1) viewer_ = w.front();
    return;
  }
  if (humans_.size() == 1) return;
  SeatIndex next = kNoSeat;
  for (SeatIndex s : w)
    if (is_human(s)) {
      next = s;
      break;
    }
  if (next == kNoSeat) {
    // Only bots to wait for: keep the current view (or ask the first human in).
    if (viewer_ == kNoSeat && pending_ == kNoSeat) pending_ = humans_.front();
    return;
  }
  if (next == viewer_) {
    pending_ = kNoSeat;
    return;
  }
  if (views_differ(viewer_, next))
    pending_ = next;
  else
    viewer_ = next;
}

void GameController::accept_cover() {
  if (pending_ == kNoSeat) return;
  viewer_ = pending_;
  pending_ = kNoSeat;
  ++revision_;
}

void GameController::changed() {
  ++revision_;
  autosaver_.save(*session_);
  refresh_viewer();
}

std::optional<std::string> GameController::apply(const Choice& choice) {
  if (!is_human(choice.seat)) return "that seat is not played from this table";
  if (auto why = session_->apply(choice)) return why;
  changed();
  return std::nullopt;
}

int GameController::bot_answer(const BotThinker::Answer& answer, std::string& error) {
  if (think_undos_ != undos_ || !session_->decision() ||
      !session_->decision()->open_request(answer.choice.seat))
    return 0;  // an undo took the decision back while the bot thought
  if (auto why = session_->apply(answer.choice)) {
    error = "the bot of seat " + std::to_string(answer.choice.seat + 1) + " chose wrongly: " + *why;
    return 0;
  }
  changed();
  return 1;
}

// When the session could not be copied: the bot thinks on it, in the frame.
int GameController::think_here(SeatIndex seat, std::string& error) {
  if (!session_->decision() || !session_->decision()->open_request(seat)) return 0;
  const View view = session_->view(seat);
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  return bot_answer({{seat, bot.choose(view, *view.request())}, {}}, error);
}

int GameController::bot_move(std::string& error, bool wait) {
  if (thinker_.busy()) {
    if (wait) thinker_.wait();
    const auto answer = thinker_.take();
    if (!answer) return 0;
    return answer->copied ? bot_answer(*answer, error) : think_here(answer->choice.seat, error);
  }
  const auto bots = waiting_bots();
  if (bots.empty()) return 0;
  const SeatIndex seat = bots.front();
  think_undos_ = undos_;
  if (!thinker_.start(*session_, seat, *bots_[static_cast<std::size_t>(seat)])) return 0;
  return wait ? bot_move(error, true) : 0;
}

// What a hint is about: the seat's decisions so far and the undos. Bots may
// answer meanwhile (in a simultaneous decision) without making it stale.
std::pair<std::size_t, std::uint64_t> GameController::hint_key() const {
  std::size_t made = 0;
  for (const Choice& c : session_->choices()) made += c.seat == viewer_;
  return {made, undos_};
}

bool GameController::request_hint() {
  if (hint_.busy() || cover_pending() || !is_human(viewer_) || !session_->decision() ||
      !session_->decision()->open_request(viewer_))
    return false;
  hint_mark_ = hint_key();
  return hint_.start(*session_, viewer_, *hint_bot_);
}

std::optional<HintAnswer> GameController::take_hint() {
  auto hint = hint_.take();
  if (!hint || !hint->copied || hint_mark_ != hint_key()) return std::nullopt;
  return HintAnswer{std::move(hint->choice), std::move(hint->estimates)};
}

// Only the seat at the screen may take back, and only its own decision (with
// the bot decisions after it): taking back another person's decision would
// show that person's hand to whoever sits here now. The session refuses once
// another human has decided since.
UndoCheck GameController::can_undo() const {
  if (cover_pending()) return {false, "the screen waits for the next player to take over"};
  if (!is_human(viewer_)) return {false, "only a human's decisions can be taken back"};
  return session_->can_undo(viewer_);
}

std::optional<std::string> GameController::undo() {
  const UndoCheck check = can_undo();
  if (!check.allowed) return check.reason;
  // A bot thinking about the decision taken back stops at once: its answer
  // is void, and the bots move on from the new state without waiting for it.
  thinker_.cancel();
  hint_.cancel();
  if (auto why = session_->undo(viewer_)) return why;
  ++undos_;
  if (events_shown_ > session_->events().size()) events_shown_ = session_->events().size();
  changed();
  return std::nullopt;
}

}  // namespace tabula::gui
