// The script API never converts text to numbers: a count, a delta, a seat or
// an id given as a string is an error naming the argument, as in Lua's own
// libraries, and a breakdown row must be a label and a number. Each case is
// a one-line setup whose game must fail with the message.
#include <catch2/catch.hpp>

#include <string>

#include "scratch_game.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;
using tabula::test::setup_rules;

namespace {

std::string setup_error(const std::string& body, const std::string& extra = "") {
  std::string rules = setup_rules(body);
  rules.insert(rules.rfind("return rules"), extra);
  auto s = ScratchGame(rules).start();
  return s->status() == SessionStatus::Failed ? s->error() : "(the game did not fail)";
}

const char* const kSetup =
    "game:new_counter{ name = 'x' }\n"
    "local deck = game:new_zone{ name = 'deck', kind = 'deck' }\n"
    "local pile = game:new_zone{ name = 'pile' }\n"
    "for i = 1, 3 do game:new_piece{ zone = deck } end\n";

}  // namespace

TEST_CASE("numbers given as text are refused with the argument number", "[api][types]") {
  struct Case {
    const char* call;
    const char* message;
  };
  const Case cases[] = {
      {"game:add('x', '-1')", "bad argument #2 to 'add' (integer expected, got string)"},
      {"game:set('x', '4')", "bad argument #2 to 'set' (integer expected, got string)"},
      {"game:draw(deck, pile, '2')", "bad argument #3 to 'draw' (integer expected, got string)"},
      {"game:random('1', 6)", "bad argument #1 to 'random' (integer expected, got string)"},
      {"game:add('x', 1.5)", "bad argument #2 to 'add' (number has no integer representation)"},
      {"game:move(game:top(deck), pile, '1')",
       "bad argument #3 to 'move' (position must be \"top\", \"bottom\" or a number)"},
      {"game:count('1')", "bad argument #1 to 'count' (zone expected, got string)"},
      {"game:add('x', 1, '1')", "bad argument #3 to 'add' (seat expected, got string)"},
      {"game:new_zone{ name = 'z', owner = '1' }", "field 'owner': seat 1 to 2 expected"},
  };
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.call) {
      const std::string error = setup_error(std::string(kSetup) + c.call);
      INFO(error);
      CHECK(contains(error, c.message));
    }
  }
  SECTION("numbers themselves still work, 2.0 as 2 too") {
    auto s = ScratchGame(setup_rules(std::string(kSetup) +
                                     "game:add('x', 2.0)\ngame:draw(deck, pile, 2)\n"
                                     "game:set('x', game:counter('x') + game:count(pile))"))
                 .start();
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    CHECK(s->state().counter(s->state().find_counter("x", kNoSeat))->value == 4);
  }
}

TEST_CASE("a breakdown row is a label and a number, or the game fails naming it", "[api][types]") {
  const auto breakdown = [](const std::string& rows) {
    return setup_error("", "function rules.breakdown() return " + rows + " end\n");
  };
  CHECK(contains(breakdown("{ { 'Points', '3' } }"),
                 "rules.breakdown for seat 1: row 1: the value is a string, not a number"));
  CHECK(contains(breakdown("{ { 'Points', 3 }, { 7, 1 } }"),
                 "rules.breakdown for seat 1: row 2: the label is a number, not a string"));
  CHECK(contains(breakdown("{ { 'Points', 3 }, 'Cards' }"),
                 "rules.breakdown for seat 1: row 2 is a string, not { label, number }"));
  CHECK(contains(breakdown("'Points'"),
                 "rules.breakdown for seat 1: must return a table of { label, number } rows"));
  CHECK(breakdown("{ { 'Points', 3 }, { 'Cards', 2.5 } }") == "(the game did not fail)");
}

TEST_CASE("rules.features is a list of strings, or the game fails naming it", "[api][types]") {
  const auto features = [](const std::string& list) {
    return setup_error("", "function rules.features() return " + list + " end\n");
  };
  CHECK(contains(features("{ 'deck a', 3 }"),
                 "rules.features for seat 1: item 2 is a number, not a string"));
  CHECK(contains(features("'deck a'"), "rules.features for seat 1: must return a list of strings"));
  CHECK(features("{ 'deck a', 'card b' }") == "(the game did not fail)");
}
