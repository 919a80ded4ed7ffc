#include "app/input_script.hpp"

#include <cstdlib>

namespace tabula::gui {

sf::Event InputScript::mouse(sf::Event::EventType type, sf::Vector2f at) {
  sf::Event e;
  e.type = type;
  if (type == sf::Event::MouseMoved) {
    e.mouseMove = {static_cast<int>(at.x), static_cast<int>(at.y)};
  } else {
    e.mouseButton = {sf::Mouse::Left, static_cast<int>(at.x), static_cast<int>(at.y)};
  }
  return e;
}

bool InputScript::key_event(const std::string& name, sf::Event& out) {
  out.type = sf::Event::KeyPressed;
  out.key = {sf::Keyboard::Unknown, false, false, false, false};
  std::string k = name;
  if (k.rfind("ctrl+", 0) == 0) {
    out.key.control = true;
    k = k.substr(5);
  }
  if (k.size() == 1 && k[0] >= 'a' && k[0] <= 'z')
    out.key.code = static_cast<sf::Keyboard::Key>(sf::Keyboard::A + (k[0] - 'a'));
  else if (k == "esc")
    out.key.code = sf::Keyboard::Escape;
  else if (k == "enter")
    out.key.code = sf::Keyboard::Enter;
  else if (k == "space")
    out.key.code = sf::Keyboard::Space;
  else if (k == "left")
    out.key.code = sf::Keyboard::Left;
  else if (k == "right")
    out.key.code = sf::Keyboard::Right;
  else if (k == "up")
    out.key.code = sf::Keyboard::Up;
  else if (k == "down")
    out.key.code = sf::Keyboard::Down;
  else if (k == "f1")
    out.key.code = sf::Keyboard::F1;
  else if (k == "f5")
    out.key.code = sf::Keyboard::F5;
  else
    return false;
  return true;
}

void InputScript::step(const Screen& top, std::vector<sf::Event>& inject, std::string& error) {
  if (done()) return;
  const std::string& s = steps_[index_];
  if (wait_ > 0) {
    --wait_;
    return;
  }
  if (s.rfind("wait ", 0) == 0) {
    wait_ = std::atoi(s.c_str() + 5);
    ++index_;
    return;
  }
  if (s.rfind("key ", 0) == 0) {
    sf::Event e;
    if (!key_event(s.substr(4), e)) {
      error = "unknown key in script step '" + s + "'";
      return;
    }
    inject.push_back(e);
    wait_ = 2;
    ++index_;
    return;
  }
  if (s.rfind("type ", 0) == 0) {  // into the focused field, then Enter
    const sf::String text = sf::String::fromUtf8(s.begin() + 5, s.end());
    for (std::size_t i = 0; i <= text.getSize(); ++i) {
      sf::Event e;
      e.type = sf::Event::TextEntered;
      e.text.unicode = i < text.getSize() ? text[i] : 13;
      inject.push_back(e);
    }
    wait_ = 2;
    ++index_;
    return;
  }
  if (s.rfind("hover ", 0) == 0) {
    if (auto at = top.locate(s.substr(6))) {
      inject.push_back(mouse(sf::Event::MouseMoved, *at));
      ++index_;
    }
    return;
  }
  if (s.rfind("click ", 0) != 0) {
    error = "unknown script step '" + s + "' (click ..., hover ..., key ..., type TEXT, wait N)";
    return;
  }
  switch (phase_) {
    case 0:
      if (auto at = top.locate(s.substr(6))) {
        at_ = *at;
        inject.push_back(mouse(sf::Event::MouseMoved, at_));
        inject.push_back(mouse(sf::Event::MouseButtonPressed, at_));
        phase_ = 1;
      }
      return;  // not on screen yet: try again next frame
    case 1:
      inject.push_back(mouse(sf::Event::MouseButtonReleased, at_));
      phase_ = 0;
      wait_ = 3;
      ++index_;
      return;
    default:
      return;
  }
}

}  // namespace tabula::gui
