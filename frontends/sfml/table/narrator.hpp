// Tells what happened in plain language: the game's own messages verbatim,
// and (as the layout's [log] asks) piece moves ("Alice plays Ace"), counter
// changes and shuffles. A piece is named only if every seat in the audience
// may see it now, so a shared hot-seat log never gives a hand away.
#pragma once

#include <functional>
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
  // What is told: the seats, the events, and a seat's view now (a game
  // here has every seat's; an online one only its own).
  struct Source {
    const std::vector<SeatConfig>& seats;
    const std::vector<Event>& events;
    std::function<View(SeatIndex)> view;
  };
  [[nodiscard]] static Source source(const Session& session);

  Narrator(const Layout& layout, const PieceCatalog& catalog)
      : layout_(layout), catalog_(catalog) {}

  // Lines for events[from, to), told to `audience` (the human seats;
  // empty: every seat).
  [[nodiscard]] std::vector<LogLine> narrate(const Source& s,
                                             const std::vector<SeatIndex>& audience,
                                             std::size_t from, std::size_t to) const;
  // `text` split so that seat names stand out in their colours.
  [[nodiscard]] LogLine colour_names(const Source& s, const std::string& text, bool message) const;

 private:
  [[nodiscard]] std::string piece_name(const Source& s, const std::vector<SeatIndex>& audience,
                                       PieceId id) const;
  [[nodiscard]] std::string zone_phrase(const Source& s, const ZoneView& z) const;
  [[nodiscard]] std::string move_text(const Source& s, const std::vector<SeatIndex>& audience,
                                      const Event& e) const;
  [[nodiscard]] std::string counter_text(const Source& s, const Event& e) const;

  const Layout& layout_;
  const PieceCatalog& catalog_;
};

}  // namespace tabula::gui
