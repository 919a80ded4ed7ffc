#include "screens/cover_screen.hpp"

#include <cmath>

#include "screens/table_screen.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void CoverScreen::accept() {
  if (done_) return;
  done_ = true;
  table_.game().accept_cover();
  table_.cover_closed();
}

void CoverScreen::frame(Ui& ui) {
  const ProbeRole modal(TextProbe::Role::Modal);  // over the table
  age_ += ui.dt();
  sf::RenderTarget& t = ui.target();
  const TableGame& game = table_.game();
  const SeatIndex seat = game.pending_seat();
  const auto& seats = game.setup().seats;
  const std::string name =
      seat >= 0 ? seats[static_cast<std::size_t>(seat)].name : "the next player";
  const sf::Color c = seat >= 0 ? table_.kit().layout().seat_colour(
                                      seat, seats[static_cast<std::size_t>(seat)].color)
                                : theme::kAccent;
  const sf::Vector2f size = ui.size();
  // A backdrop in the next player's colour, so the hand-over is unmistakable.
  sf::VertexArray bg(sf::TriangleFan);
  const sf::Vector2f mid{size.x / 2.f, size.y * 0.45f};
  bg.append({mid, mix(theme::kBackdrop, c, 0.28f)});
  const sf::Vector2f corners[] = {{0, 0}, {size.x, 0}, {size.x, size.y}, {0, size.y}, {0, 0}};
  for (const auto& p : corners) bg.append({p, theme::kBackdrop});
  t.draw(bg);

  const float r = ui.s(56);
  const float bob = std::sin(age_ * 2.f) * ui.s(3);
  draw::glow(t, draw::rect_around({mid.x, mid.y - ui.s(120) + bob}, {2 * r, 2 * r}), r, ui.s(30),
             with_alpha(c, 90));
  draw::circle_gradient(t, {mid.x, mid.y - ui.s(120) + bob}, r, lighten(c, 0.3f), c);
  draw::ring(t, {mid.x, mid.y - ui.s(120) + bob}, r, ui.s(3), lighten(c, 0.6f));
  ui.label_in(name.substr(0, 1),
              draw::rect_around({mid.x, mid.y - ui.s(120) + bob}, {2 * r, 2 * r}), 48.f, ink_on(c),
              draw::Align::Center, true);
  ui.label_in("Pass the screen to " + name, {0, mid.y - ui.s(30), size.x, ui.s(50)},
              theme::kTextHuge, theme::kText, draw::Align::Center, true);
  ui.label_in("Everyone else, look away: " + name + "'s cards will show.",
              {0, mid.y + ui.s(24), size.x, ui.s(30)}, theme::kTextLarge, theme::kTextDim,
              draw::Align::Center);
  button_ = {mid.x - ui.s(150), mid.y + ui.s(80), ui.s(300), ui.s(54)};
  if (ui.button("cover-ok", button_, "I am " + name + ": show me", ButtonKind::Primary)) accept();
  ui.label_in("Enter or Space", {0, button_.top + button_.height + ui.s(8), size.x, ui.s(24)},
              theme::kTextSmall, theme::kTextFaint, draw::Align::Center);
  if (ui.key(sf::Keyboard::Enter) || ui.key(sf::Keyboard::Space)) accept();
  if (done_) table_.kit().table().finish_animations();
}

std::optional<sf::Vector2f> CoverScreen::locate(const std::string& target) const {
  if (target != "cover" || button_.width <= 0) return std::nullopt;
  return draw::centre(button_);
}

}  // namespace tabula::gui
