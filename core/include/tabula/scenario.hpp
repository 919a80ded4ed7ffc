// Scenario tests of a game module: Lua files under games/<id>/tests/ that
// return a list of scenarios. Each scenario starts a game (players, seed,
// options), applies scripted choices, then runs its `check` function against
// the resulting state with the ordinary `game` API.
//
//   return {
//     { name = "the single highest bid wins", players = 2, seed = 3,
//       choices = { {1, "bid_13"}, {2, "bid_1"} },
//       refused = { {1, "bid_13", "unknown option"} },
//       check = function(game, pending) assert(game:counter("points", 1) > 0) end },
//   }
//
// A scenario must check something (check, refused or hash); an unknown key
// is an error with a suggestion.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula {

// A choice a scenario expects the game to refuse, and text the reason must contain.
struct Refusal {
  Choice choice;
  std::string reason;  // empty: any reason
};

struct Scenario {
  std::filesystem::path file;
  int index = 0;  // 1-based position in the file's list
  std::string name;
  int players = 2;
  std::uint64_t seed = 1;
  std::map<std::string, std::string> options;
  std::vector<SeatConfig> seats;  // names and colours; empty: "Seat 1", ... (the state hash
                                  // includes them)
  std::vector<Choice> choices;
  std::vector<Refusal> refused;       // tried after the choices; each must change nothing
  bool bots = false;                  // then random bots play the game to its end
  std::optional<std::uint64_t> hash;  // the state hash expected at the end
  bool check = false;                 // it has a check function
};

struct ScenarioResult {
  bool passed = false;
  std::string message;  // why it failed, with file:line
};

// Reads every scenario of one file. Problems name the file (and line).
[[nodiscard]] std::vector<Scenario> read_scenarios(std::shared_ptr<const Module> module,
                                                   const std::filesystem::path& file,
                                                   Problems& problems);

// Plays one scenario and runs its check.
[[nodiscard]] ScenarioResult run_scenario(std::shared_ptr<const Module> module,
                                          const Scenario& scenario);

// A scenario file (Lua source) that replays the game of `session` from its
// inputs and checks its state hash now: a golden test made from one game.
[[nodiscard]] std::string scenario_text(const Session& session, const std::string& name);

// The scenario files of a module (tests/*.lua), sorted.
[[nodiscard]] std::vector<std::filesystem::path> scenario_files(const Module& module);

}  // namespace tabula
