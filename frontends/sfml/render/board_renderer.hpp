// Draws boards: background (colour or picture), the declared shapes (sector
// polygons, circles, hexes, lines, texts), connecting lines, spaces with
// their labels, and tracks of numbered steps with a marker per seat.
#pragma once

#include <filesystem>

#include <SFML/Graphics.hpp>

#include "platform/assets.hpp"
#include "scene/camera.hpp"
#include "scene/scene.hpp"

namespace tabula::gui {

class BoardRenderer {
 public:
  BoardRenderer(Assets& assets, std::filesystem::path game_dir)
      : assets_(assets), game_dir_(std::move(game_dir)) {}

  void draw_boards(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const;
  void draw_tracks(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const;
  // A shape in board units under `place`, with its label; `local` moves it
  // within the board first (a turned layer), keeping its label upright.
  void draw_shape(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& s,
                  const Placement& place, bool label_below = false,
                  const sf::Transform& local = sf::Transform::Identity) const;
  // The outline of a shape grown by `grow` pixels (highlights of spaces).
  void shape_glow(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& s,
                  const Placement& place, sf::Color colour, float width) const;

 private:
  void draw_board(sf::RenderTarget& t, const Camera& cam, const SceneBoard& b) const;
  void draw_layers(sf::RenderTarget& t, const Camera& cam, const SceneBoard& b) const;
  void draw_label(sf::RenderTarget& t, const Camera& cam, const ShapeSpec& s,
                  const Placement& place, bool below, const sf::Transform& local) const;

  Assets& assets_;
  std::filesystem::path game_dir_;
};

}  // namespace tabula::gui
