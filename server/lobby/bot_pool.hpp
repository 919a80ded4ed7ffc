// Threads that think for bots and hints, so the server's own thread never
// waits for a search. A job runs on a worker and posts its result back.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace tabula::server {

class BotPool {
 public:
  // `threads` workers; at most `queue_limit` jobs wait at once.
  BotPool(int threads, std::size_t queue_limit);
  ~BotPool();  // drops the jobs still waiting, finishes the running ones
  BotPool(const BotPool&) = delete;
  BotPool& operator=(const BotPool&) = delete;

  // Queues `job`; false when the queue is full, unless `always` (a bot's
  // move: a table must never stall; hints may be refused).
  bool submit(std::function<void()> job, bool always);
  [[nodiscard]] std::size_t waiting() const;
  // No job waits or runs: every answer has been posted (tests wait for it).
  [[nodiscard]] bool idle() const;

 private:
  void run();

  std::size_t queue_limit_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> jobs_;
  std::size_t running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace tabula::server
