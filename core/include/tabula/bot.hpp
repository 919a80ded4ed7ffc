// Bots: programs that answer decisions from a seat's view, nothing more.
// A bot that looks ahead asks its View for worlds (View::sample_world): whole
// games its seat cannot tell from the real one. So no bot can cheat: all it
// is given depends only on what its seat may know (docs/bots.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/module.hpp"
#include "tabula/rng.hpp"
#include "tabula/view.hpp"

namespace tabula {

// What a bot thought of one option of its last decision (for a Hint).
struct OptionEstimate {
  std::string id;
  int visits = 0;    // how often the search tried it
  double value = 0;  // its average reward for the bot's seat: about the chance to win
};

class Bot {
 public:
  virtual ~Bot() = default;
  // The ids to pick for `request`, which view.request() also returns.
  [[nodiscard]] virtual std::vector<std::string> choose(const View& view,
                                                        const Request& request) = 0;
  // The options of the last decision with what the bot thought of them, best
  // first; empty for bots that do not weigh options.
  [[nodiscard]] virtual std::vector<OptionEstimate> estimates() const { return {}; }

  // Asks a bot thinking in another thread to stop: choose() returns soon
  // with what it has, and every later choose() at once, until clear_stop().
  // For a frontend that no longer wants the answer (an undo, the table
  // closed); safe from any thread.
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  void clear_stop() { stop_.store(false, std::memory_order_relaxed); }
  [[nodiscard]] bool stop_requested() const { return stop_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> stop_{false};
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

// How much a thinking bot may think.
struct BotSettings {
  // Live play: each level thinks for a time (easy 0.25 s, normal 1 s, hard
  // 4 s). Otherwise a level searches a fixed number of iterations, so the
  // same seed gives the same choice: the game's [bots] iterations for
  // normal, an eighth of it for easy, four times for hard.
  bool live = false;
  int game_iterations = 1000;  // Manifest::bot_iterations
  int playout = 0;             // Manifest::bot_playout: decisions before rules.evaluate, 0 = none
  int think_ms = 0;            // > 0: this long for every level (overrides the above)
  int iterations = 0;          // > 0: exactly this many for every level (overrides all)
};

// A bot by spec: "random", "greedy", "mcts" (= "mcts:normal"), "mcts:easy",
// "mcts:normal", "mcts:hard"; nullptr for an unknown spec.
[[nodiscard]] std::unique_ptr<Bot> make_bot(const std::string& spec, std::uint64_t seed,
                                            const BotSettings& settings = {});

// The specs make_bot knows, in the order launchers offer them.
[[nodiscard]] std::vector<std::string> bot_names();

// The bots a launcher offers, in order, and what it calls them: "random"
// (Random), "mcts:easy" (Easy), "mcts:normal" (Normal), "mcts:hard" (Hard),
// "greedy" (Greedy, the reference opponent).
struct BotLevel {
  std::string spec;
  std::string name;
};
[[nodiscard]] const std::vector<BotLevel>& bot_levels();
// The level a spec names ("mcts" is "mcts:normal"), or null for no bot.
[[nodiscard]] const BotLevel* bot_level(const std::string& spec);

// "random, greedy, mcts, ..." for messages.
[[nodiscard]] std::string bot_spec_list();

// The settings for `manifest`'s game: its [bots] values, live or not.
[[nodiscard]] BotSettings bot_settings(const Manifest& manifest, bool live);

}  // namespace tabula

namespace tabula {

class Session;

// Lets the bots answer every pending request of their seats (bots[seat];
// null for a human seat) until the game ends, fails, or waits for a human.
// Each bot sees only its own seat's view. Returns the number of choices made.
std::uint64_t play_bots(Session& session, std::vector<std::unique_ptr<Bot>>& bots);

}  // namespace tabula
