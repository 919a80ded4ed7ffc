#include "tabula/session.hpp"

#include <new>

#include "flow.hpp"
#include "lua/host.hpp"
#include "tabula/view.hpp"

namespace tabula {
namespace {

lua::SandboxLimits session_limits(const SessionConfig& c) {
  lua::SandboxLimits l;
  l.memory_bytes = c.memory_bytes;
  l.instructions_per_step = c.instructions_per_step;
  return l;
}

// Options with a bots_default take it when no seat is human. The value is
// settled here, where the seats' controllers are known, and written into the
// inputs: the replay records it, so a game stays its inputs even if a seat
// changes hands later.
void settle_bots_defaults(const Manifest& m, GameSetup& setup) {
  bool human = false;
  for (const SeatConfig& s : setup.seats) human |= s.controller == "human";
  for (const GameOption& o : m.options) {
    if (o.bots_default.empty() || setup.options.count(o.name)) continue;
    setup.options[o.name] = human ? o.default_value : o.bots_default;
  }
}

std::vector<SeatInfo> session_seats(const GameSetup& setup) {
  std::vector<SeatInfo> seats;
  for (const SeatConfig& s : setup.seats) seats.push_back({s.name, s.color});
  return seats;
}

}  // namespace

Session::Session(std::shared_ptr<const Module> module, GameSetup setup, OptionValues options,
                 const SessionConfig& config)
    : module_(std::move(module)),
      setup_(std::move(setup)),
      options_(std::move(options)),
      config_(config) {}

Session::~Session() = default;

std::unique_ptr<Session> Session::start(std::shared_ptr<const Module> module, GameSetup setup,
                                        const SessionConfig& config, Problems& problems) {
  const Manifest& m = module->manifest;
  const int n = static_cast<int>(setup.seats.size());
  if (n < m.min_players || n > m.max_players) {
    problems.push_back({"", 0,
                        m.name + " is for " + std::to_string(m.min_players) + " to " +
                            std::to_string(m.max_players) + " players, not " + std::to_string(n)});
    return nullptr;
  }
  settle_bots_defaults(m, setup);
  OptionValues options = resolve_options(m, setup.options, n, problems);
  if (!problems.empty()) return nullptr;
  std::unique_ptr<Session> s(new Session(module, std::move(setup), std::move(options), config));
  s->host_ = lua::Host::create(module, session_limits(config), problems);
  if (!s->host_) return nullptr;
  s->rerunnable_ = !config.count_instructions && !config.profile;
  if (config.profile) s->host_->profile_on();
  s->restart(s->setup_.seed);
  return s;
}

void Session::reset_state(std::uint64_t seed) {
  setup_.seed = seed;
  state_.reset(session_seats(setup_), seed);
  events_.clear();
  events_.set_enabled(config_.record_events);
  tape_ = ChanceTape{};
  if (config_.snapshots != Snapshots::None) tape_.mode = ChanceTape::Mode::Record;
  state_.set_tape(&tape_);
  host_->bind({&state_, &events_, &options_});
  status_ = SessionStatus::Waiting;
  error_.clear();
  step_running_ = false;
  decision_ = Decision{};
  choices_.clear();
  records_.clear();
  asked_at_ = 0;
  snapshots_.clear();
  snapshot_bytes_ = 0;
  results_ = Results{};
  steps_ = 0;
  first_turn_ = kNoSeat;
}

void Session::restart(std::uint64_t seed) {
  host_->set_uncounted(rerunnable_);
  recounts_ = 0;
  reset_state(seed);
  take_snapshot();
  advance();
  setup_hash_ = config_.snapshots == Snapshots::All ? state_.hash() : 0;
}

// A step that ran too long uncounted (see sbx_uncounted) has no verdict yet:
// the game runs again from its inputs with every instruction counted, and
// stays counted until the next restart (a search world: see world_recount).
void Session::recount() {
  if (world_.from) return world_recount();
  ++recounts_;
  host_->set_uncounted(false);
  std::vector<Choice> all = std::move(choices_);
  reset_state(setup_.seed);
  take_snapshot();
  choices_ = std::move(all);
  replay_choices(0, choices_.size());
}

const RulesProfile* Session::profile() const {
  return host_->profile();
}

void Session::reset_profile() {
  if (host_->profile()) host_->profile_on();
}

const Decision* Session::decision() const {
  return status_ == SessionStatus::Waiting && step_running_ ? &decision_ : nullptr;
}

std::string Session::phase_name() const {
  if (state_.flow().over) return "end";
  const int phase = state_.flow().phase;
  if (phase < 0 || phase >= static_cast<int>(host_->flow().phases.size())) return "setup";
  return host_->flow().phases[phase].name;
}

void Session::fail(std::string message) {
  status_ = SessionStatus::Failed;
  error_ = std::move(message);
  step_running_ = false;
}

void Session::finish() {
  if (host_->score(results_) != lua::StepStatus::Done) return fail(host_->error());
  results_.end_reason = state_.end_reason();
  status_ = SessionStatus::Finished;
}

// Between two steps. With Snapshots::All a step that asked nothing keeps the
// earlier snapshot (undo replays from it); with Last the newest replaces it.
// The chance tape holds what happened since the snapshot kept. Snapshots copy
// the state, which may hold up to the memory cap: past the cap in all, the
// oldest but the first are dropped (undo then replays more choices, from an
// earlier snapshot, to the same result).
void Session::take_snapshot() {
  if (config_.snapshots == Snapshots::None) return;
  const bool last = config_.snapshots == Snapshots::Last;
  if (!last && !snapshots_.empty() && snapshots_.back().choices == choices_.size()) return;
  if (last && !snapshots_.empty()) {
    snapshot_bytes_ -= snapshots_.back().state.held_bytes();
    snapshots_.pop_back();
  }
  snapshots_.push_back({state_, choices_.size(), events_.events().size(), steps_});
  tape_.outcomes.clear();
  snapshot_bytes_ += state_.held_bytes();
  while (snapshot_bytes_ > config_.memory_bytes && snapshots_.size() > 2) {
    snapshot_bytes_ -= snapshots_[1].state.held_bytes();
    snapshots_.erase(snapshots_.begin() + 1);
  }
}

void Session::count_snapshots() {
  snapshot_bytes_ = 0;
  for (const Snapshot& snap : snapshots_) snapshot_bytes_ += snap.state.held_bytes();
}

// Runs steps until one asks a decision, the game ends, or something fails.
// The machine refusing memory (the rules' own use is capped) fails the game,
// never the process.
void Session::advance() {
  try {
    run_steps();
  } catch (const std::bad_alloc&) {
    fail("not enough memory: the machine refused the engine an allocation");
  }
  if (host_->recount()) recount();
}

void Session::run_steps() {
  while (status_ == SessionStatus::Waiting && !step_running_) {
    if (steps_ >= config_.max_steps)
      return fail("the game did not end after " + std::to_string(steps_) + " steps");
    std::string error;
    const auto step = flow_next(state_, *host_, error);
    if (!error.empty()) return fail(error);
    if (!step) return finish();
    ++steps_;
    step_running_ = true;
    running_ = *step;
    if (step->kind == lua::StepSpec::Kind::Turn && first_turn_ == kNoSeat) first_turn_ = step->seat;
    handle(static_cast<int>(host_->start(*step)));
  }
}

void Session::handle(int raw) {
  const auto status = static_cast<lua::StepStatus>(raw);
  if (status == lua::StepStatus::Failed) return fail(host_->error());
  if (status == lua::StepStatus::Waiting) {
    decision_ = host_->take_decision();
    asked_at_ = choices_.size();
    return;
  }
  flow_done(state_, running_);
  step_running_ = false;
  take_snapshot();
}

std::optional<std::string> Session::apply(const Choice& choice) {
  if (auto why = check_choice(decision(), choice, static_cast<int>(setup_.seats.size())))
    return why;
  const Request* r = decision_.open_request(choice.seat);
  const std::size_t index = static_cast<std::size_t>(r - decision_.requests.data());
  decision_.answers[index] = choice.picks;
  choices_.push_back(choice);
  ChoiceRecord rec{state_.random_draws(), state_.reveals(choice.seat), {}};
  for (const std::string& id : choice.picks) rec.pieces.push_back(r->find(id)->piece);
  records_.push_back(std::move(rec));
  if (decision_.complete()) {
    try {
      handle(static_cast<int>(host_->resume(decision_)));
    } catch (const std::bad_alloc&) {
      fail("not enough memory: the machine refused the engine an allocation");
    }
    advance();
  }
  if (config_.snapshots == Snapshots::All) records_.back().hash_after = state_.hash();
  return std::nullopt;
}

bool Session::human(SeatIndex seat) const {
  return setup_.seats[seat].controller == "human";
}

UndoCheck Session::can_undo(SeatIndex seat) const {
  if (config_.snapshots != Snapshots::All) return {false, "undo is off in this session"};
  std::size_t k = choices_.size();
  while (k > 0 && choices_[k - 1].seat != seat) --k;
  if (k == 0) return {false, setup_.seats[seat].name + " has not decided anything yet"};
  --k;
  for (std::size_t i = k + 1; i < choices_.size(); ++i)
    if (choices_[i].seat != seat && human(choices_[i].seat))
      return {false, setup_.seats[choices_[i].seat].name + " has decided since"};
  if (state_.random_draws() != records_[k].draws_at_ask)
    return {false, "something random happened since (a shuffle or a die roll)"};
  if (state_.reveals(seat) != records_[k].reveals_at_ask)
    return {false, "hidden information was revealed to you since"};
  return {true, ""};
}

std::optional<std::string> Session::undo(SeatIndex seat) {
  const UndoCheck check = can_undo(seat);
  if (!check.allowed) return check.reason;
  std::size_t k = choices_.size();
  while (choices_[k - 1].seat != seat) --k;
  --k;  // the choice to take back
  std::size_t snap = snapshots_.size();
  while (snapshots_[snap - 1].choices > k) --snap;
  restore(snapshots_[snap - 1]);
  snapshots_.resize(snap);
  count_snapshots();
  if (!replay_choices(snapshots_.back().choices, k)) return "undo failed: " + error_;
  return std::nullopt;
}

void Session::restore(const Snapshot& snap) {
  state_ = snap.state;
  tape_.outcomes.clear();
  host_->bind({&state_, &events_, &options_});
  status_ = SessionStatus::Waiting;
  error_.clear();
  step_running_ = false;
  decision_ = Decision{};
  steps_ = snap.steps;
  results_ = Results{};
  std::vector<Event> kept(events_.events().begin(), events_.events().begin() + snap.events);
  events_.clear();
  for (Event& e : kept) events_.record(std::move(e));
}

// Re-applies the recorded choices [from, to) after a restore.
bool Session::replay_choices(std::size_t from, std::size_t to) {
  std::vector<Choice> pending(choices_.begin() + from, choices_.begin() + to);
  choices_.resize(from);
  records_.resize(from);
  advance();
  for (const Choice& c : pending) {
    if (auto why = apply(c)) {
      fail("replaying choice of seat " + std::to_string(c.seat + 1) + ": " + *why);
      return false;
    }
  }
  return status_ != SessionStatus::Failed;
}

std::unique_ptr<Session> Session::search_copy() const {
  SessionConfig config = config_;
  config.record_events = false;
  config.snapshots = Snapshots::None;
  config.profile = false;  // the profile is of the game played, not of its look-aheads
  Problems problems;
  std::unique_ptr<Session> c(new Session(module_, setup_, options_, config));
  c->host_ = lua::Host::create(module_, session_limits(config), problems);
  if (!c->host_) return nullptr;
  c->reset_state(setup_.seed);
  return c;
}

struct Session::CloneSource {
  std::shared_ptr<const Module> module;
  GameSetup setup;
  OptionValues options;
  SessionConfig config;
  Snapshot last;
  std::vector<Choice> choices;
  std::vector<ChoiceRecord> records;
  EventLog events;
};

std::shared_ptr<Session::CloneSource> Session::clone_source(bool events) const {
  auto src = std::make_shared<CloneSource>(
      CloneSource{module_, setup_, options_, config_, snapshots_.back(), choices_, records_, {}});
  if (events) {
    src->events = events_;
  } else {
    src->config.record_events = false;
    src->last.events = 0;
  }
  return src;
}

std::unique_ptr<Session> Session::clone_from(CloneSource&& src) {
  Problems problems;
  std::unique_ptr<Session> c(new Session(src.module, src.setup, src.options, src.config));
  c->host_ = lua::Host::create(src.module, session_limits(src.config), problems);
  if (!c->host_) return nullptr;
  c->reset_state(src.setup.seed);
  const std::size_t from = src.last.choices, to = src.choices.size();
  c->snapshots_.push_back(std::move(src.last));
  c->count_snapshots();
  c->choices_ = std::move(src.choices);
  c->records_ = std::move(src.records);
  c->events_ = std::move(src.events);
  c->events_.set_enabled(src.config.record_events);
  c->restore(c->snapshots_.back());
  c->replay_choices(from, to);
  return c;
}

std::unique_ptr<Session> Session::clone() const {
  return clone_from(std::move(*clone_source()));
}

std::optional<std::string> Session::check_scenario(const std::filesystem::path& file, int index) {
  if (host_->check_scenario(file, index, decision()) == lua::StepStatus::Done) return std::nullopt;
  if (!host_->recount()) return host_->error();
  recount();
  return check_scenario(file, index);
}

View Session::view(SeatIndex seat) const {
  return View(*this, seat);
}

std::vector<double> Session::evaluate() {
  std::vector<double> out;
  if (status_ == SessionStatus::Finished) {
    out.assign(setup_.seats.size(), 0.0);
    const std::vector<SeatIndex> winners = results_.winners();
    for (SeatIndex w : winners)
      out[static_cast<std::size_t>(w)] = 1.0 / static_cast<double>(winners.size());
    return out;
  }
  if (status_ == SessionStatus::Waiting && host_->evaluate(out) != lua::StepStatus::Done) {
    if (host_->recount()) {
      recount();
      return evaluate();
    }
    fail(host_->error());
    out.clear();
  }
  return out;
}

bool Session::has_rollout() const {
  return host_->has_rollout();
}

std::optional<std::vector<std::string>> Session::rollout(SeatIndex seat) {
  const Request* r = decision_.open_request(seat);
  if (status_ != SessionStatus::Waiting || !r) return std::nullopt;
  std::vector<std::string> picks;
  bool answered = false;
  if (host_->rollout(seat, *r, picks, answered) == lua::StepStatus::Done)
    return answered ? std::optional(std::move(picks)) : std::nullopt;
  if (host_->recount()) {
    recount();
    return rollout(seat);
  }
  fail(host_->error());
  return std::nullopt;
}

}  // namespace tabula
