#include "tabula/view.hpp"

#include <algorithm>

#include "tabula/session.hpp"
#include "view_data.hpp"

namespace tabula {

const State& View::state() const {
  return session_->state();
}
// A view read from JSON (data_) answers from its data; else from the session.
int View::seat_count() const {
  return static_cast<int>(seats().size());
}
const std::vector<SeatInfo>& View::seats() const {
  return data_ ? data_->seats : state().seats();
}
int View::round() const {
  return data_ ? data_->round : state().flow().round;
}
std::string View::phase() const {
  return data_ ? data_->phase : session_->phase_name();
}
SeatIndex View::current() const {
  return data_ ? data_->current : state().flow().current;
}
std::vector<SeatIndex> View::turn_order() const {
  return data_ ? data_->turn_order : state().turn_order();
}
const std::vector<Counter>& View::counters() const {
  return data_ ? data_->counters : state().counters();
}

ZoneView View::zone(ZoneId id) const {
  if (data_) {
    const ViewData::ZoneData* z = data_->find(id);
    return z ? z->zone : ZoneView{};
  }
  const Zone& z = *state().zone(id);
  return {z.id,    z.name, z.owner, z.visibility, z.kind, static_cast<int>(z.pieces.size()),
          z.props, z.links};
}

std::vector<ZoneView> View::zones() const {
  std::vector<ZoneView> out;
  if (data_) {
    for (const ViewData::ZoneData& z : data_->zones) out.push_back(z.zone);
    return out;
  }
  for (const Zone& z : state().zones()) out.push_back(zone(z.id));
  return out;
}

PieceView View::piece(PieceId id) const {
  if (data_) {
    for (const ViewData::ZoneData& z : data_->zones)
      for (const PieceView& p : z.pieces)
        if (p.id == id && !p.hidden) return p;
    return PieceView{};  // not in sight: a back
  }
  const Piece& p = *state().piece(id);
  PieceView v;
  v.kind = p.kind;
  v.owner = p.owner;
  v.face_up = p.face_up;
  v.back = p.back;
  if (!state().visible(id, seat_)) return v;
  v.hidden = false;
  v.id = p.id;
  v.def = p.def;
  v.props = p.props;
  return v;
}

std::vector<PieceView> View::pieces(ZoneId zone) const {
  if (data_) {
    const ViewData::ZoneData* z = data_->find(zone);
    return z ? z->pieces : std::vector<PieceView>{};
  }
  std::vector<PieceView> out;
  for (PieceId id : state().zone(zone)->pieces) out.push_back(piece(id));
  return out;
}

const Request* View::request() const {
  if (data_) return data_->request ? &*data_->request : nullptr;
  const Decision* d = session_->decision();
  return d && seat_ >= 0 ? d->open_request(seat_) : nullptr;
}

std::vector<SeatIndex> View::waiting() const {
  if (data_) return data_->waiting;
  const Decision* d = session_->decision();
  return d ? d->waiting() : std::vector<SeatIndex>{};
}

std::unique_ptr<Session> View::search_copy() const {
  return data_ ? nullptr : session_->search_copy();
}

bool View::sample_world(std::uint64_t seed, Session& into) const {
  return !data_ && seat_ >= 0 &&
         session_->sample_world(seat_, seed, into) != Session::World::Failed;
}

std::vector<Choice> View::seen_choices(std::size_t from) const {
  return data_ || seat_ < 0 ? std::vector<Choice>{} : session_->seen_choices(seat_, from);
}

std::size_t View::choices_made() const {
  return data_ ? 0 : session_->choices_before_decision();
}

const char* visibility_name(Visibility v) {
  switch (v) {
    case Visibility::Public:
      return "public";
    case Visibility::Owner:
      return "owner";
    case Visibility::Nobody:
      return "nobody";
    case Visibility::Top:
      return "top";
  }
  return "public";
}

nlohmann::json prop_json(const PropValue& v) {
  return std::visit([](const auto& x) { return nlohmann::json(x); }, v);
}

namespace {

void write_seat(JsonText& w, SeatIndex s) {
  if (s >= 0)
    w.num(static_cast<std::int64_t>(s) + 1);
  else
    w.null();
}

void write_prop(JsonText& w, const PropValue& v) {
  if (const bool* b = std::get_if<bool>(&v))
    w.boolean(*b);
  else if (const std::int64_t* i = std::get_if<std::int64_t>(&v))
    w.num(*i);
  else
    w.str(std::get<std::string>(v));
}

void write_props(JsonText& w, const PropList& props) {
  if (props.empty()) return;
  w.key("props").begin_object();
  for (const auto& [k, v] : props) {
    w.key(k);
    write_prop(w, v);
  }
  w.end_object();
}

void write_request(JsonText& w, const Request& r) {
  w.begin_object().key("seat").num(static_cast<std::int64_t>(r.seat) + 1);
  w.key("prompt").str(r.prompt).key("min").num(static_cast<std::int64_t>(r.min));
  w.key("max").num(static_cast<std::int64_t>(r.max)).key("options").begin_array();
  for (const Option& o : r.options) {
    w.begin_object().key("id").str(o.id).key("label").str(o.label);
    if (o.piece) w.key("piece").num(static_cast<std::int64_t>(o.piece));
    if (o.zone) w.key("zone").num(static_cast<std::int64_t>(o.zone));
    w.end_object();
  }
  w.end_array().end_object();
}

}  // namespace

void View::write_json(JsonText& w) const {
  if (data_) {
    w.raw(data_->json.dump());
    return;
  }
  const State& s = state();
  w.begin_object().key("seat");
  write_seat(w, seat_);
  if (spectator()) w.key("spectator").boolean(true);
  if (omniscient())
    w.key("omniscient").str("this view shows every hidden piece: tests and debugging only");
  w.key("round").num(static_cast<std::int64_t>(round())).key("phase").str(phase());
  w.key("current");
  write_seat(w, current());
  if (const auto order = turn_order(); !order.empty()) {
    w.key("turn_order").begin_array();
    for (SeatIndex seat : order) write_seat(w, seat);
    w.end_array();
  }
  if (!seats().empty()) {
    w.key("seats").begin_array();
    for (const SeatInfo& seat : seats())
      w.begin_object().key("name").str(seat.name).key("color").str(seat.color).end_object();
    w.end_array();
  }
  w.key("counters").begin_array();
  for (const Counter& c : counters()) {
    w.begin_object().key("name").str(c.name).key("seat");
    write_seat(w, c.seat);
    w.key("value").num(c.value);
    if (c.zone != 0) w.key("zone").num(static_cast<std::int64_t>(c.zone));
    w.end_object();
  }
  w.end_array().key("zones").begin_array();
  for (const Zone& z : s.zones()) {
    w.begin_object().key("id").num(static_cast<std::int64_t>(z.id)).key("name").str(z.name);
    w.key("owner");
    write_seat(w, z.owner);
    w.key("visibility").str(visibility_name(z.visibility)).key("kind").str(z.kind);
    w.key("count").num(static_cast<std::int64_t>(z.pieces.size())).key("pieces").begin_array();
    for (PieceId id : z.pieces) {
      const Piece& p = *s.piece(id);
      const bool hidden = !s.visible(id, seat_);
      w.begin_object().key("hidden").boolean(hidden);
      w.key("kind").str(p.kind == PieceKind::Card ? "card" : "token").key("owner");
      write_seat(w, p.owner);
      if (!p.back.empty()) w.key("back").str(p.back);
      if (!hidden) {
        w.key("id").num(static_cast<std::int64_t>(p.id)).key("def").str(p.def);
        w.key("face_up").boolean(p.face_up);
        write_props(w, p.props);
      }
      w.end_object();
    }
    w.end_array();
    write_props(w, z.props);
    if (!z.links.empty()) {
      w.key("links").begin_array();
      for (ZoneId l : z.links) w.num(static_cast<std::int64_t>(l));
      w.end_array();
    }
    w.end_object();
  }
  w.end_array();
  if (const Request* r = request()) {
    w.key("decision");
    write_request(w, *r);
  }
  if (const auto seats_waiting = waiting(); !seats_waiting.empty()) {
    w.key("waiting").begin_array();
    for (SeatIndex seat : seats_waiting) write_seat(w, seat);
    w.end_array();
  }
  w.end_object();
}

nlohmann::json View::to_json() const {
  std::string text;
  JsonText w(text);
  write_json(w);
  return nlohmann::json::parse(text);
}

std::vector<std::string> View::shown_defs() const {
  std::vector<std::string> out;
  if (data_) {
    for (const ViewData::ZoneData& z : data_->zones)
      for (const PieceView& p : z.pieces)
        if (!p.hidden && std::find(out.begin(), out.end(), p.def) == out.end())
          out.push_back(p.def);
    return out;
  }
  const State& s = state();
  for (const Zone& z : s.zones())
    for (PieceId id : z.pieces)
      if (s.visible(id, seat_) && std::find(out.begin(), out.end(), s.piece(id)->def) == out.end())
        out.push_back(s.piece(id)->def);
  return out;
}

}  // namespace tabula
