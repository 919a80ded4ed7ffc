#include "table/toasts.hpp"

#include <algorithm>

#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void Toasts::push(const std::string& text, Kind kind, float seconds) {
  items_.push_back({text, kind, seconds, seconds});
  if (items_.size() > 4) items_.erase(items_.begin());
}

void Toasts::frame(Ui& ui, sf::FloatRect area) {
  sf::RenderTarget& t = ui.target();
  float y = area.top + ui.s(14);
  for (Item& it : items_) {
    it.left -= ui.dt();
    const float fade = std::clamp(std::min(it.left / 0.4f, (it.total - it.left) / 0.15f), 0.f, 1.f);
    const unsigned px = ui.text_px(theme::kTextBody);
    const float w =
        std::min(area.width - ui.s(40), draw::text_width(ui.font(), it.text, px) + ui.s(48));
    const sf::FloatRect r{area.left + (area.width - w) / 2.f, y, w, ui.s(40)};
    const sf::Color accent = it.kind == Kind::Error     ? theme::kDanger
                             : it.kind == Kind::Success ? theme::kSuccess
                                                        : theme::kInfo;
    draw::shadow(t, r, ui.s(10), ui.s(16), {0, ui.s(4)},
                 scale_alpha(sf::Color(0, 0, 0, 130), fade));
    draw::rounded_rect(t, r, ui.s(10), scale_alpha(sf::Color(26, 31, 40, 245), fade));
    draw::rounded_rect(t, {r.left, r.top, ui.s(5), r.height}, ui.s(2.5f),
                       scale_alpha(accent, fade));
    draw::text_in(t, ui.font(), draw::ellipsize(ui.font(), it.text, px, w - ui.s(36)), px,
                  {r.left + ui.s(20), r.top, w - ui.s(28), r.height},
                  scale_alpha(theme::kText, fade), draw::Align::Left);
    y += r.height + ui.s(8);
  }
  items_.erase(
      std::remove_if(items_.begin(), items_.end(), [](const Item& i) { return i.left <= 0; }),
      items_.end());
}

}  // namespace tabula::gui
