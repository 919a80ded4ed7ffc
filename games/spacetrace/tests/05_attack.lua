-- Attacks: which fleets fight, in which order (TC-6), a fleet whose
-- Mothership fell skipping its later battles (TC-9), the battle order within
-- a class, and the first-turn rule.
local util = require("tests.lib.util")
local attack = require("attack")
local ids = require("ids")
local scripted = require("scripted")

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
    name = "TC-9/S27: a Mothership destroyed in the first battle: its fleet's later battle is skipped",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "dreadnought" })                     -- behind seat 1's Base
      util.fleet(game, 1, { "mothership", "fighter" }, true)
      local mothership, fighter = table.unpack(util.fleet(game, 2, { "mothership", "fighter" }, true))
      -- Seat 1's extra fleet fights after its base fleet, seat 2's before: B1xE2 B1xB2 E1xE2 E1xB2.
      local g = scripted.new(game, { { 1, "after" }, { 2, "before" }, { 1, "keep" } })
      attack.run(g, 1)
      expect(g:script_done(), "every answer was used")
      expect(util.discarded(game, mothership) and util.discarded(game, fighter), "seat 2's extra fleet is a wreck")
      local battles = {}
      for _, line in ipairs(g:lines()) do
        if line:find("^Battle: ") then
          battles[#battles + 1] = line
        end
      end
      local p1, p2 = game:seat_name(1), game:seat_name(2)
      equal(table.concat(battles, " | "), table.concat({
        "Battle: " .. p1 .. "'s base fleet against " .. p2 .. "'s extra fleet",
        "Battle: " .. p1 .. "'s base fleet against " .. p2 .. "'s base fleet",
        "Battle: " .. p1 .. "'s extra fleet against " .. p2 .. "'s base fleet",
      }, " | "), "the battles fought (E1xE2 is skipped)")
      -- Battle 1: the Fighters (100) and the Mothership (50) hit seat 1's Base, the Dreadnought kills
      -- the Mothership. Seat 2's extra fleet never fires again.
      equal(util.damage(game, 1), 150, "seat 1's Base")
      -- Battle 2: the Dreadnought's 400; battle 4: seat 1's Fighters (100) and Mothership (50).
      equal(util.damage(game, 2), 550, "seat 2's Base")
    end,
  },
  {
    name = "each player sets the battle order of a class before the attack; it stays for later attacks",
    options = util.at("battle_order", { mode = "second" }),
    choices = {
      { 1, "attack" },
      { 1, "class_IV" }, { 1, "1:dreadnought" },   -- the Dreadnought in front of the Base (class IV is set)
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
      { 1, "class_IV" }, { 1, "1:dreadnought" },   -- the Dreadnought in front of the Base (class IV is set)
      { 2, "keep" },
      { 1, "ship:doomstar" },
    },
    check = function(game)
      equal(util.row(game, 1, 4), "dreadnought,base,doomstar", "seat 1's class IV order")
      equal(util.damage(game, 1), 100, "the Doomstar's damage went to the Base")
      equal(game:prop(game:pieces(ids.row(B1, 4))[1], "damage"), 300, "the Dreadnought took only the Cruisers' shots")
    end,
  },
  {
    name = "each class's battle order is set once per attack: then the next player is asked",
    options = util.at("battle_order", { mode = "second" }),
    choices = { { 1, "attack" }, { 1, "class_IV" }, { 1, "1:dreadnought" } },
    check = function(game, pending)
      equal(util.row(game, 1, 4), "dreadnought,base", "seat 1's class IV order")
      expect(pending and #pending == 1 and pending[1].seat == 2, "seat 2 sets its order next (seat 1 is not "
        .. "offered class IV again)")
    end,
  },
}
