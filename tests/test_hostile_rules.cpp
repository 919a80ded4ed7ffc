// Hostile rule scripts against the host (issue 10): require that reaches out
// of the game, stray yields, errors without a place, out-of-range numbers,
// memory kept outside the cap, and rules that behave differently when events
// are recorded. Each weakness is tried by the path the review found and by
// at least one other.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "scratch_game.hpp"

using namespace tabula;
using tabula::test::contains;
using tabula::test::ScratchGame;
using tabula::test::setup_rules;
using tabula::test::TempDir;
using tabula::test::write_file;

namespace {

// A folder whose path has only letters and digits below the temp folder, as
// the escape needs ("/tmp/tabulareqAb12Cd" is the module ".tmp.tabulareqAb12Cd").
class PlainDir {
 public:
  PlainDir() {
    std::string name = (std::filesystem::temp_directory_path() / "tabulareqXXXXXX").string();
    if (!mkdtemp(name.data())) throw std::runtime_error("mkdtemp failed");
    path_ = name;
  }
  ~PlainDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  PlainDir(const PlainDir&) = delete;
  PlainDir& operator=(const PlainDir&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }
  // The dotted name `require` would turn into this folder's `file`.lua.
  [[nodiscard]] std::string dotted(const std::string& file) const {
    std::string name;
    for (const auto& part : path_) {
      if (part == "/") continue;
      name += "." + part.string();
    }
    return name + "." + file;
  }

 private:
  std::filesystem::path path_;
};

// The error of a session that failed, or of rules that did not load.
std::string failure(const ScratchGame& game, int players = 2, SessionConfig config = {}) {
  Problems problems;
  auto s = game.start(problems, players, config);
  if (!s) return join(problems);
  INFO("the game did not fail");
  REQUIRE(s->status() == SessionStatus::Failed);
  return s->error();
}

}  // namespace

// --- class 1: require stays inside the game and the shared library ---------

TEST_CASE("hostile: require cannot load a file outside the game", "[hostile][require]") {
  PlainDir outside;
  write_file(outside.path() / "outside.lua", "return 'escaped'");
  SECTION("a leading dot made an absolute path") {
    const ScratchGame game(
        setup_rules("", "assert(require('" + outside.dotted("outside") + "') ~= 'escaped')"));
    CHECK(contains(failure(game), "module names are dotted words"));
  }
  SECTION("other malformed names") {
    for (const char* name : {"a..b", "cards.", "a/b", "a\\0b", "..", "."}) {
      INFO(name);
      const ScratchGame game(setup_rules("", std::string("require('") + name + "')"));
      CHECK(contains(failure(game), "module names are dotted words"));
    }
  }
  SECTION("a link in the game folder to a file outside") {
    const ScratchGame game(setup_rules("", "assert(require('link') ~= 'escaped')"));
    std::filesystem::create_symlink(outside.path() / "outside.lua", game.file("link.lua"));
    CHECK(contains(failure(game), "module 'link' not found in the game folder"));
  }
  SECTION("a linked folder") {
    const ScratchGame game(setup_rules("", "assert(require('sub.outside') ~= 'escaped')"));
    std::filesystem::create_directory_symlink(outside.path(), game.file("sub"));
    CHECK(contains(failure(game), "module 'sub.outside' not found"));
  }
  SECTION("a folder is not a module") {
    const ScratchGame game(std::map<std::string, std::string>{
        {"rules.lua", setup_rules("", "require('sub')")}, {"sub/x.lua", "return 1"}});
    CHECK(contains(failure(game), "module 'sub' not found"));
  }
  SECTION("the game's own files and the shared library still load") {
    const ScratchGame game(std::map<std::string, std::string>{
        {"rules.lua",
         setup_rules("", "assert(require('sub.mod') == 7) assert(require('reaction').window)")},
        {"sub/mod.lua", "return 7"}});
    auto s = game.start();
    CHECK(s->status() == SessionStatus::Finished);
  }
}

TEST_CASE("hostile: a module that fails to load can be required again", "[hostile][require]") {
  const ScratchGame game(std::map<std::string, std::string>{
      {"rules.lua", setup_rules("",
                                "local ok, err = pcall(require, 'bad') assert(not ok)\n"
                                "local ok2, err2 = pcall(require, 'bad')\n"
                                "assert(err2:find('boom'), err2)")},
      {"bad.lua", "error('boom')"}});
  auto s = game.start();
  CHECK(s->status() == SessionStatus::Finished);
}

// --- class 4: a yield the engine did not ask for ----------------------------

TEST_CASE("hostile: a stray coroutine.yield is a script error with its place", "[hostile][yield]") {
  SECTION("in a step: the review's crash") {
    const std::string error =
        failure(ScratchGame(setup_rules("game:new_zone{ name = 'z' }\ncoroutine.yield()")));
    CHECK(contains(error, "rules.lua:5: coroutine.yield outside a coroutine of the script's own"));
  }
  SECTION("through a pcall in a step") {
    const std::string error = failure(ScratchGame(setup_rules("pcall(coroutine.yield, 1)")));
    CHECK(contains(error, "coroutine.yield outside"));
  }
  SECTION("in a turn phase's done predicate") {
    const ScratchGame game(
        "local rules = {}\nrules.phases = { { name = 'p', turn = function() end,\n"
        "  done = function() coroutine.yield() end } }\n"
        "function rules.score() return 0 end\nreturn rules\n");
    CHECK(contains(failure(game), "rules.lua:3: coroutine.yield outside"));
  }
  SECTION("while loading") {
    CHECK(contains(failure(ScratchGame(setup_rules("", "coroutine.yield()"))),
                   "rules.lua:1: coroutine.yield outside"));
  }
  SECTION("a yield inside a coroutine of the script's own is fine") {
    auto s = ScratchGame(
                 setup_rules("local co = coroutine.wrap(function() coroutine.yield(1) end) co()"))
                 .start();
    CHECK(s->status() == SessionStatus::Finished);
  }
}

// --- class 5: every script error names the file and line --------------------

TEST_CASE("hostile: budget and memory errors name the file and line everywhere",
          "[hostile][place]") {
  SessionConfig small;
  small.memory_bytes = 16u << 20;
  small.instructions_per_step = 2'000'000;
  const std::string loop = "while true do end";
  const std::string hog = "local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(64) .. i end";
  SECTION("while loading") {
    CHECK(contains(failure(ScratchGame(setup_rules("", loop)), 2, small),
                   "rules.lua:1: instruction budget exceeded"));
    CHECK(contains(failure(ScratchGame(setup_rules("", hog)), 2, small),
                   "rules.lua:1: not enough memory"));
  }
  SECTION("in a module required while loading") {
    const ScratchGame game(
        std::map<std::string, std::string>{{"rules.lua", setup_rules("", "require('helper')")},
                                           {"helper.lua", "local x = 1\n" + hog}});
    CHECK(contains(failure(game, 2, small), "helper.lua:2: not enough memory"));
  }
  SECTION("in done and in score") {
    const std::string rules =
        "local rules = {}\nrules.phases = { { name = 'p', turn = function() end,\n"
        "  done = function() DONE end } }\n"
        "function rules.score() SCORE return 0 end\nrules.rounds = 1\nreturn rules\n";
    auto with = [&](const std::string& done, const std::string& score) {
      std::string text = rules;
      text.replace(text.find("DONE"), 4, done);
      text.replace(text.find("SCORE"), 5, score);
      return ScratchGame(text);
    };
    CHECK(contains(failure(with(loop, ""), 2, small), "rules.lua:3: instruction budget exceeded"));
    CHECK(contains(failure(with(hog, ""), 2, small), "rules.lua:3: not enough memory"));
    CHECK(contains(failure(with("return true", loop), 2, small),
                   "rules.lua:4: instruction budget exceeded"));
    CHECK(contains(failure(with("return true", hog), 2, small), "rules.lua:4: not enough memory"));
  }
}

// --- class 6: numbers out of range are errors, never wrapped ----------------

TEST_CASE("hostile: counters fail on overflow instead of wrapping", "[hostile][numbers]") {
  SECTION("max + max") {
    const std::string error =
        failure(ScratchGame(setup_rules("game:new_counter{ name = 'c', value = math.maxinteger "
                                        "}\ngame:add('c', math.maxinteger)")));
    CHECK(contains(error, "rules.lua:5: bad argument #2 to 'add' (counter 'c' would overflow"));
  }
  SECTION("min - 1, through a seat counter") {
    const std::string error =
        failure(ScratchGame(setup_rules("game:new_counter{ name = 'c', seat = 1, value = "
                                        "math.mininteger }\ngame:add('c', -1, 1)")));
    CHECK(contains(error, "would overflow"));
  }
  SECTION("the largest sum that fits still works") {
    auto s = ScratchGame(setup_rules("game:new_counter{ name = 'c', value = math.maxinteger - 1 }\n"
                                     "assert(game:add('c', 1) == math.maxinteger)"))
                 .start();
    CHECK(s->status() == SessionStatus::Finished);
  }
}

// Options made from pieces are named in one pass (a map past 32 options):
// a request of a whole zone must cost what the rules were charged for it.
TEST_CASE("hostile: piece options of a large zone are named like small ones", "[hostile][charge]") {
  const ScratchGame game(setup_rules(
      "local z = game:new_zone{ name = 'z' }\n"
      "for i = 1, 3000 do game:new_piece{ def = i % 2 == 0 and 'a' or 'b', zone = z } end\n"
      "game:choose(1, { from = z })"));
  auto s = game.start();
  REQUIRE(s->status() == SessionStatus::Waiting);
  const auto& options = s->decision()->requests[0].options;
  REQUIRE(options.size() == 3000);
  CHECK(options[0].id == "b");
  CHECK(options[1].id == "a");
  CHECK(options[2].id == "b#2");
  CHECK(options[63].id == "a#32");
  CHECK(options[2999].id == "a#1500");
}

TEST_CASE("hostile: ids and counts above 2^31 are not truncated", "[hostile][numbers]") {
  const std::string make =
      "local z = game:new_zone{ name = 'z' }\nlocal p = game:new_piece{ zone = z }\n"
      "local big = 1 << 32\n";
  SECTION("a piece id + 2^32") {
    CHECK(contains(failure(ScratchGame(setup_rules(make + "game:move(p + big, z)"))),
                   "bad argument #1 to 'move' (no piece 4294967297)"));
  }
  SECTION("a zone id + 2^32") {
    CHECK(contains(failure(ScratchGame(setup_rules(make + "game:move(p, z + big)"))),
                   "bad argument #2 to 'move' (no zone 4294967297)"));
  }
  SECTION("a counter id + 2^32") {
    CHECK(contains(failure(ScratchGame(setup_rules(
                       make + "local c = game:new_counter{ name = 'c' }\ngame:set(c + big, 1)"))),
                   "no counter 4294967297"));
  }
  SECTION("a zone field + 2^32") {
    CHECK(contains(failure(ScratchGame(setup_rules(make + "game:new_piece{ zone = z + big }"))),
                   "(field 'zone': zone expected)"));
  }
  SECTION("an option's piece + 2^32") {
    CHECK(contains(failure(ScratchGame(setup_rules(
                       make + "game:choose(1, { options = { { id = 'a', piece = p + big } } })"))),
                   "option field 'piece' is not a piece"));
  }
  SECTION("a pieces list entry + 2^32") {
    CHECK(contains(
        failure(ScratchGame(setup_rules(make + "game:choose(1, { pieces = { p + big } })"))),
        "pieces[1] is not a piece"));
  }
  SECTION("max = 2^32 + 1 is not max = 1") {
    auto s =
        ScratchGame(
            setup_rules(
                make +
                "local ids = game:choose(1, { options = { 'a', 'b' }, min = 1, max = big + 1 })\n"
                "assert(type(ids) == 'table' and #ids == 2)"))
            .start();
    REQUIRE(s->decision());
    CHECK(s->decision()->requests[0].max > 1);
    CHECK_FALSE(s->apply({0, {"a", "b"}}));
    INFO(s->error());
    CHECK(s->status() == SessionStatus::Finished);
  }
  SECTION("min as a float") {
    CHECK(contains(
        failure(ScratchGame(setup_rules("game:choose(1, { options = { 'a' }, min = 0.5 })"))),
        "'min' must be an integer"));
  }
}

TEST_CASE("hostile: game:random at the ends of the integer range", "[hostile][numbers]") {
  auto s =
      ScratchGame(
          setup_rules("for i = 1, 100 do\n"
                      "  local x = game:random(math.mininteger, math.maxinteger - 1)\n"
                      "  assert(x < math.maxinteger)\n"
                      "  local y = game:random(math.mininteger + 1, math.maxinteger)\n"
                      "  assert(y > math.mininteger)\n"
                      "  assert(game:random(math.maxinteger, math.maxinteger) == math.maxinteger)\n"
                      "  local z = math.random(math.mininteger, -1)\n"
                      "  assert(z < 0)\n"
                      "end"))
          .start();
  INFO(s->error());
  CHECK(s->status() == SessionStatus::Finished);
}

// --- class 7: the rules do the same whether events are recorded or not -----

TEST_CASE("hostile: game:log runs the same with and without events", "[hostile][determinism]") {
  // A __tostring with a side effect on the game: it must run in both modes.
  const ScratchGame game(
      setup_rules("game:new_counter{ name = 'seen' }\n"
                  "local obj = setmetatable({}, { __tostring = function() game:add('seen', 1) "
                  "return 'obj' end })\n"
                  "game:log('%s', obj)\n"
                  "assert(pcall(game.log, game, '%d', 'not a number') == false)"));
  SessionConfig events_on, events_off;
  events_off.record_events = false;
  auto on = game.start(2, events_on);
  auto off = game.start(2, events_off);
  INFO(on->error() << off->error());
  REQUIRE(on->status() == SessionStatus::Finished);
  REQUIRE(off->status() == SessionStatus::Finished);
  CHECK(on->state().counter(on->state().find_counter("seen", kNoSeat))->value == 1);
  CHECK(on->hash() == off->hash());
}

// --- class 3: what the core holds for the rules counts against the cap ------

namespace {

SessionConfig small_memory(std::size_t mib = 32) {
  SessionConfig c;
  c.memory_bytes = mib << 20;
  return c;
}

// Rules whose setup runs `body` on a piece `p` in zone `z`.
ScratchGame holding(const std::string& body) {
  return ScratchGame(
      setup_rules("local z = game:new_zone{ name = 'z' }\n"
                  "local p = game:new_piece{ zone = z }\n"
                  "local text = ('x'):rep(60000)\n" +
                  body));
}

}  // namespace

TEST_CASE("hostile: texts the core keeps count against the memory cap", "[hostile][memory]") {
  SECTION("the review's path: huge piece properties") {
    CHECK(contains(
        failure(holding(
            "for i = 1, 100 do game:set_prop(p, 'k' .. i, ('x'):rep(16 * 1024 * 1024)) end")),
        "bad argument #3 to 'set_prop' (property text of 16777216 bytes is too long"));
    CHECK(contains(failure(holding("for i = 1, 1e6 do game:set_prop(p, 'k' .. i, text) end"), 2,
                           small_memory()),
                   "rules.lua:7: not enough memory"));
  }
  SECTION("other paths: definitions, names, decisions, log lines") {
    const std::string long_name = "local name = ('n'):rep(200)\n";
    CHECK(
        contains(failure(holding(long_name + "for i = 1, 1e7 do game:new_piece{ def = name } end"),
                         2, small_memory()),
                 "not enough memory"));
    // Each new name is searched among the others: a small cap, so that
    // memory runs out before the budget does.
    CHECK(contains(
        failure(holding(long_name + "for i = 1, 1e7 do game:new_zone{ name = name .. i } end"), 2,
                small_memory(2)),
        "not enough memory"));
    CHECK(contains(
        failure(holding(long_name + "for i = 1, 1e7 do game:new_counter{ name = name .. i } end"),
                2, small_memory(2)),
        "not enough memory"));
    CHECK(contains(failure(holding("game:new_zone{ name = text }"), 2, small_memory()),
                   "(zone name of 60000 bytes is too long (limit 256))"));
    CHECK(contains(
        failure(holding("local o = {} for i = 1, 1000 do o[i] = { id = i, label = text } end\n"
                        "game:choose(1, { options = o })"),
                2, small_memory()),
        "the decision's options would pass the session's 32 MiB"));
    CHECK(contains(failure(holding("game:log('%s%s', text, text)"), 2, small_memory()),
                   "game:log: message of 120000 bytes is too long"));
  }
  SECTION("a game inside the cap finishes, and what it holds is counted") {
    auto s =
        holding("for i = 1, 100 do game:set_prop(p, 'k' .. i, text) end").start(2, small_memory());
    INFO(s->error());
    CHECK(s->status() == SessionStatus::Finished);
    CHECK(s->state().held_bytes() >= 100 * 60000);
  }
}

TEST_CASE("hostile: the event log stops growing at its limit", "[hostile][memory]") {
  auto s = holding("for i = 1, 2000 do game:log('%s', text) end").start();
  INFO(s->error());
  CHECK(s->status() == SessionStatus::Finished);
  std::size_t bytes = 0;
  for (const Event& e : s->events()) bytes += e.text.size();
  CHECK(bytes <= EventLog::kMaxBytes);
  CHECK(bytes > EventLog::kMaxBytes / 2);
}

#if defined(__SANITIZE_ADDRESS__)
#define TABULA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TABULA_ASAN 1
#endif
#endif

#ifndef TABULA_ASAN
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

namespace {

// The address space this process uses now (VmSize), in bytes.
std::size_t address_space() {
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0;
  statm >> pages;
  return pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

}  // namespace

// Under an address-space limit the machine refuses memory long before the
// rules reach 1.6 GiB: the game must fail with a message, the process live
// on. Skipped under ASan, which reserves terabytes of address space.
TEST_CASE("hostile: running out of machine memory fails the game, not the process",
          "[hostile][memory]") {
  const ScratchGame game = holding("for i = 1, 100000 do game:set_prop(p, 'k' .. i, text) end");
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    const rlimit limit{address_space() + (384u << 20), address_space() + (384u << 20)};
    setrlimit(RLIMIT_AS, &limit);
    Problems problems;
    auto s = game.start(problems, 2, SessionConfig{});  // the default cap: 256 MiB
    const bool ok = s && s->status() == SessionStatus::Failed &&
                    s->error().find("not enough memory") != std::string::npos;
    _exit(ok ? 0 : 1);
  }
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}
#endif
