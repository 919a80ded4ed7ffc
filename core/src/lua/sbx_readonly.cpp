// Proxies: an empty table whose locked metatable reads from a hidden table.
// Used for read-only data and libraries, and for the environment itself.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

int sbx_readonly_newindex(lua_State* L) {
  return luaL_error(L, "attempt to modify read-only table");
}

int sbx_proxy_len(lua_State* L) {
  luaL_argcheck(L, sbx_pushinner(L, 1), 1, "proxy expected");
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, -1)));
  return 1;
}

int sbx_proxy_pairs(lua_State* L) {
  luaL_argcheck(L, sbx_pushinner(L, 1), 1, "proxy expected");
  sbx_pushpairs(L, -1, "pairs");
  lua_pushvalue(L, 1);
  lua_replace(L, -3);  // the loop state: never hand out the hidden table
  return 3;
}

namespace {

// Stack slots of the copy in progress (sbx_readonly_main).
enum { sbx_rsource = 1, sbx_rseen, sbx_rpending };

// Pushes the read-only proxy of the table at `src`. `seen` maps the tables
// already proxied to their proxies, so shared and cyclic tables stay so; a
// new proxy is empty and its source goes to the `pending` list to be copied.
void sbx_proxyfor(lua_State* L, int src, lua_Integer* npending) {
  if (sbx_pushinner(L, src)) {  // already a proxy
    lua_pop(L, 1);
    lua_pushvalue(L, src);
    return;
  }
  lua_pushvalue(L, src);
  if (lua_rawget(L, sbx_rseen) != LUA_TNIL) return;
  lua_pop(L, 1);
  lua_createtable(L, static_cast<int>(lua_rawlen(L, src)), 0);
  sbx_newproxy(L, -1, sbx_readonly_newindex);
  lua_remove(L, -2);
  lua_pushvalue(L, src);
  lua_pushvalue(L, -2);
  lua_rawset(L, sbx_rseen);
  lua_pushvalue(L, src);
  lua_rawseti(L, sbx_rpending, ++*npending);
}

// Copies the entries of the table at `src` into the hidden table of its
// proxy, with tables replaced by their proxies.
void sbx_fillproxy(lua_State* L, int src, lua_Integer* npending) {
  lua_pushvalue(L, src);
  lua_rawget(L, sbx_rseen);
  sbx_pushinner(L, -1);
  int inner = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, src)) {
    if (lua_type(L, -1) == LUA_TTABLE) {
      sbx_proxyfor(L, lua_gettop(L), npending);
      lua_remove(L, -2);
    }
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, inner);
  }
  lua_pop(L, 2);
}

// Iterative, so that deep nesting cannot overflow the C stack.
int sbx_readonly_main(lua_State* L) {
  luaL_checktype(L, sbx_rsource, LUA_TTABLE);
  lua_settop(L, sbx_rsource);
  lua_newtable(L);
  lua_newtable(L);
  lua_Integer npending = 0;
  sbx_proxyfor(L, sbx_rsource, &npending);
  while (npending > 0) {
    lua_rawgeti(L, sbx_rpending, npending);
    lua_pushnil(L);
    lua_rawseti(L, sbx_rpending, npending--);
    sbx_fillproxy(L, lua_gettop(L), &npending);
    lua_pop(L, 1);
  }
  return 1;
}

}  // namespace

void sbx_newproxy(lua_State* L, int inner, lua_CFunction newindex) {
  inner = lua_absindex(L, inner);
  lua_newtable(L);
  lua_createtable(L, 0, 6);
  lua_pushvalue(L, inner);
  lua_setfield(L, -2, "__index");  // reads go straight to the hidden table
  lua_pushvalue(L, inner);
  lua_rawsetp(L, -2, &sbx_key_ours);
  lua_pushcfunction(L, newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushcfunction(L, sbx_proxy_len);
  lua_setfield(L, -2, "__len");
  lua_pushcfunction(L, sbx_proxy_pairs);
  lua_setfield(L, -2, "__pairs");
  lua_pushstring(L, sbx_locked);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

bool sbx_pushinner(lua_State* L, int idx) {
  if (!lua_getmetatable(L, idx)) return false;
  if (lua_rawgetp(L, -1, &sbx_key_ours) == LUA_TNIL) {
    lua_pop(L, 2);
    return false;
  }
  lua_remove(L, -2);
  return true;
}

bool sbx_islocked(lua_State* L, int idx) {
  if (!lua_getmetatable(L, idx)) return false;
  const bool locked = lua_rawgetp(L, -1, &sbx_key_locked) != LUA_TNIL;
  lua_pop(L, 2);
  return locked;
}

bool sbx_unwrap(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (!sbx_pushinner(L, idx)) return false;
  lua_replace(L, idx);
  return true;
}

int sbx_rawfield(lua_State* L, int idx, const char* key) {
  idx = lua_absindex(L, idx);
  const bool inner = sbx_pushinner(L, idx);
  lua_pushstring(L, key);
  const int t = lua_rawget(L, inner ? -2 : idx);
  if (inner) lua_remove(L, -2);
  return t;
}

void sbx_pushreadonly(lua_State* L, int idx) {
  // A host-side call: past the cap, so only a failing malloc can raise here.
  SandboxState* s = sbx_state(L);
  bool over = s->allow_over;
  s->allow_over = true;
  idx = lua_absindex(L, idx);
  lua_pushcfunction(L, sbx_readonly_main);
  lua_pushvalue(L, idx);
  int status = lua_pcall(L, 1, 1, 0);
  s->allow_over = over;
  if (status != LUA_OK) lua_error(L);
}

}  // namespace tabula::lua
