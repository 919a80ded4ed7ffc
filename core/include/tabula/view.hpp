// What one seat may see of a game: every zone and counter, the faces of the
// pieces visible to that seat, backs for the rest, and the decision it owes.
// A view never exposes the full state: bots and frontends get only this.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tabula/decision.hpp"
#include "tabula/json_text.hpp"
#include "tabula/state.hpp"

namespace tabula {

class Session;
struct ViewData;

// A piece as one seat sees it. A hidden piece is a back: no id (so it cannot
// be followed through a shuffle), no definition, no properties.
struct PieceView {
  bool hidden = true;
  PieceId id = 0;
  std::string def;
  PieceKind kind = PieceKind::Card;
  SeatIndex owner = kNoSeat;
  bool face_up = false;
  std::string back;  // what its back shows (always visible; "" when the rules gave none)
  std::vector<std::pair<std::string, PropValue>> props;
};

struct ZoneView {
  ZoneId id = 0;
  std::string name;
  SeatIndex owner = kNoSeat;
  Visibility visibility = Visibility::Public;
  std::string kind;
  int count = 0;              // always visible, even for hidden zones
  PropList props;             // always visible, like the zone itself
  std::vector<ZoneId> links;  // its neighbours (game:link)
};

class View {
 public:
  // The view of `seat` (kNoSeat: omniscient, for tests and debugging;
  // kSpectator: what every seat can see, for people watching).
  View(const Session& session, SeatIndex seat) : session_(&session), seat_(seat) {}
  // A view read back from what to_json wrote: a client of the server has no
  // session, only the views it is sent. Throws std::invalid_argument naming
  // the field when `j` is not such a view. Such a view cannot look ahead.
  [[nodiscard]] static View from_json(const nlohmann::json& j);

  [[nodiscard]] SeatIndex seat() const { return seat_; }
  [[nodiscard]] bool omniscient() const { return seat_ == kNoSeat; }
  [[nodiscard]] bool spectator() const { return seat_ == kSpectator; }
  [[nodiscard]] int seat_count() const;
  [[nodiscard]] const std::vector<SeatInfo>& seats() const;
  [[nodiscard]] int round() const;
  [[nodiscard]] std::string phase() const;
  [[nodiscard]] SeatIndex current() const;
  [[nodiscard]] std::vector<SeatIndex> turn_order() const;

  [[nodiscard]] std::vector<ZoneView> zones() const;
  [[nodiscard]] ZoneView zone(ZoneId id) const;
  // The pieces of a zone, bottom first, as this seat sees them.
  [[nodiscard]] std::vector<PieceView> pieces(ZoneId zone) const;
  [[nodiscard]] PieceView piece(PieceId id) const;
  // Every counter (counters are public information).
  [[nodiscard]] const std::vector<Counter>& counters() const;

  // The request this seat owes now, or nullptr.
  [[nodiscard]] const Request* request() const;
  // Seats the pending decision still waits for (not what they will choose).
  [[nodiscard]] std::vector<SeatIndex> waiting() const;

  // Everything above as JSON (seats 1-based, as players see them).
  [[nodiscard]] nlohmann::json to_json() const;
  // The same JSON as text, written straight into `w` as its next value
  // (the server sends one per seat after every choice).
  void write_json(JsonText& w) const;
  // The definitions of the pieces this view shows, each once, in zone order.
  [[nodiscard]] std::vector<std::string> shown_defs() const;

  // --- looking ahead (bots) ----------------------------------------------------
  // A copy of the game for search, with the rules loaded once (see
  // Session::search_copy), and a world in it that this seat cannot tell from
  // the real game (Session::sample_world). Only for a seat that owes a request.
  [[nodiscard]] std::unique_ptr<Session> search_copy() const;
  bool sample_world(std::uint64_t seed, Session& into) const;
  // The choices since index `from` as this seat may know them
  // (Session::seen_choices), and where the pending decision began (the
  // `from` of the next call). Empty and 0 for a view read from JSON.
  [[nodiscard]] std::vector<Choice> seen_choices(std::size_t from) const;
  [[nodiscard]] std::size_t choices_made() const;

 private:
  View() = default;
  [[nodiscard]] const State& state() const;

  const Session* session_ = nullptr;
  SeatIndex seat_ = kNoSeat;
  std::shared_ptr<const ViewData> data_;  // set for a view read from JSON
};

// JSON helpers shared by views, replays and the command line.
[[nodiscard]] const char* visibility_name(Visibility v);
[[nodiscard]] nlohmann::json prop_json(const PropValue& v);

}  // namespace tabula
