// Argument checks shared by the binding files. Each raises a Lua error in
// the standard format: "bad argument #2 to 'move' (zone expected, got nil)".
// They return plain values only, so no C++ destructor is skipped by a raise.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <lua.hpp>

#include "lua/host.hpp"

namespace tabula::lua {

// Limits on the texts the engine keeps for a script (issue 10): what the core
// holds counts against the session's memory cap, and no single text may be
// large enough to make a view, a save or a log line unwieldy.
inline constexpr std::size_t kMaxName = 256;        // names, kinds, definition and option ids
inline constexpr std::size_t kMaxText = 64 * 1024;  // property texts, log lines, labels, prompts

// Raises the error for a call without the game at index 1.
[[noreturn]] void largs_noself(lua_State* L);

// The host behind the `game` at index 1; raises if arg 1 is not the game
// (the usual slip: game.move(...) instead of game:move(...)). Inline: every
// core call checks its self once or more, so this is on the hottest path.
inline Host& largs_self(lua_State* L) {
  SandboxState* s = sbx_state(L);
  Host& host = *static_cast<Host*>(s->hooks.user);
  // No type check: only the game table has its address (scripts make no light userdata).
  if (lua_topointer(L, 1) != host.game_pointer() || s->no_game) largs_noself(L);
  return host;
}
// The state the host is bound to.
inline State& largs_state(lua_State* L) {
  return *largs_self(L).context().state;
}

// Raises "bad argument #idx (<what> of N bytes is too long, limit L)".
void largs_checklength(lua_State* L, int idx, std::size_t len, std::size_t limit, const char* what);
// A string argument of at most kMaxName bytes (its length in *len).
const char* largs_checkname(lua_State* L, int idx, std::size_t* len);
// Raises a memory error unless `bytes` more, held by the core for the
// script, fit under the session's cap; otherwise counts them as held.
void largs_reserve(lua_State* L, std::size_t bytes);
// Charges `units` instructions for work a binding does in C.
void largs_charge(lua_State* L, double units);

// The value at idx as an integer when it is a number with an integer value
// (*ok set), else 0 (*ok cleared). Unlike lua_tointegerx, text such as "8"
// is not converted: the API never reads numbers from strings.
lua_Integer largs_tointeger(lua_State* L, int idx, int* ok);
// An integer argument (see largs_tointeger): else "integer expected, got
// string" or "number has no integer representation".
lua_Integer largs_checkinteger(lua_State* L, int idx);

// A 1-based seat number, returned 0-based.
SeatIndex largs_checkseat(lua_State* L, int idx);
// Like largs_checkseat, but nil or none gives kNoSeat.
SeatIndex largs_optseat(lua_State* L, int idx);
PieceId largs_checkpiece(lua_State* L, int idx);
ZoneId largs_checkzone(lua_State* L, int idx);
// A counter given by id, or by name with an optional seat at `seat_idx` and
// an optional zone after it.
CounterId largs_checkcounter(lua_State* L, int idx, int seat_idx);

// Optional fields of the table argument at idx. Errors name the argument and
// the field: "bad argument #1 to 'new_zone' (field 'owner': seat 1 to 2 expected)".
std::int64_t largs_intfield(lua_State* L, int idx, const char* key, std::int64_t def);
bool largs_boolfield(lua_State* L, int idx, const char* key, bool def);
// The string field, left on the stack (nullptr and nil pushed if absent).
const char* largs_strfield(lua_State* L, int idx, const char* key);
// The index of the field's value in `names` (nullptr-terminated); absent: 0.
int largs_optionfield(lua_State* L, int idx, const char* key, const char* const names[]);
// A 1-based seat field, returned 0-based; absent: kNoSeat.
SeatIndex largs_seatfield(lua_State* L, int idx, const char* key);
// A zone id field; absent: 0.
ZoneId largs_zonefield(lua_State* L, int idx, const char* key);
int largs_fielderror(lua_State* L, int idx, const char* key, const char* msg);

// An id of a piece, zone or counter: an integer in [1, INT32_MAX], or 0
// when the value at idx is not one (the caller says what was expected).
std::int32_t largs_toid(lua_State* L, int idx);

// Wraps the C function on top of the stack so that a C++ exception it
// throws (std::bad_alloc when the machine has no memory left) becomes a Lua
// error instead of unwinding through Lua's C frames.
void largs_guard(lua_State* L);
// Wraps every C function in the table on top of the stack (see largs_guard)
// but the `readers` (nullptr-terminated): bindings that only read the state
// and push Lua values allocate no C++ memory, and are called most often.
void largs_guardall(lua_State* L, const char* const* readers);

// Checks a property value at idx: a boolean, an integer or a string of at
// most kMaxText bytes. Returns the bytes holding it would take beside `key`,
// or 0 for nil or none (a removal); else raises "boolean, integer, string
// or nil expected, got number".
std::size_t largs_checkprop(lua_State* L, int idx, std::size_t key_len);
// The checked value at idx (it raises nothing, so call it last).
PropValue largs_toprop(lua_State* L, int idx);
// Pushes a property value, or nil for nullptr.
void largs_pushprop(lua_State* L, const PropValue* v);

// Pushes a piece or zone id, or nil for 0 (none).
void largs_pushid(lua_State* L, std::int32_t id);
// Pushes a new list of piece or zone ids (a copy the script may change).
void largs_pushids(lua_State* L, const std::vector<std::int32_t>& ids);
// Pushes a seat as its 1-based number, or nil for kNoSeat.
void largs_pushseat(lua_State* L, SeatIndex seat);

// game:log's message from the format at `fmt` and the arguments after it,
// when they are plain (see llog.cpp): sets *len, and fills *out unless null.
// False when string.format must make it.
bool llog_plain(lua_State* L, int fmt, std::string* out, std::size_t* len);

// Registration hooks, one per binding file: each adds its functions to the
// method table at the top of the stack.
void lgame_open(lua_State* L);
void lzone_open(lua_State* L);
void lpiece_open(lua_State* L);
void lsight_open(lua_State* L);
void lcounter_open(lua_State* L);
void lboard_open(lua_State* L);
void lsort_open(lua_State* L);
// game:zones([filter]), in lboard.cpp with the other zone properties.
int lboard_zones(lua_State* L);
// Sets the `props` field of new_zone's table at idx on zone z.
void lboard_setprops(lua_State* L, int idx, ZoneId z);
void ldecision_open(lua_State* L);
void lmemo_open(lua_State* L);
// Makes game:memo use the cache of games with `players` seats.
void lmemo_select(lua_State* L, int players);
// Forgets every game:memo result (after a module-level variable changed:
// results computed since may have seen it).
void lmemo_clear(lua_State* L);
// Sets the global `data` (read-only tables from the module's data set).
void ldata_open(lua_State* L, const DataSet& data);
// Sets the global `require` resolving in the module and the shared library.
void lrequire_open(lua_State* L, const Module& module);
// Pushes the table of the modules `require` loaded (by name).
void lrequire_pushloaded(lua_State* L);

}  // namespace tabula::lua
