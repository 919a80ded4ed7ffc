-- For bots that look ahead only so far (docs/bots.md): about p's chance to
-- win. What decides the game (the Base's LP left, or the Wrecked Ships
-- points) counts in full; the MP of the ships still alive in p's fleets
-- counts at half, as the strength that will deal damage later.
local cards = require("cards")
local fleets = require("fleets")
local ships = require("ships")
local standing = require("standing")  -- games/lib/standing.lua
local victory = require("victory")

local W_FLEET = 0.5
local SCALE = 150  -- a lead of 150 LP (or points) is worth about 3 to 1

local function fleet_mp(game, p)
  local total = 0
  for _, card in ipairs(fleets.in_play(game, p)) do
    local c = cards.of(game, card)
    if c.type == "ship" and ships.alive(game, card) > 0 then
      total = total + c.mp
    end
  end
  return total
end

local function worth(game, p)
  local v = W_FLEET * fleet_mp(game, p) - victory.damage(game, p)
  if game:option("wrecked_ships") then
    v = v + victory.points(game, p)
  end
  return v
end

return function(game, p)
  local values = {}
  for q = 1, game:players() do
    values[q] = worth(game, q)
  end
  return standing.lead(values, p, SCALE)
end
