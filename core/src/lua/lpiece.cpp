// Bindings for pieces (cards and tokens): create, move, draw, flip, inspect,
// per-piece properties. Moves are charged for the zone lists they search and
// shift, property reads and writes for the properties they search.
#include <cstring>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

const char* const kKindNames[] = {"card", "token", nullptr};

void lpiece_moved(Host& host, PieceId piece, ZoneId from, ZoneId to, EventKind kind) {
  EventLog& log = *host.context().events;
  if (!log.enabled()) return;
  Event e;
  e.kind = kind;
  e.piece = piece;
  e.from = from;
  e.to = to;
  e.position = host.context().state->position(piece);
  log.record(std::move(e));
}

// The fields of a piece spec table other than `def` (plain values only, so
// an argument error skips no destructor).
struct PieceSpec {
  int kind = 0;
  SeatIndex owner = kNoSeat;
  ZoneId zone = 0;
  bool face_up = true;
  char back[64] = "";
};

PieceSpec lpiece_readspec(lua_State* L, int idx) {
  PieceSpec spec;
  spec.kind = largs_optionfield(L, idx, "kind", kKindNames);
  spec.owner = largs_seatfield(L, idx, "owner");
  spec.zone = largs_zonefield(L, idx, "zone");
  spec.face_up = largs_boolfield(L, idx, "face_up", true);
  std::size_t len = 0;
  if (largs_strfield(L, idx, "back")) {
    const char* back = lua_tolstring(L, -1, &len);
    if (len >= sizeof spec.back) largs_fielderror(L, idx, "back", "at most 63 characters expected");
    std::memcpy(spec.back, back, len + 1);
  }
  lua_pop(L, 1);
  return spec;
}

PieceId lpiece_create(Host& host, const PieceSpec& spec, const char* def, std::size_t len) {
  Piece p;
  p.def.assign(def, len);
  p.kind = static_cast<PieceKind>(spec.kind);
  p.owner = spec.owner;
  p.face_up = spec.face_up;
  p.zone = spec.zone;
  p.back = spec.back;
  const PieceId id = host.context().state->add_piece(std::move(p));
  if (spec.zone != 0) lpiece_moved(host, id, 0, spec.zone, EventKind::Created);
  return id;
}

// game:new_piece{def=, kind=, owner=, zone=, face_up=} -> piece id
int lpiece_new(lua_State* L) {
  Host& host = largs_self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  std::size_t len = 0;
  const char* def = largs_strfield(L, 2, "def");
  if (def) def = lua_tolstring(L, -1, &len);
  largs_checklength(L, 2, len, kMaxName, "piece definition id");
  const PieceSpec spec = lpiece_readspec(L, 2);
  largs_reserve(L, State::kPieceBytes + len);
  lua_pushinteger(L, lpiece_create(host, spec, def ? def : "", len));
  return 1;
}

// game:new_pieces(defs, {kind=, owner=, zone=, face_up=}) -> { piece ids }
// One piece per entry of `defs`: a definition id, or a data record (its
// `id`), so game:new_pieces(data.cards, {zone = deck}) makes one card each.
int lpiece_new_many(lua_State* L) {
  Host& host = largs_self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  luaL_checktype(L, 3, LUA_TTABLE);
  const PieceSpec spec = lpiece_readspec(L, 3);
  const lua_Integer n = luaL_len(L, 2);
  if (n > 0)
    largs_charge(L, static_cast<double>(n));  // before the loop: a huge __len fails at once
  lua_createtable(L, static_cast<int>(n > 0 ? n : 0), 0);
  for (lua_Integer i = 1; i <= n; ++i) {
    if (lua_geti(L, 2, i) == LUA_TTABLE) lua_getfield(L, -1, "id");
    std::size_t len = 0;
    const char* def = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : nullptr;
    if (!def)
      return luaL_argerror(
          L, 2, lua_pushfstring(L, "entry %I is neither an id nor a record with one", i));
    largs_checklength(L, 2, len, kMaxName, "piece definition id");
    largs_reserve(L, State::kPieceBytes + len);
    const PieceId id = lpiece_create(host, spec, def, len);
    lua_settop(L, 4);
    lua_pushinteger(L, id);
    lua_rawseti(L, 4, i);
  }
  return 1;
}

// A move searches the piece in its zone's list, shifts the list, and finds
// its new position in the other.
void lpiece_chargemove(lua_State* L, const State& s, ZoneId from, ZoneId to) {
  std::size_t work = s.zone(to)->pieces.size();
  if (from != 0) work += s.zone(from)->pieces.size();
  largs_charge(L, static_cast<double>(work));
}

// Position argument: nil/"top" = on top, "bottom", or 1-based from the bottom.
int lpiece_checkpos(lua_State* L, int idx, const Zone& to) {
  const int size = static_cast<int>(to.pieces.size());
  if (lua_isnoneornil(L, idx)) return size;
  if (lua_type(L, idx) == LUA_TSTRING) {
    const char* w = lua_tostring(L, idx);
    if (std::strcmp(w, "top") == 0) return size;
    if (std::strcmp(w, "bottom") == 0) return 0;
    return luaL_argerror(L, idx, "position must be \"top\", \"bottom\" or a number");
  }
  const lua_Integer n = largs_checkinteger(L, idx);
  luaL_argcheck(L, n >= 1 && n <= size + 1, idx, "position out of range");
  return static_cast<int>(n - 1);
}

// game:move(piece, zone [, position])
int lpiece_move(lua_State* L) {
  Host& host = largs_self(L);
  State& s = *host.context().state;
  const PieceId piece = largs_checkpiece(L, 2);
  const ZoneId to = largs_checkzone(L, 3);
  const ZoneId from = s.piece(piece)->zone;
  int pos = lpiece_checkpos(L, 4, *s.zone(to));
  lpiece_chargemove(L, s, from, to);
  if (from == to && pos >= static_cast<int>(s.zone(to)->pieces.size())) --pos;
  s.move_piece(piece, to, pos);
  lpiece_moved(host, piece, from, to, EventKind::Moved);
  return 0;
}

// Moves the top piece of `from` onto `to`; 0 when `from` is empty.
PieceId lpiece_drawone(lua_State* L, Host& host, ZoneId from, ZoneId to) {
  State& s = *host.context().state;
  const auto& list = s.zone(from)->pieces;
  if (list.empty()) return 0;
  lpiece_chargemove(L, s, from, to);
  const PieceId piece = list.back();
  s.move_piece(piece, to, static_cast<int>(s.zone(to)->pieces.size()));
  lpiece_moved(host, piece, from, to, EventKind::Moved);
  return piece;
}

// game:draw(from, to [, n]) moves the top piece (or the top n, one at a
// time, as a hand draws them); returns its id (nil when empty), or with n
// the list of ids drawn (shorter when `from` ran out).
int lpiece_draw(lua_State* L) {
  Host& host = largs_self(L);
  const ZoneId from = largs_checkzone(L, 2);
  const ZoneId to = largs_checkzone(L, 3);
  if (lua_isnoneornil(L, 4)) {
    largs_pushid(L, lpiece_drawone(L, host, from, to));
    return 1;
  }
  const lua_Integer n = largs_checkinteger(L, 4);
  const auto available = static_cast<lua_Integer>(host.context().state->zone(from)->pieces.size());
  lua_createtable(L, static_cast<int>(n < 0 ? 0 : n < available ? n : available), 0);
  for (lua_Integer i = 1; i <= n; ++i) {
    const PieceId piece = lpiece_drawone(L, host, from, to);
    if (piece == 0) break;
    lua_pushinteger(L, piece);
    lua_rawseti(L, -2, i);
  }
  return 1;
}

// game:flip(piece [, face_up]): turns it over, or sets the side.
int lpiece_flip(lua_State* L) {
  Host& host = largs_self(L);
  State& s = *host.context().state;
  const PieceId piece = largs_checkpiece(L, 2);
  const bool up = lua_isnoneornil(L, 3) ? !s.piece(piece)->face_up : lua_toboolean(L, 3);
  s.set_face(piece, up);
  if (host.context().events->enabled()) {
    Event e;
    e.kind = EventKind::Flipped;
    e.piece = piece;
    e.face_up = up;
    host.context().events->record(std::move(e));
  }
  return 0;
}

int lpiece_def(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  const std::string& def = largs_state(L).piece(piece)->def;
  lua_pushlstring(L, def.data(), def.size());
  return 1;
}

int lpiece_owner(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  largs_pushseat(L, largs_state(L).piece(piece)->owner);
  return 1;
}

int lpiece_set_owner(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  const SeatIndex owner = largs_optseat(L, 3);
  largs_state(L).set_owner(piece, owner);
  return 0;
}

int lpiece_zone_of(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  largs_pushid(L, largs_state(L).piece(piece)->zone);
  return 1;
}

int lpiece_face_up(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  lua_pushboolean(L, largs_state(L).piece(piece)->face_up);
  return 1;
}

int lpiece_kind(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  lua_pushstring(L, kKindNames[static_cast<int>(largs_state(L).piece(piece)->kind)]);
  return 1;
}

// Properties are searched one by one (few per piece, so a list).
void lpiece_chargeprops(lua_State* L, PieceId piece) {
  largs_charge(L, static_cast<double>(largs_state(L).piece(piece)->props.size()));
}

int lpiece_prop(lua_State* L) {
  const PieceId piece = largs_checkpiece(L, 2);
  const char* key = luaL_checkstring(L, 3);
  lpiece_chargeprops(L, piece);
  largs_pushprop(L, largs_state(L).prop(piece, key));
  return 1;
}

// game:set_prop(piece, key, value): value is a boolean, an integer or a
// string; nil removes the property.
int lpiece_set_prop(lua_State* L) {
  State& s = largs_state(L);
  const PieceId piece = largs_checkpiece(L, 2);
  std::size_t klen = 0;
  const char* key = largs_checkname(L, 3, &klen);
  const std::size_t bytes = largs_checkprop(L, 4, klen);
  lpiece_chargeprops(L, piece);
  if (bytes == 0) {
    s.erase_prop(piece, key);
    return 0;
  }
  largs_reserve(L, bytes);
  s.set_prop(piece, key, largs_toprop(L, 4));
  return 0;
}

const luaL_Reg lpiece_funcs[] = {{"new_piece", lpiece_new},     {"new_pieces", lpiece_new_many},
                                 {"move", lpiece_move},         {"draw", lpiece_draw},
                                 {"flip", lpiece_flip},         {"def", lpiece_def},
                                 {"owner", lpiece_owner},       {"set_owner", lpiece_set_owner},
                                 {"zone_of", lpiece_zone_of},   {"face_up", lpiece_face_up},
                                 {"kind", lpiece_kind},         {"prop", lpiece_prop},
                                 {"set_prop", lpiece_set_prop}, {nullptr, nullptr}};

}  // namespace

void lpiece_open(lua_State* L) {
  luaL_setfuncs(L, lpiece_funcs, 0);
}

}  // namespace tabula::lua
