-- Whole games by random bots: every pair of preconstructed decks and every
-- option value; the invariants (checks.lua) run on every finished game (from
-- rules.score) and on every test position. Also AS-42 on a small scale: the
-- big runs are `tabula sim` (tests/CMakeLists.txt, docs/games/pony.md).
local checks = require("checks")
local decks = require("decks")
local presets = require("presets")
local util = require("tests.lib.util")
local expect = util.expect

local function finished(game)
  expect(game:phase() == "end", "the game ended")
  local w = util.board.get(game, "winner")
  expect(w == -1 or util.points(game, w) >= 15, "won by 15 points or stopped by the cap")
  checks.verify(game)
end

local out = {}
for _, a in ipairs(decks.list) do
  for _, b in ipairs(decks.list) do
    out[#out + 1] = {
      name = string.format("playouts: random bots finish %s against %s", a.id, b.id),
      seed = #out + 1, bots = true,
      options = { ["deck.1"] = a.id, ["deck.2"] = b.id },
      check = finished,
    }
  end
end

local OPTIONS = {
  faceoff_tie = { "reflip" }, bonus_rule = { "faceoff_only" }, tm_on_replace = { "dismiss_faceup" },
  villain_removes = { "all" }, epic = { "both_players_only" }, unique = { "deck", "in_play" },
  stall_cap = { "on", "off" },
}
for name, values in pairs(OPTIONS) do
  for _, value in ipairs(values) do
    for seed = 1, 2 do
      out[#out + 1] = {
        name = string.format("playouts: random bots finish with %s=%s (seed %d)", name, value, seed),
        seed = 100 + seed, bots = true,
        options = { [name] = value, ["deck.1"] = seed == 1 and "meadow" or "skyward", ["deck.2"] = "orchard" },
        check = finished,
      }
    end
  end
end

-- Every test position keeps the invariants (and is listed in game.toml).
local names = {}
for name in pairs(presets.SPECS) do
  names[#names + 1] = name
end
for _, name in ipairs(names) do
  out[#out + 1] = {
    name = "playouts: the test position '" .. name .. "' keeps the invariants",
    options = { preset = name, ["deck.2"] = "orchard" },
    check = function(game)
      checks.verify(game)
    end,
  }
end

-- The invariant check can fail: a card moved into the other seat's hand, a
-- point without a source, a Problem in a discard pile.
local function broken(name, spoil)
  return {
    name = "playouts: the invariant check catches " .. name,
    options = { preset = "blank" },
    check = function(game)
      spoil(game)
      local ok, err = pcall(checks.verify, game)
      expect(not ok and tostring(err):find("invariant broken", 1, true), "not caught: %s", tostring(err))
    end,
  }
end
out[#out + 1] = broken("a card in the opponent's hand", function(game)
  game:move(game:top(util.board.zone[1].deck), util.board.zone[2].hand)
end)
out[#out + 1] = broken("points without a source", function(game)
  util.board.set(game, "points", 3, 1)
end)
out[#out + 1] = broken("a Home Limit counter that is not the Mane's", function(game)
  util.board.set(game, "home_limit", 9, 2)
end)
out[#out + 1] = broken("a Problem in a discard pile", function(game)
  game:move(game:top(util.board.zone[1].problem_deck), util.board.zone[1].discard)
end)
out[#out + 1] = broken("a lost card", function(game)
  game:new_piece { def = "gale_runner", owner = 1, zone = util.board.zone[1].deck }
end)

return out
