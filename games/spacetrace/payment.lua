-- Manpower (MP). Each seat has a pool for the current turn: playing a
-- reinforcement adds its MP (the card is discarded), costs are paid from the
-- pool, and what is left expires at the end of the turn. When a cost is due
-- and the pool is short, the player plays reinforcements from the hand until
-- it is covered (the player who is not active pays for tactic cards this
-- way; with the optional rule any card may be discarded for 30 MP). Paid MP
-- are spent even when the card is countered or fizzles.
local cards = require("cards")
local choice = require("choice")
local cleanup = require("cleanup")
local draw = require("draw")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local shots = require("shots")

local payment = {}

local DISCARD_ONE = 30

function payment.pool(game, p)
  return game:counter(ids.counter(p, ids.MP))
end

-- The MP for discarding any one card (the optional rule), or 0.
function payment.discard_value(game)
  return game:counter(ids.RULE_DISCARD_ONE) * DISCARD_ONE
end

-- p's hand: its cards, their card data (same order), and the budget for
-- playing one of them: the pool, the reinforcements' MP, and with the
-- optional rule 30 MP for every other card but the one played.
function payment.hand(game, p)
  local list, data = game:pieces(ids.zone(p, ids.HAND)), {}
  local spare = payment.discard_value(game)
  local budget = payment.pool(game, p) - spare
  for i = 1, #list do
    local c = cards.def[game:def(list[i])]
    data[i] = c
    budget = budget + (c.type == "reinforcement" and c.value or spare)
  end
  return list, data, budget
end

-- Discards `card` from p's hand: a ship card is removed from the game (as
-- when discarding 3 cards). Returns true when it was removed.
function payment.discard_card(game, p, card)
  if cards.of(game, card).is_ship then
    game:move(card, ids.zone(p, ids.REMOVED))
    return true
  end
  game:move(card, ids.zone(p, ids.DISCARD))
  return false
end

-- The most MP p can pay now for a card in its hand (see payment.hand).
function payment.budget(game, p)
  local _, _, budget = payment.hand(game, p)
  return budget
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
    game:log("%s draws %s", game:seat_name(p), names.count(draw.cards(game, p, c.has.draw.count), "card"))
  end
end

-- What p may pay with now: its reinforcements, and with the optional rule
-- every other card of the hand but `card` (the one being paid for).
local function means(game, p, card)
  local list, spare = {}, payment.discard_value(game)
  local hand = game:pieces(ids.zone(p, ids.HAND))
  for i = 1, #hand do
    local c = cards.of(game, hand[i])
    if c.type == "reinforcement" or (spare > 0 and hand[i] ~= card) then
      list[#list + 1] = hand[i]
    end
  end
  return list
end

-- Whether every card of a list is the same reinforcement (then which one
-- pays is no choice).
local function all_same(game, list)
  for i = 1, #list do
    if game:def(list[i]) ~= game:def(list[1]) or cards.of(game, list[i]).type ~= "reinforcement" then
      return false
    end
  end
  return true
end

-- p pays `cost` for `what` (the card `card`), playing reinforcements from
-- the hand (or, with the optional rule, discarding cards for 30 MP each)
-- while the pool is short. The caller made sure it is affordable.
function payment.pay(game, p, cost, what, card)
  while payment.pool(game, p) < cost do
    local list = means(game, p, card)
    local pick = list[1]
    if not all_same(game, list) then
      local options = choice.list()
      for i = 1, #list do
        local c = cards.of(game, list[i])
        choice.add_card(game, options, "", list[i], c.type == "reinforcement"
          and string.format("%s (+%d MP)", c.name, c.value)
          or string.format("Discard %s (+%d MP)", c.name, DISCARD_ONE))
      end
      local _
      _, pick = choice.ask(game, p, string.format("Pay for %s: %d MP more needed", what,
        cost - payment.pool(game, p)), options)
    end
    if cards.of(game, pick).type == "reinforcement" then
      payment.reinforce(game, p, pick)
    else
      payment.discard_card(game, p, pick)
      game:add(ids.counter(p, ids.MP), DISCARD_ONE)
      game:set(ids.NOISE, 1)
      game:log("%s discards a card for %d MP", game:seat_name(p), DISCARD_ONE)
    end
  end
  game:add(ids.counter(p, ids.MP), -cost)
end

return payment
