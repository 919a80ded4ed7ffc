#include "piece_options.hpp"

#include <array>
#include <string_view>
#include <unordered_map>

namespace tabula {
namespace {

// Up to this many options, a scan of the earlier ones beats a hash map (no
// allocation); past it, the map keeps naming linear, so that a request of a
// whole zone costs no more than the rules were charged for it.
constexpr std::size_t kScanOptions = 32;

// The id of option `o`, the n-th of its base id.
void name_option(Option& o, const std::string& def, bool visible, int n) {
  if (!visible)
    o.id = "hidden_" + std::to_string(n);
  else if (def.empty())
    o.id = std::to_string(o.piece);
  else
    o.id = n > 1 ? def + "#" + std::to_string(n) : def;
}

}  // namespace

void name_piece_options(const State& state, Request& request) {
  auto& options = request.options;
  const bool scan = options.size() <= kScanOptions;
  // For the scan: each option's definition (null for a hidden or listed
  // option) and its hash, taken once: the scan compares every pair, and
  // equal hashes first spares most string comparisons.
  std::array<const std::string*, kScanOptions> defs{};
  std::array<std::size_t, kScanOptions> hashes{};
  std::unordered_map<std::string_view, int> seen;  // visible options by definition
  int hidden = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    Option& o = options[i];
    if (!o.derived) continue;
    const std::string& def = state.piece(o.piece)->def;
    const bool visible = state.visible(o.piece, request.seat);
    int n = visible ? 1 : ++hidden;  // this one is the n-th with the same base id
    if (visible && scan) {
      defs[i] = &def;
      hashes[i] = std::hash<std::string_view>{}(def);
      for (std::size_t j = 0; j < i; ++j) n += defs[j] && hashes[j] == hashes[i] && *defs[j] == def;
    } else if (visible) {
      n = ++seen[def];
    }
    name_option(o, def, visible, n);
  }
}

}  // namespace tabula
