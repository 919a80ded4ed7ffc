-- The table's tally at each Problem (tally.lua): what each side brings
-- against the requirement it has to meet there, as the Problem card shows it.
local util = require("tests.lib.util")
local tally = require("tally")
local expect = util.expect

-- Builds `spec`, refreshes the tally and returns the lines on both Problems:
-- lines[q][s] is seat s's line on seat q's Problem (nil: none).
local function lines_of(game, spec)
  local h = util.build(game, spec)
  tally.refresh(h)
  local lines = {}
  for q = 1, 2 do
    local problem = util.board.problem(h, q)
    lines[q] = { game:prop(problem, "tally_1"), game:prop(problem, "tally_2") }
  end
  return lines
end

local function same(got, want, what)
  expect(got == want, string.format("%s: got %s, want %s", what, tostring(got), tostring(want)))
end

return {
  {
    name = "tally: an own Problem by colour as printed, met ('3 blue + 2 non-blue' with Blue 3 + Purple 2)",
    check = function(game)
      local lines = lines_of(game, { problems = { "lost_map_pieces", "fence_down" },
        [1] = { problem1 = { "gale_runner", "cirrus_dart", "wobble_hexling" } } })
      same(lines[1][1], "Seat 1: 3/3 blue + 2/2 non-blue \u{2713}", "seat 1 at its own Problem")
      same(lines[1][2], nil, "seat 2 has nobody there")
      same(lines[2][1], nil, "nobody at seat 2's Problem")
    end,
  },
  {
    name = "tally: short of a requirement shows what is there, without the mark",
    check = function(game)
      local lines = lines_of(game, { problems = { "lost_map_pieces", "fence_down" },
        [1] = { problem1 = { "cirrus_dart" } } })
      same(lines[1][1], "Seat 1: 2/3 blue + 0/2 non-blue", "Dart alone")
    end,
  },
  {
    name = "tally: the opponent's Problem counts total power of any colour; frightened characters do not count",
    check = function(game)
      local lines = lines_of(game, { problems = { "runaway_kites", "early_frost" },
        [2] = { problem1 = { "zephyra", "starglass_scholar", { "runebinder_orrin", frightened = true } } } })
      same(lines[1][2], "Seat 2: 3/4 any", "Zephyra 1 + Scholar 2; Orrin frightened")
    end,
  },
  {
    name = "tally: a face-up Troublemaker of the opponent blocks, and the line says so",
    check = function(game)
      local lines = lines_of(game, { problems = { "runaway_kites", "fence_down" },
        [1] = { problem1 = { "gale_runner", "cirrus_dart" } },
        [2] = { tm1 = { { "crate_goblin", face_up = true } } } })
      same(lines[1][1], "Seat 1: 3/3 blue blocked", "blocked by the Crate Goblin")
    end,
  },
  {
    name = "tally: a solved Problem that is replaced leaves play without its lines",
    check = function(game)
      local h = util.build(game, { problems = { "runaway_kites", "fence_down" },
        [1] = { problem1 = { "gale_runner", "cirrus_dart" } } })
      tally.refresh(h)
      local old = util.board.problem(h, 1)
      expect(game:prop(old, "tally_1") ~= nil, "a line before")
      require("score").replace(h, 1)
      same(game:prop(old, "tally_1"), nil, "the old card's line")
    end,
  },
  {
    -- The tally was written only in the Main Phase: a Mane boosted since
    -- (at the start of the Score Phase) left it out of date there.
    name = "tally: written again in the Score Phase, before the order of the Problems is asked",
    options = { preset = "order_score" },
    check = function(game, pending)
      expect(pending and pending[1].prompt == "Which Problem do you confront first?", "the order is asked")
      local kites = util.board.problem(game, 1)
      same(game:prop(kites, "tally_1"), tally.line(util.handle.wrap(game), 1, 1), "seat 1 at Runaway Kites")
    end,
  },
}
