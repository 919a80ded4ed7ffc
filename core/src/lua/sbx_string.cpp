// The sandbox string library: stock functions minus string.dump, with a
// format that never prints an address, a bounded rep, bounded patterns, and a
// locked string metatable pointing at the sandbox's (read-only) copy.
#include <cstring>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

constexpr double sbx_max_rep = 16.0 * 1024 * 1024;

// Characters allowed between '%' and the conversion (flags, width, precision).
bool sbx_isformatflag(char c) {
  return c != '\0' && std::strchr("-+ #0123456789.", c) != nullptr;
}

// Refuses %p, and turns the arguments of %s into sandbox text (stock format
// would print "table: 0x..."), then lets the stock format do the work.
int sbx_format(lua_State* L) {
  std::size_t len = 0;
  const char* f = luaL_checklstring(L, 1, &len);
  const char* end = f + len;
  int arg = 1;
  while (f < end) {
    if (*f++ != '%') continue;
    if (f < end && *f == '%') {
      f++;
      continue;
    }
    arg++;
    while (f < end && sbx_isformatflag(*f)) f++;
    if (f == end) break;  // the stock format reports the bad format
    char conversion = *f++;
    if (conversion == 'p')
      return luaL_argerror(L, arg, "'%p' is not allowed (addresses are not deterministic)");
    if (conversion == 's' && arg <= lua_gettop(L) && !lua_isstring(L, arg)) {
      sbx_tolstring(L, arg);
      lua_replace(L, arg);
    }
  }
  return sbx_callstock(L);
}

// The result is built in one instruction: its size must be bounded. The
// stock rep also loops n times for an empty result.
int sbx_rep(lua_State* L) {
  std::size_t len = 0, seplen = 0;
  luaL_checklstring(L, 1, &len);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &seplen);
  if (n > 0 && len + seplen == 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  if (n > 0) {
    double total = static_cast<double>(len) * n + static_cast<double>(seplen) * (n - 1);
    if (total > sbx_max_rep)
      return luaL_error(L, "string.rep result of %f bytes is too large (limit 16 MiB)", total);
  }
  return sbx_callstock(L);
}

const char* const sbx_stringdrop[] = {"dump", nullptr};

const luaL_Reg sbx_stringwrap[] = {
    {"find", sbx_find},   {"format", sbx_format}, {"gmatch", sbx_gmatch}, {"gsub", sbx_gsub},
    {"match", sbx_match}, {"rep", sbx_rep},       {nullptr, nullptr}};

}  // namespace

void sbx_openstring(lua_State* L, int stock) {
  sbx_copylib(L, stock, sbx_stringdrop, sbx_stringwrap);
}

// ("x"):upper() looks methods up through the string metatable: point it at
// the sandbox library and hide it from getmetatable.
void sbx_lockstrings(lua_State* L, int strlib) {
  strlib = lua_absindex(L, strlib);
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushvalue(L, strlib);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, sbx_locked);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
}

}  // namespace tabula::lua
