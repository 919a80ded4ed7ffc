#include "lobby/bot_pool.hpp"

namespace tabula::server {

BotPool::BotPool(int threads, std::size_t queue_limit) : queue_limit_(queue_limit) {
  for (int i = 0; i < std::max(1, threads); ++i) threads_.emplace_back([this] { run(); });
}

BotPool::~BotPool() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
    jobs_.clear();
  }
  wake_.notify_all();
  for (std::thread& t : threads_) t.join();
}

bool BotPool::submit(std::function<void()> job, bool always) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_ || (!always && jobs_.size() >= queue_limit_)) return false;
    jobs_.push_back(std::move(job));
  }
  wake_.notify_one();
  return true;
}

std::size_t BotPool::waiting() const {
  const std::lock_guard lock(mutex_);
  return jobs_.size();
}

bool BotPool::idle() const {
  const std::lock_guard lock(mutex_);
  return jobs_.empty() && running_ == 0;
}

void BotPool::run() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
      ++running_;
    }
    job();
    const std::lock_guard lock(mutex_);
    --running_;
  }
}

}  // namespace tabula::server
