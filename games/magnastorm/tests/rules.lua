-- Scenario tests for the rules beyond the worked examples: the start of the
-- game, movement and storms, labs, bonuses, the administration, the end.

local ids = require("ids")
local util = require("tests.lib.util")
local rep, space, contains = util.rep, util.space, util.contains
local board = require("board")
local cubes = require("cubes")
local research = require("research")
local movement = require("movement")
local admin = require("admin")
local panel = require("panel")
local presets = require("presets")
local checks = require("checks")
local scripted = require("scripted")

local GREY, ORANGE, PURPLE, PINK = 1, 2, 3, 4

local function sector_of(game, si)
  return ids.plan(game).map.spaces[si].sector
end

-- One lower panel action B with a neutral crew member.
local function gain_turn(seat, crew, cell)
  return { { seat, crew }, { seat, cell }, { seat, "gain" } }
end

local function concat(...)
  local out = {}
  for _, list in ipairs({ ... }) do
    for _, x in ipairs(list) do out[#out + 1] = x end
  end
  return out
end

return {
  {
    name = "start of the game: random order, crew in different columns, level 1 in different areas, cubes for 3 and 4",
    players = 4, seed = 5,
    -- seed 5 gives the order pink, grey, orange, purple
    choices = {
      { PINK, "column_1" }, { GREY, "column_2" }, { ORANGE, "column_3" }, { PURPLE, "column_5" },
      { PURPLE, "red" }, { ORANGE, "green" }, { GREY, "blue" }, -- pink gets white, the last area left
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:counter(P.c.track[1]) == PINK and game:counter(P.c.track[4]) == PURPLE)
      for col, seat in pairs({ [1] = PINK, [2] = GREY, [3] = ORANGE, [5] = PURPLE }) do
        assert(panel.column_count(game, col) == 4 and game:count(P.z.upper[col][seat]) == 1, "column " .. col)
      end
      assert(panel.column_count(game, 4) == 3)
      assert(research.level(game, PURPLE, "red") == 1 and research.level(game, PINK, "white") == 1)
      assert(cubes.count(game, ORANGE, "orange") == 3 and cubes.count(game, PURPLE, "purple") == 3)
      assert(cubes.count(game, PINK, "pink") == 2 and cubes.count(game, GREY, "grey") == 2)
      assert(game:counter(P.c.upper_count) == 19)
      checks.verify(game)
    end,
  },
  {
    name = "set-up: commanders, objectives and the bag by player count; 2 players cover the 3s",
    players = 2, seed = 9, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      assert(P.columns == 4 and P.admin_slots == 3 and #P.areas == 3)
      for k = 1, 3 do assert(game:count(P.z.admin_slot[k]) == 1 and game:count(P.z.research_slot[k]) == 1) end
      for k = 1, 4 do assert(game:count(P.z.objective[k]) == 1) end
      assert(#board.rewards[2].research == 2 and board.rewards[2].research[2] == 2, "4, 2")
      assert(#board.rewards[3].sector == 3 and board.rewards[3].sector[2] == 3, "5, 3, 2")
      assert(game:count(P.z.bag) == 25 + 3 + 6)
      assert(game:count(P.z.box) == 10 + 4, "5 + 5 commanders and 2 + 2 objectives are not used")
      assert(#P.map.spaces == 36 and #P.map.trans == 9)
    end,
  },
  {
    name = "the centre tile turns one sector a round; #START_2 uses the other side",
    players = 3, seed = 1, options = { preset = "plain", start_area = "2" },
    check = function(game)
      assert(movement.rotation(game) == 6, "side 2: sectors 6, 1, 2 quiet in round 1")
      assert(movement.quiet(game, 1) and movement.quiet(game, 2) and not movement.quiet(game, 3))
      local P = ids.plan(game)
      assert(game:zone_of(P.p.scout[1]) == P.z.start[2])
      game:set(P.c.rotation_offset, 1)
      assert(movement.quiet(game, 3) and not movement.quiet(game, 6), "one sector on")
    end,
  },
  {
    name = "storm: a scout runner in a storm sector must move into a quiet sector if it can",
    players = 4, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      game:set(P.c.rotation_offset, 1) -- quiet 4, 5, 6; storm 1, 2, 3
      presets.scout(game, GREY, "p4_s3_c_1")
      local dests = movement.destinations(game, GREY, "scout", 1)
      assert(#dests > 0)
      for _, si in ipairs(dests) do assert(sector_of(game, si) == 4, "only into quiet sector 4") end
      assert(not contains(dests, space(game, "p4_s3_c_1")), "no staying in the storm")
    end,
  },
  {
    name = "storm: without a quiet sector in reach, the scout runner moves clockwise toward the nearest",
    players = 4, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      game:set(P.c.rotation_offset, 1) -- quiet 4, 5, 6; storm 1, 2, 3
      presets.scout(game, GREY, "p4_s2_b_1")
      local dests = movement.destinations(game, GREY, "scout", 1)
      -- from area b (far from sector 3) to an area of sector 2 next to sector 3; not back into sector 1
      local expect = { "p4_s2_a_1", "p4_s2_a_2", "p4_s2_c_1", "p4_s2_c_2", "p4_s2_d_1", "p4_s2_d_2" }
      assert(#dests == #expect, "found " .. #dests)
      for _, sid in ipairs(expect) do assert(contains(dests, space(game, sid)), sid) end
      presets.scout(game, GREY, "p4_s2_c_1")
      dests = movement.destinations(game, GREY, "scout", 1)
      for _, si in ipairs(dests) do assert(sector_of(game, si) == 3, "on into sector 3") end
    end,
  },
  {
    name = "labs: no lab on a space that has one (the move may still end there)",
    players = 2, seed = 2, options = { preset = "plain" },
    choices = {
      { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "move" }, { GREY, "space_p23_s4_b_1" },
      { GREY, "lab_1" },
      { ORANGE, "crew_3_neutral" }, { ORANGE, "lower_2_3" }, { ORANGE, "move" }, { ORANGE, "space_p23_s4_b_1" },
      { GREY, "crew_4_neutral" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:zone_of(P.p.scout[ORANGE]) == P.z.space[space(game, "p23_s4_b_1")])
      local owner, k = movement.labs_on(game, P.z.space[space(game, "p23_s4_b_1")])
      assert(owner == GREY and k == 1)
      assert(research.level(game, GREY, "red") == 1)
    end,
  },
  {
    -- "You can choose freely which of your turtle labs to drop" (rulebook): spaces 3 and 5 cost
    -- the same, but they are not alike (returned labs refill the rightmost free space, and space
    -- 4 between them costs yellow), so the lab of space 5 may go while space 3 still holds one.
    name = "labs: any lab of the player board may be dropped, also space 5 while space 3 (same cost) is full",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      presets.labs(game, GREY, { "p23_s1_b_1", "p23_s1_b_2" }) -- the two free labs are out
      util.hold(game, GREY, { grey = 1 })
      local g = scripted.new(game, { { GREY, "lab_5" } })
      local zid = P.z.space[space(game, "p23_s4_b_2")]
      util.expect_logged(movement.offer_lab(g, GREY, zid, "Drop a lab?"), g, "a lab was dropped")
      util.expect_logged(g:script_done(), g, "every answer used")
      assert(game:count(P.z.labs[GREY][5]) == 0 and game:count(P.z.labs[GREY][3]) == 1, "the lab of space 5 went")
      assert(cubes.count(game, GREY, "grey") == 0, "it cost 1 grey")
      local ids_offered = {}
      for _, o in ipairs(g:requests()[1].options) do ids_offered[o.id] = true end
      assert(ids_offered.lab_3 and ids_offered.lab_5, "both labs costing 1 grey are offered")
      checks.verify(game)
    end,
  },
  {
    name = "labs: never in a storm sector (a scout runner forced to stay in the storm drops none)",
    players = 2, seed = 2, options = { preset = "storm" },
    choices = {
      { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "move" }, { GREY, "space_p23_s4_a_1" },
      { ORANGE, "crew_3_neutral" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(not movement.quiet(game, 4))
      assert(game:zone_of(P.p.scout[GREY]) == P.z.space[space(game, "p23_s4_a_1")])
      assert(movement.labs_on(game, P.z.space[space(game, "p23_s4_a_1")]) == nil)
    end,
  },
  {
    name = "a second lab bonus (extra lab space): two labs on one space, one research step",
    players = 2, seed = 2, options = { preset = "plain" },
    choices = {
      { GREY, "crew_4_neutral" }, { GREY, "lower_1_4" }, { GREY, "move" }, { GREY, "space_p23_s4_b_1" },
      { GREY, "lab_1" }, { GREY, "lab_2" },
    },
    check = function(game)
      local P = ids.plan(game)
      local owner, k = movement.labs_on(game, P.z.space[space(game, "p23_s4_b_1")])
      assert(owner == GREY and k == 2)
      assert(research.level(game, GREY, "red") == 1, "one step only")
      assert(cubes.count(game, GREY, "grey") == 2, "row 1 costs 2 own; both labs were free")
      checks.verify(game)
    end,
  },
  {
    name = "a research bonus space advances the area of its colour: white is Xenology, not any area",
    players = 4, seed = 1, options = { preset = "plain" },
    choices = gain_turn(GREY, "crew_3_neutral", "lower_1_5"),
    check = function(game)
      assert(research.level(game, GREY, "white") == 1, "a step in Xenology, without a question")
      for _, area in ipairs({ "red", "green", "blue" }) do
        assert(research.level(game, GREY, area) == 0, area .. " untouched")
      end
      assert(board.panels["4"].bonuses[1][5] == "research_white")
    end,
  },
  {
    name = "move 2 areas with the bonus space",
    players = 2, seed = 2, options = { preset = "plain" },
    choices = {
      { GREY, "crew_2_neutral" }, { GREY, "lower_1_1" }, { GREY, "move" }, { GREY, "space_p23_s4_a_1" },
      { GREY, "no_lab" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:zone_of(P.p.scout[GREY]) == P.z.space[space(game, "p23_s4_a_1")], "two areas from the start")
    end,
  },
  {
    name = "bag bonus (action B): a black cube goes back and gives an own cube",
    players = 2, seed = 3, options = { preset = "plain" },
    choices = gain_turn(GREY, "crew_3_neutral", "lower_1_3"),
    check = function(game)
      local P = ids.plan(game)
      local drawn = game:count(P.z.bag_drawn)
      local total = cubes.total(game, GREY)
      -- 4 grey + 3 yellow, row 1 gives 2 yellow + 1 grey, the bag 1 cube
      assert(total == 7 + 3 + 1)
      assert(drawn <= 1 and game:count(P.z.bag) == 34 - drawn)
      checks.verify(game)
    end,
  },
  {
    name = "crew bonus: place an own crew member under others on the upper panel",
    players = 2, seed = 3, options = { preset = "plain" },
    choices = concat(gain_turn(GREY, "crew_3_neutral", "lower_2_4"), { { GREY, "column_3" } }),
    check = function(game)
      local P = ids.plan(game)
      assert(panel.column_count(game, 3) == 3 and game:count(P.z.upper[3][GREY]) == 1)
      assert(game:count(P.z.crew[GREY]) == 3)
      checks.verify(game)
    end,
  },
  {
    name = "another player's crew member only when no neutral or own one is left",
    players = 2, seed = 3, options = { preset = "plain" },
    check = function(game)
      local turn = require("turn")
      local P = ids.plan(game)
      for col = 1, P.columns do
        for _, piece in ipairs(panel.column(game, col)) do
          if game:owner(piece) ~= ORANGE then panel.move_crew(game, piece, P.z.lower[5][1]) end
        end
      end
      local options = turn.main_options(game, GREY)
      local found = false
      for _, o in ipairs(options) do
        if o.id == "crew_2_orange" then found = true end
      end
      assert(found, "grey may move orange's crew member now")
      local mine = turn.main_options(game, ORANGE)
      for _, o in ipairs(mine) do assert(o.id ~= "crew_2_neutral") end
    end,
  },
  {
    name = "a full lower panel: the bottom row takes crew members again",
    players = 2, seed = 3, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      local crew = {}
      for col = 1, P.columns do
        for _, piece in ipairs(panel.column(game, col)) do crew[#crew + 1] = piece end
      end
      for p = 1, 2 do
        for _, piece in ipairs(game:pieces(P.z.crew[p])) do crew[#crew + 1] = piece end
      end
      for i, zid in ipairs(P.z.lower_list) do panel.move_crew(game, crew[i], zid) end
      local targets = panel.lower_targets(game)
      assert(#targets == P.columns)
      for _, zid in ipairs(targets) do assert(P.z.cell[zid].row == board.row_count) end
    end,
  },
  {
    name = "end: reaching 27 in phase 1 ends the game after the last player of the pass",
    players = 4, seed = 11, options = { preset = "endgame" },
    choices = concat(
      { { GREY, "commander_c02" }, { GREY, { "lower_1_1", "lower_1_2", "lower_1_3", "lower_1_4" } } },
      gain_turn(ORANGE, "crew_3_neutral", "lower_2_3"),
      gain_turn(PURPLE, "crew_3_neutral", "lower_3_4"),
      gain_turn(PINK, "crew_5_neutral", "lower_4_5")),
    check = function(game)
      local P = ids.plan(game)
      assert(rep(game, GREY) == 28)
      assert(game:counter(P.c.end_triggered) == 1)
      assert(game:counter(P.c.turn_number) == 4, "no fifth turn started: the game is over")
      assert(game:counter(P.c.upper_count) > 0, "no administration")
    end,
  },
  {
    name = "administration: the first player token holder becomes first, the panels swap",
    players = 3, seed = 4, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      game:move(P.p.first_player, P.z.token[3])
      game:set(P.c.first_player, 3)
      admin.first_player(game)
      assert(game:counter(P.c.track[1]) == 3 and game:counter(P.c.track[2]) == 1 and game:counter(P.c.track[3]) == 2)
      assert(game:zone_of(P.p.first_player) == P.z.first_player_space)
      local piece = game:top(P.z.upper[2][0])
      panel.move_crew(game, piece, P.z.lower[3][4])
      panel.swap(game)
      assert(game:zone_of(piece) == P.z.upper[4][0], "back on the upper panel, in its column")
      assert(game:counter(P.c.lower_mask) == 0)
      checks.verify(game)
    end,
  },
  {
    name = "objective conditions change with the round; most knowledge means alone",
    players = 3, seed = 6, options = { preset = "plain" },
    check = function(game)
      local objectives = require("objectives")
      local commanders = require("commanders")
      local P = ids.plan(game)
      local function level(p, area, l)
        game:set(P.c.level[p][area], l)
        game:move(P.p.research_marker[p][area], P.z.track[area][l])
      end
      local rules = objectives.rules
      level(1, "red", 6)
      local ctx = function(r) return { round = r, n = 3 } end
      assert(#rules.deep_report.ways(game, 1, ctx(1)) == 1 and rules.deep_report.ways(game, 1, ctx(1))[1].levels == 4)
      assert(rules.deep_report.ways(game, 1, ctx(2))[1].levels == 6)
      assert(#rules.deep_report.ways(game, 1, ctx(3)) == 0, "8 levels from round 3")
      assert(#rules.command_briefing.ways(game, 1, ctx(1)) == 0, "no commanders")
      presets.give_commander(game, 1, commanders.admin_at(game, 1))
      presets.give_commander(game, 1, commanders.admin_at(game, 2))
      assert(rules.command_briefing.ways(game, 1, ctx(1))[1].levels == 3)
      assert(#rules.command_briefing.ways(game, 1, ctx(2)) == 0, "3 commanders from round 2")
      presets.give_commander(game, 1, commanders.admin_at(game, 3))
      assert(rules.command_briefing.ways(game, 1, ctx(2))[1].levels == 5)
      assert(#rules.leading_expert.ways(game, 1, ctx(1)) == 1)
      level(2, "red", 6)
      assert(#rules.leading_expert.ways(game, 1, ctx(1)) == 0, "a tie is not the most knowledge")
    end,
  },
  {
    name = "end: when the last player of the pass reaches the threshold the game ends at once",
    players = 4, seed = 11, options = { preset = "endgame_last" },
    choices = concat(
      gain_turn(ORANGE, "crew_3_neutral", "lower_2_3"),
      gain_turn(PURPLE, "crew_3_neutral", "lower_3_4"),
      gain_turn(PINK, "crew_5_neutral", "lower_4_5"),
      { { GREY, "commander_c02" }, { GREY, { "lower_1_1", "lower_1_2", "lower_1_3", "lower_1_4" } } }),
    check = function(game)
      local P = ids.plan(game)
      assert(rep(game, GREY) == 28 and game:counter(P.c.end_triggered) == 1)
      assert(game:counter(P.c.turn_number) == 4, "no further turn")
    end,
  },
  {
    name = "random 2-player game to the end: invariants hold",
    players = 2, seed = 21, bots = true,
    check = function(game)
      checks.verify(game)
      assert(game:round() <= 4)
    end,
  },
  {
    name = "random 3-player game from #START_2 to the end: invariants hold",
    players = 3, seed = 22, bots = true, options = { start_area = "2" },
    check = function(game)
      checks.verify(game)
      assert(game:round() <= 4)
    end,
  },
  {
    name = "random 4-player game to the end: invariants hold, reputation adds up",
    players = 4, seed = 23, bots = true,
    check = function(game)
      checks.verify(game)
      local P = ids.plan(game)
      for p = 1, 4 do
        local sum = 0
        for _, src in ipairs(P.sources) do sum = sum + game:counter(P.c.src[p][src]) end
        assert(sum == rep(game, p))
      end
    end,
  },
}
