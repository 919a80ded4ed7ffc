#include "screens/form_view.hpp"

#include <algorithm>

namespace tabula::gui {

float FormView::frame(Ui& ui, SetupForm& form, sf::FloatRect area) {
  if (of_ != &form) scroll_ = 0.f;
  of_ = &form;
  const float most = std::max(0.f, height_ - area.height);
  scroll_ = std::clamp(scroll_ - ui.wheel(area) * ui.s(60), 0.f, most);
  ui.begin_clip(area);
  ui.set_mouse_area(area);
  height_ = form.frame(ui, {area.left, area.top - scroll_, area.width, area.height});
  ui.set_mouse_area(std::nullopt);
  ui.end_clip();
  ui.scroll_thumb({area.left + area.width + ui.s(8), area.top, ui.s(4), area.height}, scroll_,
                  height_);
  return std::min(height_ - scroll_, area.height);
}

}  // namespace tabula::gui
