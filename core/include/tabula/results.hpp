// The end of a game: each seat's score, tie-breakers, rank and breakdown.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tabula/types.hpp"

namespace tabula {

struct SeatResult {
  SeatIndex seat = kNoSeat;
  std::vector<double> score;                              // primary score first, then tie-breakers
  int rank = 0;                                           // 1 = winner; tied seats share a rank
  std::vector<std::pair<std::string, double>> breakdown;  // label, value (optional)
  // What this seat played with, for balance reports (rules.features,
  // optional): the cards of its deck, its preset, its commander.
  std::vector<std::string> features;
};

struct Results {
  std::vector<SeatResult> seats;  // in seat order
  // Set when the rules name the winners themselves (rules.winners): e.g. a
  // solo player who lost to a rules-played opponent wins nothing.
  bool winners_declared = false;
  std::vector<SeatIndex> declared_winners;
  // Why the game ended, in words for players ("Anna reached 15 points"),
  // from game:end_game(reason) or the round limit; empty when not said.
  std::string end_reason;

  // The winning seats: those the rules declared, else those ranked first
  // (several on a shared win). May be empty when the rules say nobody won.
  [[nodiscard]] std::vector<SeatIndex> winners() const;
};

// Fills every rank from the scores: higher is better unless `lower_wins`;
// equal score vectors share a rank (1, 1, 3).
void rank_results(Results& results, bool lower_wins);

}  // namespace tabula
