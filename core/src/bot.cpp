#include "tabula/bot.hpp"

namespace tabula {

std::vector<std::string> RandomBot::choose(const View&, const Request& request) {
  const int n = static_cast<int>(request.options.size());
  const int count = static_cast<int>(rng_.uniform(request.min, std::min(request.max, n)));
  std::vector<int> index(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) index[static_cast<std::size_t>(i)] = i;
  // A partial Fisher-Yates shuffle: the first `count` entries are a uniform subset.
  std::vector<std::string> picks;
  for (int i = 0; i < count; ++i) {
    const auto j = static_cast<std::size_t>(rng_.uniform(i, n - 1));
    std::swap(index[static_cast<std::size_t>(i)], index[j]);
    picks.push_back(request.options[static_cast<std::size_t>(index[static_cast<std::size_t>(i)])].id);
  }
  return picks;
}

std::unique_ptr<Bot> make_bot(const std::string& name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  return nullptr;
}

std::vector<std::string> bot_names() { return {"random"}; }

}  // namespace tabula
