// tabula list [--json]: every game on the search path.
#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli.hpp"

namespace tabula::cli {

int cmd_list(const std::vector<std::string>& args) {
  Globals g;
  bool json = false;
  po::options_description desc("list options");
  desc.add_options()("json", po::bool_switch(&json), "print JSON");
  add_globals(desc, g);
  int code = 0;
  if (!parse(args, desc, {}, g, "tabula list [--json]", code)) return code;

  Problems problems;
  const auto games = discover_games(search_paths(g), problems);
  report(problems);
  if (json) {
    nlohmann::json out = nlohmann::json::array();
    for (const Manifest& m : games) {
      out.push_back(manifest_json(m));
      out.back()["path"] = m.dir.string();
    }
    std::cout << out.dump(2) << '\n';
    return 0;
  }
  for (const Manifest& m : games) {
    std::cout << std::left << std::setw(14) << m.id << std::setw(24) << m.name << m.min_players
              << "-" << m.max_players << " players  v" << m.version << '\n';
  }
  if (games.empty()) std::cout << "no games found\n";
  return 0;
}

}  // namespace tabula::cli
