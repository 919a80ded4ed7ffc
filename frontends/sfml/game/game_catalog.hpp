// The games the launcher offers: every game.toml on the search path, found
// quickly at start; each game's data and layout are loaded on demand (for
// its cover and its setup), and what fails to load is kept as problems with
// file and line, to show instead of crashing.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "tabula/module.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

struct CatalogGame {
  Manifest manifest;
  bool tried = false;                    // loading was attempted
  std::shared_ptr<const Module> module;  // null until loaded, or when broken
  Problems problems;                     // why it cannot be played
  std::unique_ptr<PieceCatalog> pieces;
  std::optional<Layout> layout;  // from layout.toml, when the game has one
};

class GameCatalog {
 public:
  void discover(const SearchPaths& paths);
  [[nodiscard]] std::vector<CatalogGame>& games() { return games_; }
  [[nodiscard]] const std::vector<CatalogGame>& games() const { return games_; }
  // Broken game.toml files found while looking.
  [[nodiscard]] const Problems& problems() const { return problems_; }
  [[nodiscard]] CatalogGame* find(const std::string& id);
  void load(CatalogGame& game, const SearchPaths& paths);
  // Loads the next game not tried yet; false when all are.
  bool load_next(const SearchPaths& paths);

 private:
  std::vector<CatalogGame> games_;
  Problems problems_;
};

}  // namespace tabula::gui
