// Helpers shared by the core tests: load a module, start a session.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "tabula/bot.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "tabula/sim.hpp"

namespace tabula::test {

// A module from tests/modules/<id> or, failing that, games/<id>.
inline std::shared_ptr<const Module> module(const std::string& id) {
  SearchPaths paths = SearchPaths::standard({std::string(TABULA_TEST_DIR) + "/modules"}, {});
  paths.mods.clear();  // tests never pick up a user's mods
  Problems problems;
  auto m = load_game(id, paths, problems);
  INFO(join(problems));
  REQUIRE(m);
  return m;
}

inline GameSetup setup(int players, std::uint64_t seed,
                       std::map<std::string, std::string> options = {}) {
  GameSetup s;
  s.seed = seed;
  s.options = std::move(options);
  for (int i = 0; i < players; ++i)
    s.seats.push_back({"Seat " + std::to_string(i + 1), default_seat_color(i), "human"});
  return s;
}

inline std::unique_ptr<Session> start(const std::string& id, int players, std::uint64_t seed = 1,
                                      std::map<std::string, std::string> options = {},
                                      SessionConfig config = {}) {
  Problems problems;
  auto s = Session::start(module(id), setup(players, seed, std::move(options)), config, problems);
  INFO(join(problems));
  REQUIRE(s);
  return s;
}

// A session as bots play it: the last snapshot kept (worlds start there), no events.
inline SessionConfig bot_config() {
  SessionConfig c;
  c.snapshots = Snapshots::Last;
  c.record_events = false;
  return c;
}

// Random bots for every seat of `s`, seeded from `seed`.
inline std::vector<std::unique_ptr<Bot>> bots(const Session& s, std::uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> out;
  for (std::size_t i = 0; i < s.setup().seats.size(); ++i)
    out.push_back(make_bot("random", seed + i));
  return out;
}

// Answers the open request of `seat` with `picks`, requiring success.
inline void pick(Session& s, int seat1, std::vector<std::string> picks) {
  auto why = s.apply({seat1 - 1, std::move(picks)});
  INFO((why ? *why : std::string()) << "\n" << s.error());
  REQUIRE_FALSE(why);
}

}  // namespace tabula::test
