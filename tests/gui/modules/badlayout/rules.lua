-- Each turn, play one card from your hand to the table.
local rules = {}

function rules.setup(game)
  game:new_zone{ name = "table", visibility = "public", kind = "row" }
  for p = 1, game:players() do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner", kind = "hand" }
    for i = 1, 3 do game:new_piece{ def = "card" .. i, owner = p, zone = hand } end
  end
end

local function turn(game, p)
  local _, card = game:choose(p, { prompt = "Play a card", pieces = game:pieces(game:zone("hand", p)) })
  game:move(card, game:zone("table"))
  if game:count(game:zone("hand", p)) == 0 then game:end_game() end
end

rules.phases = { { name = "play", turn = turn } }

function rules.score(game, p)
  return game:count(game:zone("hand", p))
end

return rules
