-- Turns cycle in turn order until every seat has 3 marks; seat 1 reverses the
-- order on its first turn. The counter "trail" records who played, as digits.
local rules = {}

function rules.setup(game)
  game:new_counter{ name = "trail" }
  for p = 1, game:players() do
    game:new_counter{ name = "marks", seat = p }
  end
end

local function turn(game, p)
  game:set("trail", game:counter("trail") * 10 + p)
  game:add("marks", 1, p)
  if p == 1 and game:counter("marks", 1) == 1 then
    local order = game:turn_order()
    local reversed = {}
    for i = #order, 1, -1 do reversed[#reversed + 1] = order[i] end
    game:set_turn_order(reversed)
  end
end

local function all_done(game)
  for p = 1, game:players() do
    if game:counter("marks", p) < 3 then return false end
  end
  return true
end

rules.rounds = 1
rules.phases = { { name = "play", turn = turn, done = all_done } }

function rules.score(game, p)
  return game:counter("marks", p)
end

return rules
