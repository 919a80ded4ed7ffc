#include "tabula/view.hpp"

#include "tabula/session.hpp"

namespace tabula {

const State& View::state() const {
  return session_->state();
}
int View::seat_count() const {
  return state().seat_count();
}
const std::vector<SeatInfo>& View::seats() const {
  return state().seats();
}
int View::round() const {
  return state().flow().round;
}
std::string View::phase() const {
  return session_->phase_name();
}
SeatIndex View::current() const {
  return state().flow().current;
}
std::vector<SeatIndex> View::turn_order() const {
  return state().turn_order();
}
const std::vector<Counter>& View::counters() const {
  return state().counters();
}

ZoneView View::zone(ZoneId id) const {
  const Zone& z = *state().zone(id);
  return {z.id,    z.name, z.owner, z.visibility, z.kind, static_cast<int>(z.pieces.size()),
          z.props, z.links};
}

std::vector<ZoneView> View::zones() const {
  std::vector<ZoneView> out;
  for (const Zone& z : state().zones()) out.push_back(zone(z.id));
  return out;
}

PieceView View::piece(PieceId id) const {
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
  std::vector<PieceView> out;
  for (PieceId id : state().zone(zone)->pieces) out.push_back(piece(id));
  return out;
}

const Request* View::request() const {
  const Decision* d = session_->decision();
  return d && seat_ >= 0 ? d->open_request(seat_) : nullptr;
}

std::vector<SeatIndex> View::waiting() const {
  const Decision* d = session_->decision();
  return d ? d->waiting() : std::vector<SeatIndex>{};
}

std::unique_ptr<Session> View::search_copy() const {
  return session_->search_copy();
}

bool View::sample_world(std::uint64_t seed, Session& into) const {
  return seat_ >= 0 && session_->sample_world(seat_, seed, into) != Session::World::Failed;
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

nlohmann::json request_json(const Request& r) {
  nlohmann::json options = nlohmann::json::array();
  for (const Option& o : r.options) {
    nlohmann::json j = {{"id", o.id}, {"label", o.label}};
    if (o.piece) j["piece"] = o.piece;
    if (o.zone) j["zone"] = o.zone;
    options.push_back(std::move(j));
  }
  return {{"seat", r.seat + 1},
          {"prompt", r.prompt},
          {"min", r.min},
          {"max", r.max},
          {"options", std::move(options)}};
}

namespace {

nlohmann::json seat_json(SeatIndex s) {
  return s == kNoSeat ? nlohmann::json() : nlohmann::json(s + 1);
}

nlohmann::json piece_json(const PieceView& p) {
  nlohmann::json j = {{"hidden", p.hidden},
                      {"kind", p.kind == PieceKind::Card ? "card" : "token"},
                      {"owner", seat_json(p.owner)}};
  if (!p.back.empty()) j["back"] = p.back;
  if (p.hidden) return j;
  j["id"] = p.id;
  j["def"] = p.def;
  j["face_up"] = p.face_up;
  for (const auto& [k, v] : p.props) j["props"][k] = prop_json(v);
  return j;
}

}  // namespace

nlohmann::json View::to_json() const {
  nlohmann::json j;
  j["seat"] = seat_ >= 0 ? seat_json(seat_) : nlohmann::json();
  if (spectator()) j["spectator"] = true;
  if (omniscient())
    j["omniscient"] = "this view shows every hidden piece: tests and debugging only";
  j["round"] = round();
  j["phase"] = phase();
  j["current"] = seat_json(current());
  for (SeatIndex s : turn_order()) j["turn_order"].push_back(s + 1);
  for (const SeatInfo& s : seats()) j["seats"].push_back({{"name", s.name}, {"color", s.color}});
  j["counters"] = nlohmann::json::array();
  for (const Counter& c : counters()) {
    j["counters"].push_back({{"name", c.name}, {"seat", seat_json(c.seat)}, {"value", c.value}});
    if (c.zone != 0) j["counters"].back()["zone"] = c.zone;
  }
  j["zones"] = nlohmann::json::array();
  for (const ZoneView& z : zones()) {
    nlohmann::json zj = {{"id", z.id},
                         {"name", z.name},
                         {"owner", seat_json(z.owner)},
                         {"visibility", visibility_name(z.visibility)},
                         {"kind", z.kind},
                         {"count", z.count},
                         {"pieces", nlohmann::json::array()}};
    for (const PieceView& p : pieces(z.id)) zj["pieces"].push_back(piece_json(p));
    for (const auto& [k, v] : z.props) zj["props"][k] = prop_json(v);
    if (!z.links.empty()) zj["links"] = z.links;
    j["zones"].push_back(std::move(zj));
  }
  if (const Request* r = request()) j["decision"] = request_json(*r);
  for (SeatIndex s : waiting()) j["waiting"].push_back(s + 1);
  return j;
}

}  // namespace tabula
