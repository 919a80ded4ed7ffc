// Bulk simulation: many games of one module played by bots, on several
// threads, with a result that does not depend on the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tabula/module.hpp"
#include "tabula/results.hpp"
#include "tabula/session.hpp"

namespace tabula {

struct SimConfig {
  int players = 2;
  int games = 100;
  std::uint64_t seed = 1;  // game i uses seed + i
  int jobs = 1;
  std::map<std::string, std::string> options;
  std::string bot = "random";
  // Bot specs by seat (make_bot); empty: every seat plays `bot`.
  std::vector<std::string> seats;
  // An arena: game i seats spec j at seat (j + i) mod players, on seed
  // seed + i / players, so every deal is played from every seat.
  bool rotate = false;
  int think_ms = 0;       // > 0: thinking bots think this long (BotSettings::think_ms)
  int iterations = 0;     // > 0: thinking bots search this many iterations
  SessionConfig session;  // limits; events are always off in simulation
  bool records = false;   // keep a GameRecord of every game (balance reports)
};

// One game of a simulation, for balance reports (SimConfig::records).
struct GameRecord {
  std::uint64_t seed = 0;
  bool finished = false;
  std::vector<SeatIndex> winners;
  std::vector<SeatResult> seats;  // scores and features (rules.features), in seat order
  SeatIndex first_turn = kNoSeat;
  int rounds = 0;
  std::uint64_t decisions = 0;
};

// What one spec of `SimConfig::seats` achieved.
struct SpecReport {
  std::string spec;
  double wins = 0;  // a win shared by k seats counts 1/k
  std::uint64_t decisions = 0;
  double think_seconds = 0;
};

struct SimReport {
  std::string game;
  std::vector<std::string> mods;  // ids of the mods loaded, in load order
  int players = 0;
  int games = 0;
  int completed = 0;
  int errors = 0;
  int recounted = 0;  // games run again counted (a step ran long: Session::recounts)
  std::uint64_t decisions = 0;
  double seconds = 0;
  int ties = 0;                   // games won by more than one seat
  std::vector<int> wins;          // per seat: games ranked first (shared wins count for each)
  std::vector<SpecReport> specs;  // per spec, in the order given
  std::uint64_t hash = 0;         // over every final state hash, in seed order
  std::string first_error;
  std::uint64_t first_error_seed = 0;
  std::vector<GameRecord> records;  // with SimConfig::records, in seed order
  RulesProfile profile;             // with SessionConfig::profile: every worker's, merged
};

// Plays `config.games` games; `progress` (may be empty) is called with the
// number of games finished so far, from the calling thread.
[[nodiscard]] SimReport simulate(std::shared_ptr<const Module> module, const SimConfig& config,
                                 Problems& problems, const std::function<void(int)>& progress = {});

// Seat names and colours used when none are given ("Seat 1", ...).
[[nodiscard]] std::string default_seat_color(int seat);
// Seat `seat` (from 0) with its default name and colour, played by `controller`.
[[nodiscard]] SeatConfig default_seat(int seat, const std::string& controller);

}  // namespace tabula
