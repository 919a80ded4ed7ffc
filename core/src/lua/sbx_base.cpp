// The base functions of the sandbox: the stock ones on the allow-list plus
// replacements for those that leak addresses, load binary chunks, reach the
// real globals or set dangerous metatables.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

int sbx_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  sbx_tolstring(L, 1);
  return 1;
}

// Routed to the host; never part of the game.
int sbx_print(lua_State* L) {
  int n = lua_gettop(L);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (int i = 1; i <= n; i++) {
    if (i > 1) luaL_addchar(&b, '\t');
    sbx_tolstring(L, i);
    luaL_addvalue(&b);
  }
  luaL_pushresult(&b);
  sbx_chargebytes(L, static_cast<double>(lua_rawlen(L, -1)));
  SandboxState* s = sbx_state(L);
  if (s->hooks.print) s->hooks.print(s->hooks.user, lua_tostring(L, -1));
  return 0;
}

// load(text [, chunkname]): text only, always the sandbox environment.
int sbx_load(lua_State* L) {
  std::size_t len = 0;
  const char* text = luaL_checklstring(L, 1, &len);
  const char* name = luaL_optstring(L, 2, "=(load)");
  sbx_charge(L, static_cast<double>(len));  // parsing runs in C, a few instructions' work per byte
  if (sbx_loadtext(L, text, len, name) == LUA_OK) return 1;
  lua_pushnil(L);
  lua_insert(L, -2);
  return 2;  // nil, message
}

// __gc and __close run at times scripts do not control (and a chain of
// coroutine.close through __close crashes Lua 5.4.4); __mode makes tables
// depend on when the collector runs.
void sbx_checkmeta(lua_State* L, int mt) {
  static const char* const banned[] = {"__gc", "__close", "__mode", nullptr};
  for (const char* const* field = banned; *field; ++field) {
    lua_pushstring(L, *field);
    if (lua_rawget(L, mt) != LUA_TNIL)
      luaL_argerror(L, 2, lua_pushfstring(L, "metatable with %s is not allowed", *field));
    lua_pop(L, 1);
  }
}

// Whether the metatable of the table at idx may be replaced: it has no
// __metatable, or it is a twin made for an unprotected frozen table.
bool sbx_replaceable(lua_State* L, int idx) {
  if (!lua_getmetatable(L, idx)) return true;
  bool ok = false;
  if (lua_rawgetp(L, -1, &sbx_key_twin) != LUA_TNIL) {
    ok = lua_toboolean(L, -1);
  } else {
    lua_pushliteral(L, "__metatable");
    ok = lua_rawget(L, -3) == LUA_TNIL;
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return ok;
}

// A frozen table used as a metatable is empty (its entries are hidden), so
// objects get its twin: the same fields, raw, for the VM to find.
int sbx_setmetatable(lua_State* L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  lua_settop(L, 2);
  if (t == LUA_TTABLE && sbx_pushinner(L, 2)) {
    sbx_pushtwin(L, 2, 3);
    lua_replace(L, 2);
    lua_settop(L, 2);
  }
  if (t == LUA_TTABLE) sbx_checkmeta(L, 2);
  if (!sbx_replaceable(L, 1)) return luaL_error(L, "cannot change a protected metatable");
  lua_setmetatable(L, 1);
  return 1;
}

// rawget and rawlen read a read-only table's entries, which are hidden.
int sbx_rawget(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  lua_settop(L, 2);
  if (sbx_pushinner(L, 1)) lua_replace(L, 1);
  lua_rawget(L, 1);
  return 1;
}

int sbx_rawlen(lua_State* L) {
  const int t = lua_type(L, 1);
  luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
  if (t == LUA_TTABLE && sbx_pushinner(L, 1)) lua_replace(L, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, 1)));
  return 1;
}

// A raw write into a proxy would add a key the proxy then shows.
int sbx_rawset(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  luaL_checkany(L, 3);
  if (sbx_islocked(L, 1) || sbx_pushinner(L, 1)) return luaL_argerror(L, 1, "table is read-only");
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 1;
}

// tonumber(s [, base]) reads every byte of a string.
int sbx_tonumber(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) sbx_chargebytes(L, static_cast<double>(lua_rawlen(L, 1)));
  return sbx_callstock(L);
}

// Two long strings of the same length are compared byte by byte.
int sbx_rawequal(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING && lua_type(L, 2) == LUA_TSTRING &&
      lua_rawlen(L, 1) == lua_rawlen(L, 2))
    sbx_chargebytes(L, static_cast<double>(lua_rawlen(L, 1)));
  return sbx_callstock(L);
}

// Lua runs a message handler before unwinding, and for an error raised in
// the budget hook it runs it with hooks disabled: a looping handler would run
// forever. Once the budget is spent the handler is skipped.
int sbx_msgh(lua_State* L) {
  if (sbx_state(L)->killed) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

// As in lbaselib: results after the leading true, or false and the error.
int sbx_finishpcall(lua_State* L, int status, lua_KContext extra) {
  if (status != LUA_OK && status != LUA_YIELD) {
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - static_cast<int>(extra);
}

// xpcall(f, msgh, ...) as in lbaselib (yields pass through), with msgh
// behind sbx_msgh.
int sbx_xpcall(lua_State* L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);  // true, f, then the arguments
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, sbx_msgh, 1);
  lua_replace(L, 2);
  int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, sbx_finishpcall);
  return sbx_finishpcall(L, status, 2);
}

const luaL_Reg sbx_basefuncs[] = {{"load", sbx_load},         {"next", sbx_next},
                                  {"pairs", sbx_pairs},       {"print", sbx_print},
                                  {"rawget", sbx_rawget},     {"rawlen", sbx_rawlen},
                                  {"rawset", sbx_rawset},     {"setmetatable", sbx_setmetatable},
                                  {"tostring", sbx_tostring}, {"xpcall", sbx_xpcall},
                                  {nullptr, nullptr}};

const char* const sbx_stockbase[] = {"assert", "error", "getmetatable", "ipairs", "pcall",
                                     "select", "type",  "_VERSION",     nullptr};

// Stock functions wrapped to charge their work (upvalue: the stock function).
const luaL_Reg sbx_chargedbase[] = {
    {"rawequal", sbx_rawequal}, {"tonumber", sbx_tonumber}, {nullptr, nullptr}};

// Text for values that have no text of their own: the type, never an address.
void sbx_pushtypename(lua_State* L, int idx) {
  int name = luaL_getmetafield(L, idx, "__name");  // pushes nothing if absent
  if (name == LUA_TSTRING) return;
  if (name != LUA_TNIL) lua_pop(L, 1);
  if (lua_iscfunction(L, idx))
    lua_pushliteral(L, "function: builtin");
  else
    lua_pushstring(L, luaL_typename(L, idx));
}

}  // namespace

void sbx_tolstring(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (luaL_callmeta(L, idx, "__tostring")) {
    if (!lua_isstring(L, -1)) luaL_error(L, "'__tostring' must return a string");
    lua_tostring(L, -1);  // a number becomes its text, as in stock Lua
    return;
  }
  switch (lua_type(L, idx)) {
    case LUA_TNIL:
    case LUA_TBOOLEAN:
    case LUA_TNUMBER:
    case LUA_TSTRING:
      luaL_tolstring(L, idx, nullptr);
      return;
    default:
      sbx_pushtypename(L, idx);
  }
}

void sbx_openbase(lua_State* L, int env, int globals) {
  for (const char* const* name = sbx_stockbase; *name; ++name) {
    lua_getfield(L, globals, *name);
    lua_setfield(L, env, *name);
  }
  for (const luaL_Reg* f = sbx_chargedbase; f->name; ++f) {
    lua_getfield(L, globals, f->name);
    lua_pushcclosure(L, f->func, 1);
    lua_setfield(L, env, f->name);
  }
  lua_pushvalue(L, env);
  luaL_setfuncs(L, sbx_basefuncs, 0);
  lua_pop(L, 1);
}

}  // namespace tabula::lua
