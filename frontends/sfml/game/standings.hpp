// The places the window shows at the end of a game. The rules may name the
// winners themselves (rules.winners: Spacetrace's hunter of a destroyed Base
// wins whatever the points); then the winners share first place and everybody
// else follows in the order of the scores, so the headline, the table of
// results and the player panels never disagree.
#pragma once

#include <vector>

#include "tabula/results.hpp"

namespace tabula::gui {

// The place of each entry of `results.seats` (1 = first; equal places shared).
[[nodiscard]] std::vector<int> places(const Results& results);

}  // namespace tabula::gui
