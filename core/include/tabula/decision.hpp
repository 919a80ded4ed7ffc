// Decisions: the only way input enters a game. The rules ask one or more
// seats to pick among options; a Choice answers one seat's request.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tabula/types.hpp"

namespace tabula {

// The id of the option that means "do nothing" in a window where any seat
// may answer (games/lib/reaction.lua): sampled worlds answer with it the
// windows that open only there.
inline constexpr const char* kPassOption = "pass";

struct Option {
  std::string id;        // stable across runs: what replays record
  std::string label;     // what a person reads; empty: show the piece it refers to
  PieceId piece = 0;     // the piece it refers to, if any (frontends make it clickable)
  ZoneId zone = 0;       // the zone it refers to, if any
  bool numeric = false;  // the script gave an integer id; Lua gets an integer back
  bool derived = false;  // the core made the id from the piece (pieces/from forms)
};

// What one seat is asked: pick between `min` and `max` distinct options.
struct Request {
  SeatIndex seat = kNoSeat;
  std::string prompt;
  std::vector<Option> options;
  int min = 1;
  int max = 1;

  [[nodiscard]] const Option* find(const std::string& id) const;
};

// One seat's answer: the ids of the picked options.
struct Choice {
  SeatIndex seat = kNoSeat;
  std::vector<std::string> picks;
  bool operator==(const Choice&) const = default;
};

// A pending decision: one request, or several answered at once (a draft).
// The rules continue when every request has an answer.
struct Decision {
  std::vector<Request> requests;
  std::vector<std::optional<std::vector<std::string>>> answers;  // per request

  // The open request of `seat`, or nullptr if it owes nothing.
  [[nodiscard]] const Request* open_request(SeatIndex seat) const;
  // Seats that still owe an answer, in seat order.
  [[nodiscard]] std::vector<SeatIndex> waiting() const;
  [[nodiscard]] bool complete() const;
  [[nodiscard]] bool simultaneous() const { return requests.size() > 1; }
};

// Why `choice` is not a valid answer to `decision` now; nullopt when it is.
// Covers: a seat the game does not have (out of `seats`, when given), no
// decision pending (nullptr), wrong seat, already answered, unknown option,
// repeated option, too few or too many picks. The messages name the seats
// still asked and the ids they may pick ("seat 1 is not asked now; waiting
// for seat 2: bid_1 bid_2 …").
[[nodiscard]] std::optional<std::string> check_choice(const Decision* decision,
                                                      const Choice& choice, int seats = 0);

}  // namespace tabula
