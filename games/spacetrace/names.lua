-- How the log names things: "Player 1's Cruiser", "class III".
local cards = require("cards")
local fleets = require("fleets")
local ids = require("ids")
local text = require("text")

local names = {}

function names.card(game, piece)
  return cards.of(game, piece).name
end

-- "Player 2's Cruiser" (the seat that controls it, or owns it out of play).
function names.owned(game, piece)
  local zone = game:zone_of(piece)
  local seat = zone and zone ~= ids.STACK and ids.zone_seat(zone) or game:owner(piece)
  return string.format("%s's %s", game:seat_name(seat), cards.of(game, piece).name)
end

function names.class(k)
  return "class " .. ids.ROMAN[k]
end

-- "Player 2's class III" (in the extra fleet: "Player 2's extra fleet class III").
function names.fleet_class(game, fleet, k)
  local seat = game:seat_name(ids.fleet_seat(fleet))
  if ids.is_extra(fleet) then
    return string.format("%s's extra fleet %s", seat, names.class(k))
  end
  return string.format("%s's %s", seat, names.class(k))
end

names.fleet = fleets.name

-- "1 shot", "100 shots", "0 cards".
names.count = text.count

-- "double firepower", "3x firepower".
function names.firepower(factor)
  return factor == 2 and "double firepower" or factor .. "x firepower"
end

return names
