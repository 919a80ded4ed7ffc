#include "tabula/decision.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_set>

namespace tabula {

const Option* Request::find(const std::string& id) const {
  for (const Option& o : options)
    if (o.id == id) return &o;
  return nullptr;
}

const Request* Decision::open_request(SeatIndex seat) const {
  for (std::size_t i = 0; i < requests.size(); ++i)
    if (requests[i].seat == seat && !answers[i]) return &requests[i];
  return nullptr;
}

std::vector<SeatIndex> Decision::waiting() const {
  std::vector<SeatIndex> seats;
  for (std::size_t i = 0; i < requests.size(); ++i)
    if (!answers[i]) seats.push_back(requests[i].seat);
  std::sort(seats.begin(), seats.end());
  return seats;
}

bool Decision::complete() const {
  return std::all_of(answers.begin(), answers.end(), [](const auto& a) { return a.has_value(); });
}

namespace {

std::string seat_name(SeatIndex s) {
  return "seat " + std::to_string(s + 1);
}

std::optional<std::string> check_picks(const Request& r, const Choice& c) {
  const std::size_t n = c.picks.size();
  if (n < static_cast<std::size_t>(r.min) || n > static_cast<std::size_t>(r.max)) {
    const std::string want = r.min == r.max
                                 ? std::to_string(r.min)
                                 : std::to_string(r.min) + " to " + std::to_string(r.max);
    return "wrong number of picks: " + std::to_string(n) + " given, " + want + " expected";
  }
  if (n <= 8) {
    for (std::size_t i = 0; i < n; ++i) {
      if (!r.find(c.picks[i])) return "unknown option '" + c.picks[i] + "'";
      for (std::size_t j = 0; j < i; ++j)
        if (c.picks[j] == c.picks[i]) return "option '" + c.picks[i] + "' picked twice";
    }
    return std::nullopt;
  }
  // Many picks (a replay may hold anything): sets keep the check linear.
  std::unordered_set<std::string_view> ids, seen;
  for (const Option& o : r.options) ids.insert(o.id);
  for (const std::string& pick : c.picks) {
    if (!ids.count(pick)) return "unknown option '" + pick + "'";
    if (!seen.insert(pick).second) return "option '" + pick + "' picked twice";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_choice(const Decision* d, const Choice& c) {
  if (!d) return std::string("no decision is pending");
  bool asked = false;
  for (const Request& r : d->requests) asked = asked || r.seat == c.seat;
  if (!asked) return seat_name(c.seat) + " is not asked to decide now";
  const Request* r = d->open_request(c.seat);
  if (!r) return seat_name(c.seat) + " has already decided";
  return check_picks(*r, c);
}

}  // namespace tabula
