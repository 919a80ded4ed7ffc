// tabula join --server ws://HOST:P --table ID --token T --bot SPEC [--json]
// plays a seat as a bot client until the game ends, reconnecting by itself
// (to the next --server when several are given);
// tabula join --server ws://HOST:P --table ID --watch prints the public
// log. A public contract (docs/server.md).
#include <iostream>

#include <boost/asio/io_context.hpp>

#include "cli.hpp"
#include "client/table_client.hpp"
#include "tabula/bot.hpp"

namespace tabula::cli {

namespace {

// What a spectator prints of a state: the new log lines, and the result.
void print_watched(const nlohmann::json& state) {
  for (const auto& e : state.value("events", nlohmann::json::array()))
    if (e.value("kind", "") == "message") std::cout << e.value("text", "") << '\n';
  if (state.value("status", "") == "finished" && state.contains("results")) {
    const auto& presence = state["presence"];
    for (const auto& r : state["results"]["seats"]) {
      const int seat = r.value("seat", 0);
      std::cout << "  " << r.value("rank", 0) << ". "
                << presence.at(static_cast<std::size_t>(seat - 1)).value("name", "") << "  "
                << r["score"].dump() << '\n';
    }
  }
  std::cout.flush();
}

}  // namespace

int cmd_join(const std::vector<std::string>& args) {
  Globals g;
  server::TableClientOptions o;
  std::vector<std::string> urls;
  bool watch = false, json = false;
  int retry = 60;
  po::options_description desc("join options");
  desc.add_options()("server", po::value(&urls)->composing(),
                     "the server: ws://HOST:PORT (more than once: others to try in turn)")(
      "table", po::value(&o.table), "the table id")("token", po::value(&o.token),
                                                    "the seat's token (from tabula host)")(
      "bot", po::value(&o.bot)->default_value("random"),
      "how to play: random, greedy, mcts:easy, ... (the server thinks for all but random)")(
      "name", po::value(&o.player), "the name the others see")(
      "seed", po::value(&o.seed)->default_value(1), "the seed of a random bot's own choices")(
      "watch", po::bool_switch(&watch), "watch the table and print its log")(
      "retry-seconds", po::value(&retry)->default_value(retry),
      "give up after this long without the server")(
      "json", po::bool_switch(&json), "print {table, seat, finished, hash} at the end");
  add_globals(desc, g);
  int code = 0;
  const char* usage =
      "tabula join --server ws://HOST:P --table ID (--token T --bot SPEC [--json] | --watch)";
  if (!parse(args, desc, {}, g, usage, code)) return code;
  std::string error;
  bool where = !urls.empty();
  for (const std::string& url : urls) {
    const auto parsed = server::parse_ws_url(url, &error);
    where = where && parsed;
    if (parsed) o.servers.push_back(*parsed);
  }
  if (urls.empty()) error = usage;
  const auto bots = bot_names();
  const bool known_bot = std::find(bots.begin(), bots.end(), o.bot) != bots.end();
  if (!where || o.table.empty() || watch == !o.token.empty() || !known_bot) {
    std::cerr << "tabula: "
              << (!where       ? error
                  : !known_bot ? "unknown bot '" + o.bot + "' (use " + bot_spec_list() + ")"
                               : std::string(usage))
              << '\n';
    return 2;
  }
  o.retry_for = std::chrono::seconds(std::max(1, retry));
  if (watch) o.token.clear();
  boost::asio::io_context io;
  server::TableClientResult result;
  server::TableClient client(io, o, [&](const server::TableClientResult& r) { result = r; });
  if (watch) client.on_state = print_watched;
  client.start();
  io.run();
  if (json)
    std::cout << nlohmann::json{{"table", o.table},
                                {"seat", result.seat},
                                {"finished", result.finished},
                                {"hash", result.hash}}
                     .dump()
              << '\n';
  if (!result.error.empty()) std::cerr << "tabula join: " << result.error << '\n';
  return result.finished ? 0 : 1;
}

}  // namespace tabula::cli
