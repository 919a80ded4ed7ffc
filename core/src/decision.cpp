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

// The ids a request offers, shortened when there are many: "a b c" or
// "bid_1 bid_2 bid_3 bid_4 bid_5 bid_6 … bid_12 bid_13 (13 options)".
std::string option_ids(const Request& r) {
  constexpr std::size_t kAll = 10, kHead = 6, kTail = 2;
  const std::size_t n = r.options.size();
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    if (n > kAll && i == kHead) {
      out += " \u2026";
      i = n - kTail;
    }
    out += (out.empty() ? "" : " ") + r.options[i].id;
  }
  if (n > kAll) out += " (" + std::to_string(n) + " options)";
  return out;
}

// "; waiting for seat 2: bid_1 … bid_13" (and the other open requests).
std::string waiting_for(const Decision& d) {
  std::string out;
  for (std::size_t i = 0; i < d.requests.size(); ++i) {
    if (d.answers[i]) continue;
    out += (out.empty() ? "; waiting for " : "; and for ") + seat_name(d.requests[i].seat) + ": " +
           option_ids(d.requests[i]);
  }
  return out;
}

std::optional<std::string> check_count(const Request& r, std::size_t n) {
  if (n >= static_cast<std::size_t>(r.min) && n <= static_cast<std::size_t>(r.max))
    return std::nullopt;
  const std::string want = r.min == r.max ? std::to_string(r.min)
                                          : std::to_string(r.min) + " to " + std::to_string(r.max);
  return "wrong number of picks: " + std::to_string(n) + " given, " + want + " expected";
}

std::string unknown(const Request& r, const std::string& pick) {
  return "unknown option '" + pick + "'; " + seat_name(r.seat) + " may pick: " + option_ids(r);
}

std::optional<std::string> check_picks(const Request& r, const Choice& c) {
  if (auto why = check_count(r, c.picks.size())) return why;
  const std::size_t n = c.picks.size();
  if (n <= 8) {
    for (std::size_t i = 0; i < n; ++i) {
      if (!r.find(c.picks[i])) return unknown(r, c.picks[i]);
      for (std::size_t j = 0; j < i; ++j)
        if (c.picks[j] == c.picks[i]) return "option '" + c.picks[i] + "' picked twice";
    }
    return std::nullopt;
  }
  // Many picks (a replay may hold anything): sets keep the check linear.
  std::unordered_set<std::string_view> ids, seen;
  for (const Option& o : r.options) ids.insert(o.id);
  for (const std::string& pick : c.picks) {
    if (!ids.count(pick)) return unknown(r, pick);
    if (!seen.insert(pick).second) return "option '" + pick + "' picked twice";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_choice(const Decision* d, const Choice& c, int seats) {
  if (c.seat < 0 || (seats > 0 && c.seat >= seats))
    return "there is no " + seat_name(c.seat) +
           (seats > 0 ? ": the game has " + std::to_string(seats) + " seats" : "");
  if (!d) return std::string("no decision is pending");
  bool asked = false;
  for (const Request& r : d->requests) asked = asked || r.seat == c.seat;
  if (!asked) return seat_name(c.seat) + " is not asked now" + waiting_for(*d);
  const Request* r = d->open_request(c.seat);
  if (!r) return seat_name(c.seat) + " has already decided" + waiting_for(*d);
  return check_picks(*r, c);
}

}  // namespace tabula
