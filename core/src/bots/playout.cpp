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

bool by_chance(Rng& rng, const std::vector<double>* random_rate, SeatIndex seat) {
  if (!random_rate || static_cast<std::size_t>(seat) >= random_rate->size()) return false;
  constexpr std::int64_t kScale = 1 << 20;
  return rng.uniform(0, kScale - 1) < static_cast<std::int64_t>((*random_rate)[seat] * kScale);
}

std::vector<double> play_out(Session& world, Rng& rng, int cutoff,
                             const std::vector<double>* random_rate) {
  const bool policy = world.has_rollout();
  for (int made = 0; cutoff == 0 || made < cutoff; ++made) {
    const Decision* d = world.decision();
    if (!d) break;
    const SeatIndex seat = d->waiting().front();
    std::optional<std::vector<std::string>> picks;
    if (policy && !by_chance(rng, random_rate, seat)) {
      picks = world.rollout(seat);
      if (world.status() == SessionStatus::Failed) return {};
    }
    // world.decision() again: a recount (Session::rollout) rebuilds it.
    if (!picks) picks = random_picks(*world.decision()->open_request(seat), rng);
    if (world.apply({seat, std::move(*picks)})) return {};
  }
  if (world.status() == SessionStatus::Failed) return {};
  return world.evaluate();
}

}  // namespace tabula::bots
