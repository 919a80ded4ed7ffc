// The profile of a state's scripts (SandboxState::profile, for `tabula sim
// --profile`): the count hook, which a counted state runs anyway, samples
// where the scripts are; a call hook, set only while profiling, counts each
// call of a C function (the core's game:f and the library's) from Lua code.
//
// These run inside Lua calls and hooks, so nothing here may throw through
// Lua: a sample that cannot be recorded (out of memory) is dropped.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "lua/sbx_internal.hpp"
#include "tabula/profile.hpp"

namespace tabula::lua {

namespace {

// "spacetrace/ships.lua:88": the chunk's file named from the profile's root.
std::string sbx_place(const SandboxState* s, const lua_Debug& ar, int line) {
  const char* src = ar.short_src;
  if (ar.source[0] == '@') {
    src = ar.source + 1;
    const std::size_t n = std::strlen(s->profile_root);
    if (std::strncmp(src, s->profile_root, n) == 0) src += n;
  }
  return std::string(src) + ":" + std::to_string(line);
}

// Counts a sample for every Lua function on L's stack, each once.
void sbx_profilestack(lua_State* L, const SandboxState* s, RulesProfile& p) {
  std::vector<std::string> seen;
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "S", &ar) || ar.what[0] == 'C') continue;
    std::string fn = sbx_place(s, ar, ar.linedefined);
    if (std::find(seen.begin(), seen.end(), fn) != seen.end()) continue;
    ++p.total[fn];
    seen.push_back(std::move(fn));
  }
}

}  // namespace

void sbx_profilesample(lua_State* L, lua_Debug* ar) noexcept {
  const SandboxState* s = sbx_state(L);
  RulesProfile& p = *s->profile;
  try {
    if (!lua_getinfo(L, "Sln", ar) || ar->what[0] == 'C') return;
    const std::string fn = sbx_place(s, *ar, ar->linedefined);
    p.period = static_cast<std::uint64_t>(lua_gethookcount(L));
    ++p.samples;
    ++p.self[fn];
    ++p.lines[sbx_place(s, *ar, ar->currentline)];
    if (ar->name) p.names.emplace(fn, ar->name);
    sbx_profilestack(L, s, p);
  } catch (...) {  // NOLINT(bugprone-empty-catch): a lost sample, never a throw through Lua
  }
}

void sbx_profilecall(lua_State* L, lua_Debug* ar) noexcept {
  const SandboxState* s = sbx_state(L);
  RulesProfile& p = *s->profile;
  try {
    lua_Debug caller;
    if (!lua_getinfo(L, "Sn", ar) || ar->what[0] != 'C' || !ar->name ||
        !lua_getstack(L, 1, &caller) || !lua_getinfo(L, "Sl", &caller) || caller.what[0] == 'C')
      return;
    std::string name = ar->name;
    if (lua_getlocal(L, ar, 1)) {  // the first argument: the game for its methods
      if (lua_topointer(L, -1) == s->profile_game) name = "game:" + name;
      lua_pop(L, 1);
    }
    ++p.calls[name];
    ++p.callers[name][sbx_place(s, caller, caller.currentline)];
  } catch (...) {  // NOLINT(bugprone-empty-catch): as above
  }
}

}  // namespace tabula::lua
