// The sandbox table library. table.sort is replaced by a merge sort: the
// stock quicksort picks pivots from clock() and time() when a partition is
// unbalanced, so elements that compare equal could end up in a different
// order in a replay. The merge sort is deterministic and stable.
// table.move, insert and remove loop in C over a range that a huge __len or
// huge bounds make as long as a script likes, without a hook and without
// allocating (with C functions as __index and __newindex): they are charged.
#include <climits>
#include <cmath>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Pops the two values on top (a, b) and returns a < b, using the comparator
// at stack index 2 if there is one.
bool sbx_sortless(lua_State* L, bool hascmp) {
  if (!hascmp) {
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

int sbx_move(lua_State* L) {
  lua_Integer first = luaL_checkinteger(L, 2);
  lua_Integer last = luaL_checkinteger(L, 3);
  if (last >= first) sbx_charge(L, static_cast<double>(last) - static_cast<double>(first) + 1);
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

const luaL_Reg sbx_tablewrap[] = {{"insert", sbx_insert},
                                  {"move", sbx_move},
                                  {"remove", sbx_remove},
                                  {"sort", sbx_sort},
                                  {nullptr, nullptr}};

}  // namespace

void sbx_opentable(lua_State* L, int stock) {
  sbx_copylib(L, stock, nullptr, sbx_tablewrap);
}

}  // namespace tabula::lua
