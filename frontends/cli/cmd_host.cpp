// tabula host --server ws://HOST:P --game G --seats SPEC,... [--seed S]
// [--option k=v]... [--public]: creates a table on a server and prints
// {"table", "tokens"}. A public contract (docs/server.md).
#include <iostream>
#include <sstream>

#include <boost/asio/io_context.hpp>

#include "cli.hpp"
#include "net/ws_client.hpp"

namespace tabula::cli {

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

}  // namespace

int cmd_host(const std::vector<std::string>& args) {
  Globals g;
  std::string url, game, seats;
  std::string seed;
  bool is_public = false;
  std::vector<std::string> option_args;
  po::options_description desc("host options");
  desc.add_options()("server", po::value(&url), "the server: ws://HOST:PORT")(
      "game", po::value(&game), "the game id")(
      "seats", po::value(&seats), "one spec per seat: open, random, greedy, mcts:easy, ...")(
      "seed", po::value(&seed), "the game's seed (default: the server draws one)")(
      "option", po::value(&option_args)->composing(), "game option key=value (repeatable)")(
      "public", po::bool_switch(&is_public), "list the table: anyone may claim an open seat");
  add_globals(desc, g);
  int code = 0;
  const char* usage =
      "tabula host --server ws://HOST:P --game G --seats SPEC,... [--seed S] [--option k=v]... "
      "[--public]";
  if (!parse(args, desc, {}, g, usage, code)) return code;
  std::string error;
  const auto where = server::parse_ws_url(url, &error);
  std::map<std::string, std::string> options;
  if (!where || game.empty() || seats.empty() || !parse_options(option_args, options)) {
    std::cerr << "tabula: " << (where ? std::string(usage) : error) << '\n';
    return 2;
  }
  nlohmann::json create = {{"type", "create"},
                           {"game", game},
                           {"seats", split_commas(seats)},
                           {"options", options},
                           {"public", is_public}};
  if (!seed.empty()) {
    if (seed.find_first_not_of("0123456789") != std::string::npos || seed.size() > 20) {
      std::cerr << "tabula: --seed must be a whole number\n";
      return 2;
    }
    create["seed"] = std::stoull(seed);
  }
  boost::asio::io_context io;
  int result = 1;
  bool refused = false;
  std::unique_ptr<server::WsClient> ws;
  server::WsClient::Handlers h;
  h.open = [&] { ws->send(create.dump()); };
  h.message = [&](std::string text) {
    const auto j = nlohmann::json::parse(text, nullptr, false);
    const std::string type = j.is_object() ? j.value("type", "") : "";
    if (type == "created") {
      std::cout << nlohmann::json{{"table", j["table"]}, {"tokens", j["tokens"]}}.dump() << '\n';
      result = 0;
      ws->close();
    } else if (type == "error") {
      std::cerr << "tabula host: " << j.value("message", "the server refused") << '\n';
      refused = true;
      ws->close();
    }
  };
  h.closed = [&](const std::string& why) {
    if (result != 0 && !refused) std::cerr << "tabula host: " << why << '\n';
  };
  ws = std::make_unique<server::WsClient>(io, h);
  ws->connect(*where);
  io.run();
  return result;
}

}  // namespace tabula::cli
