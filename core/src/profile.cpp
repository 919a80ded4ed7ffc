#include "tabula/profile.hpp"

#include <algorithm>

namespace tabula {

namespace {

void profile_add(std::map<std::string, std::uint64_t>& into,
                 const std::map<std::string, std::uint64_t>& from) {
  for (const auto& [key, n] : from) into[key] += n;
}

}  // namespace

void RulesProfile::merge(const RulesProfile& other) {
  period = other.period != 0 ? other.period : period;
  samples += other.samples;
  profile_add(self, other.self);
  profile_add(total, other.total);
  profile_add(lines, other.lines);
  profile_add(calls, other.calls);
  for (const auto& [key, name] : other.names) names.emplace(key, name);
  for (const auto& [call, from] : other.callers) profile_add(callers[call], from);
}

std::vector<std::pair<std::string, std::uint64_t>> profile_top(
    const std::map<std::string, std::uint64_t>& counts, std::size_t limit) {
  std::vector<std::pair<std::string, std::uint64_t>> top(counts.begin(), counts.end());
  std::stable_sort(top.begin(), top.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  if (top.size() > limit) top.resize(limit);
  return top;
}

}  // namespace tabula
