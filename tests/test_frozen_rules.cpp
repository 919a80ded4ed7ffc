// Module state cannot outlive a game (issue 10, class 7): once the rules are
// loaded, what their globals, modules and functions reach is read-only, a
// module-level variable changed during a game fails it (and is put back),
// and game:memo is the one cache, computed apart from any game. Each path is
// tried in a game that is then restarted on the same loaded rules, as `sim`
// does: the second game must end exactly like a fresh one.
#include <catch2/catch.hpp>

#include <string>

#include "scratch_game.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;
using tabula::test::setup_rules;

namespace {

// Plays the game, restarts it on the same loaded rules and plays it again.
// Returns the status of each; the restarted game must equal a fresh one.
struct TwoGames {
  SessionStatus first, second;
  std::string first_error, second_error;
};

TwoGames play_twice(const ScratchGame& game) {
  auto s = game.start();
  TwoGames out{s->status(), {}, s->error(), {}};
  const std::uint64_t first_hash = s->hash();
  s->restart(1);
  out.second = s->status();
  out.second_error = s->error();
  auto fresh = game.start();
  INFO(out.first_error << "\n" << out.second_error);
  CHECK(s->status() == fresh->status());
  CHECK(s->hash() == fresh->hash());
  CHECK(s->hash() == first_hash);
  return out;
}

// The value of the counter 'c' the setup sets.
std::int64_t counter_c(const Session& s) {
  return s.state().counter(s.state().find_counter("c", kNoSeat))->value;
}

}  // namespace

TEST_CASE("frozen: a module-level variable changed in a game fails it, named with its file",
          "[frozen]") {
  const std::string top = "local count = 0\n";
  SECTION("the review's path: a counter kept between games") {
    const auto games = play_twice(ScratchGame(setup_rules(
        "count = count + 1\ngame:new_counter{ name = 'c' }\ngame:set('c', count)", top)));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "rules.lua:"));
    CHECK(contains(games.first_error, "module-level variable 'count' was changed during a game"));
    CHECK(games.second_error == games.first_error);  // put back: the same game again
  }
  SECTION("a change hidden in a pcall is still found") {
    const auto games =
        play_twice(ScratchGame(setup_rules("pcall(function() count = count + 1 end)", top)));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "'count'"));
  }
  SECTION("a change by a function of another module") {
    const ScratchGame game(
        {{"tally.lua", "local n = 0\nreturn { bump = function() n = n + 1 return n end }\n"},
         {"rules.lua", setup_rules("require('tally').bump()", "require('tally')\n")}});
    const auto games = play_twice(game);
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "tally.lua:"));
    CHECK(contains(games.first_error, "'n'"));
  }
  SECTION("a variable set back before the step ends is no change") {
    const auto games = play_twice(ScratchGame(
        setup_rules("count = count + 1\ncount = count - 1\ngame:new_counter{ name = 'c' }\n"
                    "game:set('c', count + 5)",
                    top)));
    CHECK(games.first == SessionStatus::Finished);
  }
}

TEST_CASE("frozen: tables the rules reach after loading are read-only", "[frozen]") {
  const std::string top =
      "local seen = {}\nlocal meta = setmetatable({}, { __index = { hits = {} } })\n"
      "local nested = { inner = { list = {} } }\nlocal keep = function() return nested end\n";
  const char* const writes[] = {
      "seen[#seen + 1] = 1",       // the review's path
      "table.insert(seen, 1)",     // through the library
      "rawset(seen, 1, 1)",        // around metamethods
      "meta.hits[1] = 1",          // through a metatable's __index
      "keep().inner.list[1] = 1",  // reached through an upvalue
      "setmetatable(seen, { __len = function() return 9 end })",
      "string.upper = nil",  // the shared library
  };
  for (const char* write : writes) {
    DYNAMIC_SECTION(write) {
      const auto games = play_twice(ScratchGame(
          setup_rules(std::string("game:new_counter{ name = 'c' }\nif not pcall(function() ") +
                          write + " end) then game:set('c', 1) end\ngame:add('c', #seen)",
                      top)));
      INFO(games.first_error);
      CHECK(games.first == SessionStatus::Finished);
    }
  }
  SECTION("an unprotected write fails with its line") {
    const auto games = play_twice(ScratchGame(setup_rules("nested.inner.list[1] = 1", top)));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "rules.lua:"));
    CHECK(contains(games.first_error, "attempt to modify read-only table"));
  }
  SECTION("tables made in a game stay the game's own") {
    auto s = ScratchGame(setup_rules("local t = {}\nt[1] = 4\ngame:new_counter{ name = 'c' }\n"
                                     "game:set('c', t[1] + #seen)",
                                     top))
                 .start();
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    CHECK(counter_c(*s) == 4);
  }
}

TEST_CASE("frozen: a changed entry of a module table fails the game when it ends, named",
          "[frozen]") {
  // Entries stay in place (reads at full speed), so a change to an existing
  // entry is found after the game: it fails, even inside a pcall, and the
  // next game sees the loaded value again.
  const std::string top =
      "local limits = { hand = 5, list = { 3, 1, 2 }, sub = {}, odd = 0 / 0 }\n"
      "local M = { size = 4 }\nfunction M.twice(x) return 2 * x end\n"
      "local Class = setmetatable({ x = 1 }, { __index = { x = 1 } })\n";
  struct Case {
    const char* write;
    const char* place;
  };
  const Case cases[] = {
      {"limits.hand = limits.hand - 1",
       "(upvalue 'limits') was changed during a game (field 'hand')"},
      {"table.sort(limits.list)", "(upvalue 'limits').list was changed during a game (field [1])"},
      {"table.remove(limits.list)",
       "(upvalue 'limits').list was changed during a game (field [3])"},
      {"pcall(function() M.twice = nil end)",
       "(upvalue 'M') was changed during a game (field 'twice')"},
      {"M.size = M.twice(M.size)", "(upvalue 'M') was changed during a game (field 'size')"},
      // A stand-in whose __eq claims to equal anything is still a change.
      {"limits.sub = setmetatable({}, { __eq = function() return true end })",
       "(upvalue 'limits') was changed during a game (field 'sub')"},
      // Reads through __index still give 1: the entry itself is compared.
      {"Class.x = nil", "(upvalue 'Class') was changed during a game (field 'x')"},
  };
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.write) {
      const auto games = play_twice(ScratchGame(setup_rules(
          std::string("game:new_counter{ name = 'c' }\ngame:set('c', limits.hand + M.size)\n") +
              c.write,
          top)));
      CHECK(games.first == SessionStatus::Failed);
      CHECK(contains(games.first_error, c.place));
      CHECK(games.second_error == games.first_error);
    }
  }
  SECTION("reading, a NaN among them, changes nothing") {
    const auto games =
        play_twice(ScratchGame(setup_rules("game:new_counter{ name = 'c' }\n"
                                           "game:set('c', limits.hand + #limits.list + Class.x + "
                                           "(limits.odd ~= limits.odd and 1 or 0))",
                                           top)));
    INFO(games.first_error);
    CHECK(games.first == SessionStatus::Finished);
    CHECK(games.second == SessionStatus::Finished);
  }
}

TEST_CASE("frozen: the game table is locked like the rules", "[frozen]") {
  // `game` is a plain table of the bindings (a method read costs no
  // metatable lookup): a new key raises at once, a replaced binding fails the
  // game when it ends, and the next game has the real one again.
  SECTION("a new key raises") {
    const auto games = play_twice(ScratchGame(setup_rules("game.cheat = 1")));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "attempt to modify read-only table"));
  }
  SECTION("rawset and setmetatable are refused too") {
    auto s =
        ScratchGame(setup_rules("game:new_counter{ name = 'c' }\n"
                                "game:set('c', (pcall(rawset, game, 'cheat', 1) and 1 or 0) +\n"
                                "  (pcall(setmetatable, game, {}) and 10 or 0))"))
            .start();
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    CHECK(counter_c(*s) == 0);
  }
  SECTION("a replaced binding fails the game and is put back") {
    const auto games = play_twice(ScratchGame(
        setup_rules("game:new_counter{ name = 'c' }\ngame:set('c', 2)\n"
                    "pcall(function() game.set = function() end end)\ngame:set('c', 7)")));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "the game was changed during a game (field 'set')"));
    CHECK(games.second_error == games.first_error);  // the real game:set ran again
  }
  SECTION("its type and text") {
    auto s = ScratchGame(setup_rules("game:new_counter{ name = 'c' }\n"
                                     "assert(tostring(game) == 'game')\n"
                                     "assert(getmetatable(game) == 'locked')\n"
                                     "game:set('c', type(game) == 'table' and 1 or 0)"))
                 .start();
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    CHECK(counter_c(*s) == 1);
  }
}

TEST_CASE("frozen: state that would carry over is refused when the rules load", "[frozen]") {
  Problems problems;
  const ScratchGame game(
      setup_rules("",
                  "local co = coroutine.wrap(function() local i = 0 while true do i = i + 1 "
                  "coroutine.yield(i) end end)\nco()\nlocal function next_id() return co() end\n"
                  "_ = next_id\n"));
  CHECK_FALSE(game.start(problems));
  CHECK(contains(join(problems), "coroutine"));
}

TEST_CASE("frozen: game:memo computes once, apart from any game, and is read-only", "[frozen]") {
  const std::string top =
      "local base = { 10, 20, 30 }\n"
      "local function build(key, players) return { n = players * 100 + #base, key = key, "
      "list = { 1, 2 } } end\n";
  SECTION("one result per key and number of seats") {
    auto s = ScratchGame(setup_rules("local a = game:memo('k', build)\n"
                                     "assert(a == game:memo('k', build))\n"
                                     "assert(a.key == 'k' and a ~= game:memo('j', build))\n"
                                     "game:new_counter{ name = 'c' }\ngame:set('c', a.n)",
                                     top))
                 .start(3);
    INFO(s->error());
    REQUIRE(s->status() == SessionStatus::Finished);
    CHECK(counter_c(*s) == 303);
  }
  SECTION("its result is read-only, in every game") {
    const auto games = play_twice(ScratchGame(
        setup_rules("local a = game:memo('k', build)\ngame:new_counter{ name = 'c' }\n"
                    "game:set('c', a.list[1])\n"
                    "if not pcall(function() a.extra = 1 end) then game:add('c', 10) end\n"
                    "a.list[1] = 7",  // found when the game ends, put back for the next one
                    top)));
    CHECK(games.first == SessionStatus::Failed);
    CHECK(contains(games.first_error, "game:memo(k)"));
    CHECK(games.second_error == games.first_error);
  }
  SECTION("its function sees no game and no randomness") {
    struct Case {
      const char* body;
      const char* error;
    };
    const Case cases[] = {
        {"local g = game\ngame:memo('k', function() return g:players() end)", "'g'"},
        {"game:memo('k', function() return math.random(6) end)",
         "math.random is not available in game:memo's function"},
        {"game:memo('k', function() return require('late') end)", "not found"},
        {"game:memo(print, build)", "string, number or boolean"},
        {"game:memo('k', function() while true do end end)", "instruction budget"},
    };
    for (const Case& c : cases) {
      DYNAMIC_SECTION(c.body) {
        auto s = ScratchGame(setup_rules(c.body, top)).start();
        CHECK(s->status() == SessionStatus::Failed);
        CHECK(contains(s->error(), c.error));
        CHECK(contains(s->error(), "rules.lua:"));
      }
    }
  }
}
