-- The log names where pieces come from and go to, and logs the set-up.
-- Pieces of the rules run through the stand-in game of games/lib/scripted.lua.

local ids = require("ids")
local setup = require("setup")
local panel = require("panel")
local admin = require("admin")
local presets = require("presets")
local board = require("board")
local scripted = require("scripted")
local objectives = require("objectives")
local turn = require("turn")
local expect = require("tests.lib.util").expect_logged

local GREY, ORANGE, PINK = 1, 2, 4

return {
  {
    name = "log: the start of the game: turn order, crew members into columns, level 1 in an area",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      -- the start again on the plain position: the seat order is drawn, so
      -- the answers are for whichever seat is asked (seat 0)
      local g = scripted.new(game, { { 0, "column_1" }, { 0, "column_2" }, { 0, "red" }, { 0, "green" } })
      setup.start(g)
      expect(g:script_done(), g, "every answer used")
      expect(g:logged("Turn order: Seat "), g, "turn order")
      expect(g:logged("puts a crew member from their player board into column 1 of the upper panel"), g, "crew 1")
      expect(g:logged("puts a crew member from their player board into column 2 of the upper panel"), g, "crew 2")
      expect(g:logged("advances to level 1 in Technology") and g:logged("advances to level 1 in Medicine"), g,
        "research")
    end,
  },
  {
    name = "log: the commanders and objectives dealt at set-up",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      local g = scripted.new(game)
      setup.log_deal(g)
      local first_admin = data.commanders[game:def(game:top(P.z.admin_slot[1]))].name
      local research = data.commanders[game:def(game:top(P.z.research_slot[1]))].name
      local objective = data.objectives[game:def(game:top(P.z.objective[1]))].name
      expect(g:logged("Administrative commanders (columns 2 to 4): " .. first_admin), g, "admin commanders")
      expect(g:logged("Research commanders (over Medicine, Culture and Technology): " .. research), g, "research")
      expect(g:logged("Objectives: " .. objective), g, "objectives")
    end,
  },
  {
    name = "log: the crew bonus says where the crew member goes",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      local g = scripted.new(game, { { GREY, "column_2" }, { GREY, "lower_5_4" } })
      panel.place_own_crew(g, GREY)
      panel.place_own_crew(g, GREY)
      expect(g:logged("Seat 1 places a crew member from their player board into column 2 of the upper panel"), g,
        "upper")
      expect(g:logged("Seat 1 places a crew member from their player board on row 5, column 4 of the lower panel "
        .. "(no action)"), g, "lower")
      assert(game:count(P.z.lower[board.row_count][4]) == 1)
    end,
  },
  {
    name = "log: income counts the labs in number",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      presets.labs(game, GREY, { "p23_s4_b_1" })
      presets.labs(game, 2, { "p23_s4_b_2", "p23_s4_d_1" })
      local g = scripted.new(game)
      admin.income(g)
      expect(g:logged("Income in sector 4: Seat 1 gets 2 grey for 1 turtle lab"), g, "one lab")
      expect(g:logged("Seat 2 gets") and g:logged("for 2 turtle labs"), g, "two labs")
    end,
  },
  {
    -- "Remove the turtle labs ... and return them to your player board. Always
    -- refill the free spaces on your player board from right to left": the log
    -- said only "fulfils Twin Harvest", so nobody could tell which labs left
    -- the board (majorities, income) or check the refill.
    name = "log: a sector objective says which labs return to which player board spaces (right to left)",
    players = 4, seed = 8, options = { preset = "objectives" },
    check = function(game)
      local g = scripted.new(game, { { PINK, "objective_twin_harvest" }, { PINK, "sectors_2_4" } })
      objectives.offer(g, PINK)
      expect(g:script_done(), g, "every answer used")
      -- pink's labs came from player board spaces 1-6: sector 2 first, then 4
      expect(g:logged("Seat 4 returns the turtle lab from the white space in sector 2 (area A, space 1) to space 6 "
        .. "of their player board"), g, "first lab to the rightmost free space")
      expect(g:logged("Seat 4 returns the turtle lab from the blue space in sector 4 (area A, space 2) to space 3 "
        .. "of their player board"), g, "last lab to space 3")
      expect(g:logged("Seat 4 fulfils Twin Harvest and gains 5 reputation"), g, "reward")
    end,
  },
  {
    -- The other bonus cubes say "(research bonus)"; a cube of any player
    -- colour said nothing, so a Yuul Mbado cube read like a research bonus.
    name = "log: a cube of any player colour says why it was taken; an orange crew member",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      local research = require("research")
      research.advance(game, GREY, "red") -- level 1: no bonus
      local g = scripted.new(game, { { GREY, "orange" }, { ORANGE, "lower_2_2" }, { ORANGE, "gain" } })
      research.advance(g, GREY, "red") -- level 2: a cube of any player colour
      expect(g:logged("Seat 1 takes 1 orange cube (research bonus)"), g, "research bonus cube")
      turn.lower_action(g, ORANGE, game:top(P.z.upper[2][ORANGE]))
      expect(g:script_done(), g, "every answer used")
      expect(g:logged("Seat 2 moves an orange crew member from column 2 of the upper panel"), g, "an orange")
    end,
  },
  {
    -- The end line came first: "reaches 27 reputation: the game ends" and
    -- only then the objective that brought the player there.
    name = "log: the gain that reaches the end comes before the line of the end",
    players = 4, seed = 8, options = { preset = "objectives" },
    check = function(game)
      local score = require("score")
      score.gain(game, PINK, board.end_rep[4] - 1 - score.rep(game, PINK), "other")
      local g = scripted.new(game, { { PINK, "objective_twin_harvest" }, { PINK, "sectors_2_4" } })
      objectives.offer(g, PINK)
      local gain, ends
      for i, line in ipairs(g:lines()) do
        if line:find("fulfils Twin Harvest", 1, true) then gain = i end
        if line:find("reputation: the game ends", 1, true) then ends = i end
      end
      expect(gain and ends and gain < ends, g, "the gain, then the end")
    end,
  },
  {
    -- A step read the same from a lab, a bonus space, a commander or the
    -- first player token: a level appeared from nowhere in the log.
    name = "log: a research step names its cause",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local research = require("research")
      local g = scripted.new(game, {})
      research.step(g, GREY, "red", "Turtle lab")
      expect(g:logged("Seat 1 advances to level 1 in Technology (Turtle lab)"), g, "the lab's step")
    end,
  },
}
