// Bindings for the game as a whole: seats, options, flow, log, randomness.
#include <cstdio>
#include <variant>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

int lgame_players(lua_State* L) {
  lua_pushinteger(L, largs_state(L).seat_count());
  return 1;
}

int lgame_seat_name(lua_State* L) {
  const SeatIndex s = largs_checkseat(L, 2);
  lua_pushstring(L, largs_state(L).seats()[s].name.c_str());
  return 1;
}

int lgame_seat_color(lua_State* L) {
  const SeatIndex s = largs_checkseat(L, 2);
  lua_pushstring(L, largs_state(L).seats()[s].color.c_str());
  return 1;
}

const GameOption* lgame_declared(const Host& host, const char* name) {
  for (const GameOption& o : host.module().manifest.options)
    if (o.name == name) return &o;
  return nullptr;
}

// game:option(name [, seat]): a per-seat option needs the seat, a shared one
// refuses it (a slip that would otherwise read the wrong value silently).
int lgame_option(lua_State* L) {
  const Host& host = largs_self(L);
  const char* name = luaL_checkstring(L, 2);
  const SeatIndex seat = largs_optseat(L, 3);
  const GameOption* decl = lgame_declared(host, name);
  if (!decl) return luaL_argerror(L, 2, lua_pushfstring(L, "no option '%s'", name));
  if (decl->per_seat && seat == kNoSeat)
    return luaL_argerror(L, 3, lua_pushfstring(L, "seat expected: option '%s' is per seat", name));
  if (!decl->per_seat && seat != kNoSeat)
    return luaL_argerror(L, 3, lua_pushfstring(L, "option '%s' is the same for every seat", name));
  char key[128];  // a per-seat option's key, NAME.SEAT (formatted only for those)
  if (decl->per_seat) std::snprintf(key, sizeof key, "%s.%d", name, seat + 1);
  const OptionValues& options = *host.context().options;
  const auto it = options.find(decl->per_seat ? key : decl->name);
  if (it == options.end())
    return luaL_argerror(L, 2, lua_pushfstring(L, "no option '%s'", decl->per_seat ? key : name));
  if (const bool* b = std::get_if<bool>(&it->second)) lua_pushboolean(L, *b);
  if (const std::int64_t* i = std::get_if<std::int64_t>(&it->second)) lua_pushinteger(L, *i);
  if (const std::string* s = std::get_if<std::string>(&it->second)) lua_pushstring(L, s->c_str());
  return 1;
}

int lgame_round(lua_State* L) {
  lua_pushinteger(L, largs_state(L).flow().round);
  return 1;
}

int lgame_phase(lua_State* L) {
  Host& host = largs_self(L);
  const int phase = host.context().state->flow().phase;
  if (host.context().state->flow().over) {
    lua_pushliteral(L, "end");
  } else if (phase < 0 || phase >= static_cast<int>(host.flow().phases.size())) {
    lua_pushliteral(L, "setup");
  } else {
    lua_pushstring(L, host.flow().phases[phase].name.c_str());
  }
  return 1;
}

int lgame_current(lua_State* L) {
  largs_pushseat(L, largs_state(L).flow().current);
  return 1;
}

int lgame_turn_order(lua_State* L) {
  const auto& order = largs_state(L).turn_order();
  lua_createtable(L, static_cast<int>(order.size()), 0);
  for (std::size_t i = 0; i < order.size(); ++i) {
    lua_pushinteger(L, order[i] + 1);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

// The new order must name every seat exactly once.
int lgame_set_turn_order(lua_State* L) {
  State& s = largs_state(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  const int n = s.seat_count();
  if (luaL_len(L, 2) != n)
    return luaL_argerror(L, 2, lua_pushfstring(L, "must list all %d seats", n));
  std::uint32_t seen = 0;
  SeatIndex order[32];
  for (int i = 1; i <= n; ++i) {
    lua_geti(L, 2, i);
    const SeatIndex seat = largs_checkseat(L, -1);
    lua_pop(L, 1);
    if ((seen >> seat) & 1u)
      return luaL_argerror(L, 2, lua_pushfstring(L, "seat %d is listed twice", seat + 1));
    seen |= 1u << seat;
    order[i - 1] = seat;
  }
  s.set_turn_order(std::vector<SeatIndex>(order, order + n));
  return 0;
}

// game:set_next_turn(seat): the next turn of the running turn phase goes to
// `seat` (the winner of a trick leads the next); turns after it follow the
// turn order from there.
int lgame_set_next_turn(lua_State* L) {
  State& s = largs_state(L);
  const SeatIndex seat = largs_checkseat(L, 2);
  if (s.flow().current == kNoSeat)
    return luaL_error(L, "set_next_turn is for turn phases: call it during a turn");
  s.flow().next = seat;
  return 0;
}

// game:end_game([reason]): the game ends after this step; the reason is what
// the end screen tells the players.
int lgame_end_game(lua_State* L) {
  const char* reason = luaL_optstring(L, 2, nullptr);
  State& state = largs_state(L);
  state.flow().over = true;
  if (reason) state.set_end_reason(reason);
  return 0;
}

// game:log(fmt, ...) formats like string.format and records a message event.
// The message is made (and checked, and charged) the same way whether events
// are recorded or not (bulk simulation): a __tostring with side effects or a
// bad format must do the same in `sim` as in `play`. Plain messages (see
// llog.cpp) are made in C++, and only when recorded.
int lgame_log(lua_State* L) {
  Host& host = largs_self(L);
  luaL_checkstring(L, 2);
  std::size_t len = 0;
  const bool plain = llog_plain(L, 2, nullptr, &len);
  if (!plain) {
    const int n = lua_gettop(L);
    sbx_pushenv(L);  // the sandbox's string.format: no %p, no addresses
    lua_getfield(L, -1, "string");
    lua_getfield(L, -1, "format");
    for (int i = 2; i <= n; ++i) lua_pushvalue(L, i);
    // Protected, so that a bad format names the script line that called log.
    if (lua_pcall(L, n - 1, 1, 0) != LUA_OK)
      return luaL_error(L, "game:log: %s", lua_tostring(L, -1));
    lua_tolstring(L, -1, &len);
  } else {
    largs_charge(L, static_cast<double>(lua_rawlen(L, 2) + len) / 16);
  }
  if (len > kMaxText)
    return luaL_error(L, "game:log: message of %I bytes is too long (limit %I)",
                      static_cast<lua_Integer>(len), static_cast<lua_Integer>(kMaxText));
  if (!host.context().events->enabled()) return 0;  // nobody reads it
  Event e;
  e.kind = EventKind::Message;
  if (plain)
    llog_plain(L, 2, &e.text, &len);
  else
    e.text.assign(lua_tostring(L, -1), len);
  host.context().events->record(std::move(e));
  return 0;
}

int lgame_random(lua_State* L) {
  State& s = largs_state(L);
  const lua_Integer lo = largs_checkinteger(L, 2);
  const lua_Integer hi = largs_checkinteger(L, 3);
  luaL_argcheck(L, lo <= hi, 3, "interval is empty");
  lua_pushinteger(L, s.random(lo, hi));
  return 1;
}

// game:data_source(table, id) -> file, line: where a data entry was last
// defined or changed (a mod's file when a mod changed it), so that rules can
// name the place in their own checks of the data.
int lgame_data_source(lua_State* L) {
  const DataSet& data = largs_self(L).module().data;
  const char* table = luaL_checkstring(L, 2);
  const char* id = luaL_checkstring(L, 3);
  const DataTable* t = data.table(table);
  if (!t) return luaL_argerror(L, 2, lua_pushfstring(L, "no data table '%s'", table));
  const DataEntry* e = t->find(id);
  if (!e) return luaL_argerror(L, 3, lua_pushfstring(L, "table '%s' has no entry '%s'", table, id));
  lua_pushstring(L, e->file.c_str());
  lua_pushinteger(L, e->line);
  return 2;
}

const luaL_Reg lgame_funcs[] = {{"players", lgame_players},
                                {"seat_name", lgame_seat_name},
                                {"seat_color", lgame_seat_color},
                                {"option", lgame_option},
                                {"round", lgame_round},
                                {"phase", lgame_phase},
                                {"current", lgame_current},
                                {"turn_order", lgame_turn_order},
                                {"set_turn_order", lgame_set_turn_order},
                                {"set_next_turn", lgame_set_next_turn},
                                {"end_game", lgame_end_game},
                                {"log", lgame_log},
                                {"random", lgame_random},
                                {"data_source", lgame_data_source},
                                {nullptr, nullptr}};

}  // namespace

void lgame_open(lua_State* L) {
  luaL_setfuncs(L, lgame_funcs, 0);
}

}  // namespace tabula::lua
