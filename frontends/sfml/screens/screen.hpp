// A screen of the program: the launcher, the table, the hot-seat cover, the
// end of a game, the replay viewer. The App keeps a stack of them: every
// screen updates each frame, the top one and any screens it lets show
// through are drawn, and only the top one gets input.
#pragma once

#include <optional>
#include <string>

#include <SFML/Window/Event.hpp>

#include "widgets/ui.hpp"

namespace tabula::gui {

class Screen {
 public:
  virtual ~Screen() = default;

  // Time passes (bots, animations), whether or not the screen is drawn.
  virtual void update(float dt) { (void)dt; }
  // Draws the screen and handles its input through `ui` (immediate mode).
  virtual void frame(Ui& ui) = 0;
  // False when the screens below show through (an overlay).
  [[nodiscard]] virtual bool opaque() const { return true; }
  // A short name for logs and tests ("launcher", "table", ...).
  [[nodiscard]] virtual std::string name() const = 0;
  // Window point of a named target, for scripted input: "option N" (1-based,
  // the option's piece or button), "confirm", "cover", "button LABEL".
  [[nodiscard]] virtual std::optional<sf::Vector2f> locate(const std::string& target) const {
    (void)target;
    return std::nullopt;
  }
  // The game shown here has ended and its results are on screen.
  [[nodiscard]] virtual bool finished() const { return false; }
  // The game failed (a script error); automated runs exit with an error.
  [[nodiscard]] virtual std::string failure() const { return ""; }
  // Something moves on its own (pieces sliding, bots about to act): the
  // App keeps the full frame rate.
  [[nodiscard]] virtual bool busy() const { return false; }
  // The window is closing: save what needs saving.
  virtual void on_close() {}
};

}  // namespace tabula::gui
