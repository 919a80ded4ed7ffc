#include "profile_report.hpp"

#include <cstdio>
#include <string>

namespace tabula::cli {

namespace {

constexpr std::size_t kTopFunctions = 20, kTopLines = 12, kTopCalls = 15, kTopCallers = 3;
constexpr std::size_t kJsonTop = 100;

std::string profile_percent(std::uint64_t n, std::uint64_t of) {
  char text[16];
  std::snprintf(text, sizeof text, "%5.1f%%", of ? 100.0 * static_cast<double>(n) / of : 0.0);
  return text;
}

std::string profile_fn(const RulesProfile& p, const std::string& place) {
  const auto name = p.names.find(place);
  return name == p.names.end() ? place : place + " (" + name->second + ")";
}

std::uint64_t profile_get(const std::map<std::string, std::uint64_t>& m, const std::string& k) {
  const auto it = m.find(k);
  return it == m.end() ? 0 : it->second;
}

void profile_calls(std::ostream& out, const RulesProfile& p, int games) {
  out << "Calls of C functions (the core's and the library's), per game, and the lines that "
         "call them most:\n";
  for (const auto& [call, n] : profile_top(p.calls, kTopCalls)) {
    char count[32];
    std::snprintf(count, sizeof count, "%10.1f  ", static_cast<double>(n) / std::max(games, 1));
    out << count << call;
    const auto from = p.callers.find(call);
    const char* sep = "  from ";
    if (from != p.callers.end())
      for (const auto& [line, k] : profile_top(from->second, kTopCallers)) {
        out << sep << line << " (" << 100 * k / n << " %)";
        sep = ", ";
      }
    out << '\n';
  }
}

}  // namespace

void profile_text(std::ostream& out, const RulesProfile& p, int games) {
  out << "\nProfile of the rules: " << p.samples << " samples, one every " << p.period
      << " Lua instructions (time inside calls into the core is not sampled)\n"
      << "  self  total  function (self: samples in its own code; total: on the stack)\n";
  for (const auto& [fn, n] : profile_top(p.self, kTopFunctions))
    out << profile_percent(n, p.samples) << ' '
        << profile_percent(profile_get(p.total, fn), p.samples) << "  " << profile_fn(p, fn)
        << '\n';
  out << "Lines:\n";
  for (const auto& [line, n] : profile_top(p.lines, kTopLines))
    out << profile_percent(n, p.samples) << "  " << line << '\n';
  profile_calls(out, p, games);
}

nlohmann::json profile_json(const RulesProfile& p) {
  nlohmann::json fns = nlohmann::json::array(), lines = nlohmann::json::array(),
                 calls = nlohmann::json::array();
  for (const auto& [fn, n] : profile_top(p.self, kJsonTop)) {
    const auto name = p.names.find(fn);
    fns.push_back({{"function", fn},
                   {"name", name == p.names.end() ? "" : name->second},
                   {"self", n},
                   {"total", profile_get(p.total, fn)}});
  }
  for (const auto& [line, n] : profile_top(p.lines, kJsonTop))
    lines.push_back({{"line", line}, {"samples", n}});
  for (const auto& [call, n] : profile_top(p.calls, kJsonTop)) {
    nlohmann::json from = nlohmann::json::array();
    if (const auto it = p.callers.find(call); it != p.callers.end())
      for (const auto& [line, k] : profile_top(it->second, kJsonTop))
        from.push_back({{"line", line}, {"calls", k}});
    calls.push_back({{"call", call}, {"calls", n}, {"from", from}});
  }
  return {{"period", p.period},
          {"samples", p.samples},
          {"functions", fns},
          {"lines", lines},
          {"calls", calls}};
}

}  // namespace tabula::cli
