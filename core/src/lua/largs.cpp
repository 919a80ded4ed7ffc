#include "lua/largs.hpp"

#include <cstring>

namespace tabula::lua {

Host& largs_self(lua_State* L) {
  Host& host = Host::of(L);
  if (lua_touserdata(L, 1) != host.game_userdata())
    luaL_error(L, "calling a game function without the game: write game:f(...), not game.f(...)");
  return host;
}

State& largs_state(lua_State* L) { return *largs_self(L).context().state; }

SeatIndex largs_checkseat(lua_State* L, int idx) {
  const State& s = *largs_self(L).context().state;
  int ok = 0;
  const lua_Integer n = lua_tointegerx(L, idx, &ok);
  if (!ok) luaL_typeerror(L, idx, "seat");
  if (n < 1 || n > s.seat_count())
    luaL_argerror(L, idx, lua_pushfstring(L, "no seat %d; seats are 1 to %d", (int)n, s.seat_count()));
  return static_cast<SeatIndex>(n - 1);
}

SeatIndex largs_optseat(lua_State* L, int idx) {
  return lua_isnoneornil(L, idx) ? kNoSeat : largs_checkseat(L, idx);
}

PieceId largs_checkpiece(lua_State* L, int idx) {
  const State& s = *largs_self(L).context().state;  // first: a missing self explains the rest
  int ok = 0;
  const lua_Integer n = lua_tointegerx(L, idx, &ok);
  if (!ok) luaL_typeerror(L, idx, "piece");
  if (!s.piece(static_cast<PieceId>(n)))
    luaL_argerror(L, idx, lua_pushfstring(L, "no piece %d", (int)n));
  return static_cast<PieceId>(n);
}

ZoneId largs_checkzone(lua_State* L, int idx) {
  const State& s = *largs_self(L).context().state;  // first: a missing self explains the rest
  int ok = 0;
  const lua_Integer n = lua_tointegerx(L, idx, &ok);
  if (!ok) luaL_typeerror(L, idx, "zone");
  if (!s.zone(static_cast<ZoneId>(n)))
    luaL_argerror(L, idx, lua_pushfstring(L, "no zone %d", (int)n));
  return static_cast<ZoneId>(n);
}

CounterId largs_checkcounter(lua_State* L, int idx, int seat_idx) {
  const State& s = *largs_self(L).context().state;
  if (lua_type(L, idx) == LUA_TNUMBER) {
    const lua_Integer n = lua_tointeger(L, idx);
    if (!s.counter(static_cast<CounterId>(n)))
      luaL_argerror(L, idx, lua_pushfstring(L, "no counter %d", (int)n));
    return static_cast<CounterId>(n);
  }
  const char* name = lua_tostring(L, idx);
  if (!name || lua_type(L, idx) != LUA_TSTRING) luaL_typeerror(L, idx, "counter name");
  const SeatIndex seat = largs_optseat(L, seat_idx);
  const CounterId id = s.find_counter(name, seat);
  if (id == 0) {
    if (seat == kNoSeat) luaL_argerror(L, idx, lua_pushfstring(L, "no table counter '%s'", name));
    luaL_argerror(L, idx, lua_pushfstring(L, "no counter '%s' for seat %d", name, seat + 1));
  }
  return id;
}

int largs_fielderror(lua_State* L, int idx, const char* key, const char* msg) {
  return luaL_argerror(L, idx, lua_pushfstring(L, "field '%s': %s", key, msg));
}

std::int64_t largs_intfield(lua_State* L, int idx, const char* key, std::int64_t def) {
  lua_getfield(L, idx, key);
  std::int64_t v = def;
  if (!lua_isnil(L, -1)) {
    int ok = 0;
    v = lua_tointegerx(L, -1, &ok);
    if (!ok) largs_fielderror(L, idx, key, lua_pushfstring(L, "integer expected, got %s", luaL_typename(L, -1)));
  }
  lua_pop(L, 1);
  return v;
}

bool largs_boolfield(lua_State* L, int idx, const char* key, bool def) {
  lua_getfield(L, idx, key);
  const bool v = lua_isnil(L, -1) ? def : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

const char* largs_strfield(lua_State* L, int idx, const char* key) {
  lua_getfield(L, idx, key);
  if (lua_isnil(L, -1)) return nullptr;
  if (lua_type(L, -1) != LUA_TSTRING)
    largs_fielderror(L, idx, key, lua_pushfstring(L, "string expected, got %s", luaL_typename(L, -1)));
  return lua_tostring(L, -1);
}

int largs_optionfield(lua_State* L, int idx, const char* key, const char* const names[]) {
  const char* v = largs_strfield(L, idx, key);
  lua_pop(L, 1);
  if (!v) return 0;  // the first name is the default
  for (int i = 0; names[i]; ++i)
    if (std::strcmp(names[i], v) == 0) return i;
  return largs_fielderror(L, idx, key, lua_pushfstring(L, "invalid option '%s'", v));
}

SeatIndex largs_seatfield(lua_State* L, int idx, const char* key) {
  lua_getfield(L, idx, key);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return kNoSeat;
  }
  const State& s = *largs_self(L).context().state;
  int ok = 0;
  const lua_Integer n = lua_tointegerx(L, -1, &ok);
  if (!ok || n < 1 || n > s.seat_count())
    largs_fielderror(L, idx, key, lua_pushfstring(L, "seat 1 to %d expected", s.seat_count()));
  lua_pop(L, 1);
  return static_cast<SeatIndex>(n - 1);
}

ZoneId largs_zonefield(lua_State* L, int idx, const char* key) {
  lua_getfield(L, idx, key);
  int ok = 0;
  const lua_Integer n = lua_tointegerx(L, -1, &ok);
  const bool absent = lua_isnil(L, -1);
  lua_pop(L, 1);
  if (absent) return 0;
  if (!ok || !largs_self(L).context().state->zone(static_cast<ZoneId>(n)))
    largs_fielderror(L, idx, key, "zone expected");
  return static_cast<ZoneId>(n);
}

void largs_pushid(lua_State* L, std::int32_t id) {
  if (id == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, id);
}

void largs_pushseat(lua_State* L, SeatIndex seat) {
  if (seat == kNoSeat)
    lua_pushnil(L);
  else
    lua_pushinteger(L, seat + 1);
}

}  // namespace tabula::lua
