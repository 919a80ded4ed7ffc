// The rules inspector: what changed in a game between two of its states, as
// lines a person reads (`tabula inspect`). A state is compared with an
// earlier state of the same game, so pieces, zones and counters keep their ids.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabula/module.hpp"
#include "tabula/replay.hpp"
#include "tabula/session.hpp"
#include "tabula/state.hpp"

namespace tabula {

// "Ace (bid_1, seat 2's)": a piece by its data name, id and owner.
[[nodiscard]] std::string describe_piece(const State& state, const Module& module, PieceId id);
// "hand of seat 1", "deck".
[[nodiscard]] std::string describe_zone(const State& state, ZoneId id);

// Every piece moved (or turned), counter changed and property set from
// `before` to `after`, in id order: "moved: Ace (bid_1, seat 1's): hand of
// seat 1 -> played of seat 1", "counter points of seat 2: 3 -> 8",
// "Fighter (fighter, seat 1's): damage 0 -> 2". New zones, counters and
// pieces are listed as created.
[[nodiscard]] std::vector<std::string> describe_changes(const State& before, const State& after,
                                                        const Module& module);

// A replayed game at one of its decisions: `session` is the game when
// decision `n` (from 1) was asked, `before` the state at decision n - 1 (at
// decision 1: the same), and `answers` the choices that answered decision
// n - 1. Plays `game` in a fresh session; returns why not when it has no
// decision `n`.
struct InspectedDecision {
  std::unique_ptr<Session> session;
  State before;
  std::vector<Choice> answers;
  std::string asked;  // who is asked what at decision n
};
[[nodiscard]] std::optional<std::string> inspect_decision(const ReplayInputs& game, int n,
                                                          InspectedDecision& out);

}  // namespace tabula
