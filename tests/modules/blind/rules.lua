-- A face-down pile of three cards; seat 1 is shown the middle one, then picks
-- one card of the pile: the option ids must not tell the other cards apart.
local rules = {}

function rules.setup(game)
  local pile = game:new_zone({ name = "pile", visibility = "nobody" })
  game:new_zone({ name = "taken", visibility = "public" })
  for _, def in ipairs({ "ruby", "pearl", "ruby" }) do
    game:new_piece({ def = def, zone = pile })
  end
  game:show(game:pieces(pile)[2], 1)
end

local function pick(game)
  local _, card = game:choose(1, { prompt = "Take a card", from = game:zone("pile") })
  game:move(card, game:zone("taken"))
  game:end_game("a card was taken")
end

rules.phases = { { name = "pick", step = pick } }

function rules.score()
  return 0
end

return rules
