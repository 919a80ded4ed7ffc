// A part of the interface that changes seldom (the player panels, the log)
// drawn into a texture and shown from there until its content changes: the
// software renderers of test machines pay per draw call, and a log is a
// hundred small texts.
#pragma once

#include <functional>
#include <string>

#include <SFML/Graphics/RenderTexture.hpp>

#include "widgets/ui.hpp"

namespace tabula::gui {

class PanelCache {
 public:
  // Shows `rect`; repaints it with `paint` (drawing in window coordinates
  // through `ui`) when `key` or the rectangle changed.
  void draw(Ui& ui, sf::FloatRect rect, const std::string& key, const std::function<void()>& paint);

 private:
  sf::RenderTexture texture_;
  std::string key_;
  sf::FloatRect rect_;
  bool ok_ = true;
};

}  // namespace tabula::gui
