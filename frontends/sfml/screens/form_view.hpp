// A set-up form in a fixed area (the launcher's, the online host form's):
// taller than its room (many options, a small window) it scrolls with the
// wheel under the buttons around it, which stay put.
#pragma once

#include <SFML/Graphics/Rect.hpp>

#include "screens/setup_form.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class FormView {
 public:
  // Draws `form` in `area`; returns the height shown.
  float frame(Ui& ui, SetupForm& form, sf::FloatRect area);

 private:
  const SetupForm* of_ = nullptr;  // the form scroll_ belongs to
  float scroll_ = 0.f;
  float height_ = 0.f;  // the form's height last frame
};

}  // namespace tabula::gui
