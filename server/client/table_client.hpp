// A client at one table: it plays a seat (answering each decision by itself
// at random, or with the server's hint for a bot level) or watches, and
// reconnects on its own when the connection drops. It never runs rules:
// all it knows is what the server sends its seat. `tabula join` and the
// load test are built on it.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "lobby/rate_limiter.hpp"
#include "net/ws_client.hpp"
#include "tabula/rng.hpp"

namespace tabula::server {

struct TableClientOptions {
  // Where to connect; on a dropped connection the next one is tried (several
  // servers over one database: docs/server.md).
  std::vector<WsUrl> servers;
  std::string table;
  std::string token;           // play the seat of this token; empty: watch
  std::string bot = "random";  // how to answer: random here, else the server's hint at that level
  std::string player;          // the display name sent with join
  std::uint64_t seed = 1;
  std::chrono::seconds retry_for{60};  // give up after this long without a connection
  std::chrono::milliseconds think{0};  // wait this long before each answer (a person's pace)
};

struct TableClientResult {
  bool finished = false;  // the game ended (else `error` says why the client stopped)
  int seat = 0;           // from 1; 0 when watching
  std::string hash;       // the final state hash the server sent
  std::string error;
  std::uint64_t choices = 0;  // choices this client sent that were taken
  int reconnects = 0;
};

class TableClient {
 public:
  using Done = std::function<void(const TableClientResult&)>;

  TableClient(boost::asio::io_context& io, TableClientOptions options, Done done);
  void start();

  // Optional: every message as the server sent it (the leak test records them).
  std::function<void(const std::string& text)> on_text;
  // Optional: every state message as it arrives (what `join --watch` prints).
  std::function<void(const nlohmann::json& state)> on_state;
  // Optional: the time from sending a choice to the state that shows it.
  std::function<void(std::chrono::nanoseconds)> on_round_trip;

 private:
  void connect();
  void on_open();
  void on_message(const std::string& text);
  void on_closed(const std::string& why);
  void on_state_message(const nlohmann::json& state);
  void on_error(const nlohmann::json& error);
  void answer(const nlohmann::json& decision, std::uint64_t at);
  void decide(const nlohmann::json& decision, std::uint64_t at);
  void choose(std::uint64_t at, const nlohmann::json& picks);
  void retry_later(std::chrono::milliseconds delay, std::function<void()> what);
  // Sends now, or as soon as the server's rate limit (from its welcome) allows.
  void send_paced(std::string text);
  void finish();

  boost::asio::io_context& io_;
  TableClientOptions options_;
  Done done_;
  std::unique_ptr<WsClient> ws_;
  std::size_t server_ = 0;  // of options_.servers, the one tried now
  bool moved_ = false;      // told where the table went: go there next
  boost::asio::steady_timer timer_;
  Rng rng_;
  TableClientResult result_;
  bool over_ = false;
  std::chrono::steady_clock::time_point last_connected_ = std::chrono::steady_clock::now();
  std::uint64_t at_ = 0;                 // the state last seen
  std::uint64_t answered_ = UINT64_MAX;  // the state last answered (or asked a hint for)
  nlohmann::json decision_;              // what the seat owes at at_
  std::chrono::steady_clock::time_point sent_at_{};
  bool waiting_round_trip_ = false;
  std::unique_ptr<RateLimiter> pace_;  // the server's limit, kept on this side
  boost::asio::steady_timer pace_timer_;
  boost::asio::steady_timer think_timer_;
  std::deque<std::string> paced_;
};

}  // namespace tabula::server
