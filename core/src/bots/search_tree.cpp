#include "bots/search_tree.hpp"

#include <algorithm>
#include <cmath>

#include "bots/playout.hpp"

namespace tabula::bots {
namespace {

// The picks that may come next in a chain: options after the last pick
// (so each set has one order) that still leave enough options for `min`,
// and stop once `min` are picked.
void next_choices(const Request& r, std::size_t from, std::size_t picked,
                  std::vector<const std::string*>& out) {
  out.clear();
  const std::size_t n = r.options.size();
  const std::size_t still = static_cast<std::size_t>(r.min) > picked + 1 ? r.min - picked - 1 : 0;
  for (std::size_t i = from; i < n && n - i - 1 >= still; ++i) out.push_back(&r.options[i].id);
  if (picked >= static_cast<std::size_t>(r.min)) out.push_back(&kStop);
}

std::size_t index_after(const Request& r, const std::string& id) {
  for (std::size_t i = 0; i < r.options.size(); ++i)
    if (r.options[i].id == id) return i + 1;
  return r.options.size();
}

int visits_of(const Chain* chain, const std::string& pick) {
  if (!chain) return 0;
  const auto s = chain->stats.find(pick);
  return s == chain->stats.end() ? 0 : s->second.visits;
}

}  // namespace

const std::string* Walker::select(Chain& chain, const std::vector<const std::string*>& choices,
                                  const std::string* hint, bool& fresh) {
  std::vector<const std::string*> untried;
  for (const std::string* c : choices) {
    Stat& s = chain.stats[*c];
    ++s.available;
    if (s.visits == 0) untried.push_back(c);
  }
  if (!untried.empty()) {
    grown_ = fresh = true;
    for (const std::string* c : untried)
      if (hint && *c == *hint) return c;
    return untried[static_cast<std::size_t>(
        rng_.uniform(0, static_cast<std::int64_t>(untried.size()) - 1))];
  }
  const std::string* best = nullptr;
  double best_score = -1;
  for (const std::string* c : choices) {
    const Stat& s = chain.stats[*c];
    const double score = s.reward / s.visits + c_ * std::sqrt(std::log(s.available) / s.visits);
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

void Walker::fill_randomly(const Request& r, std::size_t from, std::vector<std::string>& picks) {
  std::vector<std::size_t> rest;
  for (std::size_t i = from; i < r.options.size(); ++i) rest.push_back(i);
  const auto have = static_cast<std::int64_t>(picks.size());
  const std::int64_t lo = std::max<std::int64_t>(r.min, have);
  const std::int64_t hi =
      std::min<std::int64_t>(r.max, have + static_cast<std::int64_t>(rest.size()));
  if (lo > hi) return;
  const std::int64_t target = rng_.uniform(lo, hi);
  rng_.shuffle(rest);
  for (std::size_t k = 0; static_cast<std::int64_t>(picks.size()) < target; ++k)
    picks.push_back(r.options[rest[k]].id);
}

bool Walker::at_random(SeatIndex seat) {
  return by_chance(rng_, random_rate_, seat);
}

std::vector<std::string> Walker::answer(Node& node, SeatIndex seat, const Request& r,
                                        std::vector<Step>& path,
                                        const std::vector<std::string>& hint) {
  std::vector<std::string> picks;
  Chain* chain = &node.seats[seat];  // the node knows who was asked, even at random
  if (at_random(seat)) {             // like a random player: the tree learns nothing from it
    fill_randomly(r, 0, picks);
    return picks;
  }
  std::size_t from = 0;
  std::vector<const std::string*> choices;
  bool fresh = false;  // this chain made a new pick: the rest of it is random
  while (static_cast<int>(picks.size()) < r.max) {
    if (fresh) {
      fill_randomly(r, from, picks);
      break;
    }
    next_choices(r, from, picks.size(), choices);
    if (choices.empty()) break;
    const std::string* wanted = picks.size() < hint.size() ? &hint[picks.size()] : nullptr;
    const std::string& pick = *select(*chain, choices, wanted, fresh);
    path.push_back({&chain->stats[pick], seat});
    if (pick == kStop) break;
    picks.push_back(pick);
    from = index_after(r, pick);
    std::unique_ptr<Chain>& next = chain->next[pick];
    if (!next) next = std::make_unique<Chain>();
    chain = next.get();
  }
  return picks;
}

bool Walker::untried(const Node& node, SeatIndex seat, const Request& r) {
  const auto found = node.seats.find(seat);
  if (found == node.seats.end()) return true;
  return std::any_of(r.options.begin(), r.options.end(),
                     [&](const Option& o) { return visits_of(&found->second, o.id) == 0; });
}

std::string joint_key(const std::vector<Choice>& answers) {
  std::string key;
  for (const Choice& c : answers) {
    key += std::to_string(c.seat);
    for (const std::string& p : c.picks) key += '\x02' + p;
    key += '\x03';
  }
  return key;
}

std::vector<std::string> best_answer(const Node& root, SeatIndex seat, const Request& r) {
  std::vector<std::string> picks;
  const auto found = root.seats.find(seat);
  const Chain* chain = found == root.seats.end() ? nullptr : &found->second;
  std::size_t from = 0;
  std::vector<const std::string*> choices;
  while (static_cast<int>(picks.size()) < r.max) {
    next_choices(r, from, picks.size(), choices);
    if (choices.empty()) break;
    const std::string* best = choices.front();
    int most = 0;
    for (const std::string* c : choices) {
      if (visits_of(chain, *c) > most) {
        most = visits_of(chain, *c);
        best = c;
      }
    }
    // Where the search never went: stop as soon as that is allowed.
    if (most == 0 && static_cast<int>(picks.size()) >= r.min) break;
    if (*best == kStop) break;
    picks.push_back(*best);
    from = index_after(r, *best);
    if (chain) {
      const auto next = chain->next.find(*best);
      chain = next == chain->next.end() ? nullptr : next->second.get();
    }
  }
  return picks;
}

}  // namespace tabula::bots
