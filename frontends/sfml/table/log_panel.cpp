#include "table/log_panel.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

void LogPanel::clear() {
  ++revision_;
  entries_.clear();
  dirty_ = true;
  scroll_ = 0;
}

void LogPanel::add(const std::vector<LogLine>& lines) {
  for (const LogLine& l : lines) {
    if (!entries_.empty() && !entries_.back().heading &&
        entries_.back().line.plain() == l.plain()) {
      ++entries_.back().repeat;
    } else {
      entries_.push_back({l, 1, false});
    }
  }
  if (!lines.empty()) {
    dirty_ = true;
    ++revision_;
  }
}

void LogPanel::add_heading(const std::string& text) {
  LogLine l;
  l.segments.push_back({text, theme::kAccent, true});
  entries_.push_back({l, 1, true});
  dirty_ = true;
  ++revision_;
}

void LogPanel::relayout(Ui& ui, float width) {
  rows_.clear();
  const unsigned px = ui.text_px(theme::kTextSmall);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    std::vector<LogSegment> segs = e.line.segments;
    if (e.repeat > 1)
      segs.push_back({"  \xC3\x97" + std::to_string(e.repeat), theme::kTextFaint, true});
    Row row{{}, i};
    const float indent = ui.s(12);
    float x = e.heading ? 0.f : indent;
    const float space = draw::text_width(ui.font(), " ", px);
    for (const LogSegment& seg : segs) {
      const sf::Font& font = seg.bold ? ui.bold() : ui.font();
      std::size_t pos = 0;
      while (pos <= seg.text.size()) {
        std::size_t sp = seg.text.find(' ', pos);
        if (sp == std::string::npos) sp = seg.text.size();
        const std::string word = seg.text.substr(pos, sp - pos);
        const float w = draw::text_width(font, word, px);
        if (!word.empty()) {
          if (x + w > width && !row.words.empty()) {
            rows_.push_back(std::move(row));
            row = Row{{}, i};
            x = indent + ui.s(8);
          }
          row.words.push_back({word, seg.colour, seg.bold, x});
          x += w;
        }
        if (sp < seg.text.size()) x += space;
        pos = sp + 1;
      }
    }
    rows_.push_back(std::move(row));
  }
  layout_width_ = width;
  layout_px_ = px;
  dirty_ = false;
}

void LogPanel::frame(Ui& ui, sf::FloatRect rect) {
  if (const float w = ui.wheel(rect); w != 0) scroll_ += w * 3.f;
  const std::string key =
      std::to_string(revision_) + "|" + std::to_string(scroll_) + "|" + std::to_string(ui.scale());
  cache_.draw(ui, rect, key, [&] { paint(ui, rect); });
}

void LogPanel::paint(Ui& ui, sf::FloatRect rect) {
  sf::RenderTarget& t = ui.target();
  ui.panel(rect, ui.s(10), theme::kPanel, false);
  const sf::FloatRect head{rect.left + ui.s(14), rect.top, rect.width - ui.s(28), ui.s(34)};
  ui.label_in("LOG", head, theme::kTextSmall, theme::kTextFaint, draw::Align::Left, true);
  const sf::FloatRect body{rect.left + ui.s(12), rect.top + ui.s(34), rect.width - ui.s(24),
                           rect.height - ui.s(42)};
  const unsigned px = ui.text_px(theme::kTextSmall);
  const std::size_t before = rows_.size();
  if (dirty_ || layout_width_ != body.width || layout_px_ != px) relayout(ui, body.width);
  const float lh = ui.font().getLineSpacing(px) * 1.08f;
  const int visible = std::max(1, static_cast<int>(body.height / lh));
  const int total = static_cast<int>(rows_.size());
  const int max_scroll = std::max(0, total - visible);
  if (scroll_ > 0 && rows_.size() > before)
    scroll_ += static_cast<float>(rows_.size() - before);  // keep the reader's place
  scroll_ = std::clamp(scroll_, 0.f, static_cast<float>(max_scroll));
  const int first = std::max(0, total - visible - static_cast<int>(scroll_));
  float y = body.top + body.height - lh * static_cast<float>(std::min(visible, total));
  for (int r = first; r < std::min(total, first + visible); ++r) {
    const Row& row = rows_[static_cast<std::size_t>(r)];
    const bool newest = row.entry + 3 >= entries_.size();
    for (const Word& w : row.words) {
      const sf::Color c = newest ? w.colour : scale_alpha(w.colour, 0.85f);
      draw::text(t, w.bold ? ui.bold() : ui.font(), w.text, px, {body.left + w.x, y}, c);
    }
    if (entries_[row.entry].line.message && !entries_[row.entry].heading && !row.words.empty() &&
        row.words.front().x < ui.s(14))
      draw::circle(t, {body.left + ui.s(4), y + lh * 0.5f}, ui.s(2.2f), theme::kAccent);
    y += lh;
  }
  if (max_scroll > 0) {
    // A thin scroll bar.
    const float frac = static_cast<float>(visible) / static_cast<float>(total);
    const float h = std::max(ui.s(20), body.height * frac);
    const float pos = (1.f - (scroll_ + visible) / static_cast<float>(total)) * body.height;
    draw::rounded_rect(t,
                       {rect.left + rect.width - ui.s(6),
                        body.top + std::clamp(pos, 0.f, body.height - h), ui.s(3), h},
                       ui.s(1.5f), sf::Color(255, 255, 255, 50));
  }
  if (entries_.empty())
    ui.label_in("Nothing has happened yet.", body, theme::kTextSmall, theme::kTextFaint,
                draw::Align::Center);
}

}  // namespace tabula::gui
