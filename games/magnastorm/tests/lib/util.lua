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

-- The index of the transmitter space with data id `tid`.
function util.trans(game, tid)
  for ti, t in ipairs(ids.plan(game).map.trans) do
    if t.id == tid then return ti end
  end
end

-- Fails with the message and the log of the stand-in game g
-- (games/lib/scripted.lua) unless cond holds.
function util.expect_logged(cond, g, fmt, ...)
  if not cond then
    error(string.format(fmt, ...) .. "\nlog: " .. table.concat(g:lines(), " | "), 2)
  end
end

function util.contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

return util
