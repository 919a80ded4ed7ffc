#include "lua/host.hpp"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

std::int64_t host_random(void* user, std::int64_t lo, std::int64_t hi) {
  return static_cast<Host*>(user)->context().state->random(lo, hi);
}

void host_print(void* user, const char* text) {
  static_cast<Host*>(user)->print(text);
}

// Bindings that only read the state (no C++ allocation, so no guard).
const char* const kReaders[] = {
    "players",    "seat_name", "seat_color", "round",  "phase",   "current", "turn_order",
    "random",     "counter",   "zone",       "zones",  "count",   "pieces",  "top",
    "zone_owner", "zone_name", "def",        "owner",  "zone_of", "face_up", "kind",
    "prop",       "zone_prop", "neighbors",  "linked", nullptr};

int host_gametostring(lua_State* L) {
  lua_pushliteral(L, "game");
  return 1;
}

// Pushes the table of every binding on `game`.
void host_pushapi(lua_State* L) {
  lua_newtable(L);
  lgame_open(L);
  lzone_open(L);
  lpiece_open(L);
  lsight_open(L);
  lcounter_open(L);
  lboard_open(L);
  lsort_open(L);
  ldecision_open(L);
  lmemo_open(L);
  largs_guardall(L, kReaders);
}

// The `game`: the table of every binding itself, so that `game:move(...)`
// finds its function by a plain table read (through a metatable's __index,
// a userdata's method cost about 90 instructions more a call). Host::load
// locks it like the rules, so a changed entry is found and undone after the game.
void host_pushgame(lua_State* L) {
  host_pushapi(L);
  lua_createtable(L, 0, 2);
  lua_pushcfunction(L, host_gametostring);
  lua_setfield(L, -2, "__tostring");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

int host_ref_function(lua_State* L, int table, const char* key) {
  sbx_rawfield(L, table, key);
  if (lua_isfunction(L, -1)) return luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 1);
  return 0;
}

}  // namespace

std::string host_readscript(const std::filesystem::path& path, std::string& text) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return "cannot read the file";
  if (size > kMaxScriptBytes)
    return "the file has " + std::to_string(size) + " bytes; a script may have at most " +
           std::to_string(kMaxScriptBytes);
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot read the file";
  std::ostringstream ss;
  ss << in.rdbuf();
  text = ss.str();
  return "";
}

Host::Host(std::shared_ptr<const Module> module, const SandboxLimits& limits)
    : module_(std::move(module)) {
  sandbox_.limits = limits;
  sandbox_.hooks.user = this;
  sandbox_.hooks.random = host_random;
  sandbox_.hooks.print = host_print;
  sandbox_.allow_over = true;  // only script calls run under the cap (see run and call)
}

Host::~Host() {
  if (L_) lua_close(L_);
  sbx_release(&sandbox_);
}

void Host::profile_on() {
  profile_ = std::make_unique<RulesProfile>();
  // Places read "spacetrace/ships.lua:88" and "lib/standing.lua:12": named
  // from the folder that holds the game (and, in this repository, lib/).
  const std::filesystem::path dir = module_->manifest.dir.lexically_normal();
  profile_root_ = (dir.has_filename() ? dir : dir.parent_path()).parent_path().string();
  if (!profile_root_.empty()) profile_root_ += '/';
  sandbox_.profile_root = profile_root_.c_str();
  sandbox_.profile_game = game_ptr_;
  sandbox_.profile = profile_.get();
}

void Host::print(const char* text) {
  std::fprintf(stderr, "[%s] %s\n", module_->manifest.id.c_str(), text);
}

std::unique_ptr<Host> Host::create(std::shared_ptr<const Module> module,
                                   const SandboxLimits& limits, Problems& problems) {
  std::unique_ptr<Host> host(new Host(std::move(module), limits));
  if (!host->load(problems) || !host->read_flow(problems) || !host->freeze(problems))
    return nullptr;
  return host;
}

bool Host::load(Problems& problems) {
  L_ = sbx_newstate(&sandbox_);
  const std::filesystem::path file = module_->manifest.dir / "rules.lua";
  if (!L_) {
    problems.push_back({file.string(), 0, "cannot create a Lua state (out of memory)"});
    return false;
  }
  ldata_open(L_, module_->data);
  lrequire_open(L_, *module_);
  std::string text;
  if (std::string why = host_readscript(file, text); !why.empty()) {
    problems.push_back({file.string(), 0, why});
    return false;
  }
  const std::string chunk = "@" + file.string();
  if (sbx_loadtext(L_, text.data(), text.size(), chunk.c_str()) != LUA_OK) {
    problems.push_back({"", 0, lua_tostring(L_, -1)});
    return false;
  }
  sandbox_.no_game = "while the rules load (the game and its randomness exist only in a game)";
  const StepStatus loaded = call(0, 1);
  sandbox_.no_game = nullptr;
  if (loaded != StepStatus::Done) {
    problems.push_back({"", 0, error_});
    return false;
  }
  if (!lua_istable(L_, -1)) {
    problems.push_back({file.string(), 0, "rules.lua must return the rules table"});
    return false;
  }
  rules_ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  // Steps make many short-lived tables (option lists, piece lists): the
  // generational collector handles those for a fraction of the incremental cost.
  lua_gc(L_, LUA_GCGEN, 0, 0);
  host_pushgame(L_);
  if (sbx_freezevalue(L_, -1, "the game") != LUA_OK) {
    problems.push_back({"", 0, lua_tostring(L_, -1)});
    return false;
  }
  game_ptr_ = lua_topointer(L_, -1);
  game_ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  co_ = renew(co_ref_);
  return true;
}

bool Host::read_flow(Problems& problems) {
  const std::string file = (module_->manifest.dir / "rules.lua").string();
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  const int rules = lua_gettop(L_);
  flow_.setup_ref = host_ref_function(L_, rules, "setup");
  // The host reads the rules raw: no script code may run outside a protected call.
  sbx_rawfield(L_, rules, "rounds");
  int whole = 0;
  const lua_Integer rounds = lua_tointegerx(L_, -1, &whole);
  if (!lua_isnil(L_, -1) && (!whole || rounds < 0 || rounds > INT_MAX))
    problems.push_back({file, 0, "rules.rounds must be a number of rounds (0: until end_game)"});
  flow_.rounds = whole && rounds >= 0 && rounds <= INT_MAX ? static_cast<int>(rounds) : 0;
  lua_pop(L_, 1);
  if (sbx_rawfield(L_, rules, "score") != LUA_TFUNCTION)
    problems.push_back({file, 0, "rules.score must be a function(game, seat) returning the score"});
  lua_pop(L_, 1);
  if (sbx_rawfield(L_, rules, "phases") != LUA_TTABLE) {
    problems.push_back({file, 0, "rules.phases must be a list of phases"});
    lua_settop(L_, 0);
    return false;
  }
  const int phases = lua_gettop(L_);
  for (int i = 1; lua_rawgeti(L_, phases, i) == LUA_TTABLE; ++i) {
    const int p = lua_gettop(L_);
    PhaseSpec spec;
    sbx_rawfield(L_, p, "name");
    spec.name = lua_isstring(L_, -1) ? lua_tostring(L_, -1) : "phase " + std::to_string(i);
    lua_pop(L_, 1);
    spec.step_ref = host_ref_function(L_, p, "step");
    spec.turn_ref = host_ref_function(L_, p, "turn");
    spec.done_ref = host_ref_function(L_, p, "done");
    if ((spec.step_ref == 0) == (spec.turn_ref == 0))
      problems.push_back({file, 0,
                          "rules.phases[" + std::to_string(i) +
                              "] needs exactly one of 'step' or 'turn' (a function)"});
    flow_.phases.push_back(std::move(spec));
    lua_pop(L_, 1);
  }
  lua_settop(L_, 0);
  if (flow_.phases.empty()) problems.push_back({file, 0, "rules.phases has no phase"});
  return problems.empty();
}

}  // namespace tabula::lua

namespace tabula::lua {

// Freezes what the loaded rules can reach (sbx_freeze): the globals, the
// rules table and every module `require` loaded. After this, a game can
// change nothing that the next game run by this host would see.
bool Host::freeze(Problems& problems) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  lua_pushliteral(L_, "rules");
  // The modules themselves, not the table of them, which stays open for
  // modules required later (those are frozen as they load).
  lrequire_pushloaded(L_);
  const int loaded = lua_gettop(L_);
  int roots = 1;
  lua_pushnil(L_);
  while (lua_checkstack(L_, 3) && lua_next(L_, loaded)) {  // value and label go below the key
    lua_pushfstring(L_, "module '%s'", lua_tostring(L_, -2));
    lua_rotate(L_, -3, -1);
    ++roots;
  }
  lua_remove(L_, loaded);
  if (sbx_freeze(L_, roots) != LUA_OK) {
    problems.push_back({(module_->manifest.dir / "rules.lua").string(), 0, lua_tostring(L_, -1)});
    lua_settop(L_, 0);
    return false;
  }
  return true;
}

std::vector<std::string> host_apinames() {
  lua_State* L = luaL_newstate();
  host_pushapi(L);
  std::vector<std::string> names;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    names.emplace_back(lua_tostring(L, -1));
  }
  lua_close(L);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace tabula::lua
