// The pending decision under the status line: who decides and the prompt,
// one button per option (an option that names a piece shows the piece's
// name), the selection of a multi-pick with its Confirm button, or what the
// game waits for when the shown seat has nothing to decide.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "decision_state.hpp"
#include "panel_cache.hpp"
#include "ui.hpp"

namespace tabula::gui {

struct DecisionBarInfo {
  std::string who;                 // the deciding seat's name
  sf::Color colour;                // its colour
  std::vector<std::string> labels; // per option
  std::string idle;                // shown when there is nothing to decide
};

struct DecisionBarResult {
  int clicked = -1;    // option index
  bool confirm = false;
  int hovered = -1;    // option under the mouse (to light up its piece)
};

class DecisionBar {
 public:
  // Lays the bar out for `width`; returns its height.
  float measure(Ui& ui, float width, const DecisionState& d, const DecisionBarInfo& info);
  [[nodiscard]] DecisionBarResult frame(Ui& ui, sf::FloatRect rect, const DecisionState& d, const DecisionBarInfo& info);
  // Window point of option `index`'s button or the confirm button (automation).
  [[nodiscard]] std::optional<sf::Vector2f> option_point(int index) const;
  [[nodiscard]] std::optional<sf::Vector2f> confirm_point() const;

 private:
  [[nodiscard]] std::string heading(const DecisionState& d, const DecisionBarInfo& info) const;

  std::vector<sf::FloatRect> buttons_;  // relative to the bar's top-left
  sf::FloatRect confirm_;
  sf::Vector2f origin_;
  float height_ = 0;
  float heading_w_ = 0;
  PanelCache cache_;
};

}  // namespace tabula::gui
