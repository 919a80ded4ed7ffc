// The server's logic without sockets: a Lobby driven by text messages,
// answering through a recording Outbox. What the protocol refuses, who may
// act for which seat, and that a refused message changes nothing.
#include <fstream>
#include <sstream>

#include "lobby/lobby.hpp"
#include "posted_tasks.hpp"
#include "support.hpp"
#include "tabula/replay.hpp"
#include "test_files.hpp"

using namespace tabula;
using namespace tabula::server;
using nlohmann::json;

namespace {

// Records what the lobby sends; runs posted tasks when the test settles.
struct RecordingOutbox : Outbox {
  std::map<ConnId, std::vector<json>> sent;
  std::vector<ConnId> closed;
  test::PostedTasks tasks;

  void send(ConnId conn, std::string text) override { sent[conn].push_back(json::parse(text)); }
  void close(ConnId conn, const std::string&) override { closed.push_back(conn); }
  void post(std::function<void()> task) override { tasks.post(std::move(task)); }
  [[nodiscard]] json last(ConnId conn) const { return sent.at(conn).back(); }
  [[nodiscard]] json last_of(ConnId conn, const std::string& type) const {
    const auto& list = sent.at(conn);
    for (auto it = list.rbegin(); it != list.rend(); ++it)
      if ((*it)["type"] == type) return *it;
    FAIL("no '" << type << "' message");
    return {};
  }
};

LobbyConfig config(const std::filesystem::path& data) {
  LobbyConfig c;
  c.paths = SearchPaths::standard({}, {});
  c.paths.mods.clear();
  c.data = data;
  return c;
}

struct Fixture {
  test::TempDir dir;
  RecordingOutbox out;
  std::unique_ptr<Lobby> lobby;

  explicit Fixture(ServerLimits limits = {}) {
    LobbyConfig c = config(dir.path());
    c.limits = limits;
    lobby = std::make_unique<Lobby>(c, out);
  }
  void settle() { out.tasks.settle(*lobby); }
  json ask(ConnId conn, const json& message) {
    lobby->message(conn, message.dump());
    return out.last(conn);
  }
  // A goofspiel table with two open seats; returns the created message.
  json create(ConnId conn, const std::string& seats = R"(["open","open"])",
              bool is_public = false) {
    return ask(conn, {{"type", "create"},
                      {"game", "goofspiel"},
                      {"seats", json::parse(seats)},
                      {"seed", 7},
                      {"public", is_public}});
  }
};

std::string code_of(const json& message) {
  return message.value("type", "") == "error" ? message.value("code", "") : "";
}

std::size_t log_lines(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

}  // namespace

TEST_CASE("a connection is welcomed with the protocol version", "[server]") {
  Fixture f;
  f.lobby->open(1, "127.0.0.1");
  const json welcome = f.out.last(1);
  REQUIRE(welcome["type"] == "welcome");
  REQUIRE(welcome["protocol"] == kProtocolVersion);
  REQUIRE(f.ask(1, {{"type", "hello"}, {"protocol", 99}})["code"] == "bad_version");
  REQUIRE(f.ask(1, {{"type", "hello"}, {"protocol", kProtocolVersion}})["type"] == "hello");
}

TEST_CASE("garbage gets a clear error and the connection goes on", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"not json", "bad_message"},
      {"[1,2]", "bad_message"},
      {std::string(30, '[') + std::string(30, ']'), "bad_message"},
      {"\xff\xfe", "bad_message"},
      {"{}", "bad_field"},
      {R"({"type":7})", "bad_field"},
      {R"({"type":"dance"})", "unknown_type"},
      {R"({"type":"create","game":"goofspiel"})", "bad_field"},
      {R"({"type":"create","game":"goofspiel","seats":"open"})", "bad_field"},
      {R"({"type":"create","game":"goofspiel","seats":["open","open"],"seed":-1})", "bad_field"},
      {R"({"type":"create","game":"goofspiel","seats":["open","open"],"seed":1.5})", "bad_field"},
      {R"({"type":"create","game":"nope","seats":["open","open"]})", "no_game"},
      {R"({"type":"create","game":"goofspiel","seats":["open"]})", "bad_field"},
      {R"({"type":"create","game":"goofspiel","seats":["open","genius"]})", "bad_field"},
      {R"({"type":"create","game":"goofspiel","seats":["open","open"],"options":{"x":"1"}})",
       "no_game"},
      {R"({"type":"choose","at":0,"picks":["bid_1"]})", "not_seated"},
      {R"({"type":"choose","picks":["bid_1"]})", "bad_field"},
      {R"({"type":"join","table":"nope","token":"x"})", "no_table"},
  };
  for (const auto& [text, code] : cases) {
    INFO(text);
    f.lobby->message(1, text);
    REQUIRE(code_of(f.out.last(1)) == code);
    REQUIRE_FALSE(f.out.last(1)["message"].get<std::string>().empty());
  }
  REQUIRE(f.ask(1, {{"type", "ping"}, {"id", 5}}) == json{{"type", "pong"}, {"re", 5}});
  REQUIRE(f.lobby->table_count() == 0);
  REQUIRE(f.out.closed.empty());
}

TEST_CASE("a seat acts only through its own token, and a refused choice changes nothing",
          "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  f.lobby->open(2, "10.0.0.2");
  const json created = f.create(1);
  REQUIRE(created["type"] == "created");
  const std::string table = created["table"];
  REQUIRE(created["tokens"].size() == 2);
  REQUIRE(code_of(f.ask(2, {{"type", "join"}, {"table", table}, {"token", "guess"}})) ==
          "bad_token");
  f.ask(2, {{"type", "join"}, {"table", table}, {"token", created["tokens"][1]}, {"name", "Bo"}});
  const json state = f.out.last_of(2, "state");
  REQUIRE(f.out.last_of(2, "presence")["seats"][1]["player"] == "Bo");  // presence after the state
  REQUIRE(state["type"] == "state");
  REQUIRE(state["seat"] == 2);
  REQUIRE(state["at"] == 0);
  REQUIRE(state["view"]["decision"]["seat"] == 2);
  const auto log = f.dir.path() / "tables" / (table + ".log");
  const std::size_t lines = log_lines(log);

  // Seat 2 tries to bid for seat 1, with a stale state, with an unknown card.
  REQUIRE(code_of(f.ask(2, {{"type", "choose"}, {"at", 0}, {"seat", 1}, {"picks", {"bid_1"}}})) ==
          "not_seated");
  REQUIRE(code_of(f.ask(2, {{"type", "choose"}, {"at", 3}, {"picks", {"bid_1"}}})) == "stale");
  const json refused = f.ask(2, {{"type", "choose"}, {"at", 0}, {"picks", {"bid_99"}}});
  REQUIRE(code_of(refused) == "refused");
  REQUIRE(refused["message"].get<std::string>().find("bid_99") != std::string::npos);
  REQUIRE(log_lines(log) == lines);
  // A connection at no seat cannot choose either.
  REQUIRE(code_of(f.ask(1, {{"type", "choose"}, {"at", 0}, {"picks", {"bid_1"}}})) == "not_seated");

  // The right choice is taken, logged, and sent to the seat as a new state.
  f.lobby->message(2, json{{"type", "choose"}, {"at", 0}, {"picks", {"bid_4"}}}.dump());
  REQUIRE(f.out.last_of(2, "state")["at"] == 1);
  REQUIRE(log_lines(log) == lines + 1);
}

TEST_CASE("a simultaneous bid is never sent to the other seat before the reveal", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  f.lobby->open(2, "10.0.0.2");
  const json created = f.create(1);
  const std::string table = created["table"];
  f.ask(1, {{"type", "join"}, {"table", table}, {"token", created["tokens"][0]}});
  f.ask(2, {{"type", "join"}, {"table", table}, {"token", created["tokens"][1]}});
  // Nothing seat 2 is sent shows which card seat 1 bid: its hand and
  // played row are backs, and no move names a piece of seat 1.
  const auto seat1_bid = [](const json& state) {
    json bid;
    for (const json& z : state["view"]["zones"])
      if (z["name"] == "played" && z["owner"] == 1 && !z["pieces"].empty()) bid = z["pieces"][0];
    return bid;
  };
  f.lobby->message(1, json{{"type", "choose"}, {"at", 0}, {"picks", {"bid_13"}}}.dump());
  const json before = f.out.last_of(2, "state");
  REQUIRE(before["at"] == 1);
  REQUIRE(before["view"]["waiting"] == json{2});
  for (const json& z : before["view"]["zones"])
    for (const json& p : z["pieces"])
      if (z["owner"] == 1) REQUIRE(p["hidden"] == true);
  for (const json& e : before["events"]) REQUIRE_FALSE(e.contains("piece"));
  f.lobby->message(2, json{{"type", "choose"}, {"at", 1}, {"picks", {"bid_2"}}}.dump());
  REQUIRE(seat1_bid(f.out.last_of(2, "state"))["def"] == "bid_13");
}

TEST_CASE("public tables are listed and claimed; private ones only by token", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  f.lobby->open(2, "10.0.0.2");
  const json priv = f.create(1);
  const json pub = f.create(1, R"(["open","open"])", true);
  const json list = f.ask(2, {{"type", "tables"}});
  REQUIRE(list["tables"].size() == 1);
  REQUIRE(list["tables"][0]["table"] == pub["table"]);
  REQUIRE(list["tables"][0]["open"] == 2);
  REQUIRE(code_of(f.ask(2, {{"type", "claim"}, {"table", priv["table"]}})) == "bad_token");
  f.ask(2, {{"type", "claim"}, {"table", pub["table"]}, {"seat", 2}});
  REQUIRE(f.out.last_of(2, "joined")["seat"] == 2);
  REQUIRE(f.out.last_of(2, "state")["seat"] == 2);
  f.lobby->open(3, "10.0.0.3");
  REQUIRE(code_of(f.ask(3, {{"type", "claim"}, {"table", pub["table"]}, {"seat", 2}})) ==
          "seat_taken");
  f.ask(3, {{"type", "claim"}, {"table", pub["table"]}});
  REQUIRE(f.out.last_of(3, "joined")["seat"] == 1);
  REQUIRE(f.ask(2, {{"type", "tables"}})["tables"][0]["open"] == 0);
}

TEST_CASE("a private seat of a public table is taken only with its token (after a restart too)",
          "[server]") {
  test::TempDir dir;
  json pub;
  {
    RecordingOutbox out;
    Lobby lobby(config(dir.path()), out);
    lobby.open(1, "10.0.0.1");
    lobby.message(
        1, R"({"type":"create","game":"goofspiel","seats":["open","private"],"public":true})");
    pub = out.last(1);
    REQUIRE(pub["tokens"].size() == 2);
    lobby.open(2, "10.0.0.2");
    lobby.message(2, R"({"type":"tables"})");
    REQUIRE(out.last(2)["tables"][0]["open"] == 1);  // the private seat is not for anyone
    lobby.message(2, json{{"type", "claim"}, {"table", pub["table"]}, {"seat", 2}}.dump());
    REQUIRE(code_of(out.last(2)) == "seat_taken");
  }
  RecordingOutbox out;
  Lobby lobby(config(dir.path()), out);
  std::ostringstream said;
  REQUIRE(lobby.resume_tables(said) == 1);
  lobby.open(3, "10.0.0.3");
  lobby.message(3, json{{"type", "claim"}, {"table", pub["table"]}}.dump());
  REQUIRE(out.last_of(3, "joined")["seat"] == 1);  // the open seat, never the private one
  REQUIRE(out.last_of(3, "state")["presence"][1]["controller"] == "reserved");
  lobby.open(4, "10.0.0.4");
  lobby.message(4, json{{"type", "claim"}, {"table", pub["table"]}}.dump());
  REQUIRE(code_of(out.last(4)) == "seat_taken");
  lobby.message(
      4, json{{"type", "join"}, {"table", pub["table"]}, {"token", pub["tokens"][1]}}.dump());
  REQUIRE(out.last_of(4, "joined")["seat"] == 2);
  REQUIRE(out.last_of(4, "joined")["game"] == "goofspiel");
}

TEST_CASE("the table's chat: players write, everyone there reads, newcomers get the last lines",
          "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  f.lobby->open(2, "10.0.0.2");
  f.lobby->open(3, "10.0.0.3");
  const json t = f.create(1);
  f.ask(1, {{"type", "join"}, {"table", t["table"]}, {"token", t["tokens"][0]}, {"name", "Ann"}});
  f.ask(3, {{"type", "watch"}, {"table", t["table"]}});
  REQUIRE(code_of(f.ask(3, {{"type", "say"}, {"text", "hello"}})) == "not_seated");
  REQUIRE(code_of(f.ask(1, {{"type", "say"}, {"text", "   "}})) == "bad_field");
  f.ask(1, {{"type", "say"}, {"text", std::string("Good luck!\x07 ") + std::string(400, 'x')}});
  const json heard = f.out.last_of(3, "chat")["lines"][0];
  CHECK(heard["seat"] == 1);
  CHECK(heard["player"] == "Ann");
  const std::string text = heard["text"];
  CHECK(text.rfind("Good luck! x", 0) == 0);  // the bell is gone
  CHECK(text.size() == kMaxChat);
  CHECK(f.out.last_of(1, "chat")["lines"][0] == heard);
  f.ask(2, {{"type", "join"}, {"table", t["table"]}, {"token", t["tokens"][1]}});
  const json history = f.out.last_of(2, "chat");
  REQUIRE(history["lines"].size() == 1);
  CHECK(history["history"] == true);
  CHECK(history["said"] == 1);
  CHECK(heard["n"] == 1);
  CHECK(!f.out.last_of(1, "chat").contains("history"));
  CHECK(history["lines"][0] == heard);
  f.ask(2, {{"type", "say"}, {"text", "thanks"}});
  CHECK(f.out.last_of(1, "chat")["lines"][0]["player"] == "Player 2");
}

TEST_CASE("a spectator sees the public view and owes nothing", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  const json created = f.create(1);
  f.ask(1, {{"type", "watch"}, {"table", created["table"]}});
  const json state = f.out.last_of(1, "state");
  REQUIRE(state["seat"].is_null());
  REQUIRE(state["view"]["spectator"] == true);
  REQUIRE_FALSE(state["view"].contains("decision"));
  REQUIRE(state.dump().find("bid_") == std::string::npos);
  REQUIRE(code_of(f.ask(1, {{"type", "choose"}, {"at", 0}, {"picks", {"bid_1"}}})) == "not_seated");
}

TEST_CASE("bot seats answer on the server, and a hint comes from the seat's view", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  const json created = f.create(1, R"(["open","random"])");
  REQUIRE(created["tokens"].size() == 1);
  f.ask(1, {{"type", "join"}, {"table", created["table"]}, {"token", created["tokens"][0]}});
  for (std::uint64_t at = 1;; at += 2) {
    f.settle();
    const json state = f.out.last_of(1, "state");
    if (state["status"] == "finished") break;
    REQUIRE(state["at"] == at);  // the random bot bid first
    REQUIRE(state["presence"][1]["controller"] == "random");
    f.lobby->message(1, json{{"type", "hint"}, {"level", "mcts:easy"}, {"id", "h"}}.dump());
    // The hint is thought out on a worker thread and comes back as a task.
    f.settle();
    const json hint = f.out.last(1);
    REQUIRE(hint["type"] == "hint");
    REQUIRE(hint["re"] == "h");
    REQUIRE(hint["picks"].size() == 1);
    f.lobby->message(1, json{{"type", "choose"}, {"at", at}, {"picks", hint["picks"]}}.dump());
  }
  const json end = f.out.last_of(1, "state");
  REQUIRE(end["results"]["seats"].size() == 2);
  REQUIRE(end["hash"].is_string());
}

TEST_CASE("limits: messages too fast, too many tables from one address", "[server]") {
  ServerLimits limits;
  limits.rate = 1;
  limits.burst = 3;
  limits.tables_per_address = 1;
  Fixture f(limits);
  f.lobby->open(1, "10.0.0.1");
  f.create(1);
  REQUIRE(code_of(f.create(1)) == "too_many_tables");
  REQUIRE(f.lobby->table_count() == 1);
  for (int i = 0; i < 5; ++i) f.lobby->message(1, R"({"type":"ping"})");
  REQUIRE(code_of(f.out.last(1)) == "rate_limited");
  // Another address is not held back by the first.
  f.lobby->open(2, "10.0.0.2");
  REQUIRE(f.create(2)["type"] == "created");
}

TEST_CASE("a table resumes from its log after a restart, a torn last line cut off", "[server]") {
  test::TempDir dir;
  std::string table;
  json tokens;
  std::uint64_t hash = 0;
  {
    RecordingOutbox out;
    Lobby lobby(config(dir.path()), out);
    lobby.open(1, "10.0.0.1");
    lobby.message(1, R"({"type":"create","game":"goofspiel","seats":["open","open"],"seed":3})");
    table = out.last(1)["table"];
    tokens = out.last(1)["tokens"];
    lobby.message(1, json{{"type", "join"}, {"table", table}, {"token", tokens[0]}}.dump());
    lobby.message(1, R"({"type":"choose","at":0,"picks":["bid_5"]})");
    REQUIRE(out.last(1)["at"] == 1);
  }
  const auto log = dir.path() / "tables" / (table + ".log");
  std::ofstream(log, std::ios::app) << R"({"seat":2,"pic)";  // a crash mid-write
  RecordingOutbox out;
  Lobby lobby(config(dir.path()), out);
  std::ostringstream said;
  REQUIRE(lobby.resume_tables(said) == 1);
  lobby.open(7, "10.0.0.9");
  lobby.message(7, json{{"type", "join"}, {"table", table}, {"token", tokens[1]}}.dump());
  const json state = out.last_of(7, "state");
  REQUIRE(state["at"] == 1);
  REQUIRE(state["presence"][0]["controller"] == "human");  // the claim survived
  lobby.message(7, R"({"type":"choose","at":1,"picks":["bid_5"]})");
  REQUIRE(out.last_of(7, "state")["at"] == 2);
  Problems problems;
  LoadedReplay replayed = load_replay(log, config(dir.path()).paths, {}, problems);
  REQUIRE(replayed.session);
  REQUIRE(replayed.session->choices().size() == 2);
  hash = replayed.session->hash();
  REQUIRE(hash != 0);
}

TEST_CASE("a table nobody uses expires and is not resumed", "[server]") {
  ServerLimits limits;
  limits.idle = std::chrono::milliseconds(0);
  Fixture f(limits);
  f.lobby->open(1, "10.0.0.1");
  const json created = f.create(1);
  f.lobby->expire();
  REQUIRE(f.lobby->table_count() == 0);
  RecordingOutbox out;
  Lobby again(config(f.dir.path()), out);
  std::ostringstream said;
  REQUIRE(again.resume_tables(said) == 0);
}

TEST_CASE("a table takes per-seat options, recorded in its log", "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  const json created = f.ask(1, {{"type", "create"},
                                 {"game", "spacetrace"},
                                 {"seats", {"open", "random"}},
                                 {"options", {{"deck.1", "swarm"}, {"deck.2", "heavy"}}}});
  REQUIRE(created["type"] == "created");
  std::ifstream log(f.dir.path() / "tables" / (created["table"].get<std::string>() + ".log"));
  std::string header;
  std::getline(log, header);
  const json options = json::parse(header)["options"];
  REQUIRE(options["deck.1"] == "swarm");
  REQUIRE(options["deck.2"] == "heavy");
  const json bad = f.ask(1, {{"type", "create"},
                             {"game", "spacetrace"},
                             {"seats", {"open", "open"}},
                             {"options", {{"deck.3", "swarm"}}}});
  REQUIRE(code_of(bad) == "no_game");
  REQUIRE(bad["message"].get<std::string>().find("deck") != std::string::npos);
}

TEST_CASE(
    "an ended table that left memory is read back for its players; ids never name "
    "other files",
    "[server]") {
  Fixture f;
  f.lobby->open(1, "10.0.0.1");
  const json created = f.create(1, R"(["open","random"])");
  const std::string table = created["table"];
  f.ask(1, {{"type", "join"}, {"table", table}, {"token", created["tokens"][0]}});
  f.settle();
  while (f.out.last_of(1, "state")["status"] != "finished") {
    const json state = f.out.last_of(1, "state");
    const json pick = state["view"]["decision"]["options"][0]["id"];
    f.lobby->message(1, json{{"type", "choose"}, {"at", state["at"]}, {"picks", {pick}}}.dump());
    f.settle();
  }
  const std::string hash = f.out.last_of(1, "state")["hash"];
  f.lobby->message(1, R"({"type":"leave"})");
  f.settle();  // the ended table leaves memory
  REQUIRE(f.lobby->table_count() == 0);
  f.ask(1, {{"type", "join"}, {"table", table}, {"token", created["tokens"][0]}});
  const json again = f.out.last_of(1, "state");
  REQUIRE(again["status"] == "finished");
  REQUIRE(again["hash"] == hash);
  REQUIRE(code_of(f.ask(1, {{"type", "watch"}, {"table", "../tables/" + table}})) == "no_table");
  REQUIRE(code_of(f.ask(1, {{"type", "watch"}, {"table", "0123456789ab"}})) == "no_table");
}

// A person who answers while the bot of the other seat still thinks moves the
// table on under it (Goofspiel's bids are simultaneous). The seat keeps one
// bot for the game, so it never thinks about two decisions at once (two
// threads in one bot would break it): its stale answer is dropped and it
// thinks again about the decision it owes now.
TEST_CASE("a bot seat thinks about one decision at a time and again when it went stale",
          "[server]") {
  test::TempDir dir;
  RecordingOutbox out;
  LobbyConfig c = config(dir.path());
  c.bot_threads = 2;
  c.bot_iterations = 300;
  Lobby lobby(c, out);
  lobby.open(1, "10.0.0.1");
  lobby.message(
      1,
      json{{"type", "create"}, {"game", "goofspiel"}, {"seats", {"open", "mcts:easy"}}, {"seed", 7}}
          .dump());
  const json created = out.last(1);
  lobby.message(
      1,
      json{{"type", "join"}, {"table", created["table"]}, {"token", created["tokens"][0]}}.dump());
  int rounds = 0;
  for (; rounds < 40; ++rounds) {
    const json state = out.last_of(1, "state");
    if (state["status"] == "finished") break;
    // At once, without waiting for the bot.
    if (state["view"].contains("decision") && state["view"]["decision"]["seat"] == 1)
      lobby.message(1, json{{"type", "choose"},
                            {"at", state["at"]},
                            {"picks", {state["view"]["decision"]["options"][0]["id"]}}}
                           .dump());
    out.tasks.settle(lobby);
  }
  const json end = out.last_of(1, "state");
  REQUIRE(end["status"] == "finished");
  REQUIRE(end["results"]["seats"].size() == 2);
}
