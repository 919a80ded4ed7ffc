// Freezing the loaded rules (see sbx_freeze in sandbox.hpp).
//
// A table is locked in place, so that every reference to it (upvalues,
// other tables, the registry) sees the locked table and reads it at full
// speed: its entries stay where they are, its metatable gains a __newindex
// that refuses new keys, and a copy of its entries (a mirror) lets
// sbx_checkfrozen find, after each game, an entry that was changed. Sealing
// (an empty proxy in front of a hidden table, so that every write raises at
// once) cost Magnastorm 4 to 5 % of its instructions, mostly lookups through
// __index; locking costs 3.6 %, the comparison (docs/performance.md).
//
// The walk is iterative (deep nesting cannot overflow the C stack) and
// keeps, for each value found, the value it was found in and how, to name
// the place of a coroutine kept from loading and of a changed entry.
#include <cstdio>
#include <cstring>
#include <initializer_list>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Stack slots of a freeze in progress (sbx_freeze_main).
enum {
  sbx_froots = 1,  // the values to freeze (a sequence)
  sbx_fseen,       // value -> the value it was found in (or true for a root)
  sbx_fhow,        // value -> how it was found there (for messages)
  sbx_fwork,       // values still to visit (a stack)
  sbx_ftables,     // tables to freeze, in the order found
  sbx_ffuncs,      // Lua functions found
  sbx_fslots       // the first free slot
};

// Metamethods the proxy metatable sets itself, or that are never copied
// (__gc, __mode and __close are refused by setmetatable anyway).
bool sbx_ownfield(const char* name) {
  static const char* const own[] = {"__index", "__newindex", "__len",   "__pairs", "__metatable",
                                    "__gc",    "__mode",     "__close", nullptr};
  for (const char* const* f = own; *f; ++f)
    if (std::strcmp(name, *f) == 0) return true;
  return false;
}

// Adds the value on top (popped) to the work list if it can hold state,
// noting where it was found: in `parent` (a stack index), as `how`.
void sbx_visit(lua_State* L, int parent, const char* how, lua_Integer* nwork) {
  const int t = lua_type(L, -1);
  if (t != LUA_TTABLE && t != LUA_TFUNCTION && t != LUA_TTHREAD && t != LUA_TUSERDATA) {
    lua_pop(L, 1);
    return;
  }
  lua_pushvalue(L, -1);
  if (lua_rawget(L, sbx_fseen) != LUA_TNIL) {
    lua_pop(L, 2);
    return;
  }
  lua_pop(L, 1);
  lua_pushvalue(L, -1);
  if (parent)
    lua_pushvalue(L, parent);
  else
    lua_pushboolean(L, 1);
  lua_rawset(L, sbx_fseen);
  lua_pushvalue(L, -1);
  lua_pushstring(L, how);
  lua_rawset(L, sbx_fhow);
  lua_rawseti(L, sbx_fwork, ++*nwork);
}

// Pushes a description of where the value at idx was found: the chain of
// fields and upvalues from a root ("global 'x'.plans (upvalue 'co')").
void sbx_pushplace(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_newtable(L);  // the parts, innermost first
  const int parts = lua_gettop(L);
  lua_pushvalue(L, idx);
  const int cur = parts + 1;
  int depth = 0;
  while (depth < 32) {
    lua_pushvalue(L, cur);
    lua_rawget(L, sbx_fhow);
    lua_rawseti(L, parts, ++depth);
    lua_pushvalue(L, cur);
    const int t = lua_rawget(L, sbx_fseen);  // the value it was found in, or true
    if (t == LUA_TBOOLEAN || t == LUA_TNIL) {
      lua_pop(L, 1);
      break;
    }
    lua_replace(L, cur);
  }
  lua_pop(L, 1);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (int i = depth; i >= 1; --i) {
    lua_rawgeti(L, parts, i);
    luaL_addvalue(&b);
  }
  luaL_pushresult(&b);
  lua_remove(L, parts);
}

[[noreturn]] void sbx_refuse(lua_State* L, int idx, const char* what) {
  sbx_pushplace(L, idx);
  lua_pushfstring(L,
                  "%s kept in %s after loading would carry its state from one game to the "
                  "next; make it inside a step, or keep its state in the game",
                  what, lua_tostring(L, -1));
  lua_error(L);
  __builtin_unreachable();
}

// Visits the entry on top (key, value) of the table at `table`: pops the
// value, leaves the key for lua_next. Labels: ".name", "[3]" or "[?]".
void sbx_visitentry(lua_State* L, int table, lua_Integer* nwork) {
  char how[96];
  if (lua_type(L, -2) == LUA_TSTRING)
    std::snprintf(how, sizeof how, ".%.80s", lua_tostring(L, -2));
  else if (lua_isinteger(L, -2))
    std::snprintf(how, sizeof how, "[%lld]", static_cast<long long>(lua_tointeger(L, -2)));
  else
    std::snprintf(how, sizeof how, "[?]");
  lua_pushvalue(L, -2);
  sbx_visit(L, table, "[key]", nwork);
  sbx_visit(L, table, how, nwork);
}

void sbx_visittable(lua_State* L, int t, lua_Integer* nwork) {
  if (sbx_pushinner(L, t)) {  // already read-only (a proxy, or frozen before)
    lua_pop(L, 1);
    return;
  }
  if (lua_rawgetp(L, t, &sbx_key_twin) != LUA_TNIL) {  // a twin: never seen by scripts
    lua_pop(L, 1);
    return;
  }
  lua_pop(L, 1);
  if (sbx_islocked(L, t)) return;  // frozen before
  lua_pushvalue(L, t);
  lua_rawseti(L, sbx_ftables, static_cast<lua_Integer>(lua_rawlen(L, sbx_ftables)) + 1);
  lua_pushnil(L);
  while (lua_next(L, t)) sbx_visitentry(L, t, nwork);
  if (lua_getmetatable(L, t)) sbx_visit(L, t, " (its metatable)", nwork);
}

void sbx_visitfunction(lua_State* L, int f, lua_Integer* nwork) {
  const bool is_c = lua_iscfunction(L, f);
  if (!is_c) {
    lua_pushvalue(L, f);
    lua_rawseti(L, sbx_ffuncs, static_cast<lua_Integer>(lua_rawlen(L, sbx_ffuncs)) + 1);
  }
  for (int i = 1;; ++i) {
    const char* name = lua_getupvalue(L, f, i);
    if (!name) break;
    const int t = lua_type(L, -1);
    if (is_c && (t == LUA_TTHREAD || t == LUA_TUSERDATA))
      sbx_refuse(L, f, "an iterator or coroutine.wrap function");
    char how[96];
    std::snprintf(how, sizeof how, " (upvalue '%.64s')", *name ? name : "?");
    sbx_visit(L, f, how, nwork);
  }
}

// Pushes the start of a locked table's metatable from its original
// metatable at m (false if none; a proxy's fields are read from its hidden
// table): every field of the original but those the lock sets itself, and
// __metatable (the original's, else the original itself, else "locked").
// Pushes the original's __index above it (nil if none).
void sbx_pushmeta(lua_State* L, int m) {
  lua_createtable(L, 0, 8);
  const int p = lua_gettop(L);
  if (!lua_istable(L, m)) {
    lua_pushstring(L, sbx_locked);
    lua_setfield(L, p, "__metatable");
    lua_pushnil(L);
    return;
  }
  if (!sbx_pushinner(L, m)) lua_pushvalue(L, m);
  const int fields = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, fields)) {
    if (lua_type(L, -2) == LUA_TSTRING && !sbx_ownfield(lua_tostring(L, -2))) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, p);
    } else {
      lua_pop(L, 1);
    }
  }
  for (const char* f : {"__len", "__pairs"}) {  // metamethods are looked up raw
    lua_pushstring(L, f);
    lua_rawget(L, fields);
    lua_setfield(L, p, f);
  }
  lua_pushliteral(L, "__metatable");
  if (lua_rawget(L, fields) == LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushvalue(L, m);  // getmetatable still gives the (locked) metatable
  }
  lua_setfield(L, p, "__metatable");
  lua_pushliteral(L, "__index");
  lua_rawget(L, fields);
  lua_remove(L, fields);
}

// Locks the table at t, keeping its entries where they are (reads cost
// nothing extra): a new key raises, and a copy of its entries goes to the
// mirrors that sbx_checkfrozen compares with after each game.
void sbx_lock(lua_State* L, int t) {
  if (!lua_getmetatable(L, t)) lua_pushboolean(L, 0);
  const int m = lua_gettop(L);
  sbx_pushmeta(L, m);
  const int p = m + 1;
  lua_setfield(L, p, "__index");  // the original's (a class), as it was
  lua_pushcfunction(L, sbx_readonly_newindex);
  lua_setfield(L, p, "__newindex");
  lua_pushboolean(L, 1);
  lua_rawsetp(L, p, &sbx_key_locked);
  sbx_pushplace(L, t);
  sbx_mirror(L, t);
  lua_setmetatable(L, t);
  lua_settop(L, m - 1);
}

void sbx_lockall(lua_State* L, int tables) {
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, tables));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, tables, i);
    sbx_lock(L, lua_gettop(L));
    lua_pop(L, 1);
  }
}

void sbx_walk(lua_State* L) {
  lua_Integer nwork = 0;
  const auto nroots = static_cast<lua_Integer>(lua_rawlen(L, sbx_froots));
  for (lua_Integer i = nroots; i >= 1; --i) {
    lua_rawgeti(L, sbx_froots, i);
    lua_rawgeti(L, sbx_froots, -i);  // its label, stored at -i
    const char* how = lua_tostring(L, -1);
    lua_pop(L, 1);  // the label stays alive in the roots table
    sbx_visit(L, 0, how ? how : "a value", &nwork);
  }
  while (nwork > 0) {
    lua_rawgeti(L, sbx_fwork, nwork);
    lua_pushnil(L);
    lua_rawseti(L, sbx_fwork, nwork--);
    const int v = lua_gettop(L);
    switch (lua_type(L, v)) {
      case LUA_TTABLE:
        sbx_visittable(L, v, &nwork);
        break;
      case LUA_TFUNCTION:
        sbx_visitfunction(L, v, &nwork);
        break;
      case LUA_TTHREAD:
        sbx_refuse(L, v, "a coroutine");
      default:
        sbx_refuse(L, v, "a userdata");
    }
    lua_settop(L, v - 1);
  }
}

// The protected body: arg 1 the roots (values at 1..n, their labels at -1..-n).
int sbx_freeze_main(lua_State* L) {
  lua_settop(L, sbx_froots);
  for (int i = sbx_fseen; i < sbx_fslots; ++i) lua_newtable(L);
  sbx_walk(L);
  sbx_watchfunctions(L, sbx_ffuncs);
  sbx_lockall(L, sbx_ftables);
  return 0;
}

// Freezes the roots table on top (popped).
int sbx_runfreeze(lua_State* L) {
  SandboxState* s = sbx_state(L);
  const bool over = s->allow_over;
  s->allow_over = true;  // host-side work: past the cap
  lua_pushcfunction(L, sbx_freeze_main);
  lua_insert(L, -2);
  const int status = lua_pcall(L, 1, 0, 0);
  s->allow_over = over;
  return status;
}

}  // namespace

int sbx_freeze(lua_State* L, int n) {
  SandboxState* s = sbx_state(L);
  const bool over = s->allow_over;
  s->allow_over = true;
  lua_createtable(L, n + 1, n + 1);
  lua_insert(L, -(2 * n + 1));
  const int roots = lua_gettop(L) - 2 * n;
  for (int i = n; i >= 1; --i) {
    lua_rawseti(L, roots, -i);  // its label
    lua_rawseti(L, roots, i);
  }
  // The globals: each under its name.
  const auto next = static_cast<lua_Integer>(n + 1);
  sbx_pushenv(L);
  sbx_pushinner(L, -1);
  lua_remove(L, -2);
  lua_Integer k = next;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) == LUA_TSTRING)
      lua_pushfstring(L, "global '%s'", lua_tostring(L, -2));
    else
      lua_pushliteral(L, "a global");
    lua_rawseti(L, -5, -k);
    lua_rawseti(L, -4, k++);
  }
  lua_pop(L, 1);
  s->allow_over = over;
  s->frozen = true;
  return sbx_runfreeze(L);
}

int sbx_freezevalue(lua_State* L, int idx, const char* label) {
  SandboxState* s = sbx_state(L);
  const bool over = s->allow_over;
  s->allow_over = true;
  lua_pushvalue(L, idx);
  lua_createtable(L, 1, 1);
  lua_insert(L, -2);
  lua_rawseti(L, -2, 1);
  lua_pushstring(L, label);
  lua_rawseti(L, -2, -1);
  s->allow_over = over;
  return sbx_runfreeze(L);
}

void sbx_pushtwin(lua_State* L, int idx, int inner) {
  idx = lua_absindex(L, idx);
  inner = lua_absindex(L, inner);
  lua_getmetatable(L, idx);
  if (lua_rawgetp(L, -1, &sbx_key_twin) == LUA_TTABLE) {
    lua_remove(L, -2);
    return;
  }
  lua_pop(L, 1);
  sbx_pushcopy(L, inner);
  const bool protectd = lua_getfield(L, -1, "__metatable") != LUA_TNIL;
  lua_pop(L, 1);
  if (!protectd) {
    lua_pushvalue(L, idx);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pushboolean(L, !protectd);  // may setmetatable replace it?
  lua_rawsetp(L, -2, &sbx_key_twin);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, -3, &sbx_key_twin);  // cached in the proxy metatable
  lua_remove(L, -2);
}

}  // namespace tabula::lua
