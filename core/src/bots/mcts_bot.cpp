// The search bot: Information-Set Monte Carlo Tree Search over worlds its
// seat cannot tell from the real game (docs/bots.md). Each iteration samples
// a world, walks the tree (adding one node), plays the rest at random (cut
// off after the game's [bots] playout decisions and scored by
// rules.evaluate), and credits every pick on the way with the reward of the
// seat that made it.
#include <algorithm>
#include <chrono>
#include <optional>
#include <set>

#include "bots/bots.hpp"
#include "bots/opponent_model.hpp"
#include "bots/playout.hpp"
#include "bots/repeat_guard.hpp"
#include "bots/search_tree.hpp"

namespace tabula::bots {
namespace {

constexpr double kExploration = 0.7;  // UCB constant for rewards in [0, 1]

class MctsBot : public Bot {
 public:
  MctsBot(std::uint64_t seed, Budget budget, int playout)
      : rng_(seed), budget_(budget), playout_(playout) {}

  std::vector<std::string> choose(const View& view, const Request& request) override {
    if (!world_) {
      world_ = view.search_copy();
      hinted_ = world_ && world_->has_rollout();
    }
    if (root_) model_.observe(*root_, view.seat(), view.seen_choices(asked_at_));
    asked_at_ = view.choices_made();
    rates_ = model_.randomness_all(view.seat_count());
    rates_[static_cast<std::size_t>(view.seat())] = 0;  // its own seat plays by the tree
    root_ = std::make_unique<Node>();
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; budget_.more(*this, i, start); ++i) iterate(view);
    std::set<Answer>& taken = guard_.taken_at(view);
    Answer picks = best_answer(*root_, view.seat(), request);
    if (taken.count(picks)) picks = untaken_answer(view.seat(), request, taken).value_or(picks);
    taken.insert(picks);
    return picks;
  }

  std::vector<OptionEstimate> estimates() const override {
    return root_ ? root_estimates(*root_, seat_) : std::vector<OptionEstimate>{};
  }

 private:
  void iterate(const View& view) {
    seat_ = view.seat();
    if (!world_ || !view.sample_world(rng_.next(), *world_)) return;
    std::vector<Step> path;
    Walker walker(rng_, kExploration, &rates_);
    Node* node = root_.get();
    int made = 0;
    while (node && !walker.grown()) {
      if (!world_->decision()) break;
      const std::vector<Choice> answers = tree_answers(*node, walker, path);
      if (answers.empty()) return;  // a script failed
      for (const Choice& c : answers) {
        if (world_->apply(c)) return;  // cannot happen: the picks come from the request
        ++made;
      }
      std::unique_ptr<Node>& child = node->children[joint_key(answers)];
      if (!child) {
        child = std::make_unique<Node>();
        break;  // the tree grew by one node
      }
      node = child.get();
    }
    const int cutoff = playout_ == 0 ? 0 : std::max(1, playout_ - made);
    const std::vector<double> reward = play_out(*world_, rng_, cutoff, &rates_);
    if (reward.empty()) return;
    for (const Step& s : path) {
      ++s.stat->visits;
      s.stat->reward += reward[static_cast<std::size_t>(s.seat)];
    }
  }

  // For a request of one pick, the most tried option not yet taken at this
  // position, else the first untried one not taken; none for several picks
  // or when every option was taken.
  std::optional<Answer> untaken_answer(SeatIndex seat, const Request& r,
                                       const std::set<Answer>& taken) const {
    if (r.max != 1 || r.min != 1) return std::nullopt;
    for (const OptionEstimate& e : root_estimates(*root_, seat))
      if (!taken.count({e.id})) return Answer{e.id};
    for (const Option& o : r.options)
      if (!taken.count({o.id})) return Answer{o.id};
    return std::nullopt;
  }

  // Every waiting seat's answer at `node`, by the tree, which grows along
  // what rules.rollout answers first; empty when a script failed.
  std::vector<Choice> tree_answers(Node& node, Walker& walker, std::vector<Step>& path) {
    std::vector<Choice> answers;
    for (SeatIndex s : world_->decision()->waiting()) {
      const bool ask = hinted_ && Walker::untried(node, s, *world_->decision()->open_request(s));
      const auto hint = ask ? world_->rollout(s) : std::nullopt;
      if (world_->status() == SessionStatus::Failed) return {};
      // decision() again: a recount (Session::rollout) rebuilds it.
      answers.push_back({s, walker.answer(node, s, *world_->decision()->open_request(s), path,
                                          hint.value_or(std::vector<std::string>{}))});
    }
    return answers;
  }

  Rng rng_;
  Budget budget_;
  int playout_;
  std::unique_ptr<Session> world_;
  bool hinted_ = false;         // the rules have rules.rollout
  std::unique_ptr<Node> root_;  // the last search's tree
  std::size_t asked_at_ = 0;    // the choices made before its decision
  OpponentModel model_;
  std::vector<double> rates_;  // each seat's chance to answer at random in the search
  SeatIndex seat_ = kNoSeat;
  RepeatGuard guard_;  // a look-ahead cut off can prefer a free action for ever
};

}  // namespace

std::unique_ptr<Bot> make_mcts(std::uint64_t seed, Budget budget, int playout) {
  return std::make_unique<MctsBot>(seed, budget, playout);
}

std::vector<OptionEstimate> root_estimates(const Node& root, SeatIndex seat) {
  std::vector<OptionEstimate> out;
  const auto found = root.seats.find(seat);
  if (found == root.seats.end()) return out;
  for (const auto& [id, stat] : found->second.stats)
    if (stat.visits > 0 && id != kStop) out.push_back({id, stat.visits, stat.reward / stat.visits});
  std::stable_sort(out.begin(), out.end(), [](const OptionEstimate& a, const OptionEstimate& b) {
    return a.visits > b.visits;
  });
  return out;
}

}  // namespace tabula::bots
