// View::from_json: a view read back from the JSON View::write_json writes
// (seats are 1-based there, null for none).
#include <stdexcept>

#include "view_data.hpp"

namespace tabula {
namespace {

using nlohmann::json;

[[noreturn]] void bad(const std::string& what) {
  throw std::invalid_argument("not a view: " + what);
}

const json& field(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) bad(std::string("no '") + key + "'");
  return j.at(key);
}

std::int64_t integer(const json& j, const char* key) {
  const json& v = field(j, key);
  if (!v.is_number_integer()) bad(std::string("'") + key + "' is not an integer");
  return v.get<std::int64_t>();
}

std::string text(const json& j, const char* key) {
  const json& v = field(j, key);
  if (!v.is_string()) bad(std::string("'") + key + "' is not text");
  return v.get<std::string>();
}

SeatIndex seat_of(const json& v) {
  if (v.is_null()) return kNoSeat;
  if (!v.is_number_integer() || v.get<std::int64_t>() < 1) bad("a seat is not a number from 1");
  return static_cast<SeatIndex>(v.get<std::int64_t>() - 1);
}

SeatIndex optional_seat(const json& j, const char* key) {
  return j.contains(key) ? seat_of(j.at(key)) : kNoSeat;
}

std::vector<SeatIndex> seats_of(const json& j, const char* key) {
  std::vector<SeatIndex> out;
  if (j.contains(key))
    for (const json& s : j.at(key)) out.push_back(seat_of(s));
  return out;
}

PropValue prop_of(const json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_number_integer()) return v.get<std::int64_t>();
  if (v.is_string()) return v.get<std::string>();
  bad("a property is not a flag, a number or text");
}

PropList props_of(const json& j) {
  PropList out;
  if (j.contains("props"))
    for (const auto& [k, v] : j.at("props").items()) out.emplace_back(k, prop_of(v));
  return out;
}

Visibility visibility_of(const std::string& name) {
  for (Visibility v : {Visibility::Public, Visibility::Owner, Visibility::Nobody, Visibility::Top})
    if (name == visibility_name(v)) return v;
  bad("unknown visibility '" + name + "'");
}

PieceView piece_of(const json& j) {
  PieceView p;
  p.hidden = field(j, "hidden").get<bool>();
  p.kind = text(j, "kind") == "token" ? PieceKind::Token : PieceKind::Card;
  p.owner = optional_seat(j, "owner");
  p.back = j.value("back", "");
  if (p.hidden) return p;
  p.id = static_cast<PieceId>(integer(j, "id"));
  p.def = text(j, "def");
  p.face_up = field(j, "face_up").get<bool>();
  p.props = props_of(j);
  return p;
}

ViewData::ZoneData zone_of(const json& j) {
  ViewData::ZoneData out;
  ZoneView& z = out.zone;
  z.id = static_cast<ZoneId>(integer(j, "id"));
  z.name = text(j, "name");
  z.owner = optional_seat(j, "owner");
  z.visibility = visibility_of(text(j, "visibility"));
  z.kind = text(j, "kind");
  z.count = static_cast<int>(integer(j, "count"));
  z.props = props_of(j);
  if (j.contains("links"))
    for (const json& l : j.at("links")) z.links.push_back(l.get<ZoneId>());
  for (const json& p : field(j, "pieces")) out.pieces.push_back(piece_of(p));
  return out;
}

Counter counter_of(const json& j) {
  Counter c;
  c.name = text(j, "name");
  c.seat = optional_seat(j, "seat");
  c.value = integer(j, "value");
  c.zone = j.contains("zone") ? static_cast<ZoneId>(integer(j, "zone")) : 0;
  return c;
}

Request request_of(const json& j) {
  Request r;
  r.seat = seat_of(field(j, "seat"));
  r.prompt = text(j, "prompt");
  r.min = static_cast<int>(integer(j, "min"));
  r.max = static_cast<int>(integer(j, "max"));
  for (const json& o : field(j, "options")) {
    Option opt;
    opt.id = text(o, "id");
    opt.label = text(o, "label");
    opt.piece = o.contains("piece") ? static_cast<PieceId>(integer(o, "piece")) : 0;
    opt.zone = o.contains("zone") ? static_cast<ZoneId>(integer(o, "zone")) : 0;
    r.options.push_back(std::move(opt));
  }
  return r;
}

}  // namespace

const ViewData::ZoneData* ViewData::find(ZoneId id) const {
  for (const ZoneData& z : zones)
    if (z.zone.id == id) return &z;
  return nullptr;
}

View View::from_json(const json& j) try {
  auto d = std::make_shared<ViewData>();
  d->round = static_cast<int>(integer(j, "round"));
  d->phase = text(j, "phase");
  d->current = optional_seat(j, "current");
  d->turn_order = seats_of(j, "turn_order");
  if (j.contains("seats"))
    for (const json& s : j.at("seats")) d->seats.push_back({text(s, "name"), text(s, "color")});
  for (const json& c : field(j, "counters")) d->counters.push_back(counter_of(c));
  for (const json& z : field(j, "zones")) d->zones.push_back(zone_of(z));
  if (j.contains("decision")) d->request = request_of(j.at("decision"));
  d->waiting = seats_of(j, "waiting");
  d->json = j;
  View v;
  v.seat_ = j.value("spectator", false) ? kSpectator : seat_of(field(j, "seat"));
  v.data_ = std::move(d);
  return v;
} catch (const json::exception& e) {
  bad(e.what());
}

}  // namespace tabula
