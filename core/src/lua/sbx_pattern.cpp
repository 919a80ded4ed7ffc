// Bounded and charged pattern matching. Lua's matcher backtracks in C, where
// the instruction hook never fires: string.find(("a"):rep(700), ".-.-.-b")
// runs for over a minute. Subjects are capped, and the worst case is
// estimated before matching and charged: a match tries every way to split the
// subject among its k variable-length items (and every start position when
// not anchored with '^'), each way costing up to one step per pattern byte
// and doubling with each of q optional items:
//   m * C(n + k + 1, k + 1) * 2^q   (unanchored; C(n + k, k) anchored)
// for n subject bytes and m pattern bytes. Items that may compare up to n
// bytes at one position count as variable-length: '*', '+', '-', %b and
// back-references (%1 compares as many bytes as its capture holds).
#include <cctype>
#include <cmath>
#include <cstring>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// strchr also finds the terminating zero: patterns may contain zeros.
bool sbx_isoneof(char c, const char* set) {
  return c != '\0' && std::strchr(set, c);
}

// Index just past the single-character class at p[i] (mirrors lstrlib's
// classEnd; a malformed pattern is left for the stock function to report).
std::size_t sbx_classend(const char* p, std::size_t lp, std::size_t i) {
  if (p[i] == '%') return i + 2 < lp ? i + 2 : lp;
  if (p[i] != '[') return i + 1;
  i++;
  if (i < lp && p[i] == '^') i++;
  do {  // a ']' right after '[' or '[^' is a literal
    if (i >= lp) return lp;
    if (p[i++] == '%' && i < lp) i++;
  } while (i < lp && p[i] != ']');
  return i + 1 < lp ? i + 1 : lp;
}

// What drives a pattern's worst case: its variable-length items (k) and
// optional items (q). A last item that repeats one character class ("%d+" at
// the end, or before closing parentheses only) never causes backtracking:
// once it matches, the whole match has succeeded, so it adds at most n steps
// to the call instead of multiplying.
struct SbxShape {
  int k = 0;
  int q = 0;
  bool free_tail = false;
};

void sbx_patternshape(const char* p, std::size_t lp, std::size_t i, SbxShape* shape) {
  while (i < lp) {
    char c = p[i];
    bool repeat = false;
    if (c == '(' || c == ')' || (c == '$' && i + 1 == lp)) {
      i++;
      if (c == ')') continue;  // keeps free_tail
    } else if (c == '%' && i + 1 < lp && p[i + 1] == 'b') {
      shape->k++;  // %bxy scans to the balancing y
      i += 4;
    } else if (c == '%' && i + 1 < lp && p[i + 1] == 'f') {
      i = i + 2 < lp ? sbx_classend(p, lp, i + 2) : lp;  // zero width
    } else if (c == '%' && i + 1 < lp && std::isdigit(static_cast<unsigned char>(p[i + 1]))) {
      shape->k++;  // a back-reference compares up to n bytes
      i += 2;
    } else {
      i = sbx_classend(p, lp, i);
      if (i < lp && sbx_isoneof(p[i], "*+-")) {
        shape->k++;
        repeat = true;
        i++;
      } else if (i < lp && p[i] == '?') {
        shape->q++;
        i++;
      }
    }
    shape->free_tail = repeat;
  }
}

// C(n + k, k): the ways to split n bytes among k items, in floating point
// (it only has to be compared with a limit).
double sbx_splits(double n, int k) {
  double ways = 1;
  for (int i = 1; i <= k; i++) ways = ways * (n + i) / i;
  return ways;
}

double sbx_patterncost(const char* p, std::size_t lp, double n, bool anchorable) {
  bool anchored = anchorable && lp > 0 && p[0] == '^';
  SbxShape shape;
  sbx_patternshape(p, lp, anchored ? 1 : 0, &shape);
  double tail = 0;
  if (shape.free_tail) {
    shape.k--;
    tail = n;
  }
  double steps = lp > 0 ? static_cast<double>(lp) : 1;
  return steps * sbx_splits(n, shape.k + (anchored ? 0 : 1)) * std::pow(2.0, shape.q) + tail;
}

// As in lstrlib: a pattern without specials is searched as plain text.
bool sbx_nospecials(const char* p, std::size_t lp) {
  for (std::size_t i = 0; i < lp; i++)
    if (sbx_isoneof(p[i], "^$*+?.([%-")) return false;
  return true;
}

// Raises unless matching the pattern at 2 against the subject at 1 has a
// bounded worst case, and charges that worst case. A plain search costs
// n * m (a byte compare per subject and pattern byte).
void sbx_checkpattern(lua_State* L, bool anchorable, bool mayplain) {
  std::size_t n = 0, lp = 0;
  luaL_checklstring(L, 1, &n);
  const char* p = luaL_checklstring(L, 2, &lp);
  if (static_cast<double>(n) > sbx_max_subject)
    luaL_error(L, "string of %I bytes is too long for pattern matching (limit %I)",
               static_cast<lua_Integer>(n), static_cast<lua_Integer>(sbx_max_subject));
  double dn = static_cast<double>(n);
  bool plain = mayplain && (lua_toboolean(L, 4) || sbx_nospecials(p, lp));
  double cost = plain ? dn * static_cast<double>(lp) : sbx_patterncost(p, lp, dn, anchorable);
  if (cost > sbx_max_pattern_cost)
    luaL_error(L, "pattern too complex for a subject of %I bytes", static_cast<lua_Integer>(n));
  sbx_charge(L, cost);
}

}  // namespace

int sbx_find(lua_State* L) {
  sbx_checkpattern(L, true, true);
  return sbx_callstock(L);
}

int sbx_match(lua_State* L) {
  sbx_checkpattern(L, true, false);
  return sbx_callstock(L);
}

// gmatch treats a leading '^' as a literal character.
int sbx_gmatch(lua_State* L) {
  sbx_checkpattern(L, false, false);
  return sbx_callstock(L);
}

int sbx_gsub(lua_State* L) {
  sbx_checkpattern(L, true, false);
  return sbx_callstock(L);
}

}  // namespace tabula::lua
