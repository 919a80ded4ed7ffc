#include "store/pg_connection.hpp"

#include <stdexcept>

#include <libpq-fe.h>

namespace tabula::server {

namespace {

std::string trimmed(const char* text) {
  std::string s = text ? text : "";
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

}  // namespace

PgConnection::PgConnection(const std::string& address) : address_(address) {
  conn_ = PQconnectdb(address.c_str());
  if (PQstatus(conn_) != CONNECTION_OK) {
    const std::string why = trimmed(PQerrorMessage(conn_));
    PQfinish(conn_);
    conn_ = nullptr;
    throw std::runtime_error("cannot connect to the database: " + why);
  }
}

PgConnection::~PgConnection() {
  if (conn_) PQfinish(conn_);
}

std::optional<std::vector<PgConnection::Row>> PgConnection::run(
    const std::string& sql, const std::vector<std::optional<std::string>>& params) {
  std::vector<const char*> values;
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  for (int attempt = 0; attempt < 2; ++attempt) {
    PGresult* r = PQexecParams(conn_, sql.c_str(), static_cast<int>(values.size()), nullptr,
                               values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = PQresultStatus(r);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) {
      std::vector<Row> rows(static_cast<std::size_t>(PQntuples(r)));
      for (int i = 0; i < PQntuples(r); ++i)
        for (int k = 0; k < PQnfields(r); ++k)
          rows[static_cast<std::size_t>(i)].push_back(
              PQgetisnull(r, i, k) ? std::nullopt
                                   : std::optional<std::string>(PQgetvalue(r, i, k)));
      PQclear(r);
      error_.clear();
      state_.clear();
      return rows;
    }
    error_ = trimmed(PQresultErrorMessage(r));
    const char* state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
    state_ = state ? state : "";
    PQclear(r);
    if (PQstatus(conn_) == CONNECTION_OK) break;  // the statement failed, not the line
    PQreset(conn_);
  }
  return std::nullopt;
}

std::string pg_text_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    out += '"';
    for (const char c : items[i]) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

}  // namespace tabula::server
