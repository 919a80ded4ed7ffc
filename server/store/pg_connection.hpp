// One connection to PostgreSQL (libpq), used by one thread: statements with
// parameters, their rows as text, errors as the server words them.
#pragma once

#include <optional>
#include <string>
#include <vector>

struct pg_conn;

namespace tabula::server {

class PgConnection {
 public:
  using Row = std::vector<std::optional<std::string>>;  // nullopt: SQL NULL

  // Connects to `address` (a postgresql:// URI or key=value string; empty
  // parts come from the PG* environment); throws std::runtime_error.
  explicit PgConnection(const std::string& address);
  ~PgConnection();
  PgConnection(const PgConnection&) = delete;
  PgConnection& operator=(const PgConnection&) = delete;

  // Runs `sql` with `params` ($1, $2, ...); the rows, or nullopt with
  // error() set. A broken connection is made again once before giving up.
  std::optional<std::vector<Row>> run(const std::string& sql,
                                      const std::vector<std::optional<std::string>>& params = {});
  [[nodiscard]] const std::string& error() const { return error_; }
  // The SQLSTATE of the last error ("23505": a key that exists already).
  [[nodiscard]] const std::string& state() const { return state_; }

 private:
  std::string address_;
  pg_conn* conn_ = nullptr;
  std::string error_;
  std::string state_;
};

// `items` as a PostgreSQL array literal of text ({"a","b\"c"}).
[[nodiscard]] std::string pg_text_array(const std::vector<std::string>& items);

}  // namespace tabula::server
