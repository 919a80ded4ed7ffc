// Sessions: views and hidden information, undo, clone, save and load,
// script errors that name file and line.
#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

#include "save_file.hpp"
#include "support.hpp"
#include "tabula/hash.hpp"
#include "tabula/replay.hpp"
#include "tabula/view.hpp"
#include "test_files.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::pick;
using tabula::test::start;

namespace {

ZoneId zone(const Session& s, const char* name, SeatIndex owner = kNoSeat) {
  return s.state().find_zone(name, owner);
}

std::filesystem::path temp_file(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("tabula-test-" + name);
}

}  // namespace

TEST_CASE("a seat's view hides others' hands and the deck but shows counts", "[view]") {
  auto s = start("goofspiel", 2, 9);
  const View mine = s->view(0);
  const auto my_hand = mine.pieces(zone(*s, "hand", 0));
  REQUIRE(my_hand.size() == 13);
  REQUIRE_FALSE(my_hand[0].hidden);
  REQUIRE(my_hand[0].def == "bid_1");
  const auto their_hand = mine.pieces(zone(*s, "hand", 1));
  REQUIRE(their_hand.size() == 13);
  for (const PieceView& p : their_hand) {
    REQUIRE(p.hidden);
    REQUIRE(p.def.empty());
    REQUIRE(p.id == 0);
  }
  REQUIRE(mine.zone(zone(*s, "prizes")).count == 12);
  for (const PieceView& p : mine.pieces(zone(*s, "prizes"))) REQUIRE(p.hidden);
  const auto json = mine.to_json().dump();
  REQUIRE(json.find("prize_") != std::string::npos);  // the revealed prize
  // No definition of any hidden card leaks through the JSON either.
  const View omni = s->view(kNoSeat);
  REQUIRE(omni.omniscient());
  std::size_t hidden_defs = 0;
  for (const PieceView& p : omni.pieces(zone(*s, "prizes")))
    hidden_defs += json.find("\"" + p.def + "\"") != std::string::npos;
  REQUIRE(hidden_defs == 0);
}

TEST_CASE("a spectator sees what every seat sees and owes nothing", "[view]") {
  auto s = start("goofspiel", 2, 9);
  const View watcher = s->view(kSpectator);
  REQUIRE(watcher.spectator());
  REQUIRE_FALSE(watcher.omniscient());
  REQUIRE(watcher.request() == nullptr);
  for (SeatIndex seat : {0, 1}) {
    REQUIRE(watcher.zone(zone(*s, "hand", seat)).count == 13);
    for (const PieceView& p : watcher.pieces(zone(*s, "hand", seat))) REQUIRE(p.hidden);
  }
  std::size_t shown = 0;  // the prize turned up is public
  for (const PieceView& p : watcher.pieces(zone(*s, "prize"))) shown += p.hidden ? 0 : 1;
  REQUIRE(shown == 1);
  const auto json = watcher.to_json();
  REQUIRE(json["seat"].is_null());
  REQUIRE(json["spectator"] == true);
  REQUIRE_FALSE(json.contains("decision"));
  REQUIRE(json.dump().find("bid_") == std::string::npos);
  // A card one seat has seen but the other has not stays hidden from spectators.
  pick(*s, 1, {"bid_13"});
  REQUIRE(s->view(kSpectator).to_json().dump().find("bid_13") == std::string::npos);
}

TEST_CASE("a simultaneous bid stays hidden until every seat has bid", "[view][decision]") {
  auto s = start("goofspiel", 2, 9);
  pick(*s, 1, {"bid_13"});
  const View theirs = s->view(1);
  REQUIRE(theirs.zone(zone(*s, "hand", 0)).count == 13);
  REQUIRE(theirs.request() != nullptr);
  REQUIRE(theirs.waiting() == std::vector<SeatIndex>{1});
  REQUIRE(theirs.zone(zone(*s, "played", 0)).count == 0);
  for (const PieceView& p : theirs.pieces(zone(*s, "hand", 0))) REQUIRE(p.hidden);
  pick(*s, 2, {"bid_1"});
  REQUIRE(s->view(1).zone(zone(*s, "played", 0)).count == 1);
  REQUIRE(s->view(1).pieces(zone(*s, "played", 0))[0].def == "bid_13");
}

TEST_CASE("goofspiel plays to the end with random bots, ranks ties shared",
          "[session][goofspiel]") {
  for (int players = 2; players <= 4; ++players) {
    auto s = start("goofspiel", players, 100 + static_cast<std::uint64_t>(players));
    auto b = test::bots(*s, 7);
    play_bots(*s, b);
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    int total = 0;
    for (const SeatResult& r : s->results().seats) total += static_cast<int>(r.score[0]);
    REQUIRE(total <= 91);  // 1 + ... + 13, minus the prizes lost to ties
    REQUIRE_FALSE(s->results().winners().empty());
  }
}

TEST_CASE("undo takes back one's own decision, not across hidden information", "[session][undo]") {
  auto s = start("goofspiel", 2, 4);
  REQUIRE(s->can_undo(0).reason == "Seat 1 has not decided anything yet");
  const auto before = s->hash();
  pick(*s, 1, {"bid_7"});
  REQUIRE(s->can_undo(0).allowed);
  REQUIRE_FALSE(s->undo(0));
  REQUIRE(s->hash() == before);
  REQUIRE(s->choices().empty());
  REQUIRE(s->decision()->open_request(0));
  // Once both have bid, the next prize is revealed: no more undo.
  pick(*s, 1, {"bid_7"});
  pick(*s, 2, {"bid_2"});
  const UndoCheck check = s->can_undo(0);
  REQUIRE_FALSE(check.allowed);
  REQUIRE(check.reason == "Seat 2 has decided since");
  const auto hash = s->hash();
  REQUIRE(s->undo(0));
  REQUIRE(s->hash() == hash);
}

TEST_CASE("undo is refused after a reveal to the seat", "[session][undo]") {
  GameSetup setup = tabula::test::setup(2, 4);
  setup.seats[1].controller = "random";  // a bot's decisions do not block undo
  Problems problems;
  auto game = Session::start(tabula::test::module("goofspiel"), setup, {}, problems);
  pick(*game, 1, {"bid_7"});
  pick(*game, 2, {"bid_1"});
  const UndoCheck check = game->can_undo(0);
  REQUIRE_FALSE(check.allowed);
  REQUIRE(check.reason == "hidden information was revealed to you since");
}

TEST_CASE("a clone continues exactly like the original", "[session][clone]") {
  auto s = start("goofspiel", 3, 11);
  auto b = test::bots(*s, 3);
  for (int i = 0; i < 10; ++i) {
    const SeatIndex seat = s->decision()->waiting()[0];
    const Request& r = *s->decision()->open_request(seat);
    REQUIRE_FALSE(s->apply({seat, b[0]->choose(s->view(seat), r)}));
  }
  auto c = s->clone();
  REQUIRE(c);
  REQUIRE(c->hash() == s->hash());
  REQUIRE(c->choices().size() == s->choices().size());
  auto b1 = test::bots(*s, 99), b2 = test::bots(*c, 99);
  play_bots(*s, b1);
  play_bots(*c, b2);
  REQUIRE(s->status() == SessionStatus::Finished);
  REQUIRE(c->hash() == s->hash());
  REQUIRE(c->events().size() == s->events().size());
}

TEST_CASE("a clone built on another thread from its source continues like the original",
          "[session][clone]") {
  for (const char* id : {"goofspiel", "magnastorm"}) {
    auto s = start(id, 3, 12);
    auto b = test::bots(*s, 4);
    for (int i = 0; i < 12 && s->decision(); ++i) {
      const SeatIndex seat = s->decision()->waiting()[0];
      REQUIRE_FALSE(
          s->apply({seat, b[0]->choose(s->view(seat), *s->decision()->open_request(seat))}));
    }
    REQUIRE(s->decision());
    const auto with_events = s->clone_source();
    const auto without = s->clone_source(false);
    // The session moves on before the copies are built: they copy the inputs, not the session.
    const std::uint64_t then = s->hash();
    const std::size_t events_then = s->events().size();
    auto more = test::bots(*s, 8);
    play_bots(*s, more);
    std::unique_ptr<Session> c, d;
    std::thread([&] { c = Session::clone_from(std::move(*with_events)); }).join();
    std::thread([&] { d = Session::clone_from(std::move(*without)); }).join();
    INFO(id);
    REQUIRE(c);
    REQUIRE(d);
    CHECK(c->hash() == then);
    CHECK(d->hash() == then);
    CHECK(c->events().size() == events_then);
    CHECK(d->events().empty());
    auto b1 = test::bots(*c, 8), b2 = test::bots(*d, 8);
    play_bots(*c, b1);
    play_bots(*d, b2);
    CHECK(c->hash() == s->hash());
    CHECK(d->hash() == s->hash());
    CHECK(d->events().empty());
  }
}

TEST_CASE("save and load round-trip a game exactly", "[session][replay]") {
  auto s = start("goofspiel", 2, 21);
  auto b = test::bots(*s, 5);
  play_bots(*s, b);
  const auto path = temp_file("roundtrip.json");
  REQUIRE_FALSE(save_replay(*s, path));
  REQUIRE_FALSE(std::filesystem::exists(temp_save_path(path, getpid())));
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  Problems problems;
  LoadedReplay r = load_replay(path, paths, {}, problems);
  INFO(join(problems));
  REQUIRE(r.session);
  REQUIRE(r.session->hash() == s->hash());
  REQUIRE(r.recorded_hash == hex64(s->hash()));
  REQUIRE(r.session->status() == SessionStatus::Finished);
  std::filesystem::remove(path);
}

TEST_CASE("a save of an unfinished game continues where it stopped", "[session][replay]") {
  auto s = start("goofspiel", 2, 22);
  pick(*s, 1, {"bid_5"});
  const auto path = temp_file("midgame.json");
  REQUIRE_FALSE(save_replay(*s, path));
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  Problems problems;
  LoadedReplay r = load_replay(path, paths, {}, problems);
  REQUIRE(r.session);
  REQUIRE(r.session->status() == SessionStatus::Waiting);
  REQUIRE(r.session->decision()->waiting() == std::vector<SeatIndex>{1});
  std::filesystem::remove(path);
}

TEST_CASE("a replay of changed content is refused with a message", "[session][replay]") {
  auto s = start("goofspiel", 2, 23);
  auto j = replay_json(*s);
  j["game"]["hash"] = "0000000000000000";
  const auto path = temp_file("changed.json");
  std::ofstream(path) << j.dump();
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  Problems problems;
  LoadedReplay r = load_replay(path, paths, {}, problems);
  REQUIRE_FALSE(r.session);
  REQUIRE(join(problems).find("recorded with other content of 'goofspiel'") != std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("saves made under older content hash formats still load", "[session][replay]") {
  auto s = start("goofspiel", 2, 25);
  pick(*s, 1, {"bid_5"});
  auto j = replay_json(*s);
  REQUIRE(j["game"]["hash_format"] == kContentHashFormat);
  Problems problems;
  const auto path = temp_file("format1.json");
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  for (int format : {2, 1}) {
    j["game"]["hash_format"] = format;
    if (format == 1) j["game"].erase("hash_format");  // saves of format 1 carry none
    j["game"]["hash"] = s->module().hash_hex(format, problems);
    CHECK(j["game"]["hash"] != s->module().hash_hex());
    std::ofstream(path) << j.dump();
    LoadedReplay r = load_replay(path, paths, {}, problems);
    INFO(join(problems));
    REQUIRE(r.session);
    CHECK(r.session->hash() == s->hash());
  }
  j["game"]["hash_format"] = 7;
  std::ofstream(path) << j.dump();
  CHECK_FALSE(load_replay(path, paths, {}, problems).session);
  CHECK(join(problems).find("unknown content hash format 7") != std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("a replay refused for its mods names the mod and what changed", "[session][replay]") {
  SearchPaths with_mods = SearchPaths::standard({}, {});
  with_mods.mods = {std::filesystem::path(TABULA_SOURCE_DIR) / "mods"};
  SearchPaths no_mods = with_mods;
  no_mods.mods.clear();
  Problems problems;
  auto module = load_game("goofspiel", with_mods, problems);
  REQUIRE(module);
  REQUIRE(module->mods.size() == 1);
  CHECK(module->mods_summary().find("(example-goofspiel-double-prizes)") != std::string::npos);
  GameSetup setup;
  setup.seats = {{"A", "red", "human"}, {"B", "blue", "human"}};
  auto s = Session::start(module, setup, SessionConfig{}, problems);
  REQUIRE(s);
  const auto path = temp_file("mods.json");
  const auto refusal = [&](const nlohmann::json& j, const SearchPaths& paths) {
    std::ofstream(path) << j.dump();
    Problems found;
    CHECK_FALSE(load_replay(path, paths, {}, found).session);
    return join(found);
  };
  auto j = replay_json(*s);
  CHECK(
      contains(refusal(j, no_mods), "mod 'example-goofspiel-double-prizes' is not installed now"));
  j["game"]["hash"] = "0000000000000000";
  j["game"]["mod_hashes"][0] = "0000000000000000";
  CHECK(contains(refusal(j, with_mods),
                 "mod 'example-goofspiel-double-prizes' changed (now version " +
                     module->mods[0].version + ")"));
  j["game"]["mod_hashes"][0] = hex64(module->mods[0].hash);
  CHECK(contains(refusal(j, with_mods), "the game's own rules or data changed (its mods did not)"));
  auto plain = start("goofspiel", 2, 26);
  CHECK(contains(refusal(replay_json(*plain), with_mods),
                 "mod 'example-goofspiel-double-prizes' is installed now but was not then"));
  std::filesystem::remove(path);
}

TEST_CASE("saving is atomic: a failed write keeps the old save", "[session][replay]") {
  auto s = start("goofspiel", 2, 24);
  const auto dir = temp_file("atomic-dir");
  std::filesystem::create_directories(dir);
  const auto path = dir / "save.json";
  REQUIRE_FALSE(save_replay(*s, path));
  const auto size = std::filesystem::file_size(path);
  // Make the temp file impossible to create: a directory in its place.
  std::filesystem::create_directories(temp_save_path(path, getpid()));
  pick(*s, 1, {"bid_1"});
  REQUIRE(save_replay(*s, path));
  REQUIRE(std::filesystem::file_size(path) == size);
  std::filesystem::remove_all(dir);
}

namespace {

// The id of a process that has ended (a child that exited and was reaped).
long dead_pid() {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);
  return child;
}

}  // namespace

TEST_CASE("saving removes the temporary files of killed saves, never a live writer's",
          "[session][replay]") {
  auto s = start("goofspiel", 2, 25);
  const auto dir = temp_file("stale-dir");
  std::filesystem::create_directories(dir);
  const auto path = dir / "save.json";
  const auto killed = temp_save_path(path, dead_pid());
  const auto killed_too = temp_save_path(path, dead_pid());
  const auto live = temp_save_path(path, getppid());  // another process still writing
  const auto other = temp_save_path(dir / "other.json", dead_pid());  // not this save's
  for (const auto& f : {killed, killed_too, live, other}) std::ofstream(f) << "{";
  REQUIRE_FALSE(save_replay(*s, path));
  CHECK_FALSE(std::filesystem::exists(killed));
  CHECK_FALSE(std::filesystem::exists(killed_too));
  CHECK(std::filesystem::exists(live));
  CHECK(std::filesystem::exists(other));
  CHECK_FALSE(std::filesystem::exists(temp_save_path(path, getpid())));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a replay with impossible numbers is refused with a message", "[session][replay]") {
  auto s = start("goofspiel", 2, 26);
  pick(*s, 1, {"bid_5"});
  const auto path = temp_file("numbers.json");
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  struct Case {
    const char* field;  // "seat" (of the first choice) or "seed"
    nlohmann::json value;
    const char* expect;
  };
  const Case cases[] = {
      {"seat", std::int64_t{-2147483648}, "the seat must be a whole number from 1 to 2"},
      {"seat", std::int64_t{4294967297}, "the seat must be a whole number from 1 to 2"},  // 2^32+1
      {"seat", 0, "from 1 to 2"},
      {"seat", 3, "from 1 to 2"},
      {"seat", 1.0, "from 1 to 2"},
      {"seat", "2", "from 1 to 2"},
      {"seed", 18446744073709551616.0, "the seed must be a whole number"},  // 2^64 as a float
      {"seed", -1, "the seed must be a whole number"},
      {"seed", 1.5, "the seed must be a whole number"},
  };
  for (const Case& c : cases) {
    auto j = replay_json(*s);
    if (std::string(c.field) == "seat")
      j["choices"][0]["seat"] = c.value;
    else
      j["seed"] = c.value;
    std::ofstream(path, std::ios::trunc) << j.dump();
    Problems problems;
    LoadedReplay r = load_replay(path, paths, {}, problems);
    INFO(c.field << " = " << c.value.dump() << ": " << join(problems));
    CHECK_FALSE(r.session);
    CHECK(join(problems).find(c.expect) != std::string::npos);
  }
  std::filesystem::remove(path);
}

TEST_CASE("a replay whose version is a huge float is refused, not converted", "[session][replay]") {
  // Reading 1e24 as an int is undefined behaviour (the fuzzer found it).
  auto s = start("goofspiel", 2, 27);
  const auto path = temp_file("version.json");
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  for (const nlohmann::json& version :
       {nlohmann::json(1e24), nlohmann::json("1"), nlohmann::json::array({1}), nlohmann::json(2)}) {
    auto j = replay_json(*s);
    j["version"] = version;
    std::ofstream(path, std::ios::trunc) << j.dump();
    Problems problems;
    LoadedReplay r = load_replay(path, paths, {}, problems);
    INFO(version.dump() << ": " << join(problems));
    CHECK_FALSE(r.session);
    CHECK(join(problems).find("not a Tabula replay of format version 1") != std::string::npos);
  }
  std::filesystem::remove(path);
}

TEST_CASE("a replay nested a million levels deep is refused by name, not by a crash",
          "[session][replay]") {
  // Dumping such a value for the message would recurse once per level and
  // overflow the stack; the message names its type instead.
  auto s = start("goofspiel", 2, 26);
  pick(*s, 1, {"bid_1"});
  const auto path = temp_file("deep.json");
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
  for (const char* field : {"\"seed\":", "\"seat\":"}) {
    std::string text = replay_json(*s).dump();
    const auto at = text.find(field) + std::strlen(field);
    text.replace(at, text.find_first_of(",}", at) - at, deep);
    std::ofstream(path, std::ios::trunc) << text;
    Problems problems;
    LoadedReplay r = load_replay(path, paths, {}, problems);
    INFO(field << ": " << join(problems));
    CHECK_FALSE(r.session);
    CHECK(join(problems).find("must be a whole number") != std::string::npos);
    CHECK(join(problems).find("not an array") != std::string::npos);
  }
  std::filesystem::remove(path);
}

TEST_CASE("script errors name the file and line and fail the session, not the host",
          "[session][errors]") {
  const std::string rules = "broken/rules.lua";
  struct Case {
    const char* fault;
    const char* expect;
  };
  const Case cases[] = {
      {"runtime", "rules.lua:9: attempt to index a nil value"},
      {"loop", "rules.lua:10: instruction budget exceeded"},
      {"memory", "rules.lua:11: not enough memory (the session may use 32 MiB)"},
      {"recursion", "rules.lua:5: stack overflow"},
      {"bad_choose", "bad argument #2 to 'choose' (the request has no options)"},
      {"bad_move", "bad argument #1 to 'move' (no piece 99)"},
  };
  for (const Case& c : cases) {
    SessionConfig config;
    if (std::string(c.fault) == "memory") config.memory_bytes = 32u << 20;
    config.instructions_per_step = 5'000'000;
    auto s = start("broken", 2, 1, {{"fault", c.fault}}, config);
    REQUIRE(s->status() == SessionStatus::Waiting);
    pick(*s, 1, {"go"});
    INFO(c.fault << ": " << s->error());
    REQUIRE(s->status() == SessionStatus::Failed);
    REQUIRE(s->error().find(c.expect) != std::string::npos);
    REQUIRE(s->error().find(rules) != std::string::npos);
    REQUIRE(s->error().find("stack traceback") != std::string::npos);
  }
}

TEST_CASE("the end reason comes from end_game or from the round limit", "[session]") {
  auto s = start("api", 1, 3);
  pick(*s, 1, {"ace"});
  REQUIRE(s->status() == SessionStatus::Finished);
  CHECK(s->results().end_reason == "every card is on the table");
  auto g = start("goofspiel", 2, 4, {{"prizes", "1"}});
  pick(*g, 1, {"bid_1"});
  pick(*g, 2, {"bid_2"});
  REQUIRE(g->status() == SessionStatus::Finished);
  CHECK(g->results().end_reason == "every prize card has been played");
  auto d = start("draft", 2, 6);
  auto b = test::bots(*d, 6);
  play_bots(*d, b);
  REQUIRE(d->status() == SessionStatus::Finished);
  CHECK(d->results().end_reason == "the last round (2) was played");
  g->restart(5);
  CHECK(g->status() == SessionStatus::Waiting);
  CHECK(g->state().end_reason().empty());
}

// An option with a bots_default (pony's stall cap): settled from the seats'
// controllers when the game starts, and written into the inputs the replay
// records, so a replay keeps it whoever plays the seats later.
TEST_CASE("a bots_default is settled from the seats and recorded in the replay",
          "[session][options]") {
  const auto started = [](const std::string& first, std::map<std::string, std::string> options) {
    GameSetup setup = tabula::test::setup(2, 5, std::move(options));
    setup.seats[0].controller = first;
    setup.seats[1].controller = "random";
    Problems problems;
    auto s = Session::start(tabula::test::module("pony"), setup, {}, problems);
    INFO(join(problems));
    REQUIRE(s);
    return tabula::replay_json(*s)["options"];
  };
  CHECK(started("random", {})["stall_cap"] == "on");
  CHECK(started("human", {})["stall_cap"] == "off");
  CHECK(started("random", {{"stall_cap", "off"}})["stall_cap"] == "off");
  CHECK(started("human", {{"stall_cap", "on"}})["stall_cap"] == "on");
  CHECK(started("random", {}).count("faceoff_tie") == 0);  // no bots_default: left as given
}
