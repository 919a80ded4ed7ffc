#include "table/decision_bar.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

namespace {

// More table options than this fold into one hint: a button each fills the
// panel with 17 to 24 buttons (a Magnastorm turn), and the table already
// shows every one of them lit and clickable.
constexpr int kMaxTableButtons = 6;

// The prompt in its box: one line in the large size, else smaller, else two lines.
draw::FittedText fit_heading(Ui& ui, const std::string& text, sf::FloatRect box) {
  const unsigned large = ui.text_px(theme::kTextLarge), body = ui.text_px(theme::kTextBody);
  const unsigned least = std::max(9u, ui.text_px(12.f));
  draw::FittedText one = draw::fit_lines(ui.bold(), text, large, body, box.width, 1);
  if (!one.cut) return one;
  return draw::fit_lines(ui.bold(), text, body, least, box.width, 2);
}

// The start of a label a button beside the prompt must show whole when the
// rest is cut: the words before the first ": " (a card's name and cost
// before its text), else the first three words.
std::string label_start(const std::string& label) {
  if (const auto colon = label.find(": "); colon != std::string::npos)
    return label.substr(0, colon) + "\xE2\x80\xA6";
  std::size_t end = 0;
  for (int words = 0; words < 3 && end != std::string::npos; ++words)
    end = label.find(' ', end + (words > 0 ? 1 : 0));
  return end == std::string::npos ? label : label.substr(0, end) + "\xE2\x80\xA6";
}

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

float DecisionBar::button_width(Ui& ui, const std::string& label, float cap) const {
  const float one = draw::text_width(ui.bold(), label, ui.text_px(theme::kTextBody)) + ui.s(28);
  return std::clamp(one, ui.s(56), cap);
}

float DecisionBar::place_controls(Ui& ui, float width, int hidden, bool multi, bool buttons) {
  const float pad = ui.s(14), gap = ui.s(8), bh = ui.s(40), top = (height(ui) - bh) / 2.f;
  const unsigned px = ui.text_px(theme::kTextBody);
  float right = width - pad;
  auto take = [&](float w) {
    right -= w;
    const sf::FloatRect r{right, top, w, bh};
    right -= gap;
    return r;
  };
  if (multi) confirm_ = take(ui.s(150));
  if (foldable_) toggle_ = take(draw::text_width(ui.bold(), "Hide list", px) + ui.s(28));
  if (hidden > 0) {
    hint_text_ = std::string(buttons ? "Or click" : "Click") +
                 " the table: " + std::to_string(hidden) +
                 (hidden == 1 ? " choice glows" : " choices glow") + " there";
    hint_ = take(draw::text_width(ui.font(), hint_text_, px) + ui.s(44));
  }
  return right;
}

std::vector<float> DecisionBar::widths(Ui& ui, const std::vector<int>& options,
                                       const DecisionBarInfo& info) const {
  std::vector<float> out;
  for (int i : options)
    out.push_back(button_width(ui, info.labels[static_cast<std::size_t>(i)], ui.s(250)));
  return out;
}

std::vector<float> DecisionBar::compact(const Ui& ui, std::vector<float> natural) {
  for (float& w : natural) w = std::min(w, std::max(ui.s(120), w * 0.55f + ui.s(10)));
  return natural;
}

std::vector<float> DecisionBar::grid(const Ui& ui, const std::vector<float>& natural, float width) {
  if (natural.empty()) return natural;
  // As many columns as the widest button allows, sharing the whole row.
  const float pad = ui.s(14), gap = ui.s(8), avail = width - 2 * pad;
  const float widest = *std::max_element(natural.begin(), natural.end());
  const auto fit = static_cast<std::size_t>(std::max(1.f, (avail + gap) / (widest + gap)));
  const float cols = static_cast<float>(std::min(fit, natural.size()));
  return std::vector<float>(natural.size(), std::min((avail - (cols - 1) * gap) / cols, ui.s(420)));
}

float DecisionBar::flow(Ui& ui, const std::vector<int>& options, const std::vector<float>& w,
                        float x, float y, float right, float h, bool place) {
  const float pad = ui.s(14), gap = ui.s(8);
  for (std::size_t k = 0; k < options.size(); ++k) {
    const float bw = std::min(w[k], right - pad);
    if (x + bw > right && x > pad) {
      x = pad;
      y += h + gap;
    }
    if (place) buttons_.push_back({options[k], {x, y, bw, h}});
    x += bw + gap;
  }
  return y + h;
}

// The panel under the bar covers the top of the table, where the other
// players sit: rather than hang it there, even a few options the table shows
// lit and clickable fold into the hint (the person may still list them all).
void DecisionBar::lay_out(Ui& ui, float width, const DecisionState& d,
                          const DecisionBarInfo& info) {
  fold_any_ = false;
  arrange(ui, width, d, info);
  if (panel_.height > 0.f && !foldable_ && !expanded_ &&
      std::count(info.on_table.begin(), info.on_table.end(), true) >= 2) {
    fold_any_ = true;
    arrange(ui, width, d, info);
  }
}

void DecisionBar::arrange(Ui& ui, float width, const DecisionState& d,
                          const DecisionBarInfo& info) {
  buttons_.clear();
  in_panel_.clear();
  confirm_ = hint_ = toggle_ = head_ = panel_ = {};
  hint_text_.clear();
  foldable_ = false;
  const float pad = ui.s(14), gap = ui.s(8), row = height(ui);
  if (!d.active()) {
    head_ = {pad, 0, width - 2 * pad, row};
    return;
  }
  foldable_ =
      fold_any_ || std::count(info.on_table.begin(), info.on_table.end(), true) > kMaxTableButtons;
  std::vector<int> shown;
  int hidden = 0;
  for (std::size_t i = 0; i < info.labels.size(); ++i)
    if (folded(static_cast<int>(i), d, info))
      ++hidden;
    else
      shown.push_back(static_cast<int>(i));
  const float right = place_controls(ui, width, hidden, d.multi(), !shown.empty());
  // The buttons go beside the prompt when they all fit and leave the prompt
  // a fair share of the row; if not, with their labels on two lines beside a
  // prompt on two lines; if not, so and cut when each still shows the start
  // of its label (the whole label shows on hover, and a card's picture);
  // else into the panel under the bar, which covers the top of the table
  // and so is the last resort.
  const std::string head = heading(d, info);
  const float head_one = draw::text_width(ui.bold(), head, ui.text_px(theme::kTextLarge)) + ui.s(8);
  const float room = right - pad;
  const std::vector<float> natural = widths(ui, shown, info);
  const float bh = ui.s(40);
  // Beside the prompt with widths `w`, if every label shows as `fit` asks.
  enum class Fit { Any, Whole, Start };
  auto beside_with = [&](std::vector<float> w, float share, Fit fit) {
    float sum = 0, short_by = 0;
    for (std::size_t k = 0; k < w.size(); ++k) {
      sum += w[k] + gap;
      short_by += natural[k] - w[k];
    }
    const float head_min = std::min(head_one, std::max(ui.s(200), room * share));
    if (!shown.empty() && head_min + gap + sum > room) return false;
    // What the prompt does not need on two lines goes back to the narrowed buttons.
    const float head_two = short_by > 0 ? std::max(head_min, head_one * 0.55f) : head_one;
    const float spare = std::min(short_by, room - sum - gap - head_two);
    for (std::size_t k = 0; k < w.size() && spare > 0; ++k)
      w[k] += spare * (natural[k] - w[k]) / short_by;
    sum += std::max(spare, 0.f);
    for (std::size_t k = 0; k < w.size() && fit != Fit::Any; ++k) {
      const std::string& label = info.labels[static_cast<std::size_t>(shown[k])];
      if (ui.fit_label(fit == Fit::Whole ? label : label_start(label), {0, 0, w[k], bh}).cut)
        return false;
    }
    const float head_w = std::min(head_one, room - sum - (shown.empty() ? 0.f : gap));
    head_ = {pad, 0, head_w, row};
    flow(ui, shown, w, pad + head_w + gap, (row - bh) / 2.f, right, bh, true);
    return true;
  };
  const bool beside = beside_with(natural, 0.35f, Fit::Any) ||
                      beside_with(compact(ui, natural), 0.22f, Fit::Whole) ||
                      beside_with(compact(ui, natural), 0.22f, Fit::Start);
  if (!beside) {
    head_ = {pad, 0, room, row};
    // Natural widths when they take fewer rows than a grid, whose equal
    // buttons make the panel read as a table.
    const float top = row + ui.s(8), h = ui.s(40);
    const std::vector<float> table = grid(ui, natural, width);
    const bool rows_fewer = flow(ui, shown, natural, pad, top, width, h, false) <
                            flow(ui, shown, table, pad, top, width, h, false);
    const float bottom = flow(ui, shown, rows_fewer ? natural : table, pad, top, width, h, true);
    panel_ = {0, row, width, bottom + ui.s(8) - row};
  }
  in_panel_.assign(buttons_.size(), !beside);
  // One text size for the options, beside the prompt or in the panel: the
  // largest every label fits ("Pass" beside two-line card labels would
  // otherwise shout).
  button_px_ = 0;
  for (const Button& b : buttons_) {
    const unsigned px = ui.fit_label(info.labels[static_cast<std::size_t>(b.option)], b.rect).size;
    button_px_ = button_px_ == 0 ? px : std::min(button_px_, px);
  }
}

DecisionBarResult DecisionBar::frame(Ui& ui, sf::FloatRect r, const DecisionState& d,
                                     const DecisionBarInfo& info) {
  origin_ = {r.left, r.top};
  DecisionBarResult out;
  const std::string head = heading(d, info);
  // Input first; the row's picture comes from the cache while nothing it shows changed.
  std::string key = head + "|" + std::to_string(info.colour.toInteger()) + "|" +
                    std::to_string(ui.scale()) + "|" + std::to_string(d.active()) + "|" +
                    hint_text_ + "|" + std::to_string(head_.width);
  std::vector<Ui::ButtonState> states(buttons_.size());
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    const Button& b = buttons_[i];
    const sf::FloatRect at = placed(b.rect);
    const std::string& label = info.labels[static_cast<std::size_t>(b.option)];
    states[i] = ui.button_input(at, true);
    if (states[i].over) out.hovered = b.option;
    if (states[i].clicked) out.clicked = b.option;
    // The hint works while the row is a cached picture.
    if (!in_panel_[i] && ui.fit_label(label, at).cut) ui.hint(at, label);
    if (!in_panel_[i])
      key += "|" + label + "#" + std::to_string(b.option) + (d.selected(b.option) ? "*" : "") +
             (states[i].over ? "o" : "") + (states[i].held ? "h" : "");
  }
  Ui::ButtonState toggle;
  if (foldable_) {
    toggle = ui.button_input(placed(toggle_), true);
    key += std::string("|t") + (expanded_ ? "open" : "shut") + (toggle.over ? "o" : "") +
           (toggle.held ? "h" : "");
  }
  Ui::ButtonState confirm;
  if (d.multi()) {
    const sf::FloatRect c = placed(confirm_);
    confirm = ui.button_input(c, d.can_confirm());
    out.confirm = confirm.clicked;
    key += "|c" + std::to_string(d.selected_count()) + (d.can_confirm() ? "y" : "n") +
           (confirm.over ? "o" : "") + (confirm.held ? "h" : "");
    if (ui.hover(c)) ui.tooltip(d.hint());
  }
  if (!d.active()) key += "|" + std::to_string(static_cast<int>(ui.time() * 2.f) % 4);
  if (d.active() && fit_heading(ui, head, head_).cut) ui.hint(placed(head_), head);
  cache_.draw(ui, r, key, [&] { paint_row(ui, r, d, info, states, toggle, confirm); });
  if (panel_.width > 0) {
    // Over the top of the table, like a dropdown: the table keeps its place.
    const ProbeRole modal(TextProbe::Role::Modal);
    const sf::FloatRect p = placed(panel_);
    draw::shadow(ui.target(), p, 0.f, ui.s(14), {0, ui.s(4)}, sf::Color(0, 0, 0, 110));
    draw::rect(ui.target(), p, mix(theme::kPanel, info.colour, 0.12f));
    draw::rect(ui.target(), {p.left, p.top + p.height - 2.f, p.width, 2.f},
               with_alpha(info.colour, 200));
    paint_buttons(ui, d, info, states, true);
  }
  // Only now: the picture above shows the layout laid out for this frame.
  if (toggle.clicked) expanded_ = !expanded_;
  return out;
}

void DecisionBar::paint_row(Ui& ui, sf::FloatRect r, const DecisionState& d,
                            const DecisionBarInfo& info, const std::vector<Ui::ButtonState>& states,
                            Ui::ButtonState toggle, Ui::ButtonState confirm) const {
  sf::RenderTarget& t = ui.target();
  const sf::Color band = d.active() ? mix(theme::kPanel, info.colour, 0.16f) : theme::kPanel;
  draw::rect(t, r, band);
  if (panel_.width <= 0)
    draw::rect(t, {r.left, r.top + r.height - 2.f, r.width, 2.f},
               d.active() ? with_alpha(info.colour, 200) : theme::kBorder);
  const std::string head = heading(d, info);
  if (!d.active()) {
    const std::string dots(static_cast<std::size_t>(static_cast<int>(ui.time() * 2.f) % 4), '.');
    ui.label_in(head + (info.idle.rfind("Waiting", 0) == 0 ? dots : ""), placed(head_),
                theme::kTextLarge, theme::kTextDim, draw::Align::Left, false);
    return;
  }
  const sf::FloatRect box = placed(head_);
  draw::lines_in(t, ui.bold(), fit_heading(ui, head, box), box, theme::kText, draw::Align::Left);
  paint_buttons(ui, d, info, states, false);
  if (hint_.width > 0) paint_hint(ui);
  if (foldable_)
    ui.paint_button(placed(toggle_), expanded_ ? "Hide list" : "List all", ButtonKind::Ghost, true,
                    toggle.over, toggle.held);
  if (d.multi())
    ui.paint_button(placed(confirm_), "Confirm (" + std::to_string(d.selected_count()) + ")",
                    ButtonKind::Primary, d.can_confirm(), confirm.over, confirm.held);
}

void DecisionBar::paint_buttons(Ui& ui, const DecisionState& d, const DecisionBarInfo& info,
                                const std::vector<Ui::ButtonState>& states, bool in_panel) const {
  const ProbeRole option_role(TextProbe::Role::Option);
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    if (in_panel_[i] != in_panel) continue;
    const Button& b = buttons_[i];
    const ButtonKind kind = d.selected(b.option) ? ButtonKind::Selected : ButtonKind::Option;
    ui.paint_button(placed(b.rect), info.labels[static_cast<std::size_t>(b.option)], kind, true,
                    states[i].over, states[i].held, button_px_);
  }
}

void DecisionBar::paint_hint(Ui& ui) const {
  // The dot has the glow colour of the places the note points at.
  sf::RenderTarget& t = ui.target();
  const sf::FloatRect r = placed(hint_);
  draw::rounded_rect(t, r, r.height / 2.f, sf::Color(0, 0, 0, 60));
  draw::rounded_outline(t, r, r.height / 2.f, 1.f, with_alpha(theme::kGlow, 110));
  draw::circle(t, {r.left + ui.s(17), r.top + r.height / 2.f}, ui.s(5), theme::kGlow);
  const sf::FloatRect text{r.left + ui.s(30), r.top, r.width - ui.s(38), r.height};
  ui.label_in(hint_text_, text, theme::kTextBody, theme::kText);
}

sf::FloatRect DecisionBar::placed(sf::FloatRect r) const {
  return {origin_.x + r.left, origin_.y + r.top, r.width, r.height};
}

sf::FloatRect DecisionBar::panel() const {
  return panel_.width > 0 ? placed(panel_) : sf::FloatRect();
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
