#include "table/flusher.hpp"

#include <algorithm>

namespace tabula::server {

Flusher::Flusher(std::chrono::milliseconds every) : every_(every), thread_([this] { run(); }) {}

Flusher::~Flusher() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
  flush_all();
}

void Flusher::add(const std::shared_ptr<LogFile>& log) {
  const std::lock_guard lock(mutex_);
  logs_.push_back(log);
}

void Flusher::flush_all() {
  std::vector<std::shared_ptr<LogFile>> live;
  {
    const std::lock_guard lock(mutex_);
    std::erase_if(logs_, [](const std::weak_ptr<LogFile>& w) { return w.expired(); });
    for (const auto& w : logs_)
      if (auto log = w.lock()) live.push_back(std::move(log));
  }
  for (const auto& log : live) log->sync();  // the disk is waited for outside the lock
}

void Flusher::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, every_, [this] { return stopping_; });
    if (stopping_) break;
    lock.unlock();
    flush_all();
    lock.lock();
  }
}

}  // namespace tabula::server
