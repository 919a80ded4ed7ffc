// The server's logic, apart from sockets: connections send it text, it
// answers through an Outbox. It owns every table, decides who may do what,
// runs the bots and sends each connection only what its seat may see.
// Everything runs on one thread (the server's); bot and hint searches run
// on a BotPool and come back through Outbox::post.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "lobby/bot_pool.hpp"
#include "lobby/rate_limiter.hpp"
#include "protocol/protocol.hpp"
#include "protocol/state_message.hpp"
#include "store/table_store.hpp"
#include "table/table.hpp"

namespace tabula::server {

using ConnId = std::uint64_t;

// How the lobby reaches the connections; the WebSocket server implements it
// (tests use one that records).
class Outbox {
 public:
  virtual ~Outbox() = default;
  virtual void send(ConnId conn, std::string text) = 0;
  // Ends the connection after what was sent so far.
  virtual void close(ConnId conn, const std::string& reason) = 0;
  // Runs `task` on the server's thread soon (a bot's answer coming back).
  virtual void post(std::function<void()> task) = 0;
};

// The limits against abuse (docs/server.md); each is a flag of `tabula serve`.
struct ServerLimits {
  std::size_t max_message = 64 * 1024;             // bytes in one message
  double rate = 50;                                // messages a second per connection, on average
  double burst = 100;                              // messages at once
  int tables_per_address = 8;                      // unfinished tables one address may host
  std::chrono::milliseconds idle{60 * 60 * 1000};  // a table nobody joins or plays expires
  int max_connections = 1000;
  std::size_t bot_queue = 256;  // bot and hint searches waiting at most
};

struct LobbyConfig {
  SearchPaths paths;
  std::filesystem::path data;      // the file store: <data>/tables/<id>.log
  std::string store;               // a postgresql:// address instead (several servers)
  std::string public_url;          // how clients reach this server (told to those sent here)
  std::chrono::seconds lease{30};  // the database store: a dead server's tables free after this
  ServerLimits limits;
  int bot_threads = 1;
  std::chrono::milliseconds flush_every{50};
  int bot_iterations = 0;  // > 0: every bot and hint searches this many iterations
};

// The store `config` names: files under its data folder, or PostgreSQL.
// `lost` hears of tables another server took over (the database store).
[[nodiscard]] std::unique_ptr<TableStore> make_store(
    const LobbyConfig& config, Outbox& outbox, std::function<void(const std::string& id)> lost);

class Lobby {
 public:
  Lobby(LobbyConfig config, Outbox& outbox);
  ~Lobby();
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  // Reads the logs under the data folder and resumes every table that had
  // not ended; says what it did on `out`. Returns the number resumed.
  int resume_tables(std::ostream& out);

  void open(ConnId conn, const std::string& address);
  void message(ConnId conn, std::string_view text);
  void closed(ConnId conn);
  // Ends tables nobody played or joined for the idle limit (call now and then).
  void expire();
  // Makes every log durable (before the process exits).
  void flush();
  // A table's store lost it to another server (the database store).
  void lost(const std::string& id);

  [[nodiscard]] std::size_t table_count() const { return tables_.size(); }
  [[nodiscard]] std::size_t connection_count() const { return conns_.size(); }
  [[nodiscard]] const ServerLimits& limits() const { return config_.limits; }
  // Bot or hint searches still running; their answers are not posted yet.
  [[nodiscard]] bool thinking() const { return !pool_.idle(); }

 private:
  // Where a connection sits: a seat of a table, or watching it.
  struct Conn {
    Conn(std::string from, const ServerLimits& l)
        : address(std::move(from)), rate(l.rate, l.burst) {}
    std::string address;
    RateLimiter rate;
    int strikes = 0;  // messages dropped for the rate in a row
    std::string table;
    SeatIndex seat = kNoSeat;  // a seat, kSpectator, or kNoSeat (at no table)
    Cursor cursor;
    bool hint_running = false;
  };
  struct Entry {
    std::unique_ptr<Table> table;
    std::map<ConnId, bool> members;                          // the connections at it
    std::set<std::pair<SeatIndex, std::uint64_t>> thinking;  // bot answers underway
    std::deque<nlohmann::json> chat;                         // the last kChatKept lines
    std::uint64_t said = 0;                                  // chat lines so far (their "n")
  };

  // Whether a bot of `seat` is thinking now (its answer is not back yet).
  [[nodiscard]] static bool seat_thinking(const Entry& entry, SeatIndex seat);
  void dispatch(ConnId conn, Conn& c, ParsedRequest& parsed);
  void on_hello(ConnId conn, const HelloRequest& r, const nlohmann::json& re);
  void on_games(ConnId conn, const nlohmann::json& re);
  void on_tables(ConnId conn, const nlohmann::json& re);
  void on_create(ConnId conn, Conn& c, const CreateRequest& r, const nlohmann::json& re);
  void on_join(ConnId conn, Conn& c, const JoinRequest& r, const nlohmann::json& re);
  void on_claim(ConnId conn, Conn& c, const ClaimRequest& r, const nlohmann::json& re);
  void on_watch(ConnId conn, Conn& c, const WatchRequest& r, const nlohmann::json& re);
  void on_choose(ConnId conn, Conn& c, const ChooseRequest& r, const nlohmann::json& re);
  void on_hint(ConnId conn, Conn& c, const HintRequest& r, const nlohmann::json& re);
  void on_say(ConnId conn, Conn& c, const SayRequest& r, const nlohmann::json& re);
  void on_leave(ConnId conn, Conn& c, const nlohmann::json& re);

  // Seats `conn` at `seat` of `entry` (kSpectator to watch), leaving where it was.
  void seat_conn(ConnId conn, Conn& c, Entry& entry, SeatIndex seat);
  void leave(ConnId conn, Conn& c);
  // After a change at a table: once the store holds it, every member gets
  // its state, and the bots move on.
  void changed(Entry& entry);
  void broadcast(const std::string& id);
  void drop(std::map<std::string, Entry>::iterator it);
  // `presence`: the table's presence as JSON text (made once for all members).
  void send_state(ConnId conn, Conn& c, Table& table, const std::string& presence);
  void send_presence(Entry& entry);
  // Lets the bots of the table answer what they owe (lobby_bots.cpp).
  void pump_bots(Entry& entry);
  void think(Entry& entry, SeatIndex seat);
  [[nodiscard]] BotSettings settings(const Table& table) const;
  void bot_answered(const std::string& id, SeatIndex seat, std::uint64_t at,
                    const std::vector<std::string>& picks);
  void hint_done(ConnId conn, const nlohmann::json& reply);

  [[nodiscard]] Entry* find_table(const std::string& id);
  // find_table, or else the table read back from its log (a game that ended
  // and left memory, for its players and spectators to look at); null for
  // no such table, or one the server closed.
  [[nodiscard]] Entry* open_table(const std::string& id, ProtocolError* error);
  [[nodiscard]] std::shared_ptr<const Module> module(const std::string& game, ProtocolError* error);
  [[nodiscard]] int tables_of(const std::string& address) const;
  void send(ConnId conn, const nlohmann::json& message);
  void send(ConnId conn, std::string text) { outbox_.send(conn, std::move(text)); }
  void fail(ConnId conn, ErrorCode code, const std::string& message, const nlohmann::json& re);
  void fail(ConnId conn, const ProtocolError& error, const nlohmann::json& re);

  LobbyConfig config_;
  Outbox& outbox_;
  std::map<ConnId, Conn> conns_;
  std::map<std::string, Entry> tables_;
  std::map<std::string, std::shared_ptr<const Module>> modules_;
  nlohmann::json games_;  // the "games" reply, made once
  std::unique_ptr<TableStore> store_;
  BotPool pool_;  // last: its threads stop before the rest goes
};

}  // namespace tabula::server
