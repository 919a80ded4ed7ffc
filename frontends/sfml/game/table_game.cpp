#include "game/table_game.hpp"

#include <algorithm>

namespace tabula::gui {

bool TableGame::is_human(SeatIndex seat) const {
  return std::find(humans().begin(), humans().end(), seat) != humans().end();
}

}  // namespace tabula::gui
