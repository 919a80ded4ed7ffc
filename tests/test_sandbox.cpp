// The Lua sandbox: every capability a script must not have, every trap from
// ARCHITECTURE.md ("Sandbox traps"), and the determinism guarantees. Each case
// checks the specific error and that the state still works afterwards.
#include <cstdint>
#include <cstring>
#include <vector>

#include <catch2/catch.hpp>

#include "sandbox_fixture.hpp"

using namespace tabula::lua;
using tabula::test::contains;
using tabula::test::Sandbox;

TEST_CASE("sandbox: forbidden libraries and globals are absent", "[sandbox]") {
  Sandbox sbx;
  const char* names[] = {"io",     "os",       "debug",          "package", "require",
                         "dofile", "loadfile", "collectgarbage", "warn",    "loadstring"};
  for (const char* name : names) {
    INFO(name);
    CHECK(sbx.run(std::string("return type(") + name + ")") == "nil");
  }
  SECTION("io") {
    CHECK(contains(sbx.run("io.open('x')"), "attempt to index a nil value (global 'io')"));
  }
  SECTION("os") {
    CHECK(contains(sbx.run("return os.time()"), "(global 'os')"));
  }
  SECTION("debug") {
    CHECK(contains(sbx.run("debug.getregistry()"), "(global 'debug')"));
  }
  SECTION("package") {
    CHECK(contains(sbx.run("return package.loaded"), "(global 'package')"));
  }
  SECTION("require") {
    CHECK(contains(sbx.run("require('os')"), "attempt to call a nil value (global 'require')"));
  }
  SECTION("dofile") {
    CHECK(contains(sbx.run("dofile('/etc/passwd')"), "(global 'dofile')"));
  }
  SECTION("loadfile") {
    CHECK(contains(sbx.run("loadfile('/etc/passwd')"), "(global 'loadfile')"));
  }
  SECTION("collectgarbage") {
    CHECK(contains(sbx.run("collectgarbage('count')"), "(global 'collectgarbage')"));
  }
  SECTION("string.dump") {
    CHECK(contains(sbx.run("return string.dump(print)"),
                   "attempt to call a nil value (field 'dump')"));
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: the allow-list is there", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("return _VERSION") == "Lua 5.4");
  CHECK(sbx.run("return _G == _ENV") == "true");
  CHECK(sbx.run("return select('#', assert, error, ipairs, pairs, next, pcall, xpcall, rawequal, "
                "rawlen, rawget, rawset, select, tonumber, tostring, type, setmetatable, "
                "getmetatable, print, load)") == "19");
  CHECK(
      sbx.run("return coroutine.wrap(function() coroutine.yield(coroutine.isyieldable()) end)()") ==
      "true");
  CHECK(sbx.run("return table.concat({1, 2, 3}, ',')") == "1,2,3");
  CHECK(sbx.run("return utf8.char(72, 105)") == "Hi");
  CHECK(sbx.run("return math.floor(math.pi * 100)") == "314");
  CHECK(sbx.run("return ('x'):upper() .. string.lower('Y')") == "Xy");
  CHECK(sbx.run("print('a', 1, nil, {}) return 0") == "0");
  REQUIRE(sbx.printed.size() == 1);
  CHECK(sbx.printed[0] == "a\t1\tnil\ttable");
}

TEST_CASE("sandbox: the replaced xpcall and coroutine functions behave like stock", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("return coroutine.wrap(function() "
                "return select(2, xpcall(coroutine.yield, print, 'y')) end)()") == "y");
  CHECK(
      sbx.run("return select(2, xpcall(error, function(m) return 'handled ' .. m end, 'e', 0))") ==
      "handled e");
  CHECK(sbx.run("local co = coroutine.create(function(a) return a + coroutine.yield(a) end) "
                "local _, x = coroutine.resume(co, 1) local _, y = coroutine.resume(co, 2) "
                "return x + y + (coroutine.close(co) and 10 or 0)") == "14");
  CHECK(contains(sbx.run("coroutine.wrap(function() error('inner') end)()"), "test:1: inner"));
  CHECK(
      contains(sbx.run("local f = coroutine.wrap(print) f() f()"), "cannot resume dead coroutine"));
  CHECK(sbx.works());
}

TEST_CASE("sandbox: binary chunks are refused", "[sandbox]") {
  Sandbox sbx;
  SECTION("through load") {
    CHECK(contains(sbx.run("local f, err = load('\\27Lua\\x54\\0') return err"),
                   "attempt to load a binary chunk (mode is 't')"));
    CHECK(contains(sbx.run("local f, err = load('\\27Lua', 'x', 'b') return err"),
                   "attempt to load a binary chunk"));
  }
  SECTION("through sbx_loadtext") {
    const char chunk[] = "\x1bLua\x54";
    CHECK(sbx_loadtext(sbx.L(), chunk, sizeof chunk - 1, "=bin") == LUA_ERRSYNTAX);
    CHECK(contains(lua_tostring(sbx.L(), -1), "attempt to load a binary chunk"));
    lua_pop(sbx.L(), 1);
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: load reaches only the sandbox environment", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("return load('return io')()") == "nil");
  CHECK(sbx.run("return load('return _G')() == _G") == "true");
  CHECK(sbx.run("return load('return os', 'x', 't', {os = 1})()") == "nil");
  CHECK(sbx.run("return select(2, load('error(\"boom\")'))") == "nil");
  CHECK(sbx.run("return select(2, pcall(load('error(\"boom\")')))") == "(load):1: boom");
  CHECK(sbx.run("load('y = 42')() return y") == "42");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: no addresses in text", "[sandbox]") {
  Sandbox sbx;
  SECTION("string.format %p") {
    CHECK(contains(sbx.run("return string.format('%p', {})"),
                   "bad argument #2 to 'format' ('%p' is not allowed"));
    CHECK(contains(sbx.run("return ('%-10p'):format(print)"), "'%p' is not allowed"));
  }
  SECTION("tostring") {
    CHECK(sbx.run("return tostring({})") == "table");
    CHECK(sbx.run("return tostring(print)") == "function: builtin");
    CHECK(sbx.run("return tostring(function() end)") == "function");
    CHECK(sbx.run("return tostring(coroutine.create(print))") == "thread");
    CHECK(sbx.run("return tostring(setmetatable({}, {__name = 'Card'}))") == "Card");
    CHECK(sbx.run("return tostring(setmetatable({}, {__tostring = function() return 'c1' end}))") ==
          "c1");
    CHECK(contains(sbx.run("return tostring(setmetatable({}, {__tostring = function() end}))"),
                   "'__tostring' must return a string"));
  }
  SECTION("string.format %s") {
    CHECK(sbx.run("return string.format('%s|%s|%5.2s|%%s', {}, print, 'abc')") ==
          "table|function: builtin|   ab|%s");
    CHECK(sbx.run(
              "return ('%s'):format(setmetatable({}, {__tostring = function() return 'x' end}))") ==
          "x");
    CHECK(sbx.run("return string.format('%d %q', 3, 'a')") == "3 \"a\"");
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: the string metatable and library are locked", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("return getmetatable('')") == "locked");
  CHECK(sbx.run("return getmetatable('').__index") == "nil");
  CHECK(sbx.run("return getmetatable(string)") == "locked");
  CHECK(contains(sbx.run("string.upper = nil"), "test:1: attempt to modify read-only table"));
  CHECK(contains(sbx.run("string.dump = print"), "attempt to modify read-only table"));
  CHECK(contains(sbx.run("rawset(string, 'upper', nil)"),
                 "bad argument #1 to 'rawset' (table is read-only)"));
  CHECK(contains(sbx.run("setmetatable(string, nil)"), "cannot change a protected metatable"));
  CHECK(contains(sbx.run("table.insert = nil"), "attempt to modify read-only table"));
  CHECK(contains(sbx.run("math.random = nil"), "attempt to modify read-only table"));
  CHECK(sbx.run("return ('abc'):upper() .. #string.rep('ab', 3)") == "ABC6");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: setmetatable refuses __gc, __close and __mode", "[sandbox]") {
  Sandbox sbx;
  for (const char* field : {"__gc", "__close", "__mode"}) {
    INFO(field);
    std::string code = std::string("setmetatable({}, {") + field + " = 'k'})";
    CHECK(
        contains(sbx.run(code), std::string("bad argument #2 to 'setmetatable' (metatable with ") +
                                    field + " is not allowed)"));
  }
  CHECK(contains(sbx.run("local t = setmetatable({}, {__metatable = 1}) setmetatable(t, {})"),
                 "cannot change a protected metatable"));
  CHECK(sbx.run("local t = setmetatable({}, {__index = {a = 1}}) return t.a") == "1");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: a chain of coroutine.close through __close ends in an error", "[sandbox]") {
  // Crashes stock Lua 5.4.4 with a C stack overflow. __close is added after
  // setmetatable, which therefore cannot see it.
  Sandbox sbx(64u << 20);
  std::string result = sbx.run(R"(
    local coro = false
    for i = 1, 20000 do
      local previous = coro
      coro = coroutine.create(function()
        local mt = {}
        local obj = setmetatable({}, mt)
        mt.__close = function() if previous then assert(coroutine.close(previous)) end end
        local cc <close> = obj
        coroutine.yield()
      end)
      coroutine.resume(coro)
    end
    local ok, err = coroutine.close(coro)
    return err)");
  CHECK(contains(result, "coroutine.close nested too deeply"));
  CHECK(sbx.works());
}

TEST_CASE("sandbox: the instruction budget stops runaway loops", "[sandbox]") {
  Sandbox sbx;
  SECTION("while true do end") {
    CHECK(sbx.run("local x = 0\nwhile true do x = x + 1 end") ==
          "error: test:2: instruction budget exceeded (runaway loop?)");
    CHECK(sbx_killed(sbx.L()));
  }
  SECTION("a script's pcall cannot swallow it") {
    std::string result = sbx.run(R"(
      for i = 1, 100 do pcall(function() while true do end end) end
      return 'survived')");
    CHECK(contains(result, "instruction budget exceeded"));
    CHECK(sbx_killed(sbx.L()));
  }
  SECTION("a loop inside pcall inside a coroutine") {
    std::string result = sbx.run(R"(
      local co = coroutine.create(function()
        while true do pcall(function() while true do end end) end
      end)
      local ok, err = coroutine.resume(co)
      return 'survived')");
    CHECK(contains(result, "instruction budget exceeded"));
    CHECK(sbx_killed(sbx.L()));
  }
  SECTION("the budget is shared by the coroutines of a step") {
    std::string result = sbx.run(R"(
      for i = 1, 1e9 do
        coroutine.wrap(function() for j = 1, 1000 do end end)()
      end)");
    CHECK(contains(result, "instruction budget exceeded"));
  }
  SECTION("an error handler cannot keep running") {
    // Lua runs the handler of an error raised in a hook with hooks disabled.
    CHECK(contains(
        sbx.run("xpcall(function() while true do end end, function() while true do end end)"),
        "instruction budget exceeded"));
  }
  SECTION("__close handlers of a stopped coroutine do not run") {
    const char* setup = R"(
      local mt = {}
      local obj = setmetatable({}, mt)
      mt.__close = function() while true do end end
      local body = function() local x <close> = obj while true do end end
    )";
    std::string wrap = std::string(setup) + "coroutine.wrap(body)()";
    CHECK(contains(sbx.run(wrap), "instruction budget exceeded"));
    std::string close = std::string(setup) +
                        "local co = coroutine.create(body) coroutine.resume(co) "
                        "return select(2, coroutine.close(co))";
    CHECK(contains(sbx.run(close), "instruction budget exceeded"));
    std::string later =
        std::string(setup) + "stopped = coroutine.create(body) coroutine.resume(stopped)";
    CHECK(contains(sbx.run(later), "instruction budget exceeded"));
    CHECK(sbx.run("return select(2, coroutine.close(stopped))") ==
          "coroutine was stopped by the instruction budget");
  }
  SECTION("allocation is charged: big copies in a loop") {
    CHECK(contains(sbx.run("local s = ('x'):rep(1e6) while true do local t = s .. 'y' end"),
                   "instruction budget exceeded"));
  }
  SECTION("work done inside C is charged") {
    CHECK(contains(sbx.run("table.move({}, 1, math.maxinteger - 1, 2)"),
                   "test:1: instruction budget exceeded"));
    // C functions as metamethods: no hook and no allocation in the loop.
    const char* huge =
        "local t = setmetatable({}, {__len = function() return 1e15 end, "
        "__index = tostring, __newindex = rawequal}) ";
    CHECK(contains(sbx.run(std::string(huge) + "table.insert(t, 1, 'x')"),
                   "instruction budget exceeded"));
    CHECK(
        contains(sbx.run(std::string(huge) + "table.remove(t, 1)"), "instruction budget exceeded"));
    CHECK(contains(sbx.run(std::string(huge) + "table.sort(t)"), "array too big"));
    CHECK(sbx.run("local t = {1, 2, 3} table.insert(t, 1, 0) table.remove(t) table.insert(t, 9) "
                  "return table.concat(t, ' ')") == "0 1 2 9");
  }
  CHECK(sbx.works());
  CHECK_FALSE(sbx_killed(sbx.L()));
}

TEST_CASE("sandbox: a memory bomb ends with 'not enough memory'", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(1000) .. i end") ==
        "error: not enough memory");
  CHECK(sbx.state().used <= sbx.state().limits.memory_bytes);
  CHECK(sbx.works());
  CHECK(contains(sbx.run("return ('x'):rep(16 * 1024 * 1024 + 1)"), "is too large (limit 16 MiB)"));
  CHECK(sbx.run("return #string.rep('', 1e15) + #string.rep('ab', 3, ',')") == "8");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: the allocator counts every byte and refuses past the cap", "[sandbox]") {
  SandboxState tiny;
  tiny.limits.memory_bytes = 4096;
  CHECK(sbx_newstate(&tiny) == nullptr);
  CHECK(tiny.used == 0);

  SandboxState state;
  state.limits.memory_bytes = 8u << 20;
  lua_State* L = sbx_newstate(&state);
  REQUIRE(L != nullptr);
  const char code[] = "local t = {} for i = 1, 2e4 do t[i] = {i} end t = nil return 1";
  REQUIRE(sbx_loadtext(L, code, sizeof code - 1, "=test") == LUA_OK);
  CHECK(lua_pcall(L, 0, 1, 0) == LUA_OK);
  CHECK(state.used > 0);
  CHECK(state.used <= state.limits.memory_bytes);
  lua_close(L);
  CHECK(state.used == 0);
}

TEST_CASE("sandbox: the small-block pool reuses blocks of one class and never overlaps",
          "[sandbox]") {
  SbxPool pool;
  std::vector<char*> blocks;
  for (std::size_t n = 1; n <= SbxPool::kMax; n += 7) {
    auto* b = static_cast<char*>(pool.take(n));
    REQUIRE(b != nullptr);
    CHECK(reinterpret_cast<std::uintptr_t>(b) % 16 == 0);
    std::memset(b, static_cast<int>(n & 0xff), n);
    blocks.push_back(b);
  }
  // Each block still holds what was written to it: no two overlap.
  std::size_t n = 1;
  for (char* b : blocks) {
    for (std::size_t i = 0; i < n; ++i) REQUIRE(b[i] == static_cast<char>(n & 0xff));
    n += 7;
  }
  CHECK(SbxPool::same_class(17, 32));
  CHECK_FALSE(SbxPool::same_class(16, 17));
  pool.give(blocks[3], 22);
  CHECK(pool.take(30) == blocks[3]);  // 22 and 30 bytes: one class
  CHECK(pool.take(30) != blocks[3]);
}

TEST_CASE("sandbox: values keep their contents when they grow and shrink across the pool's line",
          "[sandbox]") {
  Sandbox sbx;
  // Tables grow from a few bytes to kilobytes and shrink again (a rehash
  // moves the block each time); strings are built past 256 bytes by concatenation.
  const char* code = R"(
    local t, s = {}, ""
    for i = 1, 600 do t[i] = i * 3; s = s .. string.char(65 + i % 26) end
    for i = 600, 11, -1 do t[i] = nil end
    local sum = 0
    for i = 1, #t do sum = sum + t[i] end
    local u = {}
    for i = 1, 40 do u["k" .. i] = s:sub(i, i + 300) end
    return sum .. ":" .. #s .. ":" .. s:sub(1, 5) .. ":" .. #u.k40 .. ":" .. u.k7:sub(1, 3))";
  CHECK(sbx.run(code) == "165:600:BCDEF:301:HIJ");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: slow patterns are refused", "[sandbox]") {
  Sandbox sbx;
  SECTION("the trap from the architecture guide") {
    CHECK(sbx.run("return string.find(('a'):rep(700), '.-.-.-b')") ==
          "error: test:1: pattern too complex for a subject of 700 bytes");
  }
  SECTION("every pattern function") {
    for (const char* fn : {"find", "match", "gmatch", "gsub"}) {
      INFO(fn);
      std::string code = std::string("return string.") + fn + "(('a'):rep(5000), 'a-a-b', '')";
      CHECK(contains(sbx.run(code), "pattern too complex for a subject of 5000 bytes"));
    }
  }
  SECTION("balanced matches") {
    CHECK(contains(sbx.run("return ('('):rep(100000):find('%b()')"), "pattern too complex"));
  }
  SECTION("long subjects") {
    CHECK(contains(sbx.run("return ('a'):rep(1000001):find('a')"),
                   "string of 1000001 bytes is too long for pattern matching"));
  }
  SECTION("ordinary patterns still work") {
    CHECK(sbx.run("return string.find(('a'):rep(700), 'a-b')") == "nil");
    CHECK(sbx.run("return ('^x'):find('^x', 1, true)") == "1");
    CHECK(sbx.run("return (select(2, ('a b c'):gsub('%s+', '-')))") == "2");
    CHECK(sbx.run("return ('  trim  '):match('^%s*(.-)%s*$')") == "trim");
    CHECK(sbx.run("local n = 0 for w in ('a,b,c'):gmatch('[^,]+') do n = n + 1 end return n") ==
          "3");
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: deep recursion ends in a catchable error", "[sandbox]") {
  // Room for Lua's own stack limit to come before the memory cap.
  Sandbox sbx(128u << 20);
  SECTION("Lua recursion") {
    CHECK(contains(sbx.run("local function f() return 1 + f() end return f()"), "stack overflow"));
  }
  SECTION("nested gsub callbacks") {
    CHECK(contains(sbx.run("local function g(s) return (s:gsub('.', g)) end return g('ab')"),
                   "stack overflow"));
  }
  SECTION("__tostring recursion") {
    CHECK(contains(
        sbx.run("local t = setmetatable({}, {__tostring = function(x) return tostring(x) end})"
                " return tostring(t)"),
        "stack overflow"));
  }
  SECTION("a chain of coroutines") {
    CHECK(contains(sbx.run("local function c() return coroutine.wrap(c)() end return c()"),
                   "stack overflow"));
  }
  SECTION("an error handler that overflows (CVE-2022-33099)") {
    CHECK(sbx.run("local function loop() assert(pcall(loop)) end\n"
                  "return select(2, xpcall(loop, loop))") != "");
  }
  SECTION("table.sort with a recursive comparator") {
    CHECK(contains(sbx.run("local function cmp(a, b) table.sort({2, 1}, cmp) return a < b end "
                           "table.sort({3, 2, 1}, cmp)"),
                   "stack overflow"));
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: pairs is deterministic", "[sandbox]") {
  const char* order = R"(
    local t = {}
    for i = 1, 200 do t[KEY(i)] = i end
    local seen = {}
    for k, v in pairs(t) do seen[#seen + 1] = k end
    return table.concat(seen, ' '))";
  std::string up = std::string("local function KEY(i) return 'k' .. i end") + order;
  std::string down = std::string("local function KEY(i) return 'k' .. (201 - i) end") + order;
  Sandbox a, b;
  std::string first = a.run(up);
  CHECK(first == b.run(down));
  CHECK(contains(first, "k1 k10 k100 k101"));

  Sandbox sbx;
  SECTION("numbers, then strings in byte order, then booleans") {
    CHECK(sbx.run(R"(
      local t = {[true] = 1, [false] = 1, b = 1, B = 1, [2.5] = 1, [-1] = 1, [10] = 1, [3] = 1,
                 ab = 1, a = 1}
      local s = {} for k in pairs(t) do s[#s + 1] = tostring(k) end
      return table.concat(s, ' '))") == "-1 2.5 3 10 B a ab b false true");
  }
  SECTION("table keys are refused") {
    CHECK(contains(sbx.run("for k in pairs({[{}] = 1}) do end"),
                   "pairs: table has a key of type table; iteration order would not be "
                   "deterministic"));
    CHECK(contains(sbx.run("next({[print] = 1})"), "next: table has a key of type function"));
  }
  SECTION("next follows the same order and tests emptiness") {
    CHECK(sbx.run("return next({}) == nil") == "true");
    CHECK(sbx.run("return next({z = 1, a = 2})") == "a");
    CHECK(sbx.run("return next({z = 1, a = 2, [5] = 0}, 5)") == "a");
    CHECK(sbx.run("return next({z = 1, a = 2}, 'z')") == "nil");
    CHECK(sbx.run(R"(
      local t = {c = 3, a = 1, b = 2, [1] = 0}
      local s, k = {}, nil
      repeat k = next(t, k) s[#s + 1] = tostring(k) until k == nil
      return table.concat(s, ' '))") == "1 a b c nil");
  }
  SECTION("entries removed during the loop are skipped") {
    CHECK(sbx.run(R"(
      local t = {a = 1, b = 2, c = 3}
      local s = {}
      for k in pairs(t) do s[#s + 1] = k t.b = nil end
      return table.concat(s))") == "ac");
  }
  SECTION("__pairs is honoured") {
    CHECK(sbx.run(R"(
      local t = setmetatable({}, {__pairs = function() return function(_, k)
        if not k then return 1, 'one' end end, nil, nil end})
      for k, v in pairs(t) do return v end)") == "one");
  }
  CHECK(sbx.works());
}

TEST_CASE("sandbox: table.sort is deterministic and stable", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run(R"(
    local t = {}
    for i = 1, 500 do t[i] = {cost = i % 3, id = i} end
    table.sort(t, function(a, b) return a.cost < b.cost end)
    for i = 2, #t do
      local p, q = t[i - 1], t[i]
      if p.cost == q.cost and p.id > q.id then return 'unstable' end
    end
    return t[1].id .. ' ' .. t[500].id)") == "3 500");
  CHECK(sbx.run("local t = {5, 2, 9, 1} table.sort(t) return table.concat(t, ' ')") == "1 2 5 9");
  CHECK(contains(sbx.run("table.sort({1, 'x'})"), "attempt to compare"));
  CHECK(sbx.works());
}

TEST_CASE("sandbox: math.random comes from the host", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("return math.random(10)") == "4");    // 3 % 10 + 1
  CHECK(sbx.run("return math.random(5, 6)") == "6");  // 5 + 1 % 2
  CHECK(sbx.run("local x = math.random() return x >= 0 and x < 1") == "true");
  CHECK(contains(sbx.run("return math.random(3, 2)"), "interval is empty"));
  CHECK(contains(sbx.run("return math.random(1, 2, 3)"), "wrong number of arguments"));
  CHECK(contains(sbx.run("math.randomseed(42)"), "math.randomseed is not available"));
  CHECK(sbx.works());
}

TEST_CASE("sandbox: globals are read-only after freezing", "[sandbox]") {
  Sandbox sbx;
  CHECK(sbx.run("x = 1 return x") == "1");
  // The host adds its own globals before freezing.
  lua_pushinteger(sbx.L(), 7);
  sbx.set_global("host_value");
  REQUIRE(sbx_freeze(sbx.L(), 0) == LUA_OK);
  CHECK(sbx.run("return x + host_value") == "8");
  CHECK(sbx.run("x = 2") == "error: test:1: globals are read-only after loading (assigning 'x')");
  CHECK(contains(sbx.run("_G.y = 1"), "globals are read-only after loading (assigning 'y')"));
  CHECK(contains(sbx.run("_ENV[1] = 1"),
                 "globals are read-only after loading (assigning a number key)"));
  CHECK(
      contains(sbx.run("rawset(_G, 'z', 1)"), "bad argument #1 to 'rawset' (table is read-only)"));
  CHECK(contains(sbx.run("setmetatable(_G, nil)"), "cannot change a protected metatable"));
  CHECK(contains(sbx.run("load('w = 1')()"), "globals are read-only"));
  CHECK(sbx.run("return rawget(_G, 'z') == nil and z == nil") == "true");
  CHECK(sbx.run("local n = 0 for k in pairs(_G) do n = n + 1 end return n > 20") == "true");
  CHECK(contains(sbx.run("local _, env = pairs(_G) env.v = 1"), "globals are read-only"));
  CHECK(sbx.works());
}

TEST_CASE("sandbox: read-only proxies", "[sandbox]") {
  Sandbox sbx;
  REQUIRE(sbx.run("data = {{name = 'a', cost = 1}, {name = 'b', cost = 2}, "
                  "by_name = {}, n = 2} data.by_name.a = data[1] return 0") == "0");
  sbx.make_readonly("data");
  CHECK(sbx.run("return data[2].name .. #data .. data.n .. data.by_name.a.cost") == "b221");
  CHECK(sbx.run("return data.by_name.a == data[1]") == "true");
  CHECK(sbx.run("local s = 0 for i, c in ipairs(data) do s = s + c.cost end return s") == "3");
  CHECK(sbx.run("local s = {} for k in pairs(data) do s[#s + 1] = tostring(k) end "
                "return table.concat(s, ' ')") == "1 2 by_name n");
  CHECK(sbx.run("return select(2, pairs(data)) == data") ==
        "true");  // the hidden table stays hidden
  CHECK(sbx.run("return next(data)") == "1");
  CHECK(sbx.run("return next(data.by_name, 'a')") == "nil");
  CHECK(contains(sbx.run("data.n = 3"), "test:1: attempt to modify read-only table"));
  CHECK(contains(sbx.run("data[1].cost = 0"), "attempt to modify read-only table"));
  CHECK(contains(sbx.run("table.insert(data, 1)"), "attempt to modify read-only table"));
  CHECK(contains(sbx.run("rawset(data[1], 'cost', 0)"), "(table is read-only)"));
  CHECK(contains(sbx.run("setmetatable(data, {})"), "cannot change a protected metatable"));
  CHECK(sbx.run("return getmetatable(data)") == "locked");
  // rawget and rawlen read a read-only table's hidden entries.
  CHECK(sbx.run("return data[1].cost + rawlen(data) + rawget(data, 2).cost") == "5");
  CHECK(sbx.works());
}

TEST_CASE("sandbox: read-only proxies of cyclic and deeply nested tables", "[sandbox]") {
  Sandbox sbx;
  REQUIRE(sbx.run("deep = {} local t = deep for i = 1, 20000 do t.next = {i = i} t = t.next end "
                  "deep.self = deep return 0") == "0");
  sbx.make_readonly("deep");
  CHECK(sbx.run("local t = deep for i = 1, 20000 do t = t.next end return t.i") == "20000");
  CHECK(sbx.run("return deep.self == deep") == "true");
  CHECK(contains(sbx.run("deep.next.next.i = 0"), "attempt to modify read-only table"));
  CHECK(sbx.works());
}
