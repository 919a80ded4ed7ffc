// The declared flow, run by the core: setup, then rounds of phases; a phase
// runs one step, or turns in the current turn order (once each, or until its
// `done` predicate holds). Internal to the core.
#pragma once

#include <optional>
#include <string>

#include "lua/host.hpp"

namespace tabula {

// The step that comes next from the flow position in `state` (advancing the
// position past finished phases and rounds), or nullopt when the game is
// over. On a script error in an `done` predicate or a flow that can never
// run a step, returns nullopt and sets `error`.
std::optional<lua::StepSpec> flow_next(State& state, lua::Host& host, std::string& error);

// Records that `step` returned.
void flow_done(State& state, const lua::StepSpec& step);

}  // namespace tabula
