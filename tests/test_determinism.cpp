// Determinism: the same inputs give the same state hash after every step, in
// two sessions (two Lua states) of one process; simulation hashes do not
// depend on the thread count. (tests/cli/determinism.sh checks two processes.)
#include <set>

#include "support.hpp"

using namespace tabula;
using tabula::test::start;

namespace {

// The state hash after every choice of a bot-played game.
std::vector<std::uint64_t> trace(const std::string& game, int players, std::uint64_t seed) {
  auto s = start(game, players, seed);
  auto b = test::bots(*s, seed);
  std::vector<std::uint64_t> hashes{s->hash()};
  while (const Decision* d = s->decision()) {
    const SeatIndex seat = d->waiting().front();
    const Request& r = *d->open_request(seat);
    REQUIRE_FALSE(s->apply({seat, b[static_cast<std::size_t>(seat)]->choose(s->view(seat), r)}));
    hashes.push_back(s->hash());
  }
  REQUIRE(s->status() == SessionStatus::Finished);
  return hashes;
}

}  // namespace

TEST_CASE("two sessions with the same inputs agree after every step", "[determinism]") {
  for (int players = 2; players <= 4; ++players) {
    const auto a = trace("goofspiel", players, 77);
    const auto b = trace("goofspiel", players, 77);
    REQUIRE(a.size() > 13);
    REQUIRE(a == b);
    REQUIRE(trace("goofspiel", players, 78) != a);
  }
}

TEST_CASE("simulation hash is the same for any number of jobs", "[determinism][sim]") {
  SimConfig c;
  c.players = 3;
  c.games = 60;
  c.seed = 9;
  Problems problems;
  const auto m = tabula::test::module("goofspiel");
  c.jobs = 1;
  const SimReport one = simulate(m, c, problems);
  c.jobs = 2;
  const SimReport two = simulate(m, c, problems);
  REQUIRE(problems.empty());
  REQUIRE(one.completed == 60);
  REQUIRE(one.hash == two.hash);
  REQUIRE(one.wins == two.wins);
  REQUIRE(one.decisions == two.decisions);
  c.seed = 10;
  REQUIRE(simulate(m, c, problems).hash != one.hash);
}

TEST_CASE("the random bot picks a legal count of distinct options", "[bot]") {
  RandomBot bot(5);
  Request r;
  r.seat = 0;
  r.min = 1;
  r.max = 3;
  for (const char* id : {"a", "b", "c", "d", "e"}) r.options.push_back({id, id});
  Decision d;
  d.requests = {r};
  d.answers.resize(1);
  auto s = start("goofspiel", 2);
  std::set<std::size_t> sizes;
  for (int i = 0; i < 200; ++i) {
    const auto picks = bot.choose(s->view(0), r);
    sizes.insert(picks.size());
    REQUIRE_FALSE(check_choice(&d, {0, picks}));
  }
  REQUIRE(sizes == std::set<std::size_t>{1, 2, 3});
}
