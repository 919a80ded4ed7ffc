#include "cli.hpp"

#include <iostream>

namespace tabula::cli {

void add_globals(po::options_description& desc, Globals& g) {
  desc.add_options()("games-path", po::value(&g.games_paths)->composing(),
                     "also look for games in DIR (repeatable)")(
      "mods-path", po::value(&g.mods_paths)->composing(), "look for mods in DIR (repeatable)")(
      "max-memory", po::value(&g.memory_mb)->default_value(256), "Lua memory cap per game, in MiB")(
      "step-budget", po::value(&g.step_budget)->default_value(100'000'000),
      "Lua instructions one step may run before it is stopped")(
      "counted", po::bool_switch(&g.counted),
      "count every Lua instruction (slower, same results; for profilers such as callgrind, "
      "under which every step looks long)")("help,h", po::bool_switch(&g.help), "show this help");
}

bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           const po::positional_options_description& pos, const Globals& g,
           const std::string& usage, int& code) {
  try {
    po::variables_map vm;
    po::store(po::command_line_parser(args).options(desc).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "tabula: " << e.what() << "\n\nusage: " << usage << '\n' << desc;
    code = 2;
    return false;
  }
  if (g.help) {
    std::cout << "usage: " << usage << '\n' << desc;
    code = 0;
    return false;
  }
  return true;
}

SearchPaths search_paths(const Globals& g) {
  std::vector<std::filesystem::path> games(g.games_paths.begin(), g.games_paths.end());
  std::vector<std::filesystem::path> mods(g.mods_paths.begin(), g.mods_paths.end());
  return SearchPaths::standard(games, mods);
}

SessionConfig session_config(const Globals& g) {
  SessionConfig c;
  c.memory_bytes = g.memory_mb << 20;
  c.instructions_per_step = g.step_budget;
  c.count_instructions = g.counted;
  return c;
}

bool parse_options(const std::vector<std::string>& given, std::map<std::string, std::string>& out) {
  for (const std::string& kv : given) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "tabula: --option wants key=value, got '" << kv << "'\n";
      return false;
    }
    out[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  return true;
}

void report(const Problems& problems) {
  for (const Problem& p : problems) std::cerr << p.to_string() << '\n';
}

std::shared_ptr<const Module> load(const std::string& game, const SearchPaths& paths) {
  Problems problems;
  auto module = game.find('/') != std::string::npos ? load_module(game, paths, problems)
                                                    : load_game(game, paths, problems);
  report(problems);
  return module;
}

}  // namespace tabula::cli
