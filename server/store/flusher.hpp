// Syncs the logs of every table to the disk in groups, on a thread of its
// own, so that no choice waits for the disk (LogFile says what survives what).
#pragma once

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "store/log_file.hpp"

namespace tabula::server {

class Flusher {
 public:
  // Syncs the logs of `folder` every `every`.
  Flusher(std::chrono::milliseconds every, const std::filesystem::path& folder);
  ~Flusher();  // a last flush, then the thread ends
  Flusher(const Flusher&) = delete;
  Flusher& operator=(const Flusher&) = delete;

  // Syncs `log` from now on. The flusher keeps it until its owner let go and
  // its last lines are synced, so no table's end ever waits for the disk.
  void add(const std::shared_ptr<LogFile>& log);
  // Syncs every log now, on the calling thread (a server shutting down).
  void flush_all();

 private:
  void run();

  std::chrono::milliseconds every_;
  int folder_fd_ = -1;  // syncfs on it syncs every log at once
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::vector<std::shared_ptr<LogFile>> logs_;
  std::thread thread_;
};

}  // namespace tabula::server
