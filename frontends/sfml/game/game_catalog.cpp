#include "game/game_catalog.hpp"

#include <algorithm>

#include "layout/layout_loader.hpp"
#include "layout/layout_resolver.hpp"

namespace tabula::gui {

void GameCatalog::discover(const SearchPaths& paths) {
  games_.clear();
  problems_.clear();
  for (Manifest& m : discover_games(paths, problems_)) {
    CatalogGame g;
    g.manifest = std::move(m);
    games_.push_back(std::move(g));
  }
  std::stable_sort(games_.begin(), games_.end(), [](const CatalogGame& a, const CatalogGame& b) {
    return a.manifest.name < b.manifest.name;
  });
}

CatalogGame* GameCatalog::find(const std::string& id) {
  for (CatalogGame& g : games_)
    if (g.manifest.id == id) return &g;
  return nullptr;
}

void GameCatalog::load(CatalogGame& game, const SearchPaths& paths) {
  if (game.tried) return;
  game.tried = true;
  game.module = load_module(game.manifest.dir, paths, game.problems);
  if (!game.module) return;
  game.pieces = std::make_unique<PieceCatalog>(*game.module);
  const auto file = game.manifest.dir / "layout.toml";
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    Problems layout_problems;  // shown at the table; the cover uses what it can
    game.layout = LayoutLoader::load(file, layout_problems);
    if (game.layout) LayoutResolver::resolve(*game.layout, *game.pieces, layout_problems);
  }
}

bool GameCatalog::load_next(const SearchPaths& paths) {
  for (CatalogGame& g : games_) {
    if (!g.tried) {
      load(g, paths);
      return true;
    }
  }
  return false;
}

}  // namespace tabula::gui
