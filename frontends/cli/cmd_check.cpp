// tabula check DIR: validates a game module or a mod folder and lists every
// problem: manifest, data against the schema, scripts load, luacheck (when
// installed), and 100 random games at every player count finish.
#include <cstdlib>
#include <iostream>

#include "cli.hpp"
#include "tabula/sim.hpp"

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
    setup.seats.push_back({"Seat " + std::to_string(i + 1), default_seat_color(i), "random"});
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
  const int problems = run_luacheck(module->manifest.dir) + run_games(module, session_config(g));
  std::cout << (problems == 0 ? "check passed\n" : "check found problems\n");
  return problems == 0 ? 0 : 1;
}

}  // namespace tabula::cli
