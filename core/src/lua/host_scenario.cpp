// Scenario files: loaded into the session's own sandbox, so a check reads the
// state through the same `game` API the rules use.
#include <charconv>

#include "data/toml_read.hpp"
#include "lua/host.hpp"

namespace tabula::lua {
namespace {

const std::vector<std::string> kScenarioKeys = {"name",    "players", "seed", "options", "seats",
                                                "choices", "refused", "bots", "hash",    "check"};

// Every key of the scenario at idx is one a scenario has: a misspelt
// `check` would make the scenario pass without checking anything.
bool host_scenariokeys(lua_State* L, int idx, std::string& error) {
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    const char* key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : nullptr;
    const bool known = key && std::find(kScenarioKeys.begin(), kScenarioKeys.end(),
                                        std::string(key)) != kScenarioKeys.end();
    if (!known) {
      error =
          key ? "unknown key '" + std::string(key) + "'" + data::did_you_mean(key, kScenarioKeys)
              : std::string(
                    "keys must be names (name, players, seed, options, seats, "
                    "choices, refused, bots, hash, check)");
      lua_pop(L, 1);
      return false;
    }
  }
  return true;
}

// One choice: { seat, "id" } or { seat, { "id", "id" } } (ids may be
// integers). Seat numbers are checked when the choice is made, so a scenario
// can expect a seat the game does not have to be refused.
bool host_readchoice(lua_State* L, int idx, Choice& c) {
  lua_rawgeti(L, idx, 1);
  lua_rawgeti(L, idx, 2);
  sbx_unwrap(L, -1);
  c.seat = static_cast<SeatIndex>(lua_tointeger(L, -2)) - 1;
  bool ok = lua_isinteger(L, -2);
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

// The list field `key` ("choices", "refused") of the scenario at idx, each
// entry read by host_readchoice plus, for a refusal, the reason's text.
bool host_readchoices(lua_State* L, int idx, const char* key, Scenario& s, std::string& error) {
  const bool refused = std::string_view(key) == "refused";
  bool ok = true;
  if (host_tablefield(L, idx, key)) {
    for (int i = 1; ok && lua_rawgeti(L, -1, i) != LUA_TNIL; ++i) {
      Choice c;
      ok = lua_istable(L, -1);
      if (ok) {
        sbx_unwrap(L, -1);
        ok = host_readchoice(L, lua_gettop(L), c);
      }
      if (!ok) {
        error = std::string(key) + " " + std::to_string(i) +
                " must be { seat, \"id\" } or { seat, { \"id\", ... } }" +
                (refused ? ", and may add the reason's text" : "");
      } else if (refused) {
        lua_rawgeti(L, -1, 3);
        s.refused.push_back({std::move(c), lua_isstring(L, -1) ? lua_tostring(L, -1) : ""});
        lua_pop(L, 1);
      } else {
        s.choices.push_back(std::move(c));
      }
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return ok;
}

// seats = { { "Ann", "red" }, { "Bob", "blue" } }: names and colours.
bool host_readseats(lua_State* L, int idx, Scenario& s, std::string& error) {
  bool ok = true;
  if (host_tablefield(L, idx, "seats")) {
    for (int i = 1; ok && lua_rawgeti(L, -1, i) != LUA_TNIL; ++i) {
      ok = lua_istable(L, -1);
      if (ok) {
        sbx_unwrap(L, -1);
        lua_rawgeti(L, -1, 1);
        lua_rawgeti(L, -2, 2);
        ok = lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING;
        if (ok) s.seats.push_back({lua_tostring(L, -2), lua_tostring(L, -1)});
        lua_pop(L, 2);
      }
      if (!ok) error = "seat " + std::to_string(i) + " must be { \"name\", \"colour\" }";
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return ok;
}

// hash = "5d5b05e532685c47", as `tabula` prints state hashes.
bool host_readhash(lua_State* L, int idx, Scenario& s, std::string& error) {
  const int type = lua_getfield(L, idx, "hash");
  std::size_t len = 0;
  const char* text = type == LUA_TSTRING ? lua_tolstring(L, -1, &len) : nullptr;
  lua_pop(L, 1);
  if (type == LUA_TNIL) return true;
  std::uint64_t value = 0;
  const auto [end, ec] = text ? std::from_chars(text, text + len, value, 16)
                              : std::from_chars_result{nullptr, std::errc::invalid_argument};
  if (!text || ec != std::errc() || end != text + len || len != 16) {
    error = "hash must be 16 hex digits, as tabula prints a state hash";
    return false;
  }
  s.hash = value;
  return true;
}

bool host_readscenario(lua_State* L, int idx, Scenario& s, std::string& error) {
  lua_getfield(L, idx, "name");
  s.name = lua_isstring(L, -1) ? lua_tostring(L, -1) : "scenario " + std::to_string(s.index);
  lua_getfield(L, idx, "players");
  s.players = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
  lua_getfield(L, idx, "seed");
  s.seed = lua_isinteger(L, -1) ? static_cast<std::uint64_t>(lua_tointeger(L, -1)) : 1;
  lua_getfield(L, idx, "bots");
  s.bots = lua_toboolean(L, -1);
  lua_getfield(L, idx, "check");
  s.check = lua_isfunction(L, -1);
  lua_pop(L, 5);
  host_readoptions(L, idx, s);
  const bool ok = host_scenariokeys(L, idx, error) && host_readseats(L, idx, s, error) &&
                  host_readchoices(L, idx, "choices", s, error) &&
                  host_readchoices(L, idx, "refused", s, error) && host_readhash(L, idx, s, error);
  const int named = static_cast<int>(s.seats.size());
  if (s.players == 0) s.players = named > 0 ? named : 2;
  if (ok && named > 0 && s.players != named)
    error = "players is " + std::to_string(s.players) + " but " + std::to_string(named) +
            " seats are named";
  if (ok && !s.check && s.refused.empty() && !s.hash)
    error = "it checks nothing: give it a check function, refused choices or a hash";
  if (error.empty()) return true;
  error = "scenario " + std::to_string(s.index) + " '" + s.name + "': " + error;
  return false;
}

// The requests still open in `d` for a scenario's check: a list of
// { seat =, prompt =, min =, max =, options = { ids } } in request order, or
// nil when no decision is pending.
void host_pushpending(lua_State* L, const Decision* d) {
  if (!d) {
    lua_pushnil(L);
    return;
  }
  lua_newtable(L);
  int n = 0;
  for (std::size_t i = 0; i < d->requests.size(); ++i) {
    if (d->answers[i]) continue;
    const Request& r = d->requests[i];
    lua_createtable(L, 0, 5);
    lua_pushinteger(L, r.seat + 1);
    lua_setfield(L, -2, "seat");
    lua_pushstring(L, r.prompt.c_str());
    lua_setfield(L, -2, "prompt");
    lua_pushinteger(L, r.min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, r.max);
    lua_setfield(L, -2, "max");
    lua_createtable(L, static_cast<int>(r.options.size()), 0);
    for (std::size_t k = 0; k < r.options.size(); ++k) {
      const Option& o = r.options[k];
      if (o.numeric) {
        lua_pushinteger(L, std::stoll(o.id));
      } else {
        lua_pushstring(L, o.id.c_str());
      }
      lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    lua_setfield(L, -2, "options");
    lua_rawseti(L, -2, ++n);
  }
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
    sbx_unwrap(L_, -1);
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

StepStatus Host::check_scenario(const std::filesystem::path& file, int index,
                                const Decision* pending) {
  if (!run_file(file)) return StepStatus::Failed;
  lua_rawgeti(L_, -1, index);
  if (!lua_istable(L_, -1) || lua_getfield(L_, -1, "check") != LUA_TFUNCTION) {
    lua_settop(L_, 0);
    return StepStatus::Done;  // refused choices or a hash only: checked by the runner
  }
  lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
  host_pushpending(L_, pending);
  const StepStatus status = call(2, 0);
  lua_settop(L_, 0);
  return status;
}

}  // namespace tabula::lua
