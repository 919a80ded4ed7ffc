// Uncounted steps (sbx_uncounted, Session::recount): a session started from
// its inputs runs without the count hook; a step that runs long is stopped
// by the step clock and the game runs again counted. Whatever happens, the
// session ends as a counted one would: same state, same error.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <thread>

#include "sandbox_fixture.hpp"
#include "scratch_game.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;
using namespace tabula::lua;

namespace {

// The smallest budget the step clock can bound (a smaller one is counted):
// a runaway loop costs a test about 0.3 s counted.
SessionConfig config(bool counted) {
  SessionConfig c;
  c.instructions_per_step = 80'000'000;
  c.count_instructions = counted;
  return c;
}

// Three rounds; in each, seat 1 picks a or b and the step then runs `body`;
// `top` goes before the rules table, `more` after the phases. rules.score is
// the counter n.
// About 30 million instructions: far longer than the clock lets a step run
// uncounted (about 2 ms), well within the 80 million counted.
const std::string kLongLoop = "local x = 0 for i = 1, 15e6 do x = x + i end";

std::string picking_rules(const std::string& body, const std::string& top = "",
                          const std::string& more = "") {
  return top +
         "\nlocal rules = {}\n"
         "function rules.setup(game) game:new_counter{ name = 'n' } end\n"
         "rules.rounds = 3\n"
         "rules.phases = { { name = 'pick', step = function(game)\n"
         "  local id = game:choose(1, { options = { 'a', 'b' } })\n"
         "  game:add('n', id == 'a' and 1 or 10)\n" +
         body + "\nend } }\n" + more +
         "\nfunction rules.score(game) return game:counter('n') end\n"
         "return rules\n";
}

struct Played {
  SessionStatus status;
  std::string error;
  std::uint64_t hash;
  int recounts;
};

// Plays a, b, a as far as the game goes.
Played play(const ScratchGame& game, bool counted) {
  auto s = game.start(2, config(counted));
  for (const char* pick : {"a", "b", "a"}) {
    if (s->status() != SessionStatus::Waiting) break;
    REQUIRE_FALSE(s->apply({0, {pick}}));
  }
  return {s->status(), s->error(), s->hash(), s->recounts()};
}

// `play(counted)` uncounted and counted: the same end; returns the uncounted
// play (its `recounts`: how often it was run again).
template <class Play>
Played same_both_ways(const Play& play_it) {
  const Played fast = play_it(false);
  const Played counted = play_it(true);
  INFO(fast.error);
  CHECK(fast.status == counted.status);
  CHECK(fast.error == counted.error);
  CHECK(fast.hash == counted.hash);
  CHECK(counted.recounts == 0);
  return fast;
}

Played same_both_ways(const ScratchGame& game) {
  return same_both_ways([&](bool counted) { return play(game, counted); });
}

}  // namespace

TEST_CASE("uncounted: ordinary steps are never run again", "[uncounted]") {
  const ScratchGame game(picking_rules("local x = 0 for i = 1, 1000 do x = x + i end"));
  const Played p = same_both_ways(game);
  CHECK(p.recounts == 0);
  REQUIRE(p.status == SessionStatus::Finished);
}

TEST_CASE("uncounted: a long step within the budget is counted again and ends the same",
          "[uncounted]") {
  const ScratchGame game(picking_rules("if game:counter('n') == 11 then " + kLongLoop + " end"));
  const Played p = same_both_ways(game);
  CHECK(p.recounts == 1);
  CHECK(p.status == SessionStatus::Finished);
}

TEST_CASE("uncounted: a runaway step fails with the counted verdict, file and line",
          "[uncounted]") {
  const std::string loop = "while true do end";
  SECTION("in a step, after two choices") {
    const ScratchGame game(picking_rules("if game:counter('n') == 11 then\n" + loop + "\nend"));
    const Played p = same_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(contains(p.error, "rules.lua:9: instruction budget exceeded"));
  }
  SECTION("in a coroutine of the script's own") {
    const ScratchGame game(picking_rules("coroutine.wrap(function() " + loop + " end)()"));
    const Played p = same_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(contains(p.error, "instruction budget exceeded"));
  }
  SECTION("in a function game:memo runs apart from the game") {
    const ScratchGame game(picking_rules("game:memo('k', function() " + loop + " end)"));
    const Played p = same_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(contains(p.error, "instruction budget exceeded"));
  }
  SECTION("under a pcall of the script's own") {
    const ScratchGame game(picking_rules("pcall(function() " + loop + " end)\n" + loop));
    const Played p = same_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(contains(p.error, "instruction budget exceeded"));
  }
}

TEST_CASE("uncounted: a step that starts after the watchdog went to sleep is stopped",
          "[uncounted]") {
  // The watchdog sleeps after about 50 ms without a running step (a person
  // thinking); the next step must wake it, or a runaway loop would run forever.
  const ScratchGame game(picking_rules("if game:counter('n') == 1 then while true do end end"));
  auto s = game.start(2, config(false));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  REQUIRE_FALSE(s->apply({0, {"a"}}));
  CHECK(contains(s->error(), "instruction budget exceeded"));
  CHECK(s->recounts() == 1);
}

TEST_CASE("uncounted: the sandbox charges half the budget and finds what went past it",
          "[uncounted][sandbox]") {
  tabula::test::Sandbox box;
  box.state().limits.instructions_per_step = 80'000'000;
  REQUIRE(sbx_uncounted(&box.state(), true));
  // Sandbox::run gives every step 10 million: uncounted, charges may spend 5.
  const std::string charges = "for i = 1, 400 do local s = ('x'):rep(2e5) end return 'done'";
  SECTION("charges raise at once and ask for a recount") {
    CHECK(contains(box.run(charges), "instruction budget exceeded"));
    CHECK(sbx_recount(box.L()));
  }
  SECTION("counted, the same charges fit") {
    REQUIRE(sbx_uncounted(&box.state(), false));
    CHECK(box.run(charges) == "done");
    CHECK_FALSE(sbx_recount(box.L()));
  }
  SECTION("allocations are charged unchecked and found when the step ends") {
    std::string ones;
    for (int i = 0; i < 1000; ++i) ones += "1,";
    CHECK(box.run("for i = 1, 20000 do local t = {" + ones + "} end return 'done'") == "done");
    CHECK_FALSE(sbx_recount(box.L()));
    sbx_endbudget(box.L());
    CHECK(sbx_killed(box.L()));
    CHECK(sbx_recount(box.L()));
  }
}

TEST_CASE("uncounted: undo after a recount replays counted to the same state", "[uncounted]") {
  const ScratchGame game(picking_rules("if game:counter('n') == 1 then " + kLongLoop + " end"));
  auto s = game.start(2, config(false));
  REQUIRE_FALSE(s->apply({0, {"a"}}));
  REQUIRE(s->recounts() == 1);
  const std::uint64_t after_first = s->hash();
  REQUIRE_FALSE(s->apply({0, {"b"}}));
  REQUIRE_FALSE(s->undo(0));
  CHECK(s->hash() == after_first);
  REQUIRE_FALSE(s->apply({0, {"b"}}));
  REQUIRE_FALSE(s->apply({0, {"a"}}));
  CHECK(s->status() == SessionStatus::Finished);
  CHECK(s->results().seats[0].score == std::vector<double>{12});
}

namespace {

// Plays a, b, a in a search world made from the game at its first decision.
Played play_world(const ScratchGame& game, bool counted, const std::string& evaluate_pick = "") {
  auto real = game.start(2, config(counted));
  auto world = real->search_copy();
  REQUIRE(world);
  REQUIRE(real->sample_world(0, 7, *world) != Session::World::Failed);
  for (const char* pick : {"a", "b", "a"}) {
    if (world->status() != SessionStatus::Waiting) break;
    if (pick == evaluate_pick) CHECK(world->evaluate().size() == 2);
    REQUIRE_FALSE(world->apply({0, {pick}}));
  }
  return {world->status(), world->error(), world->hash(), world->recounts()};
}

// The search world played uncounted and counted (see same_both_ways).
Played same_world_both_ways(const ScratchGame& game, const std::string& evaluate_pick = "") {
  return same_both_ways([&](bool counted) { return play_world(game, counted, evaluate_pick); });
}

}  // namespace

TEST_CASE("uncounted: a search world is played uncounted and made again counted when stopped",
          "[uncounted][world]") {
  SECTION("ordinary steps: never made again") {
    const ScratchGame game(picking_rules("local x = 0 for i = 1, 1000 do x = x + i end"));
    const Played p = same_world_both_ways(game);
    CHECK(p.recounts == 0);
    CHECK(p.status == SessionStatus::Finished);
  }
  SECTION("a long step within the budget: made again, ends the same") {
    const ScratchGame game(picking_rules("if game:counter('n') == 11 then " + kLongLoop + " end"));
    const Played p = same_world_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(p.status == SessionStatus::Finished);
  }
  SECTION("a runaway step: the counted verdict, file and line") {
    const ScratchGame game(
        picking_rules("if game:counter('n') == 11 then\nwhile true do end\nend"));
    const Played p = same_world_both_ways(game);
    CHECK(p.recounts == 1);
    CHECK(contains(p.error, "rules.lua:9: instruction budget exceeded"));
  }
  SECTION("a long rules.evaluate: made again, the same estimate") {
    const ScratchGame game(picking_rules(
        "", "", "function rules.evaluate(game, seat) " + kLongLoop + " return 0.5 end"));
    CHECK(same_world_both_ways(game, "b").recounts == 1);
  }
}
