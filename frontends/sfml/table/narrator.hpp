// Tells what happened in plain language: the game's own messages verbatim,
// and (as the layout's [log] asks) piece moves ("Alice plays Ace"), counter
// changes and shuffles. A piece is named only if every seat in the audience
// may see it now, so a shared hot-seat log never gives a hand away.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Color.hpp>

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

struct LogSegment {
  std::string text;
  sf::Color colour;
  bool bold = false;
};

struct LogLine {
  std::vector<LogSegment> segments;
  bool message = false;  // the game's own words (drawn brighter)
  [[nodiscard]] std::string plain() const;
};

class Narrator {
 public:
  Narrator(const Layout& layout, const PieceCatalog& catalog)
      : layout_(layout), catalog_(catalog) {}

  // Lines for session.events()[from, to), told to `audience` (the human
  // seats; empty: every seat).
  [[nodiscard]] std::vector<LogLine> narrate(const Session& session,
                                             const std::vector<SeatIndex>& audience,
                                             std::size_t from, std::size_t to) const;
  // `text` split so that seat names stand out in their colours.
  [[nodiscard]] LogLine colour_names(const Session& session, const std::string& text,
                                     bool message) const;

 private:
  [[nodiscard]] std::string piece_name(const Session& s, const std::vector<SeatIndex>& audience,
                                       PieceId id) const;
  [[nodiscard]] std::string zone_phrase(const Session& s, const ZoneView& z) const;
  [[nodiscard]] std::string move_text(const Session& s, const std::vector<SeatIndex>& audience,
                                      const Event& e) const;
  [[nodiscard]] std::string counter_text(const Session& s, const Event& e) const;

  const Layout& layout_;
  const PieceCatalog& catalog_;
};

}  // namespace tabula::gui
