// Plain-text rendering of a seat's view, for `tabula play`.
#pragma once

#include <ostream>
#include <string>

#include "tabula/module.hpp"
#include "tabula/results.hpp"
#include "tabula/view.hpp"

namespace tabula::cli {

// A piece's name from the game data ("name" field), its def id otherwise;
// "##" for a hidden piece.
[[nodiscard]] std::string piece_label(const Module& module, const PieceView& piece);

// The table as `view`'s seat sees it: round, counters, zones with pieces.
void print_view(const View& view, const Module& module, std::ostream& out);

// The request with numbered options (a piece option without a label shows
// the piece's name).
void print_request(const Request& request, const View& view, const Module& module,
                   std::ostream& out);

// Everything the seat may know of a piece: its name, every field of its data
// entry (strength, text, ...) and its properties; "a hidden card" otherwise.
void print_piece_details(const Module& module, const PieceView& piece, std::ostream& out);

// Final ranking with scores and breakdowns.
void print_results(const Results& results, const std::vector<SeatInfo>& seats, std::ostream& out);

}  // namespace tabula::cli
