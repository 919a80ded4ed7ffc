#include "screens/aid_screen.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

AidScreen::AidScreen(Navigator& nav, std::string game_name, std::vector<AidBlock> blocks)
    : nav_(nav), name_(std::move(game_name)), blocks_(std::move(blocks)) {}

void AidScreen::show(Navigator& nav, const Manifest& manifest) {
  nav.push(std::make_unique<AidScreen>(nav, manifest.name, load_aid(manifest.dir)));
}

std::optional<sf::Vector2f> AidScreen::locate(const std::string& target) const {
  if (target == "button Close" && close_button_.width > 0) return draw::centre(close_button_);
  return std::nullopt;
}

float AidScreen::draw_blocks(Ui& ui, float x, float y, float w, const sf::FloatRect* clip) {
  sf::RenderTarget& t = ui.target();
  const float top = y;
  // Only lines that show in the clip are drawn.
  const auto shows = [&](float at, float h) {
    return clip && at + h > clip->top && at < clip->top + clip->height;
  };
  for (const AidBlock& b : blocks_) {
    const bool title = b.kind == AidBlock::Kind::Title;
    const bool heading = title || b.kind == AidBlock::Kind::Heading;
    const float size = title ? theme::kTextLarge : heading ? theme::kTextBody : theme::kTextBody;
    const unsigned px = ui.text_px(size);
    const sf::Font& font = heading ? ui.bold() : ui.font();
    const float line_h = font.getLineSpacing(px);
    if (heading) y += ui.s(title ? 4 : 12);
    const float step = ui.s(18) * static_cast<float>(b.depth);
    const float indent = b.kind == AidBlock::Kind::Item ? ui.s(18) + step : 0.f;
    if (shows(y, line_h) && b.kind == AidBlock::Kind::Item)
      draw::circle(t, {x + step + ui.s(6), y + line_h * 0.55f}, ui.s(2.5f),
                   b.depth ? theme::kTextDim : theme::kAccent);
    // A bold term starts the first line; the text goes on after it.
    float tx = x + indent;
    if (!b.term.empty()) {
      // "Act, in any order": a text that goes on with a comma takes no colon.
      const bool colon = !b.text.empty() && std::isalnum(static_cast<unsigned char>(b.text[0]));
      const std::string term = b.term + (colon ? ":" : "");
      if (shows(y, line_h)) draw::text(t, ui.bold(), term, px, {tx, y}, theme::kAccent);
      const bool joined = !colon && !b.text.empty() && std::strchr(",.;:", b.text[0]);
      tx += draw::text_width(ui.bold(), joined ? term : term + " ", px);
    }
    const sf::Color ink = heading ? (title ? theme::kText : theme::kAccent) : theme::kText;
    // The first line starts after the term; the others at the indent.
    std::vector<std::string> lines = draw::wrap(font, b.text, px, x + w - tx);
    if (!lines.empty()) {
      const std::string first = lines.front();
      const auto from = b.text.find_first_not_of(' ', first.size());
      const std::string rest = from == std::string::npos ? "" : b.text.substr(from);
      if (shows(y, line_h)) draw::text(t, font, first, px, {tx, y}, ink);
      y += line_h;
      for (const std::string& line :
           rest.empty() ? std::vector<std::string>{} : draw::wrap(font, rest, px, w - indent)) {
        if (shows(y, line_h)) draw::text(t, font, line, px, {x + indent, y}, ink);
        y += line_h;
      }
    } else {
      y += line_h;
    }
    y += ui.s(heading ? 4 : 6);
  }
  return y - top;
}

void AidScreen::frame(Ui& ui) {
  const ProbeRole modal(TextProbe::Role::Modal);  // over the launcher or the table
  sf::RenderTarget& t = ui.target();
  const sf::Vector2f size = ui.size();
  draw::rect(t, {0, 0, size.x, size.y}, sf::Color(8, 10, 14, 200));
  const float w = std::min(size.x - ui.s(60), ui.s(860));
  const float h = size.y - ui.s(60);
  const sf::FloatRect sheet{(size.x - w) / 2.f, ui.s(30), w, h};
  ui.panel(sheet, ui.s(14), theme::kPanel);
  draw::rounded_outline(t, sheet, ui.s(14), 1.f, theme::kBorder);
  const float pad = ui.s(26);
  ui.label_in("PLAYER AID \xC2\xB7 " + name_, {sheet.left + pad, sheet.top, w, ui.s(52)},
              theme::kTextSmall, theme::kTextFaint, draw::Align::Left, true);
  close_button_ = {sheet.left + w - pad - ui.s(110), sheet.top + ui.s(10), ui.s(110), ui.s(34)};
  const bool close = ui.button("aid-close", close_button_, "Close", ButtonKind::Normal);
  const sf::FloatRect body{sheet.left + pad, sheet.top + ui.s(56), w - 2 * pad,
                           h - ui.s(56) - ui.s(16)};
  draw::rect(t, {body.left, body.top - ui.s(6), body.width, 1.f}, theme::kBorder);
  const float content = draw_blocks(ui, body.left, 0.f, body.width - ui.s(14), nullptr);
  const float most = std::max(0.f, content - body.height);
  scroll_ = std::clamp(scroll_ - ui.wheel(body) * ui.s(60), 0.f, most);
  if (ui.key(sf::Keyboard::Down) || ui.key(sf::Keyboard::PageDown))
    scroll_ = std::min(most, scroll_ + body.height * 0.8f);
  if (ui.key(sf::Keyboard::Up) || ui.key(sf::Keyboard::PageUp))
    scroll_ = std::max(0.f, scroll_ - body.height * 0.8f);
  ui.begin_clip(body);
  if (blocks_.empty())
    ui.label_in("This game has no player aid (aid.md in its folder).", body, theme::kTextBody,
                theme::kTextDim, draw::Align::Center);
  (void)draw_blocks(ui, body.left, body.top - scroll_, body.width - ui.s(14), &body);
  ui.end_clip();
  ui.scroll_thumb({body.left + body.width - ui.s(6), body.top, ui.s(5), body.height}, scroll_,
                  content);
  const bool beside =
      ui.released() && !sheet.contains(ui.release_at()) && !sheet.contains(ui.down_at());
  if (!closed_ && (close || beside || ui.key(sf::Keyboard::Escape))) {
    closed_ = true;
    nav_.pop();
  }
}

}  // namespace tabula::gui
