#include "widgets/text_probe.hpp"

#include <algorithm>
#include <cmath>

namespace tabula::gui {
namespace {

const char* role_name(TextProbe::Role r) {
  switch (r) {
    case TextProbe::Role::Board:
      return "board";
    case TextProbe::Role::Piece:
      return "piece";
    case TextProbe::Role::Option:
      return "option";
    case TextProbe::Role::Modal:
      return "modal";
    case TextProbe::Role::Picture:
      return "picture";
    case TextProbe::Role::Plain:
      break;
  }
  return "plain";
}

sf::FloatRect intersection(sf::FloatRect a, sf::FloatRect b) {
  sf::FloatRect out;
  return a.intersects(b, out) ? out : sf::FloatRect();
}

nlohmann::json rect_json(sf::FloatRect r) {
  auto round1 = [](float v) { return std::round(v * 10.f) / 10.f; };
  return {round1(r.left), round1(r.top), round1(r.width), round1(r.height)};
}

// Sample points spread over `r` (cell centres), at least 4 x 3.
template <class F>
void for_samples(sf::FloatRect r, F f) {
  const int nx = std::clamp(static_cast<int>(r.width / 3.f), 4, 32);
  const int ny = std::clamp(static_cast<int>(r.height / 3.f), 3, 12);
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x)
      f(sf::Vector2f(r.left + r.width * (static_cast<float>(x) + 0.5f) / static_cast<float>(nx),
                     r.top + r.height * (static_cast<float>(y) + 0.5f) / static_cast<float>(ny)));
}

}  // namespace

void TextProbe::begin_frame(sf::Vector2u window) {
  window_ = window;
  label_.clear();
  order_ = 0;
  role_ = Role::Plain;
  shortened_.clear();
  texts_.clear();
  covers_.clear();
  hovers_.clear();
}

void TextProbe::want(const std::string& label) {
  if (label_.empty()) label_ = label.empty() ? "frame" : label;
}

TextProbe::Role TextProbe::set_role(Role role) {
  const Role before = role_;
  role_ = role;
  return before;
}

void TextProbe::shortened(const std::string& shown, const std::string& full) {
  shortened_.emplace_back(shown, full);
}

sf::FloatRect TextProbe::clip_of(const sf::RenderTarget& t) {
  const sf::Vector2f size(t.getSize());
  const sf::FloatRect vp = t.getView().getViewport();
  return {vp.left * size.x, vp.top * size.y, vp.width * size.x, vp.height * size.y};
}

sf::FloatRect TextProbe::to_window(const sf::RenderTarget& t, sf::FloatRect local,
                                   const sf::Transform& transform) const {
  const sf::FloatRect r = transform.transformRect(local);
  const sf::Vector2i a = t.mapCoordsToPixel({r.left, r.top});
  const sf::Vector2i b = t.mapCoordsToPixel({r.left + r.width, r.top + r.height});
  return {static_cast<float>(std::min(a.x, b.x)), static_cast<float>(std::min(a.y, b.y)),
          static_cast<float>(std::abs(b.x - a.x)), static_cast<float>(std::abs(b.y - a.y))};
}

void TextProbe::text(const sf::RenderTarget& t, const std::string& str, unsigned px,
                     sf::FloatRect local, const sf::Transform& transform) {
  const sf::FloatRect box = to_window(t, local, transform);
  const sf::FloatRect clip = clip_of(t);
  const sf::FloatRect shown = intersection(box, clip);
  if (shown.width < 1.f || shown.height < 1.f) return;
  Text x;
  x.text = str;
  x.full = str;
  x.box = shown;
  x.px = px;
  x.order = ++order_;
  x.role = role_;
  x.piece = piece_;
  for (auto it = shortened_.rbegin(); it != shortened_.rend(); ++it)
    if (it->first == str) {
      x.cut = true;
      x.full = it->second;
      break;
    }
  const sf::FloatRect window{0, 0, static_cast<float>(window_.x), static_cast<float>(window_.y)};
  const bool whole_window = clip.width >= window.width - 1.f && clip.height >= window.height - 1.f;
  if (shown.width < box.width - 1.f || shown.height < box.height - 1.f) {
    if (whole_window)
      x.cut = true;  // runs out of the window
    else
      x.clipped = true;  // a scrolling list shows part of a row
  }
  texts_.push_back(std::move(x));
}

void TextProbe::cover(const sf::RenderTarget& t, sf::FloatRect local,
                      const sf::Transform& transform) {
  // A turned shape (a card in a fan) surely covers the upright rectangle
  // inside it; its upright bounding box would be far too large.
  const float* m = transform.getMatrix();
  if (std::abs(m[1]) > 1e-3f || std::abs(m[4]) > 1e-3f) {
    const float sin = std::abs(m[1]) / std::hypot(m[0], m[1]);
    const float cos = std::sqrt(1.f - sin * sin);
    const sf::Vector2f inner{local.width * cos - local.height * sin,
                             local.height * cos - local.width * sin};
    if (inner.x <= 0 || inner.y <= 0) return;
    const sf::Vector2f c{local.left + local.width / 2.f, local.top + local.height / 2.f};
    const sf::Vector2f mid = transform.transformPoint(c);
    const float scale = std::hypot(m[0], m[1]);
    const sf::FloatRect upright{mid.x - inner.x * scale / 2.f, mid.y - inner.y * scale / 2.f,
                                inner.x * scale, inner.y * scale};
    const sf::FloatRect box =
        intersection(to_window(t, upright, sf::Transform::Identity), clip_of(t));
    if (box.width >= 1.f && box.height >= 1.f) covers_.push_back({box, ++order_, role_});
    return;
  }
  const sf::FloatRect box = intersection(to_window(t, local, transform), clip_of(t));
  if (box.width < 1.f || box.height < 1.f) return;
  covers_.push_back({box, ++order_, role_});
}

void TextProbe::hover(sf::FloatRect area, const std::string& full) {
  hovers_.push_back({area, full, ++order_});
}

template <class Pred>
float TextProbe::hidden(sf::FloatRect area, int after, Pred counts) const {
  int all = 0, hit = 0;
  for_samples(area, [&](sf::Vector2f p) {
    ++all;
    for (const Cover& c : covers_)
      if (c.order > after && counts(c) && c.box.contains(p)) {
        ++hit;
        break;
      }
  });
  return all ? static_cast<float>(hit) / static_cast<float>(all) : 0.f;
}

bool TextProbe::on_hover(const Text& t) const {
  const sf::Vector2f c{t.box.left + t.box.width / 2.f, t.box.top + t.box.height / 2.f};
  for (const Hover& h : hovers_) {
    if (!h.box.contains(c)) continue;
    if (h.full != "*" && h.full.find(t.full) == std::string::npos) continue;
    // An enlarged card or a menu drawn over the hover area takes the mouse there.
    bool blocked = false;
    for (const Cover& k : covers_)
      blocked |=
          k.role == Role::Modal && k.order > h.order && k.order < t.order && k.box.contains(c);
    if (!blocked) return true;
  }
  return false;
}

nlohmann::json TextProbe::judge() const {
  nlohmann::json texts = nlohmann::json::array();
  std::vector<int> index(texts_.size(), -1);
  std::vector<float> visible(texts_.size(), 0.f);
  for (std::size_t i = 0; i < texts_.size(); ++i) {
    const Text& t = texts_[i];
    visible[i] = 1.f - hidden(t.box, t.order, [](const Cover&) { return true; });
    if (visible[i] < 0.05f) continue;
    // What covers a text by mistake: not a modal overlay, and for a piece's
    // text or a board's printing not a piece either (cards in a fan cover
    // each other, tokens stand on the board).
    const bool under_pieces = t.role == Role::Piece || t.role == Role::Board;
    const float covered = hidden(t.box, t.order, [&](const Cover& c) {
      return c.role != Role::Modal && !(under_pieces && c.role == Role::Piece);
    });
    index[i] = static_cast<int>(texts.size());
    nlohmann::json by;  // the first shape that covers it by mistake, to find it
    if (covered >= 0.15f)
      for (const Cover& c : covers_)
        if (c.order > t.order && c.role != Role::Modal &&
            !(under_pieces && c.role == Role::Piece) && c.box.intersects(t.box)) {
          by = {{"box", rect_json(c.box)}, {"role", role_name(c.role)}};
          break;
        }
    texts.push_back({{"text", t.text},
                     {"covered_by", by},
                     {"full", t.full},
                     {"box", rect_json(t.box)},
                     {"px", t.px},
                     {"role", role_name(t.role)},
                     {"cut", t.cut},
                     {"clipped", t.clipped},
                     {"hover", t.cut && on_hover(t)},
                     {"visible", std::round(visible[i] * 100.f) / 100.f},
                     {"covered", std::round(covered * 100.f) / 100.f}});
  }
  nlohmann::json overlaps = nlohmann::json::array();
  for (std::size_t i = 0; i < texts_.size(); ++i) {
    if (visible[i] < 0.3f) continue;
    for (std::size_t j = i + 1; j < texts_.size(); ++j) {
      if (visible[j] < 0.3f) continue;
      const Text &a = texts_[i], &b = texts_[j];
      if (a.role == Role::Picture || b.role == Role::Picture) continue;
      // Two cards: the later one is opaque, whatever its turn in a fan.
      if (a.role == Role::Piece && b.role == Role::Piece && a.piece != b.piece) continue;
      const sf::FloatRect in = intersection(a.box, b.box);
      if (in.width < 3.f || in.height < 0.3f * std::min(a.box.height, b.box.height)) continue;
      // The same words drawn twice a little apart: a shadow.
      const float near = std::max(3.f, 0.1f * std::min(a.box.height, b.box.height));
      if (a.text == b.text && std::abs(a.box.left - b.box.left) <= near &&
          std::abs(a.box.top - b.box.top) <= near)
        continue;
      // Where a shape drawn after the first text hides it, nothing clashes.
      if (1.f - hidden(in, a.order, [](const Cover&) { return true; }) >= 0.3f)
        overlaps.push_back({index[i], index[j]});
    }
  }
  return {{"texts", texts}, {"overlaps", overlaps}};
}

void TextProbe::end_frame() {
  if (label_.empty()) return;
  nlohmann::json frame = judge();
  frame["label"] = label_;
  frame["size"] = {window_.x, window_.y};
  frame["table"] = rect_json(table_);
  frames_.push_back(std::move(frame));
  label_.clear();
}

}  // namespace tabula::gui
