-- Setup builds a small table; the one phase asks seat 1 to pick pieces from
-- its hand (a request `from` a zone), then the game ends. Scenario checks in tests/
-- call the API directly.
local rules = {}

function rules.setup(game)
  local hand = game:new_zone{ name = "hand", owner = 1, visibility = "owner", kind = "hand" }
  game:new_zone{ name = "table", visibility = "public" }
  game:new_zone{ name = "pile", visibility = "top" }
  game:new_counter{ name = "gold", seat = 1, min = 0, max = 10 }
  game:new_counter{ name = "debt", max = -1 }
  for _, def in ipairs({ "ace", "king", "ace" }) do
    game:new_piece{ def = def, owner = 1, zone = hand }
  end
end

local function pick(game)
  local ids, cards = game:choose(1, { prompt = "Play up to two", min = 0, max = 2,
                                      from = game:zone("hand", 1) })
  for i = 1, #ids do
    game:move(cards[i], game:zone("table"))
  end
  game:end_game("every card is on the table")
end

rules.phases = { { name = "pick", step = pick } }

-- Nobody wins a game in which no card was played; otherwise the ranking decides.
function rules.winners(game)
  if game:count(game:zone("table")) == 0 then
    return {}
  end
  return nil
end

function rules.score(game, p)
  return p == 1 and game:count(game:zone("table")) or 0
end

return rules
