#include "table/decision_state.hpp"

#include <algorithm>

namespace tabula::gui {

bool DecisionState::same_as(const Request& r) const {
  if (!active_ || r.seat != request_.seat || r.prompt != request_.prompt || r.min != request_.min ||
      r.max != request_.max || r.options.size() != request_.options.size())
    return false;
  for (std::size_t i = 0; i < r.options.size(); ++i)
    if (r.options[i].id != request_.options[i].id) return false;
  return true;
}

void DecisionState::set(const Request* request) {
  if (request && same_as(*request)) return;
  selection_.clear();
  active_ = request != nullptr;
  request_ = request ? *request : Request{};
}

std::vector<int> DecisionState::options_for_piece(PieceId piece) const {
  std::vector<int> out;
  if (!active_ || piece == 0) return out;
  for (std::size_t i = 0; i < request_.options.size(); ++i)
    if (request_.options[i].piece == piece) out.push_back(static_cast<int>(i));
  return out;
}

int DecisionState::option_for_counter(const std::string& id) const {
  if (!active_ || id.empty()) return -1;
  auto numbered = [&](const std::string& o) {
    return o.size() > id.size() + 1 && o.compare(0, id.size(), id) == 0 && o[id.size()] == '_' &&
           std::all_of(o.begin() + static_cast<long>(id.size()) + 1, o.end(),
                       [](char c) { return c >= '0' && c <= '9'; });
  };
  int next = -1;
  for (std::size_t i = 0; i < request_.options.size(); ++i) {
    const std::string& o = request_.options[i].id;
    if (o == id) return static_cast<int>(i);
    if (next < 0 && numbered(o) && !selected(static_cast<int>(i))) next = static_cast<int>(i);
  }
  return next;
}

std::vector<int> DecisionState::options_for_zone(ZoneId zone) const {
  std::vector<int> out;
  if (!active_ || zone == 0) return out;
  for (std::size_t i = 0; i < request_.options.size(); ++i)
    if (request_.options[i].zone == zone && request_.options[i].piece == 0)
      out.push_back(static_cast<int>(i));
  return out;
}

bool DecisionState::selected(int index) const {
  return std::find(selection_.begin(), selection_.end(), index) != selection_.end();
}

std::optional<Choice> DecisionState::pick(int index) {
  if (!active_ || index < 0 || index >= option_count()) return std::nullopt;
  if (!multi())
    return Choice{request_.seat, {request_.options[static_cast<std::size_t>(index)].id}};
  auto it = std::find(selection_.begin(), selection_.end(), index);
  if (it != selection_.end()) {
    selection_.erase(it);
  } else {
    // At the limit, a new pick replaces the oldest (what people expect of a 1-of-n toggle).
    if (static_cast<int>(selection_.size()) >= request_.max && !selection_.empty())
      selection_.erase(selection_.begin());
    selection_.push_back(index);
  }
  return std::nullopt;
}

bool DecisionState::can_confirm() const {
  const int n = selected_count();
  return active_ && n >= request_.min && n <= request_.max;
}

Choice DecisionState::confirm() const {
  Choice c{request_.seat, {}};
  for (int i : selection_) c.picks.push_back(request_.options[static_cast<std::size_t>(i)].id);
  return c;
}

std::string DecisionState::hint() const {
  if (!multi()) return "";
  const int lo = request_.min, hi = std::min<int>(request_.max, option_count());
  std::string what = lo == hi ? "Choose " + std::to_string(lo)
                              : "Choose " + std::to_string(lo) + " to " + std::to_string(hi);
  if (lo == 0) what = "Choose up to " + std::to_string(hi);
  return what + " (" + std::to_string(selected_count()) + " chosen)";
}

}  // namespace tabula::gui
