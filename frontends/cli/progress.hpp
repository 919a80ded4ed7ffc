// Running many games from the command line (sim, arena): a progress bar on
// stderr and the shared load-simulate-report sequence.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "cli.hpp"
#include "tabula/sim.hpp"

namespace tabula::cli {

// Redraws "[####....] done/total" in place; ends the line when done == total.
void progress_bar(int done, int total);

// "with mods: a, b" for the mods a report's games were played with; "" without.
[[nodiscard]] std::string mods_line(const SimReport& r);

// Loads `game`, plays `c` (with a progress bar on a terminal unless `quiet`)
// and reports the first error on stderr. The report, or nullopt with the
// exit code in `code` when the game or the inputs were refused.
std::optional<SimReport> run_games(const std::string& game, SimConfig& c, const Globals& g,
                                   bool quiet, int& code);

}  // namespace tabula::cli
