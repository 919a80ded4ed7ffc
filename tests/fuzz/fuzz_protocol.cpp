// libFuzzer harness for the server's protocol: each line of the input is a
// message from one connection to a Lobby (the server without its sockets),
// which must answer every one without crashing. An input that names "TABLE"
// or "TOKEN" or asks to choose is played from a seat of a fresh Goofspiel
// table, "TOKEN" and "TABLE" becoming its real token and id, so that inputs
// reach the table's own checks; the others only meet the parser and the
// lobby (a table costs a game's start, which would slow every input down).
// The answers of the lobby's search threads are run after each message, so
// that an input plays out the same way on every run.
#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "lobby/lobby.hpp"
#include "posted_tasks.hpp"

using namespace tabula;
using namespace tabula::server;

namespace {

// Keeps the last message; posted tasks run when the harness settles.
struct FuzzOutbox : Outbox {
  std::string last;
  test::PostedTasks tasks;
  void send(ConnId, std::string text) override { last = std::move(text); }
  void close(ConnId, const std::string&) override {}
  void post(std::function<void()> task) override { tasks.post(std::move(task)); }
};

Lobby& fuzz_lobby(FuzzOutbox& out) {
  static Lobby lobby = [&] {
    LobbyConfig c;
    c.paths = SearchPaths::standard({}, {});
    c.paths.games = {std::filesystem::path(TABULA_SOURCE_DIR) / "games"};
    c.paths.mods.clear();
    c.data = fuzz::scratch() / "server";
    c.limits.rate = 1e9;
    c.limits.burst = 1e9;
    c.limits.tables_per_address = 1 << 30;
    c.limits.idle = std::chrono::milliseconds(0);
    c.bot_iterations = 4;  // so would a real search for every bot
    return Lobby(c, out);
  }();
  return lobby;
}

void replace_all(std::string& text, std::string_view mark, const std::string& by) {
  for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at + by.size()))
    text.replace(at, mark.size(), by);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static FuzzOutbox out;
  Lobby& lobby = fuzz_lobby(out);
  lobby.open(1, "10.0.0.1");
  std::string input(fuzz::bytes(data, size));
  const bool seated = input.find("TABLE") != std::string::npos ||
                      input.find("TOKEN") != std::string::npos ||
                      input.find("choose") != std::string::npos;
  if (seated) {
    lobby.message(1, R"({"type":"create","game":"goofspiel","seats":["open","random"],"seed":1})");
    out.tasks.settle(lobby);
    const auto created = nlohmann::json::parse(out.last);
    const std::string table = created.at("table");
    const std::string token = created.at("tokens").at(0);
    replace_all(input, "TOKEN", token);
    replace_all(input, "TABLE", table);
    lobby.message(1, R"({"type":"join","table":")" + table + R"(","token":")" + token + "\"}");
    out.tasks.settle(lobby);
  }
  std::size_t start = 0;
  while (start <= input.size()) {
    const std::size_t end = std::min(input.find('\n', start), input.size());
    lobby.message(1, std::string_view(input).substr(start, end - start));
    out.tasks.settle(lobby);
    start = end + 1;
  }
  lobby.closed(1);
  lobby.expire();  // every table goes: the next input starts afresh
  return 0;
}
