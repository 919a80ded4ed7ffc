-- For bots that look ahead only so far (docs/bots.md): about p's chance to
-- win, from the lead in points towards 15 (a lead counts more the closer
-- the leader is to winning).
local board = require("board")
local points = require("points")
local standing = require("standing")  -- games/lib/standing.lua

return function(game, p)
  local values, top = {}, 0
  for q = 1, game:players() do
    values[q] = board.get(game, "points", q)
    top = math.max(top, values[q])
  end
  -- 3 points of lead are worth about 3 to 1 early, 1.5 points near the end.
  local scale = 1.5 + 1.5 * (points.WIN_AT - top) / points.WIN_AT
  return standing.lead(values, p, scale)
end
