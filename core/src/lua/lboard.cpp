// Bindings for boards: properties on zones (a space's row, its terrain) and
// links between them (which spaces are next to each other), so a grid or a
// map of regions needs no naming convention. Searches are charged per
// property, link or zone they walk.
#include <algorithm>
#include <cstring>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// game:zone_prop(zone, key) -> the value, or nil when never set
int lboard_prop(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  const char* key = luaL_checkstring(L, 3);
  largs_charge(L, static_cast<double>(largs_state(L).zone(z)->props.size()));
  largs_pushprop(L, largs_state(L).zone_prop(z, key));
  return 1;
}

// Sets property `key` of zone z to the value at `arg`; nil removes it.
void lboard_store(lua_State* L, ZoneId z, const char* key, std::size_t klen, int arg) {
  State& s = largs_state(L);
  const std::size_t bytes = largs_checkprop(L, arg, klen);
  largs_charge(L, static_cast<double>(s.zone(z)->props.size()));
  if (bytes == 0) {
    s.erase_zone_prop(z, key);
    return;
  }
  largs_reserve(L, bytes);
  s.set_zone_prop(z, key, largs_toprop(L, arg));
}

// game:set_zone_prop(zone, key, value)
int lboard_set_prop(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  std::size_t klen = 0;
  const char* key = largs_checkname(L, 3, &klen);
  lboard_store(L, z, key, klen, 4);
  return 0;
}

// game:link(a, b [, one_way]): b becomes a neighbour of a, and a of b
// unless one_way is true. Linking again is harmless.
int lboard_link(lua_State* L) {
  const ZoneId a = largs_checkzone(L, 2);
  const ZoneId b = largs_checkzone(L, 3);
  if (a == b) return luaL_argerror(L, 3, "a zone cannot be linked to itself");
  State& s = largs_state(L);
  largs_charge(L, static_cast<double>(s.zone(a)->links.size() + s.zone(b)->links.size()));
  largs_reserve(L, 2 * State::kLinkBytes);
  s.link(a, b);
  if (!lua_toboolean(L, 4)) s.link(b, a);
  return 0;
}

// game:neighbors(zone) -> { zone ids linked from it, in link order }
int lboard_neighbors(lua_State* L) {
  const ZoneId z = largs_checkzone(L, 2);
  const auto& links = largs_state(L).zone(z)->links;
  largs_charge(L, static_cast<double>(links.size()));
  largs_pushids(L, links);
  return 1;
}

// game:linked(a, b) -> whether b is a neighbour of a
int lboard_linked(lua_State* L) {
  const ZoneId a = largs_checkzone(L, 2);
  const ZoneId b = largs_checkzone(L, 3);
  const auto& links = largs_state(L).zone(a)->links;
  largs_charge(L, static_cast<double>(links.size()));
  bool found = false;
  for (ZoneId to : links) found |= to == b;
  lua_pushboolean(L, found);
  return 1;
}

// Whether zone z has every property of the filter table at idx. The value
// on the stack top is compared with the stored one in place, so the check
// makes no C++ copies.
bool lboard_matches(lua_State* L, const Zone& z, int idx) {
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    const PropValue* v = nullptr;
    if (lua_type(L, -2) == LUA_TSTRING) v = largs_state(L).zone_prop(z.id, lua_tostring(L, -2));
    largs_pushprop(L, v);
    const bool same = lua_rawequal(L, -1, -2) != 0;
    lua_pop(L, 2);
    if (!same) {
      lua_pop(L, 1);  // the key
      return false;
    }
  }
  return true;
}

}  // namespace

// game:zones([filter]) -> { zone ids in creation order }; with a filter
// table, only the zones whose properties have all of its values.
int lboard_zones(lua_State* L) {
  const auto& zones = largs_state(L).zones();
  const bool filtered = !lua_isnoneornil(L, 2);
  if (filtered) luaL_checktype(L, 2, LUA_TTABLE);
  lua_createtable(L, filtered ? 0 : static_cast<int>(zones.size()), 0);
  lua_Integer n = 0;
  for (const Zone& z : zones) {
    largs_charge(L, 1.0 + static_cast<double>(filtered ? z.props.size() : 0));
    if (filtered && !lboard_matches(L, z, 2)) continue;
    lua_pushinteger(L, z.id);
    lua_rawseti(L, -2, ++n);
  }
  return 1;
}

namespace {

// Byte order of two Lua strings (not lua_compare, which follows the locale).
bool lboard_less(lua_State* L, int a, int b) {
  std::size_t la = 0, lb = 0;
  const char* sa = lua_tolstring(L, a, &la);
  const char* sb = lua_tolstring(L, b, &lb);
  const int c = std::memcmp(sa, sb, std::min(la, lb));
  return c < 0 || (c == 0 && la < lb);
}

// Pushes the smallest string key of the table at t that comes after the
// string at `after` (0: any), or returns false and pushes nothing. Keys
// are visited in byte order this way, since next() follows a hash order
// that differs from run to run.
bool lboard_nextkey(lua_State* L, int t, int after) {
  int best = 0;
  lua_pushnil(L);
  while (lua_next(L, t) != 0) {
    lua_pop(L, 1);
    const int key = lua_gettop(L);
    if ((after == 0 || lboard_less(L, after, key)) && (best == 0 || lboard_less(L, key, best))) {
      if (best != 0) lua_remove(L, best);  // the key moves down one place
      lua_pushvalue(L, -1);                // the copy below it is the new best
      best = lua_gettop(L) - 1;
    }
  }
  return best != 0;
}

}  // namespace

// The `props` field of new_zone's table at idx, set on zone z in key order.
void lboard_setprops(lua_State* L, int idx, ZoneId z) {
  lua_getfield(L, idx, "props");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  if (!lua_istable(L, -1))
    largs_fielderror(L, idx, "props",
                     lua_pushfstring(L, "table expected, got %s", luaL_typename(L, -1)));
  const int props = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, props) != 0) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING)
      largs_fielderror(L, idx, "props", "property names must be strings");
  }
  int after = 0;
  while (lboard_nextkey(L, props, after)) {
    if (after != 0) lua_remove(L, after);
    after = lua_gettop(L);
    std::size_t klen = 0;
    const char* key = largs_checkname(L, after, &klen);
    lua_pushvalue(L, after);
    lua_rawget(L, props);
    lboard_store(L, z, key, klen, lua_gettop(L));
    lua_pop(L, 1);
  }
  lua_settop(L, props - 1);
}

namespace {

const luaL_Reg lboard_funcs[] = {{"zone_prop", lboard_prop}, {"set_zone_prop", lboard_set_prop},
                                 {"link", lboard_link},      {"neighbors", lboard_neighbors},
                                 {"linked", lboard_linked},  {nullptr, nullptr}};

}  // namespace

void lboard_open(lua_State* L) {
  luaL_setfuncs(L, lboard_funcs, 0);
}

}  // namespace tabula::lua
