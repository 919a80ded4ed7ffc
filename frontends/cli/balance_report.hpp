// The report `tabula balance` writes: win statistics per seat, for the first
// player and per feature (rules.features) with 95 % intervals, game length
// and score distributions, as CSV tables, PNG plots drawn by gnuplot and one
// HTML page that ties them together.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "tabula/module.hpp"
#include "tabula/sim.hpp"

namespace tabula::cli {

// A share of wins over appearances (a win shared by k seats counts 1/k).
struct WinCount {
  int games = 0;
  double wins = 0;
};

// What the report computes from the games.
struct BalanceStats {
  int games = 0, finished = 0, players = 0;
  std::vector<WinCount> seats;                 // by seat
  WinCount first_player;                       // the seat whose turn came first
  std::map<std::string, WinCount> features;    // by feature, over seat-games
  std::vector<int> rounds;                     // per finished game
  std::vector<double> decisions;               // per finished game
  std::vector<double> scores, winning_scores;  // primary scores
};

[[nodiscard]] BalanceStats balance_stats(const SimReport& report);

// Writes DIR/index.html, games.csv, features.csv and the plots (when
// gnuplot is installed; the page says so otherwise). `command` is the line
// that made it, shown on the page. Returns the problems met.
[[nodiscard]] std::vector<std::string> write_balance_report(const std::filesystem::path& dir,
                                                            const Module& module,
                                                            const SimReport& report,
                                                            const BalanceStats& stats,
                                                            const std::string& command);

}  // namespace tabula::cli
