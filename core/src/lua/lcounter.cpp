// Bindings for counters: named integers on a seat, a zone or the table, with
// optional bounds. Leaving the bounds is an error, not a silent clamp: a rule
// that pays more than a seat has is a bug the author wants to see.
#include <algorithm>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

void lcounter_changed(Host& host, const Counter& c, std::int64_t before) {
  EventLog& log = *host.context().events;
  if (!log.enabled()) return;
  Event e;
  e.kind = EventKind::Counter;
  e.counter = c.name;
  e.seat = c.seat;
  e.to = c.zone;
  e.before = before;
  e.after = c.value;
  log.record(std::move(e));
}

// game:new_counter{name=, seat=, zone=, value=, min=, max=} -> counter id
int lcounter_new(lua_State* L) {
  State& s = largs_state(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  const char* name = largs_strfield(L, 2, "name");
  if (!name) return luaL_argerror(L, 2, "counter needs a 'name'");
  const std::size_t len = lua_rawlen(L, -1);
  largs_checklength(L, 2, len, kMaxName, "counter name");
  const SeatIndex seat = largs_seatfield(L, 2, "seat");
  const ZoneId zone = largs_zonefield(L, 2, "zone");
  largs_charge(L, static_cast<double>(s.counters().size()));  // the search for a duplicate
  if (s.find_counter(name, seat, zone) != 0)
    return luaL_argerror(L, 2, lua_pushfstring(L, "counter '%s' already exists", name));
  Counter probe;
  const std::int64_t min = largs_intfield(L, 2, "min", probe.min);
  const std::int64_t max = largs_intfield(L, 2, "max", probe.max);
  // Without a value the counter starts at 0, or at the bound nearest to 0.
  const std::int64_t value =
      largs_intfield(L, 2, "value", std::clamp<std::int64_t>(0, min, std::max(min, max)));
  if (min > max || value < min || value > max)
    return luaL_argerror(L, 2, "counter bounds must satisfy min <= value <= max");
  largs_reserve(L, State::kCounterBytes + len);
  Counter c;
  c.name = name;
  c.seat = seat;
  c.zone = zone;
  c.value = value;
  c.min = min;
  c.max = max;
  lua_pushinteger(L, s.add_counter(std::move(c)));
  return 1;
}

// game:counter(name [, seat [, zone]]) -> value
int lcounter_get(lua_State* L) {
  const CounterId id = largs_checkcounter(L, 2, 3);
  lua_pushinteger(L, largs_state(L).counter(id)->value);
  return 1;
}

int lcounter_store(lua_State* L, CounterId id, std::int64_t value, int arg) {
  Host& host = largs_self(L);
  State& s = *host.context().state;
  const Counter& c = *s.counter(id);
  if (value < c.min || value > c.max) {
    return luaL_argerror(
        L, arg,
        lua_pushfstring(L, "counter '%s' would become %I, outside [%I, %I]", c.name.c_str(),
                        (lua_Integer)value, (lua_Integer)c.min, (lua_Integer)c.max));
  }
  const std::int64_t before = c.value;
  s.set_counter(id, value);
  lcounter_changed(host, c, before);
  lua_pushinteger(L, value);
  return 1;
}

// game:add(name, delta [, seat [, zone]]) -> new value. A sum past the integer range
// is an error like leaving the bounds, never a wrap to the other end.
int lcounter_add(lua_State* L) {
  const CounterId id = largs_checkcounter(L, 2, 4);
  const lua_Integer delta = largs_checkinteger(L, 3);
  const Counter& c = *largs_state(L).counter(id);
  std::int64_t sum = 0;
  if (__builtin_add_overflow(c.value, delta, &sum))
    return luaL_argerror(L, 3,
                         lua_pushfstring(L, "counter '%s' would overflow (%I + %I)", c.name.c_str(),
                                         static_cast<lua_Integer>(c.value), delta));
  return lcounter_store(L, id, sum, 3);
}

// game:set(name, value [, seat [, zone]]) -> value
int lcounter_set(lua_State* L) {
  const CounterId id = largs_checkcounter(L, 2, 4);
  return lcounter_store(L, id, largs_checkinteger(L, 3), 3);
}

const luaL_Reg lcounter_funcs[] = {{"new_counter", lcounter_new},
                                   {"counter", lcounter_get},
                                   {"add", lcounter_add},
                                   {"set", lcounter_set},
                                   {nullptr, nullptr}};

}  // namespace

void lcounter_open(lua_State* L) {
  luaL_setfuncs(L, lcounter_funcs, 0);
}

}  // namespace tabula::lua
