// The bots of the core, behind make_bot (internal to the core).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "bots/search_tree.hpp"
#include "tabula/bot.hpp"

namespace tabula::bots {

// A thinking bot's budget per decision: a number of iterations (the same
// seed then gives the same choice) or a time. A stop request ends either.
struct Budget {
  int iterations = 0;  // > 0: exactly this many
  int think_ms = 0;    // else this long

  [[nodiscard]] bool more(const Bot& bot, int done,
                          std::chrono::steady_clock::time_point start) const {
    if (bot.stop_requested()) return false;
    if (iterations > 0) return done < iterations;
    return done == 0 ||
           std::chrono::steady_clock::now() - start < std::chrono::milliseconds(think_ms);
  }
};

// Information-Set MCTS (mcts_bot.cpp).
[[nodiscard]] std::unique_ptr<Bot> make_mcts(std::uint64_t seed, Budget budget, int playout);
// One ply, averaged over up to `worlds` sampled worlds, taken while
// `think_ms` lasts when it is above 0 (greedy_bot.cpp).
[[nodiscard]] std::unique_ptr<Bot> make_greedy(std::uint64_t seed, int worlds, int think_ms);
// The root statistics of `seat`'s first pick, most tried first.
[[nodiscard]] std::vector<OptionEstimate> root_estimates(const Node& root, SeatIndex seat);

}  // namespace tabula::bots
