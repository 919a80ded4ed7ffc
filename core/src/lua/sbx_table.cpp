// The sandbox table library. table.sort is replaced by a merge sort: the
// stock quicksort picks pivots from clock() and time() when a partition is
// unbalanced, so elements that compare equal could end up in a different
// order in a replay. The merge sort is deterministic and stable.
// table.concat, unpack, move, insert and remove loop in C over a range that a
// huge __len or huge bounds make as long as a script likes, without a hook
// and without allocating (with C functions as __index and __newindex): they
// are charged per element before the loop starts, so an impossible range
// fails at once.
#include <climits>
#include <cmath>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Comparing two strings walks their bytes in C.
void sbx_chargecompare(lua_State* L) {
  if (lua_type(L, -1) != LUA_TSTRING || lua_type(L, -2) != LUA_TSTRING) return;
  std::size_t a = 0, b = 0;
  lua_tolstring(L, -1, &a);
  lua_tolstring(L, -2, &b);
  sbx_chargebytes(L, static_cast<double>(a < b ? a : b));
}

// Pops the two values on top (a, b) and returns a < b, using the comparator
// at stack index 2 if there is one.
bool sbx_sortless(lua_State* L, bool hascmp) {
  if (!hascmp) {
    sbx_chargecompare(L);
    bool less = lua_compare(L, -2, -1, LUA_OPLT);
    lua_pop(L, 2);
    return less;
  }
  lua_pushvalue(L, 2);
  lua_rotate(L, -3, 1);
  lua_call(L, 2, 1);
  bool less = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return less;
}

// Merges the sorted runs src[lo, mid) and src[mid, hi) into dst[lo, hi).
// Takes from the right run only if strictly smaller: stable.
void sbx_merge(lua_State* L, int src, int dst, lua_Integer lo, lua_Integer mid, lua_Integer hi,
               bool hascmp) {
  lua_Integer i = lo, j = mid, k = lo;
  while (i < mid && j < hi) {
    lua_rawgeti(L, src, j);
    lua_rawgeti(L, src, i);
    lua_rawgeti(L, src, sbx_sortless(L, hascmp) ? j++ : i++);
    lua_rawseti(L, dst, k++);
  }
  while (i < mid) {
    lua_rawgeti(L, src, i++);
    lua_rawseti(L, dst, k++);
  }
  while (j < hi) {
    lua_rawgeti(L, src, j++);
    lua_rawseti(L, dst, k++);
  }
}

// Bottom-up merge sort between the tables at 3 and 4; returns the sorted one.
int sbx_mergesort(lua_State* L, lua_Integer n, bool hascmp) {
  int src = 3, dst = 4;
  for (lua_Integer width = 1; width < n; width *= 2) {
    for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
      lua_Integer mid = lo + width < n + 1 ? lo + width : n + 1;
      lua_Integer hi = lo + 2 * width < n + 1 ? lo + 2 * width : n + 1;
      sbx_merge(L, src, dst, lo, mid, hi, hascmp);
    }
    int t = src;
    src = dst;
    dst = t;
  }
  return src;
}

int sbx_sort(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_Integer n = luaL_len(L, 1);
  bool hascmp = !lua_isnoneornil(L, 2);
  if (hascmp) luaL_checktype(L, 2, LUA_TFUNCTION);
  if (n < 2) return 0;
  luaL_argcheck(L, n < INT_MAX, 1, "array too big");
  lua_settop(L, 2);
  sbx_charge(L, static_cast<double>(n) * std::log2(static_cast<double>(n)));
  lua_createtable(L, static_cast<int>(n), 0);
  lua_createtable(L, static_cast<int>(n), 0);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, 1, i);
    lua_rawseti(L, 3, i);
  }
  int sorted = sbx_mergesort(L, n, hascmp);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, sorted, i);
    lua_seti(L, 1, i);
  }
  return 0;
}

// Charges the elements of the range [first, last], if any.
void sbx_chargerange(lua_State* L, lua_Integer first, lua_Integer last) {
  if (last >= first) sbx_charge(L, static_cast<double>(last) - static_cast<double>(first) + 1);
}

// Replaces the optional range arguments at i_arg and i_arg + 1 (defaults 1
// and #t) by their values, so that the stock function does not call __len a
// second time, and charges the range.
void sbx_fixrange(lua_State* L, int i_arg) {
  lua_Integer first = luaL_optinteger(L, i_arg, 1);
  lua_Integer last =
      lua_isnoneornil(L, i_arg + 1) ? luaL_len(L, 1) : luaL_checkinteger(L, i_arg + 1);
  if (lua_gettop(L) < i_arg + 1) lua_settop(L, i_arg + 1);
  lua_pushinteger(L, first);
  lua_replace(L, i_arg);
  lua_pushinteger(L, last);
  lua_replace(L, i_arg + 1);
  sbx_chargerange(L, first, last);
}

// table.concat(t [, sep [, i [, j]]]): the result's bytes are charged by the
// allocator; the elements are charged here.
int sbx_concat(lua_State* L) {
  if (lua_type(L, 1) != LUA_TTABLE) return sbx_callstock(L);  // stock reports it
  luaL_optstring(L, 2, "");
  sbx_fixrange(L, 3);
  return sbx_callstock(L);
}

// table.unpack(t [, i [, j]]).
int sbx_unpack(lua_State* L) {
  if (lua_type(L, 1) != LUA_TTABLE) return sbx_callstock(L);  // stock reports it
  sbx_fixrange(L, 2);
  return sbx_callstock(L);
}

// table.pack(...) copies its arguments into a table.
int sbx_pack(lua_State* L) {
  sbx_charge(L, lua_gettop(L));
  return sbx_callstock(L);
}

int sbx_move(lua_State* L) {
  lua_Integer first = luaL_checkinteger(L, 2);
  lua_Integer last = luaL_checkinteger(L, 3);
  sbx_chargerange(L, first, last);
  return sbx_callstock(L);
}

// Charges the elements a shift moves, from `pos` to `last`.
void sbx_chargeshift(lua_State* L, lua_Integer pos, double last) {
  if (last > static_cast<double>(pos)) sbx_charge(L, last - static_cast<double>(pos));
}

// table.insert(t, [pos,] v): only the form with a position shifts.
int sbx_insert(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (lua_gettop(L) == 3) {
    lua_Integer pos = luaL_checkinteger(L, 2);
    sbx_chargeshift(L, pos, static_cast<double>(luaL_len(L, 1)) + 1);
  }
  return sbx_callstock(L);
}

// table.remove(t [, pos]): removing the last element shifts nothing.
int sbx_remove(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (!lua_isnoneornil(L, 2)) {
    lua_Integer pos = luaL_checkinteger(L, 2);
    sbx_chargeshift(L, pos, static_cast<double>(luaL_len(L, 1)));
  }
  return sbx_callstock(L);
}

const luaL_Reg sbx_tablewrap[] = {
    {"concat", sbx_concat}, {"insert", sbx_insert}, {"move", sbx_move},     {"pack", sbx_pack},
    {"remove", sbx_remove}, {"sort", sbx_sort},     {"unpack", sbx_unpack}, {nullptr, nullptr}};

}  // namespace

void sbx_opentable(lua_State* L, int stock) {
  sbx_copylib(L, stock, nullptr, sbx_tablewrap);
}

}  // namespace tabula::lua
