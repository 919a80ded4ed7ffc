// The search bot's costs (docs/performance.md, "Search").
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula::bench {

// Seconds per unit of the work `once` does (it returns how many units), median of `runs`.
double measure(int runs, const std::function<double()>& once);

// Prints one table row per figure for `module` with `players` seats, at the
// first decision of round 2 of a random game: search iterations per second
// (the mcts bot, fixed iterations) and the split into copy, determinize and playout.
// `config` is the session's (its budget goes to every search world).
void search_rows(const std::shared_ptr<const Module>& module, int players, int iterations, int runs,
                 SessionConfig config);

}  // namespace tabula::bench
