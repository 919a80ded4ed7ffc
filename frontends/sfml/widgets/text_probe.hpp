// A test instrument: while it is on (tabula-gui --dump-text FILE), the
// drawing primitives report every line of text with its box in window
// pixels, whether it was shortened and what it stands for, and every opaque
// shape (which hides what was drawn under it); widgets report the areas
// whose hover shows a full text. A frame asked for is kept with what a
// player cannot read in it: a text cut with no full text on hover, a text
// partly covered, two texts over each other. tests/gui/gui_check.cpp judges
// the file. Off, it costs one null test per primitive.
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Transform.hpp>
#include <nlohmann/json.hpp>

namespace tabula::gui {

class TextProbe {
 public:
  // What is drawn now. Texts on pieces and a board's printing may be covered
  // by pieces (as on a real table); a modal thing (tooltip, enlarged card,
  // menu, end screen) may cover anything. A picture (a game's cover in the
  // launcher) is looked at, not read: its texts are recorded (a test can
  // look for them) but not judged.
  enum class Role { Plain, Board, Piece, Option, Modal, Picture };

  // The probe the primitives report to: nullptr unless a test switched it on.
  [[nodiscard]] static TextProbe* active() { return active_; }
  static void switch_on(TextProbe* probe) { active_ = probe; }

  void begin_frame(sf::Vector2u window);
  // Keeps this frame (at its end) under `label`; the first label wins.
  void want(const std::string& label);
  [[nodiscard]] bool wanted() const { return !label_.empty(); }
  // The window rectangle the table is drawn in (the test checks it stays put).
  void set_table(sf::FloatRect r) { table_ = r; }
  void end_frame();
  // Everything kept, as JSON ({"frames": [...]}).
  [[nodiscard]] nlohmann::json to_json() const { return {{"frames", frames_}}; }

  // --- reports ----------------------------------------------------------------
  // `shown` is `full` shortened with "…" (draw::ellipsize).
  void shortened(const std::string& shown, const std::string& full);
  // A line of text; `local` is its box under `transform` and the target's view.
  void text(const sf::RenderTarget& t, const std::string& str, unsigned px, sf::FloatRect local,
            const sf::Transform& transform);
  // An opaque shape's bounding box.
  void cover(const sf::RenderTarget& t, sf::FloatRect local, const sf::Transform& transform);
  // Hovering `area` (window pixels) shows `full`; "*" : the piece shown large.
  void hover(sf::FloatRect area, const std::string& full);
  // The role of what is drawn from now on; returns the previous one.
  Role set_role(Role role);
  // The next texts belong to a new piece: a card drawn over another hides
  // the texts of the one below where they meet.
  void next_piece() { ++piece_; }

 private:
  struct Text {
    std::string text, full;
    sf::FloatRect box;  // window pixels, within the clip
    unsigned px = 0;
    int order = 0;
    Role role = Role::Plain;
    int piece = 0;         // which piece it is printed on (Role::Piece)
    bool cut = false;      // shortened, or running out of the window
    bool clipped = false;  // partly outside a scrolling list: not a defect
  };
  struct Cover {
    sf::FloatRect box;
    int order = 0;
    Role role = Role::Plain;
  };
  struct Hover {
    sf::FloatRect box;
    std::string full;
    int order = 0;
  };

  [[nodiscard]] sf::FloatRect to_window(const sf::RenderTarget& t, sf::FloatRect local,
                                        const sf::Transform& transform) const;
  [[nodiscard]] static sf::FloatRect clip_of(const sf::RenderTarget& t);
  // Share of `area`'s sample points hidden by covers drawn after `after`
  // that `counts` accepts.
  template <class Pred>
  [[nodiscard]] float hidden(sf::FloatRect area, int after, Pred counts) const;
  [[nodiscard]] bool on_hover(const Text& t) const;
  [[nodiscard]] nlohmann::json judge() const;

  static inline TextProbe* active_ = nullptr;
  sf::Vector2u window_;
  sf::FloatRect table_;
  std::string label_;
  int order_ = 0;
  Role role_ = Role::Plain;
  int piece_ = 0;
  std::vector<std::pair<std::string, std::string>> shortened_;  // shown, full
  std::vector<Text> texts_;
  std::vector<Cover> covers_;
  std::vector<Hover> hovers_;
  std::vector<nlohmann::json> frames_;
};

// Sets a role for one scope.
class ProbeRole {
 public:
  explicit ProbeRole(TextProbe::Role role)
      : before_(TextProbe::active() ? TextProbe::active()->set_role(role) : role) {}
  ~ProbeRole() {
    if (TextProbe::active()) TextProbe::active()->set_role(before_);
  }
  ProbeRole(const ProbeRole&) = delete;
  ProbeRole& operator=(const ProbeRole&) = delete;

 private:
  TextProbe::Role before_;
};

}  // namespace tabula::gui
