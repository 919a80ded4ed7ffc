// The sandbox utf8 library: stock, with the functions that walk their
// subject or push one value per character charged for it.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// utf8.codepoint(s [, i [, j]]) and utf8.len(s [, i [, j]]) decode every
// byte of the range.
int sbx_utf8span(lua_State* L, lua_Integer i_default, bool j_from_i) {
  std::size_t len = 0;
  luaL_checklstring(L, 1, &len);
  lua_Integer i = luaL_optinteger(L, 2, i_default);
  lua_Integer j = luaL_optinteger(L, 3, j_from_i ? i : -1);
  sbx_charge(L, sbx_spanlen(static_cast<lua_Integer>(len), i, j));
  return sbx_callstock(L);
}

int sbx_codepoint(lua_State* L) {
  return sbx_utf8span(L, 1, true);
}

int sbx_utf8len(lua_State* L) {
  return sbx_utf8span(L, 1, false);
}

// utf8.offset(s, n [, i]) may walk the whole subject.
int sbx_offset(lua_State* L) {
  std::size_t len = 0;
  luaL_checklstring(L, 1, &len);
  sbx_charge(L, static_cast<double>(len));
  return sbx_callstock(L);
}

// utf8.char(...): one character per argument.
int sbx_utf8char(lua_State* L) {
  sbx_charge(L, lua_gettop(L));
  return sbx_callstock(L);
}

const luaL_Reg sbx_utf8wrap[] = {{"char", sbx_utf8char},
                                 {"codepoint", sbx_codepoint},
                                 {"len", sbx_utf8len},
                                 {"offset", sbx_offset},
                                 {nullptr, nullptr}};

}  // namespace

void sbx_openutf8(lua_State* L, int stock) {
  sbx_copylib(L, stock, nullptr, sbx_utf8wrap);
}

}  // namespace tabula::lua
