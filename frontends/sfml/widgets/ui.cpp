#include "widgets/ui.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void Ui::on_event(const sf::Event& e) {
  switch (e.type) {
    case sf::Event::MouseMoved:
      mouse_ = {static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y)};
      break;
    case sf::Event::MouseButtonPressed:
      if (e.mouseButton.button != sf::Mouse::Left) break;
      mouse_ = {static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)};
      press_ = {true, mouse_};
      down_at_ = mouse_;
      down_ = true;
      break;
    case sf::Event::MouseButtonReleased:
      if (e.mouseButton.button != sf::Mouse::Left) break;
      mouse_ = {static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)};
      released_ = true;
      release_at_ = mouse_;
      down_ = false;
      break;
    case sf::Event::MouseWheelScrolled:
      mouse_ = {static_cast<float>(e.mouseWheelScroll.x), static_cast<float>(e.mouseWheelScroll.y)};
      wheel_ += e.mouseWheelScroll.delta;
      break;
    case sf::Event::KeyPressed:
      keys_.push_back(e.key);
      break;
    case sf::Event::TextEntered:
      typed_.push_back(e.text.unicode);
      break;
    case sf::Event::MouseLeft:
      mouse_ = {-10000.f, -10000.f};
      break;
    default:
      break;
  }
}

void Ui::begin_frame(sf::RenderTarget& target, float dt) {
  target_ = &target;
  size_ = sf::Vector2f(target.getSize());
  scale_ = std::clamp(size_.y / 900.f, 0.8f, 1.6f);
  // A narrow window shrinks the interface too.
  scale_ = std::min(scale_, std::max(0.8f, size_.x / 1280.f));
  dt_ = dt;
  time_ += dt;
  hand_ = false;
  focus_claimed_ = false;
}

void Ui::hint(sf::FloatRect area, const std::string& full) {
  if (hover(area)) tooltip(full);
  if (TextProbe* probe = TextProbe::active()) probe->hover(area, full);
}

void Ui::end_frame() {
  if (!tooltip_.empty() && !blocked_) {
    // Long texts wrap: a tooltip is where a shortened label shows in full.
    const ProbeRole modal(TextProbe::Role::Modal);
    const unsigned size = text_px(theme::kTextSmall);
    const float pad = s(8), lh = font().getLineSpacing(size);
    const auto lines = draw::wrap(font(), tooltip_, size, std::min(s(460), size_.x - s(40)));
    float w = 0;
    for (const std::string& l : lines) w = std::max(w, draw::text_width(font(), l, size));
    sf::FloatRect r{mouse_.x + s(14), mouse_.y + s(18), w + 2 * pad,
                    lh * static_cast<float>(lines.size()) + 2 * pad - s(2)};
    r.left = std::max(s(4), std::min(r.left, size_.x - r.width - s(4)));
    if (r.top + r.height > size_.y - s(4)) r.top = mouse_.y - r.height - s(8);
    r.top = std::max(s(4), r.top);
    draw::shadow(*target_, r, s(5), s(8), {0, s(2)}, sf::Color(0, 0, 0, 110));
    draw::rounded_rect(*target_, r, s(5), theme::kPanelHover);
    float y = r.top + pad - s(2);
    for (const std::string& l : lines) {
      draw::text(*target_, font(), l, size, {r.left + pad, y}, theme::kText);
      y += lh;
    }
  }
  tooltip_.clear();
  // A click outside every text field drops the keyboard focus.
  if (press_.happened && !focus_claimed_) focus_.clear();
  press_ = {};
  released_ = false;
  wheel_ = 0;
  keys_.clear();
  typed_.clear();
}

bool Ui::hover(sf::FloatRect r) const {
  return reaches(mouse_) && r.contains(mouse_);
}

bool Ui::clicked(sf::FloatRect r) {
  if (!reaches(release_at_) || !released_ || !r.contains(release_at_) || !r.contains(down_at_))
    return false;
  released_ = false;  // one widget per click
  return true;
}

bool Ui::pressed(sf::FloatRect r) const {
  return reaches(press_.at) && press_.happened && r.contains(press_.at);
}

float Ui::wheel(sf::FloatRect r) {
  if (!reaches(mouse_) || wheel_ == 0 || !r.contains(mouse_)) return 0;
  const float w = wheel_;
  wheel_ = 0;
  return w;
}

bool Ui::key(sf::Keyboard::Key k, bool ctrl) {
  if (blocked_) return false;
  for (auto it = keys_.begin(); it != keys_.end(); ++it) {
    if (it->code == k && it->control == ctrl) {
      keys_.erase(it);
      return true;
    }
  }
  return false;
}

void Ui::begin_clip(sf::FloatRect r) {
  clips_.push_back(target_->getView());
  const sf::Vector2f size(target_->getSize());
  r.width = std::max(1.f, std::min(r.width, size.x - r.left));
  r.height = std::max(1.f, std::min(r.height, size.y - r.top));
  sf::View v(r);
  v.setViewport({r.left / size.x, r.top / size.y, r.width / size.x, r.height / size.y});
  target_->setView(v);
}

void Ui::end_clip() {
  if (clips_.empty()) return;
  target_->setView(clips_.back());
  clips_.pop_back();
}

void Ui::scroll_thumb(sf::FloatRect track, float scroll, float content) {
  const float most = content - track.height;
  if (most <= 0.f) return;
  const float thumb = std::max(s(24), track.height * track.height / content);
  const float at = track.top + (track.height - thumb) * std::clamp(scroll / most, 0.f, 1.f);
  draw::rounded_rect(*target_, {track.left, at, track.width, thumb}, track.width / 2.f,
                     theme::kBorder);
}

void Ui::panel(sf::FloatRect r, float radius, sf::Color fill, bool with_shadow) {
  if (with_shadow) draw::shadow(*target_, r, radius, s(18), {0, s(4)}, sf::Color(0, 0, 0, 90));
  draw::rounded_rect(*target_, r, radius, fill);
}

float Ui::label(const std::string& text, sf::Vector2f pos, float base, sf::Color colour,
                draw::Align align, bool is_bold) {
  return draw::text(*target_, is_bold ? bold() : font(), text, text_px(base), pos, colour, align);
}

float Ui::label_in(const std::string& text, sf::FloatRect box, float base, sf::Color colour,
                   draw::Align align, bool is_bold) {
  return draw::text_in(*target_, is_bold ? bold() : font(), text, text_px(base), box, colour,
                       align);
}

namespace {

struct ButtonLook {
  sf::Color top, bottom, ink, outline;
};

ButtonLook look(ButtonKind kind) {
  switch (kind) {
    case ButtonKind::Primary:
      return {lighten(theme::kAccent, 0.12f), darken(theme::kAccent, 0.12f), theme::kAccentInk,
              sf::Color::Transparent};
    case ButtonKind::Ghost:
      return {sf::Color(255, 255, 255, 10), sf::Color(255, 255, 255, 6), theme::kText,
              theme::kBorder};
    case ButtonKind::Danger:
      return {lighten(theme::kDanger, 0.05f), darken(theme::kDanger, 0.18f), sf::Color::White,
              sf::Color::Transparent};
    case ButtonKind::Option:
      return {sf::Color(246, 240, 226), sf::Color(222, 212, 190), sf::Color(40, 34, 26),
              sf::Color::Transparent};
    case ButtonKind::Selected:
      return {lighten(theme::kSelected, 0.1f), darken(theme::kSelected, 0.15f),
              sf::Color(10, 40, 30), sf::Color::Transparent};
    case ButtonKind::Normal:
      break;
  }
  return {theme::kPanelHover, theme::kPanelRaised, theme::kText, theme::kBorder};
}

}  // namespace

Ui::ButtonState Ui::button_input(sf::FloatRect r, bool enabled) {
  ButtonState b;
  b.over = enabled && hover(r);
  b.held = b.over && down_ && r.contains(down_at_);
  if (b.over) want_hand();
  b.clicked = enabled && clicked(r);
  return b;
}

bool Ui::button(const std::string& id, sf::FloatRect r, const std::string& text, ButtonKind kind,
                bool enabled) {
  (void)id;
  const ButtonState b = button_input(r, enabled);
  paint_button(r, text, kind, enabled, b.over, b.held);
  return b.clicked;
}

void Ui::paint_button(sf::FloatRect r, const std::string& text, ButtonKind kind, bool enabled,
                      bool over, bool held, unsigned max_size) {
  ButtonLook lk = look(kind);
  if (over) {
    lk.top = lighten(lk.top, 0.12f);
    lk.bottom = lighten(lk.bottom, 0.08f);
  }
  if (held) std::swap(lk.top, lk.bottom);
  const float radius = std::min(s(7), r.height / 2.f);
  sf::RenderTarget& t = *target_;
  if (kind != ButtonKind::Ghost && enabled)
    draw::shadow(t, r, radius, s(5), {0, s(held ? 1 : 2)}, sf::Color(0, 0, 0, 80));
  draw::rounded_gradient(t, r, radius, enabled ? lk.top : scale_alpha(lk.top, 0.4f),
                         enabled ? lk.bottom : scale_alpha(lk.bottom, 0.4f));
  if (lk.outline.a > 0)
    draw::rounded_outline(t, r, radius, 1.f, over ? theme::kTextDim : lk.outline);
  if (kind != ButtonKind::Ghost && enabled)
    draw::line(t, {r.left + radius, r.top + 1.5f}, {r.left + r.width - radius, r.top + 1.5f}, 1.f,
               sf::Color(255, 255, 255, 40));
  const draw::FittedText fit = fit_label(text, r, max_size);
  if (fit.cut) hint(r, text);
  draw::lines_in(t, bold(), fit, {r.left, r.top + (held ? 1.f : 0.f), r.width, r.height},
                 enabled ? lk.ink : scale_alpha(lk.ink, 0.45f));
}

draw::FittedText Ui::fit_label(const std::string& text, sf::FloatRect r, unsigned max_size) const {
  // One line, a little smaller if need be; then two lines when the button is
  // tall enough; never below the smallest readable size.
  const unsigned least = std::max(9u, text_px(11.f));
  const unsigned body = std::max(least, max_size > 0 ? std::min(max_size, text_px(theme::kTextBody))
                                                     : text_px(theme::kTextBody));
  const float w = r.width - s(12);
  draw::FittedText one = draw::fit_lines(bold(), text, body, std::max(least, body - 2), w, 1);
  if (!one.cut) return one;
  unsigned two = body;
  while (two > least && 2.f * bold().getLineSpacing(two) > r.height - s(2)) --two;
  if (2.f * bold().getLineSpacing(two) > r.height - s(2))
    return draw::fit_lines(bold(), text, least, least, w, 1);
  return draw::fit_lines(bold(), text, two, least, w, 2);
}

bool Ui::take_submit(const std::string& id) {
  if (submitted_ != id) return false;
  submitted_.clear();
  return true;
}

bool Ui::text_field(const std::string& id, sf::FloatRect r, std::string& value,
                    const std::string& placeholder, bool digits, std::size_t max_chars) {
  sf::RenderTarget& t = *target_;
  if (pressed(r)) {
    focus_ = id;
    focus_claimed_ = true;
  }
  const bool focused = focus_ == id && !blocked_;
  bool changed = false;
  if (focused) {
    for (sf::Uint32 c : typed_) {
      if (c == 8) {  // backspace: drop one UTF-8 character
        while (!value.empty() && (static_cast<unsigned char>(value.back()) & 0xC0) == 0x80)
          value.pop_back();
        if (!value.empty()) value.pop_back();
        changed = true;
      } else if (c == 13 || c == 9 || c == 27) {
        if (c == 13) submitted_ = id;
        focus_.clear();
      } else if (c >= 32 && c != 127 && (!digits || (c >= '0' && c <= '9'))) {
        if (sf::String(value).getSize() < max_chars) {
          std::string bytes;
          sf::Utf8::encode(c, std::back_inserter(bytes));
          value += bytes;
          changed = true;
        }
      }
    }
    typed_.clear();
  }
  if (hover(r)) want_hand();
  const float radius = s(6);
  draw::rounded_rect(t, r, radius, focused ? sf::Color(22, 27, 34) : sf::Color(24, 30, 38));
  draw::rounded_outline(t, r, radius, focused ? 2.f : 1.f,
                        focused ? theme::kAccent : theme::kBorder);
  const unsigned size = text_px(theme::kTextBody);
  const sf::FloatRect inner{r.left + s(10), r.top, r.width - s(20), r.height};
  float w = 0;
  if (value.empty() && !focused) {
    draw::text_in(t, font(), placeholder, size, inner, theme::kTextFaint, draw::Align::Left);
  } else {
    const std::string shown = draw::ellipsize(font(), value, size, inner.width);
    w = draw::text_in(t, font(), shown, size, inner, theme::kText, draw::Align::Left);
  }
  if (focused && std::fmod(time_, 1.f) < 0.6f) {
    const float x = inner.left + w + 1.f;
    draw::line(t, {x, r.top + r.height * 0.22f}, {x, r.top + r.height * 0.78f}, 1.5f,
               theme::kAccent);
  }
  return changed;
}

bool Ui::stepper(const std::string& id, sf::FloatRect r, int& value, int min, int max) {
  const float b = r.height;
  const int before = value;
  if (button(id + "-", {r.left, r.top, b, b}, "\xE2\x88\x92", ButtonKind::Normal, value > min))
    --value;
  if (button(id + "+", {r.left + r.width - b, r.top, b, b}, "+", ButtonKind::Normal, value < max))
    ++value;
  const sf::FloatRect mid{r.left + b + s(4), r.top, r.width - 2 * b - s(8), r.height};
  draw::rounded_rect(*target_, mid, s(6), sf::Color(24, 30, 38));
  draw::text_in(*target_, bold(), std::to_string(value), text_px(theme::kTextLarge), mid,
                theme::kText);
  const float w = wheel(r);
  if (w > 0 && value < max) ++value;
  if (w < 0 && value > min) --value;
  return value != before;
}

bool Ui::toggle(const std::string& id, sf::FloatRect r, bool& on) {
  (void)id;
  sf::RenderTarget& t = *target_;
  const sf::FloatRect track{r.left, r.top + (r.height - s(24)) / 2.f, s(46), s(24)};
  const bool over = hover(r);
  if (over) want_hand();
  draw::rounded_rect(t, track, track.height / 2.f, on ? theme::kSuccess : sf::Color(70, 80, 94));
  const float knob_x =
      on ? track.left + track.width - track.height / 2.f : track.left + track.height / 2.f;
  draw::circle(t, {knob_x, track.top + track.height / 2.f}, track.height / 2.f - s(3),
               over ? sf::Color::White : sf::Color(236, 236, 236));
  draw::text_in(t, font(), on ? "On" : "Off", text_px(theme::kTextBody),
                {track.left + track.width + s(10), r.top, s(60), r.height}, theme::kTextDim,
                draw::Align::Left);
  if (clicked(r)) {
    on = !on;
    return true;
  }
  return false;
}

bool Ui::segmented(const std::string& id, sf::FloatRect r, int& index,
                   const std::vector<std::string>& labels) {
  if (labels.empty()) return false;
  const float w = r.width / static_cast<float>(labels.size());
  bool changed = false;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const sf::FloatRect cell{r.left + w * static_cast<float>(i), r.top, w - s(3), r.height};
    const bool sel = static_cast<int>(i) == index;
    if (button(id + "/" + std::to_string(i), cell, labels[i],
               sel ? ButtonKind::Primary : ButtonKind::Ghost)) {
      changed = index != static_cast<int>(i);
      index = static_cast<int>(i);
    }
  }
  return changed;
}

bool Ui::swatch(const std::string& id, sf::FloatRect r, sf::Color colour, bool selected) {
  (void)id;
  sf::RenderTarget& t = *target_;
  const bool over = hover(r);
  if (over) want_hand();
  const sf::Vector2f c = draw::centre(r);
  const float radius = std::min(r.width, r.height) / 2.f;
  if (selected) draw::ring(t, c, radius, s(2.5f), theme::kText);
  draw::circle_gradient(t, c,
                        radius - s(selected ? 5
                                   : over   ? 2
                                            : 3),
                        lighten(colour, 0.25f), colour);
  return clicked(r);
}

}  // namespace tabula::gui
