// tabula replay FILE [--verify]: re-runs a replay; with --verify exits
// non-zero if the final state hash differs from the recorded one.
#include <iostream>

#include "cli.hpp"
#include "render.hpp"
#include "tabula/hash.hpp"
#include "tabula/replay.hpp"

namespace tabula::cli {

int cmd_replay(const std::vector<std::string>& args) {
  Globals g;
  std::string file;
  bool verify = false;
  po::options_description desc("replay options");
  desc.add_options()("file", po::value(&file), "the replay or save file")(
      "verify", po::bool_switch(&verify), "fail if the final state hash differs");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("file", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula replay FILE [--verify]", code)) return code;
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
  std::cout << s.module().manifest.name << ": " << s.choices().size()
            << " choices replayed, state hash " << hash << '\n';
  if (s.status() == SessionStatus::Failed) {
    std::cerr << s.error() << '\n';
    return 1;
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
