// A throwaway game for tests of hostile rule scripts: a game.toml and the
// given files (rules.lua and whatever it requires) in a scratch folder.
#pragma once

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>

#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "test_files.hpp"

namespace tabula::test {

class ScratchGame {
 public:
  // `files` maps a path inside the game folder to its text.
  explicit ScratchGame(std::map<std::string, std::string> files, int max_players = 4) {
    write_file(dir_.path() / "game" / "game.toml",
               "id = \"scratch\"\nname = \"Scratch\"\nversion = \"1\"\n"
               "players = { min = 1, max = " +
                   std::to_string(max_players) + " }\n");
    for (const auto& [name, text] : files) write_file(dir_.path() / "game" / name, text);
  }

  // Only rules.lua.
  explicit ScratchGame(const std::string& rules)
      : ScratchGame(std::map<std::string, std::string>{{"rules.lua", rules}}) {}

  [[nodiscard]] std::filesystem::path dir() const { return dir_.path() / "game"; }
  [[nodiscard]] std::filesystem::path file(const std::string& name) const { return dir() / name; }

  // The module, or null with `problems` filled.
  std::shared_ptr<const Module> load(Problems& problems) const {
    SearchPaths paths;
    paths.lib = std::filesystem::path(TABULA_SOURCE_DIR) / "games" / "lib";
    return load_module(dir(), paths, problems);
  }

  // A session of `players` seats, or null with `problems` filled (the rules
  // did not load).
  std::unique_ptr<Session> start(Problems& problems, int players = 2, SessionConfig config = {},
                                 std::uint64_t seed = 1) const {
    auto module = load(problems);
    if (!module) return nullptr;
    GameSetup setup;
    setup.seed = seed;
    for (int i = 0; i < players; ++i)
      setup.seats.push_back({"Seat " + std::to_string(i + 1), "red", "human"});
    return Session::start(module, setup, config, problems);
  }

  // Like start, but requires the rules to load.
  std::unique_ptr<Session> start(int players = 2, SessionConfig config = {},
                                 std::uint64_t seed = 1) const {
    Problems problems;
    auto s = start(problems, players, config, seed);
    INFO(join(problems));
    REQUIRE(s);
    return s;
  }

 private:
  TempDir dir_;
};

// A rules.lua with one setup step that runs `body` (with `game` in scope),
// then one turn phase that ends the game; `top` goes before the rules table.
inline std::string setup_rules(const std::string& body, const std::string& top = "") {
  return top + "\nlocal rules = {}\nfunction rules.setup(game)\n" + body +
         "\nend\nrules.rounds = 1\nrules.phases = { { name = \"end\", step = function(game) "
         "game:end_game() end } }\nfunction rules.score() return 0 end\nreturn rules\n";
}

}  // namespace tabula::test
