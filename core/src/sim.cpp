#include "tabula/sim.hpp"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "tabula/bot.hpp"
#include "tabula/hash.hpp"
#include "tabula/session.hpp"

namespace tabula {

std::string default_seat_color(int seat) {
  static const char* const colors[] = {"red", "blue", "green", "yellow",
                                       "purple", "orange", "teal", "pink"};
  return colors[seat % 8];
}

namespace {

struct GameOutcome {
  bool finished = false;
  std::uint64_t hash = 0;
  std::uint64_t decisions = 0;
  std::vector<SeatIndex> winners;
  std::string error;
};

GameSetup sim_setup(const SimConfig& c) {
  GameSetup setup;
  setup.options = c.options;
  for (int i = 0; i < c.players; ++i)
    setup.seats.push_back({"Seat " + std::to_string(i + 1), default_seat_color(i), c.bot});
  setup.seed = c.seed;
  return setup;
}

GameOutcome sim_one(Session& s, const SimConfig& c, std::uint64_t seed) {
  s.restart(seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < c.players; ++i)
    bots.push_back(make_bot(c.bot, seed * 31 + static_cast<std::uint64_t>(i)));
  GameOutcome out;
  out.decisions = play_bots(s, bots);
  out.hash = s.hash();
  out.finished = s.status() == SessionStatus::Finished;
  if (out.finished) out.winners = s.results().winners();
  if (s.status() == SessionStatus::Failed) out.error = s.error();
  if (s.status() == SessionStatus::Waiting) out.error = "a bot made an invalid choice";
  return out;
}

// One worker: its own session (own Lua state), games taken from a shared counter.
void sim_worker(std::shared_ptr<const Module> module, const SimConfig& c,
                std::vector<GameOutcome>& outcomes, std::atomic<int>& next, std::atomic<int>& done) {
  SessionConfig config = c.session;
  config.record_events = false;
  config.snapshots = Snapshots::None;
  Problems problems;
  auto session = Session::start(module, sim_setup(c), config, problems);
  for (int i = next++; i < c.games; i = next++) {
    if (session) {
      outcomes[static_cast<std::size_t>(i)] = sim_one(*session, c, c.seed + static_cast<std::uint64_t>(i));
    } else {
      outcomes[static_cast<std::size_t>(i)].error = join(problems);
    }
    ++done;
  }
}

void sim_summarise(const std::vector<GameOutcome>& outcomes, const SimConfig& c, SimReport& r) {
  Hasher h;
  r.wins.assign(static_cast<std::size_t>(c.players), 0);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const GameOutcome& o = outcomes[i];
    h.add(o.hash).add(o.finished);
    r.decisions += o.decisions;
    if (o.finished) ++r.completed;
    for (SeatIndex w : o.winners) ++r.wins[static_cast<std::size_t>(w)];
    if (o.error.empty()) continue;
    if (r.errors++ == 0) {
      r.first_error = o.error;
      r.first_error_seed = c.seed + i;
    }
  }
  r.hash = h.value();
}

}  // namespace

SimReport simulate(std::shared_ptr<const Module> module, const SimConfig& c, Problems& problems,
                   const std::function<void(int)>& progress) {
  SimReport r;
  r.game = module->manifest.id;
  r.players = c.players;
  r.games = c.games;
  // Check the inputs once, so a bad option is one clear problem, not K errors.
  if (!Session::start(module, sim_setup(c), c.session, problems)) return r;
  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(c.games));
  std::atomic<int> next{0}, done{0};
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> workers;
  for (int j = 0; j < std::max(1, c.jobs); ++j)
    workers.emplace_back(sim_worker, module, std::cref(c), std::ref(outcomes), std::ref(next), std::ref(done));
  while (progress && done < c.games) {
    progress(done);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  for (auto& w : workers) w.join();
  if (progress) progress(done);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  sim_summarise(outcomes, c, r);
  return r;
}

}  // namespace tabula
