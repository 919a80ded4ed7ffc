#include "render/sprite_cache.hpp"

#include "widgets/text_probe.hpp"

namespace tabula::gui {

const sf::Texture* SpriteCache::get(const std::string& key, sf::Vector2u size,
                                    const std::function<void(sf::RenderTarget&)>& paint) {
  // The text probe must see every text drawn: no pictures from the cache then.
  if (TextProbe::active()) return nullptr;
  auto it = entries_.find(key);
  if (it != entries_.end()) {
    ages_.splice(ages_.begin(), ages_, it->second.age);
    return &it->second.texture->getTexture();
  }
  if (size.x == 0 || size.y == 0 || size.x > 4096 || size.y > 4096) return nullptr;
  std::unique_ptr<sf::RenderTexture> tex;
  if (entries_.size() >= capacity_) {
    // Reuse the oldest entry's texture when it has the same size.
    const std::string oldest = ages_.back();
    auto old = entries_.find(oldest);
    if (old->second.texture->getSize() == size) tex = std::move(old->second.texture);
    entries_.erase(old);
    ages_.pop_back();
  }
  if (!tex) {
    tex = std::make_unique<sf::RenderTexture>();
    if (!tex->create(size.x, size.y)) return nullptr;
    tex->setSmooth(true);
  }
  tex->setView(tex->getDefaultView());
  tex->clear(sf::Color::Transparent);
  paint(*tex);
  tex->display();
  ages_.push_front(key);
  Entry& e = entries_[key];
  e.texture = std::move(tex);
  e.age = ages_.begin();
  return &e.texture->getTexture();
}

void SpriteCache::clear() {
  entries_.clear();
  ages_.clear();
}

}  // namespace tabula::gui
