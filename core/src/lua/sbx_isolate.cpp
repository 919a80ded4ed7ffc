// Running a function apart from any game (sbx_isolated): game:memo's
// functions and modules required after loading. What they return is shared
// by every game a state runs, so they see no game, no randomness and only
// frozen values, and their result is frozen too. They run in a coroutine of
// their own under a budget of their own (a full step's), which the running
// step does not pay: a step costs the same whether the cache was filled by
// an earlier game or not, and the function itself, depending on nothing but
// frozen values and its argument, costs the same wherever it runs.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Pushes the message of the failed coroutine `co` onto L: its own when it
// is a string with a place, else "file:line: " of where co stopped and what
// happened.
void sbx_pushfailure(lua_State* L, lua_State* co, int status) {
  lua_Debug ar;
  int level = 0;
  for (; lua_getstack(co, level, &ar); ++level) {
    lua_getinfo(co, "Sl", &ar);
    if (ar.currentline > 0) break;
  }
  const bool placed = lua_getstack(co, level, &ar) != 0;
  if (placed) lua_getinfo(co, "Sl", &ar);
  if (status == LUA_YIELD) {
    lua_pushfstring(L, "%s:%d: coroutine.yield in a function that runs apart from the game",
                    placed ? ar.short_src : "?", placed ? ar.currentline : 0);
  } else if (status == LUA_ERRMEM || lua_type(co, -1) != LUA_TSTRING) {
    lua_pushfstring(L, "%s:%d: %s", placed ? ar.short_src : "?", placed ? ar.currentline : 0,
                    status == LUA_ERRMEM ? "not enough memory" : "error object is not a string");
  } else {
    lua_xmove(co, L, 1);
  }
}

}  // namespace

int sbx_isolated(lua_State* L, int nargs, const char* why, const char* label) {
  SandboxState* s = sbx_state(L);
  lua_State* co = lua_newthread(L);
  lua_insert(L, -(nargs + 2));
  lua_xmove(L, co, nargs + 1);
  const char* saved = s->no_game;
  const std::int64_t left = s->budget_left, start = s->budget_start;
  s->no_game = why;
  sbx_setbudget(co, s->limits.instructions_per_step);
  // Uncounted, the step clock runs on: it bounds this run and the step together.
  lua_State* outer = sbx_clockswap(s, co);
  int nres = 0;
  int status = lua_resume(co, L, nargs, &nres);
  sbx_clockswap(s, outer);
  s->no_game = saved;
  if (sbx_overran(co) && status == LUA_OK) status = LUA_ERRRUN;
  if (!s->killed) {  // the step's own budget goes on where it was
    s->budget_left = left;
    s->budget_start = start;
  }
  if (status != LUA_OK) {
    sbx_pushfailure(L, co, status);
    lua_remove(L, -2);  // the coroutine: dropped, never closed (see sbx_killed)
    return status == LUA_YIELD ? LUA_ERRRUN : status;
  }
  if (nres > 0) {
    lua_settop(co, 1);
    lua_xmove(co, L, 1);
  } else {
    lua_pushnil(L);
  }
  lua_remove(L, -2);
  status = sbx_freezevalue(L, -1, label);
  if (status != LUA_OK) lua_remove(L, -2);  // the value; the message stays
  return status;
}

}  // namespace tabula::lua
