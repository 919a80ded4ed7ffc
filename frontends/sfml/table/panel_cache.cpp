#include "table/panel_cache.hpp"

#include <cmath>

#include "widgets/text_probe.hpp"

namespace tabula::gui {

void PanelCache::draw(Ui& ui, sf::FloatRect rect, const std::string& key,
                      const std::function<void()>& paint) {
  rect = {std::round(rect.left), std::round(rect.top), std::round(rect.width),
          std::round(rect.height)};
  if (rect.width < 1 || rect.height < 1) return;
  if (!ok_ || TextProbe::active()) return paint();  // the probe sees every text drawn
  if (key != key_ || rect != rect_) {
    const sf::Vector2u size(static_cast<unsigned>(rect.width), static_cast<unsigned>(rect.height));
    if (texture_.getSize() != size && !texture_.create(size.x, size.y)) {
      ok_ = false;
      return paint();
    }
    texture_.setView(sf::View(rect));
    texture_.clear(sf::Color::Transparent);
    sf::RenderTarget& window = ui.target();
    ui.set_target(texture_);
    paint();
    ui.set_target(window);
    texture_.display();
    key_ = key;
    rect_ = rect;
  }
  sf::Sprite sprite(texture_.getTexture());
  sprite.setPosition(rect.left, rect.top);
  ui.target().draw(
      sprite, sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha)));
}

}  // namespace tabula::gui
