// How well each seat stands, for bots that cut a look-ahead short:
// rules.evaluate(game, seat) when the rules have it, else the seats' scores.
#include <algorithm>

#include "lua/host.hpp"

namespace tabula::lua {
namespace {

// Rewards from scores: the share of the other seats a seat is ahead of,
// ties counting half (1 for the sole leader, 0 for the sole last).
void host_rank_rewards(const std::vector<double>& score, bool lower_wins,
                       std::vector<double>& out) {
  const std::size_t n = score.size();
  out.assign(n, 1.0);
  if (n < 2) return;
  for (std::size_t s = 0; s < n; ++s) {
    double ahead = 0;
    for (std::size_t o = 0; o < n; ++o) {
      if (o == s) continue;
      const bool better = lower_wins ? score[s] < score[o] : score[s] > score[o];
      ahead += better ? 1.0 : score[s] == score[o] ? 0.5 : 0.0;
    }
    out[s] = ahead / static_cast<double>(n - 1);
  }
}

}  // namespace

StepStatus Host::evaluate(std::vector<double>& out) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  const bool own = lua_getfield(L_, -1, "evaluate") == LUA_TFUNCTION;
  lua_getfield(L_, -2, "lower_wins");
  const bool lower_wins = lua_toboolean(L_, -1);
  lua_settop(L_, 0);
  out.clear();
  for (SeatIndex s = 0; s < ctx_.state->seat_count(); ++s) {
    lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
    lua_getfield(L_, -1, own ? "evaluate" : "score");
    lua_remove(L_, -2);
    lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
    lua_pushinteger(L_, s + 1);
    if (call(2, 1) != StepStatus::Done) return StepStatus::Failed;
    if (lua_type(L_, -1) != LUA_TNUMBER) {
      error_ = std::string("rules.") + (own ? "evaluate" : "score") +
               " must return a number; for seat " + std::to_string(s + 1) + " it returned a " +
               luaL_typename(L_, -1);
      lua_settop(L_, 0);
      return StepStatus::Failed;
    }
    out.push_back(lua_tonumber(L_, -1));
    lua_settop(L_, 0);
  }
  if (own) {
    for (double& v : out) v = std::clamp(v, 0.0, 1.0);
  } else {
    const std::vector<double> score = out;
    host_rank_rewards(score, lower_wins, out);
  }
  return StepStatus::Done;
}

}  // namespace tabula::lua
