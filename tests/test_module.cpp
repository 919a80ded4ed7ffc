// Game modules: manifests, discovery, loading, content hash, options and
// search paths (tabula/module.hpp). Fixtures are in tests/fixtures/.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

#include "module/content_hash.hpp"
#include "tabula/hash.hpp"
#include "tabula/module.hpp"
#include "test_files.hpp"

namespace fs = std::filesystem;
using tabula::Manifest;
using tabula::OptionValue;
using tabula::Problems;
using tabula::SearchPaths;
using tabula::test::has_problem;
using tabula::test::TempDir;
using tabula::test::write_file;

namespace {

const fs::path kFixtures = fs::path(TABULA_TEST_DIR) / "fixtures";
const fs::path kGames = kFixtures / "games";
const fs::path kDataGame = kGames / "datagame";

SearchPaths games_path(std::vector<fs::path> games) {
  SearchPaths paths;
  paths.games = std::move(games);
  paths.lib = fs::path(TABULA_SOURCE_DIR) / "games" / "lib";
  return paths;
}

std::vector<std::string> ids(const std::vector<Manifest>& games) {
  std::vector<std::string> out;
  for (const Manifest& game : games) out.push_back(game.id);
  return out;
}

// Sets an environment variable for one scope (an unset variable is null).
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    set(value);
  }
  ~ScopedEnv() { set(old_ ? old_->c_str() : nullptr); }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  void set(const char* value) {
    if (value) {
      setenv(name_, value, 1);
    } else {
      unsetenv(name_);
    }
  }
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("a manifest is read with its options in declaration order", "[module]") {
  Problems problems;
  const Manifest m = tabula::read_manifest(kDataGame, problems);
  INFO(tabula::join(problems));
  REQUIRE(problems.empty());
  CHECK(m.id == "datagame");
  CHECK(m.name == "Data Game");
  CHECK(m.version == "1.0.0");
  CHECK(m.summary == "Every kind of field the data schema knows.");
  CHECK(m.credits == "The Tabula authors");
  CHECK(m.min_players == 2);
  CHECK(m.max_players == 4);
  CHECK(m.dir == kDataGame);
  CHECK(m.file == kDataGame / "game.toml");
  REQUIRE(m.options.size() == 3);
  const tabula::GameOption& rounds = m.options[0];
  CHECK(rounds.name == "rounds");
  CHECK(rounds.label == "Rounds");
  CHECK(rounds.description == "How many rounds to play.");
  CHECK(rounds.type == "int");
  CHECK(rounds.default_value == "3");
  CHECK(rounds.min == 1);
  CHECK(rounds.max == 10);
  CHECK(m.options[1].name == "variant");
  CHECK(m.options[1].values == std::vector<std::string>{"classic", "quick"});
  CHECK(m.options[2].name == "open_hands");
  CHECK(m.options[2].label == "open_hands");  // no label: the name
  CHECK(m.options[2].default_value == "false");
}

TEST_CASE("manifest problems name file, line and key", "[module]") {
  const fs::path dir = kGames / "badmanifest";
  const fs::path file = dir / "game.toml";
  Problems problems;
  (void)tabula::read_manifest(dir, problems);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, file, 2, "id \"Bad Game\" may only use a-z, 0-9, _ and -"));
  CHECK(has_problem(problems, file, 3, "version: expected string, got integer"));
  CHECK(has_problem(problems, file, 1, "missing required key 'name'"));
  CHECK(has_problem(problems, file, 5, "players: max must be between min (3) and 16, got 2"));
  CHECK(has_problem(problems, file, 6, "unknown key 'colour'"));
  CHECK(has_problem(problems, file, 10,
                    "options.variant: default \"foo\" is not one of \"a\", \"b\""));
  CHECK(has_problem(problems, file, 15, "options.rounds: default: expected integer, got string"));
  CHECK(has_problem(problems, file, 16,
                    "options.rounds: unknown key 'lable' (did you mean 'label'?)"));
  CHECK(has_problem(problems, file, 19,
                    "options.speed: type \"float\" is not one of \"bool\", \"int\", \"choice\""));
  CHECK(problems.size() == 9);
}

TEST_CASE("player counts must be 1 <= min <= max <= 16", "[module]") {
  TempDir tmp;
  const auto check = [&](const std::string& players, int line, const std::string& text) {
    write_file(tmp.path() / "game.toml", "id = \"g\"\nname = \"G\"\nversion = \"1\"\n" + players);
    Problems problems;
    (void)tabula::read_manifest(tmp.path(), problems);
    INFO(tabula::join(problems));
    CHECK(has_problem(problems, tmp.path() / "game.toml", line, text));
    CHECK(problems.size() == 1);
  };
  check("players = { min = 0, max = 2 }", 4, "players: min must be between 1 and 16, got 0");
  check("players = { min = 2, max = 17 }", 4,
        "players: max must be between min (2) and 16, got 17");
  check("[players]\nmin = 2", 4, "players: missing required key 'max'");
  check("", 1, "missing required key 'players'");
}

TEST_CASE("option declarations are checked", "[module]") {
  TempDir tmp;
  // `option` starts at line 5 of game.toml; the problem must be at `line`.
  const auto check = [&](const std::string& option, int line, const std::string& text) {
    write_file(
        tmp.path() / "game.toml",
        "id = \"g\"\nname = \"G\"\nversion = \"1\"\nplayers = { min = 1, max = 2 }\n" + option);
    Problems problems;
    (void)tabula::read_manifest(tmp.path(), problems);
    INFO(option << "\n" << tabula::join(problems));
    CHECK(has_problem(problems, tmp.path() / "game.toml", line, text));
    CHECK(problems.size() == 1);
  };
  check("[options.o]\ntype = \"choice\"\ndefault = \"a\"", 5,
        "options.o: missing required key 'values'");
  check("[options.o]\ntype = \"choice\"\ndefault = \"a\"\nvalues = []", 8,
        "options.o: values must be a non-empty array of strings");
  check("[options.o]\ntype = \"int\"\ndefault = 1\nvalues = [\"a\"]", 8,
        "options.o: values is only allowed for choice options");
  check("[options.o]\ntype = \"bool\"\ndefault = true\nmin = 1", 8,
        "options.o: min is only allowed for int options");
  check("[options.o]\ntype = \"int\"\ndefault = 5\nmin = 5\nmax = 1", 9,
        "options.o: max 1 is less than min 5");
  check("[options.o]\ntype = \"int\"\ndefault = 20\nmin = 1\nmax = 10", 7,
        "options.o: default 20 is out of range 1..10");
  check("[options.o]\ntype = \"bool\"\ndefault = \"yes\"", 7,
        "options.o: default: expected boolean, got string");
  check("[options.o]\ntype = \"bool\"", 5, "options.o: missing required key 'default'");
  check("[options.o]\ntype = \"choice\"\nvalues = [\"a\"]\ndefault = \"a\"\nbots_default = \"b\"",
        9, "options.o: bots_default \"b\" is not one of \"a\"");
  check("[options.o]\ntype = \"int\"\ndefault = 1\nmin = 1\nmax = 3\nbots_default = 4", 10,
        "options.o: bots_default 4 is out of range 1..3");
  check("[options.\"Bad Name\"]\ntype = \"bool\"\ndefault = true", 5,
        "options.Bad Name: a name may only use a-z, 0-9, _ and -");
}

TEST_CASE("a TOML syntax error in game.toml is one problem with its line", "[module]") {
  TempDir tmp;
  write_file(tmp.path() / "game.toml", "id = \"g\"\nname = \"G\n");
  Problems problems;
  CHECK(tabula::load_module(tmp.path(), SearchPaths{}, problems) == nullptr);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, tmp.path() / "game.toml", 2, "TOML syntax error"));
  CHECK(problems.size() == 1);
}

TEST_CASE("discovery: first occurrence of an id wins, folders without game.toml are skipped",
          "[module]") {
  Problems problems;
  const auto games = tabula::discover_games(games_path({kFixtures / "shadow", kGames}), problems);
  INFO(tabula::join(problems));
  CHECK(ids(games) == std::vector<std::string>{"datagame", "badgame"});
  REQUIRE(games.size() == 2);
  CHECK(games[0].name == "Shadow Data Game");
  CHECK(games[0].dir == kFixtures / "shadow" / "datagame");
  // badmanifest is reported (and left out); notagame and the data errors of
  // badgame are not discovery's business.
  CHECK(problems.size() == 9);
  CHECK(has_problem(problems, kGames / "badmanifest" / "game.toml", 2, "id \"Bad Game\""));

  Problems again;
  const auto reversed = tabula::discover_games(games_path({kGames, kFixtures / "shadow"}), again);
  CHECK(ids(reversed) == std::vector<std::string>{"badgame", "datagame"});
  CHECK(reversed[1].name == "Data Game");
}

TEST_CASE("a module loads with its data, mods, lib dir and content hash", "[module]") {
  SearchPaths paths = games_path({kGames});
  paths.mods = {kFixtures / "mods"};
  Problems problems;
  const auto module = tabula::load_module(kDataGame, paths, problems);
  INFO(tabula::join(problems));
  REQUIRE(module);
  CHECK(module->manifest.id == "datagame");
  CHECK(module->data.table("cards")->find("cherry"));
  REQUIRE(module->mods.size() == 3);
  CHECK(module->mods[0].id == "also_zero");
  CHECK(module->lib_dir == paths.lib);
  CHECK(module->hash_hex() == tabula::hex64(module->content_hash));
  CHECK(module->hash_hex().size() == 16);
}

TEST_CASE("a module with any problem does not load, and reports them all", "[module]") {
  Problems problems;
  CHECK(tabula::load_module(kGames / "badgame", games_path({kGames}), problems) == nullptr);
  CHECK(problems.size() == 17);  // the data problems of test_data.cpp
}

TEST_CASE("load_game finds a game by id on the games path", "[module]") {
  Problems problems;
  const auto game =
      tabula::load_game("datagame", games_path({kFixtures / "shadow", kGames}), problems);
  INFO(tabula::join(problems));
  REQUIRE(game);
  CHECK(game->manifest.name == "Shadow Data Game");
  CHECK(problems.empty());  // badmanifest is on the path, but is another game

  const auto missing = tabula::load_game("nope", games_path({kGames}), problems);
  CHECK(missing == nullptr);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message == "no game 'nope' on the games path (" + kGames.string() + ")");
}

TEST_CASE("the content hash covers the game's files and its mods, not its tests", "[module]") {
  TempDir tmp;
  const fs::path a = tmp.path() / "a" / "datagame", b = tmp.path() / "b" / "datagame";
  tabula::test::copy_dir(kDataGame, a);
  tabula::test::copy_dir(kDataGame, b);
  const auto hash = [](const fs::path& dir, const SearchPaths& paths) {
    Problems problems;
    const auto module = tabula::load_module(dir, paths, problems);
    INFO(tabula::join(problems));
    REQUIRE(module);
    return module->content_hash;
  };
  const SearchPaths no_mods;
  const std::uint64_t base = hash(a, no_mods);
  CHECK(hash(b, no_mods) == base);  // where the folder is does not matter

  write_file(b / "tests" / "another_test.txt", "tests do not change how the game plays");
  CHECK(hash(b, no_mods) == base);

  write_file(b / "data" / "more_cards.toml", "[kiwi]\nname = \"Kiwi\"\nvalue = 5\n");
  CHECK(hash(b, no_mods) != base);

  SearchPaths with_mod;
  with_mod.mods = {tmp.path() / "mods"};
  tabula::test::copy_dir(kFixtures / "mods" / "double_values",
                         tmp.path() / "mods" / "double_values");
  const std::uint64_t modded = hash(a, with_mod);
  CHECK(modded != base);

  write_file(tmp.path() / "mods" / "double_values" / "data" / "cards.toml", "[apple]\nvalue = 3\n");
  CHECK(hash(a, with_mod) != modded);
}

TEST_CASE("options resolve to defaults and to typed values", "[module]") {
  Problems problems;
  const Manifest m = tabula::read_manifest(kDataGame, problems);
  REQUIRE(problems.empty());

  const auto defaults = tabula::resolve_options(m, {}, 2, problems);
  CHECK(problems.empty());
  CHECK(defaults.at("rounds") == OptionValue(std::int64_t{3}));
  CHECK(defaults.at("variant") == OptionValue(std::string("classic")));
  CHECK(defaults.at("open_hands") == OptionValue(false));

  const auto given = tabula::resolve_options(
      m, {{"rounds", "10"}, {"variant", "quick"}, {"open_hands", "yes"}}, 2, problems);
  CHECK(problems.empty());
  CHECK(given.at("rounds") == OptionValue(std::int64_t{10}));
  CHECK(given.at("variant") == OptionValue(std::string("quick")));
  CHECK(given.at("open_hands") == OptionValue(true));

  for (const auto& [text, value] : std::vector<std::pair<std::string, bool>>{{"true", true},
                                                                             {"1", true},
                                                                             {"Yes", true},
                                                                             {"false", false},
                                                                             {"0", false},
                                                                             {"NO", false}}) {
    CHECK(tabula::resolve_options(m, {{"open_hands", text}}, 2, problems).at("open_hands") ==
          OptionValue(value));
  }
  CHECK(problems.empty());
}

TEST_CASE("bad option values and unknown options are problems", "[module]") {
  Problems problems;
  const Manifest m = tabula::read_manifest(kDataGame, problems);
  REQUIRE(problems.empty());
  const auto message = [&](const std::map<std::string, std::string>& given) {
    Problems found;
    (void)tabula::resolve_options(m, given, 2, found);
    REQUIRE(found.size() == 1);
    CHECK(found[0].file.empty());
    return found[0].message;
  };
  CHECK(message({{"rounds", "11"}}) == "option 'rounds': 11 is out of range 1..10");
  CHECK(message({{"rounds", "0"}}) == "option 'rounds': 0 is out of range 1..10");
  CHECK(message({{"rounds", "3x"}}) == "option 'rounds': \"3x\" is not an integer");
  CHECK(message({{"rounds", ""}}) == "option 'rounds': \"\" is not an integer");
  CHECK(message({{"variant", "slow"}}) ==
        "option 'variant': \"slow\" is not one of \"classic\", \"quick\"");
  CHECK(message({{"open_hands", "maybe"}}) ==
        "option 'open_hands': \"maybe\" is not a boolean (use true/false, yes/no or 1/0)");
  CHECK(message({{"colour", "red"}}) ==
        "unknown option 'colour' for game 'datagame' (options: rounds, variant, open_hands)");
  CHECK(message({{"round", "3"}}) ==
        "unknown option 'round' for game 'datagame' (did you mean 'rounds'?) "
        "(options: rounds, variant, open_hands)");
}

TEST_CASE("per-seat options: one value per seat, given for all or for one seat", "[module]") {
  Problems problems;
  Manifest m = tabula::read_manifest(kDataGame, problems);
  REQUIRE(problems.empty());
  tabula::GameOption deck;
  deck.name = "deck";
  deck.type = "choice";
  deck.values = {"red", "blue"};
  deck.default_value = "red";
  deck.per_seat = true;
  m.options.push_back(deck);

  const auto v = tabula::resolve_options(m, {{"deck", "blue"}, {"deck.3", "red"}}, 3, problems);
  CHECK(problems.empty());
  CHECK(v.at("deck.1") == OptionValue(std::string("blue")));
  CHECK(v.at("deck.2") == OptionValue(std::string("blue")));
  CHECK(v.at("deck.3") == OptionValue(std::string("red")));
  CHECK(v.count("deck") == 0);
  CHECK(tabula::resolve_options(m, {}, 2, problems).at("deck.2") ==
        OptionValue(std::string("red")));
  CHECK(tabula::seat_option_key("deck", 0) == "deck.1");

  const auto message = [&](const std::map<std::string, std::string>& given) {
    Problems found;
    (void)tabula::resolve_options(m, given, 2, found);
    REQUIRE(found.size() == 1);
    return found[0].message;
  };
  CHECK(message({{"deck.3", "red"}}) ==
        "option 'deck.3': the seat must be 1 to 2 (seats are numbered from 1)");
  CHECK(message({{"deck.0", "red"}}) ==
        "option 'deck.0': the seat must be 1 to 2 (seats are numbered from 1)");
  CHECK(message({{"deck.2", "green"}}) ==
        "option 'deck.2': \"green\" is not one of \"red\", \"blue\"");
  CHECK(message({{"rounds.1", "4"}}) ==
        "option 'rounds' is the same for every seat: give it as 'rounds=VALUE', not "
        "'rounds.1=VALUE'");
}

TEST_CASE("standard search paths: extra, user, shipped; existing and each once", "[module]") {
  TempDir tmp;
  fs::create_directories(tmp.path() / "tabula" / "games");
  fs::create_directories(tmp.path() / "tabula" / "mods");
  const ScopedEnv xdg("XDG_DATA_HOME", tmp.path().c_str());
  const fs::path source_games = fs::path(TABULA_SOURCE_DIR) / "games";

  const SearchPaths paths = SearchPaths::standard(
      {kGames, tmp.path() / "missing", kGames / ".." / "games"}, {tmp.path() / "my-mods"});
  REQUIRE(paths.games.size() >= 3);
  CHECK(paths.games[0] == kGames);
  CHECK(paths.games[1] == tmp.path() / "tabula" / "games");
  CHECK(paths.games[2] == source_games);
  for (std::size_t i = 3; i < paths.games.size(); ++i) {
    CHECK(fs::weakly_canonical(paths.games[i]) != fs::weakly_canonical(kGames));
  }
  CHECK(paths.mods ==
        std::vector<fs::path>{tmp.path() / "my-mods", tmp.path() / "tabula" / "mods"});
  if (fs::is_directory(source_games / "lib")) CHECK(paths.lib == source_games / "lib");
}

TEST_CASE("without XDG_DATA_HOME the user folder is ~/.local/share/tabula", "[module]") {
  TempDir tmp;
  const fs::path user = tmp.path() / ".local" / "share" / "tabula";
  fs::create_directories(user / "games");
  const ScopedEnv xdg("XDG_DATA_HOME", nullptr);
  const ScopedEnv home("HOME", tmp.path().c_str());

  const SearchPaths paths = SearchPaths::standard({}, {});
  REQUIRE_FALSE(paths.games.empty());
  CHECK(paths.games[0] == user / "games");
  CHECK(paths.mods.empty());  // no mods folder there
}

TEST_CASE("the content hash covers what can change a game's result, nothing else", "[module]") {
  // A changed look, aid, doc or picture keeps old saves valid; a changed
  // rule, data file or manifest does not.
  TempDir tmp;
  const fs::path dir = tmp.path() / "g";
  tabula::test::copy_dir(fs::path(TABULA_SOURCE_DIR) / "games" / "goofspiel", dir);
  SearchPaths paths;
  Problems problems;
  const auto load = [&] { return tabula::load_module(dir, paths, problems); };
  const auto module = load();
  REQUIRE(module);
  const auto before = module->content_hash;
  const std::string v1 = module->hash_hex(1, problems);
  std::ofstream(dir / "layout.toml", std::ios::app) << "\n# a comment\n";
  std::ofstream(dir / "aid.md", std::ios::app) << "\nOne more line of the aid.\n";
  write_file(dir / "README.md", "# How to play\n");
  write_file(dir / "art" / "back.svg", "<svg/>");
  write_file(dir / "docs" / "notes.lua.txt", "notes");
  write_file(dir / "tests" / "more.lua", "return {}");
  CHECK(load()->content_hash == before);
  // Format 1, which older saves record, counted the README and the art.
  CHECK(load()->hash_hex(1, problems) != v1);
  for (const char* file : {"rules.lua", "game.toml", "data/bids.toml", "helper/extra.lua"}) {
    INFO(file);
    const auto changed = dir / file;
    const bool existed = fs::exists(changed);
    const auto prior = load()->content_hash;
    fs::create_directories(changed.parent_path());
    std::ofstream(changed, std::ios::app) << "\n# x\n";
    CHECK(load()->content_hash != prior);
    if (existed) continue;
    fs::remove(changed);
    CHECK(load()->content_hash == prior);
  }
  CHECK(problems.empty());
}

namespace {

// The content hash (the current format) of the game in `dir` with the
// shared library `lib`.
std::uint64_t hash_of(const fs::path& dir, const fs::path& lib, int format = 3) {
  tabula::Problems problems;
  const std::uint64_t h = tabula::module::content_hash(dir, lib, {}, format, problems);
  REQUIRE(problems.empty());
  return h;
}

}  // namespace

TEST_CASE("the content hash counts the library files a game can require, and no others",
          "[module][hash]") {
  REQUIRE(tabula::kContentHashFormat == 3);
  tabula::test::TempDir tmp;
  const fs::path game = tmp.path() / "game", lib = tmp.path() / "lib";
  write_file(game / "game.toml", "id = \"g\"\n");
  write_file(game / "rules.lua",
             "-- a comment may say require without a name\nlocal a = require(\"a\")\n");
  write_file(lib / "a.lua", "return require 'b'\n");
  write_file(lib / "b.lua", "return {}\n");
  write_file(lib / "c.lua", "return {}\n");
  const std::uint64_t before = hash_of(game, lib);
  write_file(lib / "c.lua", "return { changed = true }\n");
  write_file(lib / "new.lua", "return {}\n");
  CHECK(hash_of(game, lib) == before);  // never required: cannot change the game
  write_file(lib / "b.lua", "return { changed = true }\n");
  const std::uint64_t b_changed = hash_of(game, lib);
  CHECK(b_changed != before);  // required by a file the game requires
  // A require of a name the scan cannot read could load anything.
  write_file(game / "more.lua", "local name = 'c'\nreturn require(name)\n");
  const std::uint64_t dynamic = hash_of(game, lib);
  write_file(lib / "c.lua", "return { changed = 2 }\n");
  CHECK(hash_of(game, lib) != dynamic);
}

TEST_CASE("older content hash formats leave out library files added after them", "[module][hash]") {
  tabula::test::TempDir tmp;
  const fs::path game = tmp.path() / "game", lib = tmp.path() / "lib";
  write_file(game / "game.toml", "id = \"g\"\n");
  write_file(game / "rules.lua", "return {}\n");
  write_file(lib / "text.lua", "return {}\n");
  for (int format : {1, 2}) {
    const std::uint64_t before = hash_of(game, lib, format);
    write_file(lib / "grid.lua", "return {}\n");  // a helper added later
    CHECK(hash_of(game, lib, format) == before);
    write_file(lib / "text.lua", "return { changed = " + std::to_string(format) + " }\n");
    CHECK(hash_of(game, lib, format) != before);  // a file that existed then still counts
  }
}
