-- The 16 commanders (Yucata list). Presets holds_cXX give commander cXX to
-- seat 1 (grey) in a plain 2-player start: grey plays first with 4 grey and 3
-- yellow cubes; both scout runners stand on #START_1 (sector 4, quiet).

local ids = require("ids")
local util = require("tests.lib.util")
local rep, space, contains = util.rep, util.space, util.contains
local cubes = require("cubes")
local research = require("research")
local movement = require("movement")
local admin = require("admin")
local commanders = require("commanders")
local presets = require("presets")
local checks = require("checks")

local GREY, ORANGE, PINK = 1, 2, 4

-- Grey's move action from row 2 (cost 1 own cube, no bonus) to a space.
local function move_to(sid)
  return { { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "move" }, { GREY, "space_" .. sid } }
end

local function with(list, ...)
  local out = {}
  for _, x in ipairs(list) do out[#out + 1] = x end
  for _, x in ipairs({ ... }) do out[#out + 1] = x end
  return out
end

-- Azrea Bonsmai: grey moves to a blue space, drops lab 1, and answers the
-- additional lab question with `pick`; then `labs` labs stand there (one
-- research step) and grey holds `grey` grey cubes.
local function azrea(name, pick, labs, why, grey)
  return {
    name = name, players = 2, seed = 1, options = { preset = "holds_c07" },
    choices = with(move_to("p23_s4_b_2"), { GREY, "lab_1" }, { GREY, pick }),
    check = function(game)
      local P = ids.plan(game)
      local owner, k = movement.labs_on(game, P.z.space[space(game, "p23_s4_b_2")])
      assert(owner == GREY and k == labs, "labs on the space")
      assert(cubes.count(game, GREY, "grey") == grey, why)
      assert(research.level(game, GREY, "blue") == 1, "one research step")
      checks.verify(game)
    end,
  }
end

return {
  {
    name = "01 Forrester Dain: instant, pay up to 2 yellow for 1 reputation each",
    players = 4, seed = 1, options = { preset = "takeover" },
    choices = { { ORANGE, "commander_c01" }, { ORANGE, { "lower_3_1", "lower_3_2", "lower_3_3" } }, { ORANGE, 2 } },
    check = function(game)
      assert(rep(game, ORANGE) == 4, "2 green + 2 bought")
      assert(cubes.count(game, ORANGE, "yellow") == 0, "5 - 3 crew - 2")
      assert(game:counter(ids.plan(game).c.src[ORANGE].commanders) == 4)
      checks.verify(game)
    end,
  },
  {
    name = "02 Justin B. Beeper: 1 cube not of your colour for one more area",
    players = 2, seed = 1, options = { preset = "holds_c02" },
    choices = {
      { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "move" }, { GREY, "yellow" },
      { GREY, "space_p23_s5_b_2" }, { GREY, "no_station" }, { GREY, "lab_1" },
    },
    check = function(game)
      local P = ids.plan(game)
      -- the move order: the Beeper question comes before the destination
      assert(game:zone_of(P.p.scout[GREY]) == P.z.space[space(game, "p23_s5_b_2")])
      assert(cubes.count(game, GREY, "yellow") == 2 and cubes.count(game, GREY, "grey") == 3)
      assert(research.level(game, GREY, "blue") == 1)
    end,
  },
  {
    name = "03 Ellen B. Outridge: an objective gives 1 more reputation and a research step",
    players = 4, seed = 8, options = { preset = "objectives_ellen" },
    choices = {
      { PINK, "crew_5_neutral" }, { PINK, "lower_2_3" }, { PINK, "gain" },
      { PINK, "objective_twin_harvest" }, { PINK, "sectors_2_4" }, { PINK, "red" },
    },
    check = function(game)
      assert(rep(game, PINK) == 6)
      assert(research.level(game, PINK, "red") == 1)
    end,
  },
  {
    name = "04 Adira Okzil: 2 own cubes for a research step when moving",
    players = 2, seed = 1, options = { preset = "holds_c04" },
    choices = with(move_to("p23_s4_b_2"), { GREY, "lab_1" }, { GREY, "adira" }, { GREY, "green" }),
    check = function(game)
      assert(cubes.count(game, GREY, "grey") == 1, "4 - 1 move - 2")
      assert(research.level(game, GREY, "blue") == 1 and research.level(game, GREY, "green") == 1)
    end,
  },
  {
    name = "05 Idris Yakuul: a yellow cube of a takeover replaced by an own cube",
    players = 2, seed = 1, options = { preset = "holds_c05" },
    choices = {
      { GREY, "first_player" }, { GREY, "idris_yellow_to_own" },
      { GREY, { "lower_1_1", "lower_1_2", "lower_1_3", "lower_1_4" } }, { GREY, "red" }, { GREY, "orange" },
    },
    check = function(game)
      assert(cubes.count(game, GREY, "yellow") == 1, "3 yellow - 2")
      assert(cubes.count(game, GREY, "grey") == 2, "4 - 1 crew - 1 instead of yellow")
      assert(cubes.count(game, GREY, "orange") == 1)
    end,
  },
  {
    name = "06 Mira Mascovic: instead of moving, any space of an area with a lab",
    players = 2, seed = 1, options = { preset = "holds_c06" },
    check = function(game)
      presets.labs(game, ORANGE, { "p23_s5_a_1" })
      local dests = movement.destinations(game, GREY, "mira", 1)
      assert(contains(dests, space(game, "p23_s5_a_1")) and contains(dests, space(game, "p23_s5_a_2")))
      assert(#dests == 2)
      local found = false
      for _, o in ipairs(movement.origins(game, GREY, 1)) do
        if o.id == "mira" then found = true end
      end
      assert(found)
      assert(#movement.origins(game, ORANGE, 1) == 1, "only for the holder")
    end,
  },
  azrea("07 Azrea Bonsmai: an additional lab for its usual cost and 1 own cube", "lab_3", 2,
    "4 - 1 move - 1 for lab 3 - 1 for Azrea", 1),
  azrea("07 Azrea Bonsmai: no cube is paid when no additional lab is dropped", "no_lab", 1,
    "4 - 1 move; nothing for Azrea", 3),
  {
    name = "08 Ozguel Yilmark: 1 more reputation per sector majority",
    players = 2, seed = 1, options = { preset = "holds_c08" },
    check = function(game)
      presets.labs(game, GREY, { "p23_s4_b_1", "p23_s4_b_2" })
      presets.labs(game, ORANGE, { "p23_s5_a_1" })
      admin.majorities(game)
      assert(rep(game, GREY) == 2 and rep(game, ORANGE) == 1)
      assert(game:counter(ids.plan(game).c.src[GREY].commanders) == 1)
    end,
  },
  {
    name = "11 Franzkarl Huber: every research step in an area of your choice",
    players = 2, seed = 1, options = { preset = "holds_c11" },
    choices = with(move_to("p23_s4_b_1"), { GREY, "lab_1" }, { GREY, "green" }),
    check = function(game)
      assert(research.level(game, GREY, "green") == 1 and research.level(game, GREY, "red") == 0)
    end,
  },
  {
    name = "12 Rain Davenpitt: action B gives a step in the lowest area (a choice on a tie)",
    players = 2, seed = 1, options = { preset = "holds_c12" },
    choices = { { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "gain" }, { GREY, "blue" } },
    check = function(game)
      assert(research.level(game, GREY, "blue") == 1)
    end,
  },
  {
    name = "13 Yuul Mbado: action B gives a cube of any player colour",
    players = 2, seed = 1, options = { preset = "holds_c13" },
    choices = { { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "gain" }, { GREY, "orange" } },
    check = function(game)
      assert(cubes.count(game, GREY, "orange") == 1)
    end,
  },
  {
    name = "14 Joy D. Obondov: 2 more cubes from the bag",
    players = 2, seed = 1, options = { preset = "holds_c14" },
    choices = { { GREY, "crew_3_neutral" }, { GREY, "lower_1_3" }, { GREY, "gain" } },
    check = function(game)
      assert(cubes.total(game, GREY) == 7 + 3 + 3, "row 1 gives 3, the bag 1 + 2")
      checks.verify(game)
    end,
  },
  {
    name = "15 Cedric J. Lebeaux: instant, 1 more reputation",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      commanders.gain(game, ORANGE, "c15", nil)
      assert(rep(game, ORANGE) == 3)
      commanders.gain(game, ORANGE, "c15", nil)
      assert(rep(game, ORANGE) == 3, "only once")
    end,
  },
  {
    name = "16 Kim-Kin Park: once per round on an occupied space",
    players = 2, seed = 1, options = { preset = "holds_c16" },
    choices = {
      { GREY, "crew_3_neutral" }, { GREY, "lower_2_2" }, { GREY, "gain" },
      { ORANGE, "crew_3_neutral" }, { ORANGE, "lower_2_3" }, { ORANGE, "gain" },
      { GREY, "crew_4_neutral" }, { GREY, "lower_2_2" }, { GREY, "gain" },
    },
    check = function(game)
      local P = ids.plan(game)
      assert(game:count(P.z.lower[2][2]) == 2)
      assert(game:counter(P.c.kim_round[GREY]) == 1, "used this round")
      assert(cubes.count(game, GREY, "yellow") == 5)
    end,
  },
  {
    name = "17 Sayuri Modo: a move costs 1 own cube less",
    players = 2, seed = 1, options = { preset = "holds_c17" },
    choices = with(move_to("p23_s4_b_1"), { GREY, "no_lab" }),
    check = function(game)
      assert(cubes.count(game, GREY, "grey") == 4)
    end,
  },
  {
    name = "18 Kaysia Vasidis: once per turn, a lab without its player board cost",
    players = 2, seed = 1, options = { preset = "holds_c18" },
    choices = with(move_to("p23_s4_b_1"), { GREY, "lab_3" }, { GREY, "kaysia" }),
    check = function(game)
      local P = ids.plan(game)
      assert(cubes.count(game, GREY, "grey") == 3, "4 - 1 move; the lab was free")
      assert(game:counter(P.c.kaysia_turn[GREY]) == 1, "used in turn 1")
      assert(game:count(P.z.labs[GREY][3]) == 0)
    end,
  },
}
