// Bindings for zones: create, find, list, count, shuffle. Searches by name
// and whole-zone work are charged per zone or piece they walk.
#include <cstring>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

const char* const kVisibilityNames[] = {"public", "owner", "nobody", "top", nullptr};

// game:new_zone{name=, owner=, visibility=, kind=, props=} -> zone id
int lzone_new(lua_State* L) {
  State& s = largs_state(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  const char* name = largs_strfield(L, 2, "name");
  if (!name) return luaL_argerror(L, 2, "zone needs a 'name'");
  std::size_t bytes = lua_rawlen(L, -1);
  largs_checklength(L, 2, bytes, kMaxName, "zone name");
  const char* kind = largs_strfield(L, 2, "kind");
  if (kind) {
    largs_checklength(L, 2, lua_rawlen(L, -1), kMaxName, "zone kind");
    bytes += lua_rawlen(L, -1);
  }
  const int vis = largs_optionfield(L, 2, "visibility", kVisibilityNames);
  const SeatIndex owner = largs_seatfield(L, 2, "owner");
  largs_charge(L, static_cast<double>(s.zones().size()));  // the search for a duplicate
  if (s.find_zone(name, owner) != 0)
    return luaL_argerror(L, 2, lua_pushfstring(L, "zone '%s' already exists", name));
  if (vis == 1 && owner == kNoSeat)
    return largs_fielderror(L, 2, "owner", "a zone with visibility 'owner' needs an owner");
  largs_reserve(L, State::kZoneBytes + bytes);
  Zone z;
  z.name = name;
  z.kind = kind ? kind : "";
  z.owner = owner;
  z.visibility = static_cast<Visibility>(vis);
  const ZoneId id = s.add_zone(std::move(z));
  lboard_setprops(L, 2, id);
  lua_pushinteger(L, id);
  return 1;
}

// game:zone(name [, owner]) -> zone id
int lzone_find(lua_State* L) {
  State& s = largs_state(L);
  const char* name = luaL_checkstring(L, 2);
  const SeatIndex owner = largs_optseat(L, 3);
  largs_charge(L, static_cast<double>(s.zones().size()));
  const ZoneId id = s.find_zone(name, owner);
  if (id == 0) {
    if (owner == kNoSeat) return luaL_argerror(L, 2, lua_pushfstring(L, "no zone '%s'", name));
    return luaL_argerror(L, 2, lua_pushfstring(L, "no zone '%s' of seat %d", name, owner + 1));
  }
  lua_pushinteger(L, id);
  return 1;
}

int lzone_count(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  lua_pushinteger(L, static_cast<lua_Integer>(largs_state(L).zone(z)->pieces.size()));
  return 1;
}

// game:pieces(zone) -> { piece ids, bottom first }
int lzone_pieces(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  const auto& list = largs_state(L).zone(z)->pieces;
  largs_charge(L, static_cast<double>(list.size()));
  largs_pushids(L, list);
  return 1;
}

// game:top(zone) -> the top piece id, or nil when empty
int lzone_top(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  const auto& list = largs_state(L).zone(z)->pieces;
  largs_pushid(L, list.empty() ? 0 : list.back());
  return 1;
}

int lzone_owner(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  largs_pushseat(L, largs_state(L).zone(z)->owner);
  return 1;
}

int lzone_name(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  lua_pushstring(L, largs_state(L).zone(z)->name.c_str());
  return 1;
}

int lzone_shuffle(lua_State* L) {
  Host& host = largs_self(L);
  const ZoneId z = largs_checkzone(L, 2);
  largs_charge(L, static_cast<double>(host.context().state->zone(z)->pieces.size()));
  host.context().state->shuffle_zone(z);
  if (host.context().events->enabled()) {
    Event e;
    e.kind = EventKind::Shuffled;
    e.to = z;
    host.context().events->record(std::move(e));
  }
  return 0;
}

const luaL_Reg lzone_funcs[] = {{"new_zone", lzone_new},     {"zone", lzone_find},
                                {"zones", lboard_zones},     {"count", lzone_count},
                                {"pieces", lzone_pieces},    {"top", lzone_top},
                                {"zone_owner", lzone_owner}, {"zone_name", lzone_name},
                                {"shuffle", lzone_shuffle},  {nullptr, nullptr}};

}  // namespace

void lzone_open(lua_State* L) {
  luaL_setfuncs(L, lzone_funcs, 0);
}

}  // namespace tabula::lua
