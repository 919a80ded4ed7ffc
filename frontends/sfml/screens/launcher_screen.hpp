// The launcher: every game found (with its cover, player range and summary),
// the setup of the chosen game (players, seats, options, seed) and Start;
// saved games to continue and replays to watch; and the problems of games
// that cannot be loaded, with file and line; a game's player aid (Rules);
// and Play online, the lobby of a server (screens/lobby_screen.hpp).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "game/game_catalog.hpp"
#include "platform/save_store.hpp"
#include "render/sprite_cache.hpp"
#include "screens/app_context.hpp"
#include "screens/form_view.hpp"
#include "screens/screen.hpp"
#include "screens/setup_form.hpp"

namespace tabula::gui {

class LauncherScreen : public Screen {
 public:
  LauncherScreen(AppContext& ctx, Problems problems);

  void frame(Ui& ui) override;
  [[nodiscard]] std::string name() const override { return "launcher"; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;

 private:
  void draw_header(Ui& ui, sf::FloatRect r);
  // Up and Down pick the previous and the next game.
  void step_selection(Ui& ui);
  void draw_games(Ui& ui, sf::FloatRect r);
  void draw_saves(Ui& ui, sf::FloatRect r);
  void draw_detail(Ui& ui, sf::FloatRect r);
  void draw_problems(Ui& ui, sf::FloatRect r, const std::string& title, const Problems& problems);
  // The summary under a game's name: up to `lines` lines, the rest on hover.
  void draw_summary(Ui& ui, const std::string& summary, sf::FloatRect box, int lines);
  void start();
  void open(const std::filesystem::path& file, bool replay);
  [[nodiscard]] std::string game_name(const std::string& id);

  AppContext& ctx_;
  GameCatalog catalog_;
  std::vector<SaveInfo> saves_;
  std::map<std::string, std::unique_ptr<SetupForm>> forms_;
  std::size_t selected_ = 0;
  float games_scroll_ = 0.f;
  float saves_scroll_ = 0.f;
  FormView form_view_;
  std::string open_path_;
  Problems start_problems_;  // why the last Start or Continue failed
  sf::FloatRect start_button_;
  sf::FloatRect rules_button_;
  sf::FloatRect online_button_;
  std::map<std::string, sf::FloatRect> game_items_;  // game id -> its item in the list (shown now)
  // A game a script wants to click while it is out of the list's view: the
  // list scrolls to it next frame (locate() is const and asks for it).
  mutable std::string reveal_;
  bool follow_selection_ = false;  // scroll the list to the selected game (keys moved it)
  bool first_frame_ = true;
  SpriteCache covers_{32};
};

}  // namespace tabula::gui
