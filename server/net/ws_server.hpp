// `tabula serve`: the WebSocket server around the Lobby, on one thread.
#pragma once

#include <ostream>
#include <string>

#include "lobby/lobby.hpp"

namespace tabula::server {

struct ServeOptions {
  std::string bind = "0.0.0.0";
  unsigned short port = 0;  // 0: any free port (the first line printed names it)
  LobbyConfig lobby;
};

// Resumes the tables of the data folder, then serves until SIGTERM or
// SIGINT, after which every log is synced. Prints "listening on HOST:PORT"
// to `out` once it accepts connections. Returns the exit code.
int serve(const ServeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace tabula::server
