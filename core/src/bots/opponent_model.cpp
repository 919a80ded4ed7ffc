#include "bots/opponent_model.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

namespace tabula::bots {
namespace {

// An option id without its "#n" (the n-th card of the same definition):
// another seat's piece picks are known by definition only.
std::string_view base_id(std::string_view id) {
  return id.substr(0, id.find('#'));
}

// The child of `node` that `answers` (in seat order) lead to, or nullptr.
const Node* child_of(const Node& node, const std::vector<Choice>& answers) {
  const auto found = node.children.find(joint_key(answers));
  return found == node.children.end() ? nullptr : found->second.get();
}

// The next `n` choices of `seen` from `next`, in seat order; empty unless
// they are one of each seat asked at `node`.
std::vector<Choice> decision_at(const Node& node, const std::vector<Choice>& seen,
                                std::size_t next) {
  const std::size_t n = node.seats.size();
  if (n == 0 || next + n > seen.size()) return {};
  std::vector<Choice> answers(seen.begin() + static_cast<std::ptrdiff_t>(next),
                              seen.begin() + static_cast<std::ptrdiff_t>(next + n));
  std::sort(answers.begin(), answers.end(),
            [](const Choice& a, const Choice& b) { return a.seat < b.seat; });
  auto seat = node.seats.begin();
  for (const Choice& c : answers)
    if (c.seat != (seat++)->first) return {};
  return answers;
}

// How sharply a player prefers better picks: the chance of a pick falls by
// e^-2 for each 0.1 its value (about its chance to win) lies below the best.
constexpr double kSharpness = 20;

}  // namespace

void OpponentModel::observe(const Node& root, SeatIndex me, const std::vector<Choice>& seen) {
  const Node* node = &root;
  for (std::size_t next = 0; node;) {
    const std::vector<Choice> answers = decision_at(*node, seen, next);
    if (answers.empty()) return;
    bool known = true;
    for (const Choice& c : answers) {
      const std::string& pick = c.picks.empty() ? kStop : c.picks.front();
      known = known && !pick.empty();
      if (c.seat != me && !pick.empty()) learn(c.seat, node->seats.at(c.seat), pick);
    }
    if (!known) return;  // the tree cannot be followed past an unknown pick
    next += answers.size();
    node = child_of(*node, answers);
  }
}

void OpponentModel::learn(SeatIndex seat, const Chain& chain, const std::string& pick) {
  double best = 0, options = 0, matching = 0;
  for (const auto& [id, stat] : chain.stats) {
    if (stat.available == 0) continue;
    ++options;
    if (stat.visits > 0) best = std::max(best, stat.reward / stat.visits);
  }
  double sum = 0, picked = 0;
  for (const auto& [id, stat] : chain.stats) {
    if (stat.available == 0 || stat.visits == 0) continue;
    const double w = std::exp(kSharpness * (stat.reward / stat.visits - best));
    sum += w;
    if (base_id(id) == base_id(pick)) {
      picked += w;
      ++matching;
    }
  }
  if (options < 2 || matching == 0) return;
  const double at_random = matching / options;
  const double searched = picked / sum;
  auto& odds = log_odds_[seat];
  for (std::size_t i = 0; i < kRates.size(); ++i)
    odds[i] += std::log(kRates[i] * at_random + (1 - kRates[i]) * searched);
}

double OpponentModel::randomness(SeatIndex seat) const {
  const auto found = log_odds_.find(seat);
  if (found == log_odds_.end()) return 0.5;
  const auto& odds = found->second;
  const double top = *std::max_element(odds.begin(), odds.end());
  double sum = 0, mean = 0;
  for (std::size_t i = 0; i < kRates.size(); ++i) {
    const double p = std::exp(odds[i] - top);
    sum += p;
    mean += p * kRates[i];
  }
  return mean / sum;
}

std::vector<double> OpponentModel::randomness_all(int seats) const {
  std::vector<double> out;
  for (SeatIndex s = 0; s < seats; ++s) out.push_back(randomness(s));
  return out;
}

}  // namespace tabula::bots
