-- For bots that look ahead only so far (docs/bots.md): about p's chance to
-- win. Reputation decides the game; labs on the planet, research levels,
-- finished objectives and cubes are what earns it later, so they count a
-- little (weights in reputation points, tuned with `tabula arena`).
local ids = require("ids")
local standing = require("standing")  -- games/lib/standing.lua

local W_LAB, W_LEVEL, W_OBJECTIVE, W_CUBE = 0.5, 0.3, 0.5, 0.15
local SCALE = 4  -- a lead of 4 reputation is worth about 3 to 1

local function worth(game, P, p)
  local v = game:counter(P.c.rep[p]) + W_LAB * game:counter(P.c.labs_out[p])
    + W_OBJECTIVE * game:counter(P.c.objectives_done[p])
  for _, area in ipairs(P.areas) do
    v = v + W_LEVEL * game:counter(P.c.level[p][area])
  end
  for _, colour in ipairs(P.colours) do
    v = v + W_CUBE * game:counter(P.c.cube[p][colour])
  end
  return v
end

return function(game, p)
  local P = ids.plan(game)
  local values = {}
  for q = 1, P.n do
    values[q] = worth(game, P, q)
  end
  return standing.lead(values, p, SCALE)
end
