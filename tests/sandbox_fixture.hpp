// A sandboxed Lua state for the sandbox tests: small limits, a fixed random
// sequence, print captured, and a global charged() that returns the
// instructions charged so far in the running step (sbx_charged), so that a
// test can compare the work a call does with what it is charged.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "lua/sandbox.hpp"
#include "test_files.hpp"

namespace tabula::test {

using namespace tabula::lua;

// One sandboxed state with small limits and test hooks.
class Sandbox {
 public:
  explicit Sandbox(std::size_t memory = 32u << 20) {
    state_.limits.memory_bytes = memory;
    state_.hooks.user = this;
    state_.hooks.random = &Sandbox::random;
    state_.hooks.print = &Sandbox::print;
    L_ = sbx_newstate(&state_);
    REQUIRE(L_ != nullptr);
    lua_pushcfunction(L_, &Sandbox::charged);
    set_global("charged");
  }
  ~Sandbox() {
    lua_close(L_);
    sbx_uncounted(&state_, false);
  }
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  // Runs `code` as one step. Returns its first result as text (results must
  // be strings, numbers, booleans or nil), or "error: <message>".
  std::string run(const std::string& code) {
    sbx_setbudget(L_, 10'000'000);
    int status = sbx_loadtext(L_, code.data(), code.size(), "=test");
    if (status == LUA_OK) status = lua_pcall(L_, 0, 1, 0);
    std::string text = status == LUA_OK ? "" : "error: ";
    text += describe(-1);
    lua_pop(L_, 1);
    return text;
  }

  // True if the state still runs code normally.
  bool works() { return run("local t = {} for i = 1, 10 do t[i] = i end return #t") == "10"; }

  // Sets global `name` to the value on top (popped), as a host does before
  // freezing: past the memory cap, so that it cannot fail outside a pcall.
  void set_global(const char* name) {
    state_.allow_over = true;
    sbx_pushenv(L_);
    lua_insert(L_, -2);
    lua_setfield(L_, -2, name);
    lua_pop(L_, 1);
    state_.allow_over = false;
  }

  // Replaces global `name` by a read-only proxy of it.
  void make_readonly(const char* name) {
    sbx_pushenv(L_);
    lua_getfield(L_, -1, name);
    sbx_pushreadonly(L_, -1);
    lua_replace(L_, -3);
    lua_pop(L_, 1);
    set_global(name);
  }

  lua_State* L() { return L_; }
  SandboxState& state() { return state_; }
  std::vector<std::string> printed;
  std::vector<std::int64_t> draws{3, 1, 4, 1, 5, 9, 2, 6};

 private:
  std::string describe(int idx) {
    switch (lua_type(L_, idx)) {
      case LUA_TSTRING:
        return lua_tostring(L_, idx);
      case LUA_TNUMBER:
        return lua_isinteger(L_, idx) ? std::to_string(lua_tointeger(L_, idx))
                                      : std::to_string(lua_tonumber(L_, idx));
      case LUA_TBOOLEAN:
        return lua_toboolean(L_, idx) ? "true" : "false";
      default:
        return lua_typename(L_, lua_type(L_, idx));
    }
  }

  // A fixed sequence, folded into [lo, hi].
  static std::int64_t random(void* user, std::int64_t lo, std::int64_t hi) {
    auto* self = static_cast<Sandbox*>(user);
    std::int64_t d = self->draws[self->next_draw_++ % self->draws.size()];
    auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    if (span == ~0ull) return d;
    return lo + static_cast<std::int64_t>(static_cast<std::uint64_t>(d) % (span + 1));
  }
  static void print(void* user, const char* text) {
    static_cast<Sandbox*>(user)->printed.emplace_back(text);
  }
  static int charged(lua_State* L) {
    lua_pushinteger(L, sbx_charged(L));
    return 1;
  }

  SandboxState state_;
  lua_State* L_ = nullptr;
  std::size_t next_draw_ = 0;
};

}  // namespace tabula::test
