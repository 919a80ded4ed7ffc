// Colours: parsing the names and "#rrggbb" texts that layouts, seats and data
// use, and the small arithmetic (lighten, darken, mix) the renderers need.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <SFML/Graphics/Color.hpp>

namespace tabula::gui {

// "#rgb", "#rrggbb", "#rrggbbaa" or a colour name (red, blue, green, yellow,
// purple, orange, teal, pink, white, black, grey, gold, brown, cyan, ...).
// Returns false and leaves `out` alone when `text` is none of these.
bool parse_colour(const std::string& text, sf::Color& out);

// parse_colour with a fallback.
[[nodiscard]] sf::Color colour_or(const std::string& text, sf::Color fallback);

// The colour of a seat: its configured colour, else the default of its index.
[[nodiscard]] sf::Color seat_colour(const std::string& configured, int seat);

// The names the launcher offers for seats, in order.
[[nodiscard]] const std::vector<std::string>& seat_colour_names();

[[nodiscard]] sf::Color lighten(sf::Color c, float amount);  // towards white, 0..1
[[nodiscard]] sf::Color darken(sf::Color c, float amount);   // towards black, 0..1
[[nodiscard]] sf::Color mix(sf::Color a, sf::Color b, float t);
[[nodiscard]] sf::Color with_alpha(sf::Color c, std::uint8_t alpha);
[[nodiscard]] sf::Color scale_alpha(sf::Color c, float factor);
// Relative luminance, 0 (black) to 1 (white).
[[nodiscard]] float luminance(sf::Color c);
// Black or white ink, whichever reads better on `background`.
[[nodiscard]] sf::Color ink_on(sf::Color background);
// "#rrggbb".
[[nodiscard]] std::string colour_hex(sf::Color c);

}  // namespace tabula::gui
