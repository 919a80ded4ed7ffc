#include "table/narrator.hpp"

#include <algorithm>

#include "tabula/view.hpp"
#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

std::string seat_name(const Narrator::Source& s, SeatIndex seat) {
  return seat >= 0 && seat < static_cast<int>(s.seats.size())
             ? s.seats[static_cast<std::size_t>(seat)].name
             : "the table";
}

std::string lower_first(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z' && (s.size() < 2 || !(s[1] >= 'A' && s[1] <= 'Z')))
    s[0] = static_cast<char>(s[0] - 'A' + 'a');
  return s;
}

std::string upper_first(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

Narrator::Source Narrator::source(const Session& session) {
  return {session.setup().seats, session.events(),
          [&session](SeatIndex seat) { return session.view(seat); }};
}

std::string LogLine::plain() const {
  std::string out;
  for (const LogSegment& s : segments) out += s.text;
  return out;
}

std::string Narrator::piece_name(const Source& s, const std::vector<SeatIndex>& audience,
                                 PieceId id) const {
  std::vector<SeatIndex> who = audience;
  if (who.empty())
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i) who.push_back(i);
  PieceView shown;
  for (SeatIndex seat : who) {
    shown = s.view(seat).piece(id);
    if (shown.hidden) return shown.kind == PieceKind::Card ? "a card" : "a token";
  }
  return catalog_.name(shown);
}

std::string Narrator::zone_phrase(const Source& s, const ZoneView& z) const {
  const std::string label = lower_first(layout_.zone_label(z.name));
  if (z.owner == kNoSeat) return "the " + label;
  return seat_name(s, z.owner) + "'s " + label;
}

std::string Narrator::move_text(const Source& s, const std::vector<SeatIndex>& audience,
                                const Event& e) const {
  const View omni = s.view(0);  // zone names and owners are the same in every seat's view
  const ZoneView from = omni.zone(e.from), to = omni.zone(e.to);
  const std::string piece = piece_name(s, audience, e.piece);
  if (from.owner != kNoSeat && from.kind == "hand" && to.owner != from.owner) {
    return seat_name(s, from.owner) + " plays " + piece + " to " + zone_phrase(s, to);
  }
  if (from.owner != kNoSeat && from.kind == "hand")
    return seat_name(s, from.owner) + " plays " + piece;
  if (to.owner != kNoSeat && to.kind == "hand") {
    if (from.kind == "deck") return seat_name(s, to.owner) + " draws " + piece;
    return seat_name(s, to.owner) + " takes " + piece + " into hand";
  }
  if (to.owner != kNoSeat && from.owner == kNoSeat)
    return seat_name(s, to.owner) + " takes " + piece;
  if (from.kind == "deck" && to.owner == kNoSeat && piece != "a card")
    return upper_first(piece) + " is turned up on " + zone_phrase(s, to);
  return upper_first(piece) + " moves from " + zone_phrase(s, from) + " to " + zone_phrase(s, to);
}

std::string Narrator::counter_text(const Source& s, const Event& e) const {
  const std::string label = layout_.counter_label(e.counter);
  const std::int64_t d = e.after - e.before;
  const std::string delta = (d >= 0 ? "+" : "") + std::to_string(d);
  const std::string who = e.seat == kNoSeat ? "" : seat_name(s, e.seat) + ": ";
  return who + label + " " + std::to_string(e.before) + " \xE2\x86\x92 " + std::to_string(e.after) +
         " (" + delta + ")";
}

LogLine Narrator::colour_names(const Source& s, const std::string& text, bool message) const {
  LogLine line;
  line.message = message;
  const sf::Color base = message ? theme::kText : theme::kTextDim;
  std::vector<std::pair<std::string, sf::Color>> names;
  const auto& seats = s.seats;
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (!seats[i].name.empty())
      names.push_back({seats[i].name,
                       lighten(layout_.seat_colour(static_cast<int>(i), seats[i].color), 0.25f)});
  std::sort(names.begin(), names.end(),
            [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  std::size_t pos = 0, plain_from = 0;
  while (pos < text.size()) {
    bool hit = false;
    for (const auto& [name, colour] : names) {
      if (text.compare(pos, name.size(), name) != 0) continue;
      if (pos > plain_from)
        line.segments.push_back({text.substr(plain_from, pos - plain_from), base, false});
      line.segments.push_back({name, colour, true});
      pos += name.size();
      plain_from = pos;
      hit = true;
      break;
    }
    if (!hit) ++pos;
  }
  if (plain_from < text.size()) line.segments.push_back({text.substr(plain_from), base, false});
  return line;
}

std::vector<LogLine> Narrator::narrate(const Source& s, const std::vector<SeatIndex>& audience,
                                       std::size_t from, std::size_t to) const {
  std::vector<LogLine> out;
  const auto& events = s.events;
  to = std::min(to, events.size());
  for (std::size_t i = from; i < to; ++i) {
    const Event& e = events[i];
    switch (e.kind) {
      case EventKind::Message:
        out.push_back(colour_names(s, e.text, true));
        break;
      case EventKind::Moved:
        if (layout_.log.moves) out.push_back(colour_names(s, move_text(s, audience, e), false));
        break;
      case EventKind::Counter:
        if (layout_.log.counters && e.before != e.after)
          out.push_back(colour_names(s, counter_text(s, e), false));
        break;
      case EventKind::Shuffled:
        if (layout_.log.shuffles) {
          const ZoneView z = s.view(0).zone(e.to ? e.to : e.from);
          out.push_back(colour_names(s, upper_first(zone_phrase(s, z)) + " is shuffled", false));
        }
        break;
      case EventKind::Flipped:
        if (layout_.log.moves)
          out.push_back(
              colour_names(s,
                           upper_first(piece_name(s, audience, e.piece)) +
                               (e.face_up ? " is turned face up" : " is turned face down"),
                           false));
        break;
      case EventKind::Created:
        break;
    }
  }
  return out;
}

}  // namespace tabula::gui
