// The global `require`: loads a Lua file of the module itself, or of our
// shared library folder (games/lib), into the sandbox. Nothing else is
// reachable, whatever the name: a name is dotted words ("cards",
// "lib.effects"), each word letters, digits and '_', and the file it names
// must resolve (links followed) to a regular file inside one of the two
// folders.
#include <cctype>
#include <cstdio>
#include <system_error>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

const char* const kLoaded = "tabula.loaded";
const char* const kLateWhy =
    "in a module first required during a game (what it builds is shared by every game)";

// Dotted words: no empty word, so no leading, trailing or double dot, and no
// character that could make a path ('/', '\0', ...).
bool lrequire_validname(const char* name, std::size_t len) {
  if (len == 0 || name[0] == '.' || name[len - 1] == '.') return false;
  for (std::size_t i = 0; i < len; ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c == '.' && name[i + 1] == '.') return false;
    if (!(std::isalnum(c) || c == '_' || c == '.')) return false;
  }
  return true;
}

// Whether `path`, with every link resolved, is a regular file under `dir`.
bool lrequire_inside(const std::filesystem::path& dir, const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::path real = std::filesystem::canonical(path, ec);
  if (ec || !std::filesystem::is_regular_file(real, ec)) return false;
  const std::filesystem::path root = std::filesystem::canonical(dir, ec);
  if (ec) return false;
  auto r = root.begin();
  auto p = real.begin();
  for (; r != root.end(); ++r, ++p)
    if (p == real.end() || *p != *r) return false;
  return true;
}

// Reads the file `name` stands for into `text` and its chunk name; false when
// no folder has it (`why` says why a file that is there cannot be read).
bool lrequire_find(const Module& module, const char* name, std::string& text, std::string& chunk,
                   std::string& why) {
  std::string rel(name);
  for (char& c : rel)
    if (c == '.') c = '/';
  rel += ".lua";
  for (const auto& dir : {module.manifest.dir, module.lib_dir}) {
    if (dir.empty()) continue;
    const std::filesystem::path path = dir / rel;
    if (!lrequire_inside(dir, path)) continue;
    why = host_readscript(path, text);
    chunk = "@" + path.string();
    return true;
  }
  return false;
}

// Pushes the chunk of `name` (or an error message); returns the load status,
// or -1 when no file matched. C++ strings live only in here, where nothing
// raises a Lua error.
int lrequire_load(lua_State* L, const Module& module, const char* name, std::size_t* len) {
  char failure[1024] = "";
  {
    std::string text, chunk, why;
    if (!lrequire_find(module, name, text, chunk, why)) return -1;
    if (why.empty()) {
      *len = text.size();
      return sbx_loadtext(L, text.data(), text.size(), chunk.c_str());
    }
    std::snprintf(failure, sizeof failure, "%s: %s", chunk.c_str() + 1, why.c_str());
  }
  lua_pushstring(L, failure);  // may raise: no string is alive any more
  return LUA_ERRFILE;
}

// __close of the guard below: a module that failed to load (and was caught
// by a script's pcall) must not look "still loading" to the next require.
int lrequire_unmark(lua_State* L) {
  lua_getiuservalue(L, 1, 1);  // the name
  lua_getfield(L, LUA_REGISTRYINDEX, kLoaded);
  lua_pushvalue(L, -2);
  if (lua_rawget(L, -2) == LUA_TLIGHTUSERDATA) {
    lua_pushvalue(L, -3);
    lua_pushnil(L);
    lua_rawset(L, -4);
  }
  return 0;
}

// Pushes a to-be-closed guard that clears the "loading" mark of the name at
// idx if the module's chunk raises.
void lrequire_pushguard(lua_State* L, int idx) {
  lua_newuserdatauv(L, 0, 1);
  lua_pushvalue(L, idx);
  lua_setiuservalue(L, -2, 1);
  lua_createtable(L, 0, 1);
  lua_pushcfunction(L, lrequire_unmark);
  lua_setfield(L, -2, "__close");
  lua_setmetatable(L, -2);
  lua_toclose(L, -1);
}

// A module first required by a game (after the rules loaded) is shared by
// every later game, like a game:memo result: its chunk runs apart from the
// game, under its own budget, and what it returns is frozen. Stack: 1 name,
// 2 the loaded modules, 3 the chunk (marked "loading").
void lrequire_late(lua_State* L, const char* name) {
  lua_pushvalue(L, 3);
  const char* label = lua_pushfstring(L, "module '%s'", name);
  lua_insert(L, -2);  // below the chunk: kept alive
  if (sbx_isolated(L, 0, kLateWhy, label) == LUA_OK) return;
  lua_pushnil(L);
  lua_setfield(L, 2, name);  // no longer "loading"
  sbx_charge(L, 0);          // raises if its budget ran out
  lua_error(L);
}

int lrequire_require(lua_State* L) {
  std::size_t len = 0;
  const char* name = luaL_checklstring(L, 1, &len);
  if (!lrequire_validname(name, len))
    return luaL_argerror(L, 1, "module names are dotted words like 'cards' or 'lib.effects'");
  lua_settop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, kLoaded);  // 2
  if (lua_getfield(L, 2, name) != LUA_TNIL) {   // 3
    if (lua_type(L, -1) == LUA_TLIGHTUSERDATA)
      return luaL_error(L, "circular require of '%s'", name);
    return 1;
  }
  lua_pop(L, 1);
  std::size_t bytes = 0;
  const int status = lrequire_load(L, Host::of(L).module(), name, &bytes);  // 3
  if (status < 0)
    return luaL_error(L, "module '%s' not found in the game folder or the shared library", name);
  if (status != LUA_OK) return lua_error(L);
  lua_pushlightuserdata(L, (void*)kLoaded);  // marks "loading" to catch cycles
  lua_setfield(L, 2, name);
  if (sbx_state(L)->frozen) {
    lrequire_late(L, name);
  } else {
    sbx_charge(L, static_cast<double>(bytes));  // reading and parsing ran in C, like load
    lrequire_pushguard(L, 1);                   // 4
    // Not a protected call: an error keeps the stack of the failing line for
    // the host's report (memory errors carry no position of their own).
    lua_pushvalue(L, 3);
    lua_call(L, 0, 1);
  }
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, 2, name);
  return 1;
}

}  // namespace

void lrequire_pushloaded(lua_State* L) {
  lua_getfield(L, LUA_REGISTRYINDEX, kLoaded);
}

void lrequire_open(lua_State* L, const Module&) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kLoaded);
  sbx_pushenv(L);
  lua_pushcfunction(L, lrequire_require);
  largs_guard(L);  // it reads files into C++ strings
  lua_setfield(L, -2, "require");
  lua_pop(L, 1);
}

}  // namespace tabula::lua
