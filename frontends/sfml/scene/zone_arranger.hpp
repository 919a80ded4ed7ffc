// Where the pieces of one zone go inside the zone's rectangle, by style:
// a stack shows its top pieces with a little depth, a fan overlaps and turns
// the cards of a hand, rows and columns overlap only when short of room, a
// grid wraps, free spaces scatter tokens around the centre.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "layout/layout.hpp"

namespace tabula::gui {

struct Arrangement {
  ZoneStyle style = ZoneStyle::Row;
  std::string align = "center";
  int columns = 0;
  float fan_angle = 16.f;
};

struct ArrangedSlot {
  int index = 0;         // position in the zone, bottom first
  sf::FloatRect rect;    // unrotated
  float rotation = 0.f;  // degrees
};

class ZoneArranger {
 public:
  // Slots for a zone of `count` pieces of `piece` size in `rect`, in drawing
  // order. A stack yields only its top few pieces.
  [[nodiscard]] static std::vector<ArrangedSlot> arrange(const Arrangement& a, sf::FloatRect rect,
                                                         sf::Vector2f piece, int count);
  // How many pieces of a stack are drawn.
  static constexpr int kStackDepth = 4;

 private:
  static std::vector<ArrangedSlot> stack(sf::FloatRect rect, sf::Vector2f piece, int count);
  static std::vector<ArrangedSlot> line(const Arrangement& a, sf::FloatRect rect,
                                        sf::Vector2f piece, int count, bool vertical);
  static std::vector<ArrangedSlot> fan(const Arrangement& a, sf::FloatRect rect, sf::Vector2f piece,
                                       int count);
  static std::vector<ArrangedSlot> grid(const Arrangement& a, sf::FloatRect rect,
                                        sf::Vector2f piece, int count);
  static std::vector<ArrangedSlot> scatter(sf::FloatRect rect, sf::Vector2f piece, int count);
};

}  // namespace tabula::gui
