#include "bots/playout.hpp"

#include <algorithm>

namespace tabula::bots {

std::vector<std::string> random_picks(const Request& request, Rng& rng) {
  const int n = static_cast<int>(request.options.size());
  const int count = static_cast<int>(rng.uniform(request.min, std::min(request.max, n)));
  std::vector<int> index(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) index[static_cast<std::size_t>(i)] = i;
  // A partial Fisher-Yates shuffle: the first `count` entries are a uniform subset.
  std::vector<std::string> picks;
  for (int i = 0; i < count; ++i) {
    const auto j = static_cast<std::size_t>(rng.uniform(i, n - 1));
    std::swap(index[static_cast<std::size_t>(i)], index[j]);
    picks.push_back(
        request.options[static_cast<std::size_t>(index[static_cast<std::size_t>(i)])].id);
  }
  return picks;
}

std::vector<double> play_out(Session& world, Rng& rng, int cutoff) {
  for (int made = 0; cutoff == 0 || made < cutoff; ++made) {
    const Decision* d = world.decision();
    if (!d) break;
    const SeatIndex seat = d->waiting().front();
    std::optional<std::vector<std::string>> picks = world.rollout(seat);
    if (world.status() == SessionStatus::Failed) return {};
    if (!picks) picks = random_picks(*d->open_request(seat), rng);
    if (world.apply({seat, std::move(*picks)})) return {};
  }
  if (world.status() == SessionStatus::Failed) return {};
  return world.evaluate();
}

}  // namespace tabula::bots
