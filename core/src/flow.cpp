#include "flow.hpp"

namespace tabula {
namespace {

using lua::StepSpec;

// Whether the turn phase `phase` is over; false with `error` set on failure.
bool flow_turns_over(State& state, lua::Host& host, int phase, std::string& error, bool& over) {
  const FlowPosition& f = state.flow();
  if (host.flow().phases[phase].done_ref == 0) {  // once each: every seat has played
    over = f.played == (1u << state.seat_count()) - 1u;
    return true;
  }
  if (host.phase_done(phase, over) != lua::StepStatus::Done) {
    error = host.error();
    return false;
  }
  return true;
}

void flow_next_phase(FlowPosition& f) {
  ++f.phase;
  f.turn = 0;
  f.last = kNoSeat;
  f.played = 0;
  f.next = kNoSeat;
}

// The seat the rules named with game:set_next_turn, else the seat after the
// last one to play, in the turn order as it is now: the rules may have
// changed the order during the phase. In a phase of one turn each (`once`),
// seats that have played are passed over.
SeatIndex flow_next_seat(State& state, bool once) {
  FlowPosition& f = state.flow();
  if (f.next != kNoSeat) {
    const SeatIndex named = f.next;
    f.next = kNoSeat;
    return named;
  }
  const auto& order = state.turn_order();
  std::size_t start = 0;
  for (std::size_t i = 0; f.last != kNoSeat && i < order.size(); ++i)
    if (order[i] == f.last) start = i + 1;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const SeatIndex seat = order[(start + k) % order.size()];
    if (!once || !((f.played >> seat) & 1u)) return seat;
  }
  return order.front();
}

}  // namespace

std::optional<StepSpec> flow_next(State& state, lua::Host& host, std::string& error) {
  FlowPosition& f = state.flow();
  if (f.over) return std::nullopt;
  if (!f.setup_done) return StepSpec{StepSpec::Kind::Setup, -1, kNoSeat};
  const auto& spec = host.flow();
  const int phases = static_cast<int>(spec.phases.size());
  int rounds_without_step = 0;
  while (true) {
    if (f.round == 0 || f.phase >= phases) {
      if (spec.rounds > 0 && f.round >= spec.rounds) {
        f.over = true;
        state.set_end_reason("the last round (" + std::to_string(spec.rounds) + ") was played");
        return std::nullopt;
      }
      if (++rounds_without_step > 1) {
        error = "the flow ran a whole round without a step: it would never end";
        return std::nullopt;
      }
      ++f.round;
      f.phase = -1;
      flow_next_phase(f);
    }
    const lua::PhaseSpec& phase = spec.phases[f.phase];
    if (phase.step_ref != 0) {
      if (f.turn == 0) return StepSpec{StepSpec::Kind::Phase, f.phase, kNoSeat};
      flow_next_phase(f);
      continue;
    }
    bool over = false;
    if (!flow_turns_over(state, host, f.phase, error, over)) return std::nullopt;
    if (f.over) return std::nullopt;  // the predicate ended the game
    if (over) {
      flow_next_phase(f);
      continue;
    }
    f.current = flow_next_seat(state, phase.done_ref == 0);
    return StepSpec{StepSpec::Kind::Turn, f.phase, f.current};
  }
}

void flow_done(State& state, const StepSpec& step) {
  FlowPosition& f = state.flow();
  if (step.kind == StepSpec::Kind::Setup) {
    f.setup_done = true;
  } else {
    ++f.turn;
    if (step.kind == StepSpec::Kind::Turn) {
      f.last = f.current;
      f.played |= 1u << f.current;
    }
  }
  f.current = kNoSeat;
}

}  // namespace tabula
