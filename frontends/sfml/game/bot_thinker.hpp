// Lets a bot think off the frame loop: the bot searches a copy of the game
// in a thread of its own while the table keeps drawing; the answer is picked
// up on the frame thread, which alone changes the real session. Only the
// copy's inputs are taken on the frame thread (Session::clone_source); the
// copy itself, which loads the rules, is built in the thread, so the thread
// never reads the session the table draws and changes, and the frame never
// waits for the rules to load.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "tabula/bot.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

class BotThinker {
 public:
  BotThinker() = default;
  BotThinker(const BotThinker&) = delete;
  BotThinker& operator=(const BotThinker&) = delete;
  ~BotThinker() { cancel(); }

  // `bot` starts on `seat`'s open request of `session` (false: there is none).
  bool start(const Session& session, SeatIndex seat, Bot& bot);
  [[nodiscard]] bool busy() const { return thread_.joinable(); }
  [[nodiscard]] bool ready() const { return done_; }
  [[nodiscard]] SeatIndex seat() const { return seat_; }
  // Blocks until the bot has answered.
  void wait();
  // Stops the bot and drops its answer; returns at once, whatever the
  // bot's budget (its search checks for a stop between iterations).
  void cancel();
  // The answer, once ready(): the picks, and what the bot thought of its
  // options. `copied` is false when the copy could not be made (the caller
  // then lets the bot think on the session itself).
  struct Answer {
    Choice choice;
    std::vector<OptionEstimate> estimates;
    bool copied = true;
  };
  [[nodiscard]] std::optional<Answer> take();

 private:
  void think(const std::shared_ptr<Session::CloneSource>& source);

  std::thread thread_;
  std::atomic<bool> done_{false};
  SeatIndex seat_ = kNoSeat;
  Bot* bot_ = nullptr;
  Answer answer_;
};

}  // namespace tabula::gui
