-- For bots that look ahead only so far (docs/bots.md): about p's chance to
-- win, from the fans of each seat (the bot's fans compete too). In 3 to 8
-- players the fans decide who plays the final.
local standing = require("standing")  -- games/lib/standing.lua
local tournament = require("tournament")

local FANS_SCALE = 3  -- a lead of 3 fans is worth about 3 to 1

return function(game, p)
  local n = game:players()
  local fans = {}
  for q = 1, n do
    fans[q] = tournament.fans_of(game, q)
  end
  if tournament.has_bot(game) then
    fans[#fans + 1] = tournament.fans_of(game, nil)
  end
  return standing.lead(fans, p, FANS_SCALE)
end
