// The pending decision under the status line: who decides and the prompt,
// one button per option (an option that names a piece shows the piece's
// name), the selection of a multi-pick with its Confirm button, or what the
// game waits for when the shown seat has nothing to decide. When many options
// glow on the table, their buttons fold into one hint with a "List all"
// toggle, so the bar stays one row and the table keeps its room.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "table/decision_state.hpp"
#include "table/panel_cache.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

struct DecisionBarInfo {
  std::string who;                  // the deciding seat's name
  sf::Color colour;                 // its colour
  std::vector<std::string> labels;  // per option
  std::vector<bool> on_table;       // per option: the table shows it and answers a click on it
  std::string idle;                 // shown when there is nothing to decide
};

struct DecisionBarResult {
  int clicked = -1;  // option index
  bool confirm = false;
  int hovered = -1;  // option under the mouse (to light up its piece)
};

class DecisionBar {
 public:
  // Lays the bar out for `width`; returns its height.
  float measure(Ui& ui, float width, const DecisionState& d, const DecisionBarInfo& info);
  [[nodiscard]] DecisionBarResult frame(Ui& ui, sf::FloatRect rect, const DecisionState& d,
                                        const DecisionBarInfo& info);
  // Folds the table options away again (a new request starts folded).
  void collapse() { expanded_ = false; }
  // Unfolds them, as "List all" does.
  void expand() { expanded_ = true; }
  // Whether there are enough table options to fold.
  [[nodiscard]] bool foldable() const { return foldable_; }
  // Window point of option `index`'s button (nullopt while it is folded
  // away), of the confirm button, of the "List all" toggle (automation).
  [[nodiscard]] std::optional<sf::Vector2f> option_point(int index) const;
  [[nodiscard]] std::optional<sf::Vector2f> confirm_point() const;
  [[nodiscard]] std::optional<sf::Vector2f> toggle_point() const;

 private:
  struct Button {
    int option;          // index into the request's options
    sf::FloatRect rect;  // relative to the bar's top-left
  };

  [[nodiscard]] std::string heading(const DecisionState& d, const DecisionBarInfo& info) const;
  // Whether option `index` has no button now: the table shows it and the list is folded.
  [[nodiscard]] bool folded(int index, const DecisionState& d, const DecisionBarInfo& info) const;
  // Places the buttons, hint and toggle from `x` (after the heading) up to
  // `right`; returns the top of the last row.
  float lay_out(Ui& ui, float x, float right, const DecisionState& d, const DecisionBarInfo& info);
  // `r` (relative to the bar) in window coordinates.
  [[nodiscard]] sf::FloatRect placed(sf::FloatRect r) const;
  // The "click the table" note: flat, as it does nothing when clicked.
  void paint_hint(Ui& ui) const;

  std::vector<Button> buttons_;
  sf::FloatRect confirm_;
  sf::FloatRect hint_;    // the "click the table" note while folded (empty: none)
  sf::FloatRect toggle_;  // "List all" / "Hide list" (empty: few table options)
  std::string hint_text_;
  bool foldable_ = false;  // enough table options to fold
  bool expanded_ = false;  // the person opened the full list
  sf::Vector2f origin_;
  float height_ = 0;
  float heading_w_ = 0;
  float head_cap_ = 0;  // the width the heading may take
  float x_end_ = 0;     // where the last row's last slot ends
  PanelCache cache_;
};

}  // namespace tabula::gui
