// Deterministic iteration. Stock next() follows hash order, and string hashes
// are seeded per state, so pairs() would visit keys in a different order in
// every run. Here keys are visited sorted: numbers ascending, then strings in
// byte order, then false and true. Other key types hash by address and are
// refused.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Instructions charged per key (pairs: per key and comparison level) for the
// work done in C, measured against the time of an average instruction.
constexpr double sbx_pairs_cost = 4;
constexpr double sbx_next_cost = 16;

enum SbxKind { sbx_knumber, sbx_kstring, sbx_kboolean };

// A key as the comparison needs it. `s` stays valid while the key is
// referenced from the Lua stack or a table.
struct SbxKey {
  int kind;
  int isint;
  lua_Integer i;  // integer keys and booleans
  lua_Number n;   // float keys
  const char* s;
  std::size_t len;
  std::uint64_t prefix;  // the first 8 bytes, big-endian: most comparisons stop here
  lua_Integer slot;      // position in the table of keys (pairs)
};

std::uint64_t sbx_prefix(const char* s, std::size_t len) {
  std::uint64_t prefix = 0;
  for (std::size_t i = 0; i < 8; i++)
    prefix = prefix << 8 | (i < len ? static_cast<unsigned char>(s[i]) : 0u);
  return prefix;
}

// Reads the key at idx; false for a type without a deterministic order.
bool sbx_readkey(lua_State* L, int idx, SbxKey* k) {
  k->isint = 0;
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
      k->kind = sbx_knumber;
      k->isint = lua_isinteger(L, idx);
      if (k->isint) k->i = lua_tointeger(L, idx);
      k->n = lua_tonumber(L, idx);
      return k->isint || !std::isnan(k->n);
    case LUA_TSTRING:
      k->kind = sbx_kstring;
      k->s = lua_tolstring(L, idx, &k->len);
      k->prefix = sbx_prefix(k->s, k->len);
      return true;
    case LUA_TBOOLEAN:
      k->kind = sbx_kboolean;
      k->i = lua_toboolean(L, idx);
      return true;
    default:
      return false;
  }
}

template <typename T>
int sbx_cmp3(T a, T b) {
  return (a > b) - (a < b);
}

// Exact comparison of an integer with a float that is not NaN.
int sbx_intfloatcmp(lua_Integer i, lua_Number f) {
  if (f >= 0x1p63) return -1;
  if (f < -0x1p63) return 1;
  lua_Number fl = std::floor(f);
  auto fi = static_cast<lua_Integer>(fl);
  if (i != fi) return sbx_cmp3(i, fi);
  return fl == f ? 0 : -1;
}

int sbx_numcmp(const SbxKey* a, const SbxKey* b) {
  if (a->isint && b->isint) return sbx_cmp3(a->i, b->i);
  if (!a->isint && !b->isint) return sbx_cmp3(a->n, b->n);
  if (a->isint) return sbx_intfloatcmp(a->i, b->n);
  return -sbx_intfloatcmp(b->i, a->n);
}

int sbx_strcmp(const SbxKey* a, const SbxKey* b) {
  if (a->prefix != b->prefix) return sbx_cmp3(a->prefix, b->prefix);
  std::size_t n = a->len < b->len ? a->len : b->len;
  int c = std::memcmp(a->s, b->s, n);
  return c ? c : sbx_cmp3(a->len, b->len);
}

int sbx_keycmp(const SbxKey* a, const SbxKey* b) {
  if (a->kind != b->kind) return sbx_cmp3(a->kind, b->kind);
  if (a->kind == sbx_knumber) return sbx_numcmp(a, b);
  if (a->kind == sbx_kstring) return sbx_strcmp(a, b);
  return sbx_cmp3(a->i, b->i);
}

int sbx_keyqcmp(const void* a, const void* b) {
  return sbx_keycmp(static_cast<const SbxKey*>(a), static_cast<const SbxKey*>(b));
}

int sbx_badkey(lua_State* L, const char* fname, int idx) {
  return luaL_error(L, "%s: table has a key of type %s; iteration order would not be deterministic",
                    fname, luaL_typename(L, idx));
}

// Pushes a sequence of the keys of the table at t (checking their types) and
// returns how many there are.
lua_Integer sbx_collectkeys(lua_State* L, int t, const char* fname) {
  lua_Integer n = 0;
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    int type = lua_type(L, -1);
    if (type != LUA_TNUMBER && type != LUA_TSTRING && type != LUA_TBOOLEAN)
      sbx_badkey(L, fname, -1);  // a number key is never NaN
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, ++n);
  }
  return n;
}

// Upvalues: 1 the table, 2 its keys, 3 the keys' order (SbxKey array),
// 4 how many keys were visited.
int sbx_pairs_step(lua_State* L) {
  auto* order = static_cast<const SbxKey*>(lua_touserdata(L, lua_upvalueindex(3)));
  auto n = static_cast<lua_Integer>(lua_rawlen(L, lua_upvalueindex(3)) / sizeof(SbxKey));
  lua_Integer pos = lua_tointeger(L, lua_upvalueindex(4));
  int found = 0;
  while (!found && pos < n) {
    lua_rawgeti(L, lua_upvalueindex(2), order[pos++].slot);
    lua_pushvalue(L, -1);
    found = lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL;
    if (!found) lua_pop(L, 2);  // the entry was removed during the loop
  }
  lua_pushinteger(L, pos);
  lua_replace(L, lua_upvalueindex(4));
  return found ? 2 : 0;
}

// Sets `best` (and stack slots 3, 4) to the smallest entry of the table at 1
// greater than `cur` (any entry if cur is null).
bool sbx_successor(lua_State* L, const SbxKey* cur, SbxKey* best, const char* fname) {
  bool found = false;
  SbxKey k;
  double scanned = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    scanned++;
    if (!sbx_readkey(L, -2, &k)) sbx_badkey(L, fname, -2);
    if ((!cur || sbx_keycmp(&k, cur) > 0) && (!found || sbx_keycmp(&k, best) < 0)) {
      *best = k;
      found = true;
      lua_copy(L, -2, 3);
      lua_copy(L, -1, 4);
    }
    lua_pop(L, 1);
  }
  sbx_charge(L, sbx_next_cost * scanned);
  return found;
}

}  // namespace

void sbx_pushpairs(lua_State* L, int idx, const char* fname) {
  int t = lua_absindex(L, idx);
  lua_Integer n = sbx_collectkeys(L, t, fname);
  int keys = lua_gettop(L);
  auto* order =
      static_cast<SbxKey*>(lua_newuserdatauv(L, static_cast<std::size_t>(n) * sizeof(SbxKey), 0));
  for (lua_Integer i = 0; i < n; i++) {
    lua_rawgeti(L, keys, i + 1);
    sbx_readkey(L, -1, &order[i]);  // the string stays alive in `keys`
    order[i].slot = i + 1;
    lua_pop(L, 1);
  }
  double dn = static_cast<double>(n);
  sbx_charge(L, sbx_pairs_cost * dn * (1 + std::log2(dn + 1)));  // collecting and sorting
  std::qsort(order, static_cast<std::size_t>(n), sizeof(SbxKey), sbx_keyqcmp);
  lua_pushvalue(L, t);
  lua_rotate(L, keys, 1);  // table, keys, order
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, sbx_pairs_step, 4);
  lua_pushvalue(L, t);
  lua_pushnil(L);
}

int sbx_pairs(lua_State* L) {
  if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
    lua_pushvalue(L, 1);
    lua_call(L, 1, 3);
    return 3;
  }
  luaL_checktype(L, 1, LUA_TTABLE);
  sbx_pushpairs(L, 1, "pairs");
  return 3;
}

// next(t [, k]) in the order of pairs: O(n) per call, no state kept.
int sbx_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  if (sbx_pushinner(L, 1)) lua_replace(L, 1);  // proxies show their hidden table
  lua_settop(L, 4);                            // 3, 4: the entry found
  SbxKey cur, best;
  bool hascur = !lua_isnil(L, 2);
  if (hascur && !sbx_readkey(L, 2, &cur)) return luaL_argerror(L, 2, "invalid key to 'next'");
  if (!sbx_successor(L, hascur ? &cur : nullptr, &best, "next")) {
    lua_pushnil(L);
    return 1;
  }
  return 2;
}

}  // namespace tabula::lua
