// The step clock: the budget of a step kept without the count hook.
//
// While a count hook is set, Lua 5.4 stops before every VM instruction to
// count it (about a fifth of all script time). A session that can be run
// again from its inputs runs its steps without it ("uncounted"): C work and
// allocations are charged as always, against half the budget, and a watchdog
// thread reads the CPU clock of every thread running such a step. A step
// that runs longer than the other half of the budget could take on the
// fastest machine is stopped by a signal, and the session runs the game
// again counting every instruction (Session::recount). So a step that ends
// uncounted would also have ended counted, and whether a step fits its
// budget never depends on the machine: the verdict is always the counted one.
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>
#include <vector>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

// One sandbox's clock. Written by the thread running its steps, read by the
// watchdog (under its mutex) and by the signal handler (on the step's thread).
struct SbxClock {
  std::atomic<std::uint64_t> seq{0};         // steps started
  std::atomic<bool> running{false};          // a step runs now
  std::atomic<std::uint64_t> fire_seq{0};    // the step the watchdog stops
  std::atomic<bool> fired{false};            // the signal reached the step
  std::atomic<lua_State*> current{nullptr};  // the thread running script code
  std::atomic<pid_t> tid{0};                 // the OS thread running the step
  std::atomic<clockid_t> cpu{0};             // its CPU clock
  std::int64_t limit_ns = 0;                 // CPU time a step may take uncounted
  // The watchdog's own: the step it last saw and the CPU time then.
  std::uint64_t seen = 0;
  std::int64_t seen_ns = 0;
};

namespace {

// An uncounted VM instruction takes at least this long on any machine (a
// fast core runs one in about 0.5 ns): the margin that keeps the verdict
// machine-independent.
constexpr double sbx_fastest_ns = 0.1;
// How often the watchdog reads the clocks while steps run.
constexpr std::chrono::microseconds sbx_tick{1000};
constexpr std::int64_t sbx_tick_ns = 1'000'000;
// Idle ticks after which the watchdog sleeps until a step starts.
constexpr int sbx_idle_ticks = 50;

// The clock whose step runs on this thread (read by the signal handler).
thread_local SbxClock* sbx_thisclock = nullptr;
thread_local pid_t sbx_thistid = 0;
thread_local clockid_t sbx_thiscpu = 0;

std::int64_t sbx_cpu_ns(clockid_t cpu) {
  timespec ts{};
  if (clock_gettime(cpu, &ts) != 0) return -1;  // the thread is gone
  return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Runs on the step's own thread: only atomics and lua_sethook, which Lua
// allows in a signal handler (lua.c stops scripts on Ctrl-C this way).
void sbx_onsignal(int) {
  SbxClock* c = sbx_thisclock;
  if (!c || !c->running.load() || c->fire_seq.load() != c->seq.load()) return;
  c->fired.store(true);
  if (lua_State* L = c->current.load()) sbx_stopnow(L);
}

int sbx_signal() {
  return SIGRTMIN + 4;
}

class SbxWatchdog {
 public:
  static SbxWatchdog* get() {
    static SbxWatchdog* w = start();  // never destroyed: threads may run steps until exit
    return w;
  }

  void add(SbxClock* c) {
    std::lock_guard lock(m_);
    clocks_.push_back(c);
  }

  void remove(SbxClock* c) {
    std::lock_guard lock(m_);
    std::erase(clocks_, c);
  }

  // After a step started: wakes the watchdog if it sleeps (rare: the hot
  // path is one load).
  void poke() {
    if (!parked_.load()) return;
    std::lock_guard lock(m_);
    parked_.store(false);
    cv_.notify_one();
  }

 private:
  // Null when the signal is taken by someone else: then no clock runs.
  static SbxWatchdog* start() {
    struct sigaction old {};
    if (sigaction(sbx_signal(), nullptr, &old) != 0 || old.sa_handler != SIG_DFL) return nullptr;
    struct sigaction sa {};
    sa.sa_handler = sbx_onsignal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(sbx_signal(), &sa, nullptr) != 0) return nullptr;
    auto* w = new SbxWatchdog;
    std::thread([w] { w->loop(); }).detach();
    return w;
  }

  void loop() {
    int idle = 0;
    std::unique_lock lock(m_);
    for (;;) {
      if (idle >= sbx_idle_ticks) {
        park(lock);
        idle = 0;
      }
      lock.unlock();
      std::this_thread::sleep_for(sbx_tick);
      lock.lock();
      idle = scan() ? 0 : idle + 1;
    }
  }

  // Sleeps until a step starts. A step that started while the watchdog
  // decided to sleep is seen here: its clock stores `running` before it
  // reads `parked_`, and this stores `parked_` before it reads `running`
  // (both sequentially consistent), so one of the two sees the other.
  void park(std::unique_lock<std::mutex>& lock) {
    parked_.store(true);
    bool any = false;
    for (SbxClock* c : clocks_) any |= c->running.load();
    if (!any) cv_.wait(lock, [this] { return !parked_.load(); });
    parked_.store(false);
  }

  // Returns whether some step runs.
  bool scan() {
    bool any = false;
    for (SbxClock* c : clocks_) {
      if (!c->running.load()) continue;
      any = true;
      const std::uint64_t seq = c->seq.load();
      const std::int64_t now = sbx_cpu_ns(c->cpu.load());
      if (now < 0) continue;
      if (seq != c->seen) {  // a new step: its CPU time counts from here
        c->seen = seq;
        c->seen_ns = now;
      } else if (now - c->seen_ns > c->limit_ns) {
        c->fire_seq.store(seq);
        tgkill(getpid(), c->tid.load(), sbx_signal());
        c->seen_ns = now;  // again after as long, if the step still runs
      }
    }
    return any;
  }

  std::mutex m_;
  std::condition_variable cv_;
  std::vector<SbxClock*> clocks_;
  std::atomic<bool> parked_{false};
};

}  // namespace

bool sbx_clockopen(SandboxState* s) {
  // The step may take unseen up to a tick before the watchdog first sees it
  // and a tick before it looks again.
  const double half_ns = static_cast<double>(s->limits.instructions_per_step) / 2 * sbx_fastest_ns;
  const auto limit = static_cast<std::int64_t>(half_ns) - 2 * sbx_tick_ns;
  if (limit < 2 * sbx_tick_ns) return false;  // a budget this small is counted
  SbxWatchdog* w = SbxWatchdog::get();
  if (!w) return false;
  s->clock = new SbxClock;
  s->clock->limit_ns = limit;
  w->add(s->clock);
  return true;
}

void sbx_clockclose(SandboxState* s) {
  if (!s->clock) return;
  SbxWatchdog::get()->remove(s->clock);
  delete s->clock;
  s->clock = nullptr;
}

void sbx_clockstart(SandboxState* s, lua_State* thread) {
  SbxClock* c = s->clock;
  if (sbx_thistid == 0) {
    sbx_thistid = gettid();
    pthread_getcpuclockid(pthread_self(), &sbx_thiscpu);
  }
  sbx_thisclock = c;
  c->tid.store(sbx_thistid, std::memory_order_relaxed);
  c->cpu.store(sbx_thiscpu, std::memory_order_relaxed);
  c->current.store(thread, std::memory_order_relaxed);
  c->fired.store(false, std::memory_order_relaxed);
  c->seq.fetch_add(1, std::memory_order_relaxed);
  c->running.store(true);  // before poke reads parked_ (see SbxWatchdog::park)
  SbxWatchdog::get()->poke();
}

void sbx_clockstop(SandboxState* s) {
  s->clock->running.store(false, std::memory_order_release);
  s->clock->current.store(nullptr, std::memory_order_relaxed);
  sbx_thisclock = nullptr;  // the clock may go before this thread's next step
}

lua_State* sbx_clockswap(SandboxState* s, lua_State* thread) {
  return s->clock ? s->clock->current.exchange(thread) : nullptr;
}

// A counted state keeps its clock for the next switch (a search world), but
// what the clock did before the switch is no longer its business.
bool sbx_clockfired(const SandboxState* s) {
  return !s->counted && s->clock && s->clock->fired.load(std::memory_order_relaxed);
}

}  // namespace tabula::lua
