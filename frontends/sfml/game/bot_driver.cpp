#include "game/bot_driver.hpp"

#include <chrono>

namespace tabula::gui {

bool BotDriver::update(TableGame& game, float dt, bool table_busy, std::string& error) {
  if (paused_ || game.over() || game.waiting_bots().empty()) {
    waited_ = 0.f;
    return false;
  }
  if (game.thinking() != kNoSeat) return game.bot_move(error, burst_ms_ > 0) > 0;
  if (table_busy) return false;
  waited_ += dt;
  if (waited_ < delay_) return false;
  waited_ = 0.f;
  if (burst_ms_ <= 0) return game.bot_move(error) > 0;  // starts the bot thinking
  const auto start = std::chrono::steady_clock::now();
  bool moved = false;
  while (!game.over() && !game.waiting_bots().empty() && error.empty()) {
    moved |= game.bot_move(error, true) > 0;
    if (std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count() > burst_ms_)
      break;
  }
  return moved;
}

}  // namespace tabula::gui
