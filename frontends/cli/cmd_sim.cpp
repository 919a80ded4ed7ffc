// tabula sim --game ID [--players N] [--games K] [--seed S] [--jobs J]
//            [--seats A,B,...] [--iterations I] [--option key=value]... [--profile] [--json]
// K games with bots (random unless --seats says) on seeds S, S+1, ...; exit 0
// only if every game ended without error. --profile adds where the rules'
// time goes (profile_report.hpp).
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "profile_report.hpp"
#include "progress.hpp"
#include "seats.hpp"
#include "tabula/hash.hpp"
#include "tabula/sim.hpp"

namespace tabula::cli {
namespace {

nlohmann::json report_json(const SimReport& r) {
  const double secs = r.seconds > 0 ? r.seconds : 1e-9;
  nlohmann::json j = {{"game", r.game},
                      {"players", r.players},
                      {"games", r.games},
                      {"completed", r.completed},
                      {"errors", r.errors},
                      {"recounted", r.recounted},
                      {"decisions", r.decisions},
                      {"seconds", r.seconds},
                      {"games_per_second", r.games / secs},
                      {"decisions_per_second", static_cast<double>(r.decisions) / secs},
                      {"wins", r.wins},
                      {"hash", hex64(r.hash)},
                      {"mods", r.mods}};
  if (r.errors > 0) j["first_error"] = {{"seed", r.first_error_seed}, {"message", r.first_error}};
  return j;
}

void report_text(const SimReport& r) {
  std::cout << r.game << ": " << r.completed << "/" << r.games << " games completed with "
            << r.players << " players, " << r.errors << " errors, " << r.decisions
            << " decisions in " << r.seconds << " s (" << r.games / std::max(r.seconds, 1e-9)
            << " games/s)\nwins per seat:";
  for (int w : r.wins) std::cout << ' ' << w;
  if (!r.mods.empty()) std::cout << '\n' << mods_line(r);
  std::cout << "\nhash " << hex64(r.hash) << '\n';
  if (r.recounted > 0)
    std::cout << r.recounted << " games had a long step and were run again counted\n";
}

}  // namespace

int cmd_sim(const std::vector<std::string>& args) {
  Globals g;
  std::string game;
  SimConfig c;
  bool json = false;
  std::vector<std::string> option_args;
  std::string seats_text;
  po::options_description desc("sim options");
  desc.add_options()("game", po::value(&game), "game id or folder")(
      "players", po::value(&c.players)->default_value(2), "number of players")(
      "games", po::value(&c.games)->default_value(100), "number of games")(
      "seed", po::value(&c.seed)->default_value(1), "seed of the first game")(
      "jobs", po::value(&c.jobs)->default_value(1), "worker threads")(
      "seats", po::value(&seats_text), "one bot spec per player (default: random for all)")(
      "iterations", po::value(&c.iterations), "thinking bots search I iterations per decision")(
      "option", po::value(&option_args)->composing(), "game option key=value (repeatable)")(
      "profile", po::bool_switch(&c.session.profile),
      "also print where the rules' Lua time goes and their calls into the core")(
      "json", po::bool_switch(&json), "print one JSON object");
  add_globals(desc, g);
  int code = 0;
  if (!parse(args, desc, {}, g,
             "tabula sim --game ID [--players N] [--games K] [--seed S] [--jobs J] [--seats "
             "A,B,...] [--iterations I] [--option k=v]... [--profile] [--json]",
             code))
    return code;
  if (game.empty()) {
    std::cerr << "tabula: sim needs --game\n";
    return 2;
  }
  if (!parse_options(option_args, c.options)) return 2;
  if (!seats_text.empty() && !parse_bot_specs(seats_text, c.seats)) return 2;
  const auto r = run_games(game, c, g, json, code);
  if (!r) return code;
  const bool profile = c.session.profile;
  if (json) {
    nlohmann::json j = report_json(*r);
    if (profile) j["profile"] = profile_json(r->profile);
    std::cout << j.dump() << '\n';
  } else {
    report_text(*r);
    if (profile) profile_text(std::cout, r->profile, r->games);
  }
  return code == 0 && r->completed == r->games ? 0 : 1;
}

}  // namespace tabula::cli
