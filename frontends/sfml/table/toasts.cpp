#include "table/toasts.hpp"

#include <algorithm>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void Toasts::push(const std::string& text, Kind kind, float seconds) {
  items_.push_back({text, kind, seconds, seconds});
  if (items_.size() > 4) items_.erase(items_.begin());
}

void Toasts::frame(Ui& ui, sf::FloatRect area, const std::vector<sf::FloatRect>& keep_clear) {
  sf::RenderTarget& t = ui.target();
  const ProbeRole modal(TextProbe::Role::Modal);  // a passing message over the table
  float y = area.top + ui.s(14);
  const float mid = area.left + area.width / 2.f, half = std::min(area.width / 2.f, ui.s(320));
  for (const sf::FloatRect& k : keep_clear)
    if (k.top < y + ui.s(40) && k.top + k.height > area.top && k.left < mid + half &&
        k.left + k.width > mid - half)
      y = std::max(y, k.top + k.height + ui.s(8));
  for (Item& it : items_) {
    it.left -= ui.dt();
    const float fade = std::clamp(std::min(it.left / 0.4f, (it.total - it.left) / 0.15f), 0.f, 1.f);
    // Up to three lines: a message is read whole or not at all.
    const unsigned px = ui.text_px(theme::kTextBody);
    const float w =
        std::min(area.width - ui.s(40), draw::text_width(ui.font(), it.text, px) + ui.s(48));
    const draw::FittedText text =
        draw::fit_lines(ui.font(), it.text, px, std::max(9u, ui.text_px(11.f)), w - ui.s(36), 3);
    const float lines_h =
        ui.font().getLineSpacing(text.size) * static_cast<float>(text.lines.size());
    const sf::FloatRect r{area.left + (area.width - w) / 2.f, y, w,
                          std::max(ui.s(40), lines_h + ui.s(16))};
    const sf::Color accent = it.kind == Kind::Error     ? theme::kDanger
                             : it.kind == Kind::Success ? theme::kSuccess
                                                        : theme::kInfo;
    draw::shadow(t, r, ui.s(10), ui.s(16), {0, ui.s(4)},
                 scale_alpha(sf::Color(0, 0, 0, 130), fade));
    draw::rounded_rect(t, r, ui.s(10), scale_alpha(sf::Color(26, 31, 40, 245), fade));
    draw::rounded_rect(t, {r.left, r.top, ui.s(5), r.height}, ui.s(2.5f),
                       scale_alpha(accent, fade));
    draw::lines_in(t, ui.font(), text, {r.left + ui.s(20), r.top, w - ui.s(28), r.height},
                   scale_alpha(theme::kText, fade), draw::Align::Left);
    if (text.cut) ui.hint(r, it.text);
    y += r.height + ui.s(8);
  }
  items_.erase(
      std::remove_if(items_.begin(), items_.end(), [](const Item& i) { return i.left <= 0; }),
      items_.end());
}

}  // namespace tabula::gui
