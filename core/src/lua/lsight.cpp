// Bindings for what seats may see beyond their zones: the rules let a seat
// look at pieces that stay hidden from the others (game:show), and ask what a
// seat sees (game:sees). The core keeps the record, so views, undo and bots
// know exactly what each seat has been shown since the last shuffle.
#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// game:show(piece | {pieces}, seat): `seat` sees their faces from now on,
// wherever they lie, until their zone is shuffled.
int lsight_show(lua_State* L) {
  State& state = largs_state(L);
  const SeatIndex seat = largs_checkseat(L, 3);
  const std::uint32_t bit = 1u << seat;
  if (!lua_istable(L, 2)) {
    state.show(largs_checkpiece(L, 2), bit);
    return 0;
  }
  const lua_Integer n = luaL_len(L, 2);
  for (lua_Integer i = 1; i <= n; ++i) {  // check all first: an error shows nothing
    lua_geti(L, 2, i);
    if (!lua_isinteger(L, -1) || !state.piece(static_cast<PieceId>(lua_tointeger(L, -1))))
      return luaL_argerror(L, 2, lua_pushfstring(L, "entry %d is not a piece", (int)i));
    lua_pop(L, 1);
  }
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, 2, i);
    state.show(static_cast<PieceId>(lua_tointeger(L, -1)), bit);
    lua_pop(L, 1);
  }
  return 0;
}

// game:sees(piece, seat) -> whether `seat` may see the piece's face now.
int lsight_sees(lua_State* L) {
  const State& state = largs_state(L);
  const PieceId piece = largs_checkpiece(L, 2);
  lua_pushboolean(L, state.visible(piece, largs_checkseat(L, 3)));
  return 1;
}

const luaL_Reg lsight_funcs[] = {{"show", lsight_show}, {"sees", lsight_sees}, {nullptr, nullptr}};

}  // namespace

void lsight_open(lua_State* L) {
  luaL_setfuncs(L, lsight_funcs, 0);
}

}  // namespace tabula::lua
