// The greedy bot, the reference opponent: for each possible answer, the
// average over sampled worlds of how its seat stands right after it
// (rules.evaluate, or the score ranking). Other seats asked in the same
// decision answer at random, the same way for every answer compared.
// Worlds are taken in rounds, one world for every answer each, so a time
// limit (live play) ends between rounds with every answer judged alike.
#include <algorithm>
#include <chrono>
#include <set>

#include "bots/bots.hpp"
#include "bots/playout.hpp"
#include "bots/repeat_guard.hpp"
#include "tabula/view.hpp"

namespace tabula::bots {
namespace {

constexpr std::size_t kMaxAnswers = 48;  // answers compared for a request of several picks

// Every subset of `n` options with a size in [lo, hi], in order, while there
// are at most `limit`; false when there would be more.
bool all_subsets(int n, int lo, int hi, std::size_t limit, std::vector<std::vector<int>>& out) {
  std::vector<int> pick;
  bool fits = true;
  auto walk = [&](auto&& self, int from) -> void {
    if (!fits) return;
    const int k = static_cast<int>(pick.size());
    if (k >= lo && k <= hi) {
      if (out.size() >= limit) {
        fits = false;
        return;
      }
      out.push_back(pick);
    }
    if (k == hi) return;
    for (int i = from; i < n; ++i) {
      pick.push_back(i);
      self(self, i + 1);
      pick.pop_back();
    }
  };
  walk(walk, 0);
  return fits;
}

// The answers the bot compares: every single option, or the subsets of a
// request for several picks (all, or as many random ones as kMaxAnswers).
std::vector<std::vector<std::string>> candidates(const Request& r, Rng& rng) {
  const int n = static_cast<int>(r.options.size());
  std::vector<std::vector<int>> sets;
  if (!all_subsets(n, r.min, std::min(r.max, n), kMaxAnswers, sets)) {
    sets.clear();
    std::set<std::vector<std::string>> seen;
    std::vector<std::vector<std::string>> out;
    for (std::size_t tries = 0; out.size() < kMaxAnswers && tries < 8 * kMaxAnswers; ++tries) {
      std::vector<std::string> picks = random_picks(r, rng);
      std::sort(picks.begin(), picks.end());
      if (seen.insert(picks).second) out.push_back(picks);
    }
    return out;
  }
  std::vector<std::vector<std::string>> out;
  for (const auto& set : sets) {
    std::vector<std::string> picks;
    for (int i : set) picks.push_back(r.options[static_cast<std::size_t>(i)].id);
    out.push_back(std::move(picks));
  }
  return out;
}

std::string answer_label(const std::vector<std::string>& picks) {
  std::string s;
  for (const std::string& p : picks) s += (s.empty() ? "" : "+") + p;
  return s;
}

class GreedyBot : public Bot {
 public:
  // Without a thinking time, all `worlds` (a budget of that many iterations).
  GreedyBot(std::uint64_t seed, int worlds, int think_ms)
      : rng_(seed), worlds_(worlds), budget_{think_ms > 0 ? 0 : worlds, think_ms} {}

  std::vector<std::string> choose(const View& view, const Request& request) override {
    if (!world_) world_ = view.search_copy();
    std::set<Answer>& taken = guard_.taken_at(view);
    const auto answers = untaken(candidates(request, rng_), taken);
    std::vector<std::uint64_t> seeds(static_cast<std::size_t>(worlds_));
    for (std::uint64_t& s : seeds) s = rng_.next();
    std::vector<Sum> sums(answers.size());
    const auto start = std::chrono::steady_clock::now();
    for (int w = 0; w < worlds_ && budget_.more(*this, w, start); ++w)
      for (std::size_t a = 0; a < answers.size() && !stop_requested(); ++a)
        add_world(view, answers[a], seeds[static_cast<std::size_t>(w)], sums[a]);
    estimates_.clear();
    std::size_t best = 0;
    double best_value = -1;
    for (std::size_t a = 0; a < answers.size(); ++a) {
      if (sums[a].counted == 0) continue;  // stopped before any world
      estimates_.push_back({answer_label(answers[a]), sums[a].counted, sums[a].mean()});
      if (sums[a].mean() > best_value) {
        best_value = sums[a].mean();
        best = a;
      }
    }
    std::vector<std::string> picked = answers.empty() ? std::vector<std::string>{} : answers[best];
    taken.insert(picked);
    std::stable_sort(
        estimates_.begin(), estimates_.end(),
        [](const OptionEstimate& x, const OptionEstimate& y) { return x.value > y.value; });
    return picked;
  }

  std::vector<OptionEstimate> estimates() const override { return estimates_; }

 private:
  // The rewards of one answer over the worlds judged so far.
  struct Sum {
    double total = 0;
    int counted = 0;
    [[nodiscard]] double mean() const { return counted ? total / counted : 0.0; }
  };

  // Adds the reward of `answer` in the world of `seed` to `sum`.
  void add_world(const View& view, const std::vector<std::string>& answer, std::uint64_t seed,
                 Sum& sum) {
    if (!world_ || !view.sample_world(seed, *world_)) return;
    const std::vector<SeatIndex> others = world_->decision()->waiting();
    if (world_->apply({view.seat(), answer})) return;
    Rng rng(seed);
    for (SeatIndex s : others) {
      const Decision* d = world_->decision();
      const Request* r = d && s != view.seat() ? d->open_request(s) : nullptr;
      if (r && world_->apply({s, random_picks(*r, rng)})) break;
    }
    const std::vector<double> reward = world_->evaluate();
    if (reward.empty()) return;
    sum.total += reward[static_cast<std::size_t>(view.seat())];
    ++sum.counted;
  }

  // The answers not yet taken at this position, or all once every one was.
  static std::vector<Answer> untaken(std::vector<Answer> answers, const std::set<Answer>& taken) {
    std::vector<Answer> fresh;
    for (Answer& a : answers)
      if (!taken.count(a)) fresh.push_back(std::move(a));
    return fresh.empty() ? std::move(answers) : fresh;
  }

  Rng rng_;
  int worlds_;
  Budget budget_;  // rounds of worlds
  std::unique_ptr<Session> world_;
  std::vector<OptionEstimate> estimates_;
  RepeatGuard guard_;  // one ply cannot see that a free action is no progress
};

}  // namespace

std::unique_ptr<Bot> make_greedy(std::uint64_t seed, int worlds, int think_ms) {
  return std::make_unique<GreedyBot>(seed, worlds, think_ms);
}

}  // namespace tabula::bots
