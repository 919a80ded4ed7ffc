// The rules inspector in the replay viewer: what the last step changed
// (pieces moved or turned, counters, properties), as the text `tabula
// inspect` prints, over the top left of the table. Only when every hidden
// piece is shown, so that it tells a seat nothing its own view hides.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "tabula/module.hpp"
#include "tabula/state.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class InspectorPanel {
 public:
  // The changes from `before` (the game after `from` choices) to `after`
  // (after `to` choices).
  void update(const State& before, const State& after, const Module& module, std::size_t from,
              std::size_t to);
  void toggle() { open_ = !open_; }
  [[nodiscard]] bool open() const { return open_; }
  void frame(Ui& ui, sf::FloatRect area) const;

 private:
  std::string title_ = "No step yet";
  std::vector<std::string> lines_;
  bool open_ = false;
};

}  // namespace tabula::gui
