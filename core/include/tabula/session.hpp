// A session runs one game from its inputs: module, options, seats, seed and
// the choices made so far. Everything else (state, views, events, results,
// saves) is derived from those inputs. Humans, bots, replays and tests all
// drive a game the same way: read decision(), call apply().
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabula/decision.hpp"
#include "tabula/event.hpp"
#include "tabula/module.hpp"
#include "tabula/profile.hpp"
#include "tabula/results.hpp"
#include "tabula/state.hpp"

namespace tabula {

namespace lua {
class Host;
struct StepSpec {
  enum class Kind { Setup, Phase, Turn } kind = Kind::Setup;
  int phase = -1;
  SeatIndex seat = kNoSeat;
};
}  // namespace lua
class View;

struct SeatConfig {
  std::string name;
  std::string color;
  std::string controller = "human";  // "human", or the bot that plays it ("random")
};

// The inputs that define a game, apart from the choices.
struct GameSetup {
  std::map<std::string, std::string> options;  // as given; defaults are filled in
  std::vector<SeatConfig> seats;
  std::uint64_t seed = 0;
};

// Which snapshots a session keeps (a snapshot is the state between two steps).
enum class Snapshots {
  All,   // every one: undo and clone (people at the table)
  Last,  // the latest only, with the chance since it: bots sample worlds from it
  None,  // none: bulk simulation and search copies (no undo, no clone, no worlds)
};

struct SessionConfig {
  std::size_t memory_bytes = 256u << 20;              // Lua memory cap for the session
  std::uint64_t instructions_per_step = 100'000'000;  // script budget per step
  std::uint64_t max_steps = 1'000'000;  // a game still running after this many steps fails
  bool record_events = true;            // off for bulk simulation
  Snapshots snapshots = Snapshots::All;
  // Count every Lua instruction from the start. Off, a session started from
  // its inputs runs steps uncounted (faster) and runs the game again counted
  // when a step takes long (recounts()); the results are the same.
  bool count_instructions = false;
  // Profile the rule scripts (profile()): sample where their Lua runs and
  // count their calls into the core. Steps run counted, as with
  // count_instructions; the game plays the same.
  bool profile = false;
};

enum class SessionStatus {
  Waiting,   // a decision is pending
  Finished,  // results() is valid
  Failed,    // a script error or a broken flow: error() says what and where
};

// Whether a seat may take back its last decision, and why not.
struct UndoCheck {
  bool allowed = false;
  std::string reason;  // empty when allowed
};

class Session {
 public:
  // Starts a game of `module` and runs it to the first decision. Returns null
  // with `problems` filled when the inputs are wrong (seat count, options) or
  // the rules do not load. A script error while running gives a session in
  // the Failed state instead, so the frontends can show it.
  static std::unique_ptr<Session> start(std::shared_ptr<const Module> module, GameSetup setup,
                                        const SessionConfig& config, Problems& problems);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Begins a new game with the same module, options and seats but `seed`,
  // reusing the loaded rules (fast path for simulation).
  void restart(std::uint64_t seed);

  [[nodiscard]] SessionStatus status() const { return status_; }
  // The failure with file:line and a traceback (Failed only).
  [[nodiscard]] const std::string& error() const { return error_; }
  // The pending decision (Waiting only), else nullptr.
  [[nodiscard]] const Decision* decision() const;

  // Answers the pending decision for `choice.seat`. On a wrong choice returns
  // the reason and changes nothing.
  [[nodiscard]] std::optional<std::string> apply(const Choice& choice);

  // Whether `seat` may take back its last decision now.
  [[nodiscard]] UndoCheck can_undo(SeatIndex seat) const;
  // Takes back the last decision of `seat` (and bot decisions made since);
  // returns the reason when not allowed, changing nothing.
  [[nodiscard]] std::optional<std::string> undo(SeatIndex seat);

  // An independent copy that continues exactly like this session: the last
  // snapshot plus the choices made since it, replayed.
  [[nodiscard]] std::unique_ptr<Session> clone() const;
  // clone() in two halves, for a frontend whose frame must not wait for
  // the rules to load: clone_source() copies the inputs of the copy (the
  // last snapshot, the choices) on the thread that owns this session, and
  // clone_from() builds the copy on any thread (taking the source's
  // contents). Without `events` the copy records none (a bot's copy needs none).
  struct CloneSource;
  [[nodiscard]] std::shared_ptr<CloneSource> clone_source(bool events = true) const;
  [[nodiscard]] static std::unique_ptr<Session> clone_from(CloneSource&& source);

  // --- worlds for search (bots reach these through their View) --------------
  // A session for search with this module, options and seats: events and
  // snapshots off. Its rules are loaded once and reused for every world.
  [[nodiscard]] std::unique_ptr<Session> search_copy() const;
  // Makes `into` (a search_copy) a world that `seat` cannot tell from this
  // game as it stands: the pieces the seat cannot see now are redealt among
  // their places, chance is reseeded from `seed`, and the current step is
  // replayed from the last snapshot, other seats' choices that the seat
  // could not see re-sampled. The result depends on what the seat sees, the
  // seed, and chance since the last snapshot, never on the hidden pieces.
  // Needs Snapshots::All or Last and a pending request of `seat`; says how
  // the world was made (docs/bots.md), or Failed.
  enum class World { Failed, Replayed, Rebuilt };
  World sample_world(SeatIndex seat, std::uint64_t seed, Session& into) const;
  // The choices from index `from` up to the pending decision as `seat` may
  // know them, for bots that learn how the others play: its own whole;
  // another seat's picks that named no piece as made (public once their
  // decision completed), those that named a piece the seat knows now by
  // that piece's definition, and the rest as "" (unknown).
  [[nodiscard]] std::vector<Choice> seen_choices(SeatIndex seat, std::size_t from) const;
  // The number of choices made before the pending decision was asked.
  [[nodiscard]] std::size_t choices_before_decision() const { return asked_at_; }

  // What `seat` may see (kNoSeat: the omniscient view, for tests and tools).
  [[nodiscard]] View view(SeatIndex seat) const;

  [[nodiscard]] std::uint64_t hash() const { return state_.hash(); }
  // How well each seat stands, in [0, 1], for bots: from the results when
  // the game is over (a win shared by k seats gives each 1/k), else from
  // rules.evaluate or the ranking by score (see docs/bots.md). Empty when a
  // script fails (then error() says why).
  [[nodiscard]] std::vector<double> evaluate();
  // For a bot's playout: what rules.rollout answers for `seat`'s open
  // request, nullopt when it leaves the answer to chance (or the rules have
  // no rules.rollout, or a script failed: then status() is Failed).
  [[nodiscard]] std::optional<std::vector<std::string>> rollout(SeatIndex seat);
  // Whether the rules have rules.rollout.
  [[nodiscard]] bool has_rollout() const;
  [[nodiscard]] const Module& module() const { return *module_; }
  [[nodiscard]] const GameSetup& setup() const { return setup_; }
  [[nodiscard]] const OptionValues& options() const { return options_; }
  [[nodiscard]] const std::vector<Choice>& choices() const { return choices_; }
  [[nodiscard]] const std::vector<Event>& events() const { return events_.events(); }
  // Valid when Finished.
  [[nodiscard]] const Results& results() const { return results_; }
  // Steps run so far (setup, phases, turns).
  [[nodiscard]] std::uint64_t steps() const { return steps_; }
  // The seat whose turn came first (the first player), or kNoSeat before
  // the first turn step (and in games without turn phases).
  [[nodiscard]] SeatIndex first_turn() const { return first_turn_; }
  // The state hash after choice `i` (from 0) was applied, and before any
  // (the set-up), for a live reload to find where new rules part from these;
  // kept with Snapshots::All only (0 otherwise).
  [[nodiscard]] std::uint64_t hash_after(std::size_t i) const { return records_[i].hash_after; }
  [[nodiscard]] std::uint64_t setup_hash() const { return setup_hash_; }
  // How often the game was run again counted since it (re)started (see
  // SessionConfig::count_instructions).
  [[nodiscard]] int recounts() const { return recounts_; }
  // With SessionConfig::profile, the profile of this session's games so far
  // (search copies are not in it); else null.
  [[nodiscard]] const RulesProfile* profile() const;
  // Empties the profile (a simulation drops what start() played).
  void reset_profile();
  // Name of the phase running now ("setup" before the first round).
  [[nodiscard]] std::string phase_name() const;

  // Runs scenario `index` of the scenario file `file` against the current
  // state and the pending decision (see tabula/scenario.hpp). Returns the
  // failure, with file:line.
  [[nodiscard]] std::optional<std::string> check_scenario(const std::filesystem::path& file,
                                                          int index);

  // Internal state, for tests, tools and the omniscient view. Frontends and
  // bots use view() instead.
  [[nodiscard]] const State& state() const { return state_; }

 private:
  // Tests build a second game that differs only in hidden pieces without
  // the code they test (tests/test_nocheat.cpp).
  friend struct TestSurgery;

  struct ChoiceRecord {
    std::uint64_t draws_at_ask = 0;    // random draws when the decision was asked
    std::uint32_t reveals_at_ask = 0;  // reveals to the choosing seat then
    std::vector<PieceId> pieces;       // the piece each pick names (0: none)
    std::uint64_t hash_after = 0;      // the state hash once it was applied (Snapshots::All)
  };
  struct Snapshot {
    State state;
    std::size_t choices = 0;  // choices applied before it
    std::size_t events = 0;   // events recorded before it
    std::uint64_t steps = 0;
  };

  Session(std::shared_ptr<const Module> module, GameSetup setup, OptionValues options,
          const SessionConfig& config);
  void reset_state(std::uint64_t seed);
  void recount();
  void advance();
  void run_steps();
  void handle(int step_status);
  void count_snapshots();
  void finish();
  void fail(std::string message);
  void take_snapshot();
  void restore(const Snapshot& snap);
  bool replay_choices(std::size_t from, std::size_t to);
  // sample_world's parts (world.cpp).
  void world_redeal(SeatIndex seat, Rng& rng, State& world, std::vector<PieceId>* relabel,
                    bool keep = false) const;
  World world_make(SeatIndex seat, std::uint64_t seed, Session& into) const;
  void world_recount();
  void world_start(Session& into, std::uint64_t fresh_seed) const;
  bool world_replay(SeatIndex seat, Session& into, Rng& rng, const std::vector<PieceId>& relabel,
                    bool exact) const;
  [[nodiscard]] bool human(SeatIndex seat) const;

  std::shared_ptr<const Module> module_;
  GameSetup setup_;
  OptionValues options_;
  SessionConfig config_;
  std::unique_ptr<lua::Host> host_;
  State state_;
  EventLog events_;
  SessionStatus status_ = SessionStatus::Waiting;
  std::string error_;
  bool step_running_ = false;
  lua::StepSpec running_;  // the step that runs (valid while step_running_)
  Decision decision_;
  std::vector<Choice> choices_;
  std::vector<ChoiceRecord> records_;
  std::size_t asked_at_ = 0;  // choices_ index where the pending decision began
  ChanceTape tape_;           // chance since the last snapshot (Snapshots::Last, All)
  std::vector<Snapshot> snapshots_;
  // The decision a world (world_start) was last made from: its session,
  // choices and steps.
  struct WorldSource {
    const Session* from = nullptr;
    std::size_t choices = 0;
    std::uint64_t steps = 0;
    bool operator==(const WorldSource&) const = default;
  };
  WorldSource world_source_;
  // The world a search copy was last made into (sample_world): a step the
  // clock stops in it makes the same world again, counted (world_recount).
  struct WorldMark {
    const Session* from = nullptr;
    SeatIndex seat = 0;
    std::uint64_t seed = 0;
    std::size_t ready = 0;  // choices_ once the world was made
  };
  WorldMark world_;
  std::size_t snapshot_bytes_ = 0;  // held by the snapshots' states
  Results results_;
  std::uint64_t steps_ = 0;
  SeatIndex first_turn_ = kNoSeat;
  bool rerunnable_ = false;  // started from its inputs: may run uncounted
  std::uint64_t setup_hash_ = 0;
  int recounts_ = 0;
};

}  // namespace tabula
