// The top line of the table: the game's name, round and phase, the table's
// counters, and the buttons Rules (the player aid), Hint, Undo, Save, Leave
// (their shortcuts: F1, H, Ctrl+Z, Ctrl+S, Esc) plus a reset of the zoom when
// the camera moved.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "widgets/ui.hpp"

namespace tabula::gui {

struct StatusInfo {
  std::string game;
  std::string round;  // "Round 3 of 13" or ""
  std::string phase;  // "Bid"
  std::vector<std::pair<std::string, std::int64_t>> counters;
  bool can_undo = false;
  std::string undo_why;  // tooltip when undo is refused
  bool can_save = true;
  bool can_hint = false;  // the seat at the screen has a decision to make
  bool hinting = false;   // a hint is being thought out
  bool zoomed = false;
  bool replay = false;  // replay viewer: no undo or save
};

enum class StatusAction { None, Rules, Hint, Undo, Save, Leave, ResetView };

class StatusBar {
 public:
  [[nodiscard]] static StatusAction frame(Ui& ui, sf::FloatRect rect, const StatusInfo& info);
};

}  // namespace tabula::gui
