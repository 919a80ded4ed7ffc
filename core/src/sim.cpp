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
  static const char* const colors[] = {"red",    "blue",   "green", "yellow",
                                       "purple", "orange", "teal",  "pink"};
  return colors[seat % 8];
}

SeatConfig default_seat(int seat, const std::string& controller) {
  return {"Seat " + std::to_string(seat + 1), default_seat_color(seat), controller};
}

namespace {

struct GameOutcome {
  GameRecord game;  // its seats (scores, features) only with SimConfig::records
  std::uint64_t hash = 0;
  bool recounted = false;
  std::vector<int> spec_at;  // the spec index of each seat
  std::vector<std::uint64_t> spec_decisions;
  std::vector<double> spec_seconds;
  std::string error;
};

// Counts a bot's decisions and thinking time for the arena.
class TimedBot : public Bot {
 public:
  TimedBot(std::unique_ptr<Bot> bot, std::uint64_t& decisions, double& seconds)
      : bot_(std::move(bot)), decisions_(decisions), seconds_(seconds) {}

  std::vector<std::string> choose(const View& view, const Request& request) override {
    const auto t0 = std::chrono::steady_clock::now();
    auto picks = bot_->choose(view, request);
    seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++decisions_;
    return picks;
  }

 private:
  std::unique_ptr<Bot> bot_;
  std::uint64_t& decisions_;
  double& seconds_;
};

std::vector<std::string> sim_specs(const SimConfig& c) {
  return c.seats.empty() ? std::vector<std::string>(static_cast<std::size_t>(c.players), c.bot)
                         : c.seats;
}

bool sim_thinks(const SimConfig& c) {
  for (const std::string& spec : sim_specs(c))
    if (spec != "random") return true;
  return false;
}

bool sim_check_specs(const SimConfig& c, Problems& problems) {
  if (!c.seats.empty() && c.seats.size() != static_cast<std::size_t>(c.players)) {
    problems.push_back({"", 0,
                        std::to_string(c.seats.size()) + " seat specs for " +
                            std::to_string(c.players) + " players"});
    return false;
  }
  for (const std::string& spec : sim_specs(c))
    if (!make_bot(spec, 0))
      problems.push_back({"", 0, "unknown bot '" + spec + "' (" + bot_spec_list() + ")"});
  return problems.empty();
}

GameSetup sim_setup(const SimConfig& c) {
  GameSetup setup;
  setup.options = c.options;
  const auto specs = sim_specs(c);
  for (int i = 0; i < c.players; ++i)
    setup.seats.push_back(default_seat(i, specs[static_cast<std::size_t>(i) % specs.size()]));
  setup.seed = c.seed;
  return setup;
}

BotSettings sim_bot_settings(const Module& m, const SimConfig& c) {
  BotSettings s = bot_settings(m.manifest, false);
  s.think_ms = c.think_ms;
  s.iterations = c.iterations;
  return s;
}

GameOutcome sim_one(Session& s, const SimConfig& c, int game) {
  const auto n = static_cast<std::size_t>(c.players);
  const std::size_t shift = c.rotate ? static_cast<std::size_t>(game) % n : 0;
  const std::uint64_t seed =
      c.seed + static_cast<std::uint64_t>(c.rotate ? game / c.players : game);
  s.restart(seed);
  const auto specs = sim_specs(c);
  const BotSettings settings = sim_bot_settings(s.module(), c);
  GameOutcome out;
  out.spec_at.assign(n, 0);
  out.spec_decisions.assign(specs.size(), 0);
  out.spec_seconds.assign(specs.size(), 0);
  std::vector<std::unique_ptr<Bot>> bots(n);
  for (std::size_t j = 0; j < n; ++j) {
    const std::size_t seat = (j + shift) % n, spec = j % specs.size();
    out.spec_at[seat] = static_cast<int>(spec);
    bots[seat] =
        std::make_unique<TimedBot>(make_bot(specs[spec], seed * 31 + seat + 7919 * shift, settings),
                                   out.spec_decisions[spec], out.spec_seconds[spec]);
  }
  GameRecord& g = out.game;
  g.seed = seed;
  g.decisions = play_bots(s, bots);
  g.finished = s.status() == SessionStatus::Finished;
  if (g.finished) g.winners = s.results().winners();
  if (g.finished && c.records) g.seats = s.results().seats;
  g.first_turn = s.first_turn();
  g.rounds = s.state().flow().round;
  out.hash = s.hash();
  out.recounted = s.recounts() > 0;
  if (s.status() == SessionStatus::Failed) out.error = s.error();
  if (s.status() == SessionStatus::Waiting) out.error = "a bot made an invalid choice";
  return out;
}

// What the workers share: the games to play and the profile they add to.
struct SimShared {
  std::vector<GameOutcome> outcomes;
  std::atomic<int> next{0}, done{0};
  std::mutex lock;  // guards profile
  RulesProfile profile;
};

// One worker: its own session (own Lua state), games taken from a shared counter.
void sim_worker(std::shared_ptr<const Module> module, const SimConfig& c, SimShared& shared) {
  SessionConfig config = c.session;
  config.record_events = false;
  // Thinking bots build their worlds from the last snapshot.
  config.snapshots = sim_thinks(c) ? Snapshots::Last : Snapshots::None;
  Problems problems;
  auto session = Session::start(module, sim_setup(c), config, problems);
  if (session) session->reset_profile();  // the games below only
  for (int i = shared.next++; i < c.games; i = shared.next++) {
    GameOutcome& out = shared.outcomes[static_cast<std::size_t>(i)];
    if (session) {
      out = sim_one(*session, c, i);
    } else {
      out.error = join(problems);
    }
    ++shared.done;
  }
  if (session && session->profile()) {
    const std::lock_guard<std::mutex> hold(shared.lock);
    shared.profile.merge(*session->profile());
  }
}

void sim_count_specs(const GameOutcome& o, SimReport& r) {
  for (std::size_t j = 0; j < r.specs.size(); ++j) {
    r.specs[j].decisions += o.spec_decisions[j];
    r.specs[j].think_seconds += o.spec_seconds[j];
  }
  if (o.game.winners.size() > 1) ++r.ties;
  for (SeatIndex w : o.game.winners)
    r.specs[static_cast<std::size_t>(o.spec_at[static_cast<std::size_t>(w)])].wins +=
        1.0 / static_cast<double>(o.game.winners.size());
}

void sim_summarise(const std::vector<GameOutcome>& outcomes, const SimConfig& c, SimReport& r) {
  Hasher h;
  r.wins.assign(static_cast<std::size_t>(c.players), 0);
  for (const std::string& spec : sim_specs(c)) r.specs.push_back({spec});
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const GameOutcome& o = outcomes[i];
    h.add(o.hash).add(o.game.finished);
    r.decisions += o.game.decisions;
    if (o.game.finished) ++r.completed;
    if (o.recounted) ++r.recounted;
    if (c.records) r.records.push_back(o.game);
    for (SeatIndex w : o.game.winners) ++r.wins[static_cast<std::size_t>(w)];
    if (!o.spec_at.empty()) sim_count_specs(o, r);
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
  for (const ModInfo& mod : module->mods) r.mods.push_back(mod.id);
  r.players = c.players;
  r.games = c.games;
  // Check the inputs once, so a bad option is one clear problem, not K errors
  // (unprofiled: the profile is of the workers' games).
  SessionConfig check = c.session;
  check.profile = false;
  if (!sim_check_specs(c, problems) || !Session::start(module, sim_setup(c), check, problems))
    return r;
  SimShared shared;
  shared.outcomes.resize(static_cast<std::size_t>(c.games));
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> workers;
  for (int j = 0; j < std::max(1, c.jobs); ++j)
    workers.emplace_back(sim_worker, module, std::cref(c), std::ref(shared));
  while (progress && shared.done < c.games) {
    progress(shared.done);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  for (auto& w : workers) w.join();
  if (progress) progress(shared.done);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  sim_summarise(shared.outcomes, c, r);
  r.profile = std::move(shared.profile);
  return r;
}

}  // namespace tabula
