// Every function registered on `game` is annotated for the Lua language
// server (lua-meta/tabula.lua) and documented (docs/lua-api.md): a binding
// added without them fails here.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

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
