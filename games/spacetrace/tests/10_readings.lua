-- One test for each reading of the text that is ours and not yet shown by
-- the other files (docs/games/spacetrace.md, "Ambiguities").
local util = require("tests.lib.util")
local actions = require("actions")
local cards = require("cards")
local classbattle = require("classbattle")
local cleanup = require("cleanup")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local respond = require("respond")
local ships = require("ships")
local victory = require("victory")

local expect, equal = util.expect, util.equal

return {
  {
    name = "A05: in phase M the cards take turns, the active player's first card first",
    options = util.SECOND,
    check = function()
      local sides = { { cards = { 11, 12, 13 } }, { cards = { 21 } } }
      local order = {}
      for i, t in ipairs(classbattle.alternate(sides)) do
        order[i] = t.card
      end
      equal(table.concat(order, ","), "11,21,12,13", "the order of the turns")
    end,
  },
  {
    name = "A14: an ability works once per card: 12 Static Wasps jam 10 ships, not 12 x 10",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "static_wasps" })
      local theirs = util.fleet(game, 2, { "static_wasps" })[1]
      local sides = classbattle.plan(game, ids.fleet(1, false), ids.fleet(2, false), 2)
      classbattle.fight(game, 2, sides) -- before the battle ends and the marks go
      equal(ships.jam_count(game, theirs), 10, "jammed ships of seat 2's 12")
    end,
  },
  {
    name = "A19: the player who is not active, and anybody during an attack, may not discard 3 cards",
    options = util.at("discard"),
    check = function(game)
      local list = respond.options(1)(game, 2)
      for _, option in ipairs(list) do
        expect(not option.id:find("discard"), "a window offers %s", option.id)
      end
      expect(util.menu(game, 1).discard_for_mp, "the active player's menu offers it")
    end,
  },
  {
    name = "A21: the starting player is drawn at random (seed 1)",
    options = { mode = "first" },
    check = function(game)
      equal(game:counter(ids.STARTER), 1, "seed 1 draws seat 1")
    end,
  },
  {
    name = "A21: the starting player is drawn at random (seed 4)",
    seed = 4, options = { mode = "first" },
    check = function(game)
      equal(game:counter(ids.STARTER), 2, "seed 4 draws seat 2")
    end,
  },
  {
    name = "A28: a Mothership that leaves play without being destroyed leaves its ships to the base fleet",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local mothership, fighter = table.unpack(util.fleet(game, 1, { "mothership", "fighter" }, true))
      cleanup.leave(game, mothership, "discard", false) -- sacrificed
      equal(game:counter(ids.counter(1, ids.MOTHERSHIP)), 0, "the extra fleet is closed")
      equal(fleets.of(game, fighter), ids.fleet(1, false), "the Fighter joined the base fleet")
      equal(util.alive(game, fighter), 100, "whole")
    end,
  },
  {
    name = "A29: the Doomstar damages its own Base once, when played, not in battles",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "doomstar" })
      util.battle(game, 1, 2)
      equal(util.damage(game, 1), 0, "no damage to its own Base in a battle")
      equal(util.damage(game, 2), 300, "it fires at the enemy Base")
    end,
  },
  {
    name = "A32: a commander is never placed on a Base (unless its text says so)",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local hosts = commanders.hosts(game, cards.def.admiral_veyra, fleets.in_play(game, 1))
      equal(#hosts, 0, "only the Base is in play: no host")
      util.fleet(game, 1, { "cruiser" })
      hosts = commanders.hosts(game, cards.def.admiral_veyra, fleets.in_play(game, 1))
      equal(#hosts, 1, "the Cruiser")
    end,
  },
  {
    name = "A32: a commander costs its printed MP: Admiral Veyra 100",
    options = util.at("commanders"),
    choices = { { 2, "pass" }, { 1, "commander:admiral_veyra" }, { 1, "1:cruiser" }, { 2, "pass" } },
    check = function(game)
      equal(util.mp(game, 1), 150 - cards.def.admiral_veyra.mp, "one Veterans (150) paid")
      equal(cards.def.admiral_veyra.mp, 100, "Veyra's printed MP")
      equal(util.defs(game, 1, ids.HAND), "quartermaster_ilse,veterans", "the other Veterans stays in hand")
      equal(util.defs(game, 1, ids.DISCARD), "veterans", "discard pile")
    end,
  },
  {
    name = "A37: a card that changed sides is a wreck of the player who controlled it when it was destroyed",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      fleets.place(game, cruiser, ids.fleet(1, false)) -- as Deserter does
      ships.destroy(game, cruiser, false)
      cleanup.run(game)
      equal(util.where(game, cruiser), "discard", "discarded")
      equal(ids.zone_seat(game:zone_of(cruiser)), 1, "in seat 1's discard pile")
      equal(victory.wrecks(game, 1), 120, "seat 1's wrecks")
      equal(game:owner(cruiser), 2, "seat 2 still owns the card")
    end,
  },
  {
    name = "A40: a ship card that asks for a sacrifice takes a card in play, never one from the hand",
    options = util.at("sacrifice", { mode = "second" }),
    check = function(game)
      local dreadnought = game:pieces(ids.zone(1, ids.HAND))[1]
      expect(cards.of(game, dreadnought).has.sacrifice, "the Dreadnought is in hand")
      expect(not actions.can_play_ship(game, 1, dreadnought, 1000), "a Fighter in hand is no sacrifice")
    end,
  },
}
