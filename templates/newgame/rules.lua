-- @NAME@: a push-your-luck card game for 2 to 4 players, the starting point
-- that `tabula new` made. Read it top to bottom, then make it your game.
--
-- A shared deck lies face down. In turn, each player draws cards one by one
-- into their row and stops whenever they like; a row whose total goes above
-- the target busts and scores nothing. After everybody's turn the highest
-- total not above the target wins (ties share the win).

---@type Rules
local rules = {}

-- Setup: the deck, and for every player a row and a total.
---@param game Game
function rules.setup(game)
  local deck = game:new_zone{ name = "deck", visibility = "nobody", kind = "deck" }
  for _ = 1, game:option("copies") do
    game:new_pieces(data.cards, { zone = deck })  -- one card per entry
  end
  game:shuffle(deck)
  for p = 1, game:players() do
    game:new_zone{ name = "row", owner = p, visibility = "public", kind = "row" }
    game:new_counter{ name = "total", seat = p, min = 0 }
  end
end

-- Draws the top card into p's row and adds its value to p's total.
---@param game Game
---@param p Seat
local function draw_card(game, p)
  local card = game:draw(game:zone("deck"), game:zone("row", p))
  local entry = data.cards[game:def(card)]
  game:add("total", entry.value, p)
  game:log("%s draws %s: %d", game:seat_name(p), entry.name, game:counter("total", p))
end

-- One player's turn: draw or stop, until they stop, bust or the deck is empty.
---@param game Game
---@param p Seat
local function turn(game, p)
  local target = game:option("target")
  while game:count(game:zone("deck")) > 0 do
    local pick = game:choose(p, {
      prompt = "Your total is " .. game:counter("total", p) .. " (target " .. target .. ")",
      options = { { id = "draw", label = "Draw a card" }, { id = "stop", label = "Stop" } },
    })
    if pick == "stop" then
      game:log("%s stops at %d", game:seat_name(p), game:counter("total", p))
      return
    end
    draw_card(game, p)
    if game:counter("total", p) > target then
      game:log("%s busts", game:seat_name(p))
      return
    end
  end
end

-- One round in which every player takes one turn, then the game ends.
rules.rounds = 1
rules.phases = {
  { name = "turns", turn = turn },
}

-- The ranking: the highest total not above the target; a bust scores 0.
---@param game Game
---@param p Seat
function rules.score(game, p)
  local total = game:counter("total", p)
  return total <= game:option("target") and total or 0
end

-- What the end screen shows for each player.
function rules.breakdown(game, p)
  return { { "Cards drawn", game:count(game:zone("row", p)) }, { "Total", game:counter("total", p) } }
end

return rules
