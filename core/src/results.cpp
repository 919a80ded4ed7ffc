#include "tabula/results.hpp"

namespace tabula {

std::vector<SeatIndex> Results::winners() const {
  if (winners_declared) return declared_winners;
  std::vector<SeatIndex> w;
  for (const SeatResult& r : seats)
    if (r.rank == 1) w.push_back(r.seat);
  return w;
}

void rank_results(Results& results, bool lower_wins) {
  for (SeatResult& r : results.seats) {
    r.rank = 1;
    for (const SeatResult& other : results.seats) {
      const bool better = lower_wins ? other.score < r.score : other.score > r.score;
      if (better) ++r.rank;
    }
  }
}

}  // namespace tabula
