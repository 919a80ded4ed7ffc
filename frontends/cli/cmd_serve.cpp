// tabula serve --port P [--bind ADDR] [--data DIR | --store postgresql://...]
// [limits...]: the game server (docs/server.md). A public contract: --port,
// --data, --store and --games-path are used by scripts outside this
// repository.
#include <iostream>
#include <thread>

#include "cli.hpp"
#include "net/ws_server.hpp"

namespace tabula::cli {

namespace {

// Where table logs go when --data is not given: the user's data folder.
std::filesystem::path default_data() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  const char* home = std::getenv("HOME");
  const std::filesystem::path base = xdg && *xdg ? xdg
                                     : home      ? std::filesystem::path(home) / ".local/share"
                                                 : std::filesystem::path(".");
  return base / "tabula" / "server";
}

}  // namespace

int cmd_serve(const std::vector<std::string>& args) {
  Globals g;
  server::ServeOptions o;
  server::ServerLimits& l = o.lobby.limits;
  int port = -1, idle_minutes = 60, flush_ms = 50, lease = 30;
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::string data;
  po::options_description desc("serve options");
  desc.add_options()("port", po::value(&port), "the port to listen on (0: any free port)")(
      "bind", po::value(&o.bind)->default_value("0.0.0.0"), "the address to listen on")(
      "data", po::value(&data),
      "the folder of the table logs (default ~/.local/share/tabula/server)")(
      "store", po::value(&o.lobby.store),
      "keep the tables in PostgreSQL instead (postgresql://...): several servers, one store")(
      "public-url", po::value(&o.lobby.public_url),
      "how players reach this server (ws://HOST:PORT), told to those another server sends here")(
      "lease-seconds", po::value(&lease)->default_value(lease),
      "with --store: a dead server's tables are taken over after this long")(
      "max-message", po::value(&l.max_message)->default_value(l.max_message),
      "bytes one message may have")("rate", po::value(&l.rate)->default_value(l.rate),
                                    "messages a second per connection")(
      "burst", po::value(&l.burst)->default_value(l.burst), "messages at once per connection")(
      "tables-per-address", po::value(&l.tables_per_address)->default_value(l.tables_per_address),
      "unfinished tables one address may host")(
      "idle-minutes", po::value(&idle_minutes)->default_value(idle_minutes),
      "a table nobody plays or joins for this long expires")(
      "max-connections", po::value(&l.max_connections)->default_value(l.max_connections),
      "connections at once")("bot-threads", po::value(&threads)->default_value(threads),
                             "threads that think for bots")(
      "bot-queue", po::value(&l.bot_queue)->default_value(l.bot_queue),
      "hints that may wait at once")(
      "bot-iterations", po::value(&o.lobby.bot_iterations)->default_value(0),
      "search iterations of every bot and hint (0: each level's own budget)")(
      "flush-ms", po::value(&flush_ms)->default_value(flush_ms),
      "how often the logs are synced to the disk, in milliseconds");
  add_globals(desc, g);
  int code = 0;
  if (!parse(args, desc, {}, g, "tabula serve --port P [--bind ADDR] [--data DIR] [limits]", code))
    return code;
  if (port < 0 || port > 65535) {
    std::cerr << "tabula: serve needs --port P (0 to 65535)\n";
    return 2;
  }
  if (idle_minutes < 1 || flush_ms < 1 || lease < 1 || l.rate <= 0 || l.burst < 1 ||
      l.max_message < 256) {
    std::cerr << "tabula: serve limits must be positive (--max-message at least 256)\n";
    return 2;
  }
  o.port = static_cast<unsigned short>(port);
  o.lobby.paths = search_paths(g);
  o.lobby.data = data.empty() ? default_data() : std::filesystem::path(data);
  o.lobby.limits.idle = std::chrono::minutes(idle_minutes);  // kept in milliseconds
  o.lobby.bot_threads = threads;
  o.lobby.flush_every = std::chrono::milliseconds(flush_ms);
  o.lobby.lease = std::chrono::seconds(lease);
  // Where others send players, when the address is plain from the flags.
  if (o.lobby.public_url.empty() && port != 0 && o.bind != "0.0.0.0" && o.bind != "::")
    o.lobby.public_url = "ws://" + o.bind + ":" + std::to_string(port);
  try {
    return server::serve(o, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::cerr << "tabula serve: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace tabula::cli
