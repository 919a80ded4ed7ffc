// tabula tables --server ws://HOST:P [--json]: the public tables of a server
// (and of the servers that share its store), with their open seats.
#include <iostream>

#include <boost/asio/io_context.hpp>

#include "cli.hpp"
#include "net/ws_client.hpp"

namespace tabula::cli {

namespace {

void print_tables(const nlohmann::json& tables) {
  if (tables.empty()) std::cout << "no public tables\n";
  for (const auto& t : tables) {
    std::cout << t.value("table", "") << "  " << t.value("game", "") << "  "
              << t.value("players", 0) << " seats";
    if (t.contains("open")) std::cout << ", " << t.value("open", 0) << " open";
    if (!t.value("server", "").empty()) std::cout << "  (at " << t.value("server", "") << ')';
    std::cout << '\n';
  }
}

}  // namespace

int cmd_tables(const std::vector<std::string>& args) {
  Globals g;
  std::string url;
  bool json = false;
  po::options_description desc("tables options");
  desc.add_options()("server", po::value(&url), "the server: ws://HOST:PORT")(
      "json", po::bool_switch(&json), "print the server's list as JSON");
  add_globals(desc, g);
  int code = 0;
  const char* usage = "tabula tables --server ws://HOST:P [--json]";
  if (!parse(args, desc, {}, g, usage, code)) return code;
  std::string error;
  const auto where = server::parse_ws_url(url, &error);
  if (!where) {
    std::cerr << "tabula: " << (url.empty() ? std::string(usage) : error) << '\n';
    return 2;
  }
  boost::asio::io_context io;
  int result = 1;
  std::unique_ptr<server::WsClient> ws;
  server::WsClient::Handlers h;
  h.open = [&] { ws->send(R"({"type":"tables"})"); };
  h.message = [&](std::string text) {
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object() || j.value("type", "") != "tables") return;
    if (json)
      std::cout << j["tables"].dump() << '\n';
    else
      print_tables(j["tables"]);
    result = 0;
    ws->close();
  };
  h.closed = [&](const std::string& why) {
    if (result != 0) std::cerr << "tabula tables: " << why << '\n';
  };
  ws = std::make_unique<server::WsClient>(io, h);
  ws->connect(*where);
  io.run();
  return result;
}

}  // namespace tabula::cli
