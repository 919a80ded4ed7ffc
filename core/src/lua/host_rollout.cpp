// A look-ahead's answer from the rules: rules.rollout(game, seat, request)
// plays a seat's decision in a bot's playouts instead of a random answer
// (docs/lua-api.md 2.14).
#include <algorithm>

#include "lua/host.hpp"
#include "lua/ldecision.hpp"

namespace tabula::lua {
namespace {

// The id of `r`'s option that the value at idx names, or nullptr.
const Option* host_option(lua_State* L, int idx, const Request& r) {
  const int t = lua_type(L, idx);
  if (t != LUA_TSTRING && t != LUA_TNUMBER) return nullptr;
  if (t == LUA_TNUMBER && !lua_isinteger(L, idx)) return nullptr;
  lua_pushvalue(L, idx);  // lua_tostring converts in place: a copy keeps the value
  const Option* o = r.find(lua_tostring(L, -1));
  lua_pop(L, 1);
  return o;
}

// What is wrong with `picks` as a whole answer to `r` ("" when nothing).
std::string host_checkcount(const std::vector<std::string>& picks, const Request& r) {
  std::vector<std::string> sorted = picks;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return "an option twice";
  const auto count = static_cast<int>(picks.size());
  if (count >= r.min && count <= r.max) return "";
  return std::to_string(count) + " picks; the request takes " + std::to_string(r.min) + " to " +
         std::to_string(r.max);
}

}  // namespace

// The request as the hook reads it: { min =, max =, prompt =,
// options = { { id =, label =, piece = }, ... } }.
void Host::push_request(const Request& r) {
  lua_createtable(L_, 0, 4);
  lua_pushinteger(L_, r.min);
  lua_setfield(L_, -2, "min");
  lua_pushinteger(L_, r.max);
  lua_setfield(L_, -2, "max");
  lua_pushlstring(L_, r.prompt.data(), r.prompt.size());
  lua_setfield(L_, -2, "prompt");
  lua_createtable(L_, static_cast<int>(r.options.size()), 0);
  for (std::size_t i = 0; i < r.options.size(); ++i) {
    push_option(r.options[i]);
    lua_rawseti(L_, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_setfield(L_, -2, "options");
}

// An id may name different pieces (each seat's own "bid_3") or labels: an
// entry per variant. Past kMaxEntries new ones are built for the call only.
void Host::push_option(const Option& o) {
  constexpr std::size_t kMaxEntries = 1024;  // bounded, whatever ids a game makes up
  const auto it = option_entries_.find(o.id);
  if (it != option_entries_.end()) {
    for (const OptionEntry& e : it->second) {
      if (e.piece == o.piece && e.numeric == o.numeric && e.label == o.label) {
        lua_rawgeti(L_, LUA_REGISTRYINDEX, e.ref);
        return;
      }
    }
  }
  lua_createtable(L_, 0, 3);
  ldecision_pushid(L_, o);
  lua_setfield(L_, -2, "id");
  lua_pushlstring(L_, o.label.data(), o.label.size());
  lua_setfield(L_, -2, "label");
  ldecision_pushpiece(L_, o);
  lua_setfield(L_, -2, "piece");
  if (kept_entries_ >= kMaxEntries) return;
  sbx_pushreadonly(L_, -1);  // kept: nobody may change it
  lua_remove(L_, -2);
  lua_pushvalue(L_, -1);
  option_entries_[o.id].push_back({o.label, o.piece, o.numeric, luaL_ref(L_, LUA_REGISTRYINDEX)});
  ++kept_entries_;
}

bool Host::push_rollout() const {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  const bool own = lua_getfield(L_, -1, "rollout") == LUA_TFUNCTION;
  lua_remove(L_, -2);
  if (!own) lua_pop(L_, 1);
  return own;
}

bool Host::has_rollout() const {
  const bool own = push_rollout();
  if (own) lua_pop(L_, 1);
  return own;
}

StepStatus Host::rollout(SeatIndex seat, const Request& r, std::vector<std::string>& picks,
                         bool& answered) {
  answered = false;
  picks.clear();
  if (!push_rollout()) return StepStatus::Done;
  lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
  lua_pushinteger(L_, seat + 1);
  push_request(r);
  if (call(3, 1) != StepStatus::Done) return StepStatus::Failed;
  if (lua_isnil(L_, -1)) {  // left to chance
    lua_settop(L_, 0);
    return StepStatus::Done;
  }
  std::string wrong;
  if (lua_type(L_, -1) == LUA_TTABLE) {
    const auto n = static_cast<lua_Integer>(lua_rawlen(L_, -1));
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L_, -1, i);
      const Option* o = host_option(L_, -1, r);
      lua_pop(L_, 1);
      if (!o) {
        wrong = "a list whose entry " + std::to_string(i) + " is no option's id";
        break;
      }
      picks.push_back(o->id);
    }
  } else if (const Option* o = host_option(L_, -1, r)) {
    picks.push_back(o->id);
  } else {
    wrong = std::string("a ") + luaL_typename(L_, -1) + " that is no option's id (nil: at random)";
  }
  lua_settop(L_, 0);
  if (wrong.empty()) wrong = host_checkcount(picks, r);
  if (!wrong.empty()) {
    error_ = "rules.rollout for seat " + std::to_string(seat + 1) + " ('" + r.prompt +
             "') returned " + wrong;
    return StepStatus::Failed;
  }
  answered = true;
  return StepStatus::Done;
}

}  // namespace tabula::lua
