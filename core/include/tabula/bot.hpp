// Bots: programs that answer decisions from a seat's view, nothing more.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/rng.hpp"
#include "tabula/view.hpp"

namespace tabula {

class Bot {
 public:
  virtual ~Bot() = default;
  // The ids to pick for `request`, which view.request() also returns.
  [[nodiscard]] virtual std::vector<std::string> choose(const View& view, const Request& request) = 0;
};

// Picks a uniformly random number of options in [min, max], then a uniformly
// random subset of that size, from its own seeded generator (never the game's).
class RandomBot : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  [[nodiscard]] std::vector<std::string> choose(const View& view, const Request& request) override;

 private:
  Rng rng_;
};

// A bot by name ("random"); nullptr for an unknown name.
[[nodiscard]] std::unique_ptr<Bot> make_bot(const std::string& name, std::uint64_t seed);

// The names make_bot knows.
[[nodiscard]] std::vector<std::string> bot_names();

}  // namespace tabula

namespace tabula {

class Session;

// Lets the bots answer every pending request of their seats (bots[seat];
// null for a human seat) until the game ends, fails, or waits for a human.
// Each bot sees only its own seat's view. Returns the number of choices made.
std::uint64_t play_bots(Session& session, std::vector<std::unique_ptr<Bot>>& bots);

}  // namespace tabula
