// The environment scripts see: built once per state from an allow-list and
// kept in the registry behind a proxy, so that it can be frozen after loading.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Global assignments land here: they go to the hidden table until sbx_freeze.
int sbx_env_newindex(lua_State* L) {
  if (sbx_state(L)->frozen) {
    if (lua_type(L, 2) == LUA_TSTRING)
      return luaL_error(L, "globals are read-only after loading (assigning '%s')",
                        lua_tostring(L, 2));
    return luaL_error(L, "globals are read-only after loading (assigning a %s key)",
                      luaL_typename(L, 2));
  }
  sbx_pushinner(L, 1);
  lua_replace(L, 1);
  lua_rawset(L, 1);
  return 0;
}

// Sets env[name] to a read-only proxy of the library `open` builds.
void sbx_setlib(lua_State* L, int env, const char* name, void (*open)(lua_State*, int), int stock) {
  open(L, stock);
  sbx_pushreadonly(L, -1);
  lua_remove(L, -2);
  lua_setfield(L, env, name);
}

// The stock libraries the allow-list draws from, in stack order.
const luaL_Reg sbx_stocklibs[] = {{LUA_GNAME, luaopen_base},
                                  {LUA_COLIBNAME, luaopen_coroutine},
                                  {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_STRLIBNAME, luaopen_string},
                                  {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},
                                  {nullptr, nullptr}};

}  // namespace

int sbx_openenv(lua_State* L) {
  for (const luaL_Reg* lib = sbx_stocklibs; lib->name; ++lib)
    luaL_requiref(L, lib->name, lib->func, 0);  // stack 1..6
  lua_newtable(L);                              // 7: the hidden environment
  sbx_openbase(L, 7, 1);
  sbx_setlib(L, 7, LUA_COLIBNAME, sbx_opencoroutine, 2);
  sbx_setlib(L, 7, LUA_TABLIBNAME, sbx_opentable, 3);
  sbx_setlib(L, 7, LUA_STRLIBNAME, sbx_openstring, 4);
  sbx_setlib(L, 7, LUA_MATHLIBNAME, sbx_openmath, 5);
  sbx_setlib(L, 7, LUA_UTF8LIBNAME, sbx_openutf8, 6);
  lua_getfield(L, 7, LUA_STRLIBNAME);
  sbx_lockstrings(L, -1);
  lua_pop(L, 1);
  sbx_newproxy(L, 7, sbx_env_newindex);
  lua_pushvalue(L, -1);
  lua_setfield(L, 7, LUA_GNAME);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &sbx_key_env);
  return 0;
}

void sbx_pushcopy(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
}

void sbx_copylib(lua_State* L, int stock, const char* const* drop, const luaL_Reg* wrap) {
  sbx_pushcopy(L, stock);
  for (; drop && *drop; ++drop) {
    lua_pushnil(L);
    lua_setfield(L, -2, *drop);
  }
  for (; wrap && wrap->name; ++wrap) {
    lua_getfield(L, stock, wrap->name);
    lua_pushcclosure(L, wrap->func, 1);
    lua_setfield(L, -2, wrap->name);
  }
}

int sbx_callstock(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

void sbx_pushenv(lua_State* L) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &sbx_key_env);
}

int sbx_loadtext(lua_State* L, const char* text, std::size_t len, const char* chunkname) {
  // luaL_loadbufferx sets _ENV to the real globals: replace them at once.
  int status = luaL_loadbufferx(L, text, len, chunkname, "t");
  if (status != LUA_OK) return status;
  sbx_pushenv(L);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  return LUA_OK;
}

}  // namespace tabula::lua
