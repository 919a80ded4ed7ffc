// The setup of one game in the launcher: how many players, each seat's
// controller (a person or a bot), name and colour, the game's declared
// options and the seed. Draws itself as widgets and turns into a GameSetup.
#pragma once

#include <map>
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
  // [seats] colours); empty when players pick.
  SetupForm(const Manifest& manifest, std::vector<std::string> colours);

  // Draws the form in `rect`; returns the height used.
  float frame(Ui& ui, sf::FloatRect rect);
  // The inputs of a new game (a fresh seed when the field is empty).
  [[nodiscard]] GameSetup setup() const;
  void new_seed();

 private:
  struct Seat {
    std::string name;
    int colour = 0;      // index into seat_colour_names()
    int controller = 0;  // 0 = human, then bot_names()
  };
  void resize(int players);
  float draw_seats(Ui& ui, sf::FloatRect rect);
  float draw_options(Ui& ui, sf::FloatRect rect);
  void next_colour(std::size_t seat);
  [[nodiscard]] std::string colour_name(int seat) const;

  Manifest manifest_;
  int players_ = 2;
  std::vector<Seat> seats_;
  std::vector<std::string> fixed_colours_;
  std::map<std::string, std::string> values_;  // option name -> text value
  std::string seed_;
};

}  // namespace tabula::gui
