// Short messages that appear at the top of the table and fade: "Saved",
// "Cannot undo: a card was revealed since", a bot's error.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>

#include "widgets/ui.hpp"

namespace tabula::gui {

class Toasts {
 public:
  enum class Kind { Info, Success, Error };
  void push(const std::string& text, Kind kind = Kind::Info, float seconds = 3.5f);
  // Draws the live messages centred at the top of `area`, below any of
  // `keep_clear` (the seats' name tags) they would cover.
  void frame(Ui& ui, sf::FloatRect area, const std::vector<sf::FloatRect>& keep_clear = {});
  [[nodiscard]] bool empty() const { return items_.empty(); }

 private:
  struct Item {
    std::string text;
    Kind kind;
    float left;
    float total;
  };
  std::vector<Item> items_;
};

}  // namespace tabula::gui
