// The game a table shows, wherever it runs: here (GameController: the
// session, its bots, the hot-seat hand-over) or on a server (OnlineGame:
// the views the server sends this client's seat). The table, its overlays
// and the log read only this; no rule lives behind it on this side.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tabula/bot.hpp"
#include "tabula/session.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

// A hint: what a bot would choose for the seat at the screen, and how it
// weighed its options.
struct HintAnswer {
  Choice choice;
  std::vector<OptionEstimate> estimates;
};

// A line of a table's chat.
struct ChatLine {
  SeatIndex seat = kNoSeat;
  std::string player, text;
};

// An online game's link to its server, as the table shows it.
struct OnlineLink {
  std::string server;  // its address
  bool connected = true;
  int attempts = 0;                 // reconnection attempts since the link dropped
  std::string problem;              // why it dropped, or what the server refused last
  std::vector<bool> seat_online;    // per seat: someone is connected there (bots always)
  std::vector<std::string> player;  // per seat: the name its player gave, or ""
  std::vector<ChatLine> chat;       // the table's chat so far
};

class TableGame {
 public:
  virtual ~TableGame() = default;

  // Seats (names, colours, who plays them), options; the seed only here.
  [[nodiscard]] virtual const GameSetup& setup() const = 0;
  [[nodiscard]] virtual SessionStatus status() const = 0;
  [[nodiscard]] bool over() const { return status() != SessionStatus::Waiting; }
  // The view of `seat`. Online there is only the view of this client's
  // seat (or a spectator's): that one, whatever `seat` asks.
  [[nodiscard]] virtual View view(SeatIndex seat) const = 0;
  // What happened so far, as this table may know it.
  [[nodiscard]] virtual const std::vector<Event>& events() const = 0;
  [[nodiscard]] virtual const Results& results() const = 0;
  // The script error when the game failed.
  [[nodiscard]] virtual std::string error() const = 0;

  // Seats played by people at this screen.
  [[nodiscard]] virtual const std::vector<SeatIndex>& humans() const = 0;
  [[nodiscard]] bool is_human(SeatIndex seat) const;
  // The seat whose view the table shows.
  [[nodiscard]] virtual SeatIndex viewer() const = 0;
  // Hot-seat: a person must take over before the table shows their view.
  [[nodiscard]] virtual bool cover_pending() const { return false; }
  [[nodiscard]] virtual SeatIndex pending_seat() const { return kNoSeat; }
  virtual void accept_cover() {}
  // Seats the decision waits for; `asked`: every seat of a decision several
  // seats take at once (some may have answered).
  [[nodiscard]] virtual std::vector<SeatIndex> waiting() const = 0;
  [[nodiscard]] virtual std::vector<SeatIndex> asked() const { return {}; }
  // Waiting seats whose bots move from this screen.
  [[nodiscard]] virtual std::vector<SeatIndex> waiting_bots() const { return {}; }
  // The seat whose bot is thinking now (kNoSeat: none).
  [[nodiscard]] virtual SeatIndex thinking() const { return kNoSeat; }

  // A person's choice; the reason when it is refused at once (nothing
  // changes then). Online a refusal may also come later (link().problem).
  [[nodiscard]] virtual std::optional<std::string> apply(const Choice& choice) = 0;
  // Moves this screen's bots on (see GameController); returns how many answered.
  virtual int bot_move(std::string& error, bool wait = false) {
    (void)error;
    (void)wait;
    return 0;
  }
  // The Normal bot's advice on the decision of the seat at the screen.
  virtual bool request_hint() = 0;
  [[nodiscard]] virtual bool hint_pending() const = 0;
  [[nodiscard]] virtual std::optional<HintAnswer> take_hint() = 0;
  [[nodiscard]] virtual UndoCheck can_undo() const = 0;
  [[nodiscard]] virtual std::optional<std::string> undo() = 0;
  // Saves the game to its autosave file, if it has one; returns the error.
  virtual std::optional<std::string> autosave() { return std::nullopt; }

  // Bumped on every change the table must show.
  [[nodiscard]] virtual std::uint64_t revision() const = 0;
  // Events before this index were shown already (the table animates the rest).
  [[nodiscard]] std::size_t events_shown() const { return events_shown_; }
  void mark_events_shown() { events_shown_ = events().size(); }

  // Time passes: an online game reads what its server sent.
  virtual void update() {}
  // Online: a line for the table's chat.
  virtual void say(const std::string& text) { (void)text; }
  // The link to the server, when the game runs there.
  [[nodiscard]] virtual const OnlineLink* online() const { return nullptr; }

 protected:
  std::size_t events_shown_ = 0;
};

}  // namespace tabula::gui
