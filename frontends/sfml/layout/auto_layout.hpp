// The layout of a game that has no layout.toml: the shared zones in a band
// across the middle, the viewing seat's zones along the bottom, the other
// seats' zones along the top, each zone drawn by its kind (deck and pile as
// stacks, hand as a fan, row as a row, space as a free space). Card styles
// are guessed from the data tables (name, numbers, text, type).
#pragma once

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

class AutoLayout {
 public:
  // A complete layout for the zones `view` shows.
  [[nodiscard]] static Layout make(const View& view, const PieceCatalog& catalog);
  // A card style for a data table, from the fields its entries have.
  [[nodiscard]] static CardStyle card_style_for(const DataTable& table, const std::string& game_id);
  // The shared card back colour of a game (stable per game id).
  [[nodiscard]] static sf::Color back_colour(const std::string& game_id);

 private:
  struct Slot {
    std::string name;
    std::string kind;
    bool hidden_from_others = false;
  };
  // Flows the zones into rows `width` wide from `top`; returns the height used.
  static float flow(AreaSpec& area, const std::vector<Slot>& slots, float left, float top,
                    float width, bool mine);
};

}  // namespace tabula::gui
