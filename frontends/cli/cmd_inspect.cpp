// tabula inspect FILE --at N: the rules inspector. Replays a saved game to
// its decision N (from 1) and prints, as text, what changed since the
// decision before (pieces moved, counters changed, properties set), who is
// asked what, and the whole state as every seat's hidden pieces included.
#include <iostream>

#include "cli.hpp"
#include "render.hpp"
#include "tabula/inspect.hpp"
#include "tabula/replay.hpp"
#include "tabula/view.hpp"

namespace tabula::cli {
namespace {

void print_answers(const std::vector<Choice>& answers) {
  for (const Choice& c : answers) {
    std::cout << "  seat " << c.seat + 1 << " picked";
    for (const std::string& p : c.picks) std::cout << ' ' << p;
    std::cout << '\n';
  }
}

}  // namespace

int cmd_inspect(const std::vector<std::string>& args) {
  Globals g;
  std::string file;
  int at = 0;
  po::options_description desc("inspect options");
  desc.add_options()("file", po::value(&file), "the replay or save file")(
      "at", po::value(&at), "the decision to look at, from 1");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("file", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula inspect FILE --at N", code)) return code;
  if (file.empty() || at == 0) {
    std::cerr << "tabula: inspect needs a FILE and --at N (decisions count from 1)\n";
    return 2;
  }
  Problems problems;
  const auto inputs = read_replay(file, search_paths(g), problems);
  report(problems);
  if (!inputs) return 1;
  InspectedDecision d;
  if (auto why = inspect_decision(*inputs, at, d)) {
    std::cerr << "tabula: " << *why << '\n';
    return 1;
  }
  const Module& module = *inputs->module;
  const State& now = d.session->state();
  std::cout << module.manifest.name << ", decision " << at << " (round " << now.flow().round << ", "
            << d.session->phase_name() << "): " << d.asked << "\n\n";
  if (at > 1) {
    std::cout << "Answers to decision " << at - 1 << ":\n";
    print_answers(d.answers);
    const std::vector<std::string> changes = describe_changes(d.before, now, module);
    std::cout << "\nChanges since decision " << at - 1 << (changes.empty() ? ": none\n" : ":\n");
    for (const std::string& line : changes) std::cout << "  " << line << '\n';
  } else {
    std::cout << "Changes from the setup:\n";
    for (const std::string& line : describe_changes(State(), now, module))
      std::cout << "  " << line << '\n';
  }
  std::cout << "\nThe state (every piece shown, hidden ones too):\n";
  print_view(d.session->view(kNoSeat), module, std::cout);
  return 0;
}

}  // namespace tabula::cli
