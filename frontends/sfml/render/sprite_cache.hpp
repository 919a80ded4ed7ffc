// Pictures drawn once and reused: a card or a token is many small shapes and
// texts, and drawing them again every frame costs far more (in draw calls)
// than one textured quad. Entries are keyed by everything that changes the
// picture, including its size in pixels, and the least recently used ones
// are dropped when the cache is full.
#pragma once

#include <functional>
#include <list>
#include <memory>
#include <string>
#include <unordered_map>

#include <SFML/Graphics/RenderTexture.hpp>

namespace tabula::gui {

class SpriteCache {
 public:
  explicit SpriteCache(std::size_t capacity = 256) : capacity_(capacity) {}

  // The texture for `key`, `size` pixels large, painted by `paint` (into a
  // transparent target whose (0, 0) is the texture's corner) when missing.
  // nullptr when the texture cannot be made (the caller then draws directly).
  [[nodiscard]] const sf::Texture* get(const std::string& key, sf::Vector2u size,
                                       const std::function<void(sf::RenderTarget&)>& paint);
  void clear();

 private:
  struct Entry {
    std::unique_ptr<sf::RenderTexture> texture;
    std::list<std::string>::iterator age;
  };
  std::size_t capacity_;
  std::unordered_map<std::string, Entry> entries_;
  std::list<std::string> ages_;  // most recent first
};

}  // namespace tabula::gui
