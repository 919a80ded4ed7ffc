// Bindings for decisions: game:choose (one seat) and game:choose_all (several
// seats at once). Both build a Decision, hand it to the host and yield; the
// session resumes the step with the answers once every seat has chosen.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "lua/largs.hpp"
#include "piece_options.hpp"

namespace tabula::lua {
namespace {

// Reads a string or integer field of the table at idx without metamethods.
// Returns the type found (LUA_TNIL when absent); leaves the value pushed.
// A field of the table at absolute index `idx`, pushed; returns its type.
// Not raw, so read-only data tables (proxies) work as options and lists; their
// __index is a plain table, so no script code runs here.
int ldecision_rawfield(lua_State* L, int idx, const char* key) {
  return lua_getfield(L, idx, key);
}

// The id of an option from a string or an integer at idx. Integers are
// converted here rather than by lua_tostring, which would allocate a Lua string.
void ldecision_setid(lua_State* L, int idx, Option& o) {
  o.numeric = lua_type(L, idx) == LUA_TNUMBER;
  if (o.numeric) {
    o.id = std::to_string(lua_tointeger(L, idx));
  } else {
    std::size_t len = 0;
    const char* s = lua_tolstring(L, idx, &len);
    o.id.assign(s, len);
  }
}

// One option: "id", 7, or { id =, label =, piece =, zone = }.
bool ldecision_option(lua_State* L, int idx, Option& o, char* err, std::size_t errlen) {
  idx = lua_absindex(L, idx);
  const int t = lua_type(L, idx);
  if (t == LUA_TSTRING || (t == LUA_TNUMBER && lua_isinteger(L, idx))) {
    ldecision_setid(L, idx, o);
    o.label = o.id;
    return true;
  }
  if (t != LUA_TTABLE) {
    std::snprintf(err, errlen, "an option must be a string, an integer or a table, got %s",
                  lua_typename(L, t));
    return false;
  }
  if (ldecision_rawfield(L, idx, "piece") == LUA_TNUMBER)
    o.piece = static_cast<PieceId>(lua_tointeger(L, -1));
  if (ldecision_rawfield(L, idx, "zone") == LUA_TNUMBER)
    o.zone = static_cast<ZoneId>(lua_tointeger(L, -1));
  const int idt = ldecision_rawfield(L, idx, "id");
  const int lt = ldecision_rawfield(L, idx, "label");
  if (idt == LUA_TSTRING || (idt == LUA_TNUMBER && lua_isinteger(L, -2))) {
    ldecision_setid(L, lua_gettop(L) - 1, o);
  } else if (idt == LUA_TNIL && o.piece != 0) {
    o.numeric = true;  // a piece option without an id answers with the piece id
    o.id = std::to_string(o.piece);
  } else {
    std::snprintf(err, errlen, "an option needs an 'id' (string or integer)");
    lua_pop(L, 4);
    return false;
  }
  // A piece option without a label is shown as the piece itself by frontends.
  if (lt == LUA_TSTRING)
    o.label = lua_tostring(L, -1);
  else if (o.piece == 0)
    o.label = o.id;
  lua_pop(L, 4);
  return true;
}

// Whether min and max fit the options.
bool ldecision_counts(const Request& r, char* err, std::size_t errlen) {
  const int count = static_cast<int>(r.options.size());
  if (count == 0)
    std::snprintf(err, errlen, "the request has no options");
  else if (r.min < 0 || r.max < 1 || r.min > r.max || r.min > count)
    std::snprintf(err, errlen, "min %d and max %d do not fit %d options", r.min, r.max, count);
  return err[0] == '\0';
}

// Adds the option for `piece`; name_piece_options gives the ids once the list is complete.
void ldecision_addpiece(Request& r, PieceId piece) {
  Option o;
  o.piece = piece;
  o.derived = true;
  r.options.push_back(std::move(o));
}

// Options from a list of piece ids (the `pieces` form).
bool ldecision_pieces(lua_State* L, int list, Request& r, char* err, std::size_t errlen) {
  const State& st = *Host::of(L).context().state;
  lua_len(L, list);
  const lua_Integer n = lua_tointeger(L, -1);
  lua_pop(L, 1);
  r.options.reserve(static_cast<std::size_t>(n > 0 ? n : 0));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, list, i);
    const PieceId piece = static_cast<PieceId>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    if (!st.piece(piece)) {
      std::snprintf(err, errlen, "pieces[%d] is not a piece", static_cast<int>(i));
      return false;
    }
    ldecision_addpiece(r, piece);
  }
  name_piece_options(st, r);
  return true;
}

// Options from the pieces of a zone, bottom first (the `from` form).
bool ldecision_from(lua_State* L, int idx, Request& r, char* err, std::size_t errlen) {
  const State& st = *Host::of(L).context().state;
  const Zone* zone = st.zone(static_cast<ZoneId>(lua_tointeger(L, idx)));
  if (!zone) {
    std::snprintf(err, errlen, "'from' must be a zone");
    return false;
  }
  r.options.reserve(zone->pieces.size());
  for (PieceId piece : zone->pieces) ldecision_addpiece(r, piece);
  name_piece_options(st, r);
  return true;
}

// A request spec: { prompt =, options = {...} | pieces = {...} | from = zone,
// min =, max = }.
bool ldecision_request(lua_State* L, int idx, Request& r, char* err, std::size_t errlen) {
  idx = lua_absindex(L, idx);
  if (ldecision_rawfield(L, idx, "prompt") == LUA_TSTRING) r.prompt = lua_tostring(L, -1);
  lua_pop(L, 1);
  ldecision_rawfield(L, idx, "min");
  ldecision_rawfield(L, idx, "max");
  r.min = lua_isinteger(L, -2) ? static_cast<int>(lua_tointeger(L, -2)) : 1;
  r.max = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : std::max(r.min, 1);
  lua_pop(L, 2);
  if (ldecision_rawfield(L, idx, "from") != LUA_TNIL) {
    const bool ok = ldecision_from(L, lua_gettop(L), r, err, errlen);
    lua_pop(L, 1);
    return ok && ldecision_counts(r, err, errlen);
  }
  lua_pop(L, 1);
  if (ldecision_rawfield(L, idx, "pieces") == LUA_TTABLE) {
    const bool ok = ldecision_pieces(L, lua_gettop(L), r, err, errlen);
    lua_pop(L, 1);
    return ok && ldecision_counts(r, err, errlen);
  }
  lua_pop(L, 1);
  if (ldecision_rawfield(L, idx, "options") != LUA_TTABLE) {
    std::snprintf(err, errlen, "the request needs 'options', 'pieces' or 'from'");
    lua_pop(L, 1);
    return false;
  }
  lua_len(L, -1);
  const lua_Integer n = lua_tointeger(L, -1);
  lua_pop(L, 1);
  r.options.reserve(static_cast<std::size_t>(n > 0 ? n : 0));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, -1, i);
    Option o;
    const bool ok = ldecision_option(L, -1, o, err, errlen);
    lua_pop(L, 1);
    if (!ok) break;
    if (r.find(o.id)) {
      std::snprintf(err, errlen, "two options have the id '%s'", o.id.c_str());
      break;
    }
    const State& st = *Host::of(L).context().state;
    if ((o.piece != 0 && !st.piece(o.piece)) || (o.zone != 0 && !st.zone(o.zone))) {
      std::snprintf(err, errlen, "option '%s' refers to no piece %d or zone %d", o.id.c_str(),
                    o.piece, o.zone);
      break;
    }
    r.options.push_back(std::move(o));
  }
  lua_pop(L, 1);
  return !err[0] && ldecision_counts(r, err, errlen);
}

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

// game:choose(seat, { prompt =, options = {...}, min =, max = })
// -> the picked id and the piece its option refers to (or nil); with min/max
// other than 1, the list of ids and the list of pieces (false where none).
int ldecision_choose(lua_State* L) {
  Host& host = largs_self(L);
  const SeatIndex seat = largs_checkseat(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  if (!ldecision_canask(host, L)) return ldecision_cannotask(L, "choose");
  char err[256] = "";
  {
    Decision d;
    d.requests.resize(1);
    d.requests[0].seat = seat;
    if (ldecision_request(L, 3, d.requests[0], err, sizeof err)) {
      d.answers.resize(1);
      host.set_decision(std::move(d), false);
    }
  }
  if (err[0]) return luaL_argerror(L, 3, err);
  return lua_yield(L, 0);
}

// game:choose_all{ [seat] = request, ... } -> { [seat] = answer, ... } and
// { [seat] = piece(s), ... }, answers shaped as game:choose returns them.
// Every listed seat decides at once; the step resumes when all have.
int ldecision_choose_all(lua_State* L) {
  Host& host = largs_self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  if (!ldecision_canask(host, L)) return ldecision_cannotask(L, "choose_all");
  const int seats = host.context().state->seat_count();
  char err[256] = "";
  {
    Decision d;
    for (int s = 1; s <= seats && !err[0]; ++s) {
      if (lua_geti(L, 2, s) == LUA_TTABLE) {
        Request r;
        r.seat = s - 1;
        if (ldecision_request(L, -1, r, err, sizeof err)) d.requests.push_back(std::move(r));
      }
      lua_pop(L, 1);
    }
    if (!err[0] && d.requests.empty()) std::snprintf(err, sizeof err, "no seat is asked anything");
    if (!err[0]) {
      d.answers.resize(d.requests.size());
      host.set_decision(std::move(d), true);
    }
  }
  if (err[0]) return luaL_argerror(L, 2, err);
  return lua_yield(L, 0);
}

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

// Pushes two values: the answer's id(s) and the piece(s) the options refer to.
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
  const int n = static_cast<int>(picks.size());
  lua_createtable(L, n, 0);
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) {
    const Option& o = *r.find(picks[static_cast<std::size_t>(i)]);
    ldecision_pushid(L, o);
    lua_rawseti(L, -3, i + 1);
    ldecision_pushpiece(L, o);
    lua_rawseti(L, -2, i + 1);
  }
}

const luaL_Reg ldecision_funcs[] = {
    {"choose", ldecision_choose}, {"choose_all", ldecision_choose_all}, {nullptr, nullptr}};

}  // namespace

void ldecision_open(lua_State* L) {
  luaL_setfuncs(L, ldecision_funcs, 0);
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
