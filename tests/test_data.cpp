// The data stage: loading, schema validation and mod overlay
// (tabula/data.hpp). Fixtures are in tests/fixtures/.
#include <catch2/catch.hpp>

#include "tabula/data.hpp"
#include "test_files.hpp"

namespace fs = std::filesystem;
using tabula::DataSet;
using tabula::ModInfo;
using tabula::Problems;
using tabula::test::has_problem;

namespace {

const fs::path kFixtures = fs::path(TABULA_TEST_DIR) / "fixtures";
const fs::path kDataGame = kFixtures / "games" / "datagame";
const fs::path kBadGame = kFixtures / "games" / "badgame";

DataSet load(const fs::path& game_dir, Problems& problems, const std::vector<ModInfo>& mods = {}) {
  return tabula::load_data(game_dir, game_dir / "game.toml", mods, problems);
}

std::vector<std::string> ids(const tabula::DataTable& table) {
  std::vector<std::string> out;
  for (const auto& entry : table.entries) out.push_back(entry.id);
  return out;
}

std::vector<std::string> ids(const std::vector<ModInfo>& mods) {
  std::vector<std::string> out;
  for (const auto& mod : mods) out.push_back(mod.id);
  return out;
}

ModInfo mod_at(const fs::path& dir) {
  ModInfo mod;
  mod.id = dir.filename().string();
  mod.game = "datagame";
  mod.dir = dir;
  return mod;
}

}  // namespace

TEST_CASE("tables keep game.toml order and entries keep file order", "[data]") {
  Problems problems;
  const DataSet data = load(kDataGame, problems);
  INFO(tabula::join(problems));
  REQUIRE(problems.empty());
  REQUIRE(data.tables.size() == 2);
  CHECK(data.tables[0].name == "ranks");
  CHECK(data.tables[1].name == "cards");
  CHECK(ids(data.tables[1]) == std::vector<std::string>{"zebra", "apple", "mango", "kiwi"});
  CHECK(ids(data.tables[0]) == std::vector<std::string>{"low", "high"});
}

TEST_CASE("values keep their TOML types in json", "[data]") {
  Problems problems;
  const DataSet data = load(kDataGame, problems);
  REQUIRE(problems.empty());
  const tabula::DataEntry* zebra = data.table("cards")->find("zebra");
  REQUIRE(zebra);
  const nlohmann::json& f = zebra->fields;
  CHECK(f["value"].is_number_integer());
  CHECK(f["value"].get<std::int64_t>() == 13);
  CHECK(f["weight"].is_number_float());  // written as 2, declared float
  CHECK(f["weight"].get<double>() == 2.0);
  CHECK(f["wild"] == true);
  CHECK(f["suit"] == "spades");
  CHECK(f["tags"] == nlohmann::json::array({"animal", "striped"}));
  CHECK(f["effect"] == nlohmann::json({{"kind", "draw"}, {"amount", 2}}));
  CHECK(f["extra"]["anything"] == nlohmann::json::array({1, "two"}));
  CHECK(f["extra"]["goes"]["here"] == true);
  CHECK_FALSE(f.contains("id"));
  CHECK(zebra->file == (kDataGame / "data/cards.toml").string());
  CHECK(zebra->line == 2);
}

TEST_CASE("entries are found by id", "[data]") {
  Problems problems;
  const DataSet data = load(kDataGame, problems);
  REQUIRE(problems.empty());
  REQUIRE(data.find_def("kiwi"));
  CHECK(data.find_def("kiwi")->file == (kDataGame / "data/more_cards.toml").string());
  CHECK(data.find_def("high")->fields == nlohmann::json({{"order", 2}}));
  CHECK(data.find_def("nothing") == nullptr);
  CHECK(data.table("nothing") == nullptr);
  CHECK(data.table("cards")->find("low") == nullptr);
}

TEST_CASE("unknown fields are reported, with the closest declared name", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  const fs::path cards = kBadGame / "data/cards.toml";
  CHECK(has_problem(problems, cards, 7,
                    "entry 'typo': unknown field 'vaule' (did you mean 'value'?)"));
  CHECK(has_problem(problems, cards, 12, "entry 'stranger': unknown field 'colour'"));
  CHECK_FALSE(has_problem(problems, cards, 12, "did you mean"));
  CHECK(has_problem(problems, cards, 47,
                    "entry 'bad_effect': unknown field 'effect.amont' (did you mean 'amount'?)"));
}

TEST_CASE("missing required fields are reported at the entry", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  const fs::path cards = kBadGame / "data/cards.toml";
  CHECK(has_problem(problems, cards, 14, "entry 'missing': missing required field 'name'"));
  CHECK(has_problem(problems, cards, 52,
                    "entry 'no_effect_kind': missing required field 'effect.kind'"));
}

TEST_CASE("wrong types are reported with the type found", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  const fs::path cards = kBadGame / "data/cards.toml";
  CHECK(has_problem(problems, cards, 19,
                    "entry 'wrong_type': field 'value': expected integer, got string"));
  CHECK(has_problem(problems, cards, 23,
                    "entry 'float_value': field 'value': expected integer, got float"));
  CHECK(has_problem(problems, cards, 47,
                    "entry 'bad_effect': field 'effect.kind': expected string, got integer"));
  CHECK(has_problem(problems, cards, 57,
                    "entry 'dated': field 'extra.born': dates and times are not supported"));
}

TEST_CASE("array elements are checked one by one, counting from 1", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, kBadGame / "data/cards.toml", 42,
                    "entry 'bad_tag': field 'tags[3]': expected string, got integer"));
}

TEST_CASE("allowed values and ranges are enforced", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  const fs::path cards = kBadGame / "data/cards.toml";
  CHECK(has_problem(problems, cards, 28,
                    "entry 'not_allowed': field 'suit': \"clubs\" is not one of \"hearts\", "
                    "\"spades\""));
  CHECK(has_problem(problems, cards, 32,
                    "entry 'too_small': field 'value': 0 is below the minimum 1"));
  CHECK(has_problem(problems, cards, 36,
                    "entry 'too_big': field 'value': 14 is above the maximum 13"));
}

TEST_CASE("file-level data errors: not a table, duplicate, missing file, syntax", "[data]") {
  Problems problems;
  (void)load(kBadGame, problems);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, kBadGame / "data/cards.toml", 2,
                    "entry 'not_a_table': expected a table ([not_a_table]), got integer"));
  CHECK(has_problem(
      problems, kBadGame / "data/dupes.toml", 5,
      "entry 'typo' is already defined at " + (kBadGame / "data/cards.toml").string() + ":4"));
  CHECK(has_problem(problems, kBadGame / "game.toml", 7,
                    "data.cards: file 'data/missing.toml' not found"));
  CHECK(has_problem(problems, kBadGame / "data/ranks.toml", 3, "TOML syntax error"));
}

TEST_CASE("every data problem is reported, not only the first", "[data]") {
  Problems problems;
  const DataSet data = load(kBadGame, problems);
  INFO(tabula::join(problems));
  // The 17 checked one by one in the tests above, and nothing else, listed
  // file by file from the top.
  REQUIRE(problems.size() == 17);
  CHECK(problems[0].line == 2);
  CHECK(problems[1].line == 7);
  CHECK(problems[13].line == 57);
  CHECK(data.table("cards")->find("fine"));  // good entries load as usual
}

TEST_CASE("schema errors in game.toml name the declaration", "[data]") {
  const fs::path dir = kFixtures / "games" / "badmanifest";
  const fs::path manifest = dir / "game.toml";
  Problems problems;
  (void)load(dir, problems);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, manifest, 23,
                    "data.cards.fields.name: type \"strng\" is not one of \"string\", "
                    "\"integer\", \"float\", \"boolean\", \"array\", \"table\""));
  CHECK(has_problem(problems, manifest, 24,
                    "data.cards.fields.value: min is only allowed for integer and float fields"));
  CHECK(has_problem(problems, manifest, 25,
                    "data.cards.fields.kind: values must all be of type integer, got string"));
  CHECK(has_problem(problems, manifest, 26,
                    "data.cards.fields.tags.of: expected a field spec (a table or one of"));
  CHECK(has_problem(problems, manifest, 27, "data.cards.fields.bad: expected a field spec"));
  CHECK(has_problem(problems, manifest, 28,
                    "data.cards.fields.ok: unknown key 'requird' (did you mean 'required'?)"));
  CHECK(has_problem(problems, manifest, 31,
                    "data.ranks: files[1] must be a relative path inside the game folder"));
  CHECK(has_problem(problems, manifest, 22, "data.cards: file 'data/cards.toml' not found"));
  CHECK(problems.size() == 8);
}

TEST_CASE("field specs are checked", "[data]") {
  tabula::test::TempDir tmp;
  tabula::test::write_file(tmp.path() / "data/cards.toml", "");
  // `spec` is line 2 of game.toml.
  const auto check = [&](const std::string& spec, const std::string& text) {
    tabula::test::write_file(tmp.path() / "game.toml", "[data.cards.fields]\n" + spec + "\n");
    Problems problems;
    (void)load(tmp.path(), problems);
    INFO(spec << "\n" << tabula::join(problems));
    CHECK(has_problem(problems, tmp.path() / "game.toml", 2, text));
    CHECK(problems.size() == 1);
  };
  check("x = { type = \"string\", of = \"string\" }",
        "data.cards.fields.x: of is only allowed for array fields");
  check("x = { type = \"array\", fields = {} }",
        "data.cards.fields.x: fields is only allowed for table fields");
  check("x = { type = \"integer\", min = 5, max = 1 }",
        "data.cards.fields.x: max 1 is less than min 5");
  check("x = { type = \"float\", values = [1.5] }",
        "data.cards.fields.x: values is only allowed for string and integer fields");
  check("x = { type = \"integer\", min = 1.5 }",
        "data.cards.fields.x: min: expected integer, got float");
  check("x = { required = true }", "data.cards.fields.x: missing required key 'type'");
  check("x = { type = \"strng\", min = 1, of = \"string\" }",
        "data.cards.fields.x: type \"strng\" is not one of");
  check("x = { type = \"array\", of = { type = \"table\", fields = { y = \"nope\" } } }",
        "data.cards.fields.x.of.fields.y: expected a field spec");
}

TEST_CASE("data declarations that are not tables are problems", "[data]") {
  tabula::test::TempDir tmp;
  const auto check = [&](const std::string& manifest, int line, const std::string& text) {
    tabula::test::write_file(tmp.path() / "game.toml", manifest);
    Problems problems;
    (void)load(tmp.path(), problems);
    INFO(manifest << "\n" << tabula::join(problems));
    CHECK(has_problem(problems, tmp.path() / "game.toml", line, text));
    CHECK(problems.size() == 1);
  };
  check("data = 3", 1, "data: expected table, got integer");
  check("[data]\ncards = 3", 2, "data.cards: expected table, got integer");
  check("[data.cards]\nfiles = [\"/etc/passwd\"]", 2,
        "data.cards: files[1] must be a relative path inside the game folder");
  check("[data.cards]\nfeilds = {}\nfiles = []", 2,
        "data.cards: unknown key 'feilds' (did you mean 'fields'?)");
  check("[data.\"My Cards\"]\nfiles = []", 1,
        "data.My Cards: a table name may only use a-z, 0-9, _ and -");
}

TEST_CASE("id and _remove cannot be declared as fields", "[data]") {
  tabula::test::TempDir tmp;
  tabula::test::write_file(tmp.path() / "game.toml",
                           "[data.cards.fields]\nid = \"string\"\n_remove = \"boolean\"\n");
  tabula::test::write_file(tmp.path() / "data/cards.toml", "");
  Problems problems;
  (void)load(tmp.path(), problems);
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, tmp.path() / "game.toml", 2,
                    "data.cards.fields.id: 'id' is reserved and cannot be a field"));
  CHECK(has_problem(problems, tmp.path() / "game.toml", 3,
                    "data.cards.fields._remove: '_remove' is reserved and cannot be a field"));
  CHECK(problems.size() == 2);
}

TEST_CASE("mods are found for their game only, in (order, id) order", "[mods]") {
  Problems problems;
  const auto mods = tabula::find_mods({kFixtures / "mods"}, "datagame", problems);
  INFO(tabula::join(problems));
  CHECK(problems.empty());
  CHECK(ids(mods) == std::vector<std::string>{"also_zero", "double_values", "late_override"});
  REQUIRE(mods.size() == 3);
  CHECK(mods[0].dir == kFixtures / "mods" / "zz_also_zero");
  CHECK(mods[0].name == "Also zero");
  CHECK(mods[0].version == "0.1");
  CHECK(mods[0].game == "datagame");
  CHECK(mods[2].order == 5);
}

TEST_CASE("of two mods with one id, the first found on the mods path wins", "[mods]") {
  Problems problems;
  const fs::path mods = kFixtures / "mods", mods2 = kFixtures / "mods2";
  const auto first = tabula::find_mods({mods, mods2}, "datagame", problems);
  const auto second = tabula::find_mods({mods2, mods}, "datagame", problems);
  CHECK(problems.empty());
  REQUIRE(first.size() == 3);
  REQUIRE(second.size() == 3);
  CHECK(first[1].dir == mods / "double_values");
  CHECK(second[1].dir == mods2 / "double_values");
  CHECK(second[1].version == "2.0");
}

TEST_CASE("broken mod.toml files are reported unless they name another game", "[mods]") {
  const fs::path dir = kFixtures / "badmods";
  Problems problems;
  const auto mods = tabula::find_mods({dir, kFixtures / "no-such-folder"}, "datagame", problems);
  INFO(tabula::join(problems));
  const fs::path broken = dir / "broken_manifest" / "mod.toml";
  CHECK(mods.empty());
  CHECK(has_problem(problems, broken, 1, "id \"Broken Mod\" may only use a-z, 0-9, _ and -"));
  CHECK(has_problem(problems, broken, 1, "missing required key 'version'"));
  CHECK(has_problem(problems, broken, 4, "unknown key 'descripton'"));
  CHECK(has_problem(problems, broken, 5, "order: expected integer, got string"));
  CHECK(has_problem(problems, dir / "syntax" / "mod.toml", 2, "TOML syntax error"));
  CHECK(has_problem(problems, kFixtures / "no-such-folder", 0, "mods folder not found"));
  CHECK(problems.size() == 6);
}

TEST_CASE("read_mod checks one mod.toml, whatever game it names", "[mods]") {
  const fs::path dir = kFixtures / "mods" / "other_game";
  Problems problems;
  const ModInfo mod = tabula::read_mod(dir, problems);
  CHECK(mod.id == "other_game");
  CHECK(mod.game == "othergame");
  CHECK(mod.order == 0);
  CHECK(mod.dir == dir);
  REQUIRE(problems.size() == 1);
  CHECK(has_problem(problems, dir / "mod.toml", 6, "unknown key 'colour'"));
}

TEST_CASE("mods change fields, add and remove entries, in load order", "[mods]") {
  Problems problems;
  const auto mods = tabula::find_mods({kFixtures / "mods"}, "datagame", problems);
  const DataSet data = load(kDataGame, problems, mods);
  INFO(tabula::join(problems));
  REQUIRE(problems.empty());
  const tabula::DataTable& cards = *data.table("cards");
  CHECK(ids(cards) == std::vector<std::string>{"zebra", "apple", "kiwi", "cherry"});
  const tabula::DataEntry& apple = *cards.find("apple");
  CHECK(apple.fields["value"] == 12);      // late_override (order 5) after double_values
  CHECK(apple.fields["name"] == "Apple");  // untouched fields stay
  CHECK(apple.fields["weight"] == 0.5);
  CHECK(apple.file == (kFixtures / "mods/late_override/data/cards.toml").string());
  CHECK(apple.line == 2);
  CHECK(cards.find("kiwi")->fields["name"] == "Golden kiwi");
  CHECK(cards.find("cherry")->fields ==
        nlohmann::json({{"name", "Cherry"}, {"value", 3}, {"weight", 1.5}}));
}

TEST_CASE("mod data problems name the mod's file and line", "[mods]") {
  const fs::path dir = kFixtures / "moddata" / "bad_fields";
  const fs::path file = dir / "data" / "cards.toml";
  Problems problems;
  (void)load(kDataGame, problems, {mod_at(dir)});
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, file, 2, "entry 'not_an_entry': expected a table"));
  CHECK(has_problem(problems, file, 5,
                    "entry 'apple': unknown field 'vaule' (did you mean 'value'?)"));
  CHECK(
      has_problem(problems, file, 8, "entry 'kiwi': field 'value': expected integer, got string"));
  CHECK(has_problem(problems, file, 11,
                    "entry 'ghost': cannot remove it: table 'cards' has no such entry"));
  CHECK(has_problem(problems, file, 14, "entry 'zebra': _remove must be true"));
  CHECK(has_problem(problems, file, 17,
                    "entry 'mango': an entry with _remove = true may not set other fields"));
  CHECK(has_problem(problems, file, 20, "entry 'newcomer': missing required field 'name'"));
  CHECK(problems.size() == 7);
}

TEST_CASE("a mod file for a table the game does not declare is a problem", "[mods]") {
  const fs::path dir = kFixtures / "moddata" / "table_typo";
  Problems problems;
  (void)load(kDataGame, problems, {mod_at(dir)});
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, dir / "data" / "cardz.toml", 0,
                    "game 'datagame' has no data table 'cardz' (did you mean 'cards'?) "
                    "(tables: ranks, cards)"));
  CHECK(problems.size() == 1);
}

TEST_CASE("a required field missing in the game is reported there, not in the mod", "[mods]") {
  tabula::test::TempDir tmp;
  const fs::path game = tmp.path() / "game", mod = tmp.path() / "mod";
  tabula::test::write_file(game / "game.toml",
                           "[data.cards.fields]\n"
                           "name = { type = \"string\", required = true }\n"
                           "value = \"integer\"\n");
  tabula::test::write_file(game / "data/cards.toml", "[a]\nvalue = 1\n");
  tabula::test::write_file(mod / "data/cards.toml", "\n[a]\nvalue = 2\n");
  Problems problems;
  const DataSet data = load(game, problems, {mod_at(mod)});
  INFO(tabula::join(problems));
  CHECK(has_problem(problems, game / "data/cards.toml", 1,
                    "entry 'a': missing required field 'name'"));
  CHECK(problems.size() == 1);
  CHECK(data.find_def("a")->line == 2);  // last changed by the mod
}
