-- Spacetrace, the fleet-battle card game, for 2 or 3 players: the rules as
-- docs/games/spacetrace.md describes them.
--
-- Each player fields ship cards of classes I to IV with Manpower from
-- reinforcements, and attacks the next player's fleets to destroy their Base.
-- The files, in the order a reader meets them:
--   setup.lua        zones, counters, decks, the starting player
--   turn.lua         a turn: draw, actions, end of turn
--   actions.lua      playing ships and commanders, discarding 3, moving ships
--   payment.lua      Manpower and reinforcements
--   attack.lua       an attack: fleets, battle order, the battles
--   classbattle.lua  one class battle: Jam, Preemptive Strike, the shots
--   shots.lua        shots at the current target
--   abilities.lua    the ships' special abilities
--   cleanup.lua      cards leaving play, Motherships, destroyed Bases
--   tactics.lua      tactic cards; respond.lua: the response windows
--   commanders.lua   commanders
--   victory.lua      the end of the game and who wins
--   ships.lua, fleets.lua, cards.lua, decks.lua, ids.lua, names.lua,
--   choice.lua, checks.lua (invariants), positions.lua (test positions)
local cards = require("cards")
local checks = require("checks")
local evaluate = require("evaluate")
local ids = require("ids")
local positions = require("positions")
local setup = require("setup")
local turn = require("turn")
local victory = require("victory")

local rules = {}

function rules.setup(game)
  local position = game:option("position")
  if position == "none" then
    setup.run(game)
  else
    positions.apply(game, position)
  end
end

rules.phases = {
  { name = "turns", turn = turn.play, done = turn.done },
}

-- The LP seat p's Base has left (0 once destroyed).
local function lp_left(game, p)
  return math.max(cards.def.base.lp - victory.damage(game, p), 0)
end

-- The score shown: points under Wrecked Ships, else the LP the Base has
-- left. Who won is rules.winners. The invariant check runs on the final state.
function rules.score(game, p)
  if p == 1 then
    checks.verify(game)
  end
  if game:option("wrecked_ships") then
    return victory.points(game, p)
  end
  return lp_left(game, p)
end

rules.winners = victory.winners

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
  local out = {
    { "Base LP left", lp_left(game, p) },
    { "Base damage", victory.damage(game, p) },
    { "Wrecks (MP)", victory.wrecks(game, p) },
    { "Turns", game:counter(ids.TURN) },
  }
  if game:option("wrecked_ships") then
    out[#out + 1] = { "Points", victory.points(game, p) }
  end
  return out
end

return rules
