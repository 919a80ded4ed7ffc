#include "piece_options.hpp"

#include <vector>

namespace tabula {

void name_piece_options(const State& state, Request& request) {
  auto& options = request.options;
  std::vector<char> visible(options.size());
  for (std::size_t i = 0; i < options.size(); ++i)
    visible[i] = options[i].derived && state.visible(options[i].piece, request.seat);
  for (std::size_t i = 0; i < options.size(); ++i) {
    Option& o = options[i];
    if (!o.derived) continue;
    const std::string& def = state.piece(o.piece)->def;
    int n = 1;  // this one is the n-th with the same base id
    for (std::size_t j = 0; j < i; ++j) {
      if (!options[j].derived || visible[j] != visible[i]) continue;
      n += !visible[i] || state.piece(options[j].piece)->def == def;
    }
    if (!visible[i])
      o.id = "hidden_" + std::to_string(n);
    else if (def.empty())
      o.id = std::to_string(o.piece);
    else
      o.id = n > 1 ? def + "#" + std::to_string(n) : def;
  }
}

}  // namespace tabula
