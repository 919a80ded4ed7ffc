// Reading request specs ({ prompt =, options = {...} | pieces = {...} |
// from = zone, min =, max = }) into a Decision.
//
// Reading a field may run a script's metamethod, which may raise; the
// Decision being filled is a C++ object. So the reading runs in a protected
// call (ldecision_build) and the Decision belongs to the caller's frame,
// which destroys it before the error goes on. Nothing with a destructor is
// alive in the functions below while they call Lua.
#include <algorithm>
#include <climits>
#include <cstdarg>
#include <string>
#include <vector>

#include "lua/ldecision.hpp"
#include "piece_options.hpp"

namespace tabula::lua {
namespace {

struct BuildJob {
  Decision* decision = nullptr;
  bool by_seat = false;
  std::size_t bytes = 0;  // what the decision holds, against the memory cap
};

// Up to this many options, scans beat hash tables and sorting.
constexpr std::size_t kScanOptions = 32;

// Raises `fmt` (lua_pushfstring format) without a position: the caller adds
// the argument number and the script's line.
[[noreturn]] void ldecision_fail(lua_State* L, const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  lua_pushvfstring(L, fmt, args);
  va_end(args);
  lua_error(L);
  __builtin_unreachable();
}

// Counts `more` bytes and one unit of work per option: the core copies the
// texts, and a decision is held until it is answered.
void ldecision_hold(lua_State* L, BuildJob& job, std::size_t more) {
  job.bytes += more;
  sbx_charge(L, 1 + static_cast<double>(more) / 16);
  if (!sbx_fits(sbx_state(L), job.bytes))
    ldecision_fail(L, "not enough memory: the decision's options would pass the session's %d MiB",
                   static_cast<int>(sbx_state(L)->limits.memory_bytes >> 20));
}

// The text at idx, at most `limit` bytes.
const char* ldecision_text(lua_State* L, int idx, std::size_t limit, const char* what,
                           std::size_t* len) {
  const char* s = lua_tolstring(L, idx, len);
  if (*len > limit)
    ldecision_fail(L, "%s of %I bytes is too long (limit %I)", what, static_cast<lua_Integer>(*len),
                   static_cast<lua_Integer>(limit));
  return s;
}

// The id of an option from a string or an integer at idx. Integers are
// converted here rather than by lua_tostring, which would allocate a Lua string.
void ldecision_setid(lua_State* L, int idx, Option& o) {
  o.numeric = lua_type(L, idx) == LUA_TNUMBER;
  if (o.numeric) {
    o.id = std::to_string(lua_tointeger(L, idx));
    return;
  }
  std::size_t len = 0;
  const char* s = ldecision_text(L, idx, kMaxName, "an option id", &len);
  o.id.assign(s, len);
}

// An optional piece or zone field of an option: absent is 0, anything else
// must name one that exists (2^32 + 1 is not piece 1).
std::int32_t ldecision_ref(lua_State* L, int idx, const char* key, bool piece) {
  if (lua_getfield(L, idx, key) == LUA_TNIL) {
    lua_pop(L, 1);
    return 0;
  }
  const std::int32_t id = largs_toid(L, -1);
  const State& st = *Host::of(L).context().state;
  if (id == 0 || (piece ? st.piece(id) == nullptr : st.zone(id) == nullptr))
    ldecision_fail(L, "option field '%s' is not a %s", key, piece ? "piece" : "zone");
  lua_pop(L, 1);
  return id;
}

// One option: "id", 7, or { id =, label =, piece =, zone = }, read into `o`.
void ldecision_option(lua_State* L, int idx, Option& o) {
  idx = lua_absindex(L, idx);
  const int t = lua_type(L, idx);
  if (t == LUA_TSTRING || (t == LUA_TNUMBER && lua_isinteger(L, idx))) {
    ldecision_setid(L, idx, o);
    o.label = o.id;
    return;
  }
  if (t != LUA_TTABLE)
    ldecision_fail(L, "an option must be a string, an integer or a table, got %s",
                   lua_typename(L, t));
  o.piece = ldecision_ref(L, idx, "piece", true);
  o.zone = ldecision_ref(L, idx, "zone", false);
  const int idt = lua_getfield(L, idx, "id");
  if (idt == LUA_TSTRING || (idt == LUA_TNUMBER && lua_isinteger(L, -1))) {
    ldecision_setid(L, lua_gettop(L), o);
  } else if (idt == LUA_TNIL && o.piece != 0) {
    o.numeric = true;  // a piece option without an id answers with the piece id
    o.id = std::to_string(o.piece);
  } else {
    ldecision_fail(L, "an option needs an 'id' (string or integer)");
  }
  // A piece option without a label is shown as the piece itself by frontends.
  if (lua_getfield(L, idx, "label") == LUA_TSTRING) {
    std::size_t len = 0;
    const char* label = ldecision_text(L, -1, kMaxText, "an option label", &len);
    o.label.assign(label, len);
  } else if (o.piece == 0) {
    o.label = o.id;
  }
  lua_pop(L, 2);
}

// Adds the option for `piece`; name_piece_options gives the ids once the
// list is complete (charged here at the most they take: "hidden_N" or the
// definition and "#N").
void ldecision_addpiece(lua_State* L, BuildJob& job, Request& r, PieceId piece) {
  const Piece& p = *Host::of(L).context().state->piece(piece);
  Option& o = r.options.emplace_back();
  o.piece = piece;
  o.derived = true;
  ldecision_hold(L, job, sizeof(Option) + p.def.size() + 24);
}

// The length of the list at idx, charged before any element is read; room
// for that many options is made in `r` (up to a bound: a script's __len may
// claim more than it has).
lua_Integer ldecision_len(lua_State* L, int idx, Request& r) {
  lua_len(L, idx);
  const lua_Integer n = lua_tointeger(L, -1);
  lua_pop(L, 1);
  if (n > 0) sbx_charge(L, static_cast<double>(n));
  r.options.reserve(static_cast<std::size_t>(std::clamp<lua_Integer>(n, 0, 1024)));
  return n;
}

// Options from a list of piece ids (the `pieces` form).
void ldecision_pieces(lua_State* L, BuildJob& job, int list, Request& r) {
  const lua_Integer n = ldecision_len(L, list, r);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, list, i);
    const PieceId piece = largs_toid(L, -1);
    lua_pop(L, 1);
    if (piece == 0 || !Host::of(L).context().state->piece(piece))
      ldecision_fail(L, "pieces[%I] is not a piece", i);
    ldecision_addpiece(L, job, r, piece);
  }
  name_piece_options(*Host::of(L).context().state, r);
}

// Options from the pieces of a zone, bottom first (the `from` form).
void ldecision_from(lua_State* L, BuildJob& job, int idx, Request& r) {
  const ZoneId id = largs_toid(L, idx);
  const Zone* zone = id == 0 ? nullptr : Host::of(L).context().state->zone(id);
  if (!zone) ldecision_fail(L, "'from' must be a zone");
  sbx_charge(L, static_cast<double>(zone->pieces.size()));
  r.options.reserve(zone->pieces.size());
  for (PieceId piece : zone->pieces) ldecision_addpiece(L, job, r, piece);
  name_piece_options(*Host::of(L).context().state, r);
}

// Options from the `options` list.
void ldecision_list(lua_State* L, BuildJob& job, int list, Request& r) {
  const lua_Integer n = ldecision_len(L, list, r);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, list, i);
    Option& o = r.options.emplace_back();
    ldecision_option(L, -1, o);
    lua_pop(L, 1);
    ldecision_hold(L, job, sizeof(Option) + o.id.size() + o.label.size());
  }
}

// Two options with one id could not be told apart in a replay.
void ldecision_unique(lua_State* L, const Request& r) {
  const std::size_t n = r.options.size();
  if (n <= kScanOptions) {
    for (std::size_t i = 1; i < n; ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (r.options[i].id == r.options[j].id)
          ldecision_fail(L, "two options have the id '%s'", r.options[i].id.c_str());
    return;
  }
  std::vector<const std::string*> ids;
  ids.reserve(r.options.size());
  for (const Option& o : r.options) ids.push_back(&o.id);
  std::sort(ids.begin(), ids.end(), [](const auto* a, const auto* b) { return *a < *b; });
  const auto twin = std::adjacent_find(ids.begin(), ids.end(),
                                       [](const auto* a, const auto* b) { return *a == *b; });
  if (twin != ids.end()) ldecision_fail(L, "two options have the id '%s'", (*twin)->c_str());
}

// min or max: absent gives `def`; otherwise an integer.
lua_Integer ldecision_count(lua_State* L, int idx, const char* key, lua_Integer def) {
  lua_getfield(L, idx, key);
  int ok = 1;
  const lua_Integer n = lua_isnil(L, -1) ? def : largs_tointeger(L, -1, &ok);
  if (!ok) ldecision_fail(L, "'%s' must be an integer", key);
  lua_pop(L, 1);
  return n;
}

// Whether min and max fit the options; a max above the options (or above
// INT_MAX) lets the seat pick as many as there are.
void ldecision_counts(lua_State* L, int idx, Request& r) {
  const lua_Integer min = ldecision_count(L, idx, "min", 1);
  const lua_Integer max = ldecision_count(L, idx, "max", min > 1 ? min : 1);
  const auto count = static_cast<lua_Integer>(r.options.size());
  if (count == 0) ldecision_fail(L, "the request has no options");
  if (min < 0 || max < 1 || min > max || min > count)
    ldecision_fail(L, "min %I and max %I do not fit %I options", min, max, count);
  r.min = static_cast<int>(min);
  r.max = static_cast<int>(max < INT_MAX ? max : INT_MAX);
}

// The request spec at idx.
void ldecision_request(lua_State* L, BuildJob& job, int idx, Request& r) {
  idx = lua_absindex(L, idx);
  if (lua_getfield(L, idx, "prompt") == LUA_TSTRING) {
    std::size_t len = 0;
    const char* prompt = ldecision_text(L, -1, kMaxText, "a prompt", &len);
    r.prompt.assign(prompt, len);
    ldecision_hold(L, job, len);
  }
  if (lua_getfield(L, idx, "from") != LUA_TNIL) {
    ldecision_from(L, job, lua_gettop(L), r);
  } else if (lua_getfield(L, idx, "pieces") == LUA_TTABLE) {
    ldecision_pieces(L, job, lua_gettop(L), r);
  } else if (lua_getfield(L, idx, "options") == LUA_TTABLE) {
    ldecision_list(L, job, lua_gettop(L), r);
    ldecision_unique(L, r);
  } else {
    ldecision_fail(L, "the request needs 'options', 'pieces' or 'from'");
  }
  ldecision_counts(L, idx, r);
}

// Protected: arg 1 the BuildJob, arg 2 the spec (choose) or the table of
// specs by seat (choose_all).
int ldecision_main(lua_State* L) {
  auto& job = *static_cast<BuildJob*>(lua_touserdata(L, 1));
  Decision& d = *job.decision;
  if (!job.by_seat) {
    ldecision_request(L, job, 2, d.requests[0]);
    return 0;
  }
  const int seats = Host::of(L).context().state->seat_count();
  for (int s = 1; s <= seats; ++s) {
    if (lua_geti(L, 2, s) == LUA_TTABLE) {
      Request& r = d.requests.emplace_back();
      r.seat = s - 1;
      ldecision_request(L, job, -1, r);
    }
    lua_pop(L, 1);
  }
  if (d.requests.empty()) ldecision_fail(L, "no seat is asked anything");
  return 0;
}

char ldecision_key = 0;  // registry key: the guarded ldecision_main

}  // namespace

void ldecision_openbuild(lua_State* L) {
  lua_pushcfunction(L, ldecision_main);
  largs_guard(L);  // a std::bad_alloc must not unwind through lua_pcall
  lua_rawsetp(L, LUA_REGISTRYINDEX, &ldecision_key);
}

int ldecision_build(lua_State* L, int idx, Decision& d, bool by_seat) {
  BuildJob job;
  job.decision = &d;
  job.by_seat = by_seat;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &ldecision_key);
  lua_pushlightuserdata(L, &job);
  lua_pushvalue(L, idx);
  const int status = lua_pcall(L, 2, 0, 0);
  if (status == LUA_OK) d.answers.resize(d.requests.size());
  return status;
}

}  // namespace tabula::lua
