// A game's cover, drawn from the game itself: its table colours, a fan of
// its own cards (faces from its data, one back), and its name. Games without
// cards get a scatter of tokens in seat colours.
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <vector>

#include "game/game_catalog.hpp"
#include "render/card_renderer.hpp"
#include "render/sprite_cache.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class CoverArt {
 public:
  // Draws the cover of `game` into `rect`; `big` adds the summary line.
  // With a cache, the picture is drawn once per game, size and load state.
  static void draw(Ui& ui, const CatalogGame& game, sf::FloatRect rect, bool big,
                   SpriteCache* cache = nullptr);

 private:
  static void paint(Ui& ui, const CatalogGame& game, sf::FloatRect rect, bool big);
  static void draw_cards(Ui& ui, const CatalogGame& game, sf::FloatRect rect);
  [[nodiscard]] static std::vector<CardFace> named_faces(const CatalogGame& game);
  [[nodiscard]] static std::vector<CardFace> chosen_faces(const CatalogGame& game,
                                                          std::vector<CardStyle>& styles);
  [[nodiscard]] static CardFace face(const CardStyle& style, const DataEntry& entry,
                                     std::size_t index);
  static void draw_tokens(Ui& ui, const CatalogGame& game, sf::FloatRect rect);
};

}  // namespace tabula::gui
