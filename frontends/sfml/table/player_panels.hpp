// The player panels beside the table: for each seat its colour, name, who
// plays it (you, a person, a bot), its counters, its hand size and other zone
// sizes the layout asks for, and whether the game waits for it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "game/table_game.hpp"
#include "layout/layout.hpp"
#include "tabula/session.hpp"
#include "tabula/view.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

struct SeatPanel {
  std::string name;
  sf::Color colour;
  std::string role;      // "You", "Player", "Bot"
  bool acting = false;   // the game waits for this seat
  bool chosen = false;   // asked in a decision of several seats, and has answered (not what)
  bool turn = false;     // the flow's current seat
  bool replay = false;   // a recorded game: nobody is thinking
  bool remote = false;   // online: a person at another screen (thinks like a bot, at a table)
  bool offline = false;  // online: nobody is connected to this seat now
  std::vector<std::pair<std::string, std::int64_t>> counters;
  std::vector<std::pair<std::string, int>> zones;  // label, size (hand first)
  std::string score;                               // at the end: rank and score
};

class PlayerPanels {
 public:
  // Who the pending decision asks: `waiting` still owe an answer; `asked`
  // are all the seats of a decision several seats take at once.
  struct Pending {
    std::vector<SeatIndex> waiting;
    std::vector<SeatIndex> asked;
  };
  // The pending decision of `session` (`waiting` as View::waiting tells).
  [[nodiscard]] static Pending pending(const Session& session);
  // The panels for `view`, shown to `you`; `replay` for a recorded game.
  [[nodiscard]] static std::vector<SeatPanel> collect(const View& view, const Layout& layout,
                                                      const GameSetup& setup, SeatIndex you,
                                                      const Pending& pending, bool replay);
  // Online: who plays each seat (the name they gave, or "Open") and who is
  // connected, from the server's presence.
  static void add_presence(std::vector<SeatPanel>& panels, const OnlineLink& link);
  // Height the panels take at `width` with `room` at most: in full, or one
  // short panel per seat when the full ones do not fit.
  [[nodiscard]] static float height(Ui& ui, const std::vector<SeatPanel>& panels, float width,
                                    float room);
  static void frame(Ui& ui, sf::FloatRect rect, const std::vector<SeatPanel>& panels);
  // The full texts of what frame() had to shorten, on hover (call every
  // frame: the panels' picture is cached).
  static void hints(Ui& ui, sf::FloatRect rect, const std::vector<SeatPanel>& panels);
  // Everything the panels show, as text: when it is unchanged, so is the picture.
  [[nodiscard]] static std::string key(Ui& ui, const std::vector<SeatPanel>& panels);

 private:
  // Where each panel goes; `compact` when only short panels fit.
  [[nodiscard]] static std::vector<sf::FloatRect> places(Ui& ui, sf::FloatRect rect,
                                                         const std::vector<SeatPanel>& panels,
                                                         bool& compact);
  // The name as it fits the heading of panel `r`.
  [[nodiscard]] static std::string name_fit(Ui& ui, sf::FloatRect r, const SeatPanel& p);
  // A short panel's line: the score and every counter.
  [[nodiscard]] static std::string compact_line(const SeatPanel& p);
  // The line as it fits the short panel `r`: on two lines when the panel is
  // tall enough for them (compact_heights gave it room), else smaller or cut.
  [[nodiscard]] static draw::FittedText compact_fit(Ui& ui, sf::FloatRect r,
                                                    const std::string& line);
  // The heights of short panels: a second line for the counters of those
  // that need it, when all of them still fit `room`.
  [[nodiscard]] static std::vector<float> compact_heights(Ui& ui,
                                                          const std::vector<SeatPanel>& panels,
                                                          float width, float room);
  [[nodiscard]] static float panel_height(Ui& ui, const SeatPanel& p, float width);
  [[nodiscard]] static float full_height(Ui& ui, const std::vector<SeatPanel>& panels, float width);
  [[nodiscard]] static float compact_height(Ui& ui) { return ui.s(58); }
  // Background, colour, name, role and state: the top of every panel.
  static void draw_heading(Ui& ui, sf::FloatRect r, const SeatPanel& p);
  static void draw_panel(Ui& ui, sf::FloatRect r, const SeatPanel& p);
  // Heading and one line of counters (and the score at the end).
  static void draw_compact(Ui& ui, sf::FloatRect r, const SeatPanel& p);
};

}  // namespace tabula::gui
