// Animates what the events of one change did: pieces slide from where they
// were to where they are (200 ms, staggered so a deal reads as a deal), and
// turn over when they become visible on the way. Works on scenes: the old
// scene gives the start, the new one the end.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "scene/scene.hpp"
#include "tabula/event.hpp"
#include "widgets/tween.hpp"

namespace tabula::gui {

// Where a piece is drawn at this moment.
struct PieceFrame {
  sf::FloatRect rect;
  float rotation = 0.f;
  float flip = 1.f;  // horizontal scale: 0 mid-turn; a turning piece shows its back while < 0
  bool moving = false;
};

class PieceAnimator {
 public:
  static constexpr float kDuration = 0.22f;
  static constexpr float kStagger = 0.05f;

  // Starts tweens for events[from, end) going from `before` to `after`.
  // `hidden_before(zone)` says whether pieces in a zone were backs to the viewer.
  void start(const std::vector<Event>& events, std::size_t from, const Scene& before,
             const Scene& after, const std::function<bool(ZoneId)>& hidden_before);
  void update(float dt);
  void finish_all() { tweens_.clear(); }
  [[nodiscard]] bool busy() const { return !tweens_.empty(); }
  // The frame of scene piece `index` (its index in after.pieces).
  [[nodiscard]] PieceFrame frame(const ScenePiece& piece, std::size_t index) const;

 private:
  struct Move {
    sf::FloatRect from;
    float from_rotation = 0.f;
    bool turn = false;  // show the back during the first half
    Tween tween;
  };
  std::map<std::size_t, Move> tweens_;  // by index into the new scene's pieces
};

}  // namespace tabula::gui
