-- Three players (the digest's S38): each attacks the left neighbour (the
-- next seat); every player may answer in a response window; texts about
-- "both players" mean each player.
local util = require("tests.lib.util")
local ids = require("ids")
local victory = require("victory")

local equal = util.equal

return {
  {
    name = "S38: seat 1 attacks seat 2; seat 3 plays a tactic card in seat 1's turn against seat 1",
    players = 3, options = util.at("three"),
    choices = {
      { 2, "pass" }, { 3, "tactic:torpedo_salvo" }, { 3, "1:fighter" },  -- seat 1's turn starts
      { 1, "pass" }, { 2, "pass" }, { 3, "pass" },                        -- the stack resolves
      { 1, "attack" },
      { 1, "pass" }, { 2, "pass" }, { 3, "pass" },                        -- the battle plan is set
      { 1, "pass" }, { 2, "pass" }, { 3, "pass" },                        -- before class battle I
      { 1, "pass" }, { 2, "pass" }, { 3, "pass" },                        -- before class battle III
      { 2, "pass" }, { 3, "pass" },                                       -- after the attack
    },
    check = function(game)
      local fighter = game:pieces(ids.row(ids.fleet(1, false), 1))[1]
      equal(util.alive(game, fighter), 99, "the Torpedo's 60 damage destroyed one Fighter")
      local cruiser = game:pieces(ids.row(ids.fleet(2, false), 3))[1]
      equal(game:prop(cruiser, "damage"), 99, "seat 1's 99 Fighters hit seat 2's Cruiser")
      equal(util.damage(game, 1), 150, "the Cruiser fired back at seat 1's Base")
      local destroyer = game:pieces(ids.row(ids.fleet(3, false), 1))[1]
      equal(game:prop(destroyer, "damage"), 0, "seat 3 is not in the attack")
      equal(util.damage(game, 3), 0, "seat 3's Base")
    end,
  },
  {
    name = "three players: turns go round in seat order; a quiet round ends the game, equal Bases share the win",
    players = 3, options = util.at("three", { mode = "second" }),
    choices = { { 1, "done" }, { 2, "done" }, { 3, "done" } }, -- each seat in turn, nothing played
    check = function(game)
      equal(game:counter(ids.TURN), 4, "three turns after the position's turn 1")
      util.expect(victory.over(game), "a whole quiet round with empty libraries ends the game")
      equal(table.concat(victory.winners(game), ","), "1,2,3", "no Base damaged: all three share the win")
    end,
  },
}
