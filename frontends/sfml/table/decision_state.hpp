// The request the shown seat owes, as the table presents it: which pieces
// and zones its options refer to, what is selected in a multi-pick, whether
// the selection can be confirmed, and the Choice to send. Holds a copy of
// the request, so it never points into a session that moved on.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tabula/decision.hpp"

namespace tabula::gui {

class DecisionState {
 public:
  // The request to present (nullptr: none). The selection survives when the
  // same request comes again (a redraw), and is dropped otherwise.
  void set(const Request* request);
  void clear() { set(nullptr); }

  [[nodiscard]] bool active() const { return active_; }
  // Whether `r` is the request shown now (a redraw, not a new decision).
  [[nodiscard]] bool same_as(const Request& r) const;
  [[nodiscard]] const Request& request() const { return request_; }
  [[nodiscard]] int option_count() const { return static_cast<int>(request_.options.size()); }
  // Several picks, or a pick count other than exactly one: select, then confirm.
  [[nodiscard]] bool multi() const { return active_ && (request_.max != 1 || request_.min != 1); }
  // The options that refer to `piece` / `zone` (zone options without a piece).
  [[nodiscard]] std::vector<int> options_for_piece(PieceId piece) const;
  [[nodiscard]] std::vector<int> options_for_zone(ZoneId zone) const;
  // The option a table counter answering `id` picks (a cube to pay): the
  // option with that id, else the first unselected of id_1, id_2, ... (one
  // cube each, in a pick of several); -1 when none.
  [[nodiscard]] int option_for_counter(const std::string& id) const;
  [[nodiscard]] bool selected(int index) const;
  [[nodiscard]] int selected_count() const { return static_cast<int>(selection_.size()); }
  // Single pick: the choice to send. Multi-pick: toggles it and returns nothing.
  [[nodiscard]] std::optional<Choice> pick(int index);
  [[nodiscard]] bool can_confirm() const;
  [[nodiscard]] Choice confirm() const;
  void clear_selection() { selection_.clear(); }
  // "Choose 1 to 2 (1 chosen)" for multi-picks; "" otherwise.
  [[nodiscard]] std::string hint() const;

 private:
  bool active_ = false;
  Request request_;
  std::vector<int> selection_;  // option indexes, in the order picked
};

}  // namespace tabula::gui
