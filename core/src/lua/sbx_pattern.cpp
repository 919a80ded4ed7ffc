// Bounded pattern matching. Lua's matcher backtracks in C, where the
// instruction hook never fires: string.find(("a"):rep(700), ".-.-.-b") runs
// for over a minute. Subjects are capped and the worst case is estimated
// before matching: n^(k+1) * 2^q for n subject bytes, k variable-length items
// and q optional items (n^k * 2^q when anchored with '^').
#include <cctype>
#include <cmath>
#include <cstring>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Subject bytes per instruction charged for a pattern call (the scan is in C).
constexpr double sbx_bytes_per_charge = 16;

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

// Counts the variable-length (k) and optional (q) items of a pattern.
void sbx_patternshape(const char* p, std::size_t lp, std::size_t i, int* k, int* q) {
  while (i < lp) {
    char c = p[i];
    if (c == '(' || c == ')' || (c == '$' && i + 1 == lp)) {
      i++;
    } else if (c == '%' && i + 1 < lp && p[i + 1] == 'b') {
      (*k)++;  // %bxy scans to the balancing y
      i += 4;
    } else if (c == '%' && i + 1 < lp && p[i + 1] == 'f') {
      i = i + 2 < lp ? sbx_classend(p, lp, i + 2) : lp;  // zero width
    } else if (c == '%' && i + 1 < lp && std::isdigit(static_cast<unsigned char>(p[i + 1]))) {
      i += 2;  // a back-reference matches fixed text
    } else {
      i = sbx_classend(p, lp, i);
      if (i < lp && sbx_isoneof(p[i], "*+-")) {
        (*k)++;
        i++;
      } else if (i < lp && p[i] == '?') {
        (*q)++;
        i++;
      }
    }
  }
}

double sbx_patterncost(const char* p, std::size_t lp, double n, bool anchorable) {
  bool anchored = anchorable && lp > 0 && p[0] == '^';
  int k = 0, q = 0;
  sbx_patternshape(p, lp, anchored ? 1 : 0, &k, &q);
  return std::pow(n, k + (anchored ? 0 : 1)) * std::pow(2.0, q);
}

// As in lstrlib: a pattern without specials is searched as plain text.
bool sbx_nospecials(const char* p, std::size_t lp) {
  for (std::size_t i = 0; i < lp; i++)
    if (sbx_isoneof(p[i], "^$*+?.([%-")) return false;
  return true;
}

// Raises unless matching the pattern at 2 against the subject at 1 is cheap.
// A plain search costs n * m in the worst case (lmemfind).
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
  sbx_charge(L, dn / sbx_bytes_per_charge);
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
