// tabula-bench: measures the engine's hot paths on one core and prints the
// median of several runs. Not a test: it asserts nothing about speed.
//
//   tabula-bench [--runs N] [--search [GAME]] [--step-budget N]
//                [--random GAME [--players P] [--games G]]
//
// --random: only random games of GAME (P players, G games a run), e.g. for
// `valgrind --tool=callgrind` with a small G.
// --step-budget: the instruction budget of a step. Under valgrind, which runs
// everything about 50 times slower, a big one keeps the step clock of
// uncounted steps from firing (a recount would be measured with the rest).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "search_bench.hpp"
#include "tabula/bot.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "tabula/sim.hpp"

using namespace tabula;

namespace tabula::bench {

double measure(int runs, const std::function<double()>& once) {
  std::vector<double> per_unit;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    const double units = once();
    per_unit.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() / units);
  }
  std::sort(per_unit.begin(), per_unit.end());
  return per_unit[per_unit.size() / 2];
}

}  // namespace tabula::bench

namespace {

using tabula::bench::measure;
using Clock = std::chrono::steady_clock;

std::shared_ptr<const Module> bench_module(const std::string& id) {
  SearchPaths paths = SearchPaths::standard({std::string(TABULA_BENCH_DIR) + "/modules"}, {});
  paths.mods.clear();
  Problems problems;
  auto m = load_game(id, paths, problems);
  if (!m) {
    std::fprintf(stderr, "%s\n", join(problems).c_str());
    std::exit(1);
  }
  return m;
}

GameSetup bench_setup(int players, std::map<std::string, std::string> options = {}) {
  GameSetup s;
  s.options = std::move(options);
  for (int i = 0; i < players; ++i)
    s.seats.push_back({"Seat " + std::to_string(i + 1), "", "random"});
  return s;
}

std::uint64_t step_budget = SessionConfig{}.instructions_per_step;

SessionConfig sim_config() {
  SessionConfig c;
  c.instructions_per_step = step_budget;
  c.record_events = false;
  c.snapshots = tabula::Snapshots::None;
  return c;
}

// Random games of `id` per second, played back to back in one session.
double games_per_second(const std::string& id, int players, int runs, int games = 2000) {
  Problems problems;
  auto s = Session::start(bench_module(id), bench_setup(players), sim_config(), problems);
  std::uint64_t seed = 1;
  const double spg = measure(runs, [&] {
    for (int g = 0; g < games; ++g, ++seed) {
      s->restart(seed);
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < players; ++p) bots.push_back(make_bot("random", seed * 31 + p));
      play_bots(*s, bots);
    }
    return games;
  });
  return 1.0 / spg;
}

// One decision round trip: the rules yield a decision, the session checks
// and records a fixed choice, the rules resume.
double round_trip_ns(int runs) {
  Problems problems;
  auto s = Session::start(bench_module("roundtrip"), bench_setup(1), sim_config(), problems);
  const Choice choice{0, {"a"}};
  std::uint64_t seed = 1;
  return 1e9 * measure(runs, [&] {
           s->restart(seed++);
           int n = 0;
           while (s->decision()) {
             (void)s->apply(choice);
             ++n;
           }
           return n;
         });
}

// One call from Lua into the core (game:counter), net of the loop around it.
double core_call_ns(int runs) {
  const auto m = bench_module("corecall");
  Problems problems;
  const auto setup_time = [&](int calls) {
    return measure(runs, [&] {
      auto s = Session::start(m, bench_setup(1, {{"calls", std::to_string(calls)}}), sim_config(),
                              problems);
      return 1.0;
    });
  };
  const int calls = 5'000'000;
  return 1e9 * (setup_time(calls) - setup_time(0)) / calls;
}

}  // namespace

// The search bot's figures for every game of the repository.
void search_table(int runs, const std::string& only) {
  const struct {
    const char* id;
    int players, iterations;
  } games[] = {{"goofspiel", 2, 2000},
               {"challengers", 2, 500},
               {"magnastorm", 4, 200},
               {"spacetrace", 2, 300},
               {"pony", 2, 200}};
  for (const auto& g : games)
    if (only.empty() || only == g.id)
      tabula::bench::search_rows(bench_module(g.id), g.players, g.iterations, runs, sim_config());
}

int main(int argc, char** argv) {
  int runs = 5;
  bool search = false;
  std::string only;  // --search GAME: that game only
  std::string random_game;
  int players = 2, games = 2000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
      runs = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--step-budget") == 0 && i + 1 < argc)
      step_budget = std::strtoull(argv[++i], nullptr, 10);
    if (std::strcmp(argv[i], "--random") == 0 && i + 1 < argc) random_game = argv[++i];
    if (std::strcmp(argv[i], "--players") == 0 && i + 1 < argc)
      players = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc)
      games = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--search") == 0) {
      search = true;
      if (i + 1 < argc && argv[i + 1][0] != '-') only = argv[++i];
    }
  }
  std::printf("| measure | median of %d runs |\n|---|---|\n", runs);
  if (search) {
    search_table(runs, only);
    return 0;
  }
  if (!random_game.empty()) {
    std::printf("| %s, %d players, random games | %.0f games/s |\n", random_game.c_str(), players,
                games_per_second(random_game, players, runs, games));
    return 0;
  }
  std::printf("| decision round trip (yield, choice, resume) | %.0f ns |\n", round_trip_ns(runs));
  std::printf("| one core call from Lua (game:counter) | %.0f ns |\n", core_call_ns(runs));
  for (int p : {2, 4})
    std::printf("| Goofspiel, %d players, random games | %.0f games/s |\n", p,
                games_per_second("goofspiel", p, runs));
  return 0;
}
