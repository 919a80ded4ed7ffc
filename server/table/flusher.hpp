// Syncs the logs of every table to the disk in groups, on a thread of its
// own, so that no choice waits for the disk (LogFile says what survives what).
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "table/log_file.hpp"

namespace tabula::server {

class Flusher {
 public:
  explicit Flusher(std::chrono::milliseconds every);
  ~Flusher();  // a last flush, then the thread ends
  Flusher(const Flusher&) = delete;
  Flusher& operator=(const Flusher&) = delete;

  // Syncs `log` from now on, until it is destroyed.
  void add(const std::shared_ptr<LogFile>& log);
  // Syncs every log now, on the calling thread (a server shutting down).
  void flush_all();

 private:
  void run();

  std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::vector<std::weak_ptr<LogFile>> logs_;
  std::thread thread_;
};

}  // namespace tabula::server
