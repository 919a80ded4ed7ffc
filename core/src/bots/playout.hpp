// What every bot that looks ahead shares: a random answer, and a world
// played on to its end (or a cut-off) to see how each seat fares.
#pragma once

#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/rng.hpp"
#include "tabula/session.hpp"

namespace tabula::bots {

// A uniformly random number of picks in [min, max], then a uniformly random
// subset of that size (the random bot's rule).
[[nodiscard]] std::vector<std::string> random_picks(const Request& request, Rng& rng);

// Answers every waiting seat (by rules.rollout, else at random) until the game is over or `cutoff`
// decisions were made (0: no cut-off); then each seat's reward in [0, 1]
// (Session::evaluate). Empty when the world failed (a script error).
[[nodiscard]] std::vector<double> play_out(Session& world, Rng& rng, int cutoff);

}  // namespace tabula::bots
