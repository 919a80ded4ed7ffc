// Lets a bot think off the frame loop: the bot searches a copy of the game
// in a thread of its own while the table keeps drawing; the answer is picked
// up on the frame thread, which alone changes the real session. The copy
// (Session::clone) is made on the frame thread, so the thread never reads
// the session the table draws and changes.
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
  ~BotThinker() { wait(); }

  // `bot` starts on `seat`'s open request of `session`. False when the
  // session cannot be copied (the caller then lets the bot think in place).
  bool start(const Session& session, SeatIndex seat, Bot& bot);
  [[nodiscard]] bool busy() const { return thread_.joinable(); }
  [[nodiscard]] bool ready() const { return done_; }
  [[nodiscard]] SeatIndex seat() const { return seat_; }
  // Blocks until the bot has answered.
  void wait();
  // The answer, once ready(): the picks, and what the bot thought of its options.
  struct Answer {
    Choice choice;
    std::vector<OptionEstimate> estimates;
  };
  [[nodiscard]] std::optional<Answer> take();

 private:
  std::unique_ptr<Session> copy_;
  std::thread thread_;
  std::atomic<bool> done_{false};
  SeatIndex seat_ = kNoSeat;
  Answer answer_;
};

}  // namespace tabula::gui
