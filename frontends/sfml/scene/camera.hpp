// The camera over the table: fits the scene into the table viewport, then
// zooms (mouse wheel, about the cursor) and pans (drag). Maps table units to
// window pixels and back; text is drawn in pixels so it stays sharp.
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Transform.hpp>

namespace tabula::gui {

class Camera {
 public:
  // The window rectangle the table is drawn in.
  void set_viewport(sf::FloatRect viewport);
  // The size of what is shown, in table units.
  void set_content(sf::Vector2f size);
  // Back to "whole table fits".
  void reset();
  // Zooms by `factor` keeping the table point under `pixel` in place.
  void zoom_at(sf::Vector2f pixel, float factor);
  void pan(sf::Vector2f delta_pixels);

  [[nodiscard]] sf::FloatRect viewport() const { return viewport_; }
  [[nodiscard]] float scale() const;  // pixels per table unit
  [[nodiscard]] float zoom() const { return zoom_; }
  [[nodiscard]] bool moved() const { return zoom_ != 1.f || pan_ != sf::Vector2f(); }
  [[nodiscard]] sf::Vector2f to_screen(sf::Vector2f p) const;
  [[nodiscard]] sf::FloatRect to_screen(sf::FloatRect r) const;
  [[nodiscard]] sf::Vector2f to_table(sf::Vector2f pixel) const;
  // Table units -> pixels, for geometry drawn under a transform.
  [[nodiscard]] sf::Transform transform() const;

 private:
  [[nodiscard]] float fit_scale() const;
  [[nodiscard]] sf::Vector2f offset() const;
  void clamp_pan();

  sf::FloatRect viewport_{0, 0, 1280, 720};
  sf::Vector2f content_{1600, 900};
  float zoom_ = 1.f;
  sf::Vector2f pan_;
};

}  // namespace tabula::gui
