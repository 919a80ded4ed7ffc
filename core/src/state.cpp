#include "tabula/state.hpp"

#include <algorithm>

#include "tabula/hash.hpp"

namespace tabula {

State::State(std::vector<SeatInfo> seats, std::uint64_t seed)
    : seats_(std::move(seats)), rng_(seed), reveals_(seats_.size(), 0) {
  for (SeatIndex s = 0; s < seat_count(); ++s) turn_order_.push_back(s);
}

void State::reset(std::vector<SeatInfo> seats, std::uint64_t seed) {
  seats_ = std::move(seats);
  pieces_.clear();
  zones_.clear();
  counters_.clear();
  turn_order_.clear();
  for (SeatIndex s = 0; s < seat_count(); ++s) turn_order_.push_back(s);
  flow_ = FlowPosition{};
  end_reason_.clear();
  rng_ = Rng(seed);
  random_draws_ = 0;
  reveals_.assign(seats_.size(), 0);
  held_ = 0;
}

std::size_t State::prop_bytes(std::string_view key, const PropValue& value) {
  const std::string* text = std::get_if<std::string>(&value);
  return kPropBytes + key.size() + (text ? text->size() : 0);
}

const Piece* State::piece(PieceId id) const {
  return id >= 1 && id <= static_cast<PieceId>(pieces_.size()) ? &pieces_[id - 1] : nullptr;
}

const Zone* State::zone(ZoneId id) const {
  return id >= 1 && id <= static_cast<ZoneId>(zones_.size()) ? &zones_[id - 1] : nullptr;
}

const Counter* State::counter(CounterId id) const {
  return id >= 1 && id <= static_cast<CounterId>(counters_.size()) ? &counters_[id - 1] : nullptr;
}

ZoneId State::find_zone(std::string_view name, SeatIndex owner) const {
  for (const Zone& z : zones_)
    if (z.owner == owner && z.name == name) return z.id;
  return 0;
}

CounterId State::find_counter(std::string_view name, SeatIndex seat, ZoneId zone) const {
  for (const Counter& c : counters_)
    if (c.seat == seat && c.zone == zone && c.name == name) return c.id;
  return 0;
}

namespace {

const PropValue* find_prop(const PropList& props, std::string_view key) {
  for (const auto& [k, v] : props)
    if (k == key) return &v;
  return nullptr;
}

// Sets or replaces `key`; returns the change in held bytes.
std::ptrdiff_t put_prop(PropList& props, std::string_view key, PropValue value) {
  const auto added = static_cast<std::ptrdiff_t>(State::prop_bytes(key, value));
  for (auto& [k, v] : props) {
    if (k == key) {
      const auto removed = static_cast<std::ptrdiff_t>(State::prop_bytes(k, v));
      v = std::move(value);
      return added - removed;
    }
  }
  props.emplace_back(std::string(key), std::move(value));
  return added;
}

// Removes `key` if set; returns the bytes no longer held.
std::size_t drop_prop(PropList& props, std::string_view key) {
  for (auto it = props.begin(); it != props.end(); ++it) {
    if (it->first == key) {
      const std::size_t bytes = State::prop_bytes(it->first, it->second);
      props.erase(it);
      return bytes;
    }
  }
  return 0;
}

}  // namespace

const PropValue* State::zone_prop(ZoneId id, std::string_view key) const {
  return find_prop(zones_[id - 1].props, key);
}

const PropValue* State::prop(PieceId id, std::string_view key) const {
  return find_prop(pieces_[id - 1].props, key);
}

int State::position(PieceId piece) const {
  const Piece& p = pieces_[piece - 1];
  if (p.zone == 0) return -1;
  const auto& list = zones_[p.zone - 1].pieces;
  return static_cast<int>(std::find(list.begin(), list.end(), piece) - list.begin());
}

std::uint32_t State::sight(PieceId id) const {
  const Piece& p = pieces_[id - 1];
  if (p.zone == 0) return 0;
  return zone_sight(p) | p.shown;
}

std::uint32_t State::zone_sight(const Piece& p) const {
  const Zone& z = zones_[p.zone - 1];
  const std::uint32_t owner_bit = p.owner == kNoSeat ? 0u : (1u << p.owner);
  switch (z.visibility) {
    case Visibility::Public:
      return p.face_up ? all_seats() : owner_bit;
    case Visibility::Owner:
      return z.owner == kNoSeat ? 0u : (1u << z.owner);
    case Visibility::Nobody:
      return 0;
    case Visibility::Top:  // the top piece shows its face, if it is face up
      if (z.pieces.empty() || z.pieces.back() != p.id) return 0u;
      return p.face_up ? all_seats() : owner_bit;
  }
  return 0;
}

bool State::visible(PieceId piece, SeatIndex seat) const {
  if (seat == kSpectator) return sight(piece) == all_seats();
  return seat == kNoSeat || ((sight(piece) >> seat) & 1u) != 0;
}

void State::note_reveals(PieceId piece, std::uint32_t before) {
  const std::uint32_t now = sight(piece);
  pieces_[piece - 1].known |= now;
  const std::uint32_t gained = now & ~before;
  for (SeatIndex s = 0; s < seat_count(); ++s)
    if ((gained >> s) & 1u) ++reveals_[s];
}

std::int64_t State::chance(std::int64_t lo, std::int64_t hi) {
  ChanceTape* t = tape_.tape;
  if (t && t->mode == ChanceTape::Mode::Replay) {
    if (t->next < t->outcomes.size() && t->outcomes[t->next] >= lo && t->outcomes[t->next] <= hi)
      return t->outcomes[t->next++];
    t->mode = ChanceTape::Mode::Off;
  }
  const std::int64_t v = rng_.uniform(lo, hi);
  if (t && t->mode == ChanceTape::Mode::Record) t->outcomes.push_back(v);
  return v;
}

std::int64_t State::random(std::int64_t lo, std::int64_t hi) {
  ++random_draws_;
  return chance(lo, hi);
}

void State::chance_permutation(std::size_t n, std::vector<std::size_t>& perm) {
  perm.resize(n);
  for (std::size_t i = 0; i < n; ++i) perm[i] = i;
  ChanceTape* t = tape_.tape;
  const auto size = static_cast<std::int64_t>(n);
  if (t && t->mode == ChanceTape::Mode::Replay) {
    const auto& o = t->outcomes;
    if (t->next + n < o.size() && o[t->next] == size) {
      for (std::size_t i = 0; i < n; ++i) perm[i] = static_cast<std::size_t>(o[t->next + 1 + i]);
      t->next += n + 1;
      return;
    }
    t->mode = ChanceTape::Mode::Off;
  }
  rng_.shuffle(perm);
  if (t && t->mode == ChanceTape::Mode::Record) {
    t->outcomes.push_back(size);
    for (std::size_t i : perm) t->outcomes.push_back(static_cast<std::int64_t>(i));
  }
}

ZoneId State::add_zone(Zone z) {
  held_ += kZoneBytes + z.name.size() + z.kind.size();
  z.id = static_cast<ZoneId>(zones_.size()) + 1;
  zones_.push_back(std::move(z));
  return zones_.back().id;
}

PieceId State::add_piece(Piece p) {
  held_ += kPieceBytes + p.def.size();
  p.id = static_cast<PieceId>(pieces_.size()) + 1;
  const ZoneId zone = p.zone;
  p.zone = 0;
  pieces_.push_back(std::move(p));
  const PieceId id = pieces_.back().id;
  if (zone != 0) move_piece(id, zone, static_cast<int>(zones_[zone - 1].pieces.size()));
  return id;
}

CounterId State::add_counter(Counter c) {
  held_ += kCounterBytes + c.name.size();
  c.id = static_cast<CounterId>(counters_.size()) + 1;
  counters_.push_back(std::move(c));
  return counters_.back().id;
}

void State::move_piece(PieceId id, ZoneId to, int pos) {
  Piece& p = pieces_[id - 1];
  const std::uint32_t before = sight(id);
  // Top-card zones change what is visible of the neighbours too.
  PieceId old_top_below = 0;
  if (p.zone != 0) {
    auto& from = zones_[p.zone - 1].pieces;
    const bool was_top = !from.empty() && from.back() == id;
    from.erase(std::find(from.begin(), from.end(), id));
    if (was_top && !from.empty()) old_top_below = from.back();
  }
  auto& list = zones_[to - 1].pieces;
  pos = std::clamp(pos, 0, static_cast<int>(list.size()));
  list.insert(list.begin() + pos, id);
  p.zone = to;
  note_reveals(id, before);
  if (old_top_below != 0 &&
      zones_[pieces_[old_top_below - 1].zone - 1].visibility == Visibility::Top)
    note_reveals(old_top_below, 0);
}

void State::set_face(PieceId id, bool face_up) {
  const std::uint32_t before = sight(id);
  pieces_[id - 1].face_up = face_up;
  note_reveals(id, before);
}

void State::set_owner(PieceId id, SeatIndex owner) {
  const std::uint32_t before = sight(id);
  pieces_[id - 1].owner = owner;
  note_reveals(id, before);
}

void State::show(PieceId id, std::uint32_t seats) {
  const std::uint32_t before = sight(id);
  pieces_[id - 1].shown |= seats & all_seats();
  note_reveals(id, before);
}

void State::redeal(PieceId id, const std::string& def,
                   const std::vector<std::pair<std::string, PropValue>>& props) {
  pieces_[id - 1].def = def;
  pieces_[id - 1].props = props;
}

void State::relabel(const std::vector<PieceId>& to) {
  std::vector<Piece> renamed(pieces_.size());
  for (Piece& p : pieces_) {
    const PieceId id = to[static_cast<std::size_t>(p.id)];
    p.id = id;
    renamed[static_cast<std::size_t>(id - 1)] = std::move(p);
  }
  pieces_ = std::move(renamed);
  for (Zone& z : zones_)
    for (PieceId& id : z.pieces) id = to[static_cast<std::size_t>(id)];
}

void State::set_prop(PieceId id, std::string_view key, PropValue value) {
  held_ = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(held_) +
                                   put_prop(pieces_[id - 1].props, key, std::move(value)));
}

void State::erase_prop(PieceId id, std::string_view key) {
  held_ -= drop_prop(pieces_[id - 1].props, key);
}

void State::set_zone_prop(ZoneId id, std::string_view key, PropValue value) {
  held_ = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(held_) +
                                   put_prop(zones_[id - 1].props, key, std::move(value)));
}

void State::erase_zone_prop(ZoneId id, std::string_view key) {
  held_ -= drop_prop(zones_[id - 1].props, key);
}

void State::link(ZoneId from, ZoneId to) {
  auto& links = zones_[from - 1].links;
  if (std::find(links.begin(), links.end(), to) != links.end()) return;
  links.push_back(to);
  held_ += kLinkBytes;
}

void State::arrange(ZoneId zone, std::vector<PieceId> order) {
  auto& list = zones_[zone - 1].pieces;
  const PieceId old_top = list.empty() ? 0 : list.back();
  list = std::move(order);
  if (old_top != 0 && zones_[zone - 1].visibility == Visibility::Top && list.back() != old_top)
    note_reveals(list.back(), 0);
}

void State::set_counter(CounterId id, std::int64_t value) {
  counters_[id - 1].value = value;
}

void State::shuffle_zone(ZoneId zone) {
  auto& list = zones_[zone - 1].pieces;
  const PieceId old_top = list.empty() ? 0 : list.back();
  ++random_draws_;
  std::vector<std::size_t> perm;
  chance_permutation(list.size(), perm);
  const std::vector<PieceId> before = list;
  for (std::size_t i = 0; i < list.size(); ++i) list[i] = before[perm[i]];
  for (PieceId id : list) {  // where each one went is unknown now
    pieces_[id - 1].shown = 0;
    pieces_[id - 1].known = 0;
  }
  for (PieceId id : list) pieces_[id - 1].known = sight(id);
  if (old_top != 0 && zones_[zone - 1].visibility == Visibility::Top && list.back() != old_top)
    note_reveals(list.back(), 0);
}

namespace {

void hash_prop(Hasher& h, const PropValue& v) {
  h.add(static_cast<std::uint64_t>(v.index()));
  std::visit([&h](const auto& x) { h.add(x); }, v);
}

}  // namespace

std::uint64_t State::hash() const {
  Hasher h;
  for (const SeatInfo& s : seats_) h.add(s.name).add(s.color);
  for (const Zone& z : zones_) {
    h.add(z.name).add(z.owner).add(static_cast<std::int32_t>(z.visibility)).add(z.kind);
    h.add(static_cast<std::uint64_t>(z.pieces.size()));
    for (PieceId id : z.pieces) h.add(id);
    // Only when set, like a piece's back below.
    for (const auto& [k, v] : z.props) {
      h.add(k);
      hash_prop(h, v);
    }
    if (!z.links.empty()) h.add(static_cast<std::uint64_t>(z.links.size()));
    for (ZoneId to : z.links) h.add(to);
  }
  for (const Piece& p : pieces_) {
    h.add(p.def).add(static_cast<std::int32_t>(p.kind)).add(p.owner).add(p.face_up).add(p.zone);
    // Only when set: hashes of games that use neither stay as they were.
    if (p.shown) h.add(static_cast<std::uint64_t>(p.shown));
    if (!p.back.empty()) h.add(p.back);
    for (const auto& [k, v] : p.props) {
      h.add(k);
      hash_prop(h, v);
    }
  }
  for (const Counter& c : counters_) {
    h.add(c.name).add(c.seat).add(c.value).add(c.min).add(c.max);
    if (c.zone != 0) h.add(c.zone);
  }
  for (SeatIndex s : turn_order_) h.add(s);
  h.add(flow_.setup_done).add(flow_.round).add(flow_.phase).add(flow_.turn);
  h.add(flow_.current)
      .add(flow_.last)
      .add(static_cast<std::uint64_t>(flow_.played))
      .add(flow_.over);
  if (flow_.next != kNoSeat) h.add(flow_.next);  // only when set, like the rest above
  for (std::uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

}  // namespace tabula
