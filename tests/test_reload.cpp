// Live reload (the window's F5): a game replayed under rules read again,
// and where the new rules part from the old.
#include <catch2/catch.hpp>

#include "scratch_game.hpp"
#include "tabula/reload.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;
using tabula::test::write_file;

namespace {

// Three rounds; seat 1 picks one of `ids` and scores `points` for "a".
std::string rules(const std::string& ids, int points, const std::string& extra = "") {
  return "local rules = {}\n"
         "function rules.setup(game) game:new_counter{ name = 'n' } end\n"
         "rules.rounds = 3\n"
         "rules.phases = { { name = 'pick', step = function(game)\n"
         "  local id = game:choose(1, { options = { " +
         ids +
         " } })\n"
         "  if id == 'a' then game:add('n', " +
         std::to_string(points) + ") end\n" + extra +
         "end } }\n"
         "function rules.score(game) return game:counter('n') end\n"
         "return rules\n";
}

}  // namespace

TEST_CASE("reload: the new rules replay the game and say where they part", "[reload]") {
  const ScratchGame game(rules("'a', 'b'", 1));
  auto s = game.start(1);
  for (const char* pick : {"b", "a", "b"}) REQUIRE_FALSE(s->apply({0, {pick}}));
  const auto reload_with = [&](const std::string& text) {
    write_file(game.file("rules.lua"), text);
    Problems found;
    auto after = game.load(found);
    REQUIRE(after);
    return reload_game(*s, after, SessionConfig{});
  };
  SECTION("the same rules play the same game") {
    const Reload r = reload_with(rules("'a', 'b'", 1));
    CHECK_FALSE(r.diverged);
    CHECK(r.applied == 3);
    CHECK(r.session->hash() == s->hash());
    CHECK(r.summary() == "Reloaded: the new rules play all 3 choices the same way");
  }
  SECTION("a changed score parts at the first choice it touches") {
    const Reload r = reload_with(rules("'a', 'b'", 5));
    REQUIRE(r.diverged);
    CHECK(*r.diverged == 2);
    CHECK(r.applied == 3);
    CHECK(r.session->results().seats[0].score == std::vector<double>{5});
    CHECK(r.summary() == "Reloaded: the same game through choice 1; choice 2 now leads elsewhere");
  }
  SECTION("a choice the new rules refuse stops the replay there") {
    const Reload r = reload_with(rules("'a', 'c'", 1));
    CHECK(r.applied == 0);
    CHECK(contains(r.stopped, "choice 1 (seat 1: b): unknown option 'b'"));
    CHECK(r.session->status() == SessionStatus::Waiting);
    CHECK(contains(r.summary(), "Stopped after 0 of 3 choices"));
  }
  SECTION("rules that fail name the file and line") {
    const Reload r = reload_with(rules("'a', 'b'", 1, "if id == 'a' then error('oops') end\n"));
    CHECK(r.applied == 2);
    CHECK(contains(r.stopped, "rules.lua:7: oops"));
  }
  SECTION("rules that do not load keep nothing") {
    write_file(game.file("rules.lua"), "return {\n");
    Problems found;
    auto after = game.load(found);
    REQUIRE(after);  // the module loads; its rules are run when a game starts
    const Reload r = reload_game(*s, after, SessionConfig{});
    CHECK_FALSE(r.session);
    CHECK(contains(r.summary(), "Reload failed: "));
    CHECK(contains(r.summary(), "rules.lua:"));
  }
}
