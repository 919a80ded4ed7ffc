// A game at a server's table (docs/protocol.md), as the table screen sees
// it: the server runs the rules and sends this client the view of its seat
// (or a spectator's) after every change; choices and hints go back over the
// connection. When the link drops, a banner shows and the client joins its
// seat again by itself (the server sends the whole state again). Online
// there is no undo, and no bot moves from this screen: the server's do.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "game/table_game.hpp"
#include "online/server_connection.hpp"

namespace tabula::gui {

// Which table, and as whom: a seat's token, or none to watch.
struct OnlineSeat {
  std::string table;
  std::string token;   // empty: watch as a spectator
  std::string player;  // the name shown to the others
};

class OnlineGame : public TableGame {
 public:
  // `link` is open, at the table as `seat` says; `first` is the first state
  // message it was sent there (the lobby waits for it), `since` what came
  // after it before the table opened (the chat so far, presence).
  OnlineGame(std::unique_ptr<ServerConnection> link, OnlineSeat seat, const nlohmann::json& first,
             const std::vector<nlohmann::json>& since = {});

  [[nodiscard]] const GameSetup& setup() const override { return setup_; }
  [[nodiscard]] SessionStatus status() const override { return status_; }
  [[nodiscard]] View view(SeatIndex) const override { return *view_; }
  [[nodiscard]] const std::vector<Event>& events() const override { return events_; }
  [[nodiscard]] const Results& results() const override { return results_; }
  [[nodiscard]] std::string error() const override { return error_; }
  [[nodiscard]] const std::vector<SeatIndex>& humans() const override { return humans_; }
  // A spectator sees every seat's public side: the table shows it from seat 1.
  [[nodiscard]] SeatIndex viewer() const override { return seat_ == kNoSeat ? 0 : seat_; }
  [[nodiscard]] std::vector<SeatIndex> waiting() const override;

  [[nodiscard]] std::optional<std::string> apply(const Choice& choice) override;
  bool request_hint() override;
  [[nodiscard]] bool hint_pending() const override { return hint_at_ >= 0; }
  [[nodiscard]] std::optional<HintAnswer> take_hint() override;
  [[nodiscard]] UndoCheck can_undo() const override { return {false, "online there is no undo"}; }
  [[nodiscard]] std::optional<std::string> undo() override { return "online there is no undo"; }
  [[nodiscard]] std::uint64_t revision() const override { return revision_; }

  void update() override;
  void say(const std::string& text) override;
  [[nodiscard]] const OnlineLink* online() const override { return &link_state_; }
  // The final state hash the server sent (empty before the end).
  [[nodiscard]] const std::string& hash() const { return hash_; }

 private:
  void on_message(const nlohmann::json& m);
  void on_state(const nlohmann::json& m);
  void on_presence(const nlohmann::json& seats);
  void on_error(const nlohmann::json& m);
  void on_chat(const nlohmann::json& m);
  void rejoin();

  std::unique_ptr<ServerConnection> link_;
  OnlineSeat seat_info_;
  OnlineLink link_state_;
  GameSetup setup_;
  SessionStatus status_ = SessionStatus::Waiting;
  std::optional<View> view_;
  nlohmann::json view_json_;
  std::vector<Event> events_;
  Results results_;
  std::string error_, hash_;
  SeatIndex seat_ = kNoSeat;
  std::vector<SeatIndex> humans_;
  std::int64_t at_ = 0;
  std::int64_t sent_at_ = -1;  // the `at` of the choice on its way
  std::int64_t hint_at_ = -1;  // the `at` a hint was asked for, while it is on its way
  std::optional<HintAnswer> hint_;
  std::uint64_t revision_ = 0;
  std::uint64_t chat_seen_ = 0;  // the `n` of the last chat line here
};

}  // namespace tabula::gui
