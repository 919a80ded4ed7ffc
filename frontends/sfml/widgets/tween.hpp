// A tween: a value that goes from 0 to 1 over a duration, after a delay,
// with an ease-out curve. The animator moves pieces with these.
#pragma once

#include <algorithm>

namespace tabula::gui {

class Tween {
 public:
  Tween() = default;
  Tween(float duration, float delay) : duration_(duration), delay_(delay) {}

  void advance(float dt) { elapsed_ += dt; }
  void finish() { elapsed_ = delay_ + duration_; }
  [[nodiscard]] bool done() const { return elapsed_ >= delay_ + duration_; }
  [[nodiscard]] bool started() const { return elapsed_ >= delay_; }
  // Raw progress 0..1.
  [[nodiscard]] float linear() const {
    return duration_ <= 0 ? 1.f : std::clamp((elapsed_ - delay_) / duration_, 0.f, 1.f);
  }
  // Eased progress 0..1 (cubic ease-out: quick start, soft landing).
  [[nodiscard]] float value() const {
    const float t = 1.f - linear();
    return 1.f - t * t * t;
  }

 private:
  float duration_ = 0.f;
  float delay_ = 0.f;
  float elapsed_ = 0.f;
};

}  // namespace tabula::gui
