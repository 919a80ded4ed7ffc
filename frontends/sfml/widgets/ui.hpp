// A small immediate-mode interface: screens call button(), text_field(), ...
// while they draw, and get back whether the widget was used this frame. The
// Ui collects the window's input once per frame, tracks which widget holds
// the mouse or the keyboard, and draws in the interface style (theme.hpp).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "platform/assets.hpp"
#include "widgets/draw.hpp"

namespace tabula::gui {

enum class ButtonKind {
  Normal,    // raised dark button
  Primary,   // gold: the main action of a screen
  Ghost,     // outline only: minor actions
  Danger,    // red: leaving, deleting
  Option,    // a choice of the pending decision (light)
  Selected,  // an option picked in a multi-pick
};

class Ui {
 public:
  explicit Ui(Assets& assets) : assets_(assets) {}

  // --- frame ---------------------------------------------------------------
  void on_event(const sf::Event& e);
  void begin_frame(sf::RenderTarget& target, float dt);
  // Draws deferred tooltips and settles focus.
  void end_frame();
  // While blocked, widgets neither highlight nor react (a screen above has the input).
  void set_blocked(bool blocked) { blocked_ = blocked; }
  [[nodiscard]] bool blocked() const { return blocked_; }
  // The mouse reaches widgets only inside `area` (a scrolling panel whose
  // rows run on under its edge); nullopt: everywhere again.
  void set_mouse_area(std::optional<sf::FloatRect> area) { mouse_area_ = area; }

  // --- context -----------------------------------------------------------------
  [[nodiscard]] sf::RenderTarget& target() { return *target_; }
  // Draws elsewhere for a while (a cached panel); set it back after.
  void set_target(sf::RenderTarget& target) { target_ = &target; }
  [[nodiscard]] Assets& assets() { return assets_; }
  [[nodiscard]] const sf::Font& font() const { return assets_.regular(); }
  [[nodiscard]] const sf::Font& bold() const { return assets_.bold(); }
  [[nodiscard]] sf::Vector2f size() const { return size_; }
  // Interface scale: 1 for a 900-pixel-high window, clamped to [0.8, 1.6].
  [[nodiscard]] float scale() const { return scale_; }
  [[nodiscard]] float s(float v) const { return v * scale_; }
  // A text size in pixels for a base size at the current scale.
  [[nodiscard]] unsigned text_px(float base) const { return draw::px(base * scale_); }
  // Seconds since the program started (for pulses and spinners).
  [[nodiscard]] float time() const { return time_; }
  [[nodiscard]] float dt() const { return dt_; }

  // --- raw input -------------------------------------------------------------------
  [[nodiscard]] sf::Vector2f mouse() const { return mouse_; }
  [[nodiscard]] bool hover(sf::FloatRect r) const;
  // A left click (pressed and released) inside `r` this frame.
  [[nodiscard]] bool clicked(sf::FloatRect r);
  // The left button went down inside `r` this frame.
  [[nodiscard]] bool pressed(sf::FloatRect r) const;
  [[nodiscard]] bool released() const { return released_ && !blocked_; }
  [[nodiscard]] bool mouse_down() const { return down_ && !blocked_; }
  // Where the left button last went down, and where it came up this frame.
  [[nodiscard]] sf::Vector2f down_at() const { return down_at_; }
  [[nodiscard]] sf::Vector2f release_at() const { return release_at_; }
  // Takes this frame's click for a custom widget (nobody else gets it).
  void consume_click() { released_ = false; }
  // Wheel steps over `r` this frame (then consumed).
  [[nodiscard]] float wheel(sf::FloatRect r);
  // `key` was pressed this frame (with Ctrl if `ctrl`); consumed when true.
  [[nodiscard]] bool key(sf::Keyboard::Key key, bool ctrl = false);
  // Whether a text field has the keyboard (screens skip their shortcuts).
  [[nodiscard]] bool typing() const { return !focus_.empty(); }
  void want_hand() { hand_ = true; }
  [[nodiscard]] bool hand_cursor() const { return hand_; }

  // --- widgets (each returns true when used this frame) -------------------------------
  bool button(const std::string& id, sf::FloatRect r, const std::string& label,
              ButtonKind kind = ButtonKind::Normal, bool enabled = true);
  // A button's picture only: `over` under the mouse, `held` pressed;
  // `max_size` (pixels, 0: none) keeps a row of buttons in one size.
  void paint_button(sf::FloatRect r, const std::string& label, ButtonKind kind, bool enabled,
                    bool over, bool held, unsigned max_size = 0);
  // How a label fits a button `r`: one line, else two, else cut (with a hint).
  [[nodiscard]] draw::FittedText fit_label(const std::string& text, sf::FloatRect r,
                                           unsigned max_size = 0) const;
  // A button's input only: whether it is under the mouse, held, clicked.
  struct ButtonState {
    bool over = false, held = false, clicked = false;
  };
  [[nodiscard]] ButtonState button_input(sf::FloatRect r, bool enabled);
  // A one-line field; `digits` accepts only 0-9.
  bool text_field(const std::string& id, sf::FloatRect r, std::string& value,
                  const std::string& placeholder, bool digits = false, std::size_t max_chars = 24);
  // Whether Enter was pressed in text field `id` since the last call.
  [[nodiscard]] bool take_submit(const std::string& id);
  // [-] value [+]
  bool stepper(const std::string& id, sf::FloatRect r, int& value, int min, int max);
  // An on/off switch.
  bool toggle(const std::string& id, sf::FloatRect r, bool& on);
  // One of several labels, side by side.
  bool segmented(const std::string& id, sf::FloatRect r, int& index,
                 const std::vector<std::string>& labels);
  // A colour chip.
  bool swatch(const std::string& id, sf::FloatRect r, sf::Color colour, bool selected);
  // Clips drawing to `r` until end_clip() (scrolling lists). Input is not
  // clipped: widgets of a list check that the mouse is inside it.
  void begin_clip(sf::FloatRect r);
  void end_clip();
  // The thumb of a list scrolled by `scroll` of `content` (pixels) whose view
  // is `track` high, drawn in the bar `track` (nothing when it all shows).
  void scroll_thumb(sf::FloatRect track, float scroll, float content);
  // Text shown near the mouse at the end of the frame.
  void tooltip(const std::string& text) { tooltip_ = text; }
  // Hovering `area` shows `full` (a shortened label's whole text).
  void hint(sf::FloatRect area, const std::string& full);

  // --- drawing helpers in the interface style -------------------------------------------
  void panel(sf::FloatRect r, float radius, sf::Color fill, bool with_shadow = true);
  float label(const std::string& text, sf::Vector2f pos, float base_size, sf::Color colour,
              draw::Align align = draw::Align::Left, bool bold = false);
  float label_in(const std::string& text, sf::FloatRect box, float base_size, sf::Color colour,
                 draw::Align align = draw::Align::Left, bool bold = false);

 private:
  struct Press {
    bool happened = false;
    sf::Vector2f at;
  };

  Assets& assets_;
  sf::RenderTarget* target_ = nullptr;
  sf::Vector2f size_;
  float scale_ = 1.f;
  float time_ = 0.f;
  float dt_ = 0.f;
  std::string submitted_;  // the text field Enter was pressed in
  bool blocked_ = false;
  std::optional<sf::FloatRect> mouse_area_;
  // Whether the mouse at `p` may reach widgets (not blocked, inside the mouse area).
  [[nodiscard]] bool reaches(sf::Vector2f p) const {
    return !blocked_ && (!mouse_area_ || mouse_area_->contains(p));
  }
  bool hand_ = false;

  sf::Vector2f mouse_;
  bool down_ = false;
  Press press_;
  bool released_ = false;
  sf::Vector2f release_at_;
  sf::Vector2f down_at_;  // where the button went down (survives across frames)
  float wheel_ = 0.f;
  std::vector<sf::Event::KeyEvent> keys_;
  std::vector<sf::Uint32> typed_;

  std::string focus_;  // id of the text field with the keyboard
  bool focus_claimed_ = false;
  std::string tooltip_;
  std::vector<sf::View> clips_;
};

}  // namespace tabula::gui
