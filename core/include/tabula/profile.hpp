// A profile of a game's rule scripts (SessionConfig::profile): where their
// Lua instructions go, sampled, and every call they make into the core,
// counted. Places are "folder/file.lua:line", relative to the games folder
// ("spacetrace/ships.lua:88", "lib/standing.lua:12").
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace tabula {

struct RulesProfile {
  // One sample every `period` Lua VM instructions, taken where the rules are.
  std::uint64_t period = 0;
  std::uint64_t samples = 0;
  // By function (the place of its first line): samples in its own code, and
  // samples with it anywhere on the stack (each function once a sample).
  std::map<std::string, std::uint64_t> self, total;
  std::map<std::string, std::string> names;    // a name a function was called by
  std::map<std::string, std::uint64_t> lines;  // samples by the line running
  // Calls into the core by function ("prop"), and by function and the line
  // that called it ("prop" -> "spacetrace/ships.lua:88" -> n).
  std::map<std::string, std::uint64_t> calls;
  std::map<std::string, std::map<std::string, std::uint64_t>> callers;

  void merge(const RulesProfile& other);
};

// The entries of `counts`, largest first (ties by key), at most `limit`.
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> profile_top(
    const std::map<std::string, std::uint64_t>& counts, std::size_t limit);

}  // namespace tabula
