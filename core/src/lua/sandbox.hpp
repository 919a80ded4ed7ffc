// The sandbox every rule script runs in (internal to the core).
//
// It owns the Lua state's allocator (memory cap), its instruction budget, and
// the environment scripts see: an allow-list of the standard library with
// deterministic iteration, no addresses, a core-driven math.random, text-only
// load, refused __gc/__close/__mode, locked metatables and bounded patterns.
// Functions are prefixed sbx_ like the rest of this layer.
#pragma once

#include <cstddef>
#include <cstdint>

#include <lua.hpp>

#include "lua/sbx_pool.hpp"

namespace tabula {
struct RulesProfile;
}

namespace tabula::lua {

// Callbacks the sandbox needs from its host.
struct SandboxHooks {
  void* user = nullptr;
  // Uniform integer in [lo, hi] from the game's seeded generator.
  std::int64_t (*random)(void* user, std::int64_t lo, std::int64_t hi) = nullptr;
  // Text a script printed (debugging aid; never part of the game).
  void (*print)(void* user, const char* text) = nullptr;
};

struct SandboxLimits {
  std::size_t memory_bytes = 256u << 20;              // cap on everything Lua allocates
  std::uint64_t instructions_per_step = 200'000'000;  // budget for one step (sbx_setbudget)
};

struct SbxClock;  // the step clock of an uncounted state (sbx_clock.cpp)

// Per-state bookkeeping, reachable through lua_getextraspace.
struct SandboxState {
  SandboxLimits limits;
  SandboxHooks hooks;
  std::size_t used = 0;           // bytes currently allocated
  std::size_t held = 0;           // bytes the host holds for the scripts (state, pending decision)
  bool allow_over = false;        // host-side calls may go past the cap (headroom)
  std::int64_t budget_left = 0;   // instructions left in this step
  std::int64_t budget_start = 0;  // the budget the step started with
  bool killed = false;            // the budget ran out; stays set until sbx_setbudget
  bool counted = true;            // every VM instruction counted (see sbx_uncounted)
  bool metered = false;           // a budget runs (from sbx_setbudget to sbx_endbudget)
  bool recount = false;           // an uncounted step was stopped: run it again counted
  SbxClock* clock = nullptr;      // the step clock while uncounted
  bool frozen = false;            // globals are read-only
  int watched = 0;                // frozen upvalues code may still assign (sbx_checkupvalues)
  bool locked = false;            // some tables are locked (sbx_checkfrozen has work)
  bool unchecked = false;         // scripts ran since the last sbx_checkfrozen
  const char* no_game = nullptr;  // why there is no game now (loading, game:memo), or null
  RulesProfile* profile = nullptr;  // the scripts' profile (sbx_profile.cpp); counted states only
  const char* profile_root = "";    // the folder its places are named from
  const void* profile_game = nullptr;  // the `game` table: its methods are named game:f
  SbxPool pool;                        // the small blocks (destroyed after lua_close)
};

// Creates a state with the capped allocator and the sandbox environment
// (kept in the registry; see sbx_pushenv). Returns nullptr if out of memory.
// The SandboxState is owned by the caller and must outlive the state.
lua_State* sbx_newstate(SandboxState* sandbox);

// The SandboxState of any thread of a sandboxed state (inline: every
// binding call reads it).
inline SandboxState* sbx_state(lua_State* L) {
  return *static_cast<SandboxState**>(lua_getextraspace(L));
}

// Pushes the environment table scripts use as _ENV. Before sbx_freeze the
// host may add globals to it with lua_setfield (which allocates: do it in a
// protected call or with allow_over set).
void sbx_pushenv(lua_State* L);

// Loads `text` as a text chunk named `chunkname` ("@path" for files) with the
// sandbox environment as _ENV. Like luaL_loadbufferx: pushes the function or
// an error message and returns the status. Binary chunks are refused.
int sbx_loadtext(lua_State* L, const char* text, std::size_t len, const char* chunkname);

// Freezes the rules once they are loaded (docs/architecture.md, "Freezing"), so
// that nothing a game does can reach the next game run by the same state:
// - globals become read-only: assigning one raises "globals are read-only
//   after loading (assigning 'x')";
// - every table reachable from the globals, from the `n` values on top of the
//   stack (popped: pairs of a value and its label, "module 'board'"), from
//   the upvalues of reachable functions and from metatables is locked in
//   place: same identity, reads at full speed, a new key raises "attempt to
//   modify read-only table" (also rawset, setmetatable), and a changed entry
//   is found after the game by sbx_checkfrozen, which names it and puts it
//   back;
// - the upvalues of reachable functions are recorded; those that some code
//   may still assign (read from the bytecode) are watched: sbx_checkupvalues;
// - a coroutine or a stateful iterator kept from loading is refused: it
//   would carry its state from one game to the next.
// Returns LUA_OK, or an error status with the message (naming where the
// value was found) pushed. Host-side: runs past the memory cap.
int sbx_freeze(lua_State* L, int n);

// Freezes the value at idx and what it reaches, as sbx_freeze does for the
// loaded rules (`label` names it in messages): game:memo results and
// modules required during a game. Same return as sbx_freeze.
int sbx_freezevalue(lua_State* L, int idx, const char* label);

// Compares every locked table with the copy taken when it was locked, puts
// back what changed, and returns true if nothing had; otherwise pushes the
// message of the first change ("module 'board'.maps field 'x' was changed
// during a game ..."). Runs after every game: its cost is one comparison
// per entry of the loaded rules' tables.
bool sbx_checkfrozen(lua_State* L);

// Runs the function below the `nargs` arguments on top of the stack apart
// from any game: in a fresh coroutine with a budget of its own (a full
// step's, not taken from the running step), with no game and no randomness
// (no_game = why: "the game is not available <why>"). On success pushes its
// first result, frozen (sbx_freezevalue with `label`), and
// returns LUA_OK. Otherwise
// pushes the error message, with file and line, and returns its status
// (LUA_ERRRUN for a yield); if its budget ran out, sbx_killed is set.
int sbx_isolated(lua_State* L, int nargs, const char* why, const char* label);

// Checks the watched upvalues after script code ran. Returns true if none
// changed; otherwise sets every changed one back to its frozen value (so the
// state is clean for the next game) and pushes the message of the first:
// "file:line: module-level variable 'x' was changed during a game ...".
bool sbx_checkupvalues(lua_State* L);

// Whether the Lua function at idx reads only frozen values: every upvalue is
// a recorded cell that no code assigns. Otherwise sets *name to the first
// other upvalue's name and returns false.
bool sbx_frozenfunction(lua_State* L, int idx, const char** name);

// Replaces the table at `idx` by a read-only proxy (pushed): reading works,
// including #, ipairs and the sandbox's pairs; writing raises an error.
// Nested tables are proxied too, recursively. The proxy reads a copy made
// now (later changes to the original do not show). Safe outside a protected
// call: it may go past the memory cap, so only a failing malloc can raise.
void sbx_pushreadonly(lua_State* L, int idx);

// For the host's own reads of script tables, which must never run script
// code (they are outside any protected call): replaces the read-only table
// at idx by its hidden table, if it is one; returns whether it did.
bool sbx_unwrap(lua_State* L, int idx);
// Pushes t[key] of the table at idx without metamethods (a read-only
// table's hidden entries); returns its type.
int sbx_rawfield(lua_State* L, int idx, const char* key);

// Starts a new budget of `instructions` for the next step and clears `killed`.
// Counted, the count hook is installed on L; coroutines created later
// inherit it. Memory allocated is charged too (64 bytes per instruction), and
// so is work some library functions do in C.
void sbx_setbudget(lua_State* L, std::int64_t instructions);

// Switches the state to uncounted steps (true) or back (false). Uncounted,
// steps run without the count hook, which costs about a fifth of script
// time: charges spend half the budget and the step clock stops a step that
// runs longer than the other half could on the fastest machine. A stopped
// step is not a verdict: sbx_recount says the caller must run it again
// counted (a session replays its game from its inputs). Scripts' own
// coroutines are always counted. Returns false, and stays counted, when the
// budget is too small for the clock to bound or the clock's signal is taken.
bool sbx_uncounted(SandboxState* s, bool on);
// Frees what the sandbox holds outside Lua (its step clock), when its host goes.
void sbx_release(SandboxState* s);
// Starts the step clock for `thread` (uncounted states only), after
// sbx_setbudget.
void sbx_clockstart(SandboxState* s, lua_State* thread);
// Ends the budget of a resume: stops the clock; an uncounted step that ran
// out of its share (allocations charge unchecked) or outlived the clock
// counts as killed, with sbx_recount set.
void sbx_endbudget(lua_State* L);
// Whether the last budget was stopped uncounted: its verdict needs a counted run.
bool sbx_recount(lua_State* L);

// True once the budget ran out in this step, even if a script's pcall caught
// the error: the host checks it after every resume. A thread stopped by the
// budget must be dropped, never closed (lua_resetthread): Lua left hooks off
// in it, so its __close handlers would run without a budget.
bool sbx_killed(lua_State* L);

// Instructions charged since the last sbx_setbudget: executed instructions
// (counted at each hook, so in steps of the hook period) plus the work that
// library functions, allocations and host calls charge. Tests compare it with
// the work a call does.
std::int64_t sbx_charged(lua_State* L);

// Charges `units` instructions for work the host does in C on a script's
// behalf; raises "instruction budget exceeded" once the budget is spent.
// Does nothing when no budget runs on L (loading outside a step).
void sbx_charge(lua_State* L, double units);

// Whether `more` bytes fit under the memory cap next to what Lua and the
// host already use (see SandboxState::held).
bool sbx_fits(const SandboxState* s, std::size_t more);

}  // namespace tabula::lua
