// Tasks an Outbox is given by the lobby (bot moves, bot and hint answers).
// Searches run on the lobby's worker threads and post their answers from
// there; like the server, a test runs them on its own thread. `settle` runs
// them until none is left and no search is still under way, so that an
// answer never lands in the middle of what the test does next.
#pragma once

#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "lobby/lobby.hpp"

namespace tabula::test {

class PostedTasks {
 public:
  void post(std::function<void()> task) {
    const std::lock_guard lock(mutex_);
    tasks_.push_back(std::move(task));
  }

  void settle(const server::Lobby& lobby) {
    for (;;) {
      // Asked before taking the tasks: a search that ends now has posted its answer.
      const bool thinking = lobby.thinking();
      std::vector<std::function<void()>> ready;
      {
        const std::lock_guard lock(mutex_);
        ready.swap(tasks_);
      }
      for (auto& task : ready) task();
      if (ready.empty() && !thinking) return;
      if (ready.empty()) std::this_thread::yield();
    }
  }

 private:
  std::mutex mutex_;
  std::vector<std::function<void()>> tasks_;
};

}  // namespace tabula::test
