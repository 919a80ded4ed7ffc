// The sandbox string library: stock functions minus string.dump, with a
// format that never prints an address, a bounded rep, bounded patterns, and a
// locked string metatable pointing at the sandbox's (read-only) copy. Every
// function that walks its input in C is charged for the bytes or values it
// handles (sbx_chargebytes), since no hook fires inside C.
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
  sbx_chargebytes(L, static_cast<double>(len));
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
    if ((conversion == 's' || conversion == 'q') && lua_type(L, arg) == LUA_TSTRING)
      sbx_chargebytes(L, static_cast<double>(lua_rawlen(L, arg)));  // copied, or escaped
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
    sbx_chargebytes(L, total);
  }
  return sbx_callstock(L);
}

// string.byte(s [, i [, j]]) pushes one value per byte of the range.
int sbx_byte(lua_State* L) {
  std::size_t len = 0;
  luaL_checklstring(L, 1, &len);
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer j = luaL_optinteger(L, 3, i);
  sbx_charge(L, sbx_spanlen(static_cast<lua_Integer>(len), i, j));
  return sbx_callstock(L);
}

// string.char(...) and the like: one unit per argument.
int sbx_perargument(lua_State* L) {
  sbx_charge(L, lua_gettop(L));
  return sbx_callstock(L);
}

// lower, upper, reverse: one pass over the subject.
int sbx_perbyte(lua_State* L) {
  std::size_t len = 0;
  luaL_checklstring(L, 1, &len);
  sbx_chargebytes(L, static_cast<double>(len));
  return sbx_callstock(L);
}

// pack, packsize, unpack: the format is read item by item, and unpack may
// walk the whole subject (string items) and push one value per item.
int sbx_packing(lua_State* L) {
  std::size_t flen = 0, dlen = 0;
  luaL_checklstring(L, 1, &flen);
  if (lua_type(L, 2) == LUA_TSTRING) lua_tolstring(L, 2, &dlen);
  sbx_charge(L, static_cast<double>(flen));
  sbx_chargebytes(L, static_cast<double>(dlen));
  return sbx_callstock(L);
}

const char* const sbx_stringdrop[] = {"dump", nullptr};

const luaL_Reg sbx_stringwrap[] = {
    {"byte", sbx_byte},        {"char", sbx_perargument}, {"find", sbx_find},
    {"format", sbx_format},    {"gmatch", sbx_gmatch},    {"gsub", sbx_gsub},
    {"lower", sbx_perbyte},    {"match", sbx_match},      {"pack", sbx_packing},
    {"packsize", sbx_packing}, {"rep", sbx_rep},          {"reverse", sbx_perbyte},
    {"unpack", sbx_packing},   {"upper", sbx_perbyte},    {nullptr, nullptr}};

}  // namespace

double sbx_spanlen(lua_Integer len, lua_Integer i, lua_Integer j) {
  if (i < 0) i = i < -len ? 1 : len + i + 1;
  if (i == 0) i = 1;
  if (j < 0) j = j < -len ? 0 : len + j + 1;
  if (j > len) j = len;
  return j >= i ? static_cast<double>(j) - static_cast<double>(i) + 1 : 0;
}

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
