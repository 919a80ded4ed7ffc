// The server as a real process on loopback: full games of every game,
// clients that cheat or send garbage, a server killed mid-game, and a leak
// test that reads every byte a seat was sent.
#include <regex>
#include <set>
#include <thread>

#include "server_support.hpp"
#include "support.hpp"
#include "table/table.hpp"
#include "tabula/hash.hpp"
#include "tabula/replay.hpp"
#include "test_files.hpp"

using namespace tabula;
using nlohmann::json;

namespace {

struct GameCase {
  const char* id;
  int players;
};
const GameCase kGames[] = {{"goofspiel", 2},  {"challengers", 2}, {"magnastorm", 2},
                           {"spacetrace", 2}, {"pony", 2},        {"compass", 3}};

json create_message(const std::string& game, int players, std::uint64_t seed) {
  return {{"type", "create"},
          {"game", game},
          {"seats", std::vector<std::string>(static_cast<std::size_t>(players), "open")},
          {"seed", seed}};
}

// The final hash a replay of the table's log gives.
std::string replayed_hash(const std::filesystem::path& log, const SearchPaths& paths) {
  Problems problems;
  LoadedReplay r = load_replay(log, paths, {}, problems);
  INFO(join(problems));
  REQUIRE(r.session);
  REQUIRE(r.session->status() == SessionStatus::Finished);
  return hex64(r.session->hash());
}

SearchPaths game_paths(const std::filesystem::path& mods = {}) {
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  if (!mods.empty()) paths.mods.push_back(mods);
  return paths;
}

}  // namespace

TEST_CASE("server: every game plays to its end over the network, as its log replays",
          "[server][process]") {
  test::TempDir dir;
  test::ServerProcess server(dir.path());
  for (const GameCase& g : kGames) {
    INFO(g.id);
    const json created = test::create_table(server.url(), create_message(g.id, g.players, 11));
    const std::string table = created["table"];
    // Goofspiel's second seat plays with the server's Easy hints.
    const std::vector<std::string> specs = std::string(g.id) == "goofspiel"
                                               ? std::vector<std::string>{"random", "mcts:easy"}
                                               : std::vector<std::string>{"random"};
    const auto runs = test::play_table(server.url(), table, created["tokens"], specs);
    for (std::size_t i = 0; i < runs.size(); ++i) {
      INFO("seat " << i + 1 << ": " << runs[i].result.error);
      REQUIRE(runs[i].result.finished);
      REQUIRE(runs[i].result.seat == static_cast<int>(i) + 1);
      REQUIRE(runs[i].result.hash == runs[0].result.hash);
    }
    REQUIRE(replayed_hash(dir.path() / "tables" / (table + ".log"), game_paths()) ==
            runs[0].result.hash);
  }
  REQUIRE(server.stop() == 0);
}

TEST_CASE("server: acting for another seat and garbage are refused; the game goes on",
          "[server][process]") {
  test::TempDir dir;
  test::ServerProcess server(dir.path(), 0, {"--max-message", "4096"});
  const json created = test::create_table(server.url(), create_message("goofspiel", 2, 5));
  const std::string table = created["table"];
  {
    test::RawClient cheat(server.url());
    cheat.send(json{{"type", "join"}, {"table", table}, {"token", created["tokens"][0]}});
    REQUIRE(cheat.next_of("state")["seat"] == 1);
    cheat.send(json{{"type", "choose"}, {"at", 0}, {"seat", 2}, {"picks", {"bid_1"}}});
    REQUIRE(cheat.next_of("error")["code"] == "not_seated");
    cheat.send(json{{"type", "join"}, {"table", table}, {"token", "0123456789abcdef"}});
    REQUIRE(cheat.next_of("error")["code"] == "bad_token");
    for (const char* garbage : {"}{", "null", "{\"type\":\"choose\",\"at\":\"x\"}", "\x01\x02"}) {
      cheat.send(std::string(garbage));
      const json e = cheat.next_of("error");
      INFO(garbage);
      REQUIRE_FALSE(e.is_null());
      REQUIRE_FALSE(e["message"].get<std::string>().empty());
    }
    // Too long a message ends that connection (WebSocket close code 1009).
    cheat.send(std::string(8000, ' '));
    REQUIRE(cheat.closed());
  }
  const auto runs = test::play_table(server.url(), table, created["tokens"], {"random"});
  for (const auto& run : runs) REQUIRE(run.result.finished);
  REQUIRE(replayed_hash(dir.path() / "tables" / (table + ".log"), game_paths()) ==
          runs[0].result.hash);
}

TEST_CASE(
    "server: killed mid-game and restarted, it resumes the table and the game ends "
    "as its log replays",
    "[server][process]") {
  test::TempDir dir;
  auto first = std::make_unique<test::ServerProcess>(dir.path());
  const int port = first->port();
  const json created = test::create_table(first->url(), create_message("pony", 2, 21));
  const std::string table = created["table"];
  const auto log = dir.path() / "tables" / (table + ".log");
  std::vector<test::SeatRun> runs;
  std::thread players(
      [&] { runs = test::play_table(first->url(), table, created["tokens"], {"random"}); });
  for (int i = 0; i < 600 && test::count_lines(log) < 40; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  REQUIRE(test::count_lines(log) >= 40);
  REQUIRE(first->kill() == 128 + SIGKILL);
  const std::size_t lines_at_kill = test::count_lines(log);
  test::ServerProcess second(dir.path(), port);
  players.join();
  REQUIRE(runs.size() == 2);
  for (const auto& run : runs) {
    INFO(run.result.error);
    REQUIRE(run.result.finished);
    REQUIRE(run.result.reconnects >= 1);
    REQUIRE(run.result.hash == runs[0].result.hash);
  }
  REQUIRE(test::count_lines(log) > lines_at_kill);
  REQUIRE(replayed_hash(log, game_paths()) == runs[0].result.hash);
}

namespace {

// The marker mod: every data entry's name becomes a marker (entries that
// shared a name share one, so rules that group by name play the same) and
// its text, where the table has texts, a marker of its own.
void write_marker_mod(const Module& m, const std::filesystem::path& mods) {
  const std::string game = m.manifest.id;
  const auto dir = mods / ("markers-" + game);
  test::write_file(dir / "mod.toml", "id = \"markers-" + game + "\"\nname = \"Markers\"\n" +
                                         "version = \"1\"\ngame = \"" + game + "\"\n");
  int names = 0, texts = 0;
  for (const DataTable& t : m.data.tables) {
    std::map<std::string, std::string> marker_of;
    std::string toml;
    for (const DataEntry& e : t.entries) {
      const auto name = e.fields.find("name");
      if (name == e.fields.end() || !name->is_string()) continue;
      auto [it, fresh] = marker_of.try_emplace(name->get<std::string>(), "");
      if (fresh) it->second = "QZ" + game.substr(0, 3) + "n" + std::to_string(++names) + "ZQ";
      toml += "[" + json(e.id).dump() + "]\nname = \"" + it->second + "\"\n";
      if (e.fields.contains("text"))
        toml += "text = \"QZ" + game.substr(0, 3) + "t" + std::to_string(++texts) + "ZQ\"\n";
    }
    if (!toml.empty()) test::write_file(dir / "data" / (t.name + ".toml"), toml);
  }
}

std::set<std::string> markers_in(const std::string& text) {
  static const std::regex marker("QZ[a-z0-9]+ZQ");
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), marker);
       it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

// What `seat` (or kSpectator) may know after each choice of the logged game:
// the markers of what its view shows (the data of every card it sees face
// up, the labels of its own options) and of the public log so far, and the
// pieces it sees now (an event may name those only).
struct Allowed {
  std::vector<std::set<std::string>> markers;
  std::vector<std::set<PieceId>> pieces;
};

Allowed allowed_for(const std::filesystem::path& log, const SearchPaths& paths, SeatIndex seat) {
  Problems problems;
  auto inputs = read_replay(log, paths, problems);
  REQUIRE(inputs);
  auto session =
      Session::start(inputs->module, inputs->setup, server::table_session_config(), problems);
  REQUIRE(session);
  Allowed out;
  std::set<std::string> known;
  for (std::size_t k = 0;; ++k) {
    const json view = session->view(seat).to_json();
    known.merge(markers_in(view.dump()));
    std::set<PieceId> seen;
    for (const json& z : view["zones"])
      for (const json& p : z["pieces"])
        if (p.contains("def")) {
          seen.insert(p["id"].get<PieceId>());
          if (const DataEntry* e = inputs->module->data.find_def(p["def"]))
            known.merge(markers_in(e->fields.dump()));
        }
    for (const Event& e : session->events())
      if (e.kind == EventKind::Message) known.merge(markers_in(e.text));
    out.markers.push_back(known);
    out.pieces.push_back(std::move(seen));
    if (k == inputs->choices.size()) break;
    REQUIRE_FALSE(session->apply(inputs->choices[k]));
  }
  return out;
}

// Checks every message one client was sent against what its seat may know.
void check_received(const std::vector<std::string>& received, const Allowed& allowed,
                    SeatIndex seat, const std::string& seed) {
  std::size_t at = 0;
  for (const std::string& text : received) {
    const json j = json::parse(text);
    if (j["type"] == "state") at = j["at"];
    INFO("seat " << seat + 1 << ", state " << at << ": " << text.substr(0, 300));
    REQUIRE(text.find(seed) == std::string::npos);
    REQUIRE(text.find("\"picks\"") == std::string::npos);  // no seat's answers, ever
    REQUIRE(at < allowed.markers.size());
    for (const std::string& m : markers_in(text)) {
      INFO("marker " << m);
      REQUIRE(allowed.markers[at].count(m) == 1);
    }
    for (const json& e : j.value("events", json::array()))
      if (e.contains("piece")) REQUIRE(allowed.pieces[at].count(e["piece"].get<PieceId>()) == 1);
    if (j["type"] == "state" && j["view"].contains("decision"))
      REQUIRE(j["view"]["decision"]["seat"] == seat + 1);
  }
}

}  // namespace

TEST_CASE("server: no byte sent to a seat or a spectator shows what it may not see",
          "[server][process][leak]") {
  test::TempDir dir;
  const auto mods = dir.path() / "mods";
  for (const GameCase& g : kGames) write_marker_mod(*test::module(g.id), mods);
  const SearchPaths paths = game_paths(mods);
  test::ServerProcess server(dir.path() / "data", 0, {"--mods-path", mods.string()});
  const std::uint64_t seed = 8815204718339417ull;
  for (const GameCase& g : kGames) {
    INFO(g.id);
    const json created = test::create_table(server.url(), create_message(g.id, g.players, seed));
    const std::string table = created["table"];
    // A spectator watches from the start; each seat plays at random.
    std::vector<std::string> watched;
    std::thread watcher([&] {
      boost::asio::io_context io;
      server::TableClientOptions o;
      o.servers = {server.url()};
      o.table = table;
      server::TableClient client(io, o, [&](const server::TableClientResult&) { io.stop(); });
      client.on_text = [&](const std::string& text) { watched.push_back(text); };
      client.start();
      io.run_for(std::chrono::minutes(5));
    });
    const auto runs = test::play_table(server.url(), table, created["tokens"], {"random"});
    watcher.join();
    const auto log = dir.path() / "data" / "tables" / (table + ".log");
    std::size_t markers_seen = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
      REQUIRE(runs[i].result.finished);
      const auto seat = static_cast<SeatIndex>(i);
      check_received(runs[i].received, allowed_for(log, paths, seat), seat, std::to_string(seed));
      for (const std::string& text : runs[i].received) markers_seen += markers_in(text).size();
    }
    check_received(watched, allowed_for(log, paths, kSpectator), kSpectator, std::to_string(seed));
    // The test sees markers at all: the mod is loaded and cards are shown.
    REQUIRE(markers_seen > 0);
  }
}
