-- Each seat has a hand and a zone for the card it played; the table has a
-- region with a counter of each seat and one of nobody on it. One decision,
-- then the game ends: the window tests only look at the table.
local rules = {}

function rules.setup(game)
  local region = game:new_zone{ name = "region", kind = "space" }
  game:new_counter{ name = "fort", zone = region, value = 2 }
  for p = 1, game:players() do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner", kind = "hand" }
    game:new_zone{ name = "played", owner = p, kind = "row" }
    game:new_piece{ def = "card", owner = p, zone = hand }
    game:new_counter{ name = "troops", seat = p, zone = region, value = p }
  end
end

local function play(game)
  game:choose(1, { prompt = "Go on", options = { "go" } })
  game:end_game("done")
end

rules.phases = { { name = "play", step = play } }

function rules.score()
  return 0
end

return rules
