// tabula balance --game G [--players N] [--games K] [--seats A,B,...]
//                [--iterations I] [--seed S] [--jobs J] [--option k=v]... --out DIR
// Plays K games and writes a balance report to DIR (balance_report.hpp):
// DIR/index.html with tables and plots, games.csv and features.csv.
#include <iostream>

#include "balance_report.hpp"
#include "cli.hpp"
#include "progress.hpp"
#include "seats.hpp"

namespace tabula::cli {

int cmd_balance(const std::vector<std::string>& args) {
  Globals g;
  std::string game, out, seats_text;
  SimConfig c;
  std::vector<std::string> option_args;
  po::options_description desc("balance options");
  desc.add_options()("game", po::value(&game), "game id or folder")(
      "players", po::value(&c.players)->default_value(2), "number of players")(
      "games", po::value(&c.games)->default_value(500), "number of games")(
      "seats", po::value(&seats_text), "one bot spec per player (default: random for all)")(
      "iterations", po::value(&c.iterations), "thinking bots search I iterations per decision")(
      "seed", po::value(&c.seed)->default_value(1), "seed of the first game")(
      "jobs", po::value(&c.jobs)->default_value(1), "worker threads")(
      "option", po::value(&option_args)->composing(), "game option key=value (repeatable)")(
      "out", po::value(&out), "the report folder (created)");
  add_globals(desc, g);
  int code = 0;
  const std::string usage =
      "tabula balance --game G [--players N] [--games K] [--seats A,B,...] [--iterations I] "
      "[--seed S] [--jobs J] [--option k=v]... --out DIR";
  if (!parse(args, desc, {}, g, usage, code)) return code;
  if (game.empty() || out.empty()) {
    std::cerr << "tabula: balance needs --game and --out\n\nusage: " << usage << '\n';
    return 2;
  }
  if (!parse_options(option_args, c.options)) return 2;
  if (!seats_text.empty() && !parse_bot_specs(seats_text, c.seats)) return 2;
  c.records = true;
  const auto r = run_games(game, c, g, false, code);
  if (!r) return code;
  const auto module = load(game, search_paths(g));
  if (!module) return 1;
  std::string command = "tabula balance";
  for (const std::string& a : args) command += " " + a;
  const BalanceStats stats = balance_stats(*r);
  for (const std::string& p : write_balance_report(out, *module, *r, stats, command))
    std::cerr << "tabula: " << p << '\n';
  std::cout << module->manifest.name << ": " << stats.finished << " of " << r->games
            << " games finished; report in " << out << "/index.html\n";
  return code;
}

}  // namespace tabula::cli
