// The Lua host: one sandboxed Lua state running one module's rules against a
// State it does not own. The session tells it which step to run; the host
// runs that step as a coroutine until it asks a decision or ends.
// Internal to the core. Functions of this layer are prefixed host_.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "lua/sandbox.hpp"
#include "tabula/decision.hpp"
#include "tabula/event.hpp"
#include "tabula/module.hpp"
#include "tabula/problem.hpp"
#include "tabula/profile.hpp"
#include "tabula/results.hpp"
#include "tabula/scenario.hpp"
#include "tabula/session.hpp"
#include "tabula/state.hpp"

namespace tabula::lua {

// One phase of the declared flow (rules.phases[i]).
struct PhaseSpec {
  std::string name;
  int step_ref = 0;  // registry ref: function(game) run once per round, or 0
  int turn_ref = 0;  // registry ref: function(game, seat) run per turn, or 0
  int done_ref = 0;  // registry ref: function(game) -> true when a turn phase is over, or 0
};

// The flow a module declares: setup, then rounds of phases.
struct FlowSpec {
  int setup_ref = 0;
  int rounds = 0;  // 0: until end_game()
  std::vector<PhaseSpec> phases;
};

// Which step to run next: lua::StepSpec, declared in tabula/session.hpp.

enum class StepStatus {
  Done,     // the step returned
  Waiting,  // the step asked a decision (see Host::decision)
  Failed,   // a script error (see Host::error)
};

// What the bindings operate on while a step runs.
struct GameContext {
  State* state = nullptr;
  EventLog* events = nullptr;
  const OptionValues* options = nullptr;
};

// Largest script file the host reads (rules, required modules, scenarios).
inline constexpr std::uintmax_t kMaxScriptBytes = 16u << 20;

// The names of every function on `game`, sorted (tests check that each is
// documented and annotated).
[[nodiscard]] std::vector<std::string> host_apinames();

// Reads a script file into `text`; returns why it cannot ("" on success).
std::string host_readscript(const std::filesystem::path& path, std::string& text);

class Host {
 public:
  // Loads rules.lua (and what it requires) into a fresh sandboxed state and
  // reads the declared flow. Returns null and fills `problems` on failure.
  static std::unique_ptr<Host> create(std::shared_ptr<const Module> module,
                                      const SandboxLimits& limits, Problems& problems);
  ~Host();
  Host(const Host&) = delete;
  Host& operator=(const Host&) = delete;

  // Points the bindings at a game; later steps read and change it. Anything
  // an earlier game changed in frozen tables is put back first (see
  // sbx_checkfrozen), so that a host can be rebound to any game state;
  // `restore` false skips that (the worlds of one search, see world_start).
  void bind(const GameContext& context, bool restore = true);
  [[nodiscard]] const GameContext& context() const { return ctx_; }
  [[nodiscard]] const FlowSpec& flow() const { return flow_; }
  [[nodiscard]] const Module& module() const { return *module_; }

  // Starts `step` as a fresh coroutine and runs it.
  StepStatus start(const StepSpec& step);
  // Resumes the waiting step with the answers of the completed `decision`.
  StepStatus resume(const Decision& decision);
  // Evaluates the `done` predicate of turn phase `phase`; Failed on error.
  StepStatus phase_done(int phase, bool& result);
  // Calls rules.score for every seat and ranks them; Failed on error.
  StepStatus score(Results& results);
  // How well each seat stands now, each in [0, 1]: rules.evaluate(game,
  // seat) if the rules have it, else a reward from the ranking by
  // rules.score. May run while a step waits for a decision.
  StepStatus evaluate(std::vector<double>& out);
  // A bot's playout answer to `seat`'s open request `r` from
  // rules.rollout(game, seat, request): `answered` false when the rules have
  // no such function or it returned nil (answer at random). Failed when it
  // returned something that is no legal answer.
  StepStatus rollout(SeatIndex seat, const Request& r, std::vector<std::string>& picks,
                     bool& answered);
  [[nodiscard]] bool has_rollout() const;

  // Scenario tests (see tabula/scenario.hpp): reads the list in `file`, and
  // runs scenario `index`'s check against the bound state, with the
  // requests still open in `pending` (may be null) as its second argument.
  bool read_scenarios(const std::filesystem::path& file, std::vector<Scenario>& out);
  StepStatus check_scenario(const std::filesystem::path& file, int index, const Decision* pending);

  // Steps without the count hook (see sbx_uncounted), or counted again.
  // Only for a game that can be run again from its inputs: a step stopped
  // uncounted fails with recount() set.
  void set_uncounted(bool on) { sbx_uncounted(&sandbox_, on); }
  // The last call failed uncounted: run the game again counted for the verdict.
  [[nodiscard]] bool recount() const { return sandbox_.recount; }
  // Profiles the scripts from now on (tabula/profile.hpp), in a new, empty
  // profile; only counted steps are sampled, so the caller keeps this host
  // counted.
  void profile_on();
  // The profile so far, or null when profile_on was not called.
  [[nodiscard]] const RulesProfile* profile() const { return profile_.get(); }

  // Hands over the decision the waiting step asked.
  [[nodiscard]] Decision take_decision() { return std::move(decision_); }
  // The last script error: "file:line: message" plus a traceback.
  [[nodiscard]] const std::string& error() const { return error_; }

  // --- used by the bindings ---------------------------------------------------
  // The host of a Lua state created by create().
  static Host& of(lua_State* L) { return *static_cast<Host*>(sbx_state(L)->hooks.user); }
  // Stores the decision a binding is about to yield for. With `by_seat` the
  // step gets its answers as a table keyed by seat (choose_all).
  void set_decision(Decision d, bool by_seat) {
    decision_ = std::move(d);
    by_seat_ = by_seat;
    asked_ = true;
  }
  // The coroutine running the current step: only it may ask decisions.
  [[nodiscard]] lua_State* step_thread() const { return co_; }
  // The `game` table every step receives (bindings check their self).
  [[nodiscard]] const void* game_pointer() const { return game_ptr_; }
  // Script output from print().
  void print(const char* text);

 private:
  Host(std::shared_ptr<const Module> module, const SandboxLimits& limits);
  bool load(Problems& problems);
  bool read_flow(Problems& problems);
  bool freeze(Problems& problems);
  // Resumes the step coroutine; a yield that no decision asked for fails.
  StepStatus run(int nargs);
  int resume_thread(lua_State* thread, int nargs, int& nres);
  // Sets error() from the failed `thread` ("file:line: message" and a
  // traceback); `why` replaces the thread's own message.
  StepStatus fail(lua_State* thread, int status, const char* why);
  // Checks the watched upvalues after a script call (see sbx_checkupvalues):
  // false, with error() set, when one changed in a call that had not failed.
  bool check_upvalues(bool failed);
  // After the last script call of a game: false, with error() set, when a
  // locked table (a game:memo result) was changed (it is put back).
  bool check_frozen();
  // Drops the thread held by `ref` and makes a new one.
  lua_State* renew(int& ref);
  // Calls the function and `nargs` arguments on top of the main thread, on
  // the call coroutine; the results replace them.
  StepStatus call(int nargs, int nresults);
  StepStatus declared_winners(Results& results);
  // Loads and runs a Lua file in the sandbox; its result is left on the stack.
  bool run_file(const std::filesystem::path& file);
  void push_answers(const Decision& d);
  // Pushes rules.rollout and returns true, or pushes nothing and returns
  // false when the rules have none.
  bool push_rollout() const;
  // Pushes the request as rules.rollout reads it, and one option's entry.
  void push_request(const Request& r);
  void push_option(const Option& o);

  std::shared_ptr<const Module> module_;
  SandboxState sandbox_;
  lua_State* L_ = nullptr;
  lua_State* co_ = nullptr;  // the step coroutine (reused while steps end normally)
  int co_ref_ = 0;
  lua_State* call_co_ = nullptr;  // runs everything that is not a step
  int call_ref_ = 0;
  bool asked_ = false;  // a binding set a decision during this resume
  int rules_ref_ = 0;
  std::unique_ptr<RulesProfile> profile_;
  std::string profile_root_;  // the games folder: profile places are named from it
  int game_ref_ = 0;          // the `game` table passed to every step
  const void* game_ptr_ = nullptr;
  FlowSpec flow_;
  GameContext ctx_;
  Decision decision_;
  bool by_seat_ = false;
  std::string error_;
  // Option entries of rules.rollout's requests, read-only and kept
  // across calls: building them anew cost a Goofspiel look-ahead a sixth of
  // its time. A script cannot keep them between calls (check_upvalues), so
  // that they are shared never shows.
  struct OptionEntry {
    std::string label;
    PieceId piece = 0;
    bool numeric = false;
    int ref = 0;  // the read-only table, in the registry
  };
  std::unordered_map<std::string, std::vector<OptionEntry>> option_entries_;  // by id
  std::size_t kept_entries_ = 0;
};

}  // namespace tabula::lua
