-- Whole games with random players: every way to play, 2 and 3 players, with
-- and without Wrecked Ships. rules.score runs the invariant check on the
-- final state of each; here it also runs on states in the middle of a game.
local util = require("tests.lib.util")
local checks = require("checks")
local ids = require("ids")
local victory = require("victory")

local expect = util.expect

local function finished(game)
  expect(victory.over(game), "the game ended by the rules")
  checks.verify(game)
  local winners = victory.winners(game)
  expect(#winners <= game:players(), "winners")
end

local out = {}
for _, mode in ipairs({ "first", "second", "full" }) do
  for _, players in ipairs({ 2, 3 }) do
    for _, wrecked in ipairs({ false, true }) do
      out[#out + 1] = {
        name = string.format("random players finish a %s game with %d players%s", mode, players,
          wrecked and " (Wrecked Ships)" or ""),
        players = players, seed = 11 + #out, bots = true,
        options = { mode = mode, wrecked_ships = wrecked, deck = "random" },
        check = finished,
      }
    end
  end
end
out[#out + 1] = {
  name = "the invariants hold in the middle of a game (after the set-up and the first actions)",
  options = { mode = "full", first_player = "1" },
  choices = { { 2, "pass" }, { 1, "discard_for_mp" } },
  check = function(game)
    checks.verify(game)
    for p = 1, 2 do
      util.equal(game:counter(ids.counter(p, ids.CARDS)), 41, "40 cards and a Base")
    end
  end,
}
out[#out + 1] = {
  name = "the invariant check catches a lost card",
  options = { mode = "full", first_player = "1" },
  check = function(game)
    game:add(ids.counter(1, ids.CARDS), 1)
    expect(not pcall(checks.verify, game), "a missing card went unnoticed")
  end,
}
out[#out + 1] = {
  name = "the invariant check catches ship props that disagree with the ships",
  options = util.SECOND,
  check = function(game)
    util.clear(game)
    local fighter = util.fleet(game, 1, { "fighter" })[1]
    game:set_prop(fighter, "alive", 99)
    expect(not pcall(checks.verify, game), "a wrong alive count went unnoticed")
  end,
}
return out
