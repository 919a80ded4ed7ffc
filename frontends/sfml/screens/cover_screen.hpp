// The hot-seat cover: when the table passes to another person and their view
// would show what the last person must not see, this screen hides the table
// until the next person says they are ready. Simultaneous decisions are
// collected this way, one person after the other.
#pragma once

#include "screens/screen.hpp"

namespace tabula::gui {

class TableScreen;

class CoverScreen : public Screen {
 public:
  explicit CoverScreen(TableScreen& table) : table_(table) {}

  void frame(Ui& ui) override;
  [[nodiscard]] std::string name() const override { return "cover"; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;

 private:
  void accept();

  TableScreen& table_;
  sf::FloatRect button_;
  bool done_ = false;
  float age_ = 0.f;
};

}  // namespace tabula::gui
