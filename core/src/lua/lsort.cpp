// game:sort(zone, by): puts a zone's pieces in order (a hand by suit, then
// rank). The keys are gathered into a Lua table first, so every check that
// can raise runs before any C++ object exists; then a stable sort on
// indices orders them, and ties keep their old order.
#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// Pushes a data field's value as a sort key (numbers and texts; a boolean
// sorts as 0 or 1), or nothing and returns false.
bool lsort_pushjson(lua_State* L, const nlohmann::json& v) {
  if (v.is_number_integer()) {
    lua_pushinteger(L, v.get<lua_Integer>());
  } else if (v.is_number()) {
    lua_pushnumber(L, v.get<double>());
  } else if (v.is_boolean()) {
    lua_pushinteger(L, v.get<bool>() ? 1 : 0);
  } else if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    lua_pushlstring(L, s.data(), s.size());
  } else {
    return false;
  }
  return true;
}

// Pushes the key `field` of `piece`: its property of that name, else the
// field of its data entry.
void lsort_pushfield(lua_State* L, PieceId piece, const char* field) {
  Host& host = largs_self(L);
  const State& s = *host.context().state;
  if (const PropValue* v = s.prop(piece, field)) {
    if (const bool* b = std::get_if<bool>(v))
      lua_pushinteger(L, *b ? 1 : 0);
    else
      largs_pushprop(L, v);
    return;
  }
  const std::string& def = s.piece(piece)->def;
  const DataEntry* e = host.module().data.find_def(def);
  if (e && e->fields.contains(field) && lsort_pushjson(L, e->fields[field])) return;
  luaL_error(L, "bad argument #2 to 'sort' (piece %d ('%s') has no property or data field '%s')",
             static_cast<int>(piece), def.c_str(), field);
}

// Pushes the key of `piece` made by the function at `fn`.
void lsort_pushcall(lua_State* L, int fn, PieceId piece) {
  lua_pushvalue(L, fn);
  lua_pushinteger(L, piece);
  lua_call(L, 1, 1);
  if (lua_type(L, -1) != LUA_TNUMBER && lua_type(L, -1) != LUA_TSTRING)
    luaL_error(L,
               "bad argument #2 to 'sort' (the key of piece %d must be a number or a text, got %s)",
               static_cast<int>(piece), luaL_typename(L, -1));
}

// The fields named by `by` at idx (a text or a list of texts), each left on
// the stack; returns how many. "-rank" sorts by rank, highest first.
int lsort_fields(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TSTRING) {
    lua_pushvalue(L, idx);
    return 1;
  }
  const int n = static_cast<int>(luaL_len(L, idx));
  if (n == 0) luaL_argerror(L, idx, "no field to sort by");
  luaL_checkstack(L, n + 8, "too many sort fields");
  for (int i = 1; i <= n; ++i)
    if (lua_rawgeti(L, idx, i) != LUA_TSTRING)
      luaL_argerror(L, idx, lua_pushfstring(L, "field %d: text expected", i));
  return n;
}

struct SortKey {
  bool text = false;
  double number = 0;
  std::string_view chars;
  bool descending = false;
};

// Numbers before texts; texts in byte order.
int lsort_compare(const SortKey& a, const SortKey& b) {
  if (a.text != b.text) return a.text ? 1 : -1;
  if (!a.text) return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
  return a.chars.compare(b.chars);
}

SortKey lsort_key(lua_State* L, int idx, bool descending) {
  SortKey k;
  k.descending = descending;
  k.text = lua_type(L, idx) == LUA_TSTRING;
  if (k.text) {
    std::size_t len = 0;
    const char* s = lua_tolstring(L, idx, &len);
    k.chars = std::string_view(s, len);
  } else {
    k.number = lua_tonumber(L, idx);
  }
  return k;
}

// Orders the zone's pieces by the keys in the table at `keys` (piece i's
// key parts at i * parts + 1 ...), which stays on the stack meanwhile.
void lsort_apply(lua_State* L, ZoneId zone, int keys, int parts,
                 const std::vector<bool>& descending) {
  State& s = largs_state(L);
  const std::vector<PieceId>& list = s.zone(zone)->pieces;
  const std::size_t n = list.size();
  std::vector<SortKey> key(n * static_cast<std::size_t>(parts));
  for (std::size_t i = 0; i < key.size(); ++i) {
    lua_rawgeti(L, keys, static_cast<lua_Integer>(i + 1));
    key[i] = lsort_key(L, -1, descending[i % static_cast<std::size_t>(parts)]);
    lua_pop(L, 1);  // the keys table keeps the text alive
  }
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  const auto p = static_cast<std::size_t>(parts);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    for (std::size_t k = 0; k < p; ++k) {
      const int c = lsort_compare(key[a * p + k], key[b * p + k]);
      if (c != 0) return key[a * p + k].descending ? c > 0 : c < 0;
    }
    return false;
  });
  std::vector<PieceId> sorted(n);
  for (std::size_t i = 0; i < n; ++i) sorted[i] = list[order[i]];
  s.arrange(zone, std::move(sorted));
}

// Pushes a list of the zone's pieces, bottom first; returns how many.
int lsort_pushpieces(lua_State* L, ZoneId zone) {
  const std::vector<PieceId>& list = largs_state(L).zone(zone)->pieces;
  largs_pushids(L, list);
  return static_cast<int>(list.size());
}

// Whether the zone still holds the pieces of the list at idx, in order.
bool lsort_unmoved(lua_State* L, ZoneId zone, int idx) {
  const std::vector<PieceId>& list = largs_state(L).zone(zone)->pieces;
  if (lua_rawlen(L, idx) != list.size()) return false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    const bool same = lua_tointeger(L, -1) == list[i];
    lua_pop(L, 1);
    if (!same) return false;
  }
  return true;
}

// game:sort(zone, by): by is a field ("rank"), a list of them
// ({"suit", "-rank"}), or a function(piece) returning a number or a text.
int lsort_sort(lua_State* L) {
  const ZoneId zone = largs_checkzone(L, 2);
  const bool call = lua_type(L, 3) == LUA_TFUNCTION;
  if (!call && lua_type(L, 3) != LUA_TSTRING && lua_type(L, 3) != LUA_TTABLE)
    return luaL_typeerror(L, 3, "field name, list of field names or function");
  lua_settop(L, 3);
  const int n = lsort_pushpieces(L, zone);  // at 4: a key function may not move them
  const int parts = call ? 1 : lsort_fields(L, 3);
  const int first = 5;
  lua_createtable(L, n * parts, 0);
  const int keys = lua_gettop(L);
  largs_charge(L, static_cast<double>(n * parts) * 4.0);
  lua_Integer at = 0;
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, 4, i);
    const auto piece = static_cast<PieceId>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    for (int k = 0; k < parts; ++k) {
      if (call) {
        lsort_pushcall(L, 3, piece);
      } else {
        const char* field = lua_tostring(L, first + k);
        lsort_pushfield(L, piece, field[0] == '-' ? field + 1 : field);
      }
      lua_rawseti(L, keys, ++at);
    }
  }
  if (!lsort_unmoved(L, zone, 4))
    return luaL_error(L, "bad argument #2 to 'sort' (the key function moved pieces)");
  std::vector<bool> descending(static_cast<std::size_t>(parts), false);
  for (int k = 0; !call && k < parts; ++k)
    descending[static_cast<std::size_t>(k)] = lua_tostring(L, first + k)[0] == '-';
  lsort_apply(L, zone, keys, parts, descending);
  return 0;
}

const luaL_Reg lsort_funcs[] = {{"sort", lsort_sort}, {nullptr, nullptr}};

}  // namespace

void lsort_open(lua_State* L) {
  luaL_setfuncs(L, lsort_funcs, 0);
}

}  // namespace tabula::lua
