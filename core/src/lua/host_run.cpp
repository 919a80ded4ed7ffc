// Running script code: steps on the step coroutine, and every other call
// (loading, `done`, `score`, scenario checks) on a call coroutine of its own.
// Both run under the instruction budget and the memory cap, and a failure is
// reported from the stack of the failing thread, which a coroutine keeps
// after an error: so every error names the file and line, even those that
// carry no position of their own (memory, the budget).
#include <string>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// "file:line: " of the innermost Lua function running in `thread`.
std::string host_where(lua_State* thread) {
  lua_Debug ar;
  for (int level = 0; lua_getstack(thread, level, &ar); ++level) {
    lua_getinfo(thread, "Sl", &ar);
    if (ar.currentline > 0)
      return std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
  }
  return "";
}

}  // namespace

lua_State* Host::renew(int& ref) {
  if (ref != 0) luaL_unref(L_, LUA_REGISTRYINDEX, ref);
  lua_State* thread = lua_newthread(L_);
  ref = luaL_ref(L_, LUA_REGISTRYINDEX);
  return thread;
}

StepStatus Host::fail(lua_State* thread, int status, const char* why) {
  std::string msg;
  if (why) {
    msg = host_where(thread) + why;
  } else if (sbx_killed(L_)) {
    msg = host_where(thread) + "instruction budget exceeded (runaway loop?)";
  } else if (status == LUA_ERRMEM) {
    msg = host_where(thread) + "not enough memory (the session may use " +
          std::to_string(sandbox_.limits.memory_bytes >> 20) + " MiB)";
  } else {
    const char* text = lua_tostring(thread, -1);
    msg = text ? text : host_where(thread) + "error object is not a string";
  }
  luaL_traceback(L_, thread, msg.c_str(), 0);
  error_ = lua_tostring(L_, -1);
  lua_settop(L_, 0);
  if (status == LUA_ERRMEM) lua_gc(L_, LUA_GCCOLLECT);  // back under the cap
  return StepStatus::Failed;
}

// Resumes `thread` with `nargs` arguments under the budget; `nres` gets the
// number of values it returned or yielded.
int Host::resume_thread(lua_State* thread, int nargs, int& nres) {
  sbx_setbudget(thread, sandbox_.limits.instructions_per_step);
  // What the core holds for the rules counts against the cap (see largs_reserve).
  sandbox_.held = ctx_.state ? ctx_.state->held_bytes() : 0;
  sandbox_.unchecked = true;
  asked_ = false;
  sandbox_.allow_over = false;  // the memory cap binds scripts, never the host's own calls
  if (!sandbox_.counted) sbx_clockstart(&sandbox_, thread);
  const int status = lua_resume(thread, L_, nargs, &nres);
  sbx_endbudget(L_);
  sandbox_.allow_over = true;
  return status;
}

// After script code ran: a watched module-level variable that changed is put
// back (the next game must not see it) and fails the call, unless it already
// failed for its own reason, which is reported instead.
bool Host::check_upvalues(bool failed) {
  if (sbx_checkupvalues(L_)) return true;
  lmemo_clear(L_);  // results computed since may have seen the change
  if (!failed) {
    error_ = lua_tostring(L_, -1);
    lua_settop(L_, 0);
    lua_gc(L_, LUA_GCCOLLECT);  // drops what the changed value held
    return false;
  }
  lua_pop(L_, 1);
  return true;
}

bool Host::check_frozen() {
  if (sbx_checkfrozen(L_)) return true;
  error_ = lua_tostring(L_, -1);
  lua_settop(L_, 0);
  lmemo_clear(L_);  // results computed since may have seen the change
  lmemo_select(L_, ctx_.state->seat_count());
  return false;
}

void Host::bind(const GameContext& context, bool restore) {
  ctx_ = context;
  // A game that did not end normally (failed, abandoned, undone) may have
  // changed a locked table: put it back, silently, for the next one.
  if (restore && sandbox_.unchecked) sbx_checkfrozen(L_);
  lua_settop(L_, 0);
  if (ctx_.state) lmemo_select(L_, ctx_.state->seat_count());
}

// A coroutine.yield that no game:choose asked for has nobody to answer it.
static const char* const kStrayYield =
    "coroutine.yield outside a coroutine of the script's own: only game:choose and "
    "game:choose_all may suspend the rules";

StepStatus Host::run(int nargs) {
  int nres = 0;
  const int status = resume_thread(co_, nargs, nres);
  const bool stray = status == LUA_YIELD && !asked_;
  const bool failed = sbx_killed(L_) || stray || (status != LUA_OK && status != LUA_YIELD);
  if (!check_upvalues(failed)) {
    co_ = renew(co_ref_);
    return StepStatus::Failed;
  }
  if (failed) {
    fail(co_, status, stray && !sbx_killed(L_) ? kStrayYield : nullptr);
    co_ = renew(co_ref_);  // the failed coroutine is dead (or stuck): never reuse it
    return StepStatus::Failed;
  }
  lua_pop(co_, nres);
  return status == LUA_YIELD ? StepStatus::Waiting : StepStatus::Done;
}

StepStatus Host::start(const StepSpec& step) {
  // A step left suspended (an undo abandoned it): start on a fresh thread.
  if (lua_status(co_) != LUA_OK || lua_gettop(co_) != 0) co_ = renew(co_ref_);
  int ref = flow_.setup_ref;
  if (step.kind == StepSpec::Kind::Phase) ref = flow_.phases[step.phase].step_ref;
  if (step.kind == StepSpec::Kind::Turn) ref = flow_.phases[step.phase].turn_ref;
  if (ref == 0) return StepStatus::Done;  // no setup function
  lua_rawgeti(co_, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(co_, LUA_REGISTRYINDEX, game_ref_);
  int nargs = 1;
  if (step.kind == StepSpec::Kind::Turn) {
    lua_pushinteger(co_, step.seat + 1);
    nargs = 2;
  }
  return run(nargs);
}

StepStatus Host::resume(const Decision& decision) {
  push_answers(decision);
  return run(2);
}

StepStatus Host::phase_done(int phase, bool& result) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, flow_.phases[phase].done_ref);
  lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
  if (call(1, 1) != StepStatus::Done) return StepStatus::Failed;
  result = lua_toboolean(L_, -1);
  lua_settop(L_, 0);
  return StepStatus::Done;
}

StepStatus Host::call(int nargs, int nresults) {
  if (!call_co_ || lua_status(call_co_) != LUA_OK || lua_gettop(call_co_) != 0)
    call_co_ = renew(call_ref_);
  lua_xmove(L_, call_co_, nargs + 1);
  int nres = 0;
  const int status = resume_thread(call_co_, nargs, nres);
  const bool failed = sbx_killed(L_) || status != LUA_OK;
  if (!check_upvalues(failed)) {
    call_co_ = renew(call_ref_);
    return StepStatus::Failed;
  }
  if (failed) {
    // A yield here has no step to suspend (game:choose refuses outside steps).
    fail(call_co_, status, status == LUA_YIELD && !sbx_killed(L_) ? kStrayYield : nullptr);
    call_co_ = renew(call_ref_);
    return StepStatus::Failed;
  }
  if (nresults != LUA_MULTRET) {
    lua_settop(call_co_, nresults);
    nres = nresults;
  }
  lua_xmove(call_co_, L_, nres);
  return StepStatus::Done;
}

}  // namespace tabula::lua
