// Where a server keeps its tables. A table is its inputs, so what must last
// is its log (tabula/table_log.hpp): a header, then a line per choice, claim
// and end. Two stores keep it: files in a folder (FileStore, one server) and
// PostgreSQL (PgStore, several servers over one database, docs/server.md).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/protocol.hpp"
#include "tabula/table_log.hpp"

namespace tabula::server {

// One table's log in a store: lines are added in order, never changed.
class StoredLog {
 public:
  virtual ~StoredLog() = default;
  // Adds `line`; false when the store refuses it at once (a full disk).
  [[nodiscard]] virtual bool append(const nlohmann::json& line) = 0;
};

struct StoredTable {
  TableLogRecord record;
  std::shared_ptr<StoredLog> log;  // to go on with
};

class TableStore {
 public:
  virtual ~TableStore() = default;

  // The log of a new table, starting with `header`.
  [[nodiscard]] virtual std::shared_ptr<StoredLog> create(const std::string& id,
                                                          const nlohmann::json& header,
                                                          std::string* error) = 0;
  // A table read back, served by this server from now on; nullopt with
  // `error` when there is none (no_table), when the server closed it, or
  // when another live server serves it (moved, with its address).
  [[nodiscard]] virtual std::optional<StoredTable> open(const std::string& id,
                                                        ProtocolError* error) = 0;
  // The tables a starting server resumes at once (the others come back
  // when their players do).
  [[nodiscard]] virtual std::vector<std::string> resumable() = 0;
  // This server no longer serves `id` (it left memory).
  virtual void release(const std::string& id) { (void)id; }
  // Runs `done` on the server's thread once every line added so far may be
  // told to the clients: a game that anyone heard of must survive a killed
  // server.
  virtual void after_durable(std::function<void()> done) = 0;
  // Makes everything added so far durable now (a server shutting down).
  virtual void flush() = 0;
  // Public tables that other servers serve (the lobby lists its own), as
  // entries of the "tables" reply.
  [[nodiscard]] virtual std::vector<nlohmann::json> public_elsewhere(
      const std::set<std::string>& here) {
    (void)here;
    return {};
  }
};

// A table id as the server makes them (new_table_id): 12 lowercase hex
// digits. Stores refuse any other, so an id never names a file or smuggles
// SQL.
[[nodiscard]] bool table_id_shape(const std::string& id);

// How the log says the table ended ("finished", "failed", "closed"), or "".
[[nodiscard]] std::string log_ending(const TableLogRecord& record);

}  // namespace tabula::server
