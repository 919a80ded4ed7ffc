// Bindings for decisions: game:choose (one seat) and game:choose_all (several
// seats at once). Both build a Decision, hand it to the host and yield; the
// session resumes the step with the answers once every seat has chosen.
#include <cstdlib>
#include <string_view>
#include <unordered_map>

#include "lua/ldecision.hpp"

namespace tabula::lua {
namespace {

// A decision suspends the step itself: from outside a step, or from a
// coroutine the script made, there is nobody to hand it to.
bool ldecision_canask(Host& host, lua_State* L) {
  return L == host.step_thread() && lua_isyieldable(L);
}

int ldecision_cannotask(lua_State* L, const char* fn) {
  return luaL_error(L,
                    "game:%s can only be called by a step (setup, a phase or a turn) itself, "
                    "not outside a step or inside a coroutine of the script's own",
                    fn);
}

// After a failed ldecision_build (its Decision already destroyed): a bad
// spec is a bad argument; running out of memory or budget goes on as such,
// at the script's line.
int ldecision_raise(lua_State* L, int status, int arg) {
  if (sbx_killed(L)) return lua_error(L);
  if (status == LUA_ERRMEM) return luaL_error(L, "not enough memory");
  return luaL_argerror(L, arg, lua_tostring(L, -1));
}

// game:choose(seat, { prompt =, options = {...}, min =, max = })
// -> the picked id and the piece its option refers to (or nil); with min/max
// other than 1, the list of ids and the list of pieces (false where none).
int ldecision_choose(lua_State* L) {
  Host& host = largs_self(L);
  const SeatIndex seat = largs_checkseat(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  if (!ldecision_canask(host, L)) return ldecision_cannotask(L, "choose");
  int status = LUA_OK;
  {
    Decision d;
    d.requests.resize(1);
    d.requests[0].seat = seat;
    status = ldecision_build(L, 3, d, false);
    if (status == LUA_OK) host.set_decision(std::move(d), false);
  }
  if (status != LUA_OK) return ldecision_raise(L, status, 3);
  return lua_yield(L, 0);
}

// game:choose_all{ [seat] = request, ... } -> { [seat] = answer, ... } and
// { [seat] = piece(s), ... }, answers shaped as game:choose returns them.
// Every listed seat decides at once; the step resumes when all have.
int ldecision_choose_all(lua_State* L) {
  Host& host = largs_self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  if (!ldecision_canask(host, L)) return ldecision_cannotask(L, "choose_all");
  int status = LUA_OK;
  {
    Decision d;
    status = ldecision_build(L, 2, d, true);
    if (status == LUA_OK) host.set_decision(std::move(d), true);
  }
  if (status != LUA_OK) return ldecision_raise(L, status, 2);
  return lua_yield(L, 0);
}

// The options of `r` that `picks` name, in pick order; found by a map when
// there are many, so that answering stays linear.
std::vector<const Option*> ldecision_picked(const Request& r,
                                            const std::vector<std::string>& picks) {
  std::vector<const Option*> out;
  out.reserve(picks.size());
  if (picks.size() <= 8) {
    for (const std::string& id : picks) out.push_back(r.find(id));
    return out;
  }
  std::unordered_map<std::string_view, const Option*> by_id;
  for (const Option& o : r.options) by_id.emplace(o.id, &o);
  for (const std::string& id : picks) out.push_back(by_id.at(id));
  return out;
}

// Pushes two values: the answer's id(s) and the piece(s) the options refer to.
// Runs on the host side (Host::resume), with the answers already checked.
void ldecision_pushanswer(lua_State* L, const Request& r, const std::vector<std::string>& picks) {
  if (r.min == 1 && r.max == 1) {
    const Option& o = *r.find(picks[0]);
    ldecision_pushid(L, o);
    if (o.piece == 0)
      lua_pushnil(L);
    else
      lua_pushinteger(L, o.piece);
    return;
  }
  const std::vector<const Option*> picked = ldecision_picked(r, picks);
  const int n = static_cast<int>(picks.size());
  lua_createtable(L, n, 0);
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) {
    const Option& o = *picked[static_cast<std::size_t>(i)];
    ldecision_pushid(L, o);
    lua_rawseti(L, -3, i + 1);
    ldecision_pushpiece(L, o);
    lua_rawseti(L, -2, i + 1);
  }
}

const luaL_Reg ldecision_funcs[] = {
    {"choose", ldecision_choose}, {"choose_all", ldecision_choose_all}, {nullptr, nullptr}};

}  // namespace

void ldecision_pushid(lua_State* L, const Option& o) {
  if (o.numeric)
    lua_pushinteger(L, std::strtoll(o.id.c_str(), nullptr, 10));
  else
    lua_pushlstring(L, o.id.data(), o.id.size());
}

void ldecision_pushpiece(lua_State* L, const Option& o) {
  if (o.piece == 0)
    lua_pushboolean(L, 0);  // keeps the list of pieces a sequence
  else
    lua_pushinteger(L, o.piece);
}

void ldecision_open(lua_State* L) {
  luaL_setfuncs(L, ldecision_funcs, 0);
  ldecision_openbuild(L);
}

void Host::push_answers(const Decision& d) {
  if (!by_seat_) {
    ldecision_pushanswer(co_, d.requests[0], *d.answers[0]);
    return;
  }
  const int n = static_cast<int>(d.requests.size());
  lua_createtable(co_, 0, n);  // ids by seat
  lua_createtable(co_, 0, n);  // pieces by seat
  for (const Request& r : d.requests) {
    ldecision_pushanswer(co_, r, *d.answers[static_cast<std::size_t>(&r - d.requests.data())]);
    lua_rawseti(co_, -3, r.seat + 1);
    lua_rawseti(co_, -3, r.seat + 1);
  }
}

}  // namespace tabula::lua
