// Scenario files as an author writes them (issue 14): misspelt keys and
// scenarios that check nothing are errors; a scenario can expect a choice to
// be refused, look at the pending decision, and check a state hash.
#include <catch2/catch.hpp>

#include <string>

#include "scratch_game.hpp"
#include "tabula/hash.hpp"
#include "tabula/scenario.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;

namespace {

// Two rounds; in each, seat 1 picks a or b, then seat 2 picks x, y or z.
const std::string kRules =
    "local rules = {}\n"
    "function rules.setup(game) game:new_counter{ name = 'n' } end\n"
    "rules.rounds = 2\n"
    "rules.phases = { { name = 'pick', step = function(game)\n"
    "  local id = game:choose(1, { prompt = 'first', options = { 'a', 'b' } })\n"
    "  game:add('n', id == 'a' and 1 or 10)\n"
    "  game:choose(2, { prompt = 'second', options = { 'x', 'y', 'z' } })\n"
    "end } }\n"
    "function rules.score(game) return game:counter('n') end\n"
    "return rules\n";

struct Outcome {
  std::string problems;  // reading the file
  std::vector<ScenarioResult> results;
};

// Reads tests/s.lua with `scenarios` (the Lua list's entries) and runs each.
Outcome run(const std::string& scenarios) {
  const ScratchGame game(
      {{"rules.lua", kRules}, {"tests/s.lua", "return {\n" + scenarios + "\n}"}});
  Problems problems;
  auto module = game.load(problems);
  REQUIRE(module);
  Outcome out;
  const auto list = read_scenarios(module, game.file("tests/s.lua"), problems);
  out.problems = join(problems);
  for (const Scenario& s : list) out.results.push_back(run_scenario(module, s));
  return out;
}

// The message of the single scenario, which must fail.
std::string failure(const std::string& scenario) {
  const Outcome o = run(scenario);
  INFO(o.problems);
  REQUIRE(o.results.size() == 1);
  CHECK_FALSE(o.results[0].passed);
  return o.results[0].message;
}

void passes(const std::string& scenario) {
  const Outcome o = run(scenario);
  INFO(o.problems);
  REQUIRE(o.results.size() == 1);
  INFO(o.results[0].message);
  CHECK(o.results[0].passed);
}

}  // namespace

TEST_CASE("scenarios: a misspelt key or a scenario that checks nothing is an error", "[scenario]") {
  CHECK(contains(run("{ name = 'typo', chek = function() end }").problems,
                 "s.lua: scenario 1 'typo': unknown key 'chek' (did you mean 'check'?)"));
  CHECK(contains(run("{ name = 'ok', check = function() end },\n"
                     "{ name = 'typo', choises = { { 1, 'a' } }, check = function() end }")
                     .problems,
                 "scenario 2 'typo': unknown key 'choises' (did you mean 'choices'?)"));
  CHECK(contains(run("{ name = 'nothing', choices = { { 1, 'a' } } }").problems,
                 "scenario 1 'nothing': it checks nothing"));
  CHECK(contains(run("{ [1] = 2, check = function() end }").problems, "keys must be names"));
  CHECK(contains(run("{ hash = 'abc' }").problems, "hash must be 16 hex digits"));
  CHECK(
      contains(run("{ players = 3, seats = { { 'A', 'red' } }, check = function() end }").problems,
               "players is 3 but 1 seats are named"));
  CHECK(contains(run("{ refused = { 'a' } }").problems, "refused 1 must be { seat, \"id\" }"));
}

TEST_CASE("scenarios: refused choices must be refused, for the reason given, changing nothing",
          "[scenario]") {
  passes(
      "{ choices = { { 1, 'a' } }, refused = { { 1, 'x' }, { 2, 'q', 'unknown option' },\n"
      "  { 3, 'x', 'there is no seat 3' }, { 2, { 'x', 'y' }, 'wrong number of picks' } } }");
  CHECK(contains(failure("{ refused = { { 1, 'a' } } }"), "refused 1: the game accepted it"));
  CHECK(contains(failure("{ refused = { { 2, 'x', 'unknown option' } } }"),
                 "refused 1: refused because \"seat 2 is not asked now; waiting for seat 1: a "
                 "b\", not \"unknown option\""));
  // The refusals come before the check, which sees the state they left.
  passes(
      "{ refused = { { 2, 'x' } }, check = function(game, pending)\n"
      "  assert(pending[1].seat == 1 and game:counter('n') == 0) end }");
}

TEST_CASE("scenarios: a check sees the pending decision", "[scenario]") {
  passes(
      "{ choices = { { 1, 'b' } }, check = function(game, pending)\n"
      "  assert(#pending == 1, 'one request')\n"
      "  local r = pending[1]\n"
      "  assert(r.seat == 2 and r.prompt == 'second' and r.min == 1 and r.max == 1)\n"
      "  assert(table.concat(r.options, ' ') == 'x y z')\n"
      "  assert(game:counter('n') == 10) end }");
  passes(
      "{ choices = { { 1, 'a' }, { 2, 'x' }, { 1, 'a' }, { 2, 'y' } },\n"
      "  check = function(game, pending) assert(pending == nil, 'the game is over') end }");
  CHECK(contains(failure("{ check = function(game, pending) assert(pending[1].seat == 2, "
                         "'seat 2 first?') end }"),
                 "seat 2 first?"));
}

TEST_CASE("scenarios: a hash checks the whole state; seats name the seats", "[scenario]") {
  const ScratchGame game({{"rules.lua", kRules}});
  GameSetup setup;
  setup.seed = 7;
  setup.seats = {{"Ann", "teal", "human"}, {"Bob", "pink", "human"}};
  Problems problems;
  auto module = game.load(problems);
  REQUIRE(module);
  auto s = Session::start(module, setup, SessionConfig{}, problems);
  REQUIRE(s);
  for (const Choice& c : {Choice{0, {"a"}}, Choice{1, {"z"}}, Choice{0, {"b"}}})
    REQUIRE_FALSE(s->apply(c));
  const std::string text = scenario_text(*s, "golden");
  INFO(text);
  CHECK(contains(text, "seats = { { \"Ann\", \"teal\" }, { \"Bob\", \"pink\" }, }"));
  CHECK(contains(text, "hash = \"" + hex64(s->hash()) + "\""));
  // The text is a scenario file whose one scenario passes.
  const std::string body = text.substr(text.find("return {") + 8);
  passes(body.substr(0, body.rfind('}')));
  // Another seed, other names, or another hash fail it.
  std::string other = body.substr(0, body.rfind('}'));
  other.replace(other.find("\"Ann\""), 5, "\"Amy\"");
  CHECK(contains(failure(other), "the state hash is "));
  passes(
      "{ seed = 7, seats = { { 'Ann', 'teal' }, { 'Bob', 'pink' } },\n"
      "  choices = { { 1, 'a' }, { 2, 'z' }, { 1, 'b' } }, hash = '" +
      hex64(s->hash()) + "' }");
}
