#include "table/inspector_panel.hpp"

#include "tabula/inspect.hpp"
#include "widgets/draw.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void InspectorPanel::update(const State& before, const State& after, const Module& module,
                            std::size_t from, std::size_t to) {
  title_ = "Changes from decision " + std::to_string(from) + " to " + std::to_string(to);
  lines_ = describe_changes(before, after, module);
  if (lines_.empty()) lines_.push_back("nothing changed");
}

void InspectorPanel::frame(Ui& ui, sf::FloatRect area) const {
  if (!open_) return;
  constexpr std::size_t kShown = 14;
  const float pad = ui.s(12), row = ui.s(19), w = std::min(ui.s(520), area.width * 0.6f);
  const std::size_t rows = std::min(lines_.size(), kShown) + (lines_.size() > kShown ? 1 : 0);
  const sf::FloatRect box{area.left + pad, area.top + pad, w,
                          ui.s(34) + row * static_cast<float>(rows) + pad};
  ui.panel(box, ui.s(10), sf::Color(20, 25, 32, 235));
  ui.label(title_, {box.left + pad, box.top + ui.s(8)}, theme::kTextSmall, theme::kAccent,
           draw::Align::Left, true);
  const unsigned px = ui.text_px(theme::kTextSmall);
  float y = box.top + ui.s(32);
  for (std::size_t i = 0; i < lines_.size() && i < kShown; ++i, y += row)
    ui.label(draw::ellipsize(ui.font(), lines_[i], px, w - 2 * pad), {box.left + pad, y},
             theme::kTextSmall, theme::kText);
  if (lines_.size() > kShown)
    ui.label("and " + std::to_string(lines_.size() - kShown) + " more (tabula inspect shows all)",
             {box.left + pad, y}, theme::kTextSmall, theme::kTextDim);
}

}  // namespace tabula::gui
