// Scenario tests of a game module: Lua files under games/<id>/tests/ that
// return a list of scenarios. Each scenario starts a game (players, seed,
// options), applies scripted choices, then runs its `check` function against
// the resulting state with the ordinary `game` API.
//
//   return {
//     { name = "the single highest bid wins", players = 2, seed = 3,
//       choices = { {1, "bid_13"}, {2, "bid_1"} },
//       check = function(game) assert(game:counter("points", 1) > 0) end },
//   }
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/module.hpp"

namespace tabula {

struct Scenario {
  std::filesystem::path file;
  int index = 0;  // 1-based position in the file's list
  std::string name;
  int players = 2;
  std::uint64_t seed = 1;
  std::map<std::string, std::string> options;
  std::vector<Choice> choices;
  bool bots = false;  // after the choices, random bots play the game to its end
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
[[nodiscard]] ScenarioResult run_scenario(std::shared_ptr<const Module> module, const Scenario& scenario);

// The scenario files of a module (tests/*.lua), sorted.
[[nodiscard]] std::vector<std::filesystem::path> scenario_files(const Module& module);

}  // namespace tabula
