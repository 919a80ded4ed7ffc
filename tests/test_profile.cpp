// The rules' profile (SessionConfig::profile, `tabula sim --profile`): the
// count hook samples where the scripts run, a call hook counts their calls of
// C functions; the game plays exactly as without it.
#include <catch2/catch.hpp>

#include <string>

#include "scratch_game.hpp"
#include "tabula/sim.hpp"

using namespace tabula;
using tabula::test::ScratchGame;

namespace {

// One step: `heavy` loops (nearly every instruction of the game), `light`
// runs once, and game:counter is called 10 times from line 8.
const char* const kRules =
    "local function heavy(n) local x = 0 for i = 1, n do x = x + i % 7 end return x end\n"
    "local function light() return 1 end\n"
    "local rules = {}\n"
    "function rules.setup(game) game:new_counter{ name = 'n' } end\n"
    "rules.phases = { { name = 'p', step = function(game)\n"
    "  heavy(300000)\n"
    "  light()\n"
    "  for _ = 1, 10 do game:counter('n') end\n"
    "  game:add('n', game:random(1, 6))\n"
    "  game:end_game()\n"
    "end } }\n"
    "function rules.score(game) return game:counter('n') end\n"
    "return rules\n";

SessionConfig profiled(bool on) {
  SessionConfig c;
  c.profile = on;
  return c;
}

}  // namespace

TEST_CASE("the profile finds the function and the line the rules spend their time in",
          "[profile]") {
  const ScratchGame game(kRules);
  auto s = game.start(2, profiled(true));
  REQUIRE(s->status() == SessionStatus::Finished);
  const RulesProfile* p = s->profile();
  REQUIRE(p != nullptr);
  CHECK(p->period == 997);
  // About 300000 * 3 instructions (mod, add, loop): some 900 samples.
  CHECK(p->samples > 800);
  const auto top = profile_top(p->self, 1);
  REQUIRE(top.size() == 1);
  CHECK(top[0].first == "game/rules.lua:1");
  CHECK(p->names.at("game/rules.lua:1") == "heavy");
  CHECK(top[0].second * 100 > p->samples * 95);
  // The step function is on the stack of every sample of heavy.
  CHECK(p->total.at("game/rules.lua:5") >= top[0].second);
  CHECK(p->lines.at("game/rules.lua:1") == top[0].second);
}

TEST_CASE("the profile counts every call of a C function and the line it came from", "[profile]") {
  const ScratchGame game(kRules);
  auto s = game.start(2, profiled(true));
  const RulesProfile& p = *s->profile();
  // 10 in the step, 1 in rules.score for each of the 2 seats.
  CHECK(p.calls.at("game:counter") == 12);
  CHECK(p.callers.at("game:counter").at("game/rules.lua:8") == 10);
  CHECK(p.callers.at("game:counter").at("game/rules.lua:12") == 2);
  CHECK(p.calls.at("game:random") == 1);
  CHECK(p.calls.count("counter") == 0);  // a method of the game is named game:f
}

TEST_CASE("a profiled game plays as an unprofiled one, and only a profiled one has a profile",
          "[profile]") {
  const ScratchGame game(kRules);
  for (std::uint64_t seed : {1, 2, 3}) {
    auto plain = game.start(2, profiled(false), seed);
    auto seen = game.start(2, profiled(true), seed);
    CHECK(plain->profile() == nullptr);
    REQUIRE(seen->profile() != nullptr);
    CHECK(plain->hash() == seen->hash());
    CHECK(plain->results().seats[0].score == seen->results().seats[0].score);
  }
}

TEST_CASE("a simulation merges the profiles of its workers", "[profile]") {
  const ScratchGame game(kRules);
  Problems problems;
  auto module = game.load(problems);
  REQUIRE(module);
  SimConfig c;
  c.games = 6;
  c.jobs = 2;
  c.session.profile = true;
  const SimReport r = simulate(module, c, problems);
  REQUIRE(r.completed == 6);
  // Every game's calls, and no more: not those of the game each worker's
  // session plays when it starts, nor those of simulate's input check.
  CHECK(r.profile.calls.at("game:counter") == 6 * 12);
  CHECK(r.profile.samples > 6 * 800);
  SimConfig plain = c;
  plain.session.profile = false;
  const SimReport q = simulate(module, plain, problems);
  CHECK(q.hash == r.hash);
  CHECK(q.profile.samples == 0);
}
