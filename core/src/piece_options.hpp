// The ids of the options the core makes from pieces (the `pieces` and `from`
// forms of a request). Internal to the core: the Lua binding names them when
// a request is made, a sampled world again after it redealt the pieces.
#pragma once

#include "tabula/decision.hpp"
#include "tabula/state.hpp"

namespace tabula {

// Names every option of `request` that names a piece and whose id the core
// derives (Option::derived), in list order: the piece's definition, with
// "#2", "#3" ... for repeats, so replays and tests read "bid_5" rather than
// a number; a piece the asked seat may not see gets "hidden_1", "hidden_2"
// ... instead, so an id never tells what the card is.
void name_piece_options(const State& state, Request& request);

}  // namespace tabula
