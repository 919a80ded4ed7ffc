#include "search_bench.hpp"

#include <cstdio>

#include "tabula/bot.hpp"
#include "tabula/session.hpp"
#include "tabula/view.hpp"

namespace tabula::bench {
namespace {

// A session at the first decision of round 2 of a random game on seed 1
// (or after 50 decisions, for a game whose turns are all in one round).
std::unique_ptr<Session> search_start(const std::shared_ptr<const Module>& module, int players,
                                      SessionConfig config) {
  GameSetup setup;
  for (int i = 0; i < players; ++i)
    setup.seats.push_back({"Seat " + std::to_string(i + 1), "", "random"});
  setup.seed = 1;
  config.record_events = false;
  config.snapshots = Snapshots::Last;
  Problems problems;
  auto s = Session::start(module, setup, config, problems);
  RandomBot bot(7);
  for (int made = 0; s && made < 50; ++made) {
    const Decision* d = s->decision();
    if (!d || s->state().flow().round >= 2) break;
    const SeatIndex seat = d->waiting().front();
    (void)s->apply({seat, bot.choose(s->view(seat), *d->open_request(seat))});
  }
  return s;
}

// Random play from `world` for `cutoff` decisions (0: to the end), then the evaluation.
void search_playout(Session& world, RandomBot& bot, int cutoff) {
  for (int made = 0; cutoff == 0 || made < cutoff; ++made) {
    const Decision* d = world.decision();
    if (!d) break;
    const SeatIndex seat = d->waiting().front();
    (void)world.apply({seat, bot.choose(world.view(seat), *d->open_request(seat))});
  }
  (void)world.evaluate();
}

}  // namespace

void search_rows(const std::shared_ptr<const Module>& module, int players, int iterations, int runs,
                 SessionConfig config) {
  const auto s = search_start(module, players, config);
  if (!s || !s->decision()) return;
  const SeatIndex seat = s->decision()->waiting().front();
  const View view = s->view(seat);
  const Request request = *s->decision()->open_request(seat);
  BotSettings settings = bot_settings(module->manifest, false);
  settings.iterations = iterations;
  std::uint64_t seed = 1;
  const double iteration = measure(runs, [&] {
    (void)make_bot("mcts", seed++, settings)->choose(view, request);
    return iterations;
  });
  const double copy = measure(runs, [&] {
    for (int i = 0; i < 20; ++i) (void)view.search_copy();
    return 20;
  });
  auto world = view.search_copy();
  const int k = std::max(20, iterations / 4);
  const double sample = measure(runs, [&] {
    for (int i = 0; i < k; ++i) view.sample_world(seed++, *world);
    return k;
  });
  RandomBot bot(3);
  const double sample_playout = measure(runs, [&] {
    for (int i = 0; i < k; ++i) {
      view.sample_world(seed++, *world);
      search_playout(*world, bot, settings.playout);
    }
    return k;
  });
  const std::string name = module->manifest.name + ", " + std::to_string(players) + " players";
  std::printf("| %s: search iterations (mcts, %d per decision) | %.0f /s |\n", name.c_str(),
              iterations, 1 / iteration);
  std::printf("| %s: search copy (once per bot) | %.0f µs |\n", name.c_str(), 1e6 * copy);
  std::printf("| %s: determinize (sample_world) | %.0f µs |\n", name.c_str(), 1e6 * sample);
  std::printf("| %s: playout (%s) | %.0f µs |\n", name.c_str(),
              settings.playout > 0
                  ? (std::to_string(settings.playout) + " decisions, then rules.evaluate").c_str()
                  : "to the end",
              1e6 * (sample_playout - sample));
}

}  // namespace tabula::bench
