#include "protocol/state_message.hpp"

#include <unordered_set>

#include "tabula/hash.hpp"
#include "tabula/view.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

json seat_number(SeatIndex seat) {
  return seat >= 0 ? json(seat + 1) : json();
}

const char* status_name(SessionStatus status) {
  switch (status) {
    case SessionStatus::Waiting:
      return "waiting";
    case SessionStatus::Finished:
      return "finished";
    case SessionStatus::Failed:
      return "failed";
  }
  return "waiting";
}

// Whether the event names a piece by id (moves, turns, creations).
bool about_piece(const Event& e) {
  return e.piece != 0 && (e.kind == EventKind::Moved || e.kind == EventKind::Flipped ||
                          e.kind == EventKind::Created);
}

json event_json(const Event& e, bool named) {
  switch (e.kind) {
    case EventKind::Message:
      return {{"kind", "message"}, {"text", e.text}};
    case EventKind::Shuffled:
      return {{"kind", "shuffled"}, {"zone", e.to ? e.to : e.from}};
    case EventKind::Counter: {
      json j = {{"kind", "counter"},
                {"name", e.counter},
                {"seat", seat_number(e.seat)},
                {"before", e.before},
                {"after", e.after}};
      if (e.to) j["zone"] = e.to;
      return j;
    }
    case EventKind::Flipped: {
      json j = {{"kind", "flipped"}, {"face_up", e.face_up}};
      if (named) j["piece"] = e.piece;
      return j;
    }
    case EventKind::Moved:
    case EventKind::Created: {
      json j = {{"kind", e.kind == EventKind::Moved ? "moved" : "created"}, {"to", e.to}};
      if (e.from) j["from"] = e.from;
      if (named) {
        j["piece"] = e.piece;
        j["position"] = e.position;
      }
      return j;
    }
  }
  return {{"kind", "message"}, {"text", ""}};
}

// The data of the definitions of the pieces `view` shows, those not sent yet.
json new_defs(const Session& session, const json& view, std::set<std::string>& sent) {
  json out = json::object();
  for (const json& zone : view["zones"])
    for (const json& piece : zone["pieces"]) {
      const auto def = piece.find("def");
      if (def == piece.end() || !def->is_string()) continue;
      const std::string& id = def->get_ref<const std::string&>();
      if (!sent.insert(id).second) continue;
      if (const DataEntry* entry = session.module().data.find_def(id)) out[id] = entry->fields;
    }
  return out;
}

}  // namespace

json events_json(const Session& session, SeatIndex seat, std::size_t from) {
  const auto& events = session.events();
  json out = json::array();
  if (from >= events.size()) return out;
  // Walking backwards, the first event met for a piece is its last one.
  std::unordered_set<PieceId> later;
  std::vector<bool> named(events.size() - from, false);
  for (std::size_t i = events.size(); i-- > from;) {
    const Event& e = events[i];
    if (!about_piece(e)) continue;
    named[i - from] = later.insert(e.piece).second && session.state().piece(e.piece) &&
                      session.state().visible(e.piece, seat);
  }
  for (std::size_t i = from; i < events.size(); ++i)
    out.push_back(event_json(events[i], named[i - from]));
  return out;
}

json results_json(const Results& results) {
  json seats = json::array();
  for (const SeatResult& r : results.seats) {
    json breakdown = json::array();
    for (const auto& [label, value] : r.breakdown)
      breakdown.push_back({{"label", label}, {"value", value}});
    seats.push_back({{"seat", r.seat + 1},
                     {"score", r.score},
                     {"rank", r.rank},
                     {"breakdown", std::move(breakdown)}});
  }
  json winners = json::array();
  for (SeatIndex w : results.winners()) winners.push_back(w + 1);
  return {
      {"seats", std::move(seats)}, {"winners", std::move(winners)}, {"reason", results.end_reason}};
}

json state_message(const Session& session, const std::string& table, SeatIndex seat, Cursor& cursor,
                   const json& presence) {
  json view = session.view(seat).to_json();
  json j = {{"type", "state"},
            {"table", table},
            {"seat", seat_number(seat)},
            {"at", session.choices().size()},
            {"status", status_name(session.status())},
            {"first_event", cursor.events},
            {"events", events_json(session, seat, cursor.events)},
            {"defs", new_defs(session, view, cursor.defs)},
            {"presence", presence}};
  j["view"] = std::move(view);
  cursor.events = session.events().size();
  if (session.status() == SessionStatus::Finished) {
    j["results"] = results_json(session.results());
    j["hash"] = hex64(session.hash());
  } else if (session.status() == SessionStatus::Failed) {
    // The first line only: a traceback is for the server's operator.
    const std::string& error = session.error();
    j["error"] = error.substr(0, error.find('\n'));
  }
  return j;
}

}  // namespace tabula::server
