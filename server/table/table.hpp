// One table of the server: a session of a game, who plays each seat, and
// its log. Every change goes through here in one order: check, log, apply;
// so the log always holds exactly the choices the session took.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/protocol.hpp"
#include "store/table_store.hpp"
#include "tabula/bot.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "tabula/table_log.hpp"

namespace tabula::server {

struct TableSeat {
  std::string controller;       // "human" for a seat people play, else a bot spec
  std::string token;            // human seats: whoever sends it plays the seat
  bool reserved = false;        // private: taken only with its token, never claimed
  bool claimed = false;         // a person took the seat (join or claim)
  std::string player;           // the display name they gave
  int connections = 0;          // live connections playing it now
  std::unique_ptr<Bot> random;  // "random" seats answer on the spot with it
  // A thinking seat's bot, made at its first decision and kept for the
  // game: it learns from the picks it sees how the other seats play.
  std::shared_ptr<Bot> thinker;
};

class Table {
 public:
  using Clock = std::chrono::steady_clock;

  // A new table from a create request, its log in `store`; null with
  // `error` set when the game, seats or options are wrong or the log cannot
  // be written.
  [[nodiscard]] static std::unique_ptr<Table> create(const CreateRequest& request,
                                                     std::shared_ptr<const Module> module,
                                                     TableStore& store, const std::string& address,
                                                     ProtocolError* error);
  // The table a stored log records, its choices replayed; null with `error`.
  [[nodiscard]] static std::unique_ptr<Table> resume(StoredTable stored, const SearchPaths& paths,
                                                     std::string* error);

  [[nodiscard]] const std::string& id() const { return id_; }
  [[nodiscard]] Session& session() { return *session_; }
  [[nodiscard]] const Session& session() const { return *session_; }
  [[nodiscard]] bool is_public() const { return public_; }
  [[nodiscard]] const std::string& address() const { return address_; }
  [[nodiscard]] std::uint64_t at() const { return session_->choices().size(); }
  [[nodiscard]] bool over() const { return session_->status() != SessionStatus::Waiting; }
  [[nodiscard]] int seat_count() const { return static_cast<int>(seats_.size()); }
  [[nodiscard]] TableSeat& seat(SeatIndex s) { return seats_[static_cast<std::size_t>(s)]; }
  [[nodiscard]] Clock::time_point last_activity() const { return last_activity_; }
  void touch() { last_activity_ = Clock::now(); }

  // The seat `token` plays, or kNoSeat.
  [[nodiscard]] SeatIndex seat_of_token(const std::string& token) const;
  // The seat a claim takes (`wanted` from 1, 0 for the first open one), or
  // the reason it cannot.
  [[nodiscard]] std::optional<SeatIndex> open_seat(int wanted, ProtocolError* error) const;
  // Marks `seat` as taken by `player` (logged, so a restart keeps it).
  bool claim(SeatIndex seat, const std::string& player);

  // Answers for `seat` the decision of state `at`: checked, logged, then
  // applied. Returns the reason when refused; nothing changed then.
  [[nodiscard]] std::optional<ProtocolError> choose(SeatIndex seat, std::uint64_t at,
                                                    const std::vector<std::string>& picks);
  // Logs the end of the game once it is over (finished or failed), or that
  // the server closed the table (`why`), so a restart does not resume it.
  void log_end(const std::string& why = "");

  // Who plays each seat and who is connected (public).
  [[nodiscard]] nlohmann::json presence() const;
  // The table as the public list shows it.
  [[nodiscard]] nlohmann::json summary() const;

 private:
  Table(std::string id, std::unique_ptr<Session> session, std::vector<TableSeat> seats,
        bool is_public, std::string address, std::shared_ptr<StoredLog> log);

  std::string id_;
  std::unique_ptr<Session> session_;
  std::vector<TableSeat> seats_;
  bool public_ = false;
  std::string address_;
  std::shared_ptr<StoredLog> log_;
  bool ended_ = false;  // the end line is written
  Clock::time_point last_activity_ = Clock::now();
};

// The session settings of a table: the last snapshot kept (hints search
// worlds from it), events on (clients are told what happened).
[[nodiscard]] SessionConfig table_session_config();

}  // namespace tabula::server
