// The upvalues of frozen functions. Lua cannot make a variable read-only,
// so instead every upvalue cell of a function kept after loading is
// recorded (sbx_key_cells: cell id -> 1, or 2 when watched), and the cells
// that some code may still assign (sbx_bytecode.cpp) are watched: after each
// script call the host compares them with their frozen values
// (sbx_checkupvalues), reports a change with the file, the line that
// assigns and the variable's name, and puts the frozen value back. Modules
// that never assign a module-level variable after loading have nothing to
// watch, so the check costs nothing per step.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

void sbx_pushregistrytable(lua_State* L, const void* key) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

namespace {

enum { sbx_cell_frozen = 1, sbx_cell_watched = 2 };

// Pushes the message for upvalue `name` of the function at f, assigned at `line`.
void sbx_pushchanged(lua_State* L, int f, const char* name, int line) {
  lua_Debug ar;
  lua_pushvalue(L, f);
  lua_getinfo(L, ">S", &ar);
  lua_pushfstring(L,
                  "%s:%d: module-level variable '%s' was changed during a game: module state "
                  "must not outlive a game (keep it in the game, or cache with game:memo)",
                  ar.short_src, line, name);
}

// Watches upvalue n of the function at f: {f, n, frozen value, message}.
void sbx_watch(lua_State* L, int f, int n, const char* name, int line, int list) {
  lua_createtable(L, 4, 0);
  lua_pushvalue(L, f);
  lua_rawseti(L, -2, 1);
  lua_pushinteger(L, n);
  lua_rawseti(L, -2, 2);
  lua_getupvalue(L, f, n);
  lua_rawseti(L, -2, 3);
  sbx_pushchanged(L, f, name, line);
  lua_rawseti(L, -2, 4);
  lua_rawseti(L, list, static_cast<lua_Integer>(lua_rawlen(L, list)) + 1);
  sbx_state(L)->watched++;
}

// Records the cells of the function at f.
void sbx_recordcells(lua_State* L, int f, int cells, int list) {
  int lines[256];
  const int known = sbx_assignedupvalues(L, f, lines);
  for (int i = 1;; ++i) {
    const char* name = lua_getupvalue(L, f, i);
    if (!name) break;
    lua_pop(L, 1);
    // Unreadable bytecode: any upvalue may be assigned.
    const int line = known < 0 ? -1 : i <= 256 ? lines[i - 1] : -1;
    lua_pushlightuserdata(L, lua_upvalueid(L, f, i));
    const bool seen = lua_rawget(L, cells) != LUA_TNIL;
    lua_pop(L, 1);
    if (seen) continue;
    lua_pushlightuserdata(L, lua_upvalueid(L, f, i));
    lua_pushinteger(L, line != 0 ? sbx_cell_watched : sbx_cell_frozen);
    lua_rawset(L, cells);
    if (line != 0) sbx_watch(L, f, i, *name ? name : "?", line < 0 ? 0 : line, list);
  }
}

}  // namespace

void sbx_watchfunctions(lua_State* L, int funcs) {
  funcs = lua_absindex(L, funcs);
  sbx_pushregistrytable(L, &sbx_key_cells);
  const int cells = lua_gettop(L);
  sbx_pushregistrytable(L, &sbx_key_watch);
  const int list = cells + 1;
  sbx_pushregistrytable(L, &sbx_key_funcs);
  const int done = cells + 2;
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, funcs));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, funcs, i);
    const int f = lua_gettop(L);
    lua_pushvalue(L, f);
    if (lua_rawget(L, done) == LUA_TNIL) {
      lua_pushvalue(L, f);
      lua_pushboolean(L, 1);
      lua_rawset(L, done);
      sbx_recordcells(L, f, cells, list);
    }
    lua_settop(L, f - 1);
  }
  lua_pop(L, 3);
}

bool sbx_checkupvalues(lua_State* L) {
  if (sbx_state(L)->watched == 0) return true;
  const int top = lua_gettop(L);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &sbx_key_watch);
  const int list = top + 1;
  int first = 0;  // the first changed entry
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, list));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, list, i);
    const int entry = lua_gettop(L);
    lua_rawgeti(L, entry, 1);
    lua_rawgeti(L, entry, 2);
    const int f = entry + 1;
    const auto up = static_cast<int>(lua_tointeger(L, -1));
    lua_getupvalue(L, f, up);
    lua_rawgeti(L, entry, 3);
    if (!lua_rawequal(L, -1, -2)) {
      lua_setupvalue(L, f, up);  // back to the frozen value
      if (first == 0) first = static_cast<int>(i);
    }
    lua_settop(L, entry - 1);
  }
  if (first == 0) {
    lua_settop(L, top);
    return true;
  }
  lua_rawgeti(L, list, first);
  lua_rawgeti(L, -1, 4);
  lua_replace(L, top + 1);
  lua_settop(L, top + 1);
  return false;
}

bool sbx_frozenfunction(lua_State* L, int idx, const char** name) {
  idx = lua_absindex(L, idx);
  *name = "?";
  if (lua_iscfunction(L, idx)) return false;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &sbx_key_cells);
  const int cells = lua_gettop(L);
  bool frozen = true;
  for (int i = 1; frozen; ++i) {
    const char* up = lua_getupvalue(L, idx, i);
    if (!up) break;
    lua_pop(L, 1);
    lua_pushlightuserdata(L, lua_upvalueid(L, idx, i));
    frozen = lua_istable(L, cells) && lua_rawget(L, cells) == LUA_TNUMBER &&
             lua_tointeger(L, -1) == sbx_cell_frozen;
    lua_pop(L, 1);  // the cell's mark (or its id, with no cells table)
    if (!frozen) *name = *up ? up : "?";
  }
  lua_settop(L, cells - 1);
  return frozen;
}

}  // namespace tabula::lua
