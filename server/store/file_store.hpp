// Tables as files: `<data>/tables/<id>.log`, one per table, lines written at
// once (a killed server loses none) and synced to the disk in groups by the
// Flusher (a power cut loses at most the last flush interval).
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>

#include "store/flusher.hpp"
#include "store/table_store.hpp"

namespace tabula::server {

class FileStore final : public TableStore {
 public:
  FileStore(const std::filesystem::path& data, std::chrono::milliseconds flush_every);

  [[nodiscard]] std::shared_ptr<StoredLog> create(const std::string& id,
                                                  const nlohmann::json& header,
                                                  std::string* error) override;
  [[nodiscard]] std::optional<StoredTable> open(const std::string& id,
                                                ProtocolError* error) override;
  [[nodiscard]] std::vector<std::string> resumable() override;
  // A line is safe from a killed server once written: at once.
  void after_durable(std::function<void()> done) override { done(); }
  void flush() override { flusher_.flush_all(); }

  [[nodiscard]] const std::filesystem::path& folder() const { return folder_; }

 private:
  std::filesystem::path folder_;
  Flusher flusher_;
};

}  // namespace tabula::server
