-- Manpower (MP). Each seat has a pool for the current turn: playing a
-- reinforcement adds its MP (the card is discarded), costs are paid from the
-- pool, and what is left expires at the end of the turn. When a cost is due
-- and the pool is short, the player plays reinforcements from the hand until
-- it is covered (the player who is not active pays for tactic cards this
-- way). Paid MP are spent even when the card is countered or fizzles.
local cards = require("cards")
local choice = require("choice")
local cleanup = require("cleanup")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local shots = require("shots")

local payment = {}

function payment.pool(game, p)
  return game:counter(ids.counter(p, ids.MP))
end

-- p's hand: its cards, their card data (same order) and the MP its
-- reinforcements would give.
function payment.hand(game, p)
  local list, data, total = game:pieces(ids.zone(p, ids.HAND)), {}, 0
  for i = 1, #list do
    local card = list[i]
    local c = cards.def[game:def(card)]
    data[i] = c
    if c.type == "reinforcement" then
      total = total + c.value
    end
  end
  return list, data, total
end

-- The reinforcements in p's hand and the MP they would give.
function payment.reinforcements(game, p)
  local list, total = {}, 0
  local card_list = game:pieces(ids.zone(p, ids.HAND))
  for i = 1, #card_list do
    local card = card_list[i]
    local c = cards.of(game, card)
    if c.type == "reinforcement" then
      list[#list + 1] = card
      total = total + c.value
    end
  end
  return list, total
end

-- The most MP p can pay now: the pool and the reinforcements in hand.
function payment.budget(game, p)
  local _, _, total = payment.hand(game, p)
  return payment.pool(game, p) + total
end

-- Whether p can pay `cost` from the pool and the reinforcements in hand.
function payment.affordable(game, p, cost)
  return payment.pool(game, p) >= cost or payment.budget(game, p) >= cost
end

-- "Deals 40 damage to any target": a ship card in play (its first ship that
-- is not destroyed) or a Base, of any player.
local function damage_any(game, p, amount, source)
  local list = choice.list()
  for s = 1, game:players() do
    local card_list = fleets.in_play(game, s)
    for i = 1, #card_list do
      local card = card_list[i]
      if game:prop(card, "alive") > 0 then
        choice.add_in_play(game, list, card)
      end
    end
  end
  local _, target = choice.ask(game, p, string.format("%s: deal %d damage to which target?", source, amount), list)
  game:log("%s deals %d damage to %s", source, amount, names.owned(game, target))
  shots.damage_card(game, target, amount)
  cleanup.run(game)
end

-- p plays the reinforcement `card`: its MP go into the pool, it is discarded,
-- then its extra effect, if any, happens at once.
function payment.reinforce(game, p, card)
  local c = cards.of(game, card)
  game:move(card, ids.zone(p, ids.DISCARD))
  local pool = game:add(ids.counter(p, ids.MP), c.value)
  game:set(ids.NOISE, 1)
  game:log("%s plays %s: +%d MP (%d MP)", game:seat_name(p), c.name, c.value, pool)
  if c.has.damage_any then
    damage_any(game, p, c.has.damage_any.amount, c.name)
  end
  if c.has.draw then
    local drawn = game:draw(ids.zone(p, ids.LIBRARY), ids.zone(p, ids.HAND), c.has.draw.count)
    game:log("%s draws %d card(s)", game:seat_name(p), #drawn)
  end
end

-- Whether the reinforcements in a list are all the same card (then which one
-- pays is no choice).
local function all_same(game, list)
  for i = 2, #list do
    if game:def(list[i]) ~= game:def(list[1]) then
      return false
    end
  end
  return true
end

-- p pays `cost` for `what`, playing reinforcements from the hand while the
-- pool is short. The caller made sure it is affordable.
function payment.pay(game, p, cost, what)
  while payment.pool(game, p) < cost do
    local list = payment.reinforcements(game, p)
    local card = list[1]
    if not all_same(game, list) then
      local options = choice.list()
      for i = 1, #list do
        local r = list[i]
        choice.add_card(game, options, "", r, string.format("%s (+%d MP)", cards.of(game, r).name,
          cards.of(game, r).value))
      end
      local _
      _, card = choice.ask(game, p, string.format("Pay for %s: %d MP more needed. Play a reinforcement", what,
        cost - payment.pool(game, p)), options)
    end
    payment.reinforce(game, p, card)
  end
  game:add(ids.counter(p, ids.MP), -cost)
end

return payment
