// Scripted input for tests: steps like "click option 2" are turned into the
// same mouse events a person would make, aimed at what the top screen says
// is at that place, so a test proves the real input path works.
// Steps: click option N | click confirm | click cover | click button LABEL |
//        click game ID (launcher) | hover option N | key ctrl+z | key esc |
//        key up | key f1 | key f5 | type TEXT (into the focused field, then
//        Enter) | wait N (frames).
#pragma once

#include <string>
#include <vector>

#include <SFML/Window/Event.hpp>

#include "screens/screen.hpp"

namespace tabula::gui {

class InputScript {
 public:
  explicit InputScript(std::vector<std::string> steps) : steps_(std::move(steps)) {}

  // Advances by one frame; appends the events to inject now. Sets `error` on
  // a step it does not understand.
  void step(const Screen& top, std::vector<sf::Event>& inject, std::string& error);
  [[nodiscard]] bool done() const { return index_ >= steps_.size(); }
  [[nodiscard]] std::string current() const { return done() ? "" : steps_[index_]; }

 private:
  static sf::Event mouse(sf::Event::EventType type, sf::Vector2f at);
  static bool key_event(const std::string& name, sf::Event& out);

  std::vector<std::string> steps_;
  std::size_t index_ = 0;
  int phase_ = 0;  // clicks: 0 aim, 1 released next frame, 2 settle
  int wait_ = 0;
  sf::Vector2f at_;
};

}  // namespace tabula::gui
