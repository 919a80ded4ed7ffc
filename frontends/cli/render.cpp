#include "render.hpp"

#include <map>

namespace tabula::cli {

std::string piece_label(const Module& module, const PieceView& piece) {
  if (piece.hidden) return "##";
  const DataEntry* e = module.data.find_def(piece.def);
  std::string label =
      piece.def.empty() ? (piece.kind == PieceKind::Card ? "card" : "token") : piece.def;
  if (e && e->fields.contains("name") && e->fields["name"].is_string()) label = e->fields["name"];
  if (!piece.face_up) label += " (face down)";
  return label;
}

namespace {

std::string owner_suffix(const View& view, SeatIndex owner) {
  return owner == kNoSeat ? "" : " of " + view.seats()[static_cast<std::size_t>(owner)].name;
}

void print_counters(const View& view, std::ostream& out) {
  std::map<SeatIndex, std::string> lines;
  for (const Counter& c : view.counters())
    if (c.zone == 0) lines[c.seat] += "  " + c.name + " " + std::to_string(c.value);
  for (const auto& [seat, line] : lines)
    out << (seat == kNoSeat ? std::string("Table")
                            : view.seats()[static_cast<std::size_t>(seat)].name)
        << ":" << line << '\n';
}

// The counters on a zone: " {troops of Ann 3, fort 1}", or "".
std::string zone_counters(const View& view, ZoneId zone) {
  std::string text;
  for (const Counter& c : view.counters())
    if (c.zone == zone)
      text += (text.empty() ? " {" : ", ") + c.name + owner_suffix(view, c.seat) + " " +
              std::to_string(c.value);
  return text.empty() ? text : text + "}";
}

void print_zone(const View& view, const Module& module, const ZoneView& z, std::ostream& out) {
  out << "  " << z.name << owner_suffix(view, z.owner) << " [" << z.count << "]"
      << zone_counters(view, z.id);
  if (z.count == 0) {
    out << '\n';
    return;
  }
  const auto pieces = view.pieces(z.id);
  int hidden = 0;
  std::string shown;
  for (const PieceView& p : pieces) {
    if (p.hidden) {
      ++hidden;
      continue;
    }
    shown += (shown.empty() ? "" : ", ") + piece_label(module, p);
  }
  if (!shown.empty()) out << ": " << shown;
  if (hidden > 0) out << (shown.empty() ? ": " : " + ") << hidden << " hidden";
  out << '\n';
}

}  // namespace

void print_view(const View& view, const Module& module, std::ostream& out) {
  out << "\n=== " << module.manifest.name << " | round " << view.round() << " | " << view.phase();
  if (view.current() != kNoSeat)
    out << " | " << view.seats()[static_cast<std::size_t>(view.current())].name << "'s turn";
  out << " ===\n";
  print_counters(view, out);
  for (const ZoneView& z : view.zones()) print_zone(view, module, z, out);
}

void print_request(const Request& r, const View& view, const Module& module, std::ostream& out) {
  out << (r.prompt.empty() ? "Choose" : r.prompt);
  if (r.min != 1 || r.max != 1)
    out << " (pick " << r.min << " to " << r.max << ", separated by spaces)";
  out << ":\n";
  for (std::size_t i = 0; i < r.options.size(); ++i) {
    const Option& o = r.options[i];
    const std::string label =
        o.label.empty() && o.piece ? piece_label(module, view.piece(o.piece)) : o.label;
    out << "  " << (i + 1) << ") " << label << "   [" << o.id << "]\n";
  }
}

void print_piece_details(const Module& module, const PieceView& piece, std::ostream& out) {
  if (piece.hidden) {
    out << "  a hidden " << (piece.kind == PieceKind::Card ? "card" : "token") << '\n';
    return;
  }
  out << "  " << piece_label(module, piece) << '\n';
  if (const DataEntry* e = module.data.find_def(piece.def)) {
    for (const auto& [key, value] : e->fields.items())
      if (key != "name")
        out << "    " << key << ": "
            << (value.is_string() ? value.get<std::string>() : value.dump()) << '\n';
  }
  for (const auto& [key, value] : piece.props)
    out << "    " << key << ": " << prop_json(value).dump() << '\n';
}

void print_results(const Results& results, const std::vector<SeatInfo>& seats, std::ostream& out) {
  out << "\n=== Game over ===\n";
  if (!results.end_reason.empty()) out << "  " << results.end_reason << '\n';
  for (int rank = 1; rank <= static_cast<int>(results.seats.size()); ++rank) {
    for (const SeatResult& r : results.seats) {
      if (r.rank != rank) continue;
      out << "  " << rank << ". " << seats[static_cast<std::size_t>(r.seat)].name << "  "
          << r.score[0];
      for (const auto& [label, value] : r.breakdown) out << "   " << label << ": " << value;
      out << '\n';
    }
  }
}

}  // namespace tabula::cli
