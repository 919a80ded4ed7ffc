// The enlarged card shown while the mouse rests on a visible card (or on an
// option button that names one): big enough to read every word, placed on
// the side of the table away from the mouse.
#pragma once

#include <SFML/Graphics/Rect.hpp>

#include "render/card_renderer.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class HoverPreview {
 public:
  // `instant`: shown in the first frame (hurried test runs, which wait for no clock).
  explicit HoverPreview(bool instant = false) : instant_(instant) {}
  // Call every frame with the card under the mouse (or nullptr).
  void frame(Ui& ui, const CardRenderer& cards, const CardFace* face, sf::FloatRect table_area);
  // The enlarged card is fully shown now.
  [[nodiscard]] bool showing() const { return showing_; }

 private:
  std::string key_;      // what is shown, to restart the delay on change
  float shown_for_ = 0;  // seconds the same card has been hovered
  bool showing_ = false;
  bool instant_;
};

}  // namespace tabula::gui
