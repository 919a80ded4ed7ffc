-- Every seat picks 1 or 2 of 5 cards at the same time, twice; each pick
-- scores the card's number and the most points win. The best set is c4 and
-- c5, whatever the others do: a test of multi-pick search.
local rules = {}

function rules.setup(game)
  for p = 1, game:players() do
    game:new_counter{ name = "score", seat = p }
  end
end

local function pick(game)
  local asks = {}
  for p = 1, game:players() do
    asks[p] = { prompt = "Pick 1 or 2", min = 1, max = 2, options = { "c1", "c2", "c3", "c4", "c5" } }
  end
  local picks = game:choose_all(asks)
  for p = 1, game:players() do
    for _, id in ipairs(picks[p]) do
      game:add("score", tonumber(id:sub(2)), p)
    end
  end
end

rules.rounds = 2
rules.phases = { { name = "pick", step = pick } }

function rules.score(game, p)
  return game:counter("score", p)
end

return rules
