-- Magnastorm for 2 to 4 players.
--
-- Explore the planet with your scout runner, drop turtle labs, research the
-- lost civilisation, take over commanders and fulfil objectives. A round has
-- two phases: turns in turn order until the upper action panel is empty, then
-- the administration. The game ends when a player reaches 27 (4 players), 23 (3)
-- or 25 (2) reputation, after the last player on the turn order track has
-- played, or else after round 4. The files:
--   board.lua       constant tables from the data (planet graph, panels, costs)
--   ids.lua         the creation plan: every zone, counter and piece id
--   setup.lua       set-up and the start of the game
--   turn.lua        phase 1: one turn (commander takeover or lower panel action)
--   movement.lua    action A: scout runner, transmitter stations, turtle labs
--   research.lua    research tracks and their bonuses
--   commanders.lua  the 16 commanders
--   objectives.lua  the objective cards
--   admin.lua       phase 2: administration
--   order.lua       the turn order track and the passes of phase 1
--   cubes.lua, score.lua, sectors.lua, panel.lua, artifacts.lua, checks.lua,
--   presets.lua (prepared positions for the scenario tests)

local board = require("board")
local ids = require("ids")
local setup = require("setup")
local turn = require("turn")
local admin = require("admin")
local order = require("order")
local movement = require("movement")
local presets = require("presets")
local checks = require("checks")
local evaluate = require("evaluate")

local rules = {}

function rules.setup(game)
  setup.create(game)
  movement.show_centre(game) -- the tile shows during the start decisions too
  local preset = game:option("preset")
  if preset == "none" then
    setup.start(game)
  else
    presets.apply(game, preset)
  end
  order.start_phase(game)
  movement.show_centre(game)
end

rules.rounds = board.rounds

rules.phases = {
  { name = "actions", turn = turn.play, done = turn.done },
  { name = "administration", step = admin.run },
}

-- Ranking: reputation, ties by the turn order track (earlier is better).
-- The invariant check runs on the final state (a broken invariant fails the game).
function rules.score(game, p)
  local P = ids.plan(game)
  if p == 1 then checks.verify(game) end
  return game:counter(P.c.rep[p]), -game:counter(P.c.position[p])
end

-- For search bots: about p's chance to win (evaluate.lua).
rules.evaluate = evaluate

function rules.breakdown(game, p)
  local P = ids.plan(game)
  local src = P.c.src[p]
  return {
    { "Objectives", game:counter(src.objectives) },
    { "Commanders", game:counter(src.commanders) },
    { "Majorities", game:counter(src.majorities) },
    { "Transmitters", game:counter(src.transmitters) },
    { "Other", game:counter(src.other) },
    { "Reputation", game:counter(P.c.rep[p]) },
    { "Turn order position", game:counter(P.c.position[p]) },
  }
end

return rules
