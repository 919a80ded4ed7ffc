// The global `data`: the module's frozen data set as read-only Lua tables.
// data.cards is both a list (ipairs, file order) and a map (data.cards.ogre).
#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

void ldata_pushjson(lua_State* L, const nlohmann::json& j);

void ldata_pushobject(lua_State* L, const nlohmann::json& j) {
  lua_createtable(L, 0, static_cast<int>(j.size()));
  for (auto it = j.begin(); it != j.end(); ++it) {
    ldata_pushjson(L, it.value());
    lua_setfield(L, -2, it.key().c_str());
  }
}

void ldata_pusharray(lua_State* L, const nlohmann::json& j) {
  lua_createtable(L, static_cast<int>(j.size()), 0);
  lua_Integer i = 0;
  for (const auto& v : j) {
    ldata_pushjson(L, v);
    lua_rawseti(L, -2, ++i);
  }
}

void ldata_pushjson(lua_State* L, const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::boolean:
      lua_pushboolean(L, j.get<bool>());
      break;
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
      lua_pushinteger(L, j.get<std::int64_t>());
      break;
    case nlohmann::json::value_t::number_float:
      lua_pushnumber(L, j.get<double>());
      break;
    case nlohmann::json::value_t::string:
      lua_pushstring(L, j.get_ref<const std::string&>().c_str());
      break;
    case nlohmann::json::value_t::array:
      ldata_pusharray(L, j);
      break;
    case nlohmann::json::value_t::object:
      ldata_pushobject(L, j);
      break;
    default:
      lua_pushnil(L);
      break;
  }
}

void ldata_pushtable(lua_State* L, const DataTable& t) {
  lua_createtable(L, static_cast<int>(t.entries.size()), static_cast<int>(t.entries.size()));
  lua_Integer i = 0;
  for (const DataEntry& e : t.entries) {
    ldata_pushobject(L, e.fields);
    lua_pushstring(L, e.id.c_str());
    lua_setfield(L, -2, "id");
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, ++i);
    lua_setfield(L, -2, e.id.c_str());
  }
}

}  // namespace

void ldata_open(lua_State* L, const DataSet& data) {
  lua_createtable(L, 0, static_cast<int>(data.tables.size()));
  for (const DataTable& t : data.tables) {
    ldata_pushtable(L, t);
    lua_setfield(L, -2, t.name.c_str());
  }
  sbx_pushreadonly(L, -1);
  sbx_pushenv(L);
  lua_insert(L, -2);
  lua_setfield(L, -2, "data");
  lua_pop(L, 2);
}

}  // namespace tabula::lua
