// A table's log on disk (tabula/table_log.hpp has its format). Lines are
// written at once, so a killed server loses none of them (the kernel holds
// them); they reach the disk itself in groups (Flusher), so a power cut
// loses at most the last flush interval.
#pragma once

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "store/table_store.hpp"

namespace tabula::server {

class LogFile final : public StoredLog {
 public:
  // A new log at `path` whose first line is `header`. Like every line, it
  // reaches the disk with the next flush (the file's folder too).
  [[nodiscard]] static std::shared_ptr<LogFile> create(const std::filesystem::path& path,
                                                       const nlohmann::json& header,
                                                       std::string* error);
  // An existing log, to append to; whatever follows `good_bytes` (a line
  // torn by a crash) is cut off first.
  [[nodiscard]] static std::shared_ptr<LogFile> reopen(const std::filesystem::path& path,
                                                       std::size_t good_bytes, std::string* error);
  ~LogFile() override;
  LogFile(const LogFile&) = delete;
  LogFile& operator=(const LogFile&) = delete;

  // Writes one line; false (and nothing written) when the disk refuses.
  [[nodiscard]] bool append(const nlohmann::json& line) override;
  // Syncs what was appended since the last sync; safe from another thread.
  bool sync();
  // Whether lines were appended since the last sync, clearing the mark (the
  // Flusher then syncs them, with others at once).
  [[nodiscard]] bool take_dirty() { return dirty_.exchange(false, std::memory_order_acq_rel); }
  void mark_dirty() { dirty_.store(true, std::memory_order_release); }
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  LogFile(int fd, std::filesystem::path path) : fd_(fd), path_(std::move(path)) {}

  int fd_;
  std::filesystem::path path_;
  std::atomic<bool> dirty_{false};
  std::mutex sync_mutex_;  // one sync at a time (flusher and shutdown)
};

}  // namespace tabula::server
