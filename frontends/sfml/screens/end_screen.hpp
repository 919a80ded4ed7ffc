// The end of a game, over the final table: the ranking with medals, each
// seat's score and the game's score breakdown, and what to do next: play
// again with the same seats, watch the replay, or go back to the games. The
// panel folds away to look at the final table.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "screens/app_context.hpp"
#include "screens/screen.hpp"
#include "tabula/results.hpp"

namespace tabula::gui {

class TableScreen;

class EndScreen : public Screen {
 public:
  EndScreen(AppContext& ctx, TableScreen& table);

  void update(float dt) override { age_ += dt; }
  void frame(Ui& ui) override;
  [[nodiscard]] bool opaque() const override { return false; }
  [[nodiscard]] std::string name() const override { return "end"; }
  [[nodiscard]] bool finished() const override { return age_ > 0.45f; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;
  // The breakdown's columns, and the score column's name: a breakdown line
  // equal to every seat's score (Points, Reputation) names it and is not
  // repeated beside it. The side panels name the score the same way.
  [[nodiscard]] static std::pair<std::vector<std::string>, std::string> score_columns(
      const Results& results);

 private:
  void draw_results(Ui& ui, sf::FloatRect panel);

  AppContext& ctx_;
  TableScreen& table_;
  float age_ = 0.f;
  bool folded_ = false;
  sf::FloatRect again_;
};

}  // namespace tabula::gui
