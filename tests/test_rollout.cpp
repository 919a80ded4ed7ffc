// rules.rollout: the rules answer a seat's decisions in the bots' playouts
// instead of chance (docs/lua-api.md 2.14); a wrong answer names the hook.
#include <set>

#include "bots/playout.hpp"
#include "bots/search_tree.hpp"
#include "scratch_game.hpp"
#include "support.hpp"
#include "tabula/view.hpp"

using namespace tabula;

namespace {

// Seat 1 plays "safe" (a coin flip decides) or "risky": then it walks a
// corridor of ten turns that change nothing (deeper than a small search
// tree reaches) and opens one of six doors three times; only door 4 each
// time wins. Played at random, risky wins 1 time in 216; a seat that knows
// the door (kKnowsTheDoor) always wins.
const char* const kDoors = R"(
local rules = {}
function rules.setup(game)
  game:new_counter{ name = "won", value = 0 }
end
rules.rounds = 1
rules.phases = { { name = "play", step = function(game)
  local way = game:choose(1, { options = { "safe", "risky" } })
  local doors = {}
  for i = 1, 6 do doors[i] = "door" .. i end
  if way == "safe" then
    way = game:choose(1, { options = { "heads", "tails" } })
    if game:random(1, 2) == 1 then game:set("won", 1) end
  else
    for _ = 1, 10 do  -- a corridor the search tree does not get through
      game:choose(1, { options = { "left", "right" } })
    end
    local right = 0
    for _ = 1, 3 do
      if game:choose(1, { options = doors }) == "door4" then right = right + 1 end
    end
    if right == 3 then game:set("won", 1) end
  end
  game:end_game()
end } }
function rules.score(game, p)
  return p == 1 and game:counter("won") or 1 - game:counter("won")
end
)";

std::string rules_with(const std::string& rollout) {
  return std::string(kDoors) + rollout + "\nreturn rules\n";
}

const char* const kKnowsTheDoor = R"(
function rules.rollout(game, seat, request)
  for _, o in ipairs(request.options) do
    if o.id == "door4" then return o.id end
  end
  return nil  -- the rest at random
end
)";

// A session with the snapshot the bots' worlds start from.
std::unique_ptr<Session> start(const test::ScratchGame& game) {
  Problems problems;
  auto s = game.start(problems, 2, test::bot_config());
  REQUIRE(s);
  return s;
}

// The session at the doors.
std::unique_ptr<Session> at_doors(const test::ScratchGame& game) {
  auto s = start(game);
  REQUIRE_FALSE(s->apply({0, {"risky"}}));
  for (int i = 0; i < 10; ++i) REQUIRE_FALSE(s->apply({0, {"left"}}));
  return s;
}

std::string first_pick(const test::ScratchGame& game, int iterations) {
  auto s = start(game);
  BotSettings b;
  b.iterations = iterations;
  auto bot = make_bot("mcts", 5, b);
  const View v = s->view(0);
  return bot->choose(v, *v.request()).at(0);
}

}  // namespace

TEST_CASE("rules.rollout answers a decision in a playout, nil leaves it to chance", "[bots]") {
  const test::ScratchGame game(rules_with(kKnowsTheDoor));
  auto at_start = start(game);
  CHECK_FALSE(at_start->rollout(0));  // "safe" or "risky": nil, so at random
  CHECK(at_start->status() == SessionStatus::Waiting);
  auto s = at_doors(game);
  const auto picks = s->rollout(0);
  REQUIRE(picks);
  CHECK(*picks == std::vector<std::string>{"door4"});
  Rng rng(3);
  CHECK(bots::play_out(*s, rng, 0) == std::vector<double>{1.0, 0.0});
  // A seat the bot takes for a random player answers at random in the
  // look-ahead too: then the doors are a gamble (1 in 216).
  const std::vector<double> random_rate{1.0, 0.0};
  int won = 0;
  for (int i = 0; i < 20; ++i) {
    auto again = at_doors(game);
    won += bots::play_out(*again, rng, 0, &random_rate).at(0) == 1.0 ? 1 : 0;
  }
  CHECK(won <= 1);
}

TEST_CASE("the search bot plays its look-ahead with rules.rollout", "[bots]") {
  // At random the risky way looks worse (1 in 216 against 1 in 2); knowing
  // the door, it always wins.
  CHECK(first_pick(test::ScratchGame(rules_with("")), 400) == "safe");
  CHECK(first_pick(test::ScratchGame(rules_with(kKnowsTheDoor)), 400) == "risky");
}

TEST_CASE("a rollout answer that is no legal answer fails the look-ahead, naming the hook",
          "[bots]") {
  const std::pair<const char*, const char*> cases[] = {
      {"return 'door9'", "returned a string that is no option's id"},
      {"return { 'door1', 'door2' }", "returned 2 picks; the request takes 1 to 1"},
      {"return { 'door1', 'door1' }", "returned an option twice"},
      {"return { 'door1', true }", "returned a list whose entry 2 is no option's id"},
      {"return 2.5", "returned a number that is no option's id"},
      {"error('no idea')", "no idea"},
  };
  for (const auto& [body, want] : cases) {
    INFO(body);
    const test::ScratchGame game(
        rules_with(std::string("function rules.rollout(game, seat, request)\n") + body + "\nend"));
    auto s = at_doors(game);
    CHECK_FALSE(s->rollout(0));
    CHECK(s->status() == SessionStatus::Failed);
    CHECK_THAT(s->error(), Catch::Contains(want));
    if (std::string(want) != "no idea")
      CHECK_THAT(s->error(), Catch::Contains("rules.rollout for seat 1"));
  }
}

TEST_CASE("the search tree grows along the rollout's answer first", "[bots]") {
  Request r;
  for (const char* id : {"a", "b", "c", "d", "e", "f"}) {
    Option o;
    o.id = id;
    r.options.push_back(o);
  }
  Rng rng(1);
  bots::Node node;
  std::vector<bots::Step> path;
  const auto walk = [&](const std::vector<std::string>& hint) {
    bots::Walker walker(rng, 0.7);
    path.clear();
    auto picks = walker.answer(node, 0, r, path, hint);
    REQUIRE(path.size() == 1);
    ++path.front().stat->visits;  // credited, as an iteration does
    return picks;
  };
  CHECK(walk({"d"}) == std::vector<std::string>{"d"});
  // Tried now: the next new picks are the others, in some order, not d again.
  std::set<std::string> next;
  for (int i = 0; i < 5; ++i) next.insert(walk({"d"}).at(0));
  CHECK(next == std::set<std::string>{"a", "b", "c", "e", "f"});
  // Without a hint an untried pick is a random one: not always the first.
  std::set<std::string> firsts;
  for (int i = 0; i < 20; ++i) {
    node = bots::Node{};
    firsts.insert(walk({}).at(0));
  }
  CHECK(firsts.size() > 1);
}

TEST_CASE("rollout's option entries are read-only and name the asking seat's own pieces",
          "[bots]") {
  // Both seats hold an "a" and a "b": the same ids, other pieces. The entries
  // are kept across calls (Host::push_option), so each seat must still get
  // its own, and no call may change one for the next.
  const test::ScratchGame game(R"(
local rules = {}
function rules.setup(game)
  for p = 1, 2 do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner" }
    game:new_piece{ def = "a", zone = hand, owner = p }
    game:new_piece{ def = "b", zone = hand, owner = p }
  end
end
rules.rounds = 1
rules.phases = { { name = "play", step = function(game)
  game:choose_all({ [1] = { from = game:zone("hand", 1) }, [2] = { from = game:zone("hand", 2) } })
  game:end_game()
end } }
function rules.rollout(game, seat, request)
  for _, o in ipairs(request.options) do
    if game:zone_of(o.piece) ~= game:zone("hand", seat) then error("another seat's piece") end
  end
  if pcall(function() request.options[1].id = "c" end) then error("an entry changed") end
  return "b"
end
function rules.score(game, p) return 0 end
return rules
)");
  auto s = start(game);
  for (int i = 0; i < 3; ++i) {
    for (SeatIndex seat : {0, 1}) {
      INFO(s->error());
      CHECK(s->rollout(seat) == std::optional(std::vector<std::string>{"b"}));
    }
  }
  CHECK(s->status() == SessionStatus::Waiting);
}
