#include "decision_bar.hpp"

#include <algorithm>
#include <cmath>

#include "colour.hpp"
#include "theme.hpp"

namespace tabula::gui {

std::string DecisionBar::heading(const DecisionState& d, const DecisionBarInfo& info) const {
  if (!d.active()) return info.idle;
  std::string prompt = d.request().prompt.empty() ? "Choose" : d.request().prompt;
  if (d.multi()) {
    const std::string hint = d.hint();
    prompt += " \xE2\x80\x94 " + hint.substr(0, hint.find(" ("));
  }
  return info.who.empty() ? prompt : info.who + ": " + prompt;
}

float DecisionBar::measure(Ui& ui, float width, const DecisionState& d, const DecisionBarInfo& info) {
  buttons_.clear();
  confirm_ = {};
  const float pad = ui.s(14), bh = ui.s(34), gap = ui.s(8);
  const unsigned px = ui.text_px(theme::kTextLarge);
  heading_w_ = draw::text_width(ui.bold(), heading(d, info), px) + ui.s(24);
  if (!d.active()) {
    height_ = ui.s(52);
    return height_;
  }
  const float confirm_w = d.multi() ? ui.s(150) : 0.f;
  const float right = width - pad - (confirm_w > 0 ? confirm_w + gap : 0.f);
  float x = pad + std::min(heading_w_, width * 0.45f), y = ui.s(9);
  const unsigned bpx = ui.text_px(theme::kTextBody);
  for (const std::string& label : info.labels) {
    const float w = std::clamp(draw::text_width(ui.bold(), label, bpx) + ui.s(28), ui.s(56), ui.s(260));
    if (x + w > right && x > pad) {
      x = pad;
      y += bh + gap;
    }
    buttons_.push_back({x, y, w, bh});
    x += w + gap;
  }
  height_ = y + bh + ui.s(9);
  if (d.multi()) confirm_ = {width - pad - confirm_w, ui.s(9), confirm_w, bh};
  return height_;
}

DecisionBarResult DecisionBar::frame(Ui& ui, sf::FloatRect r, const DecisionState& d, const DecisionBarInfo& info) {
  origin_ = {r.left, r.top};
  DecisionBarResult out;
  const std::string head = heading(d, info);
  // Input first; the picture comes from the cache while nothing it shows changed.
  std::string key = head + "|" + std::to_string(info.colour.toInteger()) + "|" + std::to_string(ui.scale()) + "|" +
                    std::to_string(d.active());
  std::vector<Ui::ButtonState> states(buttons_.size());
  for (std::size_t i = 0; i < buttons_.size() && i < info.labels.size(); ++i) {
    const sf::FloatRect b{r.left + buttons_[i].left, r.top + buttons_[i].top, buttons_[i].width, buttons_[i].height};
    states[i] = ui.button_input(b, true);
    if (states[i].over) out.hovered = static_cast<int>(i);
    if (states[i].clicked) out.clicked = static_cast<int>(i);
    key += "|" + info.labels[i] + (d.selected(static_cast<int>(i)) ? "*" : "") + (states[i].over ? "o" : "") +
           (states[i].held ? "h" : "");
  }
  const sf::FloatRect c{r.left + confirm_.left, r.top + confirm_.top, confirm_.width, confirm_.height};
  Ui::ButtonState confirm;
  if (d.multi()) {
    confirm = ui.button_input(c, d.can_confirm());
    out.confirm = confirm.clicked;
    key += "|c" + std::to_string(d.selected_count()) + (d.can_confirm() ? "y" : "n") + (confirm.over ? "o" : "") +
           (confirm.held ? "h" : "");
    if (ui.hover(c)) ui.tooltip(d.hint());
  }
  if (!d.active()) key += "|" + std::to_string(static_cast<int>(ui.time() * 2.f) % 4);
  const float pad = ui.s(14);
  const sf::FloatRect head_box{r.left + pad, r.top + ui.s(9), std::min(heading_w_, r.width * 0.45f), ui.s(34)};
  const unsigned px = ui.text_px(theme::kTextLarge);
  const std::string shown = d.active() ? draw::ellipsize(ui.bold(), head, px, head_box.width - ui.s(16)) : head;
  if (shown != head && ui.hover(head_box)) ui.tooltip(head);
  cache_.draw(ui, r, key, [&] {
    sf::RenderTarget& t = ui.target();
    const sf::Color band = d.active() ? mix(theme::kPanel, info.colour, 0.16f) : theme::kPanel;
    draw::rect(t, r, band);
    draw::rect(t, {r.left, r.top + r.height - 2.f, r.width, 2.f}, d.active() ? with_alpha(info.colour, 200) : theme::kBorder);
    if (!d.active()) {
      const std::string dots(static_cast<std::size_t>(static_cast<int>(ui.time() * 2.f) % 4), '.');
      ui.label_in(head + (info.idle.rfind("Waiting", 0) == 0 ? dots : ""), {r.left + pad, r.top, r.width, r.height},
                  theme::kTextLarge, theme::kTextDim, draw::Align::Left, false);
      return;
    }
    ui.label_in(shown, head_box, theme::kTextLarge, theme::kText, draw::Align::Left, true);
    for (std::size_t i = 0; i < buttons_.size() && i < info.labels.size(); ++i) {
      const sf::FloatRect b{r.left + buttons_[i].left, r.top + buttons_[i].top, buttons_[i].width, buttons_[i].height};
      const ButtonKind kind = d.selected(static_cast<int>(i)) ? ButtonKind::Selected : ButtonKind::Option;
      ui.paint_button(b, info.labels[i], kind, true, states[i].over, states[i].held);
    }
    if (d.multi())
      ui.paint_button(c, "Confirm (" + std::to_string(d.selected_count()) + ")", ButtonKind::Primary, d.can_confirm(),
                      confirm.over, confirm.held);
  });
  return out;
}

std::optional<sf::Vector2f> DecisionBar::option_point(int index) const {
  if (index < 0 || index >= static_cast<int>(buttons_.size())) return std::nullopt;
  const sf::FloatRect& b = buttons_[static_cast<std::size_t>(index)];
  return sf::Vector2f(origin_.x + b.left + b.width / 2.f, origin_.y + b.top + b.height / 2.f);
}

std::optional<sf::Vector2f> DecisionBar::confirm_point() const {
  if (confirm_.width <= 0) return std::nullopt;
  return sf::Vector2f(origin_.x + confirm_.left + confirm_.width / 2.f, origin_.y + confirm_.top + confirm_.height / 2.f);
}

}  // namespace tabula::gui
