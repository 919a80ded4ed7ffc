#include "piece_options.hpp"

#include <string_view>
#include <unordered_map>

namespace tabula {

// Linear in the options (a map of the repeats, not a scan per option): a
// request of a whole zone must cost no more than the rules were charged.
void name_piece_options(const State& state, Request& request) {
  std::unordered_map<std::string_view, int> seen;  // visible options by definition
  int hidden = 0;
  for (Option& o : request.options) {
    if (!o.derived) continue;
    const std::string& def = state.piece(o.piece)->def;
    if (!state.visible(o.piece, request.seat)) {
      o.id = "hidden_" + std::to_string(++hidden);
      continue;
    }
    const int n = ++seen[def];  // this one is the n-th with the same base id
    if (def.empty())
      o.id = std::to_string(o.piece);
    else
      o.id = n > 1 ? def + "#" + std::to_string(n) : def;
  }
}

}  // namespace tabula
