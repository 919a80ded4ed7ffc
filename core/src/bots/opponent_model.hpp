// How the other seats play, learned from what they did. Each seat is taken
// to pick at random with probability e, and otherwise like a player who
// prefers the picks the last search valued most for it (a softmax of those
// values: "Boltzmann-rational"); e is estimated by Bayes over a few values
// from every pick the bot's seat may know (View::seen_choices). The search
// then lets that seat pick at random with the estimated probability: it
// plays for the mistakes a weak player makes, and against a strong one it
// stays a search of best replies (docs/bots.md).
#pragma once

#include <array>
#include <map>
#include <vector>

#include "bots/search_tree.hpp"

namespace tabula::bots {

class OpponentModel {
 public:
  // Learns from `seen`, the choices made since `root`'s decision was asked,
  // by walking the tree of that search along them as far as they are known.
  void observe(const Node& root, SeatIndex me, const std::vector<Choice>& seen);
  // The estimated chance that `seat` picks at random (0.5 before any pick).
  [[nodiscard]] double randomness(SeatIndex seat) const;
  // randomness() of every seat up to `seats`, for a Walker.
  [[nodiscard]] std::vector<double> randomness_all(int seats) const;

 private:
  static constexpr std::array<double, 5> kRates = {0.0, 0.25, 0.5, 0.75, 1.0};
  void learn(SeatIndex seat, const Chain& chain, const std::string& pick);

  std::map<SeatIndex, std::array<double, kRates.size()>> log_odds_;  // log posterior, unnormalized
};

}  // namespace tabula::bots
