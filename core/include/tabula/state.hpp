// The complete state of a game between two steps: seats, zones, pieces,
// counters, turn order, flow position and the random generator. It is a plain
// value: copying it is a snapshot, hashing it checks determinism.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "tabula/rng.hpp"
#include "tabula/types.hpp"

namespace tabula {

// Who may see the faces of the pieces in a zone.
enum class Visibility {
  Public,  // everyone (a face-down piece: only its owner)
  Owner,   // only the zone's owner
  Nobody,  // no one (a deck)
  Top,     // everyone sees the top piece, no one the rest
};

enum class PieceKind { Card, Token };

// A small typed property of a piece (damage, exhausted, ...) or a zone
// (a board space's row, terrain, ...).
using PropValue = std::variant<bool, std::int64_t, std::string>;
using PropList = std::vector<std::pair<std::string, PropValue>>;  // few, so a vector

struct Piece {
  PieceId id = 0;
  std::string def;  // the data entry id that describes it ("" for plain tokens)
  PieceKind kind = PieceKind::Card;
  SeatIndex owner = kNoSeat;
  bool face_up = true;
  ZoneId zone = 0;
  // Seats (bits) the rules showed the face to (game:show): they see it
  // wherever it lies until its zone is shuffled. Nobody else does.
  std::uint32_t shown = 0;
  // Seats (bits) that have seen its face since the zone it lies in was last
  // shuffled: what each seat knows, for bots that guess hidden pieces. It is
  // derived from the piece's history, so it is not hashed.
  std::uint32_t known = 0;
  // What its back shows to those who cannot see its face ("" = the data
  // table of its definition): pieces with the same back look alike.
  std::string back;
  PropList props;
};

struct Zone {
  ZoneId id = 0;
  std::string name;
  SeatIndex owner = kNoSeat;
  Visibility visibility = Visibility::Public;
  std::string kind;             // deck, hand, row, pile, space, track: a hint for frontends
  std::vector<PieceId> pieces;  // bottom first: pieces.back() is the top
  PropList props;               // a board space's coordinates, terrain, ...
  std::vector<ZoneId> links;    // the zones next to it (game:link), in link order
};

struct Counter {
  CounterId id = 0;
  std::string name;
  SeatIndex seat = kNoSeat;  // kNoSeat: a table counter
  ZoneId zone = 0;           // a counter on a zone (troops in a region), or 0
  std::int64_t value = 0;
  std::int64_t min = std::numeric_limits<std::int64_t>::min();
  std::int64_t max = std::numeric_limits<std::int64_t>::max();
};

struct SeatInfo {
  std::string name;
  std::string color;
};

// Where the declared flow stands. Between steps this is all the runner needs
// to know which step comes next.
struct FlowPosition {
  bool setup_done = false;
  int round = 0;                // 1-based once the first round starts
  int phase = -1;               // index into the module's phases, -1 before a round
  int turn = 0;                 // turns taken in the current phase
  SeatIndex current = kNoSeat;  // seat whose turn runs, or kNoSeat
  SeatIndex last = kNoSeat;     // seat of the last turn in this phase: the next
                                // turn goes to the seat after it in turn order
  std::uint32_t played = 0;     // seats (bits) that had a turn in this phase
  SeatIndex next = kNoSeat;     // game:set_next_turn: the seat of the next turn, once
  bool over = false;            // set by end_game() or the round limit
};

// The outcomes of chance (die rolls, shuffles) in the order they happened. A
// session records them since its last snapshot; a search copy replays them,
// so that a sampled world passes through the same chance events as the real
// game up to the decision being searched, and then draws fresh ones.
struct ChanceTape {
  enum class Mode { Off, Record, Replay };
  Mode mode = Mode::Off;
  // random(): the value; a shuffle of n pieces: n, then for each new place
  // the old place of the piece that lands there.
  std::vector<std::int64_t> outcomes;
  std::size_t next = 0;  // replay position
};

class State {
 public:
  State() = default;
  State(std::vector<SeatInfo> seats, std::uint64_t seed);
  // Becomes State(seats, seed) but keeps the containers' memory, so a
  // session that plays game after game does not allocate it again.
  void reset(std::vector<SeatInfo> seats, std::uint64_t seed);

  // --- seats and flow -------------------------------------------------------
  [[nodiscard]] int seat_count() const { return static_cast<int>(seats_.size()); }
  [[nodiscard]] const std::vector<SeatInfo>& seats() const { return seats_; }
  [[nodiscard]] const std::vector<SeatIndex>& turn_order() const { return turn_order_; }
  [[nodiscard]] const FlowPosition& flow() const { return flow_; }
  FlowPosition& flow() { return flow_; }
  void set_turn_order(std::vector<SeatIndex> order) { turn_order_ = std::move(order); }
  // Why the game ended, for players (not hashed: it explains, it decides nothing).
  [[nodiscard]] const std::string& end_reason() const { return end_reason_; }
  void set_end_reason(std::string reason) { end_reason_ = std::move(reason); }

  // --- lookups (ids are checked: out-of-range ids return nullptr) -------------
  [[nodiscard]] const Piece* piece(PieceId id) const;
  [[nodiscard]] const Zone* zone(ZoneId id) const;
  [[nodiscard]] const Counter* counter(CounterId id) const;
  [[nodiscard]] ZoneId find_zone(std::string_view name, SeatIndex owner) const;
  [[nodiscard]] CounterId find_counter(std::string_view name, SeatIndex seat,
                                       ZoneId zone = 0) const;
  [[nodiscard]] const std::vector<Piece>& pieces() const { return pieces_; }
  [[nodiscard]] const std::vector<Zone>& zones() const { return zones_; }
  [[nodiscard]] const std::vector<Counter>& counters() const { return counters_; }
  [[nodiscard]] const PropValue* prop(PieceId id, std::string_view key) const;
  [[nodiscard]] const PropValue* zone_prop(ZoneId id, std::string_view key) const;

  // Whether `seat` may see the face of `piece` where it lies now.
  // kNoSeat asks for the omniscient view and is always true; kSpectator
  // sees what every seat sees.
  [[nodiscard]] bool visible(PieceId piece, SeatIndex seat) const;
  // Whether `seat` knows what `piece` is: it has seen its face since the
  // piece's zone was last shuffled (seeing it now included).
  [[nodiscard]] bool known(PieceId piece, SeatIndex seat) const {
    return ((pieces_[piece - 1].known >> seat) & 1u) != 0;
  }
  // Position of a piece in its zone (0 = bottom).
  [[nodiscard]] int position(PieceId piece) const;

  // --- randomness and hidden information, for undo ---------------------------
  [[nodiscard]] std::uint64_t random_draws() const { return random_draws_; }
  [[nodiscard]] std::uint32_t reveals(SeatIndex seat) const { return reveals_[seat]; }
  std::int64_t random(std::int64_t lo, std::int64_t hi);
  // Chance outcomes go to (or come from) `tape` while it is set; the tape
  // belongs to the caller and is not part of the state (copies do not share it).
  void set_tape(ChanceTape* tape) { tape_.tape = tape; }
  // A new generator, for a copy whose future must not be the real one.
  void reseed(std::uint64_t seed) { rng_ = Rng(seed); }

  // --- mutation (preconditions: valid ids; callers check) ---------------------
  ZoneId add_zone(Zone z);
  PieceId add_piece(Piece p);
  CounterId add_counter(Counter c);
  // Moves `piece` into `to` at position `pos` (0 = bottom, size = top).
  void move_piece(PieceId piece, ZoneId to, int pos);
  void set_face(PieceId piece, bool face_up);
  void set_owner(PieceId piece, SeatIndex owner);
  // Lets the seats in `seats` (bits) see the face of `piece` where it lies,
  // until its zone is shuffled; a reveal for undo.
  void show(PieceId piece, std::uint32_t seats);
  // Gives `piece` another definition and properties (worlds for search only:
  // a piece its seat cannot see becomes another card of the same back).
  void redeal(PieceId piece, const std::string& def,
              const std::vector<std::pair<std::string, PropValue>>& props);
  // Renames pieces: `to[id]` is the new id of piece `id` (a permutation of
  // 1..pieces; to[0] unused). Worlds for search only, between steps.
  void relabel(const std::vector<PieceId>& to);
  void set_prop(PieceId piece, std::string_view key, PropValue value);
  void erase_prop(PieceId piece, std::string_view key);
  void set_zone_prop(ZoneId zone, std::string_view key, PropValue value);
  void erase_zone_prop(ZoneId zone, std::string_view key);
  // Makes `to` a neighbour of `from` (once: a second link is ignored).
  void link(ZoneId from, ZoneId to);
  // Puts the zone's pieces in the order `order` (a permutation of them,
  // bottom first).
  void arrange(ZoneId zone, std::vector<PieceId> order);
  void set_counter(CounterId id, std::int64_t value);
  void shuffle_zone(ZoneId zone);

  // 64-bit hash over everything above, the same in every process.
  [[nodiscard]] std::uint64_t hash() const;

  // Bytes held for the pieces, zones, counters and properties the rules
  // made (their texts and records, not counting spare container capacity):
  // they count against the session's memory cap like the rules' own Lua
  // memory.
  [[nodiscard]] std::size_t held_bytes() const { return held_; }
  // What holding one more piece, zone, counter or property adds (texts apart).
  static constexpr std::size_t kPieceBytes = sizeof(Piece) + sizeof(PieceId);
  static constexpr std::size_t kZoneBytes = sizeof(Zone);
  static constexpr std::size_t kCounterBytes = sizeof(Counter);
  static constexpr std::size_t kPropBytes = sizeof(std::pair<std::string, PropValue>);
  static constexpr std::size_t kLinkBytes = sizeof(ZoneId);
  [[nodiscard]] static std::size_t prop_bytes(std::string_view key, const PropValue& value);

 private:
  // Visibility of `piece` as a seat bitmask (bit i = seat i may see it).
  [[nodiscard]] std::uint32_t sight(PieceId piece) const;
  // The part of sight() that the piece's zone, face and owner give.
  [[nodiscard]] std::uint32_t zone_sight(const Piece& piece) const;
  // The tape's next outcome in [lo, hi] when it replays one, else a fresh
  // draw (recorded when the tape records). A tape that no longer fits what
  // the rules ask is switched off: from then on chance is fresh.
  std::int64_t chance(std::int64_t lo, std::int64_t hi);
  // A permutation of n places (new place -> old place), from the tape or fresh.
  void chance_permutation(std::size_t n, std::vector<std::size_t>& perm);
  // Counts, per seat, pieces that became visible since the masks in `before`.
  void note_reveals(PieceId piece, std::uint32_t before);
  [[nodiscard]] std::uint32_t all_seats() const { return (1u << seats_.size()) - 1u; }

  std::vector<SeatInfo> seats_;
  std::vector<Piece> pieces_;
  std::vector<Zone> zones_;
  std::vector<Counter> counters_;
  std::vector<SeatIndex> turn_order_;
  FlowPosition flow_;
  std::string end_reason_;
  Rng rng_;
  // Copying a state never copies where its chance goes: a copy keeps its own.
  struct TapeRef {
    ChanceTape* tape = nullptr;
    TapeRef() = default;
    TapeRef(const TapeRef&) {}
    TapeRef& operator=(const TapeRef&) { return *this; }
  } tape_;
  std::uint64_t random_draws_ = 0;
  std::vector<std::uint32_t> reveals_;
  std::size_t held_ = 0;
};

}  // namespace tabula
