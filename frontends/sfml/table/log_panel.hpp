// The scrolling log beside the table: lines of coloured text, wrapped to the
// panel's width, newest at the bottom. It follows new lines unless the reader
// scrolled up; repeated lines fold into one with a count ("x13").
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "table/narrator.hpp"
#include "table/panel_cache.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class LogPanel {
 public:
  void clear();
  void add(const std::vector<LogLine>& lines);
  // A line that separates rounds or marks a moment ("Round 3").
  void add_heading(const std::string& text);
  void frame(Ui& ui, sf::FloatRect rect);
  [[nodiscard]] std::size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    LogLine line;
    int repeat = 1;
    bool heading = false;
  };
  struct Word {
    std::string text;
    sf::Color colour;
    bool bold;
    float x;
  };
  struct Row {
    std::vector<Word> words;
    std::size_t entry;
  };
  void relayout(Ui& ui, float width);
  void paint(Ui& ui, sf::FloatRect rect);

  std::vector<Entry> entries_;
  std::vector<Row> rows_;
  float layout_width_ = -1.f;
  unsigned layout_px_ = 0;
  std::size_t laid_out_ = 0;
  float scroll_ = 0.f;  // rows scrolled up from the bottom
  bool dirty_ = true;
  std::size_t revision_ = 0;  // bumped by every change
  PanelCache cache_;
};

}  // namespace tabula::gui
