#include "table/option_menu.hpp"

#include <algorithm>

#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void OptionMenu::open(sf::Vector2f at, std::vector<int> options, std::vector<std::string> labels) {
  open_ = true;
  at_ = at;
  options_ = std::move(options);
  labels_ = std::move(labels);
}

int OptionMenu::frame(Ui& ui) {
  if (!open_) return -1;
  const ProbeRole modal(TextProbe::Role::Modal);
  float w = ui.s(160);
  for (const std::string& l : labels_)
    w = std::max(w, draw::text_width(ui.bold(), l, ui.text_px(theme::kTextBody)) + ui.s(40));
  const float row = ui.s(36);
  sf::FloatRect r{at_.x + ui.s(8), at_.y + ui.s(8), w,
                  row * static_cast<float>(labels_.size()) + ui.s(12)};
  r.left = std::min(r.left, ui.size().x - r.width - ui.s(8));
  r.top = std::min(r.top, ui.size().y - r.height - ui.s(8));
  ui.panel(r, ui.s(8), theme::kPanelRaised);
  draw::rounded_outline(ui.target(), r, ui.s(8), 1.f, theme::kBorder);
  int chosen = -1;
  for (std::size_t i = 0; i < labels_.size(); ++i) {
    const sf::FloatRect b{r.left + ui.s(6), r.top + ui.s(6) + row * static_cast<float>(i),
                          r.width - ui.s(12), row - ui.s(4)};
    if (ui.button("menu" + std::to_string(i), b, labels_[i], ButtonKind::Option))
      chosen = options_[i];
  }
  if (chosen >= 0 || (ui.released() && !r.contains(ui.release_at())) ||
      ui.key(sf::Keyboard::Escape))
    open_ = false;
  return chosen;
}

}  // namespace tabula::gui
