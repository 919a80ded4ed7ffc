// game:log's message in C++ for the common case: a format with only %s, %d
// and %% and plain arguments. It is what string.format would give, checked
// the same way in every mode; `sim` (no events) then needs no string at all,
// and `play` no Lua allocation, so the rules charge and allocate the same
// whether events are recorded or not.
#include <charconv>
#include <cstring>
#include <string>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// Appends (or only counts) `n` bytes at `p`.
void llog_put(std::string* out, std::size_t* len, const char* p, std::size_t n) {
  *len += n;
  if (out) out->append(p, n);
}

// %s of a plain value: a string, an integer, a boolean or nil (as tostring
// writes them). False for anything else (a float, or a value with a
// metatable, whose text string.format must make).
bool llog_text(lua_State* L, int arg, std::string* out, std::size_t* len) {
  switch (lua_type(L, arg)) {
    case LUA_TSTRING: {
      std::size_t n = 0;
      const char* s = lua_tolstring(L, arg, &n);
      llog_put(out, len, s, n);
      return true;
    }
    case LUA_TBOOLEAN:
      if (lua_toboolean(L, arg))
        llog_put(out, len, "true", 4);
      else
        llog_put(out, len, "false", 5);
      return true;
    case LUA_TNIL:
      llog_put(out, len, "nil", 3);
      return true;
    case LUA_TNUMBER: {
      if (!lua_isinteger(L, arg)) return false;
      char digits[24];
      const auto r = std::to_chars(digits, digits + sizeof digits, lua_tointeger(L, arg));
      llog_put(out, len, digits, static_cast<std::size_t>(r.ptr - digits));
      return true;
    }
    default:
      return false;
  }
}

}  // namespace

bool llog_plain(lua_State* L, int fmt, std::string* out, std::size_t* len) {
  std::size_t flen = 0;
  const char* f = lua_tolstring(L, fmt, &flen);
  const char* end = f + flen;
  int arg = fmt;
  const int top = lua_gettop(L);
  *len = 0;
  while (f < end) {
    const char* pct =
        static_cast<const char*>(std::memchr(f, '%', static_cast<std::size_t>(end - f)));
    if (!pct) pct = end;
    llog_put(out, len, f, static_cast<std::size_t>(pct - f));
    if (pct == end) break;
    if (pct + 1 == end) return false;  // string.format reports it
    const char c = pct[1];
    f = pct + 2;
    if (c == '%') {
      llog_put(out, len, "%", 1);
    } else if (++arg > top) {
      return false;  // "no value": string.format reports it
    } else if (c == 's') {
      if (!llog_text(L, arg, out, len)) return false;
    } else if (c == 'd' && lua_isinteger(L, arg)) {
      llog_text(L, arg, out, len);
    } else {
      return false;  // flags, width, other conversions: string.format
    }
  }
  return true;
}

}  // namespace tabula::lua
