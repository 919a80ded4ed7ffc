-- Shots at the enemy: every ship fires one shot of its single AP at the
-- current target, the first enemy ship of the target class with at least
-- 1 LP (cards in battle order, ships in card order). The following shots keep
-- hitting it until it is destroyed; what a destroyed ship's last shot does
-- beyond its LP is lost. When the target class has no ship left, the
-- remaining shots are not fired: they never go on to a higher class.
local cards = require("cards")
local fleets = require("fleets")
local names = require("names")
local ships = require("ships")

local shots = {}

-- A cursor over the enemy ships of one class, front first. It is valid while
-- no ship of the class comes back (nothing does while one card fires).
local function cursor(game, fleet, class)
  local list = fleets.present(game, fleet, class)
  local t, i = 1, 0
  return function()
    while t <= #list do
      i = ships.first_alive(game, list[t], i + 1)
      if i then
        return list[t], i
      end
      t, i = t + 1, 0
    end
    return nil
  end
end
shots.cursor = cursor

-- One log line for the damage a volley or an effect did to one card:
-- "Player 2's Cruiser takes 100 damage (50 of 150 LP left)", "... takes 150
-- damage and is destroyed", "Player 2's Fighter takes 40 damage: 40 ships
-- destroyed, 60 of 100 left".
local function report(game, card, damage, destroyed)
  local c, who = cards.of(game, card), names.owned(game, card)
  if c.ships == 1 then
    local lp = ships.lp(game, card, 1)
    if lp < 1 then
      game:log("  %s takes %d damage and is destroyed", who, damage)
    else
      game:log("  %s takes %d damage (%d of %d LP left)", who, damage, lp, c.lp)
    end
  elseif destroyed == 0 then
    game:log("  %s takes %d damage (no ship destroyed)", who, damage)
  else
    game:log("  %s takes %d damage: %s destroyed, %d of %d left", who, damage, names.count(destroyed, "ship"),
      ships.alive(game, card), c.ships)
  end
end
shots.report = report

-- Blows at the enemy's class `class` (ships.strike), card after card, until
-- `units` are used up. Returns the units left over.
local function spread(game, units, fleet, class, blow)
  local targets = fleets.present(game, fleet, class)
  for t = 1, #targets do
    if units == 0 then
      break
    end
    local card = targets[t]
    local used, damage, destroyed = ships.strike(game, card, cards.of(game, card), units, blow)
    if used > 0 then
      units = units - used
      report(game, card, damage, destroyed)
    end
  end
  return units
end

-- `count` shots of `ap` each at the fleet's class `class`: each ship takes
-- shots until it is destroyed. Returns the shots that found no target.
function shots.fire(game, count, ap, fleet, class)
  if count <= 0 or ap <= 0 then
    return 0
  end
  return spread(game, count, fleet, class, function(lp, left)
    local n = (lp + ap - 1) // ap -- the shots that destroy it
    if n > left then
      n = left
    end
    return n, n * ap
  end)
end

-- `amount` damage to each of `count` ships of the fleet's class, starting with
-- the current target (a flak burst). Stops at the end of the class.
function shots.each(game, count, amount, fleet, class)
  spread(game, count, fleet, class, function() return 1, amount end)
end

-- `amount` damage to one ship of a card: its first ship that is not
-- destroyed (a card effect such as Torpedo Salvo). Returns false if the card
-- has no ship left to hit.
function shots.damage_card(game, card, amount)
  local i = ships.first_alive(game, card)
  if not i then
    return false
  end
  local dealt, dead = ships.hit(game, card, i, amount)
  report(game, card, dealt, dead and 1 or 0)
  return true
end

return shots
