// Tests of the GUI's model, no window needed: the layout loader (layers, seat
// colours, players filters, piece property displays), keep_for_players, the
// scenes SceneBuilder makes from a real game's layout, and player aids.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "game/standings.hpp"
#include "layout/layout_loader.hpp"
#include "layout/layout_resolver.hpp"
#include "layout/piece_catalog.hpp"
#include "layout/player_aid.hpp"
#include "layout/prop_display.hpp"
#include "render/card_renderer.hpp"
#include "scene/scene_builder.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"
#include "widgets/colour.hpp"

namespace gui = tabula::gui;

namespace {

// Writes `text` to a layout file of its own and loads it.
std::optional<gui::Layout> load_text(const std::string& text, tabula::Problems& problems) {
  static int n = 0;
  const auto file =
      std::filesystem::temp_directory_path() /
      ("tabula-model-test-" + std::to_string(::getpid()) + "-" + std::to_string(++n) + ".toml");
  std::ofstream(file) << text;
  auto layout = gui::LayoutLoader::load(file, problems);
  std::filesystem::remove(file);
  return layout;
}

constexpr const char* kBoard = R"([table]
size = [1000, 1000]

[[board]]
id = "planet"
rect = [0, 0, 1000, 1000]

[[board.shape]]
kind = "circle"
at = [500, 500]
radius = 400

[[board.shape]]
kind = "circle"
at = [500, 500]
radius = 300
players = [4]

[[board.layer]]
turn = "dial"
first = 1
degrees = 60
centre = [500, 500]

[[board.layer.shape]]
kind = "circle"
at = [500, 200]
radius = 20

[[board.layer.shape]]
kind = "circle"
at = [500, 300]
radius = 20
players = [2, 3]

[[board.layer]]
turn = "dial"
centre = [500, 500]
carry = [500, 100]
when = { counter = "side", is = 2 }
players = [4]

[[board.layer.shape]]
kind = "text"
at = [500, 100]
text = "table"

[seats]
colours = ["#8c929a", "orange"]
)";

gui::Layout load_board() {
  tabula::Problems problems;
  auto layout = load_text(kBoard, problems);
  INFO(tabula::join(problems));
  REQUIRE(problems.empty());
  REQUIRE(layout);
  REQUIRE(layout->shared.boards.size() == 1);
  return *layout;
}

}  // namespace

TEST_CASE("layers and seat colours are read from a layout") {
  const gui::Layout layout = load_board();
  const gui::BoardSpec& board = layout.shared.boards.front();
  REQUIRE(board.layers.size() == 2);
  const gui::LayerSpec& dial = board.layers[0];
  CHECK(dial.turn == "dial");
  CHECK(dial.first == 1);
  CHECK(dial.degrees == 60.f);
  CHECK(dial.centre == sf::Vector2f(500, 500));
  CHECK_FALSE(dial.carry);
  CHECK(dial.when.empty());
  CHECK(dial.shapes.size() == 2);
  const gui::LayerSpec& table = board.layers[1];
  REQUIRE(table.carry);
  CHECK(*table.carry == sf::Vector2f(500, 100));
  CHECK(table.when == "side");
  CHECK(table.when_is == 2);
  CHECK(layout.seats.colours == std::vector<std::string>{"#8c929a", "orange"});
}

TEST_CASE("keep_for_players leaves out what is not for this many players") {
  gui::Layout three = load_board();
  gui::keep_for_players(three, 3);
  const gui::BoardSpec& b3 = three.shared.boards.front();
  CHECK(b3.shapes.size() == 1);
  REQUIRE(b3.layers.size() == 1);
  CHECK(b3.layers.front().shapes.size() == 2);

  gui::Layout four = load_board();
  gui::keep_for_players(four, 4);
  const gui::BoardSpec& b4 = four.shared.boards.front();
  CHECK(b4.shapes.size() == 2);
  REQUIRE(b4.layers.size() == 2);
  CHECK(b4.layers.front().shapes.size() == 1);
}

TEST_CASE("mistakes in layers and seat colours name file and line") {
  tabula::Problems problems;
  auto layout = load_text(R"([table]
size = [100, 100]

[[board]]
id = "b"
rect = [0, 0, 100, 100]

[[board.layer]]
turn = "dial"
when = { counter = "side" }

[seats]
colours = ["red", "not a colour"]
)",
                          problems);
  REQUIRE(layout);
  const std::string all = tabula::join(problems);
  INFO(all);
  CHECK(all.find(":8") != std::string::npos);  // the layer's line
  CHECK(all.find("centre") != std::string::npos);
  CHECK(all.find("is") != std::string::npos);
  CHECK(all.find("\"not a colour\" is not a colour") != std::string::npos);
  CHECK(layout->seats.colours.empty());
}

namespace {

// A game of games/, without the user's mods.
std::shared_ptr<const tabula::Module> loaded(const std::string& id,
                                             const tabula::SearchPaths& paths) {
  tabula::Problems problems;
  auto m = tabula::load_game(id, paths, problems);
  INFO(tabula::join(problems));
  REQUIRE(m);
  return m;
}

std::shared_ptr<const tabula::Module> bundled(const std::string& id) {
  tabula::SearchPaths paths =
      tabula::SearchPaths::standard({std::string(TABULA_SOURCE_DIR) + "/games"}, {});
  paths.mods.clear();
  return loaded(id, paths);
}

// A game of the test modules (tests/gui/modules).
std::shared_ptr<const tabula::Module> test_module(const std::string& id) {
  tabula::SearchPaths paths;
  paths.games = {std::string(TABULA_SOURCE_DIR) + "/tests/gui/modules"};
  return loaded(id, paths);
}

std::int64_t table_counter(const tabula::View& view, const std::string& name) {
  for (const tabula::Counter& k : view.counters())
    if (k.name == name && k.seat == tabula::kNoSeat) return k.value;
  FAIL("no table counter " << name);
  return 0;
}

}  // namespace

TEST_CASE(
    "Magnastorm's layout places every zone, for 2, 3 and 4 players and both centre tile sides") {
  const auto module = bundled("magnastorm");
  const gui::PieceCatalog catalog(*module);
  tabula::Problems problems;
  auto full = gui::LayoutLoader::load(module->manifest.dir / "layout.toml", problems);
  REQUIRE(full);
  for (int players = 2; players <= 4; ++players) {
    for (const char* start : {"1", "2"}) {
      INFO(players << " players, start area " << start);
      tabula::GameSetup setup;
      setup.seed = 7;
      setup.options["start_area"] = start;
      for (int i = 0; i < players; ++i) setup.seats.push_back({"Seat", "", "human"});
      auto session = tabula::Session::start(module, setup, {}, problems);
      INFO(tabula::join(problems));
      REQUIRE(session);
      gui::Layout layout = *full;
      gui::keep_for_players(layout, players);
      const tabula::View view(*session, 0);
      const gui::Scene scene = gui::SceneBuilder(layout, catalog).build(view, 0);
      for (const gui::SceneZone& z : scene.zones) {
        INFO("zone " << z.zone.name);
        CHECK_FALSE(z.overflow);
      }
      // ... and draws no space for a zone this player count does not have
      // (a fifth panel column, a fourth research area, a pink crew place).
      std::set<std::string> names;
      for (const tabula::ZoneView& z : view.zones()) names.insert(z.name);
      for (const gui::BoardSpec& b : layout.shared.boards)
        for (const gui::SpaceSpec& s : b.spaces) {
          INFO("space " << s.zone);
          CHECK((s.zone.empty() || names.count(s.zone)));
        }
      // The storm half, three income tables of the side up, the hub.
      const gui::SceneBoard& planet = scene.boards.front();
      REQUIRE(planet.layers.size() == 5);
      for (const gui::SceneLayer& l : planet.layers)
        if (!l.spec->when.empty()) CHECK(l.spec->when_is == std::stoi(start));
      // The storm half turns 60 degrees clockwise per step of centre_rotation.
      const gui::SceneLayer& storm = planet.layers.front();
      const double angle = 60.0 * static_cast<double>(table_counter(view, "centre_rotation") - 1);
      const sf::Vector2f c = storm.spec->centre;
      const sf::Vector2f p = storm.local.transformPoint({c.x, c.y - 100.f});
      CHECK(p.x - c.x == Approx(100.0 * std::sin(angle * M_PI / 180.0)).margin(0.01));
      CHECK(p.y - c.y == Approx(-100.0 * std::cos(angle * M_PI / 180.0)).margin(0.01));
    }
  }
}

TEST_CASE("a game recorded with other seat colours shows the colours the layout gives its seats") {
  // The terminal and simulations record "red", "blue", ...: Magnastorm's
  // layout prints seat 1 grey and seat 2 orange, and that is what the table,
  // the panels and the log show (Layout::seat_colour), whoever recorded it.
  const auto module = bundled("magnastorm");
  const gui::PieceCatalog catalog(*module);
  tabula::Problems problems;
  auto layout = gui::LayoutLoader::load(module->manifest.dir / "layout.toml", problems);
  REQUIRE(layout);
  REQUIRE(layout->seats.colours.size() >= 2);
  tabula::GameSetup setup;
  setup.seed = 3;
  setup.seats = {{"Ann", "red", "human"}, {"Bob", "blue", "random"}};
  auto session = tabula::Session::start(module, setup, {}, problems);
  REQUIRE(session);
  gui::keep_for_players(*layout, 2);
  const gui::Scene scene = gui::SceneBuilder(*layout, catalog).build(tabula::View(*session, 0), 0);
  REQUIRE(scene.seats.size() == 2);
  for (int s = 0; s < 2; ++s) {
    sf::Color want;
    REQUIRE(gui::parse_colour(layout->seats.colours[static_cast<std::size_t>(s)], want));
    CHECK(scene.seats[static_cast<std::size_t>(s)].colour == want);
    CHECK(layout->seat_colour(s, "red") == want);
  }
  // A game that fixes no colours shows the recorded ones.
  gui::Layout free_colours;
  CHECK(free_colours.seat_colour(0, "red") == gui::seat_colour("red", 0));
}

namespace {

const gui::ScenePiece& scene_piece(const gui::Scene& scene, const std::string& def) {
  for (const gui::ScenePiece& p : scene.pieces)
    if (p.piece.def == def) return p;
  FAIL("no piece " << def);
  return scene.pieces.front();
}

}  // namespace

TEST_CASE("piece properties show as the layout says: numbers, flags, sides") {
  // The fleet test module sets damage 2 on the corvette, exhausted on the
  // frigate, the night side on the raider and 3 ships alive of 5 on the squadron.
  const auto module = test_module("fleet");
  const gui::PieceCatalog catalog(*module);
  tabula::Problems problems;
  auto layout = gui::LayoutLoader::load(module->manifest.dir / "layout.toml", problems);
  INFO(tabula::join(problems));
  REQUIRE(layout);
  REQUIRE(problems.empty());
  tabula::GameSetup setup;
  setup.seed = 1;
  setup.seats = {{"Ann", "", "human"}, {"Bob", "", "random"}};
  auto session = tabula::Session::start(module, setup, {}, problems);
  REQUIRE(session);
  const tabula::View view(*session, 0);
  const gui::Scene scene = gui::SceneBuilder(*layout, catalog).build(view, 0);
  const gui::CardStyle& ships = *layout->card_style("ships");

  const auto shown = [&](const std::string& def) {
    const gui::ScenePiece& p = scene_piece(scene, def);
    return gui::display_props(ships.props, p.piece.props, p.entry);
  };
  const gui::PropDisplay corvette = shown("corvette");
  REQUIRE(corvette.numbers.size() == 1);
  CHECK(corvette.numbers[0].text == "2");
  CHECK(corvette.numbers[0].spec->label == "DMG");
  CHECK(corvette.marks.empty());

  const gui::PropDisplay frigate = shown("frigate");
  CHECK(frigate.numbers.empty());  // no damage: a 0 is not shown
  CHECK(frigate.turn == 90.f);
  CHECK(frigate.marks == std::vector<std::string>{"EXHAUSTED"});
  // The exhausted card lies sideways in its slot, shrunk to fit it.
  const gui::ScenePiece& turned = scene_piece(scene, "frigate");
  const gui::ScenePiece& upright = scene_piece(scene, "corvette");
  CHECK(turned.rotation == upright.rotation + 90.f);
  CHECK(turned.rect.height <= upright.rect.width + 0.5f);

  const gui::PropDisplay raider = shown("raider");
  CHECK(raider.side == "night");
  const gui::ScenePiece& r = scene_piece(scene, "raider");
  CHECK(gui::face_field(r.entry, raider.side, "name") == "Night Raider");
  CHECK(gui::face_field(r.entry, "", "name") == "Dawn Raider");
  CHECK(gui::face_field(r.entry, raider.side, "hull") == "3");  // no night_hull: the front's

  const gui::PropDisplay squadron = shown("squadron");
  REQUIRE(squadron.numbers.size() == 1);
  CHECK(squadron.numbers[0].text == "3/5");  // alive of the data field `ships`

  // A field template fills in data fields and products of them; a card that
  // lacks a field shows nothing rather than half a line.
  const gui::ScenePiece& sq = scene_piece(scene, "squadron");
  CHECK(gui::face_field(sq.entry, "", "{ships} x {hull}: {ships*hull} in all") ==
        "5 x 5: 25 in all");
  CHECK(gui::face_field(sq.entry, "", "{name}") == "Squadron");
  CHECK(gui::face_field(r.entry, "", "{ships} x {hull}").empty());  // the raider has no ships
  CHECK(gui::face_field(r.entry, raider.side, "{name}!") == "Night Raider!");
  CHECK(gui::face_field(sq.entry, "", "open {brace") ==
        "open {brace");  // no closing brace: as written

  // Another seat's hidden pieces show nothing: the view gives no properties.
  for (const gui::ScenePiece& p : scene.pieces)
    if (p.piece.hidden) CHECK(p.piece.props.empty());
}

TEST_CASE("a true/false property may pick a side kept as a nested table (pony's boosted Mane)") {
  gui::PropSpec boosted;
  boosted.name = "boosted";
  boosted.show = "side";
  boosted.side = "boosted";
  tabula::DataEntry mane;
  mane.id = "zephyra";
  mane.fields = {{"name", "Zephyra Quickwing"},
                 {"power", 1},
                 {"text", "Swift."},
                 {"boosted", {{"name", "Zephyra, Storm Chaser"}, {"power", 3}}}};
  const auto side = [&](tabula::PropValue v) {
    return gui::display_props({boosted}, {{"boosted", v}}, &mane).side;
  };
  CHECK(side(true) == "boosted");
  CHECK(side(false).empty());
  CHECK(gui::face_field(&mane, "boosted", "name") == "Zephyra, Storm Chaser");
  CHECK(gui::face_field(&mane, "boosted", "power") == "3");
  CHECK(gui::face_field(&mane, "boosted", "text") == "Swift.");  // not on that side: the front's
  CHECK(gui::face_field(&mane, "", "name") == "Zephyra Quickwing");
}

TEST_CASE("a text property shows the rules' words across the card (pony's tallies)") {
  gui::PropSpec tally;
  tally.name = "tally_1";
  tally.show = "text";
  gui::PropSpec prefixed = tally;
  prefixed.name = "tally_2";
  prefixed.text = "Opponent ";
  const auto marks = [&](gui::PieceProps props) {
    return gui::display_props({tally, prefixed}, props, nullptr).marks;
  };
  CHECK(marks({{"tally_1", std::string("Seat 1: 2/3 blue")}}) ==
        std::vector<std::string>{"Seat 1: 2/3 blue"});
  CHECK(marks({{"tally_1", std::string("a")}, {"tally_2", std::string("4/6 any")}}) ==
        std::vector<std::string>{"a", "Opponent 4/6 any"});
  CHECK(marks({{"tally_1", std::string("")}}).empty());  // an empty text shows nothing
  CHECK(marks({}).empty());
}

TEST_CASE("mistakes in piece property displays name file and line") {
  tabula::Problems problems;
  auto layout = load_text(R"([table]
size = [100, 100]

[cards.c]
size = [60, 90]

[[cards.c.prop]]
show = "colour"

[[cards.c.prop]]
name = "tapped"
show = "flag"

[tokens.t]
shape = "disc"

[[tokens.t.prop]]
name = "face"
show = "side"

[[cards.c.prop]]
name = "up"
show = "flag"
text = "UP"
side = "back"
)",
                          problems);
  REQUIRE(layout);
  const std::string all = tabula::join(problems);
  INFO(all);
  CHECK(all.find(":7") != std::string::npos);  // the first prop's line
  CHECK(all.find("name the property") != std::string::npos);
  CHECK(all.find("\"colour\" is not one of number, flag, side") != std::string::npos);
  CHECK(all.find("a flag shows by turn, text or dim") != std::string::npos);
  CHECK(all.find("a side and a text are for cards") != std::string::npos);
  CHECK(all.find("side: is only for show = \"side\"") != std::string::npos);
}

TEST_CASE("a player aid is read from its Markdown: headings, items, terms, wrapped lines") {
  const auto aid = gui::parse_aid(R"(# Game at a glance

Win the most points. This paragraph
goes on over two lines.

## A turn
- **Draw**: take 2 cards,
  then play one.
- Plain item
* **Bold** without a colon
  - **Under**, an item of the item above
)");
  REQUIRE(aid.size() == 7);
  CHECK(aid[0].kind == gui::AidBlock::Kind::Title);
  CHECK(aid[0].text == "Game at a glance");
  CHECK(aid[1].kind == gui::AidBlock::Kind::Paragraph);
  CHECK(aid[1].text == "Win the most points. This paragraph goes on over two lines.");
  CHECK(aid[2].kind == gui::AidBlock::Kind::Heading);
  CHECK(aid[3].kind == gui::AidBlock::Kind::Item);
  CHECK(aid[3].term == "Draw");
  CHECK(aid[3].text == "take 2 cards, then play one.");
  CHECK(aid[4].term.empty());
  CHECK(aid[5].term == "Bold");
  CHECK(aid[5].text == "without a colon");
  CHECK(aid[5].depth == 0);
  CHECK(aid[6].depth == 1);
  CHECK(aid[6].term == "Under");
  CHECK(aid[6].text == ", an item of the item above");
}

TEST_CASE("every game of games/ has a player aid with a turn and scoring") {
  for (const auto& dir :
       std::filesystem::directory_iterator(std::string(TABULA_SOURCE_DIR) + "/games")) {
    if (!std::filesystem::exists(dir.path() / "game.toml")) continue;
    INFO(dir.path().filename().string());
    const auto aid = gui::load_aid(dir.path());
    REQUIRE(aid.size() >= 5);
    CHECK(aid[0].kind == gui::AidBlock::Kind::Title);
    int headings = 0;
    for (const gui::AidBlock& b : aid) headings += b.kind == gui::AidBlock::Kind::Heading;
    CHECK(headings >= 2);
  }
}

TEST_CASE("the end's places put the winners the rules declare first, whatever their points") {
  // Spacetrace with three players: the hunter of the destroyed Base wins,
  // though another seat has more points.
  tabula::Results results;
  results.seats = {{0, {-30}, 0, {}, {}}, {1, {640}, 0, {}, {}}, {2, {369}, 0, {}, {}}};
  tabula::rank_results(results, false);
  CHECK(gui::places(results) == std::vector<int>{3, 1, 2});  // by the points
  results.winners_declared = true;
  results.declared_winners = {2};
  CHECK(gui::places(results) == std::vector<int>{3, 2, 1});
  // Two declared winners share the first place.
  results.declared_winners = {0, 2};
  CHECK(gui::places(results) == std::vector<int>{1, 3, 1});
}

namespace {

// A new game of `module` and the scene its layout makes for seat `you`.
gui::Scene table_scene(const std::shared_ptr<const tabula::Module>& module, int players,
                       tabula::SeatIndex you) {
  tabula::Problems problems;
  auto layout = gui::LayoutLoader::load(module->manifest.dir / "layout.toml", problems);
  REQUIRE(problems.empty());
  REQUIRE(layout);
  tabula::GameSetup setup;
  for (int s = 0; s < players; ++s)
    setup.seats.push_back({"S" + std::to_string(s + 1), "", "human"});
  auto session = tabula::Session::start(module, setup, {}, problems);
  INFO(tabula::join(problems));
  REQUIRE(session);
  gui::keep_for_players(*layout, players);
  const gui::PieceCatalog catalog(*module);
  return gui::SceneBuilder(*layout, catalog).build(tabula::View(*session, you), you);
}

// A game of the round table test module (tests/gui/modules/roundtable).
gui::Scene round_table(int players, tabula::SeatIndex you) {
  return table_scene(test_module("roundtable"), players, you);
}

// The centre of seat `owner`'s zone `name` on the table.
sf::Vector2f zone_centre(const gui::Scene& scene, const std::string& name,
                         tabula::SeatIndex owner) {
  for (const gui::SceneZone& z : scene.zones)
    if (z.zone.name == name && z.zone.owner == owner) {
      CHECK_FALSE(z.overflow);
      return {z.rect.left + z.rect.width / 2.f, z.rect.top + z.rect.height / 2.f};
    }
  FAIL("no zone " << name << " of seat " << owner + 1);
  return {};
}

}  // namespace

TEST_CASE("seats around the table: the seat after you sits west, the next north, the last east") {
  const gui::Scene four = round_table(4, 1);
  // Seat 2 (index 1) is shown south; seats 3, 4 and 1 follow clockwise.
  CHECK(zone_centre(four, "hand", 1).y > 700.f);
  CHECK(zone_centre(four, "hand", 2).x < 290.f);   // west
  CHECK(zone_centre(four, "hand", 3).y < 180.f);   // north
  CHECK(zone_centre(four, "hand", 0).x > 1310.f);  // east
  // Table zones with owner = "west" etc. follow the same seats.
  CHECK(zone_centre(four, "played", 1) == sf::Vector2f(800.f, 560.f));
  CHECK(zone_centre(four, "played", 2) == sf::Vector2f(620.f, 440.f));
  CHECK(zone_centre(four, "played", 3) == sf::Vector2f(800.f, 300.f));
  CHECK(zone_centre(four, "played", 0) == sf::Vector2f(980.f, 440.f));

  // Three seats: west and east; the north place stays empty.
  const gui::Scene three = round_table(3, 0);
  CHECK(zone_centre(three, "hand", 1).x < 290.f);
  CHECK(zone_centre(three, "hand", 2).x > 1310.f);
  CHECK(zone_centre(three, "played", 1) == sf::Vector2f(620.f, 440.f));
  CHECK(zone_centre(three, "played", 2) == sf::Vector2f(980.f, 440.f));
  // Two: the other sits across.
  const gui::Scene two = round_table(2, 0);
  CHECK(zone_centre(two, "hand", 1).y < 180.f);
  CHECK(zone_centre(two, "played", 1) == sf::Vector2f(800.f, 300.f));
}

TEST_CASE("counters on a zone are badges on that zone, in their seat's colour") {
  const gui::Scene scene = round_table(3, 0);
  std::vector<const gui::SceneCounter*> on_region;
  for (const gui::SceneCounter& k : scene.counters)
    if (k.at.x >= 1200.f && k.at.x <= 1600.f && k.at.y >= 560.f && k.at.y <= 600.f)
      on_region.push_back(&k);
  REQUIRE(on_region.size() == 4);  // fort, and troops of each of three seats
  CHECK(on_region[0]->label == "Fort");
  CHECK(on_region[0]->value == 2);
  CHECK(on_region[1]->label == "Troops");
  CHECK(on_region[3]->value == 3);
  CHECK(on_region[1]->colour == scene.seats[0].colour);
  CHECK(on_region[3]->colour == scene.seats[2].colour);
  CHECK(on_region[1]->at.x > on_region[0]->at.x);  // side by side, not on top of each other
}

TEST_CASE("an overlapped hand: each card but the last shows a strip, and the strip is measured") {
  // Goofspiel deals 13 bid cards into a fan narrower than 13 cards side by
  // side: the renderer puts a card's value into the strip the next card
  // leaves (CardFace::peek), so each card must know how wide that strip is.
  const auto module = bundled("goofspiel");
  tabula::Problems problems;
  auto layout = gui::LayoutLoader::load(module->manifest.dir / "layout.toml", problems);
  REQUIRE(layout);
  tabula::GameSetup setup;
  setup.seats = {{"Ann", "", "human"}, {"Bob", "", "random"}};
  auto session = tabula::Session::start(module, setup, {}, problems);
  REQUIRE(session);
  gui::keep_for_players(*layout, 2);
  const gui::PieceCatalog catalog(*module);
  const gui::Scene scene = gui::SceneBuilder(*layout, catalog).build(tabula::View(*session, 0), 0);
  tabula::ZoneId zone = 0;
  for (const gui::SceneZone& z : scene.zones)
    if (z.zone.name == "hand" && z.zone.owner == 0) zone = z.zone.id;
  std::vector<const gui::ScenePiece*> hand;
  for (const gui::ScenePiece& p : scene.pieces)
    if (p.zone == zone) hand.push_back(&p);
  REQUIRE(hand.size() == 13);
  for (std::size_t i = 0; i + 1 < hand.size(); ++i) {
    const float strip = (hand[i + 1]->rect.left - hand[i]->rect.left) / hand[i]->rect.width;
    CHECK(hand[i]->peek == Approx(strip));
    CHECK(hand[i]->peek < gui::kPeekBelow);
  }
  CHECK(hand.back()->peek == 1.f);  // nothing lies on the last card
  // The prize deck's cards are unknown: none is kept off the table for a preview.
  CHECK(scene.offstage.empty());
}

TEST_CASE("the launcher's cover shows the cards the layout names; an unknown one names its line") {
  const auto module = bundled("pony");
  tabula::Problems problems;
  auto layout = load_text(R"([table]
size = [100, 100]

[launcher]
cover = ["zephyra", "no_such_card", "tug_of_war"]
)",
                          problems);
  REQUIRE(layout);
  REQUIRE(problems.empty());
  gui::LayoutResolver::resolve(*layout, gui::PieceCatalog(*module), problems);
  const std::string all = tabula::join(problems);
  INFO(all);
  CHECK(all.find(":5") != std::string::npos);
  CHECK(all.find("[launcher] cover: no data entry 'no_such_card'") != std::string::npos);
  CHECK(layout->cover == std::vector<std::string>{"zephyra", "tug_of_war"});
}

TEST_CASE("other players' areas in two lines: the shorter second line is centred") {
  // Challengers with 6 players: 5 others, three above two.
  const gui::Scene scene = table_scene(bundled("challengers"), 6, 0);
  std::vector<sf::FloatRect> others;
  for (const gui::SceneArea& a : scene.areas)
    if (!a.you) others.push_back(a.rect);
  REQUIRE(others.size() == 5);
  const auto centre = [](const sf::FloatRect& r) { return r.left + r.width / 2.f; };
  CHECK(others[3].top > others[0].top);
  CHECK(others[3].left > others[0].left + others[0].width / 4.f);  // not under the first
  CHECK(std::abs((centre(others[3]) + centre(others[4])) / 2.f - centre(others[1])) < 1.f);
}
