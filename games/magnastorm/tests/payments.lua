-- Payments and the free exchange (3 cubes for 1, "at any time"): every
-- purchase of a turn that a player could pay after exchanges is offered, its
-- label says so, and paying walks the player through the exchanges. Pieces
-- of a turn run through the stand-in game of games/lib/scripted.lua, which
-- answers the decisions and keeps the log. Seat 1 is grey, 2 orange, 4 pink.

local ids = require("ids")
local util = require("tests.lib.util")
local rep, space, trans, expect = util.rep, util.space, util.trans, util.expect_logged
local cubes = require("cubes")
local research = require("research")
local movement = require("movement")
local turn = require("turn")
local commanders = require("commanders")
local presets = require("presets")
local checks = require("checks")
local scripted = require("scripted")

local GREY, ORANGE, PINK = 1, 2, 4

local function has(label, text)
  return label ~= nil and string.find(label, text, 1, true) ~= nil
end

local function empty(game, p)
  return cubes.total(game, p) == 0
end

local function option_ids(options)
  local set = {}
  for _, o in ipairs(options) do set[o.id] = o.label end
  return set
end

return {
  {
    name = "exchange: a transmitter station paid with 3 yellow and no grey is offered",
    players = 4, seed = 4, options = { preset = "transmitter" },
    check = function(game)
      util.hold(game, GREY, { yellow = 3 })
      local g = scripted.new(game, { { GREY, "space_p4_s4_b_1" }, { GREY, "build_p4_t05_1" }, { GREY, "lab_1" },
        { GREY, "red" } })
      movement.move(g, GREY, { range = 1 })
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label("build_p4_t05_1"), "(after an exchange)"), g, "label: %s", g:label("build_p4_t05_1"))
      expect(movement.station_on(game, trans(game, "p4_t05")) == GREY and rep(game, GREY) == 2, g, "station built")
      expect(empty(game, GREY), g, "3 yellow became 1 grey, which paid the station")
      expect(g:logged("Seat 1 exchanges 3 yellow for 1 grey cube"), g, "the exchange is logged")
      expect(g:logged("Seat 1 pays 1 grey for the transmitter station"), g, "the station's cost is logged")
      expect(g:logged("builds the transmitter station from space 1 of their player board"), g, "which station")
      checks.verify(game)
    end,
  },
  {
    -- "3 CreditCubes for 1 different CreditCube": three of one colour never buy that colour back;
    -- mixed cubes may buy any (with 2 players there are only three colours).
    name = "exchange: three grey cubes buy any colour but grey",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      util.hold(game, GREY, { grey = 3, orange = 1 })
      local g = scripted.new(game, { { GREY, { "grey_1", "grey_2", "grey_3" } }, { GREY, "yellow" } })
      cubes.trade(g, GREY)
      expect(g:script_done(), g, "every answer used")
      local offered = option_ids(g:requests()[2].options)
      expect(not offered.grey and offered.yellow and offered.orange, g, "colours offered for 3 grey")
      expect(cubes.count(game, GREY, "grey") == 0 and cubes.count(game, GREY, "yellow") == 1, g,
        "3 grey became 1 yellow")
      local g2 = scripted.new(game, { { GREY, { "yellow_1", "orange_1", "orange_2" } }, { GREY, "orange" } })
      util.hold(game, GREY, { yellow = 1, orange = 2 })
      cubes.trade(g2, GREY)
      local mixed = option_ids(g2:requests()[2].options)
      expect(mixed.grey and mixed.yellow and mixed.orange, g2, "mixed cubes buy any colour")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: a turtle lab that costs a colour you lack is offered, and its cost is logged",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      presets.labs(game, GREY, { "p23_s1_b_1", "p23_s1_b_2" }) -- the two free labs are out
      util.hold(game, GREY, { yellow = 3 })
      local g = scripted.new(game, { { GREY, "lab_3" } })
      local zid = P.z.space[space(game, "p23_s4_b_2")]
      expect(movement.offer_lab(g, GREY, zid, "Drop a lab?"), g, "a lab was dropped")
      expect(has(g:label("lab_3"), "(cost: 1 grey) (after an exchange)"), g, "lab 3: %s", g:label("lab_3"))
      expect(not has(g:label("lab_4"), "exchange"), g, "lab 4 costs 1 yellow: %s", g:label("lab_4"))
      expect(g:label("trade") ~= nil, g, "the free exchange is offered beside the labs")
      expect(movement.labs_on(game, zid) == GREY and empty(game, GREY), g, "lab 3 dropped, paid")
      expect(g:logged("Seat 1 pays 1 grey for the turtle lab"), g, "payment logged")
      expect(g:logged("Seat 1 drops the turtle lab from space 3 of their player board on the"), g, "lab logged")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: a move that needs an exchange is offered; crew origin and payment are logged",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      util.hold(game, GREY, { yellow = 3 })
      local g = scripted.new(game, { { GREY, "lower_2_2" }, { GREY, "move" }, { GREY, "space_p23_s4_b_2" },
        { GREY, "lab_1" } })
      turn.lower_action(g, GREY, game:top(P.z.upper[3][0]))
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label("move"), "(pay 1 grey) (after an exchange)"), g, "move: %s", g:label("move"))
      expect(g:logged("Seat 1 moves a neutral crew member from column 3 of the upper panel to row 2, column 2 of "
        .. "the lower panel"), g, "where the crew member came from")
      expect(g:logged("Seat 1 pays 1 grey for the move"), g, "move payment logged")
      expect(game:zone_of(P.p.scout[GREY]) == P.z.space[space(game, "p23_s4_b_2")] and empty(game, GREY), g, "moved")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: a takeover payable after 2 exchanges is offered; the crew's new places are logged",
    players = 4, seed = 1, options = { preset = "takeover" },
    check = function(game)
      util.hold(game, ORANGE, { grey = 1, orange = 6 })
      local label = option_ids(turn.main_options(game, ORANGE)).commander_c02
      assert(has(label, "(pay 2 yellow + 1 grey, after 2 exchanges)"), "label: " .. tostring(label))
      local g = scripted.new(game, { { ORANGE, { "lower_1_1", "lower_1_2", "lower_1_3" } } })
      commanders.take_over(g, ORANGE, 2)
      expect(g:script_done() and commanders.holder(game, "c02") == ORANGE, g, "orange took over #2")
      expect(empty(game, ORANGE), g, "6 orange became 2 yellow")
      expect(g:logged("Seat 2 exchanges 3 orange for 1 yellow cube"), g, "exchanges logged")
      expect(g:logged("Seat 2 pays 2 yellow + 1 grey for the takeover of"), g, "takeover payment logged")
      expect(g:logged("Seat 2 moves the crew members of column 2 of the upper panel to the lower panel: neutral on "
        .. "row 1, column 1, neutral on row 1, column 2 and grey on row 1, column 3"), g, "crew placement logged")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: Forrester Dain's yellow cubes can come from an exchange",
    players = 4, seed = 1, options = { preset = "takeover" },
    check = function(game)
      util.hold(game, ORANGE, { yellow = 3, grey = 2, orange = 4 })
      local g = scripted.new(game, { { ORANGE, { "lower_3_1", "lower_3_2", "lower_3_3" } }, { ORANGE, 1 },
        { ORANGE, { "grey_1", "grey_2", "orange_1" } } })
      commanders.take_over(g, ORANGE, 4) -- Forrester Dain, over 3 neutral crew members
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label(2), "(after 2 exchanges)"), g, "2 yellow: %s", g:label(2))
      expect(rep(game, ORANGE) == 3, g, "2 green + 1 bought")
      expect(cubes.count(game, ORANGE, "orange") == 3 and cubes.total(game, ORANGE) == 3, g, "3 cubes gave 1 yellow")
      expect(g:logged("Seat 2 pays 1 yellow for Forrester Dain's instant effect"), g, "payment logged")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: Adira Okzil's 2 own cubes can come from an exchange",
    players = 2, seed = 1, options = { preset = "holds_c04" },
    check = function(game)
      util.hold(game, GREY, { grey = 1, yellow = 3 })
      local g = scripted.new(game, { { GREY, "space_p23_s4_b_2" }, { GREY, "lab_1" }, { GREY, "adira" },
        { GREY, "green" } })
      movement.move(g, GREY, { range = 1 })
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label("adira"), "(after an exchange)"), g, "adira: %s", g:label("adira"))
      expect(research.level(game, GREY, "green") == 1 and empty(game, GREY), g, "the step, paid")
      expect(g:logged("Seat 1 pays 2 grey for Adira Okzil's research step"), g, "payment logged")
    end,
  },
  {
    name = "exchange: Azrea Bonsmai's additional lab can be paid after an exchange",
    players = 2, seed = 1, options = { preset = "holds_c07" },
    check = function(game)
      local P = ids.plan(game)
      util.hold(game, GREY, { yellow = 3 })
      local g = scripted.new(game, { { GREY, "space_p23_s4_b_2" }, { GREY, "lab_1" }, { GREY, "lab_2" } })
      movement.move(g, GREY, { range = 1 })
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label("lab_2"), "(cost: 1 grey) (after an exchange)"), g, "lab 2: %s", g:label("lab_2"))
      local owner, k = movement.labs_on(game, P.z.space[space(game, "p23_s4_b_2")])
      expect(owner == GREY and k == 2 and empty(game, GREY), g, "two labs, all cubes spent")
      expect(g:logged("Seat 1 pays 1 grey for the additional turtle lab (Azrea Bonsmai)"), g, "payment logged")
      checks.verify(game)
    end,
  },
  {
    name = "exchange: Justin B. Beeper's cube (not your colour) can come from an exchange",
    players = 2, seed = 1, options = { preset = "holds_c02" },
    check = function(game)
      local P = ids.plan(game)
      util.hold(game, GREY, { grey = 3 })
      local g = scripted.new(game, { { GREY, "orange" }, { GREY, "space_p23_s5_b_2" }, { GREY, "lab_1" } })
      movement.move(g, GREY, { range = 1 })
      expect(g:script_done(), g, "every answer used")
      expect(has(g:label("orange"), "(after an exchange)"), g, "orange: %s", g:label("orange"))
      expect(game:zone_of(P.p.scout[GREY]) == P.z.space[space(game, "p23_s5_b_2")], g, "two areas")
      expect(g:logged("Seat 1 exchanges 3 grey for 1 orange cube"), g, "exchange logged")
      expect(g:logged("Seat 1 pays 1 orange for Justin B. Beeper's extra area"), g, "payment logged")
      expect(empty(game, GREY), g, "all spent")
    end,
  },
  {
    name = "another player's transmitter station: the exchange is offered, the cube goes to its owner (logged)",
    players = 4, seed = 3, options = { preset = "station" },
    check = function(game)
      local g = scripted.new(game, { { ORANGE, "station_p4_t07" }, { ORANGE, "yellow" },
        { ORANGE, "space_p4_s4_c_1" }, { ORANGE, "lab_3" }, { ORANGE, "grey" } })
      movement.move(g, ORANGE, { range = 1 })
      expect(g:script_done(), g, "every answer used")
      local first = option_ids(g:requests()[1].options)
      expect(first.station_p4_t07 and first.trade, g, "the exchange is offered where the station's cube is due")
      expect(cubes.count(game, PINK, "yellow") == 4, g, "pink received the yellow cube")
      expect(g:logged("Seat 2 pays 1 yellow to Seat 4 for the use of the transmitter station"), g, "fee logged")
      expect(g:logged("Seat 2 pays 1 orange for the turtle lab"), g, "lab cost logged")
      checks.verify(game)
    end,
  },
}
