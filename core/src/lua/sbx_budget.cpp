// The instruction budget of a step. The count hook is per coroutine but the
// budget lives in the shared SandboxState, so it is spent by the whole step.
// An uncounted step (sbx_uncounted) has no hook: its C work is charged
// against half the budget and the step clock (sbx_clock.cpp) bounds the rest.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

constexpr int sbx_hook_period = 1000;
// Profiling samples at each hook: a prime period keeps a loop whose body
// runs a divisor of it from being sampled at the same instruction each time.
constexpr int sbx_profile_period = 997;

int sbx_period(const SandboxState* s) {
  return s->profile ? sbx_profile_period : sbx_hook_period;
}
// Profiling also counts calls (sbx_profilecall).
int sbx_mask(const SandboxState* s) {
  return s->profile ? LUA_MASKCOUNT | LUA_MASKCALL : LUA_MASKCOUNT;
}

// `level` 0 names the running Lua function (a hook adds no call level),
// level 1 the caller of the running C function.
int sbx_raisebudget(lua_State* L, int level) {
  luaL_where(L, level);
  lua_pushliteral(L, "instruction budget exceeded (runaway loop?)");
  lua_concat(L, 2);
  return lua_error(L);
}

// From now on the hook fires before every instruction and raises again, so a
// script's own pcall cannot swallow the error. An uncounted step that stops
// is run again counted, which gives the verdict.
void sbx_kill(lua_State* L) {
  SandboxState* s = sbx_state(L);
  s->killed = true;
  s->recount = !s->counted;
  sbx_stopnow(L);
}

void sbx_hook(lua_State* L, lua_Debug* ar) {
  SandboxState* s = sbx_state(L);
  if (ar->event != LUA_HOOKCOUNT) {
    sbx_profilecall(L, ar);
    return;
  }
  if (!s->killed && !sbx_clockfired(s)) {
    const int count = lua_gethookcount(L), period = sbx_period(s);
    s->budget_left -= count;
    if (s->profile && count == period) sbx_profilesample(L, ar);
    if (s->budget_left > 0) {
      // A thread still armed from an earlier kill goes back to the normal period.
      if (count != period) lua_sethook(L, sbx_hook, sbx_mask(s), period);
      return;
    }
  }
  sbx_kill(L);
  sbx_raisebudget(L, 0);
}

}  // namespace

void sbx_stopnow(lua_State* L) {
  lua_sethook(L, sbx_hook, LUA_MASKCOUNT, 1);
}

void sbx_counthook(lua_State* co) {
  const SandboxState* s = sbx_state(co);
  const int mask = sbx_mask(s), period = sbx_period(s);
  // Profiling, a thread keeps its count across resumes (lua_sethook restarts
  // it): steps shorter than the period would never be sampled otherwise.
  if (s->profile && lua_gethook(co) == sbx_hook && lua_gethookmask(co) == mask &&
      lua_gethookcount(co) == period)
    return;
  lua_sethook(co, sbx_hook, mask, period);
}

void sbx_setbudget(lua_State* L, std::int64_t instructions) {
  SandboxState* s = sbx_state(L);
  s->budget_left = s->counted ? instructions : instructions / 2;
  s->budget_start = s->budget_left;
  s->killed = false;
  s->recount = false;
  s->metered = true;
  if (s->counted)
    sbx_counthook(L);
  else
    lua_sethook(L, nullptr, 0, 0);
}

bool sbx_overran(lua_State* L) {
  SandboxState* s = sbx_state(L);
  if (s->counted || s->killed || (s->budget_left > 0 && !sbx_clockfired(s))) return false;
  s->killed = true;  // allocations charge without a check: found here
  s->recount = true;
  return true;
}

bool sbx_uncounted(SandboxState* s, bool on) {
  if (!on) {  // the clock stays registered: a search world switches at every sample
    s->counted = true;
    s->recount = false;
    return true;
  }
  if (!s->clock && !sbx_clockopen(s)) return false;
  s->counted = false;
  return true;
}

void sbx_release(SandboxState* s) {
  sbx_clockclose(s);
}

void sbx_endbudget(lua_State* L) {
  SandboxState* s = sbx_state(L);
  if (!s->counted) {
    sbx_clockstop(s);
    sbx_overran(L);
  }
  s->metered = false;
}

bool sbx_killed(lua_State* L) {
  return sbx_state(L)->killed;
}

bool sbx_recount(lua_State* L) {
  return sbx_state(L)->recount;
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
  if (!s->metered) return;  // no budget runs here
  sbx_kill(L);
  sbx_raisebudget(L, 1);
}

void sbx_chargebytes(lua_State* L, double bytes) {
  sbx_charge(L, bytes / sbx_bytes_per_unit);
}

}  // namespace tabula::lua
