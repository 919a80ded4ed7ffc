// tabula replay FILE [--verify] [--to-scenario]: re-runs a replay; with
// --verify exits non-zero if the final state hash differs from the recorded
// one; with --to-scenario prints a scenario test that replays the game and
// checks that hash.
#include <iostream>

#include "cli.hpp"
#include "render.hpp"
#include "tabula/hash.hpp"
#include "tabula/replay.hpp"
#include "tabula/scenario.hpp"

namespace tabula::cli {

int cmd_replay(const std::vector<std::string>& args) {
  Globals g;
  std::string file;
  bool verify = false, to_scenario = false;
  po::options_description desc("replay options");
  desc.add_options()("file", po::value(&file), "the replay or save file")(
      "verify", po::bool_switch(&verify), "fail if the final state hash differs")(
      "to-scenario", po::bool_switch(&to_scenario),
      "print a scenario test (for the game's tests/ folder) that replays this game and checks "
      "its final state hash");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("file", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula replay FILE [--verify] [--to-scenario]", code))
    return code;
  if (file.empty()) {
    std::cerr << "tabula: replay needs a FILE\n";
    return 2;
  }
  Problems problems;
  LoadedReplay r = load_replay(file, search_paths(g), session_config(g), problems);
  report(problems);
  if (!r.session) return 1;
  const Session& s = *r.session;
  const std::string hash = hex64(s.hash());
  // With --to-scenario the scenario alone goes to stdout, to be redirected.
  std::ostream& out = to_scenario ? std::cerr : std::cout;
  out << s.module().manifest.name << ": " << s.choices().size() << " choices replayed, state hash "
      << hash << '\n';
  if (s.status() == SessionStatus::Failed) {
    std::cerr << s.error() << '\n';
    return 1;
  }
  if (to_scenario) {
    std::cout << scenario_text(s, "replay of " + std::filesystem::path(file).filename().string());
    return 0;
  }
  if (s.status() == SessionStatus::Finished)
    print_results(s.results(), s.state().seats(), std::cout);
  if (verify && hash != r.recorded_hash) {
    std::cerr << "tabula: verify failed: the replay recorded " << r.recorded_hash
              << ", replaying gives " << hash << '\n';
    return 1;
  }
  if (verify) std::cout << "verified: the final state hash matches\n";
  return 0;
}

}  // namespace tabula::cli
