// Shared pieces of the `tabula` command line: global options, loading a game,
// parsing seats and --option values, printing problems.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula::cli {

namespace po = boost::program_options;

// Options every command accepts.
struct Globals {
  std::vector<std::string> games_paths;
  std::vector<std::string> mods_paths;
  std::size_t memory_mb = 256;
  std::uint64_t step_budget = 100'000'000;
  bool counted = false;  // SessionConfig::count_instructions
  bool help = false;
};

// Adds --games-path, --mods-path, --max-memory, --step-budget, --counted and --help to
// `desc`.
void add_globals(po::options_description& desc, Globals& g);

// Parses `args` against `desc` (positional names in `pos`); prints usage and
// returns false on --help or a bad option (exit code in `code`).
bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           const po::positional_options_description& pos, const Globals& g,
           const std::string& usage, int& code);

[[nodiscard]] SearchPaths search_paths(const Globals& g);
// The session limits --max-memory, --step-budget and --counted ask for.
[[nodiscard]] SessionConfig session_config(const Globals& g);

// "k=v" strings to a map; false with a message on a malformed one.
bool parse_options(const std::vector<std::string>& given, std::map<std::string, std::string>& out);

// Prints every problem to stderr, one per line.
void report(const Problems& problems);

// Loads a game by id or by folder path (anything containing a '/').
std::shared_ptr<const Module> load(const std::string& game, const SearchPaths& paths);

// The command entry points; each returns the process exit code.
// The globals the sandbox gives scripts, separated by spaces (for luacheck).
inline constexpr const char* kSandboxGlobals =
    "assert error ipairs pairs next pcall xpcall rawequal rawlen rawget rawset select "
    "tonumber tostring type setmetatable getmetatable print load coroutine table string "
    "math utf8 _VERSION _G data require";

int cmd_list(const std::vector<std::string>& args);
int cmd_play(const std::vector<std::string>& args);
int cmd_sim(const std::vector<std::string>& args);
int cmd_arena(const std::vector<std::string>& args);
int cmd_replay(const std::vector<std::string>& args);
int cmd_check(const std::vector<std::string>& args);
int cmd_test(const std::vector<std::string>& args);
int cmd_new(const std::vector<std::string>& args);
int cmd_inspect(const std::vector<std::string>& args);
int cmd_balance(const std::vector<std::string>& args);
int cmd_serve(const std::vector<std::string>& args);
int cmd_host(const std::vector<std::string>& args);
int cmd_join(const std::vector<std::string>& args);
int cmd_tables(const std::vector<std::string>& args);

}  // namespace tabula::cli
