-- One action per game, then a response window (games/lib/response.lua).
-- Each tactic card appends its digit to the counter "order" when it
-- resolves, so the order can be read back: responses resolve at once, in
-- the order played (1, 4, 2 gives 142; a stack would give 241). Tactic 2
-- "echoes": when it resolves, a nested window opens for it, the other seat
-- first, and only cards 3 and 6 may answer an echo.
local response = require("response")
local rules = {}

function rules.setup(game)
  game:new_counter{ name = "order" }
  game:new_counter{ name = "windows" }
  for p = 1, 2 do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner" }
    for digit = 1, 3 do
      game:new_piece{ def = "tactic_" .. (p == 1 and digit or digit + 3), owner = p, zone = hand }
    end
  end
  game:new_zone{ name = "played", visibility = "public" }
end

local function digit_of(game, card)
  return tonumber(game:def(card):match("%d+"))
end

local window

local function options(game, seat, echo)
  local list = {}
  for _, card in ipairs(game:pieces(game:zone("hand", seat))) do
    local d = digit_of(game, card)
    if not echo or d == 3 or d == 6 then
      list[#list + 1] = { id = game:def(card), piece = card }
    end
  end
  return list
end

local function resolve(game, seat, _, card)
  game:move(card, game:zone("played"))
  local d = digit_of(game, card)
  game:set("order", game:counter("order") * 10 + d)
  if d == 2 then
    window(game, 3 - seat, seat, true)
  end
end

window = function(game, first, second, echo)
  game:add("windows", 1)
  response.window(game, {
    seats = { first, second },
    prompt = echo and "Answer the echo?" or "Respond?",
    options = function(g, seat) return options(g, seat, echo) end,
    resolve = resolve,
  })
end

local function act(game, p)
  window(game, 3 - p, p, false)
  game:end_game()
end

rules.phases = { { name = "act", turn = act } }

function rules.score(game, p)
  return p == 1 and game:counter("order") or 0
end

return rules
