#include "store/flusher.hpp"

#include <algorithm>

#include <fcntl.h>
#include <unistd.h>

namespace tabula::server {

Flusher::Flusher(std::chrono::milliseconds every, const std::filesystem::path& folder)
    : every_(every),
      folder_fd_(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)),
      thread_([this] { run(); }) {}

Flusher::~Flusher() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
  flush_all();
  if (folder_fd_ >= 0) ::close(folder_fd_);
}

void Flusher::add(const std::shared_ptr<LogFile>& log) {
  const std::lock_guard lock(mutex_);
  logs_.push_back(log);
}

void Flusher::flush_all() {
  std::vector<std::shared_ptr<LogFile>> live;
  std::vector<std::shared_ptr<LogFile>> released;  // synced below, then closed here
  {
    const std::lock_guard lock(mutex_);
    for (auto& log : logs_) (log.use_count() == 1 ? released : live).push_back(std::move(log));
    logs_ = live;
  }
  live.insert(live.end(), released.begin(), released.end());
  // The disk is waited for outside the lock. The dirty logs, and the
  // folder entries of new ones, are synced by one syncfs of their file
  // system (one flush of its journal, not one per table); should it fail,
  // each log and the folder by themselves.
  std::vector<std::shared_ptr<LogFile>> dirty;
  for (const auto& log : live)
    if (log->take_dirty()) dirty.push_back(log);
  if (dirty.empty() || (folder_fd_ >= 0 && ::syncfs(folder_fd_) == 0)) return;
  for (const auto& log : dirty) {
    log->mark_dirty();
    log->sync();
  }
  if (folder_fd_ >= 0) ::fsync(folder_fd_);
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
