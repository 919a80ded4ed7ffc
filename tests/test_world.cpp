// Worlds for search: a seat's sampled world reaches the same request, never
// depends on the pieces the seat cannot see, and is a real game that plays on.
#include <set>

#include "scratch_game.hpp"
#include "support.hpp"
#include "tabula/view.hpp"

using namespace tabula;

namespace {

SessionConfig last_snapshot() {
  SessionConfig c;
  c.snapshots = Snapshots::Last;
  c.record_events = false;
  return c;
}

struct Tally {
  int asked = 0;
  int replayed = 0;
  int rebuilt = 0;
};

// Plays random games; at every request samples worlds for the asked seat.
Tally sample_through(const std::string& game, int players, int games, int worlds) {
  Tally t;
  for (int g = 0; g < games; ++g) {
    auto s = test::start(game, players, 100 + g, {}, last_snapshot());
    auto copy = s->search_copy();
    REQUIRE(copy);
    RandomBot bot(7 + g);
    while (const Decision* d = s->decision()) {
      const SeatIndex seat = d->waiting().front();
      const View v = s->view(seat);
      for (int w = 0; w < worlds; ++w) {
        ++t.asked;
        const auto made = s->sample_world(seat, 1000 * g + w, *copy);
        t.replayed += made == Session::World::Replayed;
        t.rebuilt += made == Session::World::Rebuilt;
      }
      REQUIRE_FALSE(s->apply({seat, bot.choose(v, *v.request())}));
    }
    REQUIRE(s->status() == SessionStatus::Finished);
  }
  return t;
}

}  // namespace

TEST_CASE("sampled worlds reach the seat's request in every game", "[world]") {
  for (const auto& [game, players] : std::vector<std::pair<std::string, int>>{{"goofspiel", 2},
                                                                              {"goofspiel", 4},
                                                                              {"challengers", 2},
                                                                              {"challengers", 3},
                                                                              {"magnastorm", 3},
                                                                              {"spacetrace", 2},
                                                                              {"spacetrace", 3},
                                                                              {"pony", 2}}) {
    const Tally t = sample_through(game, players, 2, 3);
    INFO(game << " " << players << "p: " << t.replayed << " replayed, " << t.rebuilt
              << " rebuilt of " << t.asked);
    CHECK(t.replayed + t.rebuilt == t.asked);
    CHECK(t.replayed * 20 >= t.asked * 19);  // the replayed world is the rule
  }
}

TEST_CASE("pony: Problems have their own back, so worlds never deal one into a draw deck",
          "[world]") {
  auto s = test::start("pony", 2, 3, {}, last_snapshot());
  auto copy = s->search_copy();
  std::set<std::string> problems;  // every Problem of both players
  const View start = s->view(kNoSeat);
  for (const ZoneView& z : start.zones())
    if (z.name == "problem_deck")
      for (const PieceView& p : start.pieces(z.id)) problems.insert(p.def);
  REQUIRE(problems.size() >= 4);
  RandomBot bot(11);
  int worlds = 0;
  for (int k = 0; k < 80 && s->decision(); ++k) {
    const SeatIndex seat = s->decision()->waiting().front();
    REQUIRE(s->sample_world(seat, 500 + k, *copy) != Session::World::Failed);
    const View w = copy->view(kNoSeat);
    for (const ZoneView& z : w.zones())
      if (z.name == "deck" || z.name == "hand")
        for (const PieceView& p : w.pieces(z.id)) CHECK(problems.count(p.def) == 0);
    ++worlds;
    const View v = s->view(seat);
    REQUIRE_FALSE(s->apply({seat, bot.choose(v, *v.request())}));
  }
  CHECK(worlds == 80);
}

TEST_CASE("module state that broken rules changed in a world is put back at the next decision",
          "[world][frozen]") {
  // Only broken rules change a locked module table (the real game fails
  // at its end for it). Within one search its worlds share the change;
  // the first world of the next decision starts from the loaded value.
  const test::ScratchGame game(
      "local limits = { n = 0 }\nlocal rules = { rounds = 6 }\n"
      "function rules.setup(game) game:new_counter{ name = 'c' } end\n"
      "rules.phases = { { name = 'pick', step = function(game)\n"
      "  game:choose(1, { prompt = 'Pick', options = { 'a', 'b' } })\n"
      "  limits.n = limits.n + 1\n  game:set('c', limits.n)\nend } }\n"
      "function rules.score() return 0 end\nreturn rules\n");
  auto s = game.start(1, last_snapshot());
  auto world = s->search_copy();
  const auto c_after_pick = [](Session& w) {
    REQUIRE_FALSE(w.apply({0, {w.decision()->open_request(0)->options[0].id}}));
    return w.state().counter(w.state().find_counter("c", kNoSeat))->value;
  };
  REQUIRE(s->sample_world(0, 7, *world) != Session::World::Failed);
  CHECK(c_after_pick(*world) == 1);
  REQUIRE(s->sample_world(0, 8, *world) != Session::World::Failed);
  CHECK(c_after_pick(*world) == 2);  // the same decision: not put back
  REQUIRE_FALSE(s->apply({0, {s->decision()->open_request(0)->options[0].id}}));
  REQUIRE(s->sample_world(0, 9, *world) != Session::World::Failed);
  CHECK(c_after_pick(*world) == 1);  // the next decision: put back first
}
