#include "widgets/colour.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <vector>

namespace tabula::gui {
namespace {

struct Named {
  const char* name;
  sf::Color colour;
};

// Seat colours first (the order the launcher offers them), tuned to read on
// the dark table and the light card paper alike.
const Named kNamed[] = {
    {"red", {214, 69, 65}},      {"blue", {52, 120, 219}},    {"green", {67, 170, 90}},
    {"yellow", {236, 196, 52}},  {"purple", {150, 90, 190}},  {"orange", {236, 132, 44}},
    {"teal", {32, 166, 160}},    {"pink", {232, 104, 164}},   {"white", {240, 240, 236}},
    {"black", {30, 30, 34}},     {"grey", {140, 146, 154}},   {"gray", {140, 146, 154}},
    {"gold", {212, 168, 58}},    {"brown", {140, 96, 60}},    {"cyan", {64, 196, 220}},
    {"magenta", {200, 70, 180}}, {"silver", {190, 196, 204}}, {"navy", {36, 58, 110}},
    {"lime", {150, 210, 70}},    {"crimson", {176, 30, 56}},
};
constexpr int kSeatColours = 8;

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

bool parse_hex(const std::string& text, sf::Color& out) {
  const std::string h = text.substr(1);
  for (char c : h)
    if (hex_digit(c) < 0) return false;
  auto byte = [&](std::size_t i) {
    return static_cast<sf::Uint8>(hex_digit(h[i]) * 16 + hex_digit(h[i + 1]));
  };
  auto nibble = [&](std::size_t i) { return static_cast<sf::Uint8>(hex_digit(h[i]) * 17); };
  if (h.size() == 3)
    out = sf::Color(nibble(0), nibble(1), nibble(2));
  else if (h.size() == 6)
    out = sf::Color(byte(0), byte(2), byte(4));
  else if (h.size() == 8)
    out = sf::Color(byte(0), byte(2), byte(4), byte(6));
  else
    return false;
  return true;
}

sf::Uint8 channel(float v) {
  return static_cast<sf::Uint8>(std::clamp(v, 0.f, 255.f) + 0.5f);
}

}  // namespace

bool parse_colour(const std::string& text, sf::Color& out) {
  if (text.empty()) return false;
  if (text[0] == '#') return parse_hex(text, out);
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const Named& n : kNamed) {
    if (lower == n.name) {
      out = n.colour;
      return true;
    }
  }
  return false;
}

sf::Color colour_or(const std::string& text, sf::Color fallback) {
  sf::Color c = fallback;
  return parse_colour(text, c) ? c : fallback;
}

sf::Color seat_colour(const std::string& configured, int seat) {
  sf::Color c;
  if (parse_colour(configured, c)) return c;
  return kNamed[static_cast<std::size_t>(std::max(0, seat) % kSeatColours)].colour;
}

const std::vector<std::string>& seat_colour_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (int i = 0; i < kSeatColours; ++i) v.emplace_back(kNamed[i].name);
    return v;
  }();
  return names;
}

sf::Color lighten(sf::Color c, float t) {
  return mix(c, sf::Color(255, 255, 255, c.a), t);
}
sf::Color darken(sf::Color c, float t) {
  return mix(c, sf::Color(0, 0, 0, c.a), t);
}

sf::Color mix(sf::Color a, sf::Color b, float t) {
  t = std::clamp(t, 0.f, 1.f);
  return sf::Color(channel(a.r + (b.r - a.r) * t), channel(a.g + (b.g - a.g) * t),
                   channel(a.b + (b.b - a.b) * t), channel(a.a + (b.a - a.a) * t));
}

sf::Color with_alpha(sf::Color c, std::uint8_t alpha) {
  c.a = alpha;
  return c;
}

sf::Color scale_alpha(sf::Color c, float factor) {
  c.a = channel(c.a * factor);
  return c;
}

float luminance(sf::Color c) {
  auto lin = [](float v) {
    v /= 255.f;
    return v <= 0.03928f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
  };
  return 0.2126f * lin(c.r) + 0.7152f * lin(c.g) + 0.0722f * lin(c.b);
}

sf::Color ink_on(sf::Color background) {
  return luminance(background) > 0.36f ? sf::Color(28, 28, 32) : sf::Color(250, 250, 246);
}

std::string colour_hex(sf::Color c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

}  // namespace tabula::gui
