// tabula test GAME: runs the scenario tests of a game (games/<id>/tests/*.lua).
#include <iostream>

#include "cli.hpp"
#include "tabula/scenario.hpp"

namespace tabula::cli {

int cmd_test(const std::vector<std::string>& args) {
  Globals g;
  std::string game, filter;
  po::options_description desc("test options");
  desc.add_options()("game", po::value(&game), "game id or folder")(
      "filter", po::value(&filter), "run only scenarios whose name contains TEXT");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("game", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula test GAME [--filter TEXT]", code)) return code;
  auto module = load(game, search_paths(g));
  if (!module) return 1;
  int passed = 0, failed = 0;
  for (const auto& file : scenario_files(*module)) {
    Problems problems;
    const auto scenarios = read_scenarios(module, file, problems);
    report(problems);
    failed += static_cast<int>(problems.size());
    for (const Scenario& s : scenarios) {
      if (!filter.empty() && s.name.find(filter) == std::string::npos) continue;
      const ScenarioResult r = run_scenario(module, s);
      std::cout << (r.passed ? "ok    " : "FAIL  ") << file.filename().string() << ": " << s.name
                << '\n';
      if (!r.passed) std::cout << "      " << r.message << '\n';
      ++(r.passed ? passed : failed);
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace tabula::cli
