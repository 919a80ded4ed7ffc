#include "scene/zone_arranger.hpp"

#include <algorithm>
#include <cmath>

namespace tabula::gui {
namespace {

// `piece` shrunk (never grown) to fit `room`, keeping its shape.
sf::Vector2f fit_piece(sf::Vector2f piece, sf::Vector2f room) {
  const float s = std::min({1.f, room.x / piece.x, room.y / piece.y});
  return {piece.x * s, piece.y * s};
}

float aligned_start(const std::string& align, float from, float room, float used) {
  if (align == "left" || align == "top") return from;
  if (align == "right" || align == "bottom") return from + room - used;
  return from + (room - used) / 2.f;
}

}  // namespace

std::vector<ArrangedSlot> ZoneArranger::arrange(const Arrangement& a, sf::FloatRect rect,
                                                sf::Vector2f piece, int count) {
  if (count <= 0 || piece.x <= 0 || piece.y <= 0) return {};
  switch (a.style) {
    case ZoneStyle::Stack:
      return stack(rect, piece, count);
    case ZoneStyle::Fan:
      return fan(a, rect, piece, count);
    case ZoneStyle::Row:
      return line(a, rect, piece, count, false);
    case ZoneStyle::Column:
      return line(a, rect, piece, count, true);
    case ZoneStyle::Grid:
      return grid(a, rect, piece, count);
    case ZoneStyle::Free:
      return scatter(rect, piece, count);
    case ZoneStyle::Hidden:
      return {};
  }
  return {};
}

std::vector<ArrangedSlot> ZoneArranger::stack(sf::FloatRect rect, sf::Vector2f piece, int count) {
  const sf::Vector2f size = fit_piece(piece, {rect.width, rect.height});
  const int shown = std::min(count, kStackDepth);
  const float step = std::max(1.f, size.x * 0.018f);
  std::vector<ArrangedSlot> out;
  const float cx = rect.left + (rect.width - size.x) / 2.f,
              cy = rect.top + (rect.height - size.y) / 2.f;
  for (int i = count - shown; i < count; ++i) {
    const float depth = static_cast<float>(count - 1 - i);  // 0 for the top piece
    out.push_back({i, {cx + depth * step, cy + depth * step, size.x, size.y}, 0.f});
  }
  return out;
}

std::vector<ArrangedSlot> ZoneArranger::line(const Arrangement& a, sf::FloatRect rect,
                                             sf::Vector2f piece, int count, bool vertical) {
  const sf::Vector2f size =
      vertical ? fit_piece(piece, {rect.width, piece.y}) : fit_piece(piece, {piece.x, rect.height});
  const float len = vertical ? size.y : size.x;
  const float room = vertical ? rect.height : rect.width;
  const float gap = len * 0.08f;
  float step = len + gap;
  if (count > 1 && len + step * static_cast<float>(count - 1) > room)
    step = std::max(len * 0.06f, (room - len) / static_cast<float>(count - 1));
  const float used = len + step * static_cast<float>(count - 1);
  const float start = aligned_start(a.align, vertical ? rect.top : rect.left, room, used);
  std::vector<ArrangedSlot> out;
  for (int i = 0; i < count; ++i) {
    const float at = start + step * static_cast<float>(i);
    if (vertical)
      out.push_back({i, {rect.left + (rect.width - size.x) / 2.f, at, size.x, size.y}, 0.f});
    else
      out.push_back({i, {at, rect.top + (rect.height - size.y) / 2.f, size.x, size.y}, 0.f});
  }
  return out;
}

std::vector<ArrangedSlot> ZoneArranger::fan(const Arrangement& a, sf::FloatRect rect,
                                            sf::Vector2f piece, int count) {
  const sf::Vector2f size = fit_piece(piece, {piece.x, rect.height * 0.92f});
  const float room = rect.width;
  // Side by side while they fit (every title readable); overlapping only
  // when the hand outgrows its zone.
  float step = size.x * 1.06f;
  if (count > 1 && size.x + step * static_cast<float>(count - 1) > room)
    step = std::max(size.x * 0.05f, (room - size.x) / static_cast<float>(count - 1));
  const float used = size.x + step * static_cast<float>(count - 1);
  const float start = aligned_start(a.align, rect.left, room, used);
  // The turn grows with the hand: a pair barely turns, a full hand spreads.
  const float spread = a.fan_angle * std::min(1.f, static_cast<float>(count - 1) / 8.f);
  std::vector<ArrangedSlot> out;
  for (int i = 0; i < count; ++i) {
    const float t =
        count > 1 ? static_cast<float>(i) / static_cast<float>(count - 1) * 2.f - 1.f : 0.f;
    const float drop = t * t * size.y * 0.06f * (spread / 16.f);
    out.push_back({i,
                   {start + step * static_cast<float>(i),
                    rect.top + (rect.height - size.y) / 2.f + drop, size.x, size.y},
                   t * spread / 2.f});
  }
  return out;
}

std::vector<ArrangedSlot> ZoneArranger::grid(const Arrangement& a, sf::FloatRect rect,
                                             sf::Vector2f piece, int count) {
  float scale = 1.f;
  int cols = 1, rows = 1;
  sf::Vector2f size = piece;
  for (int attempt = 0; attempt < 40; ++attempt) {
    size = {piece.x * scale, piece.y * scale};
    const float gap = size.x * 0.08f;
    cols = a.columns > 0 ? a.columns
                         : std::max(1, static_cast<int>((rect.width + gap) / (size.x + gap)));
    cols = std::min(cols, count);
    rows = (count + cols - 1) / cols;
    const float w = cols * size.x + (cols - 1) * gap, h = rows * size.y + (rows - 1) * gap;
    if (w <= rect.width + 0.5f && h <= rect.height + 0.5f) break;
    scale *= 0.92f;
  }
  const float gap = size.x * 0.08f;
  const float w = cols * size.x + (cols - 1) * gap, h = rows * size.y + (rows - 1) * gap;
  const float x0 = aligned_start(a.align, rect.left, rect.width, w);
  const float y0 = rect.top + (rect.height - h) / 2.f;
  std::vector<ArrangedSlot> out;
  for (int i = 0; i < count; ++i) {
    const int c = i % cols, r = i / cols;
    out.push_back({i, {x0 + c * (size.x + gap), y0 + r * (size.y + gap), size.x, size.y}, 0.f});
  }
  return out;
}

std::vector<ArrangedSlot> ZoneArranger::scatter(sf::FloatRect rect, sf::Vector2f piece, int count) {
  const sf::Vector2f size = fit_piece(piece, {rect.width, rect.height});
  const sf::Vector2f c{rect.left + rect.width / 2.f, rect.top + rect.height / 2.f};
  std::vector<ArrangedSlot> out;
  if (count == 1) return {{0, {c.x - size.x / 2.f, c.y - size.y / 2.f, size.x, size.y}, 0.f}};
  // A sunflower spiral: even spacing for any count, shrinking to stay inside.
  const float limit = std::max(0.f, std::min(rect.width, rect.height) / 2.f - size.x * 0.35f);
  const float natural = size.x * 0.55f * std::sqrt(static_cast<float>(count));
  const float radius = std::min(limit, natural);
  for (int i = 0; i < count; ++i) {
    const float r = radius * std::sqrt((static_cast<float>(i) + 0.5f) / static_cast<float>(count));
    const float angle = static_cast<float>(i) * 2.39996323f;
    out.push_back({i,
                   {c.x + std::cos(angle) * r - size.x / 2.f,
                    c.y + std::sin(angle) * r - size.y / 2.f, size.x, size.y},
                   0.f});
  }
  return out;
}

}  // namespace tabula::gui
