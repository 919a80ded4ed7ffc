// The player aid of a game (games/<id>/aid.md), over the launcher or the
// table (their Rules buttons): a readable sheet that scrolls, closed by its
// button, Esc or a click beside it.
#pragma once

#include <string>
#include <vector>

#include "layout/player_aid.hpp"
#include "screens/navigator.hpp"
#include "screens/screen.hpp"
#include "tabula/module.hpp"

namespace tabula::gui {

class AidScreen : public Screen {
 public:
  AidScreen(Navigator& nav, std::string game_name, std::vector<AidBlock> blocks);
  // Puts the aid of the game `manifest` describes over the screens.
  static void show(Navigator& nav, const Manifest& manifest);

  void frame(Ui& ui) override;
  [[nodiscard]] bool opaque() const override { return false; }
  [[nodiscard]] std::string name() const override { return "aid"; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;

 private:
  // Lays out the blocks from `y` (window pixels) in a column `x`..`x + w`,
  // drawing the lines that show in `clip` (none without one); returns the
  // height they take.
  float draw_blocks(Ui& ui, float x, float y, float w, const sf::FloatRect* clip);

  Navigator& nav_;
  bool closed_ = false;
  sf::FloatRect close_button_;
  std::string name_;
  std::vector<AidBlock> blocks_;
  float scroll_ = 0.f;
};

}  // namespace tabula::gui
