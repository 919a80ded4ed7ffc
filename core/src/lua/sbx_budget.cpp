// The instruction budget of a step. The count hook is per coroutine but the
// budget lives in the shared SandboxState, so it is spent by the whole step.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

constexpr int sbx_hook_period = 1000;

// `level` 0 names the running Lua function (a hook adds no call level),
// level 1 the caller of the running C function.
int sbx_raisebudget(lua_State* L, int level) {
  luaL_where(L, level);
  lua_pushliteral(L, "instruction budget exceeded (runaway loop?)");
  lua_concat(L, 2);
  return lua_error(L);
}

void sbx_hook(lua_State* L, lua_Debug* ar);

// From now on the hook fires before every instruction and raises again, so a
// script's own pcall cannot swallow the error.
void sbx_kill(lua_State* L) {
  sbx_state(L)->killed = true;
  lua_sethook(L, sbx_hook, LUA_MASKCOUNT, 1);
}

void sbx_hook(lua_State* L, lua_Debug* ar) {
  (void)ar;
  SandboxState* s = sbx_state(L);
  if (!s->killed) {
    int count = lua_gethookcount(L);
    s->budget_left -= count;
    if (s->budget_left > 0) {
      // A thread still armed from an earlier kill goes back to the normal period.
      if (count != sbx_hook_period) lua_sethook(L, sbx_hook, LUA_MASKCOUNT, sbx_hook_period);
      return;
    }
  }
  sbx_kill(L);
  sbx_raisebudget(L, 0);
}

}  // namespace

void sbx_setbudget(lua_State* L, std::int64_t instructions) {
  SandboxState* s = sbx_state(L);
  s->budget_left = instructions;
  s->budget_start = instructions;
  s->killed = false;
  lua_sethook(L, sbx_hook, LUA_MASKCOUNT, sbx_hook_period);
}

bool sbx_killed(lua_State* L) {
  return sbx_state(L)->killed;
}

std::int64_t sbx_charged(lua_State* L) {
  const SandboxState* s = sbx_state(L);
  return s->budget_start - s->budget_left;
}

// sbx_kill leaves the mark: only a stopped thread has the hook at every
// instruction (a live one goes back to the normal period at its next hook).
bool sbx_stopped(lua_State* co) {
  return lua_gethook(co) == sbx_hook && lua_gethookcount(co) == 1;
}

void sbx_charge(lua_State* L, double units) {
  SandboxState* s = sbx_state(L);
  if (!s->killed && units < static_cast<double>(s->budget_left)) {  // the common case
    s->budget_left -= static_cast<std::int64_t>(units);
    return;
  }
  if (lua_gethook(L) != sbx_hook) return;  // no budget runs here
  sbx_kill(L);
  sbx_raisebudget(L, 1);
}

void sbx_chargebytes(lua_State* L, double bytes) {
  sbx_charge(L, bytes / sbx_bytes_per_unit);
}

}  // namespace tabula::lua
