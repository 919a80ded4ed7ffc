// Opening games: a new game from the launcher or the command line, a saved
// game to continue, a replay to watch, and the launcher itself. Each returns
// the screen to show, or null with the problems (file:line) to report.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "layout/layout.hpp"
#include "screens/app_context.hpp"
#include "screens/screen.hpp"
#include "tabula/module.hpp"
#include "tabula/problem.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

class GameFactory {
 public:
  // A game by id, or by folder (anything with a '/').
  [[nodiscard]] static std::shared_ptr<const Module> load_module(const std::string& game,
                                                                 const SearchPaths& paths,
                                                                 Problems& problems);
  [[nodiscard]] static std::unique_ptr<Screen> new_game(AppContext& ctx,
                                                        std::shared_ptr<const Module> module,
                                                        GameSetup setup, Problems& problems);
  [[nodiscard]] static std::unique_ptr<Screen> continue_game(AppContext& ctx,
                                                             const std::filesystem::path& file,
                                                             Problems& problems);
  [[nodiscard]] static std::unique_ptr<Screen> open_replay(AppContext& ctx,
                                                           const std::filesystem::path& file,
                                                           Problems& problems);
  // The launcher, with `problems` shown (a game that failed to open).
  [[nodiscard]] static std::unique_ptr<Screen> launcher(AppContext& ctx,
                                                        const Problems& problems = {});
  // Seats from "human,random": names "Player 1" / "Bot 2", default colours.
  [[nodiscard]] static bool parse_seats(const std::string& text, std::vector<SeatConfig>& seats,
                                        std::string& error);
  // Prints the game, its seed and its seats with the colours they are shown
  // in ("what": "" for a new game, "replay of " for a replay).
  static void announce(const Layout& layout, const Module& module, const GameSetup& setup,
                       const std::string& what);
  // A fresh random seed (wall clock and device entropy: seeds are inputs, not rules).
  [[nodiscard]] static std::uint64_t fresh_seed();
};

}  // namespace tabula::gui
