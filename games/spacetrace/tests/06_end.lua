-- The end of the game and who wins (the digest's S35-S37, S40; A34-A38).
local util = require("tests.lib.util")
local cleanup = require("cleanup")
local ids = require("ids")
local victory = require("victory")
local actions = require("actions")
local scripted = require("scripted")
local ships = require("ships")

local expect, equal = util.expect, util.equal

local function winners(game)
  return table.concat(victory.winners(game), ",")
end

return {
  {
    name = "a ship card whose payment destroys the enemy Base does not enter play: a Doomstar cannot turn the win "
      .. "into a draw",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      ships.set_base_damage(game, util.base(game, 1), 950)
      ships.set_base_damage(game, util.base(game, 2), 970)
      local hand = util.add(game, 1, { "doomstar", "reinforcement_2", "veterans" }, ids.zone(1, ids.HAND))
      actions.play_ship(scripted.new(game, { { 1, "reinforcement_2" }, { 1, "2:base" } }), 1, hand[1])
      expect(victory.over(game), "seat 2's Base fell to the payment's 40 damage")
      equal(winners(game), "1", "the winner")
      equal(util.damage(game, 1), 950, "seat 1's Base (no Doomstar damage)")
      equal(game:zone_of(hand[1]), ids.zone(1, ids.HAND), "the Doomstar's zone")
    end,
  },
  {
    name = "S35: empty libraries and a whole quiet round end the game; the least damaged Base wins",
    options = util.at("quiet", { mode = "second" }),
    choices = { { 1, "done" }, { 2, "done" } },
    check = function(game)
      expect(victory.over(game), "the game is over")
      equal(winners(game), "1", "winners")
    end,
  },
  {
    name = "S35: equal damage at the end: both players share the win",
    options = util.at("quiet_tie", { mode = "second" }),
    choices = { { 1, "done" }, { 2, "done" } },
    check = function(game)
      equal(winners(game), "1,2", "winners")
    end,
  },
  {
    name = "S35: one quiet turn is not a whole round",
    options = util.at("quiet", { mode = "second" }),
    choices = { { 1, "done" } },
    check = function(game)
      expect(not victory.over(game), "one quiet turn is not a round")
    end,
  },
  {
    name = "S35/A36: a round in which a card is played is not quiet",
    options = util.at("quiet_played", { mode = "second" }),
    choices = { { 1, "reinforce:recruits" }, { 1, "done" }, { 2, "done" } },
    check = function(game)
      expect(not victory.over(game), "the round with the Recruits played ended the game")
      equal(game:counter(ids.QUIET), 1, "only seat 2's turn was quiet")
    end,
  },
  {
    name = "S35/A36: after the round with a card played, a whole quiet round ends the game",
    options = util.at("quiet_played", { mode = "second" }),
    choices = { { 1, "reinforce:recruits" }, { 1, "done" }, { 2, "done" }, { 1, "done" } },
    check = function(game)
      expect(victory.over(game), "seat 2's and seat 1's quiet turns make a whole round")
      equal(winners(game), "1", "the least damaged Base wins")
    end,
  },
  {
    name = "S36: Wrecked Ships: each player scores the opponent's wrecks, a destroyed Base 500",
    options = util.at("wrecks", { mode = "second", wrecked_ships = true }),
    choices = { { 1, "attack" } },
    check = function(game)
      expect(victory.over(game), "the Fighters destroyed seat 2's Base")
      equal(victory.points(game, 1), 800, "seat 2's Dreadnought (300) + its Base (500)")
      equal(victory.points(game, 2), 220, "seat 1's Fighter and Cruiser; removed ships and Recruits do not count")
      equal(winners(game), "1", "winners")
      util.add(game, 1, { "dreadnought", "dreadnought", "doomstar" }, ids.zone(1, ids.DISCARD))
      equal(victory.points(game, 2), 1020, "seat 1's wrecks grew")
      equal(winners(game), "2", "the player whose Base was destroyed wins on points")
    end,
  },
  {
    name = "S37: a destroyed Base takes its Cruiser and Fighter along: wrecks worth 220, and 500 for the Base",
    options = util.at("base_falls", { mode = "second", wrecked_ships = true }),
    choices = { { 1, "reinforce:reinforcement_2" }, { 1, "2:base" } }, -- 40 damage: 970 + 40 >= 1000
    check = function(game)
      expect(victory.over(game), "the game is over")
      equal(util.damage(game, 2), 1010, "seat 2's Base damage")
      equal(util.defs(game, 2, ids.DISCARD), "cruiser,fighter", "seat 2's discard pile: both ships are wrecks")
      equal(util.row(game, 2, 3) .. util.row(game, 2, 1), "", "nothing of seat 2's base fleet is left in play")
      equal(victory.wrecks(game, 2), 220, "seat 2's wrecks: Cruiser 120 + Fighter 100")
      equal(victory.points(game, 1), 720, "seat 1 scores the wrecks and the Base")
      equal(victory.points(game, 2), 0, "seat 2 scores nothing: Reinforcement 2 is no wreck")
      equal(winners(game), "1", "winners")
    end,
  },
  {
    name = "A35/S40: two Bases destroyed in the same class battle: a draw",
    options = util.at("both_bases", { mode = "second" }),
    choices = { { 1, "attack" }, { 1, "keep" }, { 2, "keep" } },
    check = function(game)
      expect(victory.base_destroyed(game, 1) and victory.base_destroyed(game, 2), "both Bases are destroyed")
      equal(winners(game), "", "nobody wins")
    end,
  },
  {
    name = "A35 with Wrecked Ships: two Bases destroyed together are decided by points, then the lesser damage",
    options = util.at("both_bases", { mode = "second", wrecked_ships = true }),
    choices = { { 1, "attack" }, { 1, "keep" }, { 2, "keep" } },
    check = function(game)
      expect(victory.base_destroyed(game, 1) and victory.base_destroyed(game, 2), "both Bases are destroyed")
      equal(victory.points(game, 1), 800, "seat 1: seat 2's Dreadnought (300) and its Base (500)")
      equal(victory.points(game, 2), 800, "seat 2: the same")
      local d1, d2 = util.damage(game, 1), util.damage(game, 2)
      equal(winners(game), d1 < d2 and "1" or d2 < d1 and "2" or "1,2", "the less damaged Base wins")
    end,
  },
  {
    name = "A34: damage beyond a Base's LP counts in full",
    options = util.at("quiet", { mode = "second" }),
    check = function(game)
      local base = util.base(game, 2)
      require("ships").hit(game, base, 1, 700)
      equal(util.damage(game, 2), 1150, "450 + 700")
      cleanup.run(game)
      expect(victory.over(game), "the Base is destroyed")
    end,
  },
  {
    name = "A38: with three players a destroyed Base makes its hunter win, whoever destroyed it",
    players = 3, options = util.at("three"),
    check = function(game)
      equal(victory.prey(game, 1), 2, "seat 1 hunts seat 2")
      equal(victory.hunter(game, 1), 3, "seat 3 hunts seat 1")
      game:set(ids.counter(1, ids.BASE_DESTROYED), 1)
      equal(winners(game), "3", "seat 1's Base destroyed: seat 3 wins")
      game:set(ids.counter(2, ids.BASE_DESTROYED), 1)
      equal(winners(game), "3", "seats 1 and 2 destroyed: seat 3 (seat 1 lost its Base)")
    end,
  },
  {
    name = "A38: with three players the end names the hunter who wins (not the most LP left)",
    players = 3, options = util.at("three"),
    check = function(game)
      local g = scripted.new(game)
      game:set(ids.counter(1, ids.BASE_DESTROYED), 1)
      victory.check_bases(g)
      local line = "The game ends: " .. game:seat_name(1) .. "'s Base is destroyed: " .. game:seat_name(3)
        .. ", who hunted it, wins"
      expect(g:logged(line), "no line '%s' in: %s", line, table.concat(g:lines(), " | "))
    end,
  },
}
