-- Helpers shared by the Magnastorm scenario files (a subfolder, so it is not
-- itself a scenario file).
local ids = require("ids")
local cubes = require("cubes")

local util = {}

-- Seat p's reputation.
function util.rep(game, p)
  return game:counter(ids.plan(game).c.rep[p])
end

-- The index of the space with data id `sid`.
function util.space(game, sid)
  return ids.plan(game).map.space_index[sid]
end

-- Gives or takes cubes (through cubes.lua, so the ledger stays right) until
-- seat p holds exactly `map` (colour -> count; colours not named: 0).
function util.hold(game, p, map)
  for _, colour in ipairs(ids.plan(game).colours) do
    local d = (map[colour] or 0) - cubes.count(game, p, colour)
    if d > 0 then
      cubes.gain(game, p, colour, d)
    elseif d < 0 then
      cubes.pay(game, p, { [colour] = -d })
    end
  end
end

function util.contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

return util
