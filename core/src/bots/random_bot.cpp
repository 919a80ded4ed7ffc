#include "bots/playout.hpp"
#include "tabula/bot.hpp"

namespace tabula {

std::vector<std::string> RandomBot::choose(const View&, const Request& request) {
  return bots::random_picks(request, rng_);
}

}  // namespace tabula
