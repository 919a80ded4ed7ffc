// One game in progress at the table: the session, its bots, whose view the
// table shows, and the hot-seat hand-over between humans. Human choices come
// in through apply(); bots answer through bot_move() (the BotDriver paces
// them). Every decision is autosaved. No rule lives here: it only reads
// views and decisions and sends choices.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform/autosaver.hpp"
#include "tabula/bot.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

class GameController {
 public:
  GameController(std::unique_ptr<Session> session, Autosaver autosaver);

  [[nodiscard]] const Session& session() const { return *session_; }
  [[nodiscard]] SessionStatus status() const { return session_->status(); }
  [[nodiscard]] bool over() const { return session_->status() != SessionStatus::Waiting; }
  // Seats played by people (none when bots play every seat).
  [[nodiscard]] const std::vector<SeatIndex>& humans() const { return humans_; }
  [[nodiscard]] bool is_human(SeatIndex seat) const;
  // The seat whose view the table shows.
  [[nodiscard]] SeatIndex viewer() const { return viewer_; }
  // A human must take over before the table shows their view.
  [[nodiscard]] bool cover_pending() const { return pending_ != kNoSeat; }
  [[nodiscard]] SeatIndex pending_seat() const { return pending_; }
  // The next human took over: show their view.
  void accept_cover();
  // Seats the decision waits for.
  [[nodiscard]] std::vector<SeatIndex> waiting() const;
  // Waiting seats played by bots.
  [[nodiscard]] std::vector<SeatIndex> waiting_bots() const;

  // A human's choice; the reason when it is refused (nothing changes then).
  [[nodiscard]] std::optional<std::string> apply(const Choice& choice);
  // Every waiting bot answers once. Returns how many answered; `error` is
  // set when a bot's answer is refused.
  int bot_move(std::string& error);
  // Takes back the last decision of the seat at the screen (see can_undo).
  [[nodiscard]] std::optional<std::string> undo();
  // Whether undo() would work now, and why not.
  [[nodiscard]] UndoCheck can_undo() const;
  // Saves to the autosave file (no-op when not enabled); returns the error.
  std::optional<std::string> autosave() { return autosaver_.save(*session_); }
  [[nodiscard]] const Autosaver& autosaver() const { return autosaver_; }
  // Bumped on every change of the session (choices, undo): the table rebuilds.
  [[nodiscard]] std::uint64_t revision() const { return revision_; }
  // Events before this index were shown already (the table animates the rest).
  [[nodiscard]] std::size_t events_shown() const { return events_shown_; }
  void mark_events_shown() { events_shown_ = session_->events().size(); }

 private:
  void refresh_viewer();
  void changed();
  [[nodiscard]] bool views_differ(SeatIndex a, SeatIndex b) const;

  std::unique_ptr<Session> session_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<SeatIndex> humans_;
  Autosaver autosaver_;
  SeatIndex viewer_ = kNoSeat;
  SeatIndex pending_ = kNoSeat;
  std::uint64_t revision_ = 0;
  std::size_t events_shown_ = 0;
};

}  // namespace tabula::gui
