// Draws cards procedurally from their data and the layout's card style: a
// frame coloured by type (or owner), the name, numbers in corner badges, an
// image or a generated emblem, wrapped rules text; and the back for hidden
// cards. Small cards drop detail so they stay legible.
#pragma once

#include <filesystem>
#include <string>

#include <SFML/Graphics.hpp>

#include "layout/layout.hpp"
#include "layout/prop_display.hpp"
#include "platform/assets.hpp"
#include "render/sprite_cache.hpp"
#include "tabula/data.hpp"

namespace tabula::gui {

// A card with less than this share of its width uncovered shows its big
// value in the uncovered strip (CardFace::peek).
inline constexpr float kPeekBelow = 0.6f;

// What one card shows.
struct CardFace {
  const CardStyle* style = nullptr;
  const DataEntry* entry = nullptr;  // null: no data (title from the def)
  std::string def;
  bool hidden = false;     // draw the back
  bool face_down = false;  // visible to this seat but lying face down
  bool has_owner = false;
  sf::Color owner_colour;
  PropDisplay shown;  // what the piece's properties show (its side, numbers, marks)
  // The share of its width left uncovered by the next card of an overlapped
  // row: below kPeekBelow the big value moves into that strip, whole.
  float peek = 1.f;
};

class CardRenderer {
 public:
  // `cached`: keep each drawn card as a texture and reuse it (the table);
  // off for one-off pictures.
  CardRenderer(Assets& assets, std::filesystem::path game_dir, bool cached = true)
      : assets_(assets), game_dir_(std::move(game_dir)), cached_(cached) {}

  // Draws `card` into `rect` (pixels), turned by `rotation` degrees about its
  // centre. `lift` 0..1 raises the shadow (hover, selection); `squash` < 1
  // narrows it (a card turning over).
  void draw(sf::RenderTarget& target, const CardFace& card, sf::FloatRect rect, float rotation,
            float lift = 0.f, float squash = 1.f) const;
  // The frame colour: by type field, by owner, or the style's.
  [[nodiscard]] sf::Color frame_colour(const CardFace& card) const;
  // A style used when the layout has none (title = name, text = text).
  [[nodiscard]] static const CardStyle& fallback_style();

 private:
  void draw_direct(sf::RenderTarget& t, const CardFace& card, sf::Vector2f size,
                   const sf::RenderStates& s, float lift) const;
  [[nodiscard]] std::string key(const CardFace& card, sf::Vector2u size) const;
  void draw_face(sf::RenderTarget& t, const CardFace& card, sf::Vector2f size,
                 const sf::RenderStates& s) const;
  // A small card with a brief (the style's `brief` field): its name and the
  // brief as large as they fit, instead of a picture and unreadable text.
  void draw_brief(sf::RenderTarget& t, const CardFace& card, const std::string& title,
                  const std::string& brief, sf::FloatRect inner, sf::Color frame, float u,
                  const sf::RenderStates& s) const;
  // The "face down" band over a card only its owner sees.
  void face_down_mark(sf::RenderTarget& t, const CardFace& card, sf::Vector2f size, float u,
                      const sf::RenderStates& s) const;
  void draw_back(sf::RenderTarget& t, const CardStyle& style, sf::Vector2f size,
                 const sf::RenderStates& s) const;
  void draw_peek(sf::RenderTarget& t, const std::string& big, sf::FloatRect box, float visible,
                 sf::Color ink, float u, const sf::RenderStates& s) const;
  void draw_art(sf::RenderTarget& t, const CardFace& card, sf::FloatRect box, sf::Color frame,
                float u, const sf::RenderStates& s) const;
  void draw_numbers(sf::RenderTarget& t, const CardFace& card, sf::FloatRect inner, sf::Color frame,
                    float u, const sf::RenderStates& s) const;
  // A number in a corner badge: a data field's, or a property's.
  struct Badge {
    std::string corner, shape, label, value;
    sf::Color ink;  // the text of a "plain" badge
  };
  void draw_badge(sf::RenderTarget& t, const Badge& b, sf::Color fill, sf::FloatRect inner,
                  sf::Color frame, float u, const sf::RenderStates& s) const;
  // The badge itself: circle, shield, diamond, square, pill (a wide value) or plain (none).
  void draw_badge_shape(sf::RenderTarget& t, const std::string& shape, sf::FloatRect box,
                        sf::Color fill, float u, const sf::RenderStates& s) const;
  // The words flags show across the card (EXHAUSTED), upright over `rect`
  // (the card's place, turned by `rotation`).
  void draw_marks(sf::RenderTarget& t, const CardFace& card, sf::FloatRect rect,
                  float rotation) const;
  // A data field of the card, from the side it shows.
  [[nodiscard]] std::string field(const CardFace& card, const std::string& name) const;
  void draw_text_box(sf::RenderTarget& t, const std::string& text, sf::FloatRect box, sf::Color ink,
                     float u, const sf::RenderStates& s) const;

  Assets& assets_;
  std::filesystem::path game_dir_;
  bool cached_;
  mutable SpriteCache cache_{320};
};

}  // namespace tabula::gui
