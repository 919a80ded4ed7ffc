#include "table/decision_bar.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

namespace {

// More table options than this fold into one hint: a button each wraps the
// bar to three or four rows (a Magnastorm turn offers 17 to 24) and squeezes
// the table, which already shows every one of them lit and clickable.
constexpr int kMaxTableButtons = 6;

}  // namespace

std::string DecisionBar::heading(const DecisionState& d, const DecisionBarInfo& info) const {
  if (!d.active()) return info.idle;
  std::string prompt = d.request().prompt.empty() ? "Choose" : d.request().prompt;
  if (d.multi()) {
    const std::string hint = d.hint();
    prompt += " \xE2\x80\x94 " + hint.substr(0, hint.find(" ("));
  }
  return info.who.empty() ? prompt : info.who + ": " + prompt;
}

bool DecisionBar::folded(int index, const DecisionState& d, const DecisionBarInfo& info) const {
  const auto i = static_cast<std::size_t>(index);
  return foldable_ && !expanded_ && i < info.on_table.size() && info.on_table[i] &&
         !d.selected(index);
}

float DecisionBar::measure(Ui& ui, float width, const DecisionState& d,
                           const DecisionBarInfo& info) {
  buttons_.clear();
  confirm_ = hint_ = toggle_ = {};
  hint_text_.clear();
  foldable_ = false;
  const float pad = ui.s(14), bh = ui.s(34), gap = ui.s(8);
  const unsigned px = ui.text_px(theme::kTextLarge);
  heading_w_ = draw::text_width(ui.bold(), heading(d, info), px) + ui.s(24);
  if (!d.active()) {
    height_ = ui.s(52);
    return height_;
  }
  foldable_ = std::count(info.on_table.begin(), info.on_table.end(), true) > kMaxTableButtons;
  const float confirm_w = d.multi() ? ui.s(150) : 0.f;
  const float right = width - pad - (confirm_w > 0 ? confirm_w + gap : 0.f);
  // A long prompt gets at most 45 % of the bar, or what a one-row bar leaves.
  head_cap_ = std::min(heading_w_, width * 0.45f);
  float y = lay_out(ui, pad + head_cap_, right, d, info);
  const float spare = right - (buttons_.empty() && hint_.width <= 0 ? pad + head_cap_ : x_end_);
  if (y <= ui.s(9) && heading_w_ > head_cap_ && spare > 0) {
    head_cap_ = std::min(heading_w_, head_cap_ + spare);
    y = lay_out(ui, pad + head_cap_, right, d, info);
  }
  height_ = y + bh + ui.s(9);
  if (d.multi()) confirm_ = {width - pad - confirm_w, ui.s(9), confirm_w, bh};
  return height_;
}

float DecisionBar::lay_out(Ui& ui, float x, float right, const DecisionState& d,
                           const DecisionBarInfo& info) {
  buttons_.clear();
  hint_ = toggle_ = {};
  hint_text_.clear();
  const float pad = ui.s(14), bh = ui.s(34), gap = ui.s(8);
  float y = ui.s(9);
  // The next slot `w` wide, on a new row when this one is full.
  auto place = [&](float w) {
    w = std::min(w, right - pad);
    if (x + w > right && x > pad) {
      x = pad;
      y += bh + gap;
    }
    const sf::FloatRect slot{x, y, w, bh};
    x += w + gap;
    return slot;
  };
  const unsigned bpx = ui.text_px(theme::kTextBody);
  int hidden = 0;
  for (std::size_t i = 0; i < info.labels.size(); ++i) {
    if (folded(static_cast<int>(i), d, info)) {
      ++hidden;
      continue;
    }
    const float w = std::clamp(draw::text_width(ui.bold(), info.labels[i], bpx) + ui.s(28),
                               ui.s(56), ui.s(260));
    buttons_.push_back({static_cast<int>(i), place(w)});
  }
  if (hidden > 0) {
    hint_text_ = std::string(buttons_.empty() ? "Click" : "or click") +
                 " the table: " + std::to_string(hidden) +
                 (hidden == 1 ? " choice glows" : " choices glow") + " there";
    hint_ = place(draw::text_width(ui.font(), hint_text_, bpx) + ui.s(44));
  }
  if (foldable_) toggle_ = place(draw::text_width(ui.bold(), "Hide list", bpx) + ui.s(28));
  x_end_ = x - gap;
  return y;
}

DecisionBarResult DecisionBar::frame(Ui& ui, sf::FloatRect r, const DecisionState& d,
                                     const DecisionBarInfo& info) {
  origin_ = {r.left, r.top};
  DecisionBarResult out;
  const std::string head = heading(d, info);
  // Input first; the picture comes from the cache while nothing it shows changed.
  std::string key = head + "|" + std::to_string(info.colour.toInteger()) + "|" +
                    std::to_string(ui.scale()) + "|" + std::to_string(d.active()) + "|" +
                    hint_text_;
  std::vector<Ui::ButtonState> states(buttons_.size());
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    const Button& b = buttons_[i];
    states[i] = ui.button_input(placed(b.rect), true);
    if (states[i].over) out.hovered = b.option;
    if (states[i].clicked) out.clicked = b.option;
    key += "|" + info.labels[static_cast<std::size_t>(b.option)] + "#" + std::to_string(b.option) +
           (d.selected(b.option) ? "*" : "") + (states[i].over ? "o" : "") +
           (states[i].held ? "h" : "");
  }
  Ui::ButtonState toggle;
  if (foldable_) {
    toggle = ui.button_input(placed(toggle_), true);
    key += std::string("|t") + (expanded_ ? "open" : "shut") + (toggle.over ? "o" : "") +
           (toggle.held ? "h" : "");
  }
  const sf::FloatRect c = placed(confirm_);
  Ui::ButtonState confirm;
  if (d.multi()) {
    confirm = ui.button_input(c, d.can_confirm());
    out.confirm = confirm.clicked;
    key += "|c" + std::to_string(d.selected_count()) + (d.can_confirm() ? "y" : "n") +
           (confirm.over ? "o" : "") + (confirm.held ? "h" : "");
    if (ui.hover(c)) ui.tooltip(d.hint());
  }
  if (!d.active()) key += "|" + std::to_string(static_cast<int>(ui.time() * 2.f) % 4);
  const float pad = ui.s(14);
  const sf::FloatRect head_box{r.left + pad, r.top + ui.s(9), head_cap_, ui.s(34)};
  const unsigned px = ui.text_px(theme::kTextLarge);
  const std::string shown =
      d.active() ? draw::ellipsize(ui.bold(), head, px, head_box.width - ui.s(16)) : head;
  if (shown != head && ui.hover(head_box)) ui.tooltip(head);
  cache_.draw(ui, r, key, [&] {
    sf::RenderTarget& t = ui.target();
    const sf::Color band = d.active() ? mix(theme::kPanel, info.colour, 0.16f) : theme::kPanel;
    draw::rect(t, r, band);
    draw::rect(t, {r.left, r.top + r.height - 2.f, r.width, 2.f},
               d.active() ? with_alpha(info.colour, 200) : theme::kBorder);
    if (!d.active()) {
      const std::string dots(static_cast<std::size_t>(static_cast<int>(ui.time() * 2.f) % 4), '.');
      ui.label_in(head + (info.idle.rfind("Waiting", 0) == 0 ? dots : ""),
                  {r.left + pad, r.top, r.width, r.height}, theme::kTextLarge, theme::kTextDim,
                  draw::Align::Left, false);
      return;
    }
    ui.label_in(shown, head_box, theme::kTextLarge, theme::kText, draw::Align::Left, true);
    const ProbeRole option_role(TextProbe::Role::Option);
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
      const Button& b = buttons_[i];
      const ButtonKind kind = d.selected(b.option) ? ButtonKind::Selected : ButtonKind::Option;
      ui.paint_button(placed(b.rect), info.labels[static_cast<std::size_t>(b.option)], kind, true,
                      states[i].over, states[i].held);
    }
    if (hint_.width > 0) paint_hint(ui);
    if (foldable_)
      ui.paint_button(placed(toggle_), expanded_ ? "Hide list" : "List all", ButtonKind::Ghost,
                      true, toggle.over, toggle.held);
    if (d.multi())
      ui.paint_button(c, "Confirm (" + std::to_string(d.selected_count()) + ")",
                      ButtonKind::Primary, d.can_confirm(), confirm.over, confirm.held);
  });
  // Only now: the picture above shows the layout measured for this frame.
  if (toggle.clicked) expanded_ = !expanded_;
  return out;
}

void DecisionBar::paint_hint(Ui& ui) const {
  // The dot has the glow colour of the places the note points at.
  sf::RenderTarget& t = ui.target();
  const sf::FloatRect r = placed(hint_);
  draw::rounded_rect(t, r, r.height / 2.f, sf::Color(0, 0, 0, 60));
  draw::rounded_outline(t, r, r.height / 2.f, 1.f, with_alpha(theme::kGlow, 110));
  draw::circle(t, {r.left + ui.s(17), r.top + r.height / 2.f}, ui.s(5), theme::kGlow);
  const sf::FloatRect text{r.left + ui.s(30), r.top, r.width - ui.s(38), r.height};
  ui.label_in(draw::ellipsize(ui.font(), hint_text_, ui.text_px(theme::kTextBody), text.width),
              text, theme::kTextBody, theme::kText);
}

sf::FloatRect DecisionBar::placed(sf::FloatRect r) const {
  return {origin_.x + r.left, origin_.y + r.top, r.width, r.height};
}

std::optional<sf::Vector2f> DecisionBar::option_point(int index) const {
  for (const Button& b : buttons_)
    if (b.option == index) return draw::centre(placed(b.rect));
  return std::nullopt;
}

std::optional<sf::Vector2f> DecisionBar::confirm_point() const {
  if (confirm_.width <= 0) return std::nullopt;
  return draw::centre(placed(confirm_));
}

std::optional<sf::Vector2f> DecisionBar::toggle_point() const {
  if (toggle_.width <= 0) return std::nullopt;
  return draw::centre(placed(toggle_));
}

}  // namespace tabula::gui
