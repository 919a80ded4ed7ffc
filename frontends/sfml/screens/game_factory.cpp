#include "screens/game_factory.hpp"

#include <chrono>
#include <iostream>
#include <random>
#include <sstream>

#include "platform/save_store.hpp"
#include "screens/launcher_screen.hpp"
#include "screens/replay_screen.hpp"
#include "screens/table_screen.hpp"
#include "tabula/bot.hpp"
#include "tabula/replay.hpp"
#include "tabula/sim.hpp"
#include "widgets/colour.hpp"

namespace tabula::gui {

std::shared_ptr<const Module> GameFactory::load_module(const std::string& game,
                                                       const SearchPaths& paths,
                                                       Problems& problems) {
  return game.find('/') != std::string::npos ? tabula::load_module(game, paths, problems)
                                             : load_game(game, paths, problems);
}

std::uint64_t GameFactory::fresh_seed() {
  std::random_device rd;
  const auto now =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return ((static_cast<std::uint64_t>(rd()) << 32) ^ rd() ^ now) % 1000000000000ull;
}

bool GameFactory::parse_seats(const std::string& text, std::vector<SeatConfig>& seats,
                              std::string& error) {
  std::stringstream in(text);
  std::string kind;
  const auto bots = bot_names();
  while (std::getline(in, kind, ',')) {
    const int n = static_cast<int>(seats.size());
    if (kind != "human" && std::find(bots.begin(), bots.end(), kind) == bots.end()) {
      error = "unknown seat kind '" + kind + "' (use human or a bot: random)";
      return false;
    }
    seats.push_back({(kind == "human" ? "Player " : "Bot ") + std::to_string(n + 1),
                     default_seat_color(n), kind});
  }
  if (seats.empty()) error = "--seats names no seat";
  return !seats.empty();
}

void GameFactory::announce(const Layout& layout, const Module& module, const GameSetup& setup,
                           const std::string& what) {
  std::cout << "tabula-gui: " << what << module.manifest.name << ", seed " << setup.seed << ":";
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const SeatConfig& s = setup.seats[i];
    std::cout << ' ' << s.name << " (" << s.controller << ", "
              << colour_hex(layout.seat_colour(static_cast<int>(i), s.color)) << ')';
  }
  if (!setup.options.empty()) {
    std::cout << "; options";
    for (const auto& [key, value] : setup.options) std::cout << ' ' << key << '=' << value;
  }
  std::cout << std::endl;
}

std::unique_ptr<Screen> GameFactory::new_game(AppContext& ctx, std::shared_ptr<const Module> module,
                                              GameSetup setup, Problems& problems) {
  Problems notes;
  auto kit = std::make_unique<TableKit>(ctx.assets, module, notes);
  auto session = Session::start(module, setup, ctx.session_config, problems);
  if (!session) return nullptr;
  // The inputs that replay this game, for whoever watches the terminal.
  announce(kit->layout(), *module, session->setup(), "");  // with settled bots_defaults
  bool any_human = false;
  for (const SeatConfig& s : setup.seats) any_human |= s.controller == "human";
  Autosaver saver(any_human ? SaveStore::autosave_path(module->manifest.id)
                            : std::filesystem::path());
  auto game = std::make_unique<GameController>(std::move(session), std::move(saver));
  return std::make_unique<TableScreen>(ctx, std::move(kit), std::move(game), notes);
}

std::unique_ptr<Screen> GameFactory::continue_game(AppContext& ctx,
                                                   const std::filesystem::path& file,
                                                   Problems& problems) {
  LoadedReplay loaded = load_replay(file, ctx.paths, ctx.session_config, problems);
  if (!loaded.session) return nullptr;
  // The module is shared with the session; the table needs its own handle.
  Problems found;
  auto module = tabula::load_module(loaded.session->module().manifest.dir, ctx.paths, found);
  if (!module) {
    problems.insert(problems.end(), found.begin(), found.end());
    return nullptr;
  }
  Problems notes;
  auto kit = std::make_unique<TableKit>(ctx.assets, module, notes);
  auto game = std::make_unique<GameController>(std::move(loaded.session), Autosaver(file));
  return std::make_unique<TableScreen>(ctx, std::move(kit), std::move(game), notes);
}

std::unique_ptr<Screen> GameFactory::open_replay(AppContext& ctx, const std::filesystem::path& file,
                                                 Problems& problems) {
  auto cursor = std::make_unique<ReplayCursor>();
  if (!cursor->open_file(file, ctx.paths, ctx.session_config, problems)) return nullptr;
  return std::make_unique<ReplayScreen>(ctx, std::move(cursor), false);
}

std::unique_ptr<Screen> GameFactory::launcher(AppContext& ctx, const Problems& problems) {
  return std::make_unique<LauncherScreen>(ctx, problems);
}

}  // namespace tabula::gui
