// Work done inside C functions is charged to the instruction budget (issue
// 10, class 2). No hook fires inside C, so a library function that loops in C
// (over elements a C metamethod produces without allocating, or over bytes)
// must charge for the loop itself. Each case compares the charge of one call
// (charged() before and after, see sandbox_fixture.hpp) with the work the
// call does, and checks that the hang the weakness allowed now ends at once.
#include <catch2/catch.hpp>

#include <string>

#include "sandbox_fixture.hpp"

using tabula::test::contains;
using tabula::test::Sandbox;

namespace {

// Lua code that returns what `call` (an expression) is charged, after `setup`.
std::string charge_of(const std::string& setup, const std::string& call) {
  return setup + "\nlocal before = charged()\nlocal _ = " + call + "\nreturn charged() - before";
}

// The charge as a number (fails the test on an error).
long long charge(Sandbox& sbx, const std::string& setup, const std::string& call) {
  const std::string result = sbx.run(charge_of(setup, call));
  INFO(result);
  REQUIRE_FALSE(contains(result, "error"));
  return std::stoll(result);
}

// A table whose elements come from a C function without allocating: every
// t[i] is table.concat(t, i) of an empty range, that is "".
const char* const kFree = "local t = setmetatable({}, {__index = table.concat})";

}  // namespace

TEST_CASE("charging: table functions pay per element", "[sandbox][charge]") {
  Sandbox sbx;
  const long long n = 200000;
  const std::string range = std::to_string(n);
  CHECK(charge(sbx, kFree, "table.concat(t, '', 1, " + range + ")") >= n);
  CHECK(charge(sbx, kFree, "select('#', table.unpack(t, 1, " + range + "))") >= n);
  CHECK(charge(sbx, "local t = {} for i = 1, 1000 do t[i] = i end",
               "table.pack(table.unpack(t))") >= 2000);
  SECTION("the review's hang: concat over an endless range") {
    CHECK(contains(sbx.run(std::string(kFree) + " return table.concat(t, '', 1, 1e12)"),
                   "instruction budget exceeded"));
  }
  SECTION("another path: unpack over an endless range of a proxy") {
    CHECK(contains(sbx.run("local t = setmetatable({}, {__index = table.concat, "
                           "__len = function() return 1e12 end}) return table.unpack(t)"),
                   "instruction budget exceeded"));
  }
  SECTION("concat and unpack still work") {
    CHECK(sbx.run("return table.concat({1, 2, 3}, '-')") == "1-2-3");
    CHECK(sbx.run("return table.concat({1, 2, 3}, '', 2)") == "23");
    CHECK(sbx.run("return select(2, table.unpack({7, 8, 9}, 2))") == "9");
    CHECK(contains(sbx.run("return table.concat(1)"), "(table expected, got number)"));
  }
  CHECK(sbx.works());
}

TEST_CASE("charging: pattern back-references pay for the bytes they compare", "[sandbox][charge]") {
  Sandbox sbx;
  // "^(.-)%1$" tries every capture length l and compares l bytes: about n^2/2.
  const long long n = 1000;
  const std::string subject = "local s = ('a'):rep(" + std::to_string(n) + ") .. 'b'";
  CHECK(charge(sbx, subject, "s:find('^(.-)%1$')") >= n * n / 2);
  SECTION("the review's hang: a megabyte subject is refused") {
    CHECK(contains(sbx.run("return ('a'):rep(1e6):find('^(.-)%1$')"), "pattern too complex"));
  }
  SECTION("another path: a back-reference in gsub, in a loop") {
    CHECK(contains(sbx.run("local s = ('a'):rep(100) .. 'b' "
                           "for i = 1, 1e9 do s:gsub('(a-)%1b', '') end"),
                   "instruction budget exceeded"));
  }
  SECTION("every pattern call pays its worst case, so a loop of them ends") {
    CHECK(contains(sbx.run("local s = ('a'):rep(200) while true do s:find('a-a-b') end"),
                   "instruction budget exceeded"));
  }
  SECTION("back-references still match") {
    CHECK(sbx.run("return ('abab'):match('^(ab)%1$')") == "ab");
    CHECK(sbx.run("return ('x = \"y\"'):match('([\"\\'])(.-)%1')") == "\"");
  }
  SECTION("a repetition at the end of a pattern does not backtrack") {
    CHECK(charge(sbx, "local s = ('1'):rep(100000)", "s:match('%d+')") < 1000000);
    CHECK(sbx.run("return #(('7'):rep(100000):match('%d+'))") == "100000");
  }
  CHECK(sbx.works());
}

TEST_CASE("charging: string functions pay per byte or per value", "[sandbox][charge]") {
  Sandbox sbx;
  const std::string big = "local s = ('x'):rep(1e6)";
  const long long bytes = 1000000 / 16;
  CHECK(charge(sbx, big, "s:upper()") >= bytes);
  CHECK(charge(sbx, big, "s:reverse()") >= bytes);
  CHECK(charge(sbx, big, "('%s'):format(s)") >= bytes);
  CHECK(charge(sbx, big, "tonumber(s)") >= bytes);
  CHECK(charge(sbx, big + " local u = s:upper():lower()", "rawequal(s, u)") >= bytes);
  CHECK(charge(sbx, "local s = ('x'):rep(100000)", "select('#', s:byte(1, -1))") >= 100000);
  CHECK(charge(sbx, "local t = {} for i = 1, 5000 do t[i] = 65 end",
               "string.char(table.unpack(t))") >= 10000);
  CHECK(charge(sbx, "local s = ('\\u{263A}'):rep(30000)",
               "select('#', utf8.codepoint(s, 1, -1))") >= 90000);
  CHECK(charge(sbx, "local s = ('\\u{263A}'):rep(30000)", "utf8.len(s)") >= 90000);
  CHECK(charge(sbx, "", "('x'):rep(1e6)") >= bytes);
  CHECK(charge(sbx, "local f = ('i1'):rep(10000)", "string.packsize(f)") >= 20000);
  CHECK(sbx.run("return ('abc'):byte(-1) .. utf8.len('\\u{263A}x') .. ('ab'):upper()") == "992AB");
  CHECK(sbx.works());
}

TEST_CASE("charging: comparisons of long strings in sort are paid", "[sandbox][charge]") {
  Sandbox sbx(64u << 20);
  // Equal strings of 100 KB: every comparison walks all their bytes. A merge
  // sort of 64 equal elements compares 32 pairs on each of its 6 levels.
  const std::string setup =
      "local s = ('x'):rep(100000) local t = {} for i = 1, 64 do t[i] = s:upper():lower() end";
  CHECK(charge(sbx, setup, "table.sort(t)") >= 32 * 6 * (100000 / 16));
  CHECK(sbx.run("local t = {'b', 'a', 'c'} table.sort(t) return table.concat(t)") == "abc");
  CHECK(sbx.works());
}

TEST_CASE("charging: values passed to and from coroutines are paid", "[sandbox][charge]") {
  Sandbox sbx;
  const std::string setup =
      "local t = {} for i = 1, 100000 do t[i] = i end "
      "local co = coroutine.create(function(...) return ... end)";
  CHECK(charge(sbx, setup, "coroutine.resume(co, table.unpack(t))") >= 2 * 100000);
  CHECK(charge(sbx,
               "local t = {} for i = 1, 100000 do t[i] = i end "
               "local f = coroutine.wrap(function(...) return ... end)",
               "select('#', f(table.unpack(t)))") >= 2 * 100000);
  CHECK(sbx.works());
}
