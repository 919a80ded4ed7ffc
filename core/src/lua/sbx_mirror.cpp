// The mirrors of the locked tables, and the check after each game that finds
// a changed entry (sbx_checkfrozen in sandbox.hpp).
//
// The check runs after every game over every entry of the loaded rules
// (Magnastorm: about 2,200 tables and 9,700 entries), so its layout is made
// for the fewest calls: one flat list {table, n, key, value, ... (n pairs),
// table, n, ...}, and the places, only needed for a message, in a list of
// their own. (A Lua loop over the same entries costs more: each VM
// instruction of this Lua build costs about as much as an API call.)
#include <cmath>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

char sbx_key_flat = 0;    // registry: the flat list of mirrors
char sbx_key_places = 0;  // registry: the place of each locked table, in order

// Whether the values at a and b are the same, a NaN being the same as a NaN
// (a NaN kept in a table is not a change).
bool sbx_same(lua_State* L, int a, int b) {
  if (lua_rawequal(L, a, b)) return true;
  return lua_type(L, a) == LUA_TNUMBER && lua_type(L, b) == LUA_TNUMBER &&
         std::isnan(lua_tonumber(L, a)) && std::isnan(lua_tonumber(L, b));
}

// Pushes "field 'k'", "field [3]" or "a field" for the key at idx.
void sbx_pushfield(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TSTRING)
    lua_pushfstring(L, "field '%s'", lua_tostring(L, idx));
  else if (lua_isinteger(L, idx))
    lua_pushfstring(L, "field [%I]", lua_tointeger(L, idx));
  else
    lua_pushliteral(L, "a field");
}

// The first change found: which table (from 1, in locking order) and where
// its key is in the flat list.
struct Change {
  lua_Integer table = 0, key = 0;
};

// Compares the table at t with its n entries that start at `from` in the flat
// list; puts back what changed and notes the first change in `first`.
void sbx_restore(lua_State* L, int flat, int t, lua_Integer from, lua_Integer n,
                 lua_Integer ordinal, Change& first) {
  const lua_Integer end = from + 2 * n;
  for (lua_Integer j = from; j < end; j += 2) {
    lua_rawgeti(L, flat, j);
    lua_rawget(L, t);
    lua_rawgeti(L, flat, j + 1);
    if (!sbx_same(L, -1, -2)) {
      lua_rawgeti(L, flat, j);
      lua_insert(L, -2);
      lua_rawset(L, t);  // the locked value again
      if (first.table == 0) first = {ordinal, j};
    }
    lua_settop(L, t);
  }
}

// Pushes the message for the change.
void sbx_pushchange(lua_State* L, int flat, const Change& change) {
  sbx_pushregistrytable(L, &sbx_key_places);
  lua_rawgeti(L, -1, change.table);
  lua_rawgeti(L, flat, change.key);
  sbx_pushfield(L, -1);
  lua_pushfstring(L,
                  "%s was changed during a game (%s): module tables and game:memo results "
                  "are shared by every game and read-only (the change is undone)",
                  lua_tostring(L, -3), lua_tostring(L, -1));
  lua_replace(L, -5);
  lua_pop(L, 3);
}

}  // namespace

void sbx_mirror(lua_State* L, int t) {
  t = lua_absindex(L, t);
  sbx_pushregistrytable(L, &sbx_key_places);
  lua_insert(L, -2);
  lua_rawseti(L, -2, static_cast<lua_Integer>(lua_rawlen(L, -2)) + 1);
  lua_pop(L, 1);
  sbx_pushregistrytable(L, &sbx_key_flat);
  const int flat = lua_gettop(L);
  const auto at = static_cast<lua_Integer>(lua_rawlen(L, flat));
  lua_pushvalue(L, t);
  lua_rawseti(L, flat, at + 1);
  lua_pushinteger(L, 0);  // a placeholder, so that the list stays a sequence
  lua_rawseti(L, flat, at + 2);
  lua_Integer j = at + 2;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_rawseti(L, flat, ++j);
    lua_rawseti(L, flat, ++j);
  }
  lua_pushinteger(L, (j - at - 2) / 2);
  lua_rawseti(L, flat, at + 2);
  lua_pop(L, 1);
  sbx_state(L)->locked = true;
}

bool sbx_checkfrozen(lua_State* L) {
  SandboxState* s = sbx_state(L);
  s->unchecked = false;
  if (!s->locked) return true;
  const int top = lua_gettop(L);
  sbx_pushregistrytable(L, &sbx_key_flat);
  const int flat = top + 1;
  const auto len = static_cast<lua_Integer>(lua_rawlen(L, flat));
  Change first;
  lua_Integer ordinal = 0;
  for (lua_Integer i = 1; i < len;) {
    lua_rawgeti(L, flat, i);
    lua_rawgeti(L, flat, i + 1);
    const lua_Integer n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    sbx_restore(L, flat, flat + 1, i + 2, n, ++ordinal, first);
    lua_pop(L, 1);
    i += 2 + 2 * n;
  }
  if (first.table == 0) {
    lua_settop(L, top);
    return true;
  }
  sbx_pushchange(L, flat, first);
  lua_replace(L, top + 1);
  lua_settop(L, top + 1);
  return false;
}

}  // namespace tabula::lua
