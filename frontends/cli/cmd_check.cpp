// tabula check DIR: validates a game module or a mod folder and lists every
// problem: manifest, data against the schema, scripts load, luacheck (when
// installed), and 100 random games at every player count finish.
#include <cstdlib>
#include <iostream>

#include "cli.hpp"
#include "tabula/bot.hpp"
#include "tabula/sim.hpp"
#ifdef TABULA_CHECK_LAYOUT
#include "layout/layout_check.hpp"
#endif

namespace tabula::cli {
namespace {

// Runs luacheck on the folder if it is installed; returns the number of problems.
int run_luacheck(const std::filesystem::path& dir) {
  if (std::system("command -v luacheck >/dev/null 2>&1") != 0) {
    std::cout << "luacheck not installed: skipped (apt-get install lua-check)\n";
    return 0;
  }
  std::cout << std::flush;  // luacheck writes to the same stream, after what came before
  const std::string cmd =
      "luacheck --no-color --codes --quiet --std none --no-max-line-length --read-globals " +
      std::string(kSandboxGlobals) + " -- '" + dir.string() + "'";
  const int rc = std::system(cmd.c_str());
  return rc == 0 ? 0 : 1;
}

// Starts one game: the rules load and their setup runs. Reports why not.
bool scripts_load(std::shared_ptr<const Module> module, const SessionConfig& config) {
  GameSetup setup;
  for (int i = 0; i < module->manifest.min_players; ++i)
    setup.seats.push_back(default_seat(i, "random"));
  Problems problems;
  auto session = Session::start(module, setup, config, problems);
  report(problems);
  if (session && session->status() == SessionStatus::Failed) std::cerr << session->error() << '\n';
  return session && session->status() != SessionStatus::Failed;
}

int run_games(std::shared_ptr<const Module> module, const SessionConfig& config) {
  int bad = 0;
  for (int n = module->manifest.min_players; n <= module->manifest.max_players; ++n) {
    SimConfig c;
    c.players = n;
    c.games = 100;
    c.session = config;
    Problems problems;
    const SimReport r = simulate(module, c, problems);
    report(problems);
    if (!problems.empty() || r.errors > 0 || r.completed != r.games) {
      ++bad;
      std::cout << n << " players: " << r.errors << " of 100 games failed; first (seed "
                << r.first_error_seed << "):\n"
                << r.first_error << '\n';
    } else {
      std::cout << n << " players: 100 random games finished\n";
    }
  }
  return bad;
}

#ifdef TABULA_CHECK_LAYOUT
// The values an option is tried with besides its default: both sides of a
// switch, the ends of a range, every choice.
std::vector<std::string> other_values(const GameOption& o) {
  std::vector<std::string> out;
  if (o.type == "bool") out = {"true", "false"};
  if (o.type == "int") out = {std::to_string(o.min), std::to_string(o.max)};
  if (o.type == "choice") out = o.values;
  std::erase(out, o.default_value);
  return out;
}

// Plays one random game and adds the zones and counters it created.
void add_names(std::shared_ptr<const Module> module, int players, std::uint64_t seed,
               const std::map<std::string, std::string>& options, const SessionConfig& config,
               gui::PlayedNames& names) {
  GameSetup setup;
  setup.seed = seed;
  setup.options = options;
  for (int i = 0; i < players; ++i) setup.seats.push_back(default_seat(i, "random"));
  Problems problems;
  auto s = Session::start(module, setup, config, problems);
  if (!s) return;  // an option that does not fit this player count
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < players; ++i) bots.push_back(make_bot("random", seed * 31 + i));
  play_bots(*s, bots);
  for (const Zone& z : s->state().zones()) names.zones.insert(z.name);
  for (const Counter& c : s->state().counters()) names.counters.insert(c.name);
}

// The zones and counters real games create: at every player count, three
// games with the default options and one with each option changed.
gui::PlayedNames names_played(std::shared_ptr<const Module> module, const SessionConfig& config) {
  gui::PlayedNames names;
  const Manifest& m = module->manifest;
  names.players = std::to_string(m.min_players) +
                  (m.min_players == m.max_players ? "" : " to " + std::to_string(m.max_players)) +
                  " players, with each option changed";
  for (int n = m.min_players; n <= m.max_players; ++n) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) add_names(module, n, seed, {}, config, names);
    for (const GameOption& o : m.options)
      for (const std::string& v : other_values(o))
        if (!o.per_seat) add_names(module, n, 1, {{o.name, v}}, config, names);
  }
  return names;
}

// The layout against what the rules create; returns the number of problems.
int check_layout(std::shared_ptr<const Module> module, const SessionConfig& config) {
  Problems problems;
  if (!gui::LayoutCheck::run(*module, names_played(module, config), problems)) return 0;
  report(problems);
  std::cout << (problems.empty()
                    ? std::string("layout.toml: every zone and counter it names is created")
                    : "layout.toml: " + std::to_string(problems.size()) + " problem(s)")
            << '\n';
  return static_cast<int>(problems.size());
}
#endif

// A mod folder: the game it names, loaded with the mod's folder as the
// mods path (so mods beside it for the same game load too, and are listed).
std::shared_ptr<const Module> load_mod(const std::filesystem::path& dir, const Globals& g) {
  Problems problems;
  const ModInfo mod = read_mod(dir, problems);
  report(problems);
  if (!problems.empty()) return nullptr;
  Globals with_mod = g;
  with_mod.mods_paths = {dir.parent_path().string()};
  auto module = load(mod.game, search_paths(with_mod));
  if (module) {
    std::cout << "checking game '" << mod.game << "' with mods:";
    for (const ModInfo& m : module->mods) std::cout << ' ' << m.id;
    std::cout << '\n';
  }
  return module;
}

}  // namespace

int cmd_check(const std::vector<std::string>& args) {
  Globals g;
  std::string dir_text;
  po::options_description desc("check options");
  desc.add_options()("dir", po::value(&dir_text), "the game or mod folder");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("dir", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula check DIR", code)) return code;
  const std::filesystem::path dir(dir_text);
  std::shared_ptr<const Module> module;
  if (std::filesystem::exists(dir / "game.toml")) {
    module = load(dir.string(), search_paths(g));
  } else if (std::filesystem::exists(dir / "mod.toml")) {
    module = load_mod(dir, g);
  } else {
    std::cerr << "tabula: " << dir_text << " holds neither game.toml nor mod.toml\n";
    return 2;
  }
  if (!module) return 1;
  std::cout << module->manifest.name << ": manifest and data are valid (content hash "
            << module->hash_hex() << ")\n";
  if (!scripts_load(module, session_config(g))) {
    std::cout << "check found problems: the rules do not load or set up\n";
    return 1;
  }
  std::cout << "rules load and set up\n";
  int problems = run_luacheck(module->manifest.dir) + run_games(module, session_config(g));
#ifdef TABULA_CHECK_LAYOUT
  problems += check_layout(module, session_config(g));
#endif
  std::cout << (problems == 0 ? "check passed\n" : "check found problems\n");
  return problems == 0 ? 0 : 1;
}

}  // namespace tabula::cli
