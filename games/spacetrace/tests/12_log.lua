-- The log in plain words: a battle step by step (which class fires at which,
-- the shots, the damage and the losses), counts that agree in number, and
-- every card by the name printed on it, never by its id. Battles are fought
-- through a stand-in for `game` (games/lib/scripted.lua) that keeps the lines.
local util = require("tests.lib.util")
local scripted = require("scripted")
local ships = require("ships")
local turn = require("turn")

local expect, equal = util.expect, util.equal

-- A battle between seat 1's ship cards `one` and seat 2's `two` (seat
-- `attacker` attacks), fought through the stand-in. Returns it and the seat names.
local function fight(game, one, two, attacker)
  util.clear(game)
  util.fleet(game, 1, one)
  util.fleet(game, 2, two)
  local g = scripted.new(game)
  util.battle(g, attacker, 3 - attacker)
  return g, game:seat_name(1), game:seat_name(2)
end

-- Fails with every line when `text` was not logged.
local function logged(g, text)
  expect(g:logged(text), "no line '%s' in: %s", text, table.concat(g:lines(), " | "))
end

return {
  {
    name = "log: a battle step by step, in plain words",
    options = util.SECOND,
    check = function(game)
      local g, p1, p2 = fight(game, { "fighter" }, { "destroyer", "cruiser" }, 1)
      logged(g, "Battle: " .. p1 .. "'s base fleet against " .. p2 .. "'s base fleet")
      logged(g, "Class battle I: " .. p1 .. "'s class I fires at " .. p2 .. "'s class I; "
        .. p2 .. "'s class I fires at " .. p1 .. "'s class I")
      logged(g, "Class I: 100 ships of " .. p1 .. "'s Fighter fire 100 shots of 1 AP at " .. p2 .. "'s class I")
      -- 10 Destroyers of 10 LP: 10 shots each; the Fighters' shots are all used.
      logged(g, "  " .. p2 .. "'s Destroyer takes 100 damage: 10 ships destroyed, 0 of 10 left")
      logged(g, "Class I: 10 ships of " .. p2 .. "'s Destroyer fire 10 shots of 10 AP at " .. p1 .. "'s class I")
      logged(g, "  " .. p1 .. "'s Fighter takes 10 damage: 10 ships destroyed, 90 of 100 left")
      logged(g, p2 .. "'s Destroyer is destroyed")
      -- Class III: the Cruiser's one shot goes on to the lowest class with a ship: the Base.
      logged(g, "Class battle III: " .. p2 .. "'s class III fires at " .. p1 .. "'s class IV")
      logged(g, "Class III: " .. p2 .. "'s Cruiser fires 1 shot of 150 AP at " .. p1 .. "'s class IV")
      logged(g, "  " .. p1 .. "'s Base takes 150 damage (850 of 1000 LP left)")
      expect(not g:logged("Class battle IV"), "a Base against a Base fires nothing: no class battle IV")
      for _, line in ipairs(g:lines()) do
        expect(not line:find("(s)", 1, true), "a count that does not agree: %s", line)
      end
    end,
  },
  {
    name = "log: a ship card of one ship keeps its LP in the line",
    options = util.SECOND,
    check = function(game)
      local g, p1, p2 = fight(game, { "gunboat", "cruiser" }, { "destroyer" }, 2)
      -- 10 Destroyers fire 10 x 10 AP at the Gunboat (150 LP).
      logged(g, "  " .. p1 .. "'s Gunboat takes 100 damage (50 of 150 LP left)")
      -- The Gunboat's one shot of 150 AP destroys one Destroyer of 10 LP.
      logged(g, "  " .. p2 .. "'s Destroyer takes 10 damage: 1 ship destroyed, 9 of 10 left")
    end,
  },
  {
    name = "log: shots that find no target left in their class say so",
    options = util.SECOND,
    check = function(game)
      local g, _, p2 = fight(game, { "fighter" }, { "kamikaze" }, 1)
      -- 10 Kamikaze ships of 1 LP take 10 of the Fighters' 100 shots.
      logged(g, "  " .. p2 .. "'s Kamikaze takes 10 damage: 10 ships destroyed, 0 of 10 left")
      logged(g, "  90 shots find no target: " .. p2 .. "'s class I has no ship left")
    end,
  },
  {
    name = "log: a Kamikaze that fires and is fired at in class battle I self-destructs once",
    options = util.SECOND,
    check = function(game)
      -- The Gunboat's one shot destroys 1 of the 10 Kamikaze ships: 9 are left to self-destruct.
      local g, p1 = fight(game, { "kamikaze" }, { "gunboat" }, 1)
      local n = 0
      for _, line in ipairs(g:lines()) do
        if line == p1 .. "'s Kamikaze self-destructs" then
          n = n + 1
        end
      end
      expect(n == 1, "the Kamikaze self-destructs %d times in: %s", n, table.concat(g:lines(), " | "))
    end,
  },
  {
    name = "log: a Kamikaze wiped out by fire is destroyed, not self-destructed (and not killed)",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local kamikaze = util.fleet(game, 1, { "kamikaze" })[1]
      util.fleet(game, 2, { "fighter" })
      -- Kill marks are what keep Reconstruct off a ship: record any on the Kamikaze.
      local g = scripted.new(game)
      local marks = {}
      local spy = setmetatable({}, { __index = function(_, key)
        if key == "set_prop" then
          return function(_, card, prop, value)
            if card == kamikaze and value and prop:match("^k%d+$") then
              marks[#marks + 1] = prop
            end
            return g:set_prop(card, prop, value)
          end
        end
        return function(_, ...) return g[key](g, ...) end
      end })
      util.battle(spy, 1, 2)
      local p1 = game:seat_name(1)
      -- 100 Fighter shots of 1 AP destroy all 10 Kamikaze ships of 1 LP.
      logged(g, "  " .. p1 .. "'s Kamikaze takes 10 damage: 10 ships destroyed, 0 of 10 left")
      logged(g, p1 .. "'s Kamikaze is destroyed and removed from the game")
      expect(#marks == 0, "ships destroyed by fire marked killed: %s", table.concat(marks, ","))
      expect(not g:logged("self-destructs"), "a Kamikaze with no ship left self-destructs: %s",
        table.concat(g:lines(), " | "))
      equal(util.where(game, kamikaze), "removed", "the Kamikaze is removed from the game")
    end,
  },
  {
    name = "log: a class battle whose every ship is jammed is not announced",
    options = util.SECOND,
    check = function(game)
      -- Class battle II: the Static Wasps jam Apollo (class III), and the jam lasts the battle.
      local g, p1, p2 = fight(game, { "static_wasps" }, { "apollo" }, 1)
      logged(g, "Class battle II: " .. p1 .. "'s class II fires at " .. p2 .. "'s class III")
      logged(g, "Jam: " .. p1 .. "'s Static Wasps jams 1 enemy ship, starting with " .. p2 .. "'s Apollo")
      -- Class battle III: only the jammed Apollo would fire; nothing happens.
      expect(not g:logged("Class battle III"), "an empty class battle announced: %s", table.concat(g:lines(), " | "))
      equal(util.damage(game, 1), 0, "the jammed Apollo fires nothing")
    end,
  },
  {
    name = "log: a class battle announces a jammed side as jammed, a side that only jams as jamming",
    options = util.SECOND,
    check = function(game)
      -- The Jammer Drone (0 AP) jams the Gunboat's one ship in phase J: neither side fires.
      local g, p1, p2 = fight(game, { "jammer_drone" }, { "gunboat" }, 1)
      logged(g, "Class battle I: " .. p1 .. "'s class I jams " .. p2 .. "'s class I; " .. p2 .. "'s class I is jammed")
      logged(g, "Jam: " .. p1 .. "'s Jammer Drone jams 1 enemy ship, starting with " .. p2 .. "'s Gunboat")
      expect(not g:logged(" fires"), "nothing fires: %s", table.concat(g:lines(), " | "))
    end,
  },
  {
    name = "log: a repair that finds only destroyed ships says so, not '0 ships'",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local frigates = util.fleet(game, 1, { "campaign_ship", "frigates" })[2]
      util.fleet(game, 2, { "cruiser" })
      ships.destroy(game, frigates, false)
      local g = scripted.new(game)
      util.battle(g, 1, 2)
      local p1 = game:seat_name(1)
      logged(g, "  " .. p1 .. "'s Campaign Ship finds nothing to repair on " .. p1 .. "'s Frigate Squadron")
      for _, line in ipairs(g:lines()) do
        expect(not line:find("(0 ships", 1, true), "a count of none: %s", line)
      end
    end,
  },
  {
    name = "log: the deck lists at the end name the cards as printed, with their counts",
    options = util.SECOND,
    check = function(game)
      local g = scripted.new(game)
      turn.reveal_decks(g)
      local line = g:logged("Deck of " .. game:seat_name(1) .. " (balanced): ")
      expect(line, "no deck line: %s", table.concat(g:lines(), " | "))
      expect(line:find("2 × Cruiser", 1, true), "counts and printed names: %s", line)
      expect(line:find("1 × Commando-Fighters", 1, true), "printed names: %s", line)
      expect(not line:find("_", 1, true) and not line:find("cruiser", 1, true), "an id in the log: %s", line)
    end,
  },
}
