// Drawing primitives shared by every renderer: rounded rectangles with
// gradients, soft shadows and glows, polygons of any shape, lines, and text
// that is measured, fitted, shortened and wrapped. All take the target's
// coordinates (pixels for the interface, table units under a transform).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics.hpp>

namespace tabula::gui::draw {

enum class Align { Left, Center, Right };

// UTF-8 text (data files, names) to SFML's string.
[[nodiscard]] sf::String utf8(std::string_view text);

// --- shapes ------------------------------------------------------------------
void rect(sf::RenderTarget& t, sf::FloatRect r, sf::Color fill, const sf::RenderStates& s = {});
void rounded_rect(sf::RenderTarget& t, sf::FloatRect r, float radius, sf::Color fill,
                  const sf::RenderStates& s = {});
// Vertical gradient from `top` to `bottom`.
void rounded_gradient(sf::RenderTarget& t, sf::FloatRect r, float radius, sf::Color top,
                      sf::Color bottom, const sf::RenderStates& s = {});
// An outline drawn inside the rectangle's edge.
void rounded_outline(sf::RenderTarget& t, sf::FloatRect r, float radius, float thickness,
                     sf::Color colour, const sf::RenderStates& s = {});
void dashed_outline(sf::RenderTarget& t, sf::FloatRect r, float radius, float thickness, float dash,
                    sf::Color colour, const sf::RenderStates& s = {});
// A soft shadow under `r`: `blur` wide, moved by `offset`.
void shadow(sf::RenderTarget& t, sf::FloatRect r, float radius, float blur, sf::Vector2f offset,
            sf::Color colour, const sf::RenderStates& s = {});
// A soft halo `width` wide around `r` (highlight of clickable things).
void glow(sf::RenderTarget& t, sf::FloatRect r, float radius, float width, sf::Color colour,
          const sf::RenderStates& s = {});
void circle(sf::RenderTarget& t, sf::Vector2f centre, float radius, sf::Color fill,
            const sf::RenderStates& s = {});
// A disc lit from the top left (tokens, badges).
void circle_gradient(sf::RenderTarget& t, sf::Vector2f centre, float radius, sf::Color inner,
                     sf::Color outer, const sf::RenderStates& s = {});
void ring(sf::RenderTarget& t, sf::Vector2f centre, float radius, float thickness, sf::Color colour,
          const sf::RenderStates& s = {});
// Any simple polygon, convex or not.
void polygon(sf::RenderTarget& t, const std::vector<sf::Vector2f>& points, sf::Color fill,
             const sf::RenderStates& s = {});
void polyline(sf::RenderTarget& t, const std::vector<sf::Vector2f>& points, bool closed,
              float width, sf::Color colour, const sf::RenderStates& s = {});
void line(sf::RenderTarget& t, sf::Vector2f a, sf::Vector2f b, float width, sf::Color colour,
          const sf::RenderStates& s = {});
void dashed_line(sf::RenderTarget& t, sf::Vector2f a, sf::Vector2f b, float width, float dash,
                 sf::Color colour, const sf::RenderStates& s = {});

// --- geometry ------------------------------------------------------------------
[[nodiscard]] std::vector<sf::Vector2f> rounded_rect_points(sf::FloatRect r, float radius);
[[nodiscard]] std::vector<sf::Vector2f> regular_polygon(sf::Vector2f centre, float radius,
                                                        int sides, float rotation_deg);
[[nodiscard]] std::vector<sf::Vector2f> star_points(sf::Vector2f centre, float outer, float inner,
                                                    int points, float rotation_deg);
// Triangles (three points each) covering a simple polygon (ear clipping).
[[nodiscard]] std::vector<sf::Vector2f> triangulate(std::vector<sf::Vector2f> polygon);
[[nodiscard]] bool point_in_polygon(const std::vector<sf::Vector2f>& polygon, sf::Vector2f p);
[[nodiscard]] sf::FloatRect inset(sf::FloatRect r, float by);
[[nodiscard]] sf::Vector2f centre(sf::FloatRect r);
[[nodiscard]] sf::FloatRect rect_around(sf::Vector2f centre, sf::Vector2f size);

// --- text ------------------------------------------------------------------------
// Advance width of `text` at `size` pixels.
[[nodiscard]] float text_width(const sf::Font& font, std::string_view text, unsigned size);
// Draws one line. `pos.y` is the top of the line box; returns its width.
float text(sf::RenderTarget& t, const sf::Font& font, std::string_view str, unsigned size,
           sf::Vector2f pos, sf::Color colour, Align align = Align::Left,
           const sf::RenderStates& s = {});
// Draws one line centred vertically in `box` and aligned horizontally.
float text_in(sf::RenderTarget& t, const sf::Font& font, std::string_view str, unsigned size,
              sf::FloatRect box, sf::Color colour, Align align = Align::Center,
              const sf::RenderStates& s = {});
// `text` cut with "…" to fit `width`.
[[nodiscard]] std::string ellipsize(const sf::Font& font, std::string_view text, unsigned size,
                                    float width);
// The largest size in [min, max] at which `text` fits `width` (min if none does).
[[nodiscard]] unsigned fit_size(const sf::Font& font, std::string_view text, unsigned max,
                                unsigned min, float width);
// Greedy word wrap at spaces and newlines.
[[nodiscard]] std::vector<std::string> wrap(const sf::Font& font, std::string_view text,
                                            unsigned size, float width);
// `text` in at most `max_lines` lines of `width`, at the largest size in
// [min, max] where it fits; else at `min` with the last line cut with "…".
struct FittedText {
  std::vector<std::string> lines;
  unsigned size = 0;
  bool cut = false;
};
// With a `height`, the lines must also fit it (line spacing included).
[[nodiscard]] FittedText fit_lines(const sf::Font& font, std::string_view text, unsigned max,
                                   unsigned min, float width, std::size_t max_lines,
                                   float height = 0.f);
// Draws fitted lines centred vertically in `box`, aligned horizontally.
void lines_in(sf::RenderTarget& t, const sf::Font& font, const FittedText& text, sf::FloatRect box,
              sf::Color colour, Align align = Align::Center, const sf::RenderStates& s = {});
// Pixel size of text from a size in units under a scale, never below 1.
[[nodiscard]] unsigned px(float size);
// Text on the table (a card, a zone's label) below this many pixels is left
// out: nobody can read it (the enlarged card shows it all).
inline constexpr unsigned kLeastPx = 6;

}  // namespace tabula::gui::draw
