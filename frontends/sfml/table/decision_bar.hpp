// The pending decision under the status line: who decides and the prompt,
// one button per option (an option that names a piece shows the piece's
// name), the selection of a multi-pick with its Confirm button, or what the
// game waits for when the shown seat has nothing to decide.
//
// The bar is always one row high, so the table under it never moves. When
// the buttons do not fit beside the prompt, their labels and the prompt go on
// two lines, cut if need be as long as each shows the start of its label
// (a card's name and cost); only when that does not fit either do they go
// to a panel that hangs under the bar, over the top of the table (in as few
// rows as their widths allow). What is cut shows whole on hover.
// When many options glow on the table, or a few whose buttons would need the
// panel, their buttons fold into one hint with a "List all" toggle (the list
// opens in that panel).
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
  // The bar's height: the same for every decision.
  [[nodiscard]] static float height(const Ui& ui) { return ui.s(52); }
  // Lays the bar out for `width` (call before frame, every frame).
  void lay_out(Ui& ui, float width, const DecisionState& d, const DecisionBarInfo& info);
  // Draws the bar in `rect` and the panel of buttons under it, if any.
  [[nodiscard]] DecisionBarResult frame(Ui& ui, sf::FloatRect rect, const DecisionState& d,
                                        const DecisionBarInfo& info);
  // The window area of the panel under the bar (empty: none): the table
  // takes no clicks there.
  [[nodiscard]] sf::FloatRect panel() const;
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
  void arrange(Ui& ui, float width, const DecisionState& d, const DecisionBarInfo& info);
  struct Button {
    int option;          // index into the request's options
    sf::FloatRect rect;  // relative to the bar's top-left
  };

  [[nodiscard]] std::string heading(const DecisionState& d, const DecisionBarInfo& info) const;
  // Whether option `index` has no button now: the table shows it and the list is folded.
  [[nodiscard]] bool folded(int index, const DecisionState& d, const DecisionBarInfo& info) const;
  // Places the controls at the right end of the row (Confirm, the list
  // toggle, the note on `hidden` table options); returns where they start.
  float place_controls(Ui& ui, float width, int hidden, bool multi, bool buttons);
  // The natural width of option `i`'s button.
  [[nodiscard]] float button_width(Ui& ui, const std::string& label, float cap) const;
  // The natural widths of the buttons of `options`.
  [[nodiscard]] std::vector<float> widths(Ui& ui, const std::vector<int>& options,
                                          const DecisionBarInfo& info) const;
  // Narrower widths, for labels on two lines.
  [[nodiscard]] static std::vector<float> compact(const Ui& ui, std::vector<float> natural);
  // Equal widths for a panel of `width`: columns as the widest button allows.
  [[nodiscard]] static std::vector<float> grid(const Ui& ui, const std::vector<float>& natural,
                                               float width);
  // The buttons of widths `w` in rows from (x, y) up to `right`, placed when
  // `place`; returns the bottom of the last row.
  float flow(Ui& ui, const std::vector<int>& options, const std::vector<float>& w, float x, float y,
             float right, float h, bool place);
  // `r` (relative to the bar) in window coordinates.
  [[nodiscard]] sf::FloatRect placed(sf::FloatRect r) const;
  void paint_row(Ui& ui, sf::FloatRect r, const DecisionState& d, const DecisionBarInfo& info,
                 const std::vector<Ui::ButtonState>& states, Ui::ButtonState toggle,
                 Ui::ButtonState confirm) const;
  void paint_buttons(Ui& ui, const DecisionState& d, const DecisionBarInfo& info,
                     const std::vector<Ui::ButtonState>& states, bool in_panel) const;
  // The "click the table" note: flat, as it does nothing when clicked.
  void paint_hint(Ui& ui) const;

  std::vector<Button> buttons_;
  std::vector<bool> in_panel_;  // per button: in the panel under the bar
  sf::FloatRect confirm_;
  sf::FloatRect hint_;    // the "click the table" note while folded (empty: none)
  sf::FloatRect toggle_;  // "List all" / "Hide list" (empty: few table options)
  sf::FloatRect head_;    // where the prompt goes
  sf::FloatRect panel_;   // the panel under the bar (empty: none)
  std::string hint_text_;
  unsigned button_px_ = 0;  // the text size of the option buttons
  bool foldable_ = false;   // enough table options to fold
  bool fold_any_ = false;   // fold even a few: else the panel would cover the table
  bool expanded_ = false;   // the person opened the full list
  sf::Vector2f origin_;
  PanelCache cache_;
};

}  // namespace tabula::gui
