// The sandbox coroutine library: stock, except for resuming and closing.
// - When the budget runs out inside a coroutine, its resumer stops at once
//   instead of at its own next hook.
// - A thread stopped by the budget is never closed: its __close handlers
//   would run with hooks disabled (see sbx_stopped). coroutine.wrap is
//   rebuilt for that, since the stock one closes a failed coroutine itself.
// - coroutine.close may not nest deeply. In Lua 5.4.4 a __close handler that
//   closes another coroutine starts again from that coroutine's own C-call
//   count, so a long chain overflows the C stack and kills the host (fixed in
//   5.4.5). A metatable may gain __close after setmetatable checked it, so the
//   guard is here.
#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// No rule needs to close a coroutine from inside a coroutine being closed;
// a few levels leave room for whatever the handlers themselves do.
constexpr int sbx_max_close_depth = 8;

// The nesting is on the C stack of this thread, whatever the Lua state.
thread_local int sbx_close_depth = 0;

// Upvalue: the stock coroutine.close.
int sbx_close(lua_State* L) {
  if (lua_type(L, 1) == LUA_TTHREAD && sbx_stopped(lua_tothread(L, 1))) {
    lua_pushboolean(L, 0);
    lua_pushliteral(L, "coroutine was stopped by the instruction budget");
    return 2;
  }
  if (sbx_close_depth >= sbx_max_close_depth)
    return luaL_error(L, "coroutine.close nested too deeply");
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  sbx_close_depth++;
  int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);  // keeps the count exact
  sbx_close_depth--;
  if (status != LUA_OK) return lua_error(L);
  return lua_gettop(L);
}

// Calls the stock coroutine.create (upvalue 1) with the arguments on the
// stack. In an uncounted step the new coroutine is counted all the same: the
// step clock stops only the step's own thread.
void sbx_callcreate(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  if (!sbx_state(L)->counted) sbx_counthook(lua_tothread(L, -1));
}

// Upvalue: the stock coroutine.create.
int sbx_create(lua_State* L) {
  sbx_callcreate(L);
  return 1;
}

// Upvalue: the stock coroutine.resume. The values passed in and out are
// copied between the stacks in C; the charge also raises if the budget ran
// out inside the coroutine.
int sbx_resume(lua_State* L) {
  sbx_charge(L, lua_gettop(L));
  int n = sbx_callstock(L);
  sbx_charge(L, n);
  return n;
}

// Closes the failed coroutine `co` like lcorolib's auxwrap and pushes the
// error to raise; the resume's error message is on top of L.
void sbx_closefailed(lua_State* L, lua_State* co) {
  int status = lua_status(co);
  if (status != LUA_OK && status != LUA_YIELD && !sbx_stopped(co)) {
    if (sbx_close_depth >= sbx_max_close_depth) return;  // leave it unclosed
    sbx_close_depth++;
    status = lua_resetthread(co);
    sbx_close_depth--;
    lua_xmove(co, L, 1);
  }
  if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
}

// Upvalues: the coroutine and the stock coroutine.resume.
int sbx_auxwrap(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_rotate(L, 1, 2);
  sbx_charge(L, lua_gettop(L));  // the values passed in
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  sbx_charge(L, lua_gettop(L));  // the values out; raises if the budget ran out inside
  if (lua_toboolean(L, 1)) return lua_gettop(L) - 1;
  sbx_closefailed(L, lua_tothread(L, lua_upvalueindex(1)));
  return lua_error(L);
}

// Upvalues: the stock coroutine.create and coroutine.resume.
int sbx_wrap(lua_State* L) {
  sbx_callcreate(L);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushcclosure(L, sbx_auxwrap, 2);
  return 1;
}

const luaL_Reg sbx_coroutinewrap[] = {
    {"close", sbx_close}, {"resume", sbx_resume}, {nullptr, nullptr}};

}  // namespace

void sbx_opencoroutine(lua_State* L, int stock) {
  sbx_copylib(L, stock, nullptr, sbx_coroutinewrap);
  lua_getfield(L, stock, "create");
  lua_pushcclosure(L, sbx_create, 1);
  lua_setfield(L, -2, "create");
  lua_getfield(L, stock, "create");
  lua_getfield(L, stock, "resume");
  lua_pushcclosure(L, sbx_wrap, 2);
  lua_setfield(L, -2, "wrap");
}

}  // namespace tabula::lua
