// tabula-loadtest: keeps N tables of random bot clients busy on a running
// server from this one process, for S seconds, and prints the round trip of
// every choice (sent to the state that shows it): median, p99, max
// (docs/performance.md, "Server"; scripts/bench_server runs it).
#include <algorithm>
#include <chrono>
#include <iostream>
#include <list>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>

#include "client/table_client.hpp"
#include "net/ws_client.hpp"

namespace {

namespace po = boost::program_options;
using namespace tabula::server;
using nlohmann::json;

struct Config {
  WsUrl url;
  int tables = 200;
  std::string game = "goofspiel";
  int players = 2;
  double seconds = 30;
  int think_ms = 0;
};

// Creates tables through one connection and plays each with one random
// client per seat; a table that ends is replaced until the time is up.
class Load {
 public:
  Load(boost::asio::io_context& io, Config c) : io_(io), c_(std::move(c)), deadline_(io) {}

  void start() {
    WsClient::Handlers h;
    h.open = [this] {
      for (int i = 0; i < c_.tables; ++i) create();
    };
    h.message = [this](std::string text) { on_control(text); };
    h.closed = [this](const std::string& why) {
      if (!over_) std::cerr << "tabula-loadtest: control connection: " << why << '\n';
    };
    control_ = std::make_unique<WsClient>(io_, h);
    control_->connect(c_.url);
    deadline_.expires_after(std::chrono::duration_cast<std::chrono::nanoseconds>(
        std::chrono::duration<double>(c_.seconds)));
    deadline_.async_wait([this](boost::system::error_code) {
      over_ = true;
      io_.stop();
    });
    started_ = std::chrono::steady_clock::now();
  }

  void report() const {
    std::vector<double> ms;
    for (auto ns : rtts_) ms.push_back(std::chrono::duration<double, std::milli>(ns).count());
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) {
      return ms.empty() ? 0.0
                        : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))];
    };
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    std::cout << json{{"tables", c_.tables},
                      {"think_ms", c_.think_ms},
                      {"game", c_.game},
                      {"seconds", secs},
                      {"choices", ms.size()},
                      {"choices_per_second", static_cast<double>(ms.size()) / secs},
                      {"games_finished", finished_},
                      {"errors", errors_},
                      {"rtt_ms_median", at(0.5)},
                      {"rtt_ms_p99", at(0.99)},
                      {"rtt_ms_max", ms.empty() ? 0.0 : ms.back()}}
                     .dump(1)
              << '\n';
  }

 private:
  void create() {
    control_->send(
        json{{"type", "create"},
             {"game", c_.game},
             {"seats", std::vector<std::string>(static_cast<std::size_t>(c_.players), "open")}}
            .dump());
  }

  void on_control(const std::string& text) {
    const json j = json::parse(text, nullptr, false);
    if (!j.is_object()) return;
    if (j.value("type", "") == "error") {
      ++errors_;
      std::cerr << "tabula-loadtest: " << j.value("message", "") << '\n';
      return;
    }
    if (j.value("type", "") != "created" || over_) return;
    auto left = std::make_shared<int>(c_.players);
    for (const auto& token : j["tokens"]) {
      TableClientOptions o;
      o.servers = {c_.url};
      o.table = j["table"];
      o.token = token;
      o.seed = ++seeds_;
      o.think = std::chrono::milliseconds(c_.think_ms);
      clients_.push_back(
          std::make_unique<TableClient>(io_, o, [this, left](const TableClientResult& r) {
            if (!r.finished) ++errors_;
            if (--*left > 0) return;
            ++finished_;
            if (!over_) create();  // the next game keeps the number of tables
          }));
      clients_.back()->on_round_trip = [this](std::chrono::nanoseconds ns) { rtts_.push_back(ns); };
      clients_.back()->start();
    }
  }

  boost::asio::io_context& io_;
  Config c_;
  boost::asio::steady_timer deadline_;
  std::unique_ptr<WsClient> control_;
  std::list<std::unique_ptr<TableClient>> clients_;  // kept to the end: cheap, and never dangling
  std::vector<std::chrono::nanoseconds> rtts_;
  std::chrono::steady_clock::time_point started_;
  std::uint64_t seeds_ = 0;
  int finished_ = 0;
  int errors_ = 0;
  bool over_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  Config c;
  std::string url;
  po::options_description desc("tabula-loadtest options");
  desc.add_options()("help", "this text")("server", po::value(&url), "ws://HOST:PORT")(
      "tables", po::value(&c.tables)->default_value(c.tables), "tables played at once")(
      "game", po::value(&c.game)->default_value(c.game), "the game")(
      "players", po::value(&c.players)->default_value(c.players), "seats per table")(
      "seconds", po::value(&c.seconds)->default_value(c.seconds), "how long to run")(
      "think-ms", po::value(&c.think_ms)->default_value(0),
      "each client waits this long before it answers (0: at once)");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "tabula-loadtest: " << e.what() << '\n';
    return 2;
  }
  std::string error;
  const auto where = parse_ws_url(url, &error);
  if (vm.count("help") || !where) {
    std::cerr << (where ? "" : error + "\n") << "usage: tabula-loadtest --server ws://HOST:P "
              << "[--tables N] [--game G] [--players P] [--seconds S]\n"
              << desc;
    return vm.count("help") ? 0 : 2;
  }
  c.url = *where;
  boost::asio::io_context io;
  Load load(io, c);
  load.start();
  io.run();
  load.report();
  return 0;
}
