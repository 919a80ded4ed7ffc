#include "table/hover_preview.hpp"

#include <algorithm>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"

namespace tabula::gui {

void HoverPreview::frame(Ui& ui, const CardRenderer& cards, const CardFace* face,
                         sf::FloatRect area) {
  showing_ = false;
  if (!face || face->hidden) {
    key_.clear();
    shown_for_ = 0;
    return;
  }
  const std::string key = face->def + (face->style ? face->style->name : "");
  if (key != key_) {
    key_ = key;
    shown_for_ = 0;
  }
  shown_for_ += instant_ ? 1.f : ui.dt();
  const float appear = std::clamp((shown_for_ - 0.18f) / 0.12f, 0.f, 1.f);
  if (appear <= 0.f) return;
  const sf::Vector2f size = face->style ? face->style->size : sf::Vector2f(100, 140);
  const float h = std::min({area.height * 0.66f, ui.s(460), area.width * 0.45f * size.y / size.x});
  const float w = h * size.x / size.y;
  const bool mouse_right = ui.mouse().x > area.left + area.width / 2.f;
  const float x = mouse_right ? area.left + ui.s(24) : area.left + area.width - w - ui.s(24);
  const sf::FloatRect r{x, area.top + (area.height - h) / 2.f + (1.f - appear) * ui.s(12), w, h};
  const ProbeRole modal(TextProbe::Role::Modal);
  cards.draw(ui.target(), *face, r, 0.f, 1.f);
  showing_ = appear >= 1.f;
}

}  // namespace tabula::gui
