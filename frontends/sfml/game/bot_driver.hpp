// Paces the bots so a person can follow them: a bot starts to think only
// after a short delay with the table at rest (no piece still moving), and
// answers as soon as it has thought (in a thread: the table keeps drawing).
#pragma once

#include <string>

#include "game/table_game.hpp"

namespace tabula::gui {

class BotDriver {
 public:
  // `burst_ms` > 0: keep moving for up to that long per update (no delay).
  explicit BotDriver(float delay_seconds, double burst_ms = 0)
      : delay_(delay_seconds), burst_ms_(burst_ms) {}

  // Advances the clock; lets the bots move when it is their time. Returns
  // true when they did. `table_busy`: animations still running.
  bool update(TableGame& game, float dt, bool table_busy, std::string& error);
  void set_delay(float seconds) { delay_ = seconds; }
  [[nodiscard]] float delay() const { return delay_; }
  // 0..1: how far the current wait has gone (for a "thinking" indicator).
  [[nodiscard]] float progress() const {
    return delay_ > 0 ? std::min(1.f, waited_ / delay_) : 1.f;
  }
  void pause(bool paused) { paused_ = paused; }

 private:
  float delay_;
  double burst_ms_;
  float waited_ = 0.f;
  bool paused_ = false;
};

}  // namespace tabula::gui
