#include "protocol/state_message.hpp"

#include <unordered_set>

#include "tabula/hash.hpp"
#include "tabula/view.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

void write_seat(JsonText& w, SeatIndex seat) {
  if (seat >= 0)
    w.num(static_cast<std::int64_t>(seat) + 1);
  else
    w.null();
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

void write_event(JsonText& w, const Event& e, bool named) {
  w.begin_object();
  switch (e.kind) {
    case EventKind::Message:
      w.key("kind").str("message").key("text").str(e.text);
      break;
    case EventKind::Shuffled:
      w.key("kind")
          .str("shuffled")
          .key("zone")
          .num(static_cast<std::int64_t>(e.to ? e.to : e.from));
      break;
    case EventKind::Counter:
      w.key("kind").str("counter").key("name").str(e.counter).key("seat");
      write_seat(w, e.seat);
      w.key("before").num(e.before).key("after").num(e.after);
      if (e.to) w.key("zone").num(static_cast<std::int64_t>(e.to));
      break;
    case EventKind::Flipped:
      w.key("kind").str("flipped").key("face_up").boolean(e.face_up);
      if (named) w.key("piece").num(static_cast<std::int64_t>(e.piece));
      break;
    case EventKind::Moved:
    case EventKind::Created:
      w.key("kind").str(e.kind == EventKind::Moved ? "moved" : "created");
      w.key("to").num(static_cast<std::int64_t>(e.to));
      if (e.from) w.key("from").num(static_cast<std::int64_t>(e.from));
      if (named) {
        w.key("piece").num(static_cast<std::int64_t>(e.piece));
        w.key("position").num(static_cast<std::int64_t>(e.position));
      }
      break;
  }
  w.end_object();
}

// The data of the definitions of the pieces `view` shows, those not sent yet.
void write_new_defs(JsonText& w, const Session& session, const View& view,
                    std::set<std::string>& sent) {
  w.begin_object();
  for (const std::string& id : view.shown_defs()) {
    if (!sent.insert(id).second) continue;
    if (const DataEntry* entry = session.module().data.find_def(id))
      w.key(id).raw(entry->fields.dump(-1, ' ', false, json::error_handler_t::replace));
  }
  w.end_object();
}

}  // namespace

void write_events(JsonText& w, const Session& session, SeatIndex seat, std::size_t from) {
  const auto& events = session.events();
  w.begin_array();
  if (from < events.size()) {
    // Walking backwards, the first event met for a piece is its last one.
    std::unordered_set<PieceId> later;
    std::vector<bool> named(events.size() - from, false);
    for (std::size_t i = events.size(); i-- > from;) {
      const Event& e = events[i];
      if (!about_piece(e)) continue;
      named[i - from] = later.insert(e.piece).second && session.state().piece(e.piece) &&
                        session.state().visible(e.piece, seat);
    }
    for (std::size_t i = from; i < events.size(); ++i) write_event(w, events[i], named[i - from]);
  }
  w.end_array();
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

namespace {

SeatIndex read_seat(const json& j) {
  return j.is_number_integer() ? static_cast<SeatIndex>(j.get<int>() - 1) : kNoSeat;
}

EventKind event_kind(const std::string& name) {
  if (name == "moved") return EventKind::Moved;
  if (name == "created") return EventKind::Created;
  if (name == "flipped") return EventKind::Flipped;
  if (name == "counter") return EventKind::Counter;
  if (name == "shuffled") return EventKind::Shuffled;
  return EventKind::Message;
}

}  // namespace

std::vector<Event> read_events(const json& events) {
  std::vector<Event> out;
  for (const json& j : events) {
    Event e;
    e.kind = event_kind(j.at("kind").get<std::string>());
    e.text = j.value("text", "");
    e.piece = j.value("piece", PieceId{0});
    e.position = j.value("position", 0);
    e.from = j.value("from", ZoneId{0});
    e.to = j.value(e.kind == EventKind::Shuffled ? "zone" : "to", ZoneId{0});
    if (e.kind == EventKind::Counter) {
      e.to = j.value("zone", ZoneId{0});
      e.counter = j.at("name").get<std::string>();
      e.seat = read_seat(j.at("seat"));
      e.before = j.at("before").get<std::int64_t>();
      e.after = j.at("after").get<std::int64_t>();
    }
    e.face_up = j.value("face_up", false);
    out.push_back(std::move(e));
  }
  return out;
}

Results read_results(const json& results) {
  Results out;
  for (const json& s : results.at("seats")) {
    SeatResult r;
    r.seat = read_seat(s.at("seat"));
    r.score = s.at("score").get<std::vector<double>>();
    r.rank = s.at("rank").get<int>();
    for (const json& b : s.at("breakdown"))
      r.breakdown.emplace_back(b.at("label").get<std::string>(), b.at("value").get<double>());
    out.seats.push_back(std::move(r));
  }
  // The winners as the server named them (declared or ranked first alike).
  out.winners_declared = true;
  for (const json& w : results.at("winners")) out.declared_winners.push_back(read_seat(w));
  out.end_reason = results.value("reason", "");
  return out;
}

std::string state_message(const Session& session, const std::string& table, SeatIndex seat,
                          Cursor& cursor, const std::string& presence) {
  std::string out;
  out.reserve(4096);
  JsonText w(out);
  const View view = session.view(seat);
  w.begin_object().key("type").str("state").key("table").str(table).key("seat");
  write_seat(w, seat);
  w.key("at").num(static_cast<std::int64_t>(session.choices().size()));
  w.key("status").str(status_name(session.status()));
  w.key("first_event").num(static_cast<std::int64_t>(cursor.events)).key("events");
  write_events(w, session, seat, cursor.events);
  cursor.events = session.events().size();
  w.key("defs");
  write_new_defs(w, session, view, cursor.defs);
  w.key("presence").raw(presence).key("view");
  view.write_json(w);
  if (session.status() == SessionStatus::Finished) {
    w.key("results").raw(
        results_json(session.results()).dump(-1, ' ', false, json::error_handler_t::replace));
    w.key("hash").str(hex64(session.hash()));
  } else if (session.status() == SessionStatus::Failed) {
    // The first line only: a traceback is for the server's operator.
    const std::string& error = session.error();
    w.key("error").str(error.substr(0, error.find('\n')));
  }
  w.end_object();
  return out;
}

}  // namespace tabula::server
