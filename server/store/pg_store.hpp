// Tables in PostgreSQL, so that several server processes serve one player
// base (docs/server.md, "Several servers"). A table is served by one server
// at a time: the one holding its lease, which it renews while it lives. A
// table whose server died is taken by the next server its players reach,
// once the lease ran out. Lines are numbered per table, so a server that
// lost a table can never add to it (the database refuses the number twice).
//
// Writes go through one thread of the store's own, in groups: every line
// queued while a commit is underway goes into the next one, and the
// server tells clients of a choice only once it is committed
// (after_durable), so a killed server loses nothing anyone heard of.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "store/table_store.hpp"

namespace tabula::server {

class PgConnection;

class PgStore final : public TableStore {
 public:
  struct Options {
    std::string address;                         // postgresql://...
    std::string public_url;                      // told to players sent here by another server
    std::chrono::seconds lease{30};              // a dead server's tables are free after this
    std::chrono::milliseconds commit_every{50};  // the longest a line waits for its commit
    // Runs a task on the server's thread.
    std::function<void(std::function<void()>)> post;
    // Called (through `post`) when another server took one of our tables.
    std::function<void(const std::string& id)> lost;
  };

  // Connects and makes the tables it needs; throws std::runtime_error with
  // the database's message when it cannot.
  explicit PgStore(Options options);
  ~PgStore() override;

  [[nodiscard]] std::shared_ptr<StoredLog> create(const std::string& id,
                                                  const nlohmann::json& header,
                                                  std::string* error) override;
  [[nodiscard]] std::optional<StoredTable> open(const std::string& id,
                                                ProtocolError* error) override;
  [[nodiscard]] std::vector<std::string> resumable() override;
  void release(const std::string& id) override;
  void after_durable(std::function<void()> done) override;
  void flush() override;
  [[nodiscard]] std::vector<nlohmann::json> public_elsewhere(
      const std::set<std::string>& here) override;

  // Queues a line of table `id` with number `seq` (PgLog::append).
  void queue(const std::string& id, int seq, std::string line, std::string ending);

 private:
  // One write for the writer thread: a line, or the release of a table.
  struct Write {
    std::string table;
    int seq = 0;  // 0: a release
    std::string line;
    std::string ending;  // for an end line: "finished", "failed" or "closed"
  };
  struct Waiter {
    std::uint64_t upto;  // every write numbered up to this must be committed first
    std::function<void()> done;
  };

  void run();
  bool commit(const std::vector<Write>& writes);
  void renew_leases();

  Options o_;
  std::string me_;                        // this server's name in the leases
  std::unique_ptr<PgConnection> db_;      // the server's thread
  std::unique_ptr<PgConnection> writer_;  // the writer thread
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Write> writes_;
  std::vector<Waiter> waiters_;
  std::uint64_t queued_ = 0;     // writes queued so far
  std::uint64_t committed_ = 0;  // of which committed
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace tabula::server
