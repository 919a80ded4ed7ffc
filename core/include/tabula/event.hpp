// Events: what happened, for the log, for animations and for the network.
// They are derived from the inputs like everything else.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tabula/types.hpp"

namespace tabula {

enum class EventKind {
  Moved,     // piece, from, to, position
  Flipped,   // piece, face_up
  Counter,   // counter, seat, before, after
  Shuffled,  // zone
  Message,   // text
  Created,   // piece, to
};

struct Event {
  EventKind kind = EventKind::Message;
  PieceId piece = 0;
  ZoneId from = 0;
  ZoneId to = 0;
  int position = 0;
  bool face_up = false;
  std::string counter;  // counter name
  SeatIndex seat = kNoSeat;
  std::int64_t before = 0;
  std::int64_t after = 0;
  std::string text;
};

// The session's event list. Recording can be switched off for bulk simulation.
// Past kMaxBytes of events (a script logging in a loop) it records nothing
// more: the rules cannot tell, so the game goes on exactly as without events.
class EventLog {
 public:
  static constexpr std::size_t kMaxBytes = 64u << 20;

  void record(Event e) {
    if (!enabled_) return;
    const std::size_t bytes = sizeof(Event) + e.text.size() + e.counter.size();
    if (bytes_ + bytes > kMaxBytes) {
      full_ = true;
      return;
    }
    bytes_ += bytes;
    events_.push_back(std::move(e));
  }
  void set_enabled(bool on) { enabled_ = on; }
  [[nodiscard]] bool enabled() const { return enabled_; }
  // True once an event was dropped because the log was full.
  [[nodiscard]] bool full() const { return full_; }
  [[nodiscard]] const std::vector<Event>& events() const { return events_; }
  void clear() {
    events_.clear();
    bytes_ = 0;
    full_ = false;
  }

 private:
  bool enabled_ = true;
  bool full_ = false;
  std::size_t bytes_ = 0;
  std::vector<Event> events_;
};

}  // namespace tabula
