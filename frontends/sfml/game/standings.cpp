#include "game/standings.hpp"

#include <algorithm>
#include <utility>

namespace tabula::gui {

std::vector<int> places(const Results& results) {
  const std::vector<SeatIndex> winners = results.winners();
  // Winners before everybody else, then by the rank of the scores.
  std::vector<std::pair<int, int>> keys;
  for (const SeatResult& r : results.seats) {
    const bool won = std::find(winners.begin(), winners.end(), r.seat) != winners.end();
    keys.emplace_back(won ? 0 : 1, won ? 0 : r.rank);
  }
  std::vector<int> out;
  for (const auto& key : keys)
    out.push_back(1 + static_cast<int>(std::count_if(keys.begin(), keys.end(),
                                                     [&](const auto& k) { return k < key; })));
  return out;
}

}  // namespace tabula::gui
