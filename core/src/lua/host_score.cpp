// The end of a game: rules.score for every seat, then the ranking.
#include <string>

#include "lua/largs.hpp"

namespace tabula::lua {
namespace {

// False when a returned value is not a number.
bool host_readscores(lua_State* L, int first, int last, SeatResult& r) {
  for (int i = first; i <= last; ++i) {
    if (lua_type(L, i) != LUA_TNUMBER) return false;
    r.score.push_back(lua_tonumber(L, i));
  }
  return true;
}

// rules.breakdown(game, seat) returns { {label, value}, ... }: a label is a
// string and a value a number (a string "3" is refused, not shown as 0).
// Returns what is wrong, or an empty string.
std::string host_readbreakdown(lua_State* L, int idx, SeatResult& r) {
  if (!lua_istable(L, idx))
    return std::string("must return a table of { label, number } rows, not a ") +
           luaL_typename(L, idx);
  for (int i = 1; lua_rawgeti(L, idx, i) != LUA_TNIL; ++i) {
    const std::string row = "row " + std::to_string(i);
    if (!lua_istable(L, -1))
      return row + " is a " + luaL_typename(L, -1) + ", not { label, number }";
    const int label = lua_rawgeti(L, -1, 1), value = lua_rawgeti(L, -2, 2);
    if (label != LUA_TSTRING)
      return row + ": the label is a " + luaL_typename(L, -2) + ", not a string";
    if (value != LUA_TNUMBER)
      return row + ": the value is a " + luaL_typename(L, -1) + ", not a number";
    r.breakdown.emplace_back(lua_tostring(L, -2), lua_tonumber(L, -1));
    lua_pop(L, 3);
  }
  lua_pop(L, 1);
  return "";
}

// rules.features: a list of strings (the cards in a deck, a preset). Returns
// what is wrong, or an empty string.
std::string host_readfeatures(lua_State* L, int idx, SeatResult& r) {
  if (!lua_istable(L, idx))
    return std::string("must return a list of strings, not a ") + luaL_typename(L, idx);
  for (int i = 1; lua_rawgeti(L, idx, i) != LUA_TNIL; ++i) {
    if (lua_type(L, -1) != LUA_TSTRING)
      return "item " + std::to_string(i) + " is a " + luaL_typename(L, -1) + ", not a string";
    r.features.emplace_back(lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return "";
}

}  // namespace

StepStatus Host::score(Results& results) {
  results.seats.clear();
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  lua_getfield(L_, -1, "lower_wins");
  const bool lower_wins = lua_toboolean(L_, -1);
  lua_settop(L_, 0);
  for (SeatIndex s = 0; s < ctx_.state->seat_count(); ++s) {
    SeatResult r;
    r.seat = s;
    for (const char* fn : {"score", "breakdown", "features"}) {
      lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
      lua_getfield(L_, -1, fn);
      lua_remove(L_, -2);
      if (!lua_isfunction(L_, -1)) {
        lua_settop(L_, 0);
        continue;
      }
      lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
      lua_pushinteger(L_, s + 1);
      if (call(2, LUA_MULTRET) != StepStatus::Done) return StepStatus::Failed;
      const bool is_score = fn[0] == 's';
      if (is_score && !host_readscores(L_, 1, lua_gettop(L_), r)) {
        error_ = "rules.score must return numbers; for seat " + std::to_string(s + 1) +
                 " it returned a " + luaL_typename(L_, static_cast<int>(r.score.size()) + 1);
        lua_settop(L_, 0);
        return StepStatus::Failed;
      }
      const std::string wrong = is_score       ? ""
                                : fn[0] == 'b' ? host_readbreakdown(L_, 1, r)
                                               : host_readfeatures(L_, 1, r);
      lua_settop(L_, 0);
      if (!wrong.empty()) {
        error_ = std::string("rules.") + fn + " for seat " + std::to_string(s + 1) + ": " + wrong;
        return StepStatus::Failed;
      }
    }
    if (r.score.empty()) {
      error_ = "rules.score returned no number for seat " + std::to_string(s + 1);
      return StepStatus::Failed;
    }
    results.seats.push_back(std::move(r));
  }
  rank_results(results, lower_wins);
  if (declared_winners(results) != StepStatus::Done) return StepStatus::Failed;
  return check_frozen() ? StepStatus::Done : StepStatus::Failed;
}

// rules.winners(game), if the rules define it, names the winning seats.
StepStatus Host::declared_winners(Results& results) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rules_ref_);
  lua_getfield(L_, -1, "winners");
  lua_remove(L_, -2);
  if (!lua_isfunction(L_, -1)) {
    lua_settop(L_, 0);
    return StepStatus::Done;
  }
  lua_rawgeti(L_, LUA_REGISTRYINDEX, game_ref_);
  if (call(1, 1) != StepStatus::Done) return StepStatus::Failed;
  results.winners_declared = !lua_isnil(L_, -1);  // nil: the ranking decides
  const int n = lua_istable(L_, -1) ? static_cast<int>(lua_rawlen(L_, -1)) : 0;
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L_, -1, i);
    const lua_Integer seat = lua_tointeger(L_, -1);
    lua_pop(L_, 1);
    if (seat < 1 || seat > ctx_.state->seat_count()) {
      error_ =
          "rules.winners must return a list of seats; item " + std::to_string(i) + " is not one";
      lua_settop(L_, 0);
      return StepStatus::Failed;
    }
    results.declared_winners.push_back(static_cast<SeatIndex>(seat - 1));
  }
  lua_settop(L_, 0);
  return StepStatus::Done;
}

}  // namespace tabula::lua
