#include "lua/largs.hpp"

#include <cstdint>
#include <cstring>
#include <new>
#include <stdexcept>

namespace tabula::lua {

void largs_noself(lua_State* L) {
  if (const char* why = sbx_state(L)->no_game) luaL_error(L, "the game is not available %s", why);
  luaL_error(L, "calling a game function without the game: write game:f(...), not game.f(...)");
  __builtin_unreachable();
}

void largs_checklength(lua_State* L, int idx, std::size_t len, std::size_t limit,
                       const char* what) {
  if (len <= limit) return;
  luaL_argerror(L, idx,
                lua_pushfstring(L, "%s of %I bytes is too long (limit %I)", what,
                                static_cast<lua_Integer>(len), static_cast<lua_Integer>(limit)));
}

const char* largs_checkname(lua_State* L, int idx, std::size_t* len) {
  const char* name = luaL_checklstring(L, idx, len);
  largs_checklength(L, idx, *len, kMaxName, "name");
  return name;
}

void largs_reserve(lua_State* L, std::size_t bytes) {
  SandboxState* s = sbx_state(L);
  if (!sbx_fits(s, bytes))
    luaL_error(L,
               "not enough memory: the game's pieces, zones, counters and properties "
               "would pass the session's %d MiB",
               static_cast<int>(s->limits.memory_bytes >> 20));
  s->held += bytes;
}

void largs_charge(lua_State* L, double units) {
  sbx_charge(L, units);
}

lua_Integer largs_tointeger(lua_State* L, int idx, int* ok) {
  *ok = 0;
  return lua_type(L, idx) == LUA_TNUMBER ? lua_tointegerx(L, idx, ok) : 0;
}

namespace {

// The id an integer names, or 0 when no id can be it.
std::int32_t largs_narrowid(lua_Integer n) {
  return n >= 1 && n <= INT32_MAX ? static_cast<std::int32_t>(n) : 0;
}

}  // namespace

std::int32_t largs_toid(lua_State* L, int idx) {
  int ok = 0;
  const lua_Integer n = largs_tointeger(L, idx, &ok);
  return ok ? largs_narrowid(n) : 0;
}

lua_Integer largs_checkinteger(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TNUMBER) luaL_typeerror(L, idx, "integer");
  int ok = 0;
  const lua_Integer n = largs_tointeger(L, idx, &ok);
  if (!ok) luaL_argerror(L, idx, "number has no integer representation");
  return n;
}

SeatIndex largs_checkseat(lua_State* L, int idx) {
  const State& s = *largs_self(L).context().state;
  int ok = 0;
  const lua_Integer n = largs_tointeger(L, idx, &ok);
  if (!ok) luaL_typeerror(L, idx, "seat");
  if (n < 1 || n > s.seat_count())
    luaL_argerror(L, idx, lua_pushfstring(L, "no seat %I; seats are 1 to %d", n, s.seat_count()));
  return static_cast<SeatIndex>(n - 1);
}

SeatIndex largs_optseat(lua_State* L, int idx) {
  return lua_isnoneornil(L, idx) ? kNoSeat : largs_checkseat(L, idx);
}

namespace {

// The id at idx, checked against `exists` before any narrowing: 2^32 + 1 is
// not piece 1. `what` names the kind for the messages.
std::int32_t largs_checkid(lua_State* L, int idx, const char* what,
                           bool (*exists)(const State&, std::int32_t)) {
  const State& s = *largs_self(L).context().state;  // first: a missing self explains the rest
  int ok = 0;
  const lua_Integer n = largs_tointeger(L, idx, &ok);
  if (!ok) luaL_typeerror(L, idx, what);
  const std::int32_t id = largs_narrowid(n);
  if (id == 0 || !exists(s, id)) luaL_argerror(L, idx, lua_pushfstring(L, "no %s %I", what, n));
  return id;
}

bool largs_haspiece(const State& s, std::int32_t id) {
  return s.piece(id) != nullptr;
}
bool largs_haszone(const State& s, std::int32_t id) {
  return s.zone(id) != nullptr;
}
bool largs_hascounter(const State& s, std::int32_t id) {
  return s.counter(id) != nullptr;
}

}  // namespace

PieceId largs_checkpiece(lua_State* L, int idx) {
  return largs_checkid(L, idx, "piece", largs_haspiece);
}

ZoneId largs_checkzone(lua_State* L, int idx) {
  return largs_checkid(L, idx, "zone", largs_haszone);
}

CounterId largs_checkcounter(lua_State* L, int idx, int seat_idx) {
  const State& s = *largs_self(L).context().state;
  if (lua_type(L, idx) == LUA_TNUMBER) return largs_checkid(L, idx, "counter", largs_hascounter);
  const char* name = lua_tostring(L, idx);
  if (!name || lua_type(L, idx) != LUA_TSTRING) luaL_typeerror(L, idx, "counter name");
  const SeatIndex seat = largs_optseat(L, seat_idx);
  const ZoneId zone = lua_isnoneornil(L, seat_idx + 1) ? 0 : largs_checkzone(L, seat_idx + 1);
  largs_charge(L, static_cast<double>(s.counters().size()));  // a search by name
  const CounterId id = s.find_counter(name, seat, zone);
  if (id != 0) return id;
  if (zone != 0) {
    const char* where = lua_pushfstring(L, "zone '%s'", s.zone(zone)->name.c_str());
    if (seat == kNoSeat)
      luaL_argerror(L, idx, lua_pushfstring(L, "no counter '%s' on %s", name, where));
    luaL_argerror(L, idx,
                  lua_pushfstring(L, "no counter '%s' of seat %d on %s", name, seat + 1, where));
  }
  if (seat == kNoSeat) luaL_argerror(L, idx, lua_pushfstring(L, "no table counter '%s'", name));
  luaL_argerror(L, idx, lua_pushfstring(L, "no counter '%s' for seat %d", name, seat + 1));
  return 0;
}

void largs_pushids(lua_State* L, const std::vector<std::int32_t>& ids) {
  lua_createtable(L, static_cast<int>(ids.size()), 0);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    lua_pushinteger(L, ids[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

std::size_t largs_checkprop(lua_State* L, int idx, std::size_t key_len) {
  const int t = lua_type(L, idx);
  if (t == LUA_TNIL || t == LUA_TNONE) return 0;
  std::size_t len = 0;
  if (t == LUA_TSTRING) {
    len = lua_rawlen(L, idx);
    largs_checklength(L, idx, len, kMaxText, "property text");
  } else if (t != LUA_TBOOLEAN && !(t == LUA_TNUMBER && lua_isinteger(L, idx))) {
    luaL_typeerror(L, idx, "boolean, integer, string or nil");
  }
  return State::kPropBytes + key_len + len;
}

PropValue largs_toprop(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TBOOLEAN) return static_cast<bool>(lua_toboolean(L, idx));
  if (lua_type(L, idx) == LUA_TNUMBER) return static_cast<std::int64_t>(lua_tointeger(L, idx));
  std::size_t len = 0;
  const char* text = lua_tolstring(L, idx, &len);
  return std::string(text, len);
}

void largs_pushprop(lua_State* L, const PropValue* v) {
  if (!v) {
    lua_pushnil(L);
  } else if (const bool* b = std::get_if<bool>(v)) {
    lua_pushboolean(L, *b);
  } else if (const std::int64_t* i = std::get_if<std::int64_t>(v)) {
    lua_pushinteger(L, *i);
  } else {
    const std::string& text = std::get<std::string>(*v);
    lua_pushlstring(L, text.data(), text.size());
  }
}

int largs_fielderror(lua_State* L, int idx, const char* key, const char* msg) {
  return luaL_argerror(L, idx, lua_pushfstring(L, "field '%s': %s", key, msg));
}

std::int64_t largs_intfield(lua_State* L, int idx, const char* key, std::int64_t def) {
  lua_getfield(L, idx, key);
  std::int64_t v = def;
  if (!lua_isnil(L, -1)) {
    int ok = 0;
    v = largs_tointeger(L, -1, &ok);
    if (!ok)
      largs_fielderror(L, idx, key,
                       lua_pushfstring(L, "integer expected, got %s", luaL_typename(L, -1)));
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
    largs_fielderror(L, idx, key,
                     lua_pushfstring(L, "string expected, got %s", luaL_typename(L, -1)));
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
  const lua_Integer n = largs_tointeger(L, -1, &ok);
  if (!ok || n < 1 || n > s.seat_count())
    largs_fielderror(L, idx, key, lua_pushfstring(L, "seat 1 to %d expected", s.seat_count()));
  lua_pop(L, 1);
  return static_cast<SeatIndex>(n - 1);
}

ZoneId largs_zonefield(lua_State* L, int idx, const char* key) {
  lua_getfield(L, idx, key);
  const ZoneId id = largs_toid(L, -1);
  const bool absent = lua_isnil(L, -1);
  lua_pop(L, 1);
  if (absent) return 0;
  if (id == 0 || !largs_self(L).context().state->zone(id))
    largs_fielderror(L, idx, key, "zone expected");
  return id;
}

namespace {

int largs_guarded(lua_State* L) {
  const lua_CFunction f = lua_tocfunction(L, lua_upvalueindex(1));
  try {
    return f(L);
  } catch (const std::bad_alloc&) {
  } catch (const std::length_error&) {
  }
  // Outside the handler: raising longjmps, which must not leave a catch block.
  return luaL_error(L, "not enough memory: the machine refused the engine an allocation");
}

}  // namespace

void largs_guard(lua_State* L) {
  lua_pushcclosure(L, largs_guarded, 1);
}

void largs_guardall(lua_State* L, const char* const* readers) {
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    bool reader = false;
    for (const char* const* r = readers; *r && lua_type(L, -2) == LUA_TSTRING; ++r)
      reader = reader || std::strcmp(*r, lua_tostring(L, -2)) == 0;
    if (lua_iscfunction(L, -1) && !reader) {
      largs_guard(L);
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, -4);
    } else {
      lua_pop(L, 1);
    }
  }
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
