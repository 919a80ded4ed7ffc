#include "game/bot_thinker.hpp"

#include "tabula/view.hpp"

namespace tabula::gui {

bool BotThinker::start(const Session& session, SeatIndex seat, Bot& bot) {
  wait();
  if (!session.decision() || !session.decision()->open_request(seat)) return false;
  seat_ = seat;
  bot_ = &bot;
  bot.clear_stop();
  done_ = false;
  thread_ = std::thread(&BotThinker::think, this, session.clone_source(false));
  return true;
}

// On the thinking thread: everything it touches is its own.
void BotThinker::think(const std::shared_ptr<Session::CloneSource>& source) {
  const std::unique_ptr<Session> copy = Session::clone_from(std::move(*source));
  if (copy && copy->decision() && copy->decision()->open_request(seat_)) {
    const View view = copy->view(seat_);
    answer_ = {{seat_, bot_->choose(view, *view.request())}, bot_->estimates(), true};
  } else {
    answer_ = {{seat_, {}}, {}, false};
  }
  done_ = true;
}

void BotThinker::wait() {
  if (thread_.joinable()) thread_.join();
}

void BotThinker::cancel() {
  if (!thread_.joinable()) return;
  bot_->request_stop();
  thread_.join();
  bot_->clear_stop();
  done_ = false;
  seat_ = kNoSeat;
}

std::optional<BotThinker::Answer> BotThinker::take() {
  if (!ready()) return std::nullopt;
  wait();
  done_ = false;
  seat_ = kNoSeat;
  return std::move(answer_);
}

}  // namespace tabula::gui
