-- The optional parts of reaction.window, for games where what a seat holds
-- is secret: ask_all, the auto-pass switch, `acted`, a stack that starts
-- with the opener's card, and responses that take effect at once.
--
-- Seat 1 holds tactic_1 and instant_2; seat 2 holds nothing until the third
-- window, when it gets tactic_3. Resolved cards append their digit to the
-- counter "order"; instant responses add theirs to "instant".
local reaction = require("reaction")
local rules = {}

function rules.setup(game)
  game:new_counter{ name = "order" }
  game:new_counter{ name = "instant" }
  for p = 1, 2 do
    game:new_counter{ name = "auto", seat = p, max = 1 }
    game:new_zone{ name = "hand", owner = p, visibility = "owner" }
  end
  game:new_piece{ def = "tactic_1", owner = 1, zone = game:zone("hand", 1) }
  game:new_piece{ def = "instant_2", owner = 1, zone = game:zone("hand", 1) }
  game:new_zone{ name = "played", visibility = "public" }
end

local function options(game, seat)
  local list = {}
  for _, card in ipairs(game:pieces(game:zone("hand", seat))) do
    list[#list + 1] = { id = game:def(card), piece = card }
  end
  return list
end

local spec = {
  seats = { 1, 2 },
  ask_all = true,
  options = options,
  auto_pass = {
    get = function(game, seat) return game:counter("auto", seat) == 1 end,
    set = function(game, seat, on) game:set("auto", on and 1 or 0, seat) end,
  },
  played = function(game, _, id, piece)
    game:move(piece, game:zone("played"))
    if id:sub(1, 7) == "instant" then
      game:set("instant", game:counter("instant") * 10 + tonumber(id:match("%d+")))
      return false
    end
  end,
  resolve = function(game, _, id)
    game:set("order", game:counter("order") * 10 + tonumber(id:match("%d+")))
  end,
}

local function window(game, fields)
  local s = {}
  for k, v in pairs(spec) do s[k] = v end
  for k, v in pairs(fields) do s[k] = v end
  reaction.window(game, s)
end

local function turn(game)
  -- 1: seat 1 has played card 9 from its own menu (acted): seat 2 answers first.
  window(game, { acted = 1, stack = { { seat = 1, id = "opener_9" } } })
  -- 2: nobody has acted: seat 1 first.
  window(game, {})
  -- 3: seat 2 now holds a card.
  game:new_piece{ def = "tactic_3", owner = 2, zone = game:zone("hand", 2) }
  window(game, {})
  game:end_game()
end

rules.phases = { { name = "turn", step = turn } }

function rules.score(game, p)
  return p == 1 and game:counter("order") or game:counter("instant")
end

return rules
