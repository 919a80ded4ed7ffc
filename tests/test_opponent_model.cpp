// Learning how the other seats play: a seat is told the others' choices only
// as far as it may know them, and the search bot's model of a seat moves
// towards "random" for picks the search rates poorly and away from it for
// the picks it rates best (docs/bots.md, "How the search works").
#include "bots/opponent_model.hpp"
#include "scratch_game.hpp"
#include "support.hpp"
#include "tabula/view.hpp"

using namespace tabula;
using tabula::bots::Node;

namespace {

// Seat 2 hides a card, shows a card, answers yes or no; then seat 1 is asked.
const char* const kHiddenPicks = R"(
local hand = game:new_zone{ name = "hand", owner = 2, visibility = "owner" }
local secret = game:new_zone{ name = "secret", owner = 2, visibility = "owner" }
local shown = game:new_zone{ name = "shown", visibility = "public" }
for _, d in ipairs({ "a", "b", "c" }) do game:new_piece{ def = d, zone = hand } end
local _, hid = game:choose(2, { from = hand })
game:move(hid, secret)
local _, open = game:choose(2, { from = hand })
game:move(open, shown)
game:choose(2, { options = { "yes", "no" } })
game:choose(1, { options = { "go" } })
)";

Choice pick(SeatIndex seat, std::string id) {
  return {seat, {std::move(id)}};
}

// Gives `seat` at `node` the picks with their (visits, mean reward).
void fill(Node& node, SeatIndex seat, const std::map<std::string, std::pair<int, double>>& stats) {
  for (const auto& [id, vr] : stats) {
    bots::Stat& s = node.seats[seat].stats[id];
    s.visits = vr.first;
    s.reward = vr.first * vr.second;
    s.available = 100;
  }
}

}  // namespace

TEST_CASE("a seat knows another seat's picks only as far as it may see them", "[bots][world]") {
  const test::ScratchGame game(test::setup_rules(kHiddenPicks));
  auto s = game.start();
  for (int i = 0; i < 3; ++i) {
    const View v = s->view(1);
    // Seat 2 sees its own decisions whole; nothing is told before they complete.
    CHECK(v.seen_choices(0).size() == static_cast<std::size_t>(i));
    REQUIRE_FALSE(s->apply(pick(1, v.request()->options.front().id)));
  }
  const View me = s->view(0);
  REQUIRE(me.request());
  CHECK(me.choices_made() == 3);
  const auto seen = me.seen_choices(0);
  REQUIRE(seen.size() == 3);
  CHECK(seen[0].seat == 1);
  CHECK(seen[0].picks == std::vector<std::string>{""});   // a card still hidden from seat 1
  CHECK(seen[1].picks == std::vector<std::string>{"b"});  // the card now lies face up
  CHECK(seen[2].picks == std::vector<std::string>{"yes"});
  CHECK(me.seen_choices(2).size() == 1);
  CHECK(s->seen_choices(1, 0)[0].picks == std::vector<std::string>{"a"});  // seat 2 knows its own
}

TEST_CASE("the opponent model learns who picks at random from the picks it sees", "[bots]") {
  // A decision of seats 1 and 2 (indices 0 and 1): seat 2 has a clear best pick.
  Node root;
  fill(root, 0, {{"x", {50, 0.5}}});
  fill(root, 1, {{"good", {80, 0.9}}, {"poor", {10, 0.2}}, {"bad", {10, 0.1}}});
  bots::OpponentModel model;
  CHECK(model.randomness(1) == Approx(0.5));  // before any pick

  SECTION("poor picks look random") {
    for (int i = 0; i < 4; ++i) model.observe(root, 0, {pick(0, "x"), pick(1, "bad")});
    CHECK(model.randomness(1) > 0.8);
  }
  SECTION("the best pick looks like a player's") {
    for (int i = 0; i < 4; ++i) model.observe(root, 0, {pick(0, "x"), pick(1, "good")});
    CHECK(model.randomness(1) < 0.2);
  }
  SECTION("its own picks, unknown picks and other decisions teach nothing") {
    model.observe(root, 1, {pick(0, "x"), pick(1, "bad")});    // seat 2 is the bot itself
    model.observe(root, 0, {pick(0, "x"), pick(1, "")});       // a pick seat 1 could not see
    model.observe(root, 0, {pick(0, "x")});                    // the decision not complete
    model.observe(root, 0, {pick(1, "bad"), pick(1, "bad")});  // not this decision
    CHECK(model.randomness(1) == Approx(0.5));
    CHECK(model.randomness(0) == Approx(0.5));
  }
  SECTION("the walk follows the tree into later decisions") {
    Node& next = *(root.children[bots::joint_key({pick(0, "x"), pick(1, "good")})] =
                       std::make_unique<Node>());
    fill(next, 1, {{"best", {90, 0.8}}, {"worst", {10, 0.1}}});
    bots::OpponentModel first_only;
    first_only.observe(root, 0, {pick(1, "good"), pick(0, "x")});
    model.observe(root, 0, {pick(1, "good"), pick(0, "x"), pick(1, "worst")});
    CHECK(model.randomness(1) > first_only.randomness(1) + 0.1);  // "worst" counted
  }
}
