#include "tabula/bot.hpp"
#include "tabula/session.hpp"

namespace tabula {

std::uint64_t play_bots(Session& session, std::vector<std::unique_ptr<Bot>>& bots) {
  std::uint64_t made = 0;
  while (const Decision* d = session.decision()) {
    bool moved = false;
    for (const Request& r : d->requests) {
      Bot* bot = bots[static_cast<std::size_t>(r.seat)].get();
      if (!bot || !d->open_request(r.seat)) continue;
      const View view = session.view(r.seat);
      Choice c{r.seat, bot->choose(view, r)};
      if (auto why = session.apply(c)) return made;  // a bot bug: leave it to the caller
      ++made;
      moved = true;
      break;  // the decision may have changed: look again
    }
    if (!moved) break;  // only humans are asked
  }
  return made;
}

}  // namespace tabula
