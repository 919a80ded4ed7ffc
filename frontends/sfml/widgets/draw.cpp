#include "widgets/draw.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/text_probe.hpp"

namespace tabula::gui::draw {
namespace {

constexpr float kPi = 3.14159265f;

sf::Color mix_colour(sf::Color a, sf::Color b, float k) {
  k = std::clamp(k, 0.f, 1.f);
  auto ch = [k](sf::Uint8 x, sf::Uint8 y) {
    return static_cast<sf::Uint8>(x + (y - x) * k + 0.5f);
  };
  return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), ch(a.a, b.a)};
}

sf::Color with_alpha_(sf::Color c, sf::Uint8 a) {
  c.a = a;
  return c;
}

// Opaque shapes hide what is under them: the text probe must know (tests).
void report_cover(const sf::RenderTarget& t, sf::FloatRect box, sf::Color a,
                  const sf::RenderStates& s, sf::Color b = sf::Color::White) {
  if (TextProbe* probe = TextProbe::active(); probe && a.a >= 200 && b.a >= 200)
    probe->cover(t, box, s.transform);
}

int corner_segments(float radius) {
  return std::clamp(static_cast<int>(radius / 2.5f), 2, 10);
}

// Opaque shapes need no blending: software renderers fill them much faster.
sf::RenderStates solid(const sf::RenderStates& s, sf::Color a, sf::Color b = sf::Color::White) {
  if (a.a < 255 || b.a < 255 || s.blendMode != sf::BlendAlpha || s.texture) return s;
  sf::RenderStates out = s;
  out.blendMode = sf::BlendNone;
  return out;
}

// Perimeter of a rounded rectangle with a fixed number of segments per corner,
// clockwise from the top-left corner's start.
std::vector<sf::Vector2f> rounded_points(sf::FloatRect r, float radius, int segs) {
  radius = std::clamp(radius, 0.f, std::min(r.width, r.height) / 2.f);
  std::vector<sf::Vector2f> pts;
  pts.reserve(static_cast<std::size_t>(4 * (segs + 1)));
  const sf::Vector2f centres[4] = {{r.left + radius, r.top + radius},
                                   {r.left + r.width - radius, r.top + radius},
                                   {r.left + r.width - radius, r.top + r.height - radius},
                                   {r.left + radius, r.top + r.height - radius}};
  for (int c = 0; c < 4; ++c) {
    const float start = kPi + c * kPi / 2.f;
    for (int i = 0; i <= segs; ++i) {
      const float a = start + (kPi / 2.f) * static_cast<float>(i) / static_cast<float>(segs);
      pts.push_back({centres[c].x + std::cos(a) * radius, centres[c].y + std::sin(a) * radius});
    }
  }
  return pts;
}

sf::FloatRect expand(sf::FloatRect r, float by) {
  return {r.left - by, r.top - by, r.width + 2 * by, r.height + 2 * by};
}

// A band between two closed paths of equal length, colours per side.
void band(sf::RenderTarget& t, const std::vector<sf::Vector2f>& a, sf::Color ca,
          const std::vector<sf::Vector2f>& b, sf::Color cb, const sf::RenderStates& s) {
  sf::VertexArray v(sf::TriangleStrip);
  const std::size_t n = std::min(a.size(), b.size());
  if (n == 0) return;
  for (std::size_t i = 0; i <= n; ++i) {
    const std::size_t k = i % n;
    v.append({a[k], ca});
    v.append({b[k], cb});
  }
  t.draw(v, s);
}

void fan(sf::RenderTarget& t, sf::Vector2f centre, sf::Color cc,
         const std::vector<sf::Vector2f>& pts, sf::Color edge, const sf::RenderStates& s) {
  sf::VertexArray v(sf::TriangleFan);
  v.append({centre, cc});
  for (const auto& p : pts) v.append({p, edge});
  if (!pts.empty()) v.append({pts.front(), edge});
  t.draw(v, s);
}

int circle_segments(float radius) {
  return std::clamp(static_cast<int>(radius * 0.9f), 14, 72);
}

std::vector<sf::Vector2f> circle_points(sf::Vector2f c, float radius, int n = 0) {
  if (n <= 0) n = circle_segments(radius);
  std::vector<sf::Vector2f> pts;
  pts.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(n);
    pts.push_back({c.x + std::cos(a) * radius, c.y + std::sin(a) * radius});
  }
  return pts;
}

float cross(sf::Vector2f o, sf::Vector2f a, sf::Vector2f b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

float signed_area(const std::vector<sf::Vector2f>& p) {
  float area = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const auto& a = p[i];
    const auto& b = p[(i + 1) % p.size()];
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2.f;
}

bool convex(const std::vector<sf::Vector2f>& p) {
  if (p.size() < 4) return true;
  int sign = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const float c = cross(p[i], p[(i + 1) % p.size()], p[(i + 2) % p.size()]);
    if (std::abs(c) < 1e-6f) continue;
    const int s = c > 0 ? 1 : -1;
    if (sign != 0 && s != sign) return false;
    sign = s;
  }
  return true;
}

bool inside_triangle(sf::Vector2f p, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c) {
  const float d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
  const bool neg = d1 < 0 || d2 < 0 || d3<0, pos = d1> 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

void append_quad(sf::VertexArray& v, sf::Vector2f a, sf::Vector2f b, float width, sf::Color c) {
  sf::Vector2f d = b - a;
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1e-4f) return;
  const sf::Vector2f n(-d.y / len * width / 2.f, d.x / len * width / 2.f);
  v.append({a + n, c});
  v.append({b + n, c});
  v.append({b - n, c});
  v.append({a + n, c});
  v.append({b - n, c});
  v.append({a - n, c});
}

void append_disc(sf::VertexArray& v, sf::Vector2f c, float r, sf::Color col) {
  constexpr int n = 10;
  for (int i = 0; i < n; ++i) {
    const float a0 = 2 * kPi * i / n, a1 = 2 * kPi * (i + 1) / n;
    v.append({c, col});
    v.append({{c.x + std::cos(a0) * r, c.y + std::sin(a0) * r}, col});
    v.append({{c.x + std::cos(a1) * r, c.y + std::sin(a1) * r}, col});
  }
}

// Dash intervals along a path.
void dash_path(sf::VertexArray& v, const std::vector<sf::Vector2f>& pts, bool closed, float width,
               float dash, sf::Color colour) {
  const std::size_t n = pts.size();
  if (n < 2) return;
  float phase = 0;  // distance into the current dash+gap period
  dash = std::max(dash, 0.5f);
  const float period = dash * 2.f;
  const std::size_t segs = closed ? n : n - 1;
  for (std::size_t i = 0; i < segs; ++i) {
    const sf::Vector2f a = pts[i], b = pts[(i + 1) % n];
    const sf::Vector2f d = b - a;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    float pos = 0;
    while (pos < len) {
      const float in_period = std::fmod(phase, period);
      const bool on = in_period < dash;
      // At least a hundredth of a dash, so rounding can never stall the walk.
      const float step =
          std::max(dash * 0.01f, std::min(len - pos, on ? dash - in_period : period - in_period));
      if (on) append_quad(v, a + d * (pos / len), a + d * ((pos + step) / len), width, colour);
      pos += step;
      phase += step;
    }
  }
}

}  // namespace

sf::String utf8(std::string_view text) {
  return sf::String::fromUtf8(text.begin(), text.end());
}

sf::FloatRect inset(sf::FloatRect r, float by) {
  return {r.left + by, r.top + by, std::max(0.f, r.width - 2 * by),
          std::max(0.f, r.height - 2 * by)};
}
sf::Vector2f centre(sf::FloatRect r) {
  return {r.left + r.width / 2.f, r.top + r.height / 2.f};
}
sf::FloatRect rect_around(sf::Vector2f c, sf::Vector2f size) {
  return {c.x - size.x / 2.f, c.y - size.y / 2.f, size.x, size.y};
}

std::vector<sf::Vector2f> rounded_rect_points(sf::FloatRect r, float radius) {
  return rounded_points(r, radius, corner_segments(radius));
}

void rect(sf::RenderTarget& t, sf::FloatRect r, sf::Color fill, const sf::RenderStates& s) {
  sf::Vertex v[4] = {{{r.left, r.top}, fill},
                     {{r.left + r.width, r.top}, fill},
                     {{r.left, r.top + r.height}, fill},
                     {{r.left + r.width, r.top + r.height}, fill}};
  t.draw(v, 4, sf::TriangleStrip, solid(s, fill));
  report_cover(t, r, fill, s);
}

void rounded_rect(sf::RenderTarget& t, sf::FloatRect r, float radius, sf::Color fill,
                  const sf::RenderStates& s) {
  if (radius <= 0.5f) return rect(t, r, fill, s);
  fan(t, centre(r), fill, rounded_rect_points(r, radius), fill, solid(s, fill));
  report_cover(t, r, fill, s);
}

void rounded_gradient(sf::RenderTarget& t, sf::FloatRect r, float radius, sf::Color top,
                      sf::Color bottom, const sf::RenderStates& s) {
  const auto pts = rounded_rect_points(r, radius);
  sf::VertexArray v(sf::TriangleFan);
  v.append({centre(r), mix_colour(top, bottom, 0.5f)});
  for (std::size_t i = 0; i <= pts.size(); ++i) {
    const auto& p = pts[i % pts.size()];
    const float k = r.height > 0 ? (p.y - r.top) / r.height : 0.f;
    v.append({p, mix_colour(top, bottom, k)});
  }
  t.draw(v, solid(s, top, bottom));
  report_cover(t, r, top, s, bottom);
}

void rounded_outline(sf::RenderTarget& t, sf::FloatRect r, float radius, float thickness,
                     sf::Color colour, const sf::RenderStates& s) {
  const int segs = corner_segments(radius);
  band(t, rounded_points(r, radius, segs), colour,
       rounded_points(inset(r, thickness), std::max(0.f, radius - thickness), segs), colour, s);
}

void dashed_outline(sf::RenderTarget& t, sf::FloatRect r, float radius, float thickness, float dash,
                    sf::Color colour, const sf::RenderStates& s) {
  sf::VertexArray v(sf::Triangles);
  dash_path(v, rounded_rect_points(inset(r, thickness / 2.f), radius), true, thickness, dash,
            colour);
  t.draw(v, s);
}

void shadow(sf::RenderTarget& t, sf::FloatRect r, float radius, float blur, sf::Vector2f offset,
            sf::Color colour, const sf::RenderStates& s) {
  r.left += offset.x;
  r.top += offset.y;
  const int segs = corner_segments(radius + blur);
  const auto inner = rounded_points(inset(r, blur / 2.f), std::max(0.f, radius - blur / 2.f), segs);
  fan(t, centre(r), colour, inner, colour, s);
  band(t, inner, colour, rounded_points(expand(r, blur / 2.f), radius + blur / 2.f, segs),
       with_alpha_(colour, 0), s);
}

void glow(sf::RenderTarget& t, sf::FloatRect r, float radius, float width, sf::Color colour,
          const sf::RenderStates& s) {
  const int segs = corner_segments(radius + width);
  band(t, rounded_points(r, radius, segs), colour,
       rounded_points(expand(r, width), radius + width, segs), with_alpha_(colour, 0), s);
}

void circle(sf::RenderTarget& t, sf::Vector2f c, float radius, sf::Color fill,
            const sf::RenderStates& s) {
  fan(t, c, fill, circle_points(c, radius), fill, solid(s, fill));
  report_cover(t, rect_around(c, {radius * 1.2f, radius * 1.2f}), fill, s);  // well inside
}

void circle_gradient(sf::RenderTarget& t, sf::Vector2f c, float radius, sf::Color inner,
                     sf::Color outer, const sf::RenderStates& s) {
  fan(t, {c.x - radius * 0.3f, c.y - radius * 0.35f}, inner, circle_points(c, radius), outer,
      solid(s, inner, outer));
  report_cover(t, rect_around(c, {radius * 1.2f, radius * 1.2f}), inner, s, outer);
}

void ring(sf::RenderTarget& t, sf::Vector2f c, float radius, float thickness, sf::Color colour,
          const sf::RenderStates& s) {
  const int n = circle_segments(radius);
  band(t, circle_points(c, radius, n), colour,
       circle_points(c, std::max(0.f, radius - thickness), n), colour, s);
}

std::vector<sf::Vector2f> triangulate(std::vector<sf::Vector2f> p) {
  std::vector<sf::Vector2f> out;
  if (p.size() < 3) return out;
  if (signed_area(p) < 0) std::reverse(p.begin(), p.end());
  std::vector<std::size_t> idx(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) idx[i] = i;
  std::size_t guard = 0;
  while (idx.size() > 3 && guard++ < p.size() * p.size()) {
    bool cut = false;
    for (std::size_t i = 0; i < idx.size(); ++i) {
      const auto& a = p[idx[(i + idx.size() - 1) % idx.size()]];
      const auto& b = p[idx[i]];
      const auto& c = p[idx[(i + 1) % idx.size()]];
      if (cross(a, b, c) <= 0) continue;  // reflex
      bool empty = true;
      for (std::size_t k : idx) {
        const auto& q = p[k];
        if (&q == &a || &q == &b || &q == &c) continue;
        if (inside_triangle(q, a, b, c)) {
          empty = false;
          break;
        }
      }
      if (!empty) continue;
      out.insert(out.end(), {a, b, c});
      idx.erase(idx.begin() + static_cast<std::ptrdiff_t>(i));
      cut = true;
      break;
    }
    if (!cut) break;  // degenerate input: give up on the rest
  }
  if (idx.size() == 3) out.insert(out.end(), {p[idx[0]], p[idx[1]], p[idx[2]]});
  return out;
}

bool point_in_polygon(const std::vector<sf::Vector2f>& poly, sf::Vector2f p) {
  bool in = false;
  for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const auto& a = poly[i];
    const auto& b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

void polygon(sf::RenderTarget& t, const std::vector<sf::Vector2f>& points, sf::Color fill,
             const sf::RenderStates& s) {
  if (points.size() < 3) return;
  if (TextProbe::active()) {
    // A boxy polygon (a hexagon, a tile) surely covers the middle 70 % of its
    // bounding box; a slanted or spiky one (a stadium, a star) is left out.
    sf::Vector2f lo = points.front(), hi = points.front();
    for (const auto& q : points) {
      lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
      hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
    }
    const float box = (hi.x - lo.x) * (hi.y - lo.y);
    if (box > 0 && std::abs(signed_area(points)) >= 0.7f * box)
      report_cover(t, rect_around((lo + hi) / 2.f, (hi - lo) * 0.7f), fill, s);
  }
  if (convex(points)) {
    sf::Vector2f c;
    for (const auto& q : points) c += q;
    c /= static_cast<float>(points.size());
    return fan(t, c, fill, points, fill, s);
  }
  const auto tris = triangulate(points);
  sf::VertexArray v(sf::Triangles);
  for (const auto& q : tris) v.append({q, fill});
  t.draw(v, s);
}

void polyline(sf::RenderTarget& t, const std::vector<sf::Vector2f>& pts, bool closed, float width,
              sf::Color colour, const sf::RenderStates& s) {
  if (pts.size() < 2) return;
  sf::VertexArray v(sf::Triangles);
  const std::size_t segs = closed ? pts.size() : pts.size() - 1;
  for (std::size_t i = 0; i < segs; ++i)
    append_quad(v, pts[i], pts[(i + 1) % pts.size()], width, colour);
  if (width > 2.5f)
    for (const auto& q : pts) append_disc(v, q, width / 2.f, colour);
  t.draw(v, s);
}

void line(sf::RenderTarget& t, sf::Vector2f a, sf::Vector2f b, float width, sf::Color colour,
          const sf::RenderStates& s) {
  sf::VertexArray v(sf::Triangles);
  append_quad(v, a, b, width, colour);
  t.draw(v, s);
}

void dashed_line(sf::RenderTarget& t, sf::Vector2f a, sf::Vector2f b, float width, float dash,
                 sf::Color colour, const sf::RenderStates& s) {
  sf::VertexArray v(sf::Triangles);
  dash_path(v, {a, b}, false, width, dash, colour);
  t.draw(v, s);
}

std::vector<sf::Vector2f> regular_polygon(sf::Vector2f c, float radius, int sides,
                                          float rotation_deg) {
  std::vector<sf::Vector2f> pts;
  for (int i = 0; i < sides; ++i) {
    const float a = (rotation_deg - 90.f) * kPi / 180.f +
                    2 * kPi * static_cast<float>(i) / static_cast<float>(sides);
    pts.push_back({c.x + std::cos(a) * radius, c.y + std::sin(a) * radius});
  }
  return pts;
}

std::vector<sf::Vector2f> star_points(sf::Vector2f c, float outer, float inner, int points,
                                      float rotation_deg) {
  std::vector<sf::Vector2f> pts;
  for (int i = 0; i < points * 2; ++i) {
    const float r = i % 2 == 0 ? outer : inner;
    const float a = (rotation_deg - 90.f) * kPi / 180.f +
                    kPi * static_cast<float>(i) / static_cast<float>(points);
    pts.push_back({c.x + std::cos(a) * r, c.y + std::sin(a) * r});
  }
  return pts;
}

// --- text ----------------------------------------------------------------------

unsigned px(float size) {
  return static_cast<unsigned>(std::max(1.f, std::round(size)));
}

float text_width(const sf::Font& font, std::string_view text, unsigned size) {
  const sf::String s = utf8(text);
  float w = 0;
  sf::Uint32 prev = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const sf::Uint32 c = s[i];
    if (prev) w += font.getKerning(prev, c, size);
    w += font.getGlyph(c, size, false).advance;
    prev = c;
  }
  return w;
}

float text(sf::RenderTarget& t, const sf::Font& font, std::string_view str, unsigned size,
           sf::Vector2f pos, sf::Color colour, Align align, const sf::RenderStates& s) {
  if (str.empty()) return 0;
  const float w = text_width(font, str, size);
  if (align == Align::Center) pos.x -= w / 2.f;
  if (align == Align::Right) pos.x -= w;
  sf::Text txt(utf8(str), font, size);
  txt.setFillColor(colour);
  txt.setPosition(std::round(pos.x), std::round(pos.y));
  t.draw(txt, s);
  // Faint texts (a watermark) are decoration, not something to read.
  if (TextProbe* probe = TextProbe::active(); probe && colour.a >= 60)
    probe->text(t, std::string(str), size, txt.getGlobalBounds(), s.transform);
  return w;
}

float text_in(sf::RenderTarget& t, const sf::Font& font, std::string_view str, unsigned size,
              sf::FloatRect box, sf::Color colour, Align align, const sf::RenderStates& s) {
  // SFML puts the baseline `size` below the top; cap height is about 0.73 em.
  const float y = box.top + box.height / 2.f - 0.635f * static_cast<float>(size);
  float x = box.left;
  if (align == Align::Center) x = box.left + box.width / 2.f;
  if (align == Align::Right) x = box.left + box.width;
  return text(t, font, str, size, {x, y}, colour, align, s);
}

std::string ellipsize(const sf::Font& font, std::string_view text, unsigned size, float width) {
  if (text_width(font, text, size) <= width) return std::string(text);
  const sf::String s = utf8(text);
  const float dots = text_width(font, "\xE2\x80\xA6", size);
  std::size_t n = s.getSize();
  while (n > 0) {
    --n;
    const auto bytes = s.substring(0, n).toUtf8();
    const std::string head(bytes.begin(), bytes.end());
    if (text_width(font, head, size) + dots <= width) {
      std::string shown = head + "\xE2\x80\xA6";
      if (TextProbe* probe = TextProbe::active()) probe->shortened(shown, std::string(text));
      return shown;
    }
  }
  return "";
}

unsigned fit_size(const sf::Font& font, std::string_view text, unsigned max, unsigned min,
                  float width) {
  for (unsigned size = max; size > min; --size)
    if (text_width(font, text, size) <= width) return size;
  return min;
}

std::vector<std::string> wrap(const sf::Font& font, std::string_view text, unsigned size,
                              float width) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) nl = text.size();
    const std::string_view para = text.substr(start, nl - start);
    std::string line;
    std::size_t pos = 0;
    while (pos < para.size()) {
      std::size_t sp = para.find(' ', pos);
      if (sp == std::string_view::npos) sp = para.size();
      const std::string word(para.substr(pos, sp - pos));
      const std::string candidate = line.empty() ? word : line + " " + word;
      if (!line.empty() && text_width(font, candidate, size) > width) {
        lines.push_back(line);
        line = word;
      } else {
        line = candidate;
      }
      pos = sp + 1;
    }
    lines.push_back(line);
    start = nl + 1;
  }
  return lines;
}

FittedText fit_lines(const sf::Font& font, std::string_view text, unsigned max, unsigned min,
                     float width, std::size_t max_lines, float height) {
  max_lines = std::max<std::size_t>(1, max_lines);
  auto fits = [&](const std::vector<std::string>& lines, unsigned size) {
    if (lines.size() > max_lines) return false;
    if (height > 0 && font.getLineSpacing(size) * static_cast<float>(lines.size()) > height)
      return false;
    for (const std::string& l : lines)
      if (text_width(font, l, size) > width) return false;  // a word longer than the line
    return true;
  };
  for (unsigned size = max; size >= min && size > 0; --size) {
    auto lines = max_lines == 1 ? std::vector<std::string>{std::string(text)}
                                : wrap(font, text, size, width);
    if (fits(lines, size)) return {std::move(lines), size, false};
    if (size == min) break;
  }
  // At the smallest size: as many lines as allowed (and as fit the height),
  // the last one cut.
  if (height > 0)
    max_lines = std::clamp<std::size_t>(static_cast<std::size_t>(height / font.getLineSpacing(min)),
                                        1, max_lines);
  std::vector<std::string> lines =
      max_lines == 1 ? std::vector<std::string>{std::string(text)} : wrap(font, text, min, width);
  FittedText out{{}, min, true};
  for (std::size_t i = 0; i < lines.size() && i < max_lines; ++i) {
    std::string line = lines[i];
    if (i + 1 == max_lines)
      for (std::size_t k = i + 1; k < lines.size(); ++k) line += " " + lines[k];
    out.lines.push_back(ellipsize(font, line, min, width));
  }
  return out;
}

void lines_in(sf::RenderTarget& t, const sf::Font& font, const FittedText& text, sf::FloatRect box,
              sf::Color colour, Align align, const sf::RenderStates& s) {
  if (text.lines.empty()) return;
  const float lh = font.getLineSpacing(text.size);
  const float n = static_cast<float>(text.lines.size());
  const float first = box.top + box.height / 2.f - lh * (n - 1.f) / 2.f;
  for (std::size_t i = 0; i < text.lines.size(); ++i)
    text_in(
        t, font, text.lines[i], text.size,
        {box.left, first + lh * static_cast<float>(i) - box.height / 2.f, box.width, box.height},
        colour, align, s);
}

}  // namespace tabula::gui::draw
