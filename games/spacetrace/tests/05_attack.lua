-- Attacks: which fleets fight, in which order (TC-6), the battle order within
-- a class, and the first-turn rule.
local util = require("tests.lib.util")
local attack = require("attack")
local ids = require("ids")

local expect, equal = util.expect, util.equal

local E1, B1, E2, B2 = ids.fleet(1, true), ids.fleet(1, false), ids.fleet(2, true), ids.fleet(2, false)

local function schedule_text(list)
  local names = { [E1] = "E1", [B1] = "B1", [E2] = "E2", [B2] = "B2" }
  local out = {}
  for i, pair in ipairs(list) do
    out[i] = names[pair[1]] .. "x" .. names[pair[2]]
  end
  return table.concat(out, " ")
end

return {
  {
    name = "TC-6: two extra fleets fighting first make four battles, the active player's first fleet first",
    options = util.SECOND,
    check = function()
      equal(schedule_text(attack.schedule({ E1, B1 }, { E2, B2 })), "E1xE2 E1xB2 B1xE2 B1xB2", "both first")
      equal(schedule_text(attack.schedule({ B1, E1 }, { E2, B2 })), "B1xE2 B1xB2 E1xE2 E1xB2", "seat 1's after")
      equal(schedule_text(attack.schedule({ E1, B1 }, { B2 })), "E1xB2 B1xB2", "seat 2's extra fleet stays out")
    end,
  },
  {
    name = "the extra fleet fights before the base fleet, the defender's extra fleet stays out",
    options = util.at("schedule", { mode = "second" }),
    choices = { { 1, "attack" }, { 1, "before" }, { 2, "out" } },
    check = function(game)
      local cruiser = game:pieces(ids.row(B2, 3))[1]
      expect(cruiser == nil, "the Destroyers (100) and then the Fighters destroy the Cruiser")
      equal(util.damage(game, 2), 50, "the Mothership's shot")
      equal(game:prop(game:pieces(ids.row(E1, 4))[1], "damage"), 150, "the Cruiser hit the Mothership")
      equal(game:prop(game:pieces(ids.row(E2, 1))[1], "damage"), 0, "seat 2's extra fleet did not fight")
    end,
  },
  {
    name = "each player sets the battle order of a class before the attack; it stays for later attacks",
    options = util.at("battle_order", { mode = "second" }),
    choices = {
      { 1, "attack" },
      { 1, "class_IV" }, { 1, "1:dreadnought" }, { 1, "keep" },   -- the Dreadnought in front of the Base
      { 2, "keep" },
    },
    check = function(game)
      equal(util.row(game, 1, 4), "dreadnought,base", "seat 1's class IV order")
      equal(util.damage(game, 1), 0, "seat 2's Cruisers hit the Dreadnought, not the Base")
      equal(game:prop(game:pieces(ids.row(B1, 4))[1], "damage"), 300, "the Dreadnought took both Cruisers' shots")
      equal(util.damage(game, 2), 400, "the Dreadnought fired at seat 2's Base")
    end,
  },
  {
    name = "the Doomstar's 100 damage hits its own Base also when a Dreadnought stands before it",
    options = util.at("doomstar_behind", { mode = "second" }),
    choices = {
      { 1, "attack" },
      { 1, "class_IV" }, { 1, "1:dreadnought" }, { 1, "keep" },   -- the Dreadnought in front of the Base
      { 2, "keep" },
      { 1, "ship:doomstar" },
    },
    check = function(game)
      equal(util.row(game, 1, 4), "dreadnought,base,doomstar", "seat 1's class IV order")
      equal(util.damage(game, 1), 100, "the Doomstar's damage went to the Base")
      equal(game:prop(game:pieces(ids.row(B1, 4))[1], "damage"), 300, "the Dreadnought took only the Cruisers' shots")
    end,
  },
}
