-- The worked examples of the rulebook and the Yucata rules, as scenarios.
-- Presets (option preset, see presets.lua) prepare the positions; seat 1 is
-- grey, 2 orange, 3 purple, 4 pink.

local ids = require("ids")
local util = require("tests.lib.util")
local rep, space, contains, trans = util.rep, util.space, util.contains, util.trans
local board = require("board")
local cubes = require("cubes")
local research = require("research")
local movement = require("movement")
local admin = require("admin")
local turn = require("turn")
local commanders = require("commanders")
local presets = require("presets")
local checks = require("checks")
local panel = require("panel")

local GREY, ORANGE, PURPLE, PINK = 1, 2, 3, 4

local function cube(game, p, colour)
  return cubes.count(game, p, colour)
end

local function has_option(options, id)
  for _, o in ipairs(options) do
    if o.id == id then return true end
  end
  return false
end

-- Sets a research level directly (marker and counter).
local function set_level(game, p, area, level)
  local P = ids.plan(game)
  game:set(P.c.level[p][area], level)
  game:move(P.p.research_marker[p][area], P.z.track[area][level])
end

return {
  {
    name = "takeover: orange pays 2 yellow and 1 grey for commander #2 and places the 3 crew members",
    players = 4, seed = 1, options = { preset = "takeover" },
    choices = {
      { ORANGE, "commander_c02" },
      { ORANGE, { "lower_1_1", "lower_1_2", "lower_1_3" } },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(commanders.holder(game, "c02") == ORANGE, "orange controls commander #2")
      assert(rep(game, ORANGE) == 2, "orange gains the green 2")
      assert(cube(game, ORANGE, "yellow") == 3, "5 yellow - 2")
      assert(cube(game, ORANGE, "grey") == 1, "2 grey - 1")
      assert(cube(game, ORANGE, "orange") == 4, "no orange cube paid")
      assert(panel.column_count(game, 2) == 0, "the column is empty")
      assert(game:owner(game:top(P.z.lower[1][3])) == GREY, "the grey crew member went to the third pick")
      assert(game:owner(game:top(P.z.admin_marker[1])) == ORANGE, "orange's marker under the commander")
      assert(game:zone_of(P.p.commander.c02) == P.z.commanders[ORANGE], "the card is with orange")
      checks.verify(game)
    end,
  },
  {
    name = "takeover of a controlled commander costs one more cube of the controller, who loses the red 1",
    players = 4, seed = 1, options = { preset = "takeover" },
    choices = {
      { ORANGE, "commander_c03" },
      { ORANGE, { "lower_2_1", "lower_2_2", "lower_2_3" } },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(commanders.holder(game, "c03") == ORANGE)
      assert(cube(game, ORANGE, "yellow") == 2, "3 yellow for the neutral crew")
      assert(cube(game, ORANGE, "grey") == 1, "1 grey for the controller")
      assert(rep(game, GREY) == 1, "grey loses 1 of its 2")
      assert(rep(game, ORANGE) == 2)
      assert(game:owner(game:top(P.z.admin_marker[2])) == ORANGE, "the marker is orange's now")
      checks.verify(game)
    end,
  },
  {
    name = "a commander without crew, or one you control, cannot be taken over",
    players = 4, seed = 1, options = { preset = "takeover" },
    choices = {
      { ORANGE, "commander_c02" },
      { ORANGE, { "lower_1_1", "lower_1_2", "lower_1_3" } },
    },
    check = function(game)
      local grey = turn.main_options(game, GREY)
      assert(not has_option(grey, "commander_c02"), "no crew left under commander #2")
      assert(not has_option(grey, "commander_c03"), "grey controls commander #3")
      local orange = turn.main_options(game, ORANGE)
      assert(has_option(orange, "commander_c03"), "orange may take grey's commander")
    end,
  },
  {
    name = "the first player column: token, one research step and one non-yellow cube, no marker",
    players = 4, seed = 1, options = { preset = "takeover" },
    choices = {
      { ORANGE, "first_player" },
      { ORANGE, { "lower_3_1", "lower_3_2", "lower_3_3" } },
      { ORANGE, "blue" },
      { ORANGE, "pink" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:zone_of(P.p.first_player) == P.z.token[ORANGE])
      assert(research.level(game, ORANGE, "blue") == 1)
      assert(cube(game, ORANGE, "pink") == 1)
      -- column 1: 3 neutral crew members: 3 yellow
      assert(cube(game, ORANGE, "yellow") == 2 and cube(game, ORANGE, "grey") == 2)
      assert(game:count(P.z.admin_marker[1]) == 0 and rep(game, ORANGE) == 0, "no marker, no reputation")
      assert(game:counter(P.c.first_player) == ORANGE)
    end,
  },
  {
    name = "purple's lower panel row, action B: 1 yellow and 1 purple cube",
    players = 4, seed = 2, options = { preset = "purple" },
    choices = { { PURPLE, "crew_5_neutral" }, { PURPLE, "lower_2_3" }, { PURPLE, "gain" } },
    check = function(game)
      assert(cube(game, PURPLE, "yellow") == 4)
      assert(cube(game, PURPLE, "purple") == 5)
      checks.verify(game)
    end,
  },
  {
    name = "purple's lower panel row, action A: pay 1 purple, move, drop a free lab, research green",
    players = 4, seed = 2, options = { preset = "purple" },
    choices = {
      { PURPLE, "crew_5_neutral" }, { PURPLE, "lower_2_3" }, { PURPLE, "move" },
      { PURPLE, "space_p4_s4_b_2" }, { PURPLE, "lab_1" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(cube(game, PURPLE, "purple") == 3, "4 - 1 for the move; the first lab is free")
      local owner, k = movement.labs_on(game, P.z.space[space(game, "p4_s4_b_2")])
      assert(owner == PURPLE and k == 1)
      assert(game:zone_of(P.p.scout[PURPLE]) == P.z.space[space(game, "p4_s4_b_2")])
      assert(research.level(game, PURPLE, "green") == 1)
      assert(game:counter(P.c.labs_out[PURPLE]) == 1)
      checks.verify(game)
    end,
  },
  {
    name = "orange's movement options A-D and X",
    players = 4, seed = 3, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      -- round 1 from #START_1: quiet 3, 4, 5; turn the tile one more: quiet 4, 5, 6 ... we want 5 stormy:
      game:set(P.c.rotation_offset, 5) -- trailing quiet sector 2: quiet 2, 3, 4; storm 5, 6, 1
      assert(movement.quiet(game, 4) and not movement.quiet(game, 5))
      presets.scout(game, ORANGE, "p4_s4_c_1")
      local t05 = trans(game, "p4_t05")
      game:move(P.p.stations[PINK][1], P.z.trans[t05])
      local dests = movement.destinations(game, ORANGE, "scout", 1)
      assert(contains(dests, space(game, "p4_s4_c_2")), "A: another space of the area")
      assert(contains(dests, space(game, "p4_s4_a_1")), "B: a space of an adjacent area")
      assert(contains(dests, space(game, "p4_s4_c_1")), "D: staying put")
      assert(not contains(dests, space(game, "p4_s3_c_1")), "not adjacent without the station")
      assert(not contains(dests, space(game, "p4_s5_b_1")), "X: no move into the storm sector")
      local via = movement.destinations(game, ORANGE, t05, 1)
      assert(contains(via, space(game, "p4_s3_c_1")), "C: through pink's transmitter station")
      assert(not contains(via, space(game, "p4_s5_b_1")))
      local origins = movement.origins(game, ORANGE, 1)
      assert(has_option(origins, "station_p4_t05"), "the station is offered as a start")
    end,
  },
  {
    name = "orange starts from pink's station (1 cube to pink), pays 1 own for a lab on red: any colour bonus",
    players = 4, seed = 3, options = { preset = "station" },
    choices = {
      { ORANGE, "crew_5_neutral" }, { ORANGE, "lower_2_3" }, { ORANGE, "move" }, { ORANGE, "station_p4_t07" },
      { ORANGE, "yellow" }, { ORANGE, "space_p4_s4_c_1" }, { ORANGE, "lab_3" }, { ORANGE, "grey" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(cube(game, PINK, "yellow") == 4, "pink received orange's yellow cube")
      assert(cube(game, ORANGE, "yellow") == 2)
      assert(cube(game, ORANGE, "orange") == 2, "4 - 1 for the move - 1 for the lab")
      assert(research.level(game, ORANGE, "red") == 2, "the lab on the red space")
      assert(cube(game, ORANGE, "grey") == 1, "the bonus of red level 2: any player colour")
      assert(movement.labs_on(game, P.z.space[space(game, "p4_s4_c_1")]) == ORANGE)
      assert(game:count(P.z.labs[ORANGE][3]) == 0, "the lab from space 3")
      checks.verify(game)
    end,
  },
  {
    name = "a red space: level 2 in red gives a cube of any player colour",
    players = 4, seed = 3, options = { preset = "plain" },
    check = function(game)
      set_level(game, ORANGE, "red", 1)
      assert(board.research_bonus.red[2] == "any")
      assert(cubes.count(game, ORANGE, "grey") == 0)
    end,
  },
  {
    name = "transmitter: grey moves into the next sector past a free transmitter space and builds (1 own, +2)",
    players = 4, seed = 4, options = { preset = "transmitter" },
    choices = {
      { GREY, "crew_5_neutral" }, { GREY, "lower_2_3" }, { GREY, "move" }, { GREY, "space_p4_s4_b_1" },
      { GREY, "build_p4_t05_1" }, { GREY, "lab_1" }, { GREY, "red" },
    },
    check = function(game)
      local P = ids.plan(game)
      local t05 = trans(game, "p4_t05")
      assert(movement.station_on(game, t05) == GREY)
      assert(rep(game, GREY) == 2 and game:counter(P.c.src[GREY].transmitters) == 2)
      assert(cube(game, GREY, "grey") == 2, "4 - 1 move - 1 station")
      assert(research.level(game, GREY, "red") == 1, "white space: any area")
      assert(movement.labs_on(game, P.z.space[space(game, "p4_s4_b_1")]) == GREY, "and a lab the same turn")
      checks.verify(game)
    end,
  },
  {
    name = "income and majorities: the example with three quiet sectors",
    players = 4, seed = 5, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      game:set(P.c.rotation_offset, 4) -- quiet 1 (upper, trailing), 2 (right, middle), 3 (lower, leading)
      assert(movement.rotation(game) == 1)
      presets.labs(game, GREY, { "p4_s1_a_1", "p4_s2_a_1" })
      presets.labs(game, ORANGE, { "p4_s1_a_2", "p4_s2_a_2" })
      presets.labs(game, PURPLE, { "p4_s1_b_1", "p4_s1_b_2", "p4_s2_b_1" })
      presets.labs(game, PINK, { "p4_s1_c_1", "p4_s1_d_1", "p4_s2_b_2", "p4_s2_c_1", "p4_s2_c_2" })
      local before = {}
      for p = 1, 4 do
        before[p] = {}
        for _, c in ipairs(P.colours) do before[p][c] = cube(game, p, c) end
      end
      admin.income(game)
      local function got(p, c) return cube(game, p, c) - before[p][c] end
      -- upper: grey, orange 1 lab -> 1 own; purple, pink 2 labs -> 1 yellow
      -- right: pink 3 labs -> 1 own + 2 yellow; the others 1 lab -> 2 own
      assert(got(GREY, "grey") == 3 and got(GREY, "yellow") == 0)
      assert(got(ORANGE, "orange") == 3)
      assert(got(PURPLE, "yellow") == 1 and got(PURPLE, "purple") == 2)
      assert(got(PINK, "yellow") == 3 and got(PINK, "pink") == 1)
      admin.majorities(game)
      assert(rep(game, PINK) == 1, "pink has the majority in the right sector")
      assert(rep(game, PURPLE) == 0, "2 against 2 in the upper sector: nobody")
      assert(game:counter(P.c.src[PINK].majorities) == 1)
      checks.verify(game)
    end,
  },
  {
    name = "research commanders: sole highest takes control, a tie returns the card",
    players = 4, seed = 6, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      -- columns from the left: green, blue, red, white (the rulebook's 1st
      -- and 2nd commanders are grey's, the 3rd nobody's, the 4th orange's)
      local green = commanders.research_at(game, 1)
      local blue = commanders.research_at(game, 2)
      local red = commanders.research_at(game, 3)
      local white = commanders.research_at(game, 4)
      commanders.gain(game, PURPLE, red, nil) -- purple held the red commander (+2)
      set_level(game, GREY, "green", 3)
      set_level(game, GREY, "blue", 2)
      set_level(game, ORANGE, "red", 2)
      set_level(game, PINK, "red", 2)
      set_level(game, ORANGE, "white", 1)
      local cedric = red == "c15" or green == "c15" or blue == "c15" or white == "c15"
      admin.research_commanders(game)
      assert(commanders.holder(game, green) == GREY and commanders.holder(game, blue) == GREY)
      local bonus = (green == "c15" or blue == "c15") and 1 or 0
      assert(rep(game, GREY) == 4 + bonus, "grey gains 2 + 2")
      assert(commanders.holder(game, red) == 0, "red: a tie")
      assert(game:zone_of(P.p.commander[red]) == P.z.research_slot[3], "the card goes back")
      assert(rep(game, PURPLE) == (red == "c15" and 2 or 1), "purple loses the red 1")
      assert(commanders.holder(game, white) == ORANGE)
      admin.research_commanders(game)
      assert(rep(game, GREY) == 4 + bonus, "no second gain while kept")
      local _ = cedric
      checks.verify(game)
    end,
  },
  {
    name = "turn order bonus: purple swaps with grey; pink and orange still play before purple",
    players = 4, seed = 7, options = { preset = "turn_order" },
    choices = {
      { GREY, "crew_5_neutral" }, { GREY, "lower_2_3" }, { GREY, "gain" },
      { PURPLE, "crew_5_neutral" }, { PURPLE, "lower_2_2" }, { PURPLE, "gain" },
      { PINK, "crew_5_neutral" }, { PINK, "lower_3_4" }, { PINK, "gain" },
      { ORANGE, "crew_4_neutral" }, { ORANGE, "lower_4_5" }, { ORANGE, "gain" },
      { PURPLE, "crew_4_neutral" }, { PURPLE, "lower_5_2" }, { PURPLE, "gain" },
      { GREY, "crew_4_neutral" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:counter(P.c.track[1]) == PURPLE and game:counter(P.c.track[2]) == GREY)
      assert(game:counter(P.c.position[PURPLE]) == 1)
    end,
  },
  {
    name = "sector objective: pink returns 2 labs from each of 2 sectors (majority in one): 5 reputation",
    players = 4, seed = 8, options = { preset = "objectives" },
    choices = {
      { PINK, "crew_5_neutral" }, { PINK, "lower_2_3" }, { PINK, "gain" },
      { PINK, "objective_twin_harvest" }, { PINK, "sectors_2_4" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(rep(game, PINK) == 5)
      assert(game:counter(P.c.src[PINK].objectives) == 5)
      -- labs came from spaces 1-6; the 4 returned fill the free spaces from the right
      assert(game:count(P.z.labs[PINK][1]) == 0 and game:count(P.z.labs[PINK][2]) == 0)
      for k = 3, 10 do assert(game:count(P.z.labs[PINK][k]) == 1, "space " .. k) end
      assert(game:owner(game:top(P.z.reward[3][1])) == PINK, "pink's marker on the 5")
      assert(game:counter(P.c.labs_out[PINK]) == 2)
      checks.verify(game)
    end,
  },
  {
    name = "research objective: in round 3 orange moves 3 markers down 2 levels for 4 reputation",
    players = 4, seed = 8, options = { preset = "objectives" },
    check = function(game)
      local objectives = require("objectives")
      set_level(game, ORANGE, "red", 3)
      set_level(game, ORANGE, "green", 2)
      set_level(game, ORANGE, "blue", 4)
      set_level(game, ORANGE, "white", 1)
      local rules = objectives.rules.field_reports
      local r1 = rules.ways(game, ORANGE, { round = 1, n = 4 })
      assert(r1[1].count == 2, "round 1: two markers")
      local ways = rules.ways(game, ORANGE, { round = 3, n = 4 })
      assert(#ways == 1 and ways[1].count == 3, "round 3: three markers")
      objectives.fulfil(game, ORANGE, { slot = 2, id = "field_reports", ways = ways })
      assert(research.level(game, ORANGE, "red") == 1 and research.level(game, ORANGE, "green") == 0)
      assert(research.level(game, ORANGE, "blue") == 2 and research.level(game, ORANGE, "white") == 1)
      assert(rep(game, ORANGE) == 4, "the highest free space: 4")
      checks.verify(game)
    end,
  },
}
