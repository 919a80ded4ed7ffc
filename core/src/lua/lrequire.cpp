// The global `require`: loads a Lua file of the module itself, or of our
// shared library folder (games/lib), into the sandbox. Nothing else is
// reachable: names are plain dotted words, never paths.
#include <cctype>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

const char* const kLoaded = "tabula.loaded";

bool lrequire_validname(const char* name) {
  if (!*name) return false;
  for (const char* c = name; *c; ++c)
    if (!(std::isalnum(static_cast<unsigned char>(*c)) || *c == '_' || *c == '.')) return false;
  return std::strstr(name, "..") == nullptr;
}

// Loads the chunk of `name` (pushes the function or an error message).
// Returns false when no file matched.
bool lrequire_load(lua_State* L, const Module& module, const char* name, int& status) {
  std::string rel(name);
  for (char& c : rel)
    if (c == '.') c = '/';
  rel += ".lua";
  for (const auto& dir : {module.manifest.dir, module.lib_dir}) {
    if (dir.empty()) continue;
    const std::filesystem::path path = dir / rel;
    std::ifstream in(path, std::ios::binary);
    if (!in) continue;
    std::ostringstream text;
    text << in.rdbuf();
    const std::string chunk = "@" + path.string();
    const std::string body = text.str();
    status = sbx_loadtext(L, body.data(), body.size(), chunk.c_str());
    return true;
  }
  return false;
}

int lrequire_require(lua_State* L) {
  const char* name = luaL_checkstring(L, 1);
  if (!lrequire_validname(name))
    return luaL_argerror(L, 1, "module names are dotted words like 'cards' or 'lib.effects'");
  lua_getfield(L, LUA_REGISTRYINDEX, kLoaded);
  if (lua_getfield(L, -1, name) != LUA_TNIL) {
    if (lua_toboolean(L, -1) && lua_type(L, -1) == LUA_TLIGHTUSERDATA)
      return luaL_error(L, "circular require of '%s'", name);
    return 1;
  }
  lua_pop(L, 1);
  int status = LUA_OK;
  const Module& module = Host::of(L).module();
  if (!lrequire_load(L, module, name, status))
    return luaL_error(L, "module '%s' not found in the game folder or the shared library", name);
  if (status != LUA_OK) return lua_error(L);
  lua_pushlightuserdata(L, (void*)kLoaded);  // marks "loading" to catch cycles
  lua_setfield(L, -3, name);
  if (lua_pcall(L, 0, 1, 0) != LUA_OK) {
    lua_pushnil(L);  // forget the mark, so a later require reports the real error again
    lua_setfield(L, -3, name);
    return lua_error(L);
  }
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, name);
  return 1;
}

}  // namespace

void lrequire_open(lua_State* L, const Module&) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kLoaded);
  sbx_pushenv(L);
  lua_pushcfunction(L, lrequire_require);
  lua_setfield(L, -2, "require");
  lua_pop(L, 1);
}

}  // namespace tabula::lua
