// Bots by spec: "random", "greedy", "mcts[:easy|normal|hard]".
#include "bots/bots.hpp"

namespace tabula {
namespace {

constexpr int kGreedyWorlds = 16;  // worlds the greedy bot averages each answer over

// A level's budget: in live play a thinking time, else a share of the
// game's iterations for the normal level (docs/bots.md).
bots::Budget level_budget(const std::string& level, const BotSettings& s) {
  if (s.iterations > 0) return {s.iterations, 0};
  if (s.think_ms > 0) return {0, s.think_ms};
  const bool easy = level == "easy", hard = level == "hard";
  if (s.live) return {0, easy ? 250 : hard ? 4000 : 1000};
  const int normal = std::max(1, s.game_iterations);
  return {easy ? std::max(1, normal / 8) : hard ? normal * 4 : normal, 0};
}

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& spec, std::uint64_t seed,
                              const BotSettings& settings) {
  if (spec == "random") return std::make_unique<RandomBot>(seed);
  // Greedy thinks as long as Normal in live play (a Spacetrace turn would
  // take seconds for all its worlds); where play must be reproducible it
  // judges every answer in all of them.
  if (spec == "greedy")
    return bots::make_greedy(seed, kGreedyWorlds, level_budget("normal", settings).think_ms);
  if (spec == "mcts")
    return bots::make_mcts(seed, level_budget("normal", settings), settings.playout);
  for (const char* level : {"easy", "normal", "hard"})
    if (spec == std::string("mcts:") + level)
      return bots::make_mcts(seed, level_budget(level, settings), settings.playout);
  return nullptr;
}

std::vector<std::string> bot_names() {
  return {"random", "greedy", "mcts:easy", "mcts:normal", "mcts:hard", "mcts"};
}

const std::vector<BotLevel>& bot_levels() {
  static const std::vector<BotLevel> levels = {{"random", "Random"},
                                               {"mcts:easy", "Easy"},
                                               {"mcts:normal", "Normal"},
                                               {"mcts:hard", "Hard"},
                                               {"greedy", "Greedy"}};
  return levels;
}

const BotLevel* bot_level(const std::string& spec) {
  const std::string& full = spec == "mcts" ? "mcts:normal" : spec;
  for (const BotLevel& level : bot_levels())
    if (level.spec == full) return &level;
  return nullptr;
}

std::string bot_spec_list() {
  std::string out;
  for (const std::string& name : bot_names()) out += (out.empty() ? "" : ", ") + name;
  return out;
}

BotSettings bot_settings(const Manifest& manifest, bool live) {
  BotSettings s;
  s.live = live;
  s.game_iterations = manifest.bot_iterations;
  s.playout = manifest.bot_playout;
  return s;
}

}  // namespace tabula
