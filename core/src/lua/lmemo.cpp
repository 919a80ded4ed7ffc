// game:memo(key, fn): the one cache rules may keep between games.
//
// fn(key, players) runs once per key and number of seats in a Lua state,
// apart from any game (sbx_isolated: no game, no randomness, only frozen
// module-level values, a budget of its own), and what it returns is frozen
// (locked: read at full speed, changes found after each game); later calls
// with the same key and function return the same value. So a result depends
// only on the key, the number of seats and the loaded rules, and a step costs
// the same whether an earlier game filled the cache or not.
//
// The common case, a hit, runs in Lua (a few table reads, no C call): rules
// call game:memo in their inner loops. The cache tables of the game's number
// of seats are the fast path's upvalues, swapped when the host is bound to a
// game (lmemo_select).
#include <cmath>
#include <cstring>
#include <initializer_list>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

char lmemo_fast = 0;    // registry key: the fast path (a Lua closure)
char lmemo_tables = 0;  // registry key: seats -> { values, makers }

const char* const kMemoWhy = "in game:memo's function (its result is shared by every game)";

// Upvalues of the fast path, in the order its body first names them.
enum { lmemo_up_values = 1, lmemo_up_makers = 2 };

const char kFastPath[] =
    "local values, makers, slow = ...\n"
    "return function(game, key, fn)\n"
    "  local v = values[key]\n"
    "  if v ~= nil and makers[key] == fn then return v end\n"
    "  return slow(game, key, fn)\n"
    "end\n";

// A key that means the same in every game: a string, a boolean or a number.
void lmemo_checkkey(lua_State* L, int idx) {
  const int t = lua_type(L, idx);
  const bool number = t == LUA_TNUMBER && !std::isnan(lua_tonumber(L, idx));
  if (t != LUA_TSTRING && t != LUA_TBOOLEAN && !number)
    luaL_typeerror(L, idx, "string, number or boolean");
}

// The function may read only frozen values: its upvalues must be
// module-level variables that no code assigns.
void lmemo_checkfunction(lua_State* L, int idx) {
  luaL_checktype(L, idx, LUA_TFUNCTION);
  const char* name = nullptr;
  if (lua_iscfunction(L, idx)) luaL_argerror(L, idx, "a Lua function expected");
  if (!sbx_frozenfunction(L, idx, &name))
    luaL_argerror(L, idx,
                  lua_pushfstring(L,
                                  "the function uses '%s', which is not a module-level value "
                                  "frozen after loading: its result could depend on the game",
                                  name));
}

// Pushes the fast path's current cache table `up` (values or makers).
void lmemo_pushcache(lua_State* L, int up) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &lmemo_fast);
  lua_getupvalue(L, -1, up);
  lua_remove(L, -2);
}

// game:memo when the fast path missed: checks, computes, stores.
int lmemo_slow(lua_State* L) {
  const int players = largs_state(L).seat_count();
  lmemo_checkkey(L, 2);
  lmemo_checkfunction(L, 3);
  lua_settop(L, 3);
  lua_pushvalue(L, 3);
  lua_pushvalue(L, 2);
  lua_pushinteger(L, players);
  luaL_tolstring(L, 2, nullptr);
  const char* label = lua_pushfstring(L, "game:memo(%s)", lua_tostring(L, -1));
  lua_rotate(L, 4, 2);  // the label below the function: kept alive
  const int status = sbx_isolated(L, 2, kMemoWhy, label);
  largs_charge(L, 0);  // raises if its budget ran out
  if (status != LUA_OK) return lua_error(L);
  const int value = lua_gettop(L);
  lmemo_pushcache(L, lmemo_up_values);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, value);
  lua_rawset(L, -3);
  lmemo_pushcache(L, lmemo_up_makers);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, 3);
  lua_rawset(L, -3);
  lua_settop(L, value);
  return 1;
}

}  // namespace

void lmemo_open(lua_State* L) {
  const int methods = lua_gettop(L);
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &lmemo_tables);
  if (sbx_loadtext(L, kFastPath, std::strlen(kFastPath), "=game:memo") != LUA_OK)
    lua_error(L);  // our own text: cannot fail but for memory
  lua_newtable(L);
  lua_newtable(L);
  lua_pushcfunction(L, lmemo_slow);
  largs_guard(L);
  lua_call(L, 3, 1);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &lmemo_fast);
  lua_setfield(L, methods, "memo");
}

void lmemo_select(lua_State* L, int players) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &lmemo_tables);
  if (lua_rawgeti(L, -1, players) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 2, 0);
    lua_newtable(L);
    lua_rawseti(L, -2, lmemo_up_values);
    lua_newtable(L);
    lua_rawseti(L, -2, lmemo_up_makers);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, players);
  }
  lua_rawgetp(L, LUA_REGISTRYINDEX, &lmemo_fast);
  for (int up : {lmemo_up_values, lmemo_up_makers}) {
    lua_rawgeti(L, -2, up);
    lua_setupvalue(L, -2, up);
  }
  lua_pop(L, 3);
}

void lmemo_clear(lua_State* L) {
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &lmemo_tables);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &lmemo_fast);
  for (int up : {lmemo_up_values, lmemo_up_makers}) {
    lua_newtable(L);  // until the host selects the tables of the next game
    lua_setupvalue(L, -2, up);
  }
  lua_pop(L, 1);
}

}  // namespace tabula::lua
