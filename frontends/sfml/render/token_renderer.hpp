// Draws tokens as coloured shapes (disc, cube, pawn, hex, square, diamond,
// star, cylinder), shaded as if lit from the top left, with an optional
// short label from the data.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "layout/layout.hpp"
#include "platform/assets.hpp"
#include "render/sprite_cache.hpp"

namespace tabula::gui {

struct TokenLook {
  std::string shape = "disc";
  sf::Color colour{200, 200, 200};
  std::string label;
  bool hidden = false;
  std::vector<std::string> badges;  // property numbers (damage), shown at its top right
  bool dim = false;                 // a flag says so (spent, exhausted)
};

class TokenRenderer {
 public:
  explicit TokenRenderer(Assets& assets) : assets_(assets) {}

  // Draws a token filling `rect` (pixels). `lift` 0..1 raises its shadow.
  void draw(sf::RenderTarget& target, const TokenLook& token, sf::FloatRect rect,
            float lift = 0.f) const;

 private:
  void body(sf::RenderTarget& t, const std::string& shape, sf::Color c, sf::FloatRect r) const;
  void draw_direct(sf::RenderTarget& t, const TokenLook& token, sf::FloatRect r, float lift) const;

  Assets& assets_;
  mutable SpriteCache cache_{256};
};

}  // namespace tabula::gui
