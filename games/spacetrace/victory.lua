-- The end of the game and who wins.
--
-- The game ends (1) when a Base is destroyed, or (2) when no player can draw
-- and nobody can or will play a card and the battles would destroy nothing
-- more. Ours, to make (2) exact: every library is empty and a whole round (one
-- turn of every player) went by without a card drawn, played or discarded, a
-- ship card leaving play or damage to a Base. Cards only ever leave hands and
-- libraries, and Base damage only grows, so every game reaches one of the two.
--
-- Beginner rules: whoever destroys the enemy Base wins; otherwise the least
-- damaged Base. With three players each player hunts the Base of their left
-- neighbour (the next player in turn order): a destroyed Base makes its
-- hunter the winner and both others losers.
-- Wrecked Ships: each player scores the MP of the wrecks (ship cards in the
-- discard pile) of their opponent (with three players: of their prey), and
-- 500 when that player's Base was destroyed; the most points win, then the
-- least damaged Base.
local cards = require("cards")
local draw = require("draw")
local ids = require("ids")

local victory = {}

-- A safety net that should never be reached: the end rule guarantees an end.
local TURN_LIMIT = 2000

function victory.over(game)
  return game:counter(ids.OVER) == 1
end

function victory.finish(game, why)
  if victory.over(game) then
    return
  end
  game:set(ids.OVER, 1)
  game:log("The game ends: %s", why)
  game:end_game(why)
end

-- The seat whose Base seat p must destroy, and the seat that hunts p's Base.
function victory.prey(game, p)
  return p % game:players() + 1
end

function victory.hunter(game, p)
  return (p - 2) % game:players() + 1
end

function victory.base_destroyed(game, p)
  return game:counter(ids.counter(p, ids.BASE_DESTROYED)) == 1
end

function victory.check_bases(game)
  for p = 1, game:players() do
    if victory.base_destroyed(game, p) then
      local why = game:seat_name(p) .. "'s Base is destroyed"
      if game:players() > 2 then
        -- Not the most LP left: the Base's hunter wins, the others lose.
        why = why .. ": " .. game:seat_name(victory.hunter(game, p)) .. ", who hunted it, wins"
      end
      victory.finish(game, why)
      return
    end
  end
end

-- End of a turn: the quiet-round rule.
function victory.end_of_turn(game)
  local empty = true
  for p = 1, game:players() do
    if draw.left(game, p) > 0 then
      empty = false
    end
  end
  if empty and game:counter(ids.NOISE) == 0 then
    game:add(ids.QUIET, 1)
  else
    game:set(ids.QUIET, 0)
  end
  game:set(ids.NOISE, 0)
  if game:counter(ids.QUIET) >= game:players() then
    victory.finish(game, "the libraries are empty and a whole round passed without a card played or destroyed")
  end
  assert(game:counter(ids.TURN) < TURN_LIMIT, "the game did not end within the turn limit: the end rule failed")
end

-- The MP of the wrecks in seat p's discard pile.
function victory.wrecks(game, p)
  local total = 0
  local card_list = game:pieces(ids.zone(p, ids.DISCARD))
  for i = 1, #card_list do
    local card = card_list[i]
    local c = cards.of(game, card)
    if c.type == "ship" then
      total = total + c.mp
    end
  end
  return total
end

-- Seat p's points under Wrecked Ships: its prey's wrecks, and 500 for the
-- prey's destroyed Base.
function victory.points(game, p)
  local prey = victory.prey(game, p)
  local points = victory.wrecks(game, prey)
  if victory.base_destroyed(game, prey) then
    points = points + cards.def.base.points
  end
  return points
end

function victory.damage(game, p)
  return game:counter(ids.counter(p, ids.BASE_DAMAGE))
end

-- The seats that are best by key(p) (higher is better), among `seats`.
local function best(seats, key)
  local top, out = nil, {}
  for i = 1, #seats do
    local p = seats[i]
    local k = key(p)
    if top == nil or k > top then
      top, out = k, { p }
    elseif k == top then
      out[#out + 1] = p
    end
  end
  return out
end

-- The winning seats. Equal players share the win; an empty list is a draw
-- in which nobody wins (two Bases destroyed at once).
function victory.winners(game)
  local all = {}
  for p = 1, game:players() do
    all[p] = p
  end
  local less_damage = function(p) return -victory.damage(game, p) end
  if game:option("wrecked_ships") then
    local top = best(all, function(p) return victory.points(game, p) end)
    return best(top, less_damage)
  end
  local destroyed, out = false, {}
  for p = 1, game:players() do
    if victory.base_destroyed(game, p) then
      destroyed = true
      local h = victory.hunter(game, p)
      if not victory.base_destroyed(game, h) then
        out[#out + 1] = h
      end
    end
  end
  if destroyed then
    table.sort(out)
    return out
  end
  return best(all, less_damage)
end

return victory
