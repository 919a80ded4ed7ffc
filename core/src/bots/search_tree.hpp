// The tree of Information-Set Monte Carlo Tree Search (single observer):
// one tree for all sampled worlds, its edges the answers made from the root
// decision on. Answers are option ids, which mean the same in every world.
//
// A decision may ask several seats at once (a secret bid, a draft). Each
// seat then picks on its own statistics in the node ("decoupled"), so no
// seat's pick depends on what another picks in that decision; the child is
// reached by all their answers together. A request for several picks is a
// chain of single picks (an option, or "stop" once enough are picked), in
// the order the options are listed, so each set is one path.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/rng.hpp"

namespace tabula::bots {

// The pick that ends a chain of picks ("no more").
inline const std::string kStop = "\x01stop";

struct Stat {
  double reward = 0;  // sum of the rewards of the seat that picks
  int visits = 0;
  int available = 0;  // iterations in which the pick was possible (worlds differ)
};

// One seat's partial answer to one request: the picks so far lead here.
struct Chain {
  std::map<std::string, Stat> stats;
  std::map<std::string, std::unique_ptr<Chain>> next;
};

// A decision reached by a history of answers.
struct Node {
  std::map<SeatIndex, Chain> seats;
  std::map<std::string, std::unique_ptr<Node>> children;  // by the joint answer
};

// A pick made in the tree this iteration, rewarded afterwards.
struct Step {
  Stat* stat;
  SeatIndex seat;
};

// How a chain is walked: by the tree (UCB among tried picks, an untried one
// first), and once a pick was new, at random for the rest of the chain. The
// other seats asked in the same decision still pick by the tree (each seat
// has its own statistics there); after that node the iteration is a playout.
class Walker {
 public:
  // `random_rate[s]`: the chance that seat s answers a decision at random
  // instead of by the tree (an OpponentModel's estimate; none: never).
  explicit Walker(Rng& rng, double exploration, const std::vector<double>* random_rate = nullptr)
      : rng_(rng), c_(exploration), random_rate_(random_rate) {}

  // `seat`'s answer to `request` at `node`; records tree picks in `path`.
  // `hint`: what the rules' rollout would answer (empty: nothing); a new
  // pick is that one when it is still untried, so the tree grows along the
  // look-ahead's plan before it tries the rest.
  [[nodiscard]] std::vector<std::string> answer(Node& node, SeatIndex seat, const Request& request,
                                                std::vector<Step>& path,
                                                const std::vector<std::string>& hint = {});
  // Whether `seat` has an option of `request` not yet tried at `node` (only
  // then is a hint of use).
  [[nodiscard]] static bool untried(const Node& node, SeatIndex seat, const Request& request);
  // Whether a new pick was made (the tree grew): after this decision, the rest is a playout.
  [[nodiscard]] bool grown() const { return grown_; }

 private:
  const std::string* select(Chain& chain, const std::vector<const std::string*>& choices,
                            const std::string* hint, bool& fresh);
  void fill_randomly(const Request& request, std::size_t from, std::vector<std::string>& picks);

  [[nodiscard]] bool at_random(SeatIndex seat);

  Rng& rng_;
  double c_;
  const std::vector<double>* random_rate_;
  bool grown_ = false;
};

// The key of the child a decision's answers lead to: each asked seat's
// picks, in seat order (`answers` is in seat order).
[[nodiscard]] std::string joint_key(const std::vector<Choice>& answers);

// The answer the root's statistics recommend for `seat`'s `request`: the
// most tried pick at each step of the chain.
[[nodiscard]] std::vector<std::string> best_answer(const Node& root, SeatIndex seat,
                                                   const Request& request);

}  // namespace tabula::bots
