#include "game/bot_thinker.hpp"

#include "tabula/view.hpp"

namespace tabula::gui {

bool BotThinker::start(const Session& session, SeatIndex seat, Bot& bot) {
  wait();
  copy_ = session.clone();
  if (!copy_ || !copy_->decision() || !copy_->decision()->open_request(seat)) return false;
  seat_ = seat;
  done_ = false;
  thread_ = std::thread([this, &bot] {
    const View view = copy_->view(seat_);
    answer_ = {{seat_, bot.choose(view, *view.request())}, bot.estimates()};
    done_ = true;
  });
  return true;
}

void BotThinker::wait() {
  if (thread_.joinable()) thread_.join();
}

std::optional<BotThinker::Answer> BotThinker::take() {
  if (!ready()) return std::nullopt;
  wait();
  done_ = false;
  copy_.reset();
  seat_ = kNoSeat;
  return std::move(answer_);
}

}  // namespace tabula::gui
