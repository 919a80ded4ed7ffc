-- Helpers shared by the Magnastorm scenario files (a subfolder, so it is not
-- itself a scenario file).
local ids = require("ids")

local util = {}

-- Seat p's reputation.
function util.rep(game, p)
  return game:counter(ids.plan(game).c.rep[p])
end

-- The index of the space with data id `sid`.
function util.space(game, sid)
  return ids.plan(game).map.space_index[sid]
end

function util.contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

return util
