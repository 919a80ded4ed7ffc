// A small menu at the mouse when one click could mean several options (two
// options name the same card: "Play" and "Discard"). Picks one or closes.
#pragma once

#include <string>
#include <vector>

#include <SFML/System/Vector2.hpp>

#include "widgets/ui.hpp"

namespace tabula::gui {

class OptionMenu {
 public:
  void open(sf::Vector2f at, std::vector<int> options, std::vector<std::string> labels);
  void close() { open_ = false; }
  [[nodiscard]] bool is_open() const { return open_; }
  // Draws the menu; returns the chosen option index, or -1.
  [[nodiscard]] int frame(Ui& ui);

 private:
  bool open_ = false;
  sf::Vector2f at_;
  std::vector<int> options_;
  std::vector<std::string> labels_;
};

}  // namespace tabula::gui
