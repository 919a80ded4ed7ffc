// Fonts and images. Finds the assets folder next to an installed program,
// in the source tree or under the configured prefix (like the core's
// SearchPaths), loads the two fonts once and caches card images by path.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Texture.hpp>

namespace tabula::gui {

class Assets {
 public:
  // Loads the fonts; returns false with `error` set when no assets folder
  // holds them.
  bool load(std::string& error);

  [[nodiscard]] const sf::Font& regular() const { return regular_; }
  [[nodiscard]] const sf::Font& bold() const { return bold_; }
  [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }

  // The image at `path` (absolute), loaded once; nullptr when it cannot be
  // read (also remembered, so a missing image costs one attempt).
  [[nodiscard]] const sf::Texture* texture(const std::filesystem::path& path);

  // Candidate assets folders, in the order they are tried.
  [[nodiscard]] static std::vector<std::filesystem::path> search_dirs();

 private:
  std::filesystem::path dir_;
  sf::Font regular_;
  sf::Font bold_;
  std::map<std::string, std::unique_ptr<sf::Texture>> textures_;
};

}  // namespace tabula::gui
