// The rules inspector (tabula inspect): a replayed game at one decision,
// and what changed since the decision before, as text.
#include <catch2/catch.hpp>

#include "scratch_game.hpp"
#include "support.hpp"
#include "tabula/inspect.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;

namespace {

// The inputs of a session, as a replay file holds them.
ReplayInputs inputs_of(const Session& s, std::shared_ptr<const Module> module) {
  return ReplayInputs{std::move(module), s.setup(), s.choices(), ""};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("inspect: a decision, the answers before it and what they changed", "[inspect]") {
  Problems problems;
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.mods.clear();
  auto module = load_game("goofspiel", paths, problems);
  REQUIRE(module);
  GameSetup setup;
  setup.seed = 3;
  setup.seats = {{"A", "red", "human"}, {"B", "blue", "human"}};
  auto s = Session::start(module, setup, SessionConfig{}, problems);
  REQUIRE(s);
  for (const Choice& c :
       {Choice{0, {"bid_13"}}, Choice{1, {"bid_1"}}, Choice{0, {"bid_2"}}, Choice{1, {"bid_3"}}})
    REQUIRE_FALSE(s->apply(c));
  const ReplayInputs game = inputs_of(*s, module);

  InspectedDecision d;
  REQUIRE_FALSE(inspect_decision(game, 2, d));
  REQUIRE(d.answers.size() == 2);
  CHECK(d.answers[0].picks == std::vector<std::string>{"bid_13"});
  CHECK(contains(d.asked, "seat 1 is asked \"Bid a card for the prize\" (12 options)"));
  const std::string changes = joined(describe_changes(d.before, d.session->state(), *module));
  INFO(changes);
  CHECK(contains(changes, "moved: King (bid_13, seat 1's): hand of seat 1 -> played of seat 1"));
  CHECK(contains(changes, "moved: Ace (bid_1, seat 2's): hand of seat 2 -> played of seat 2"));
  CHECK(contains(changes, "counter points of seat 1: 0 -> "));
  CHECK_FALSE(contains(changes, "seat 2: 0 ->"));

  REQUIRE_FALSE(inspect_decision(game, 1, d));
  CHECK(d.answers.empty());
  CHECK(describe_changes(d.before, d.session->state(), *module).empty());
  const auto why = inspect_decision(game, 4, d);
  REQUIRE(why);
  CHECK(*why == "the game has 3 decisions: give --at 1 to 3");
}

TEST_CASE("inspect: properties set, changed and cleared, and turned pieces", "[inspect]") {
  const ScratchGame game(
      tabula::test::setup_rules("local z = game:new_zone{ name = 'row' }\n"
                                "local p = game:new_piece{ def = 'x', zone = z }\n"
                                "game:set_prop(p, 'damage', 1)\n"
                                "local q = game:new_piece{ def = 'y', zone = z }\n"
                                "game:set_prop(q, 'tapped', true)\n"
                                "game:choose(1, { options = { 'go' } })\n"
                                "game:set_prop(p, 'damage', 3)\n"
                                "game:set_prop(q, 'tapped', nil)\n"
                                "game:set_prop(q, 'name', 'Zed')\n"
                                "game:flip(p, false)\n"
                                "game:choose(1, { options = { 'go' } })\n"));
  auto s = game.start(1);
  REQUIRE_FALSE(s->apply({0, {"go"}}));
  REQUIRE(s->decision());
  Problems problems;
  auto module = game.load(problems);
  InspectedDecision d;
  REQUIRE_FALSE(inspect_decision(inputs_of(*s, module), 2, d));
  const std::string changes = joined(describe_changes(d.before, d.session->state(), *module));
  INFO(changes);
  CHECK(contains(changes, "x (x): damage 1 -> 3"));
  CHECK(contains(changes, "y (y): tapped cleared"));
  CHECK(contains(changes, "y (y): name set to \"Zed\""));
  CHECK(contains(changes, "turned face down: x (x)"));
}
