#include "tabula/inspect.hpp"

#include <algorithm>
#include <map>

namespace tabula {
namespace {

std::string seat_text(SeatIndex seat) {
  return "seat " + std::to_string(seat + 1);
}

std::string prop_text(const PropValue& v) {
  if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  return "\"" + std::get<std::string>(v) + "\"";
}

std::string counter_text(const State& state, const Counter& c) {
  return "counter " + c.name + (c.seat == kNoSeat ? "" : " of " + seat_text(c.seat)) +
         (c.zone == 0 ? "" : " on " + describe_zone(state, c.zone));
}

// Lines for the properties of one piece or zone, `name`.
void prop_changes(const std::string& name, const PropList& was, const PropList& now,
                  std::vector<std::string>& out) {
  std::map<std::string, const PropValue*> old_props;
  for (const auto& [key, value] : was) old_props[key] = &value;
  for (const auto& [key, value] : now) {
    const auto it = old_props.find(key);
    if (it == old_props.end())
      out.push_back(name + ": " + key + " set to " + prop_text(value));
    else if (*it->second != value)
      out.push_back(name + ": " + key + " " + prop_text(*it->second) + " -> " + prop_text(value));
    if (it != old_props.end()) old_props.erase(it);
  }
  for (const auto& [key, value] : old_props) out.push_back(name + ": " + key + " cleared");
}

// Lines for one zone present in both states: properties, new links, and
// its pieces put in another order (game:sort).
void zone_changes(const State& after, const Zone& was, const Zone& now,
                  std::vector<std::string>& out) {
  const std::string name = "zone " + describe_zone(after, now.id);
  prop_changes(name, was.props, now.props, out);
  for (std::size_t i = was.links.size(); i < now.links.size(); ++i)
    out.push_back(name + ": linked to " + describe_zone(after, now.links[i]));
  if (was.pieces == now.pieces) return;
  std::vector<PieceId> a = was.pieces, b = now.pieces;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a == b) out.push_back(name + ": pieces put in another order");
}

// Lines for one piece present in both states.
void piece_changes(const State& before, const State& after, const Module& module, const Piece& was,
                   const Piece& now, std::vector<std::string>& out) {
  const std::string name = describe_piece(after, module, now.id);
  if (was.zone != now.zone)
    out.push_back("moved: " + name + ": " + describe_zone(before, was.zone) + " -> " +
                  describe_zone(after, now.zone));
  if (was.face_up != now.face_up)
    out.push_back("turned " + std::string(now.face_up ? "face up" : "face down") + ": " + name);
  prop_changes(name, was.props, now.props, out);
}

// "seat 1 asked: Bid a card (bid_1 bid_2 ...)".
std::string asked_text(const Decision& d) {
  std::string out;
  for (std::size_t i = 0; i < d.requests.size(); ++i) {
    const Request& r = d.requests[i];
    out += (out.empty() ? "" : "; ") + seat_text(r.seat) + " is asked \"" + r.prompt + "\" (" +
           std::to_string(r.options.size()) + (r.options.size() == 1 ? " option)" : " options)");
  }
  return out;
}

}  // namespace

std::string describe_piece(const State& state, const Module& module, PieceId id) {
  const Piece* p = state.piece(id);
  if (!p) return "piece " + std::to_string(id);
  std::string name = p->def.empty() ? "token" : p->def;
  if (const DataEntry* e = module.data.find_def(p->def)) {
    const auto field = e->fields.find("name");
    if (field != e->fields.end() && field->is_string()) name = field->get<std::string>();
  }
  std::string detail = p->def.empty() ? "#" + std::to_string(id) : p->def;
  if (p->owner != kNoSeat) detail += ", " + seat_text(p->owner) + "'s";
  return name + " (" + detail + ")";
}

std::string describe_zone(const State& state, ZoneId id) {
  const Zone* z = state.zone(id);
  if (!z) return "nowhere";
  return z->name + (z->owner == kNoSeat ? "" : " of " + seat_text(z->owner));
}

std::vector<std::string> describe_changes(const State& before, const State& after,
                                          const Module& module) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < after.zones().size(); ++i) {
    if (i >= before.zones().size())
      out.push_back("created zone " + describe_zone(after, after.zones()[i].id));
    else
      zone_changes(after, before.zones()[i], after.zones()[i], out);
  }
  for (std::size_t i = 0; i < after.counters().size(); ++i) {
    const Counter& now = after.counters()[i];
    if (i >= before.counters().size())
      out.push_back("created " + counter_text(after, now) + " = " + std::to_string(now.value));
    else if (before.counters()[i].value != now.value)
      out.push_back(counter_text(after, now) + ": " + std::to_string(before.counters()[i].value) +
                    " -> " + std::to_string(now.value));
  }
  for (std::size_t i = 0; i < after.pieces().size(); ++i) {
    const Piece& now = after.pieces()[i];
    if (i >= before.pieces().size())
      out.push_back("created " + describe_piece(after, module, now.id) + " in " +
                    describe_zone(after, now.zone));
    else
      piece_changes(before, after, module, before.pieces()[i], now, out);
  }
  return out;
}

std::optional<std::string> inspect_decision(const ReplayInputs& game, int n,
                                            InspectedDecision& out) {
  Problems problems;
  SessionConfig config;
  config.snapshots = Snapshots::None;
  auto s = Session::start(game.module, game.setup, config, problems);
  if (!s) return join(problems);
  // A decision is new when none of its requests has an answer yet.
  const auto fresh = [&] {
    return s->decision() && s->decision()->waiting().size() == s->decision()->requests.size();
  };
  int asked = fresh() ? 1 : 0;
  out = InspectedDecision{};
  out.before = s->state();
  for (std::size_t i = 0; i < game.choices.size() && asked < n; ++i) {
    out.answers.push_back(game.choices[i]);
    if (auto why = s->apply(game.choices[i]))
      return "choice " + std::to_string(i + 1) + ": " + *why;
    if (!fresh()) continue;  // the same decision, or the end
    if (++asked == n) break;
    out.before = s->state();
    out.answers.clear();
  }
  if (n < 1 || asked < n)
    return "the game has " + std::to_string(asked) + " decisions: give --at 1 to " +
           std::to_string(asked);
  if (n == 1) out.before = s->state();
  out.asked = asked_text(*s->decision());
  out.session = std::move(s);
  return std::nullopt;
}

}  // namespace tabula
