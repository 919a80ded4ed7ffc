#include "table/piece_animator.hpp"

#include <algorithm>
#include <set>

namespace tabula::gui {
namespace {

sf::FloatRect lerp(sf::FloatRect a, sf::FloatRect b, float t) {
  return {a.left + (b.left - a.left) * t, a.top + (b.top - a.top) * t,
          a.width + (b.width - a.width) * t, a.height + (b.height - a.height) * t};
}

// Index of `p` in `scene.pieces`.
std::size_t index_of(const Scene& scene, const ScenePiece* p) {
  return static_cast<std::size_t>(p - scene.pieces.data());
}

}  // namespace

void PieceAnimator::start(const std::vector<Event>& events, std::size_t from, const Scene& before,
                          const Scene& after, const std::function<bool(ZoneId)>& hidden_before) {
  tweens_.clear();
  // Per piece: the first source and the last destination of this batch.
  struct Trip {
    ZoneId from = 0, to = 0;
    int position = 0;
    bool moved = false, flipped = false;
  };
  std::map<PieceId, Trip> trips;
  std::vector<PieceId> order;
  for (std::size_t i = from; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.kind != EventKind::Moved && e.kind != EventKind::Flipped) continue;
    auto [it, fresh] = trips.try_emplace(e.piece);
    if (fresh) order.push_back(e.piece);
    if (e.kind == EventKind::Moved) {
      if (!it->second.moved) it->second.from = e.from;
      it->second.to = e.to;
      it->second.position = e.position;
      it->second.moved = true;
    } else {
      it->second.flipped = true;
    }
  }
  int stagger = 0;
  std::set<std::size_t> taken;
  for (PieceId id : order) {
    const Trip& trip = trips[id];
    const ScenePiece* now = after.piece(id);
    if (!now && trip.moved) now = after.piece_at(trip.to, trip.position);
    if (!now) continue;
    const std::size_t index = index_of(after, now);
    if (taken.count(index)) continue;
    Move m;
    if (const ScenePiece* was = before.piece(id)) {
      m.from = was->rect;
      m.from_rotation = was->rotation;
    } else if (trip.moved) {
      const SceneZone* z = before.zone(trip.from);
      if (!z) continue;
      const ScenePiece* top = before.piece_at(trip.from, z->zone.count - 1);
      m.from = top ? top->rect
                   : sf::FloatRect(z->rect.left + (z->rect.width - now->rect.width) / 2.f,
                                   z->rect.top + (z->rect.height - now->rect.height) / 2.f,
                                   now->rect.width, now->rect.height);
    } else {
      m.from = now->rect;  // a flip in place
    }
    const bool visible_now = !now->piece.hidden && now->piece.face_up;
    m.turn = visible_now && ((trip.moved && hidden_before(trip.from)) || trip.flipped);
    if (!trip.moved && !m.turn) continue;
    if (trip.moved && m.from == now->rect && !m.turn) continue;
    m.tween = Tween(kDuration + (m.turn ? 0.08f : 0.f),
                    kStagger * static_cast<float>(std::min(stagger++, 12)));
    taken.insert(index);
    tweens_[index] = m;
  }
}

void PieceAnimator::update(float dt) {
  for (auto it = tweens_.begin(); it != tweens_.end();) {
    it->second.tween.advance(dt);
    it = it->second.tween.done() ? tweens_.erase(it) : std::next(it);
  }
}

PieceFrame PieceAnimator::frame(const ScenePiece& piece, std::size_t index) const {
  auto it = tweens_.find(index);
  if (it == tweens_.end()) return {piece.rect, piece.rotation, 1.f, false};
  const Move& m = it->second;
  const float t = m.tween.value();
  PieceFrame f;
  f.rect = lerp(m.from, piece.rect, t);
  f.rotation = m.from_rotation + (piece.rotation - m.from_rotation) * t;
  f.moving = true;
  // A little lift in the middle of the trip.
  const float lift = 4.f * t * (1.f - t);
  f.rect.left -= f.rect.width * 0.04f * lift;
  f.rect.top -= f.rect.height * 0.06f * lift;
  f.rect.width *= 1.f + 0.08f * lift;
  f.rect.height *= 1.f + 0.08f * lift;
  if (m.turn) {
    const float lt = m.tween.linear();
    f.flip = lt < 0.5f ? -(1.f - lt * 2.f) : (lt - 0.5f) * 2.f;
  }
  return f;
}

}  // namespace tabula::gui
