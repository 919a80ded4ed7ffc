-- One attack per turn, then a reaction window. Each tactic card appends its
-- digit to the counter "order" when it resolves, so the resolution order can
-- be read back: playing 1, 2, 3 and resolving last first gives 321.
local reaction = require("reaction")
local rules = {}

function rules.setup(game)
  game:new_counter{ name = "order" }
  for p = 1, 2 do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner" }
    for digit = 1, 3 do
      game:new_piece{ def = "tactic_" .. (p == 1 and digit or digit + 3), owner = p, zone = hand }
    end
  end
  game:new_zone{ name = "played", visibility = "public" }
end

local function options(game, seat)
  local list = {}
  for _, card in ipairs(game:pieces(game:zone("hand", seat))) do
    list[#list + 1] = { id = game:def(card), piece = card }
  end
  return list
end

local function attack(game, p)
  local other = 3 - p
  reaction.window(game, {
    seats = { other, p },
    prompt = "Play a tactic card?",
    options = options,
    played = function(g, seat, id)
      for _, card in ipairs(g:pieces(g:zone("hand", seat))) do
        if g:def(card) == id then g:move(card, g:zone("played")) end
      end
    end,
    resolve = function(g, _, id)
      local digit = tonumber(id:match("%d+"))
      g:set("order", g:counter("order") * 10 + digit)
    end,
  })
  game:end_game()
end

rules.phases = { { name = "attack", turn = attack } }

function rules.score(game, p)
  return p == 1 and game:counter("order") or 0
end

return rules
