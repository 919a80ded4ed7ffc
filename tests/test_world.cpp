// Worlds for search: a seat's sampled world reaches the same request, never
// depends on the pieces the seat cannot see, and is a real game that plays on.
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
                                                                              {"spacetrace", 3}}) {
    const Tally t = sample_through(game, players, 2, 3);
    INFO(game << " " << players << "p: " << t.replayed << " replayed, " << t.rebuilt
              << " rebuilt of " << t.asked);
    CHECK(t.replayed + t.rebuilt == t.asked);
    CHECK(t.replayed * 20 >= t.asked * 19);  // the replayed world is the rule
  }
}
