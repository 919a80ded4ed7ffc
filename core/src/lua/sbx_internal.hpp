// Internals shared by the sandbox files (sbx_*.cpp); not for other layers.
//
// Lua errors longjmp over C++ frames here, so these files are written in plain
// C style: no object with a destructor may be alive where a Lua error can be
// raised.
#pragma once

#include "lua/sandbox.hpp"

namespace tabula::lua {

// Registry keys (their addresses are the keys).
inline char sbx_key_env = 0;     // the environment proxy scripts see as _ENV
inline char sbx_key_ours = 0;    // field of our proxy metatables: the hidden table
inline char sbx_key_twin = 0;    // field of a frozen table's proxy metatable: its twin (see
                                 // sbx_pushtwin); in a twin: whether setmetatable may replace it
inline char sbx_key_cells = 0;   // set of the upvalue cells of frozen functions (by upvalue id)
inline char sbx_key_watch = 0;   // list of the frozen cells code may still assign (sbx_freeze.cpp)
inline char sbx_key_funcs = 0;   // set of the functions already frozen
inline char sbx_key_locked = 0;  // field of a locked table's metatable (see sbx_freezevalue)

// What getmetatable returns for strings and for every proxy.
inline constexpr const char* sbx_locked = "locked";

// Largest subject the pattern functions accept, and largest estimated cost.
inline constexpr double sbx_max_subject = 1e6;
inline constexpr double sbx_max_pattern_cost = 1e8;

// --- sbx_profile.cpp ----------------------------------------------------------
// With SandboxState::profile set, the count hook takes a sample (the running
// function and line, and every function on the stack) and the call hook
// counts each call of a C function from Lua code (game:prop, format, ...).
void sbx_profilesample(lua_State* L, lua_Debug* ar) noexcept;
void sbx_profilecall(lua_State* L, lua_Debug* ar) noexcept;

// --- sbx_base.cpp -------------------------------------------------------------
// Pushes the deterministic text of the value at idx (no addresses; honours
// __tostring and __name).
void sbx_tolstring(lua_State* L, int idx);
// Sets the sandbox base functions (stock ones from the allow-list plus our
// replacements) into the table at `env`; the stock globals are on `globals`.
void sbx_openbase(lua_State* L, int env, int globals);

// --- sbx_iter.cpp -------------------------------------------------------------
// Pushes the generic-for triple visiting the table at idx in sorted key order.
void sbx_pushpairs(lua_State* L, int idx, const char* fname);
int sbx_pairs(lua_State* L);
int sbx_next(lua_State* L);

// --- sbx_readonly.cpp ---------------------------------------------------------
// The metamethods of read-only proxies: writes raise, # and pairs read the
// hidden table.
int sbx_readonly_newindex(lua_State* L);
int sbx_proxy_len(lua_State* L);
int sbx_proxy_pairs(lua_State* L);
// Pushes a proxy of the table at `inner` whose writes go to `newindex`.
void sbx_newproxy(lua_State* L, int inner, lua_CFunction newindex);
// If the value at idx is one of our proxies, pushes its hidden table and
// returns true; otherwise pushes nothing.
bool sbx_pushinner(lua_State* L, int idx);
// Whether the table at idx is locked (frozen rules or a game:memo result:
// entries in place, new keys refused, changes found by sbx_checkfrozen).
bool sbx_islocked(lua_State* L, int idx);

// --- sbx_bytecode.cpp ---------------------------------------------------------
// For the Lua function at idx, the line of the first assignment to each of
// its upvalues (0-based in lines[]) by its own code or by functions nested in
// it; 0 where none. Returns the number of upvalues, or -1 if unreadable.
int sbx_assignedupvalues(lua_State* L, int idx, int lines[256]);

// --- sbx_watch.cpp ------------------------------------------------------------
// Pushes the registry table at `key`, creating it.
void sbx_pushregistrytable(lua_State* L, const void* key);
// Records the upvalue cells of the Lua functions in the list at `funcs` as
// frozen, and watches those that some code may still assign.
void sbx_watchfunctions(lua_State* L, int funcs);

// --- sbx_freeze.cpp -----------------------------------------------------------
// Pushes the metatable setmetatable uses when a script passes the read-only
// proxy at idx (with its hidden table at `inner`): a plain copy of its
// fields, whose __metatable is the proxy, so that the VM finds the
// metamethods by raw lookup and getmetatable still returns the proxy.
void sbx_pushtwin(lua_State* L, int idx, int inner);

// --- sbx_mirror.cpp -----------------------------------------------------------
// Adds the table at t to the mirrors, the copies of the locked tables'
// entries that sbx_checkfrozen compares them with; pops the place on top (a
// string naming where the table was found, for the message).
void sbx_mirror(lua_State* L, int t);

// --- sbx_budget.cpp -----------------------------------------------------------
// Bytes handled per instruction charged, for work that walks strings in C.
inline constexpr double sbx_bytes_per_unit = 16;
// Charges the work of walking `bytes` bytes in C.
void sbx_chargebytes(lua_State* L, double bytes);
// Makes the hook of `L` fire at its next instruction and stop the step.
void sbx_stopnow(lua_State* L);
// Installs the counting hook on a script's own coroutine.
void sbx_counthook(lua_State* co);
// Uncounted: marks the step killed (to be counted again) if its share ran
// out unchecked or the clock fired; returns whether it did.
bool sbx_overran(lua_State* L);
// True for a thread the budget stopped. It may have died inside the hook,
// where Lua disables hooks and never re-enables them for that thread: it must
// run no more Lua code, not even its __close handlers.
bool sbx_stopped(lua_State* co);

// --- sbx_clock.cpp ------------------------------------------------------------
// Registers a clock for `s` (see sbx_uncounted); false when it cannot run.
bool sbx_clockopen(SandboxState* s);
void sbx_clockclose(SandboxState* s);
void sbx_clockstop(SandboxState* s);
// The thread the clock's signal stops becomes `thread` (a nested run);
// returns the one before.
lua_State* sbx_clockswap(SandboxState* s, lua_State* thread);
bool sbx_clockfired(const SandboxState* s);

// --- sbx_string.cpp -----------------------------------------------------------
// How many positions s[i..j] covers in a string of `len` bytes, after Lua's
// rules for negative and out-of-range indices.
double sbx_spanlen(lua_Integer len, lua_Integer i, lua_Integer j);

// --- sbx_pattern.cpp ----------------------------------------------------------
// string.find/match/gmatch/gsub, refusing subjects and patterns that could
// run for minutes inside C, where no hook fires. Upvalue: the stock function.
int sbx_find(lua_State* L);
int sbx_match(lua_State* L);
int sbx_gmatch(lua_State* L);
int sbx_gsub(lua_State* L);

// --- library builders: each pushes the sandbox version of one library --------
// The stock library table is at `stock`.
void sbx_opencoroutine(lua_State* L, int stock);
void sbx_openmath(lua_State* L, int stock);
void sbx_openstring(lua_State* L, int stock);
void sbx_opentable(lua_State* L, int stock);
void sbx_openutf8(lua_State* L, int stock);
// Points the string metatable at the proxy `strlib` and locks it.
void sbx_lockstrings(lua_State* L, int strlib);

// --- sbx_env.cpp --------------------------------------------------------------
// Lua function building the environment of a new state (see sbx_newstate).
int sbx_openenv(lua_State* L);
// Pushes a new table with the raw entries of the table at idx.
void sbx_pushcopy(lua_State* L, int idx);
// Pushes a copy of the table at `stock` without the fields in `drop`
// (nullptr-terminated), then replaces each function of `wrap` by a closure
// whose upvalue is the stock function of the same name.
void sbx_copylib(lua_State* L, int stock, const char* const* drop, const luaL_Reg* wrap);
// Calls the first upvalue with the arguments of the running C function and
// returns all its results.
int sbx_callstock(lua_State* L);

}  // namespace tabula::lua
