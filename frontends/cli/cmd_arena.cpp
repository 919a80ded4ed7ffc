// tabula arena --game G --players N --seats A,B[,...] --games K
//              [--think MS | --iterations I] [--seed S] [--jobs J] [--json]
// Bots against each other: K games with the seats rotated, so every deal is
// played from every seat; each spec's win rate with a 95 % interval. The
// flags and the JSON keys are a public contract (docs/bots.md).
#include <cmath>
#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "progress.hpp"
#include "seats.hpp"
#include "tabula/sim.hpp"
#include "wilson.hpp"

namespace tabula::cli {
namespace {

double ms_per_decision(const SpecReport& s) {
  return s.decisions > 0 ? 1000 * s.think_seconds / static_cast<double>(s.decisions) : 0;
}

nlohmann::json arena_json(const SimReport& r) {
  nlohmann::json seats = nlohmann::json::array();
  for (const SpecReport& s : r.specs) {
    const Interval ci = wilson(s.wins, r.games);
    seats.push_back({{"spec", s.spec},
                     {"wins", s.wins},
                     {"win_rate", r.games > 0 ? s.wins / r.games : 0},
                     {"ci_low", ci.low},
                     {"ci_high", ci.high},
                     {"ms_per_decision", ms_per_decision(s)}});
  }
  nlohmann::json j = {{"game", r.game}, {"players", r.players}, {"games", r.games},
                      {"ties", r.ties}, {"seconds", r.seconds}, {"errors", r.errors},
                      {"seats", seats}};
  if (r.errors > 0) j["first_error"] = {{"seed", r.first_error_seed}, {"message", r.first_error}};
  return j;
}

void arena_text(const SimReport& r) {
  std::cout << r.game << ", " << r.players << " players, " << r.games << " games (" << r.ties
            << " ties, " << r.errors << " errors) in " << std::fixed << std::setprecision(1)
            << r.seconds << " s\n";
  if (!r.mods.empty()) std::cout << mods_line(r) << '\n';
  for (const SpecReport& s : r.specs) {
    const Interval ci = wilson(s.wins, r.games);
    std::cout << "  " << std::left << std::setw(12) << s.spec << std::right << std::setw(7)
              << s.wins << " wins  " << std::setw(5) << 100 * s.wins / std::max(1, r.games)
              << " %  (95 %: " << 100 * ci.low << "–" << 100 * ci.high << " %)  "
              << ms_per_decision(s) << " ms/decision\n";
  }
}

}  // namespace

int cmd_arena(const std::vector<std::string>& args) {
  Globals g;
  std::string game, seats_text;
  SimConfig c;
  bool json = false;
  std::vector<std::string> option_args;
  po::options_description desc("arena options");
  desc.add_options()("game", po::value(&game), "game id or folder")(
      "players", po::value(&c.players)->default_value(2), "number of players")(
      "seats", po::value(&seats_text),
      "one bot spec per player: "
      "random, greedy, mcts, mcts:easy, mcts:normal, mcts:hard")(
      "games", po::value(&c.games)->default_value(100), "number of games (seats rotate each game)")(
      "think", po::value(&c.think_ms), "thinking bots think MS milliseconds per decision")(
      "iterations", po::value(&c.iterations),
      "thinking bots search I iterations per decision (reproducible)")(
      "seed", po::value(&c.seed)->default_value(1), "seed of the first deal")(
      "jobs", po::value(&c.jobs)->default_value(1), "worker threads")(
      "option", po::value(&option_args)->composing(), "game option key=value (repeatable)")(
      "json", po::bool_switch(&json), "print one JSON object");
  add_globals(desc, g);
  int code = 0;
  if (!parse(args, desc, {}, g,
             "tabula arena --game G --players N --seats A,B[,...] --games K [--think MS | "
             "--iterations I] [--seed S] [--jobs J] [--json]",
             code))
    return code;
  if (game.empty() || seats_text.empty()) {
    std::cerr << "tabula: arena needs --game and --seats\n";
    return 2;
  }
  if (c.think_ms > 0 && c.iterations > 0) {
    std::cerr << "tabula: give --think or --iterations, not both\n";
    return 2;
  }
  if (!parse_bot_specs(seats_text, c.seats) || !parse_options(option_args, c.options)) return 2;
  c.rotate = true;
  const auto r = run_games(game, c, g, json, code);
  if (!r) return code;
  if (json)
    std::cout << arena_json(*r).dump() << '\n';
  else
    arena_text(*r);
  return code == 0 ? 0 : 1;
}

}  // namespace tabula::cli
