// Helpers for the tests that run a real `tabula serve` process on loopback:
// starting and killing it, a raw WebSocket client, and seat clients that
// play a table to its end.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "client/table_client.hpp"
#include "net/ws_client.hpp"

extern char** environ;

namespace tabula::test {

// A `tabula serve` process listening on 127.0.0.1; stopped with SIGTERM at
// the end of its scope unless killed before.
class ServerProcess {
 public:
  ServerProcess(const std::filesystem::path& data, int port = 0,
                std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {TABULA_CLI_PATH, "serve",     "--port", std::to_string(port),
                                     "--bind",        "127.0.0.1", "--data", data.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    // Bots answer faster than people: the tests lift the rate limit unless
    // they test it.
    if (std::find(extra.begin(), extra.end(), "--rate") == extra.end())
      args.insert(args.end(), {"--rate", "100000", "--burst", "100000"});
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int out[2];
    REQUIRE(::pipe(out) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    REQUIRE(posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ) == 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    out_ = ::fdopen(out[0], "r");
    char line[256] = {};
    REQUIRE(std::fgets(line, sizeof line, out_) != nullptr);  // "listening on 127.0.0.1:P"
    const std::string text = line;
    REQUIRE(text.rfind("listening on ", 0) == 0);
    port_ = std::stoi(text.substr(text.rfind(':') + 1));
  }
  ~ServerProcess() {
    if (pid_ > 0) stop();
    if (out_) std::fclose(out_);
  }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  [[nodiscard]] int port() const { return port_; }
  [[nodiscard]] server::WsUrl url() const { return {"127.0.0.1", std::to_string(port_), "/"}; }

  // SIGTERM, then the exit status (0 when the server stopped cleanly).
  int stop() { return signal(SIGTERM); }
  // SIGKILL: no flush, no goodbye.
  int kill() { return signal(SIGKILL); }

 private:
  int signal(int sig) {
    ::kill(pid_, sig);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

  pid_t pid_ = -1;
  int port_ = 0;
  FILE* out_ = nullptr;
};

// A client that sends raw text and waits for replies, for the tests that
// talk to the server message by message.
class RawClient {
 public:
  explicit RawClient(const server::WsUrl& url) {
    server::WsClient::Handlers h;
    h.open = [this] { open_ = true; };
    h.message = [this](std::string text) { inbox_.push_back(std::move(text)); };
    h.closed = [this](const std::string& why) { closed_ = why.empty() ? "closed" : why; };
    ws_ = std::make_unique<server::WsClient>(io_, h);
    ws_->connect(url);
    run_until([this] { return open_ || closed_; });
    REQUIRE(open_);
    REQUIRE(next()["type"] == "welcome");
  }

  void send(const std::string& text) { ws_->send(text); }
  void send(const nlohmann::json& j) { ws_->send(j.dump()); }

  // The next message, or null after `seconds` (or when the connection closed).
  nlohmann::json next(double seconds = 20) {
    run_until([this] { return !inbox_.empty() || closed_; }, seconds);
    if (inbox_.empty()) return nullptr;
    auto j = nlohmann::json::parse(inbox_.front());
    inbox_.pop_front();
    return j;
  }
  // The next message of `type`, skipping others.
  nlohmann::json next_of(const std::string& type, double seconds = 20) {
    for (nlohmann::json j = next(seconds); !j.is_null(); j = next(seconds))
      if (j["type"] == type) return j;
    return nullptr;
  }
  [[nodiscard]] bool closed() {
    run_until([this] { return closed_.has_value(); }, 5);
    return closed_.has_value();
  }

 private:
  template <typename Done>
  void run_until(Done done, double seconds = 20) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done() && std::chrono::steady_clock::now() < deadline) {
      io_.restart();
      io_.run_one_for(std::chrono::milliseconds(50));
    }
  }

  boost::asio::io_context io_;
  std::unique_ptr<server::WsClient> ws_;
  std::deque<std::string> inbox_;
  bool open_ = false;
  std::optional<std::string> closed_;
};

// Creates a table through `url` and returns the "created" reply.
inline nlohmann::json create_table(const server::WsUrl& url, const nlohmann::json& create) {
  RawClient c(url);
  c.send(create);
  nlohmann::json reply = c.next();
  INFO(reply.dump());
  REQUIRE(reply["type"] == "created");
  return reply;
}

// What each seat client of play_table saw and how it ended.
struct SeatRun {
  server::TableClientResult result;
  std::vector<std::string> received;  // every message, as sent
};

// Plays every seat of `table` (tokens in seat order, one bot spec each) with
// TableClients on one io_context, until all end or `seconds` pass.
inline std::vector<SeatRun> play_table(const server::WsUrl& url, const std::string& table,
                                       const nlohmann::json& tokens,
                                       const std::vector<std::string>& specs,
                                       double seconds = 300) {
  boost::asio::io_context io;
  std::vector<SeatRun> runs(tokens.size());
  std::vector<std::unique_ptr<server::TableClient>> clients;
  std::size_t done = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    server::TableClientOptions o;
    o.servers = {url};
    o.table = table;
    o.token = tokens[i];
    o.bot = specs[i % specs.size()];
    o.seed = 100 + i;
    clients.push_back(
        std::make_unique<server::TableClient>(io, o, [&, i](const server::TableClientResult& r) {
          runs[i].result = r;
          if (++done == tokens.size()) io.stop();
        }));
    clients.back()->on_text = [&, i](const std::string& text) { runs[i].received.push_back(text); };
    clients.back()->start();
  }
  boost::asio::steady_timer deadline(io, std::chrono::duration_cast<std::chrono::nanoseconds>(
                                             std::chrono::duration<double>(seconds)));
  deadline.async_wait([&](boost::system::error_code ec) {
    if (!ec) io.stop();
  });
  io.run();
  return runs;
}

inline std::size_t count_lines(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

}  // namespace tabula::test
