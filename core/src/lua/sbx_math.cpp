// The sandbox math library: math.random draws from the game's seeded
// generator (through the host), and math.randomseed does not exist for
// scripts: the seed is an input of the game.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Mantissa bits of a double: random() returns k / 2^53 for a uniform k.
constexpr lua_Integer sbx_float_steps = lua_Integer{1} << 53;

lua_Integer sbx_draw(lua_State* L, lua_Integer lo, lua_Integer hi) {
  SandboxState* s = sbx_state(L);
  if (!s->hooks.random) luaL_error(L, "math.random is not available here");
  if (s->no_game) luaL_error(L, "math.random is not available %s", s->no_game);
  return s->hooks.random(s->hooks.user, lo, hi);
}

// Like stock math.random: () a float in [0,1), (m) an integer in [1,m],
// (0) any integer, (m,n) an integer in [m,n].
int sbx_random(lua_State* L) {
  lua_Integer lo = 1, hi = 0;
  switch (lua_gettop(L)) {
    case 0:
      lua_pushnumber(L, static_cast<lua_Number>(sbx_draw(L, 0, sbx_float_steps - 1)) /
                            static_cast<lua_Number>(sbx_float_steps));
      return 1;
    case 1:
      hi = luaL_checkinteger(L, 1);
      if (hi == 0) {
        lua_pushinteger(L, sbx_draw(L, LUA_MININTEGER, LUA_MAXINTEGER));
        return 1;
      }
      break;
    case 2:
      lo = luaL_checkinteger(L, 1);
      hi = luaL_checkinteger(L, 2);
      break;
    default:
      return luaL_error(L, "wrong number of arguments");
  }
  luaL_argcheck(L, lo <= hi, 1, "interval is empty");
  lua_pushinteger(L, sbx_draw(L, lo, hi));
  return 1;
}

int sbx_randomseed(lua_State* L) {
  return luaL_error(L, "math.randomseed is not available: randomness comes from the game's seed");
}

const luaL_Reg sbx_mathwrap[] = {
    {"random", sbx_random}, {"randomseed", sbx_randomseed}, {nullptr, nullptr}};

}  // namespace

void sbx_openmath(lua_State* L, int stock) {
  sbx_copylib(L, stock, nullptr, sbx_mathwrap);
}

}  // namespace tabula::lua
