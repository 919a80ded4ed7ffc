-- Setup reads a counter `calls` times (the option), then the game ends.
local rules = {}

function rules.setup(game)
  local id = game:new_counter{ name = "n" }
  for _ = 1, game:option("calls") do
    game:counter(id)
  end
  game:end_game()
end

rules.phases = { { name = "none", step = function() end } }

function rules.score()
  return 0
end

return rules
