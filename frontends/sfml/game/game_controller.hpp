// One game in progress at the table: the session, its bots, whose view the
// table shows, and the hot-seat hand-over between humans. Human choices come
// in through apply(); bots answer through bot_move() (the BotDriver paces
// them), thinking in a thread of their own (BotThinker). Every decision is
// autosaved. No rule lives here: it only reads
// views and decisions and sends choices.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/bot_thinker.hpp"
#include "game/table_game.hpp"
#include "platform/autosaver.hpp"
#include "tabula/bot.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

class GameController : public TableGame {
 public:
  GameController(std::unique_ptr<Session> session, Autosaver autosaver);

  [[nodiscard]] const Session& session() const { return *session_; }
  [[nodiscard]] const GameSetup& setup() const override { return session_->setup(); }
  [[nodiscard]] SessionStatus status() const override { return session_->status(); }
  [[nodiscard]] View view(SeatIndex seat) const override { return session_->view(seat); }
  [[nodiscard]] const std::vector<Event>& events() const override { return session_->events(); }
  [[nodiscard]] const Results& results() const override { return session_->results(); }
  [[nodiscard]] std::string error() const override { return session_->error(); }
  // Seats played by people (none when bots play every seat).
  [[nodiscard]] const std::vector<SeatIndex>& humans() const override { return humans_; }
  [[nodiscard]] SeatIndex viewer() const override { return viewer_; }
  [[nodiscard]] bool cover_pending() const override { return pending_ != kNoSeat; }
  [[nodiscard]] SeatIndex pending_seat() const override { return pending_; }
  // The next human took over: show their view.
  void accept_cover() override;
  [[nodiscard]] std::vector<SeatIndex> waiting() const override;
  [[nodiscard]] std::vector<SeatIndex> asked() const override;
  [[nodiscard]] std::vector<SeatIndex> waiting_bots() const override;

  [[nodiscard]] std::optional<std::string> apply(const Choice& choice) override;
  // Moves the bots on: a bot that has finished thinking answers, else the
  // next waiting bot starts to think (in a thread). With `wait`, blocks until
  // a bot has answered. Returns how many answered; `error` is set when a
  // bot's answer is refused.
  int bot_move(std::string& error, bool wait = false) override;
  [[nodiscard]] SeatIndex thinking() const override {
    return thinker_.busy() ? thinker_.seat() : kNoSeat;
  }
  // A Hint: the Normal search bot thinks about the open request of the seat
  // at the screen (false when that seat has none, or a hint is on its way).
  bool request_hint() override;
  [[nodiscard]] bool hint_pending() const override { return hint_.busy(); }
  // The hint once it is ready, unless the seat has decided (or taken back) since.
  [[nodiscard]] std::optional<HintAnswer> take_hint() override;
  // Takes back the last decision of the seat at the screen (see can_undo).
  [[nodiscard]] std::optional<std::string> undo() override;
  [[nodiscard]] UndoCheck can_undo() const override;
  // Saves to the autosave file (no-op when not enabled); returns the error.
  std::optional<std::string> autosave() override { return autosaver_.save(*session_); }
  [[nodiscard]] const Autosaver& autosaver() const { return autosaver_; }
  // Bumped on every change of the session (choices, undo): the table rebuilds.
  [[nodiscard]] std::uint64_t revision() const override { return revision_; }

 private:
  void refresh_viewer();
  int bot_answer(const BotThinker::Answer& answer, std::string& error);
  int think_here(SeatIndex seat, std::string& error);
  [[nodiscard]] std::pair<std::size_t, std::uint64_t> hint_key() const;
  void changed();
  [[nodiscard]] bool views_differ(SeatIndex a, SeatIndex b) const;

  std::unique_ptr<Session> session_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::unique_ptr<Bot> hint_bot_;
  std::vector<SeatIndex> humans_;
  Autosaver autosaver_;
  SeatIndex viewer_ = kNoSeat;
  SeatIndex pending_ = kNoSeat;
  std::uint64_t revision_ = 0;
  std::uint64_t undos_ = 0, think_undos_ = 0;        // a bot's answer is void after an undo
  std::pair<std::size_t, std::uint64_t> hint_mark_;  // hint_key() when the hint was asked
  BotThinker thinker_, hint_;                        // last: they stop before the bots they use go
};

}  // namespace tabula::gui
