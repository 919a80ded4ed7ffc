-- The worked examples of the rules text (docs/games/spacetrace.md, "Worked
-- examples"; the digest's TC-1 to TC-10), fought as single battles from check
-- functions on fleets laid out by util.fleet. Seat 1 attacks unless a test
-- says otherwise. Card values: data/cards/ships.toml.
local util = require("tests.lib.util")
local ids = require("ids")
local ships = require("ships")
local turn = require("turn")
local victory = require("victory")

local expect, equal = util.expect, util.equal

return {
  {
    name = "text: 100 Fighters against 100 Fighters: both cards are destroyed, nobody fires first",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local a = util.fleet(game, 1, { "fighter" })[1]
      local d = util.fleet(game, 2, { "fighter" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, a) and util.discarded(game, d), "both Fighter cards are discarded")
      equal(util.damage(game, 1) + util.damage(game, 2), 0, "Base damage")
    end,
  },
  {
    name = "text: 10 Destroyers against 100 Fighters: the Destroyers die, 90 Fighters remain until the end of the turn",
    options = util.SECOND,
    check = function(game)
      for _, attacker in ipairs({ 1, 2 }) do
        util.clear(game)
        local destroyer = util.fleet(game, 1, { "destroyer" })[1]
        local fighter = util.fleet(game, 2, { "fighter" })[1]
        util.battle(game, attacker, 3 - attacker)
        expect(util.discarded(game, destroyer), "the Destroyer card is discarded")
        equal(util.alive(game, fighter), 90, "Fighters alive after the battle")
        turn.end_of_turn(game)
        equal(util.alive(game, fighter), 100, "Fighters after the end of the turn")
        equal(game:prop(fighter, "damage"), 0, "damage after the end of the turn")
      end
    end,
  },
  {
    name = "text: classes I, II, IV against I, III, IV fight I-I, II-III, III-IV, IV-IV; class II is never fired at",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local f1, campaign = table.unpack(util.fleet(game, 1, { "fighter", "campaign_ship" }))
      local f2, cruiser = table.unpack(util.fleet(game, 2, { "fighter", "cruiser" }))
      util.battle(game, 1, 2)
      expect(util.discarded(game, f1) and util.discarded(game, f2), "both Fighter cards are destroyed in class I")
      equal(game:prop(cruiser, "damage"), 60, "the Campaign Ship's 3 x 20 hit the Cruiser")
      equal(game:prop(campaign, "damage"), 0, "nothing fires at class II")
      equal(util.damage(game, 1), 150, "the Cruiser fires at seat 1's class IV: the Base")
      equal(util.damage(game, 2), 0, "seat 2's Base")
    end,
  },
  {
    name = "text tip: attacking a higher class from below: Lancers destroy the Cruiser before it fires",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "fighter", "lancers" })
      local cruiser = util.fleet(game, 2, { "fighter", "cruiser" })[2]
      util.battle(game, 1, 2)
      expect(util.discarded(game, cruiser), "the Cruiser is destroyed in class battle II")
      equal(util.damage(game, 1), 0, "no class III is left to fire at seat 1's Base")
    end,
  },
  {
    name = "text: 4 Cruisers against 1 Cruiser: each side loses one; the other 3 do not fire on at the Base",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local mine = util.fleet(game, 1, { "cruiser", "cruiser", "cruiser", "cruiser" })
      local theirs = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, theirs), "seat 2's Cruiser is destroyed")
      expect(util.discarded(game, mine[1]), "seat 1's first Cruiser is destroyed (simultaneous fire)")
      for k = 2, 4 do
        expect(util.in_play(game, mine[k]) and game:prop(mine[k], "damage") == 0, "Cruiser %d is untouched", k)
      end
      equal(util.damage(game, 2), 0, "the remaining Cruisers stop: seat 2's Base")
    end,
  },
  {
    name = "text: an extra fleet fights first, then the base fleet fights the rest; damage carries over",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "destroyer" })
      local mothership = util.fleet(game, 1, { "mothership", "fighter" }, true)[1]
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2, true, false)
      equal(game:prop(cruiser, "damage"), 100, "battle 1: the Fighters hit the Cruiser")
      equal(game:prop(mothership, "damage"), 150, "battle 1: the Cruiser hits the Mothership")
      equal(util.damage(game, 2), 50, "battle 1: the Mothership hits seat 2's Base")
      util.battle(game, 1, 2, false, false)
      expect(util.discarded(game, cruiser), "battle 2: the Destroyers finish the damaged Cruiser")
      equal(util.damage(game, 2), 50, "the other Destroyers stop: no more Base damage")
      turn.end_of_turn(game)
      equal(game:prop(mothership, "damage"), 0, "the Mothership is whole again after the turn")
    end,
  },
  {
    name = "text: the end of the turn restores a card that lost ships; the Base keeps its damage",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local fighter = util.fleet(game, 1, { "fighter" })[1]
      ships.destroy(game, fighter, false, 1, 50)
      local base = util.base(game, 1)
      ships.hit(game, base, 1, 120)
      equal(util.alive(game, fighter), 50, "50 Fighters lost")
      turn.end_of_turn(game)
      equal(util.alive(game, fighter), 100, "the card has all 100 Fighters again")
      equal(util.damage(game, 1), 120, "the Base keeps its damage")
    end,
  },
  {
    name = "text: two Preemptive Strikes against each other: both are executed",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local a = util.fleet(game, 1, { "interceptor" })[1]
      local d = util.fleet(game, 2, { "interceptor" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, a) and util.discarded(game, d), "both Interceptor cards are destroyed")
    end,
  },
  {
    name = "text: a destroyed Mothership takes its extra fleet with it; the fleet's later battles are skipped",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local dread = util.fleet(game, 1, { "dreadnought" })[1]
      game:move(dread, ids.row(ids.fleet(1, false), 4), 1) -- before the Base
      local mothership, fighter = table.unpack(util.fleet(game, 2, { "mothership", "fighter" }, true))
      util.battle(game, 2, 1, true, false)
      equal(game:prop(dread, "damage"), 150, "the Fighters (100) and the Mothership (50) hit the Dreadnought")
      expect(util.discarded(game, mothership), "the Dreadnought destroys the Mothership")
      expect(util.discarded(game, fighter), "its Fighters are destroyed with it (a wreck)")
      equal(game:counter(ids.counter(2, ids.MOTHERSHIP)), 0, "the extra fleet is closed")
      equal(util.damage(game, 1), 0, "the Dreadnought shields the Base")
    end,
  },
  {
    name = "errata: a destroyed Base takes every other ship of its base fleet with it and ends the game",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      game:set(ids.counter(2, ids.BASE_DAMAGE), 950)
      util.fleet(game, 1, { "fighter" })
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2)
      equal(game:prop(cruiser, "damage"), 100, "the Fighters fire at class III first")
      equal(util.damage(game, 2), 950, "the Base is not hit while class III stands")

      util.clear(game)
      game:set(ids.counter(2, ids.BASE_DAMAGE), 950)
      util.fleet(game, 1, { "fighter" })
      local doomstar = util.fleet(game, 2, { "doomstar" })[1] -- behind the Base in class IV
      util.battle(game, 1, 2)
      equal(util.damage(game, 2), 1000, "50 shots destroy the Base")
      expect(util.discarded(game, doomstar), "the Doomstar goes down with the Base (a wreck)")
      equal(game:prop(doomstar, "damage"), nil, "its props are gone")
      equal(game:counter(ids.OVER), 1, "the game is over")
      equal(table.concat(victory.winners(game), ","), "1", "seat 1 destroyed the Base and wins (beginner rules)")
    end,
  },
}
