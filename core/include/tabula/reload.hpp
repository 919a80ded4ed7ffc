// Live reload for authors: a game played so far, replayed under rules
// loaded again from disk, with the first point where the new rules play it
// differently (the window's F5).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula {

struct Reload {
  // The game under the new rules, as far as its choices apply; null when
  // it cannot start (then `stopped` says why).
  std::unique_ptr<Session> session;
  std::size_t applied = 0;  // choices that applied
  std::size_t choices = 0;  // choices the game had
  // The first choice (from 1) after which the state differs from what the
  // old rules give; 0: the set-up already differs; none: the same throughout.
  std::optional<std::size_t> diverged;
  // Why the replay stopped early ("choice 12 (seat 2: bid_3): unknown option
  // ...", or the script error with file and line); "" when it did not.
  std::string stopped;

  // One line for the author: what the reload found.
  [[nodiscard]] std::string summary() const;
};

// Replays the inputs of `game` under `rules` (the module read again) and
// compares the state after each choice with the hashes `game` kept (it must
// keep Snapshots::All: the old rules are no longer on disk to run again).
// `config` is the new session's.
[[nodiscard]] Reload reload_game(const Session& game, std::shared_ptr<const Module> rules,
                                 const SessionConfig& config);

}  // namespace tabula
