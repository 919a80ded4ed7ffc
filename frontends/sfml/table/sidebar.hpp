// The right side of the table and of the replay viewer: the player panels
// on top (their picture cached), the log under them.
#pragma once

#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "table/log_panel.hpp"
#include "table/panel_cache.hpp"
#include "table/player_panels.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class Sidebar {
 public:
  // Its width in a window of the current size.
  [[nodiscard]] static float width(const Ui& ui);
  // Draws the panels (at most `share` of the height) and the log in `rect`.
  void frame(Ui& ui, sf::FloatRect rect, float share);

  [[nodiscard]] LogPanel& log() { return log_; }
  [[nodiscard]] std::vector<SeatPanel>& panels() { return panels_; }

 private:
  std::vector<SeatPanel> panels_;
  PanelCache cache_;
  LogPanel log_;
};

}  // namespace tabula::gui
