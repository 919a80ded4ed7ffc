// Scenario files: loaded into the session's own sandbox, so a check reads the
// state through the same `game` API the rules use.
#include "lua/host.hpp"

namespace tabula::lua {
namespace {

// One choice: { seat, "id" } or { seat, { "id", "id" } } (ids may be integers).
bool host_readchoice(lua_State* L, int idx, Choice& c) {
  lua_rawgeti(L, idx, 1);
  lua_rawgeti(L, idx, 2);
  sbx_unwrap(L, -1);
  c.seat = static_cast<SeatIndex>(lua_tointeger(L, -2)) - 1;
  bool ok = c.seat >= 0;
  if (lua_istable(L, -1)) {
    for (int i = 1; lua_rawgeti(L, -1, i) != LUA_TNIL; ++i) {
      c.picks.emplace_back(lua_tostring(L, -1) ? lua_tostring(L, -1) : "");
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  } else if (lua_isstring(L, -1)) {
    c.picks.emplace_back(lua_tostring(L, -1));
  } else {
    ok = false;
  }
  lua_pop(L, 2);
  return ok;
}

// Pushes the table field `key` of the table at idx; returns whether it is a
// table. Tables a scenario takes from a module (util.SECOND) are frozen:
// their entries are read from the hidden table (sbx_unwrap), raw.
bool host_tablefield(lua_State* L, int idx, const char* key) {
  if (lua_getfield(L, idx, key) != LUA_TTABLE) return false;
  sbx_unwrap(L, -1);
  return true;
}

void host_readoptions(lua_State* L, int idx, Scenario& s) {
  if (host_tablefield(L, idx, "options")) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      lua_pushvalue(L, -2);
      const char* k = lua_tostring(L, -1);
      const char* v =
          lua_isboolean(L, -2) ? (lua_toboolean(L, -2) ? "true" : "false") : lua_tostring(L, -2);
      if (k && v) s.options[k] = v;
      lua_pop(L, 2);
    }
  }
  lua_pop(L, 1);
}

bool host_readscenario(lua_State* L, int idx, Scenario& s, std::string& error) {
  lua_getfield(L, idx, "name");
  s.name = lua_isstring(L, -1) ? lua_tostring(L, -1) : "scenario " + std::to_string(s.index);
  lua_getfield(L, idx, "players");
  s.players = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 2;
  lua_getfield(L, idx, "seed");
  s.seed = lua_isinteger(L, -1) ? static_cast<std::uint64_t>(lua_tointeger(L, -1)) : 1;
  lua_getfield(L, idx, "bots");
  s.bots = lua_toboolean(L, -1);
  lua_pop(L, 4);
  host_readoptions(L, idx, s);
  if (host_tablefield(L, idx, "choices")) {
    for (int i = 1; lua_rawgeti(L, -1, i) == LUA_TTABLE; ++i) {
      sbx_unwrap(L, -1);
      Choice c;
      if (!host_readchoice(L, lua_gettop(L), c)) {
        error = "scenario '" + s.name + "': choice " + std::to_string(i) +
                " must be { seat, \"id\" } or { seat, { \"id\", ... } }";
        lua_pop(L, 2);
        return false;
      }
      s.choices.push_back(std::move(c));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return true;
}

}  // namespace

bool Host::run_file(const std::filesystem::path& file) {
  std::string body;
  if (std::string why = host_readscript(file, body); !why.empty()) {
    error_ = file.string() + ": " + why;
    return false;
  }
  const std::string chunk = "@" + file.string();
  if (sbx_loadtext(L_, body.data(), body.size(), chunk.c_str()) != LUA_OK) {
    error_ = lua_tostring(L_, -1);
    lua_settop(L_, 0);
    return false;
  }
  return call(0, 1) == StepStatus::Done;
}

bool Host::read_scenarios(const std::filesystem::path& file, std::vector<Scenario>& out) {
  if (!run_file(file)) return false;
  if (!lua_istable(L_, -1)) {
    error_ = file.string() + ": a scenario file must return a list of scenarios";
    lua_settop(L_, 0);
    return false;
  }
  for (int i = 1; lua_rawgeti(L_, 1, i) == LUA_TTABLE; ++i) {
    Scenario s;
    s.file = file;
    s.index = i;
    if (!host_readscenario(L_, lua_gettop(L_), s, error_)) {
      error_ = file.string() + ": " + error_;
      lua_settop(L_, 0);
      return false;
    }
    out.push_back(std::move(s));
    lua_pop(L_, 1);
  }
  lua_settop(L_, 0);
  return true;
}

StepStatus Host::check_scenario(const std::filesystem::path& file, int index) {
  if (!run_file(file)) return StepStatus::Failed;
  lua_rawgeti(L_, -1, index);
  if (!lua_istable(L_, -1) || lua_getfield(L_, -1, "check") != LUA_TFUNCTION) {
    lua_settop(L_, 0);
    return StepStatus::Done;  // nothing to check: reaching the end without error passes
  }
  lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
  const StepStatus status = call(1, 0);
  lua_settop(L_, 0);
  return status;
}

}  // namespace tabula::lua
