// Every function registered on `game` is annotated for the Lua language
// server (lua-meta/tabula.lua) and documented (docs/lua-api.md): a binding
// added without them fails here.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include <filesystem>

#include "lua/host.hpp"

namespace {

std::string read(const std::string& relative) {
  std::ifstream in(std::string(TABULA_SOURCE_DIR) + "/" + relative);
  std::ostringstream text;
  text << in.rdbuf();
  REQUIRE(!text.str().empty());
  return text.str();
}

}  // namespace

TEST_CASE("every game function is annotated and documented", "[api]") {
  const std::string meta = read("lua-meta/tabula.lua");
  const std::string doc = read("docs/lua-api.md");
  const std::vector<std::string> names = tabula::lua::host_apinames();
  REQUIRE(names.size() > 40);
  for (const std::string& name : names) {
    INFO("game:" << name);
    CHECK(meta.find("function Game:" + name + "(") != std::string::npos);
    CHECK(doc.find("game:" + name + "(") != std::string::npos);
  }
}

// The helpers of games/lib/ are annotated by module in lua-meta/lib/ (their
// own files stay as they are: they are part of every game's content hash).
TEST_CASE("every function the shared library exports is annotated", "[api]") {
  const std::filesystem::path lib = std::filesystem::path(TABULA_SOURCE_DIR) / "games" / "lib";
  int modules = 0;
  for (const auto& entry : std::filesystem::directory_iterator(lib)) {
    if (entry.path().extension() != ".lua") continue;
    const std::string module = entry.path().stem().string();
    INFO(module);
    const std::string meta = read("lua-meta/lib/" + module + ".lua");
    CHECK(meta.find("---@meta " + module) == 0);
    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    const std::string path = (lib / "?.lua").string();
    lua_getglobal(L, "package");
    lua_pushstring(L, path.c_str());
    lua_setfield(L, -2, "path");
    REQUIRE(luaL_dofile(L, entry.path().c_str()) == LUA_OK);
    REQUIRE(lua_istable(L, -1));
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_isfunction(L, -1)) {
        const std::string name = lua_tostring(L, -2);
        INFO(module << "." << name);
        CHECK(meta.find("function " + module + "." + name + "(") != std::string::npos);
      }
      lua_pop(L, 1);
    }
    lua_close(L);
    ++modules;
  }
  CHECK(modules >= 5);
}
