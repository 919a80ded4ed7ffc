#include "scene/camera.hpp"

#include <algorithm>
#include <cmath>

namespace tabula::gui {

void Camera::set_viewport(sf::FloatRect viewport) {
  viewport_ = viewport;
  clamp_pan();
}

void Camera::set_content(sf::Vector2f size) {
  if (size.x > 0 && size.y > 0) content_ = size;
  clamp_pan();
}

void Camera::reset() {
  zoom_ = 1.f;
  pan_ = {};
}

float Camera::fit_scale() const {
  return std::min(viewport_.width / content_.x, viewport_.height / content_.y) * 0.985f;
}

float Camera::scale() const {
  return fit_scale() * zoom_;
}

sf::Vector2f Camera::offset() const {
  const float s = scale();
  return {std::round(viewport_.left + viewport_.width / 2.f - content_.x * s / 2.f + pan_.x),
          std::round(viewport_.top + viewport_.height / 2.f - content_.y * s / 2.f + pan_.y)};
}

void Camera::zoom_at(sf::Vector2f pixel, float factor) {
  const sf::Vector2f before = to_table(pixel);
  zoom_ = std::clamp(zoom_ * factor, 1.f, 5.f);
  const sf::Vector2f after = to_screen(before);
  pan_ += pixel - after;
  clamp_pan();
}

void Camera::pan(sf::Vector2f d) {
  pan_ += d;
  clamp_pan();
}

void Camera::clamp_pan() {
  // Keep the table covering the viewport's centre: no losing it off screen.
  const float s = scale();
  const float mx = std::max(0.f, (content_.x * s - viewport_.width) / 2.f) +
                   viewport_.width * 0.25f * (zoom_ > 1.f);
  const float my = std::max(0.f, (content_.y * s - viewport_.height) / 2.f) +
                   viewport_.height * 0.25f * (zoom_ > 1.f);
  pan_.x = std::clamp(pan_.x, -mx, mx);
  pan_.y = std::clamp(pan_.y, -my, my);
  if (zoom_ <= 1.f) pan_ = {};
}

sf::Vector2f Camera::to_screen(sf::Vector2f p) const {
  const sf::Vector2f o = offset();
  const float s = scale();
  return {o.x + p.x * s, o.y + p.y * s};
}

sf::FloatRect Camera::to_screen(sf::FloatRect r) const {
  const sf::Vector2f a = to_screen(sf::Vector2f(r.left, r.top));
  const float s = scale();
  return {a.x, a.y, r.width * s, r.height * s};
}

sf::Vector2f Camera::to_table(sf::Vector2f pixel) const {
  const sf::Vector2f o = offset();
  const float s = scale();
  return {(pixel.x - o.x) / s, (pixel.y - o.y) / s};
}

sf::Transform Camera::transform() const {
  sf::Transform t;
  const sf::Vector2f o = offset();
  t.translate(o);
  t.scale(scale(), scale());
  return t;
}

}  // namespace tabula::gui
