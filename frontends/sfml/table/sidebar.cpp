#include "table/sidebar.hpp"

#include <algorithm>

namespace tabula::gui {

float Sidebar::width(const Ui& ui) {
  return std::clamp(ui.s(310), 250.f, std::min(440.f, ui.size().x * 0.32f));
}

void Sidebar::frame(Ui& ui, sf::FloatRect rect, float share) {
  const float pad = ui.s(10), w = rect.width - 2 * pad;
  const float panels_h = PlayerPanels::height(ui, panels_, w, rect.height * share);
  const sf::FloatRect panels{rect.left + pad, rect.top + pad, w, panels_h};
  cache_.draw(ui, {rect.left, rect.top, rect.width, panels_h + 2 * pad},
              PlayerPanels::key(ui, panels_), [&] { PlayerPanels::frame(ui, panels, panels_); });
  PlayerPanels::hints(ui, panels, panels_);
  log_.frame(ui,
             {rect.left + pad, rect.top + 2 * pad + panels_h, w, rect.height - panels_h - 3 * pad});
}

}  // namespace tabula::gui
