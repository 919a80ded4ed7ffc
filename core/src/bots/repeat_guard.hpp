// What a bot answered at each position of its own turns, so that a free
// action which changes nothing it can judge is not taken for ever.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tabula/view.hpp"

namespace tabula::bots {

using Answer = std::vector<std::string>;

// Positions repeat by a bot's own doing only in its own turn (in another's
// turn, a window's "pass" at a position the other seat's moves brought back
// is no loop of the bot's). A position is the hash of the bot's view, which
// holds the request. Back at a position, a bot takes an answer it has not
// taken there, until it has taken every one. Greedy moved a Spacetrace ship
// card to its other fleet and back for ever (each move judged as good as the
// position); so did the search bot, whose look-ahead is cut off after so
// many decisions: moving put the opponent's attack beyond its horizon.
class RepeatGuard {
 public:
  // The answers taken at the view's position (to read, and to add the one
  // taken now); an empty set outside the bot's own turn.
  [[nodiscard]] std::set<Answer>& taken_at(const View& view);

 private:
  std::map<std::uint64_t, std::set<Answer>> taken_;
  std::set<Answer> elsewhere_;  // not kept
};

}  // namespace tabula::bots
