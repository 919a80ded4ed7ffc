// The setup of one game in the launcher: how many players, each seat's
// controller (a person or a bot), name and colour, the game's declared
// options and the seed. Draws itself as widgets and turns into a GameSetup.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class SetupForm {
 public:
  // `colours`: the seats' colours when the game fixes them (its layout's
  // [seats] colours); empty when players pick. `online`: a table to host on
  // a server, where a person's seat is open for whoever joins (no names,
  // colours or seed: the server gives them).
  SetupForm(const Manifest& manifest, std::vector<std::string> colours, bool online = false);

  // Draws the form in `rect`; returns the height used.
  float frame(Ui& ui, sf::FloatRect rect);
  // The inputs of a new game (a fresh seed when the field is empty): a
  // per-seat option gives "name.S" for each seat S (from 1) that plays.
  // Online a seat's controller may also be "private" (a person, by token).
  [[nodiscard]] GameSetup setup() const;
  // Where the widget of option `id` ("rounds", "banner.2") was drawn last
  // frame (scripted input clicks there).
  [[nodiscard]] std::optional<sf::FloatRect> target(const std::string& id) const;
  void new_seed();

 private:
  struct Seat {
    std::string name;
    int colour = 0;      // index into seat_colour_names()
    int controller = 0;  // 0 = human (online: then private), then bot_levels()
  };
  void resize(int players);
  [[nodiscard]] static int default_bot();
  // How many kinds of person a seat may be: 1, or online 2 (open, private).
  [[nodiscard]] int people_kinds() const { return online_ ? 2 : 1; }
  float draw_seats(Ui& ui, sf::FloatRect rect);
  float draw_options(Ui& ui, sf::FloatRect rect);
  // The per-seat options of seat `seat` (0-based) in one line.
  float draw_seat_options(Ui& ui, int seat, sf::FloatRect rect);
  [[nodiscard]] bool has_seat_options() const;
  // The widget of option `o` whose value is values_[id]; true when changed.
  bool draw_value(Ui& ui, const GameOption& o, const std::string& id, sf::FloatRect w);
  void next_colour(std::size_t seat);
  [[nodiscard]] std::string colour_name(int seat) const;

  Manifest manifest_;
  int players_ = 2;
  std::vector<Seat> seats_;
  std::vector<std::string> fixed_colours_;
  std::map<std::string, std::string> values_;     // option name ("name.S" per seat) -> text value
  std::map<std::string, sf::FloatRect> targets_;  // option id -> where its widget is
  std::string seed_;
  bool online_ = false;
};

}  // namespace tabula::gui
