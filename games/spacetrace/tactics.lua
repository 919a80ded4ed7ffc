-- Tactic cards. A player plays one by choosing its target and paying its MP;
-- the card goes on the stack (the table's "stack" zone, its target kept in
-- its props) and waits while the other players may respond. The last card
-- played resolves first; a card whose target is gone or no longer fits does
-- nothing ("fizzles"). Either way the card goes to the discard pile.
--
-- Kinds (the `kind` of a tactic's ability in data/cards):
--   remove_from_battle  a non-Base ship card in the current battle takes no further part in it
--   boost_card          one of your ship cards in the current battle gets `amount` x firepower
--   repair_card         repair one of your ship cards
--   damage_target       `amount` damage to an enemy ship card (its first ship) or Base
--   destroy_card        destroy all ships of an enemy ship card of `classes`
--   counter             counter a tactic card on the stack
--   swap_highest        swap your ship card with the highest MP with the opponent's
-- "Enemy" is every other player (with three players too).
local cards = require("cards")
local choice = require("choice")
local cleanup = require("cleanup")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local payment = require("payment")
local ships = require("ships")
local shots = require("shots")
local victory = require("victory")

local tactics = {}

-- The fleets of the battle being fought, or nil.
local function battle(game)
  local a = game:counter(ids.BATTLE_ATTACKER)
  if a == 0 then
    return nil
  end
  return a, game:counter(ids.BATTLE_DEFENDER)
end

local function is_ship(game, card)
  return cards.of(game, card).type == "ship"
end

-- Ship cards (not Bases) of the current battle's fleets, optionally only
-- those of seat p, that still take part.
local function battle_cards(game, p)
  local out = {}
  local a, d = battle(game)
  local fleet_list = { a, d }
  for i = 1, #fleet_list do
    local fleet = fleet_list[i]
    if (not p or ids.fleet_seat(fleet) == p) and fleets.exists(game, fleet) then
      local card_list = fleets.sequence(game, fleet)
      for j = 1, #card_list do
        local card = card_list[j]
        if is_ship(game, card) and not game:prop(card, "out") then
          out[#out + 1] = card
        end
      end
    end
  end
  return out
end

-- Whether a ship card has a ship with at least 1 LP that is not whole: the
-- damage on the card is more than the LP of its destroyed ships.
local function repairable(game, card)
  local c = cards.of(game, card)
  local alive = ships.alive(game, card)
  return alive > 0 and (game:prop(card, "damage") or 0) > (c.ships - alive) * c.lp
end

-- The other players' cards in play that `keep` accepts (with `any`: the
-- first one found, enough to know that there is a target).
local function enemy_cards(game, p, keep, any)
  local out = {}
  for s = 1, game:players() do
    if s ~= p then
      local card_list = fleets.in_play(game, s)
      for i = 1, #card_list do
        local card = card_list[i]
        if keep(card) then
          out[#out + 1] = card
          if any then
            return out
          end
        end
      end
    end
  end
  return out
end

-- p's ship cards (not the Base) with the highest MP.
local function highest(game, p)
  local top, out = -1, {}
  local card_list = fleets.in_play(game, p)
  for i = 1, #card_list do
    local card = card_list[i]
    if is_ship(game, card) then
      local mp = cards.of(game, card).mp
      if mp > top then
        top, out = mp, { card }
      elseif mp == top then
        out[#out + 1] = card
      end
    end
  end
  return out
end

-- The pieces a tactic of kind `kind` played by p may target now (with
-- `any`: at least the first, when there is one).
local TARGETS = {
  remove_from_battle = function(game)
    return battle(game) and battle_cards(game) or {}
  end,
  boost_card = function(game, p)
    return battle(game) and battle_cards(game, p) or {}
  end,
  repair_card = function(game, p, _, any)
    local out = {}
    local card_list = fleets.in_play(game, p)
    for i = 1, #card_list do
      local card = card_list[i]
      if is_ship(game, card) and repairable(game, card) then
        out[#out + 1] = card
        if any then
          break
        end
      end
    end
    return out
  end,
  damage_target = function(game, p, _, any)
    return enemy_cards(game, p, function(card) return ships.alive(game, card) > 0 end, any)
  end,
  destroy_card = function(game, p, ability, any)
    return enemy_cards(game, p, function(card)
      local c = cards.of(game, card)
      return c.type == "ship" and cards.in_classes(ability.classes, c.class) and ships.alive(game, card) > 0
    end, any)
  end,
  counter = function(game)
    return game:pieces(ids.STACK)
  end,
  swap_highest = function(game, p)
    if #highest(game, p) == 0 then
      return {}
    end
    local out = {}
    for s = 1, game:players() do
      if s ~= p then
        local card_list = highest(game, s)
        for i = 1, #card_list do
          local card = card_list[i]
          out[#out + 1] = card
        end
      end
    end
    return out
  end,
}

local function ability(c)
  return c.abilities[1]
end

-- The pieces tactic card c played by p may target now (`any`: see TARGETS).
local function targets(game, p, c, any)
  local a = ability(c)
  return TARGETS[a.kind](game, p, a, any)
end
tactics.targets = targets

local function contains(list, x)
  for i = 1, #list do
    local v = list[i]
    if v == x then
      return true
    end
  end
  return false
end

-- Whether p may play tactic card `card` now (its timing, a target, the MP;
-- `budget`: what p can pay, see payment.budget).
function tactics.playable(game, p, card, budget)
  local c = cards.of(game, card)
  if (budget or payment.budget(game, p)) < c.mp then
    return false
  end
  if c.timing == "battle" and not battle(game) then
    return false
  end
  if c.timing == "no_attack" and game:counter(ids.ATTACK) == 1 then
    return false
  end
  return #targets(game, p, c, true) > 0
end

local function choose_target(game, p, c, list)
  local options = choice.list()
  for i = 1, #list do
    local target = list[i]
    if game:zone_of(target) == ids.STACK then
      choice.add(options, "stack:" .. game:def(target), string.format("%s's %s on the stack",
        game:seat_name(game:owner(target)), cards.of(game, target).name), target)
    else
      choice.add_in_play(game, options, target)
    end
  end
  local _, target = choice.ask(game, p, c.name .. ": choose the target", options)
  return target
end

-- p plays tactic card `card`: target, payment, onto the stack.
function tactics.play(game, p, card)
  local c = cards.of(game, card)
  local target = choose_target(game, p, c, targets(game, p, c))
  if ability(c).kind == "swap_highest" then
    local own = highest(game, p)
    local mine = own[1]
    if #own > 1 then
      local options = choice.list()
      for i = 1, #own do
        local x = own[i]
        choice.add_in_play(game, options, x)
      end
      local _
      _, mine = choice.ask(game, p, c.name .. ": which of your ships goes over?", options)
    end
    game:set_prop(card, "target2", mine)
  end
  game:set_prop(card, "target", target)
  game:move(card, ids.STACK)
  game:set(ids.NOISE, 1)
  game:log("%s plays %s on %s", game:seat_name(p), c.name, names.owned(game, target))
  payment.pay(game, p, c.mp, c.name, card)
end

-- Deserter: the two cards change sides; each enters its new controller's
-- base fleet (damage stays until the end of the turn; a commander on it is
-- discarded; a Mothership's fleet stays behind, and the Mothership opens an
-- extra fleet for its new controller if that seat has none).
local function swap(game, a, b)
  local pa, pb = fleets.controller(game, a), fleets.controller(game, b)
  for _, pair in ipairs({ { a, pa }, { b, pb } }) do
    local card, from = pair[1], pair[2]
    commanders.ship_leaves(game, card)
    if game:counter(ids.counter(from, ids.MOTHERSHIP)) == card then
      game:set(ids.counter(from, ids.MOTHERSHIP), 0)
      for _, other in ipairs(fleets.sequence(game, ids.fleet(from, true))) do
        if other ~= card then
          fleets.place(game, other, ids.fleet(from, false))
        end
      end
      fleets.place(game, card, ids.fleet(from, false))
    end
  end
  for _, pair in ipairs({ { a, pb }, { b, pa } }) do
    local card, to = pair[1], pair[2]
    if cards.of(game, card).has.opens_fleet and game:counter(ids.counter(to, ids.MOTHERSHIP)) == 0 then
      game:set(ids.counter(to, ids.MOTHERSHIP), card)
      fleets.place(game, card, ids.fleet(to, true))
    else
      fleets.place(game, card, ids.fleet(to, false))
    end
  end
  game:log("%s and %s change sides", names.card(game, a), names.card(game, b))
end

local APPLY = {
  remove_from_battle = function(game, _, _, target)
    game:set_prop(target, "out", true)
    game:log("%s takes no further part in this battle", names.owned(game, target))
  end,
  boost_card = function(game, _, a, target)
    game:set_prop(target, "boost", math.max(game:prop(target, "boost") or 1, a.amount))
    game:log("%s gets %s for this battle", names.owned(game, target), names.firepower(a.amount))
  end,
  repair_card = function(game, _, _, target)
    game:log("%s is repaired (%s)", names.owned(game, target), names.count(ships.repair(game, target), "ship"))
  end,
  damage_target = function(game, _, a, target)
    shots.damage_card(game, target, a.amount)
  end,
  destroy_card = function(game, _, _, target)
    ships.destroy(game, target, false)
    game:log("All ships of %s are destroyed", names.owned(game, target))
  end,
  counter = function(game, _, _, target)
    game:set_prop(target, "countered", true)
    game:log("%s's %s is countered", game:seat_name(game:owner(target)), names.card(game, target))
  end,
  swap_highest = function(game, card, _, target)
    swap(game, game:prop(card, "target2"), target)
  end,
}

-- Whether the targets of a tactic card on the stack still fit.
local function still_fits(game, card, c)
  local p = game:owner(card)
  local target = game:prop(card, "target")
  if not contains(targets(game, p, c), target) then
    return false
  end
  if ability(c).kind == "swap_highest" then
    return contains(highest(game, p), game:prop(card, "target2"))
  end
  if c.timing == "battle" then
    return battle(game) ~= nil
  end
  return true
end

-- Resolves the tactic card `card` from the stack.
function tactics.resolve(game, card)
  local c = cards.of(game, card)
  local p = game:owner(card)
  if victory.over(game) then
    game:log("%s's %s has no effect: the game is over", game:seat_name(p), c.name)
  elseif game:prop(card, "countered") then
    game:log("%s's %s has no effect: it was countered", game:seat_name(p), c.name)
  elseif not still_fits(game, card, c) then
    game:log("%s's %s has no effect: its target is gone", game:seat_name(p), c.name)
  else
    game:log("%s's %s resolves", game:seat_name(p), c.name)
    APPLY[ability(c).kind](game, card, ability(c), game:prop(card, "target"))
  end
  local keys = { "target", "target2", "countered" }
  for i = 1, #keys do
    local key = keys[i]
    game:set_prop(card, key, nil)
  end
  game:move(card, ids.zone(p, ids.DISCARD))
  cleanup.run(game)
end

return tactics
