// tabula: play, simulate, replay and check Tabula games from the terminal.
#include <cstring>
#include <iostream>

#include "cli.hpp"

namespace {

struct Command {
  const char* name;
  int (*run)(const std::vector<std::string>&);
  const char* summary;
};

const Command kCommands[] = {
    {"list", tabula::cli::cmd_list, "list every game found"},
    {"play", tabula::cli::cmd_play, "play a game in the terminal"},
    {"sim", tabula::cli::cmd_sim, "play many games with bots and report"},
    {"arena", tabula::cli::cmd_arena, "bots against bots: win rates with confidence"},
    {"balance", tabula::cli::cmd_balance, "a balance report: tables, plots, one HTML page"},
    {"replay", tabula::cli::cmd_replay, "re-run a replay or save file"},
    {"check", tabula::cli::cmd_check, "validate a game module or mod folder"},
    {"test", tabula::cli::cmd_test, "run a game's scenario tests"},
    {"inspect", tabula::cli::cmd_inspect, "a saved game at one decision: what changed"},
    {"new", tabula::cli::cmd_new, "create a working game module to start from"},
    {"serve", tabula::cli::cmd_serve, "run a game server for play across machines"},
    {"host", tabula::cli::cmd_host, "create a table on a server"},
    {"join", tabula::cli::cmd_join, "play a seat of a server's table as a bot, or watch"},
    {"tables", tabula::cli::cmd_tables, "list a server's public tables"},
};

void usage(std::ostream& out) {
  out << "usage: tabula <command> [options]   (tabula <command> --help for details)\n\ncommands:\n";
  for (const Command& c : kCommands)
    out << "  " << c.name << std::string(8 - std::strlen(c.name), ' ') << c.summary << '\n';
  out << "\nglobal options: --games-path DIR (repeatable), --mods-path DIR, --help\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
    usage(argc < 2 ? std::cerr : std::cout);
    return argc < 2 ? 2 : 0;
  }
  const std::vector<std::string> args(argv + 2, argv + argc);
  for (const Command& c : kCommands)
    if (std::strcmp(argv[1], c.name) == 0) return c.run(args);
  std::cerr << "tabula: unknown command '" << argv[1] << "'\n";
  usage(std::cerr);
  return 2;
}
