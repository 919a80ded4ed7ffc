// The declared flow: setup, rounds, phases, turns in a changeable order,
// reaction windows.
#include "scratch_game.hpp"
#include "support.hpp"

using namespace tabula;
using tabula::test::pick;
using tabula::test::start;

namespace {

std::int64_t counter(const Session& s, const char* name, SeatIndex seat = kNoSeat) {
  return s.state().counter(s.state().find_counter(name, seat))->value;
}

}  // namespace

TEST_CASE("turns follow the turn order as the rules change it", "[flow]") {
  auto s2 = start("turns", 2);
  REQUIRE(s2->status() == SessionStatus::Finished);
  REQUIRE(counter(*s2, "trail") == 121212);
  auto s3 = start("turns", 3);
  REQUIRE(s3->status() == SessionStatus::Finished);
  // Seat 1 reverses the order on its first turn: 1, then 3, 2, 1, ...
  REQUIRE(counter(*s3, "trail") == 132132132);
}

TEST_CASE("rounds run their phases in order until the round limit", "[flow]") {
  auto s = start("draft", 2);
  for (int round = 1; round <= 2; ++round) {
    REQUIRE(s->state().flow().round == round);
    pick(*s, 1, {"c1"});
    pick(*s, 2, {"c1"});
    pick(*s, 1, {"10"});
  }
  REQUIRE(s->status() == SessionStatus::Finished);
  REQUIRE(s->results().seats[0].score[0] == 22);
  REQUIRE(s->results().seats[0].rank == 1);
  REQUIRE(s->results().seats[1].rank == 2);
}

TEST_CASE("reaction window: alternate responses, last played resolves first, two passes close",
          "[flow][reaction]") {
  SECTION("three responses resolve in reverse order") {
    auto s = start("reaction", 2);
    REQUIRE(s->decision()->requests[0].seat == 1);  // the defender answers first
    pick(*s, 2, {"tactic_4"});
    pick(*s, 1, {"tactic_1"});
    pick(*s, 2, {"tactic_5"});
    pick(*s, 1, {"pass"});
    REQUIRE(s->status() == SessionStatus::Waiting);  // one pass does not close it
    pick(*s, 2, {"pass"});
    REQUIRE(s->status() == SessionStatus::Finished);
    REQUIRE(counter(*s, "order") == 514);
  }
  SECTION("a response after a pass keeps the window open") {
    auto s = start("reaction", 2);
    pick(*s, 2, {"pass"});
    pick(*s, 1, {"tactic_2"});
    pick(*s, 2, {"pass"});
    pick(*s, 1, {"pass"});
    REQUIRE(counter(*s, "order") == 2);
  }
  SECTION("both pass at once: nothing resolves") {
    auto s = start("reaction", 2);
    pick(*s, 2, {"pass"});
    pick(*s, 1, {"pass"});
    REQUIRE(s->status() == SessionStatus::Finished);
    REQUIRE(counter(*s, "order") == 0);
  }
}

TEST_CASE("reaction window for secret hands: every seat asked, auto-pass, acted, instant responses",
          "[flow][reaction]") {
  auto s = start("reaction_secret", 2);
  // Window 1: seat 1 acted, so seat 2 is asked first, though it holds nothing:
  // Pass and the switch are its options.
  REQUIRE(s->decision()->requests[0].seat == 1);
  REQUIRE(s->decision()->requests[0].options.size() == 2);
  pick(*s, 2, {"auto_pass_on"});  // a pass: seat 1 had passed by acting, so the window closes
  REQUIRE(counter(*s, "order") == 9);
  REQUIRE(counter(*s, "auto", 1) == 1);
  // Window 2: seat 1 first; seat 2 (auto-pass, nothing playable) is never asked.
  pick(*s, 1, {"instant_2"});  // takes effect at once, not stacked
  REQUIRE(counter(*s, "instant") == 2);
  pick(*s, 1, {"tactic_1"});
  pick(*s, 1, {"pass"});
  REQUIRE(counter(*s, "order") == 91);
  // Window 3: seat 2 holds tactic_3 now: asked despite auto-pass, and offered
  // to switch it off.
  pick(*s, 1, {"pass"});
  REQUIRE(s->decision()->requests[0].seat == 1);
  pick(*s, 2, {"auto_pass_off"});
  REQUIRE(s->status() == SessionStatus::Finished);
  REQUIRE(counter(*s, "auto", 1) == 0);
}

TEST_CASE("rules may declare the winners, or leave it to the ranking", "[flow][results]") {
  auto nobody = start("api", 2);
  pick(*nobody, 1, {});
  REQUIRE(nobody->status() == SessionStatus::Finished);
  REQUIRE(nobody->results().seats[0].rank == 1);
  REQUIRE(nobody->results().winners().empty());
  auto ranked = start("api", 2);
  pick(*ranked, 1, {"king"});
  REQUIRE(ranked->results().winners() == std::vector<SeatIndex>{0});
}

TEST_CASE("set_next_turn gives the next turn to a seat; turns go on after it", "[flow]") {
  // Seat 2 names seat 1 for the next turn on its first turn (a trick-taking
  // game: the winner leads the next trick), so 1, 2, then 1 again, 2, 3.
  const tabula::test::ScratchGame game(R"(
    local rules = {}
    function rules.setup(game) game:new_counter{ name = "trail" } end
    local function turn(game, p)
      game:set("trail", game:counter("trail") * 10 + p)
      if game:counter("trail") == 12 then game:set_next_turn(1) end
    end
    rules.rounds = 1
    rules.phases = { { name = "play", turn = turn,
                       done = function(game) return game:counter("trail") >= 10000 end } }
    function rules.score() return 0 end
    return rules)");
  auto s = game.start(3);
  REQUIRE(s->status() == SessionStatus::Finished);
  CHECK(counter(*s, "trail") == 12123);
  const tabula::test::ScratchGame outside(R"(
    local rules = {}
    function rules.setup(game) game:set_next_turn(2) end
    rules.phases = { { name = "play", turn = function(game) game:end_game() end } }
    function rules.score() return 0 end
    return rules)");
  auto bad = outside.start(2);
  REQUIRE(bad->status() == SessionStatus::Failed);
  CHECK(bad->error().find("set_next_turn is for turn phases: call it during a turn") !=
        std::string::npos);
}
