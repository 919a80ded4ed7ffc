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

// Whether `seat` answers at random now: with the chance `random_rate[seat]`
// (none when random_rate is null or has no entry for it).
[[nodiscard]] bool by_chance(Rng& rng, const std::vector<double>* random_rate, SeatIndex seat);

// Plays the world on until the game is over or `cutoff` decisions were made
// (0: no cut-off); then each seat's reward in [0, 1] (Session::evaluate).
// Every waiting seat answers at random, or, when the rules have
// rules.rollout, as it answers (a seat still at random with its chance in
// `random_rate`: a seat the bot takes for a random player plays so in the
// look-ahead too). Empty when the world failed (a script error).
[[nodiscard]] std::vector<double> play_out(Session& world, Rng& rng, int cutoff,
                                           const std::vector<double>* random_rate = nullptr);

}  // namespace tabula::bots
