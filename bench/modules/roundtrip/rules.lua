-- Each turn asks 1,000 two-option decisions, then the game ends.
local rules = {}
local request = { prompt = "Pick", options = { "a", "b" } }

local function turn(game, p)
  for _ = 1, 1000 do
    game:choose(p, request)
  end
  game:end_game()
end

rules.phases = { { name = "turn", turn = turn } }

function rules.score()
  return 0
end

return rules
