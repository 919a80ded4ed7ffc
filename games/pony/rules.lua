-- The pony collectible card game, for 2 players.
--
-- Each player has a Mane Character, a draw deck and a problem deck. Players
-- put their characters on the two Problems in play, score a point each turn
-- they meet a Problem's requirement, hinder each other with Troublemakers and
-- settle who solves a Problem in faceoffs. First to 15 points wins at once.
--
-- A round of the engine is one player's turn; its five phases are turn
-- phases that give that player exactly one turn each (`done`), and the end
-- phase hands the next round to the other player (turn order). The files:
--   board.lua      zones and counters (fixed ids), areas
--   cards.lua      the card catalogue from data/cards/*.toml
--   decks.lua      the decks of data/decks.toml and the deck rules
--   setup.lua      set-up and the start of the game
--   turn.lua       Ready, Main and End phases
--   trouble.lua    the Troublemaker Phase: uncover, Villains, challenges
--   score.lua      the Score Phase: confront, Problem faceoffs, replacing
--   faceoff.lua    faceoffs of every kind
--   actions.lua    Main Phase actions and their costs
--   confront.lua   requirements and blocking
--   tally.lua      the power each side brings to each Problem, for the table
--   power.lua      power, colours, keywords: every continuous effect
--   events.lua     triggers and reactions;  effects.lua  the effect vocabulary
--   abilities.lua, targets.lua, filter.lua, moves.lua, play.lua, points.lua,
--   hooks.lua, checks.lua (invariants), stall.lua (the play-out cap),
--   presets.lua and presets/ (positions for the scenario tests)

local board = require("board")
local handle = require("handle")
local checks = require("checks")
local points = require("points")
local presets = require("presets")
local score = require("score")
local setup = require("setup")
local stall = require("stall")
local trouble = require("trouble")
local turn = require("turn")
local evaluate = require("evaluate")
local events = require("events")

local rules = {}

rules.setup = handle.step(function(game)
  setup.create(game)
  local preset = game:option("preset")
  if preset == "none" then
    setup.start(game)
  else
    presets.apply(game, preset)
  end
end)

local function finish(game, p)
  turn.finish(game, p)
  stall.check(game)
  game:set_turn_order({ board.other(p), p })
  board.set(game, "skip_to", 0)
end

-- Phase k of a turn: runs once for the turn player, then is done.
-- Every phase tells the cards that it starts and that it ends ("at the start
-- of your Score Phase", a reaction to the end of a Main Phase): the events
-- phase_start and phase_end, with the phase's name, for all five phases.
local function announced(name, fn)
  return function(game, p)
    events.emit(game, { kind = "phase_start", phase = name, seat = p, by = p })
    if points.over(game) then
      return
    end
    fn(game, p)
    if not points.over(game) then
      events.emit(game, { kind = "phase_end", phase = name, seat = p, by = p })
    end
  end
end

local function phase(k, name, fn)
  local guarded = points.guard(announced(name, fn))
  return {
    name = name,
    turn = handle.step(function(game, p)
      guarded(game, p)
      board.set(game, "phase_done", k)
    end),
    done = function(game)
      return board.get(game, "phase_done") == k or board.get(game, "skip_to") > k
    end,
  }
end

rules.phases = {
  phase(1, "ready", turn.ready),
  phase(2, "troublemaker", trouble.phase),
  phase(3, "main", turn.main),
  phase(4, "score", score.phase),
  phase(5, "end", finish),
}

-- Points; the invariant check runs on every finished game.
function rules.score(game, p)
  if p == 1 then
    checks.verify(game)
  end
  return board.get(game, "points", p)
end

-- The winner by 15 points; nobody after a stalled play-out.
function rules.winners(game)
  local w = board.get(game, "winner")
  if w > 0 then
    return { w }
  end
  return {}
end

-- For search bots: about p's chance to win (evaluate.lua).
rules.evaluate = evaluate

-- For balance reports (tabula balance): the deck seat p played and every
-- card it owned when the game ended.
function rules.features(game, p)
  local out, seen = { "deck " .. game:option("deck", p) }, {}
  for _, z in ipairs(game:zones()) do
    if game:zone_owner(z) == p then
      for _, piece in ipairs(game:pieces(z)) do
        local def = game:def(piece)
        if def ~= "" and not seen[def] then
          seen[def] = true
          out[#out + 1] = "card " .. def
        end
      end
    end
  end
  return out
end

function rules.breakdown(game, p)
  return {
    { "Confronting", board.get(game, "from_confront", p) },
    { "First-confront bonus", board.get(game, "from_bonus", p) },
    { "Problem faceoffs", board.get(game, "from_faceoff", p) },
    { "Troublemakers defeated", board.get(game, "from_troublemakers", p) },
    { "Card effects", board.get(game, "from_effects", p) },
    { "Points", board.get(game, "points", p) },
    { "Turns", board.get(game, "turn") },
  }
end

return rules
