-- What the active player may do in their turn, in any order and as often as
-- they like (before and after the attack): play ship cards, reinforcements,
-- a commander (one per turn), tactic cards; discard 3 cards for 100 MP or a
-- new card; move ship cards between their fleets; attack once. Each function
-- here is one action; turn.lua offers them.
local cards = require("cards")
local choice = require("choice")
local cleanup = require("cleanup")
local commanders = require("commanders")
local draw = require("draw")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local payment = require("payment")
local ships = require("ships")
local victory = require("victory")

local actions = {}

-- p's ship cards in play that may be sacrificed or moved: not the Base.
local function own_ships(game, p)
  local out = {}
  local card_list = fleets.in_play(game, p)
  for i = 1, #card_list do
    local card = card_list[i]
    if cards.of(game, card).type == "ship" then
      out[#out + 1] = card
    end
  end
  return out
end

-- Whether p can play ship card `card` now: the MP (`budget`: what p can
-- pay, see payment.budget), and a card to sacrifice when its condition asks
-- for one.
function actions.can_play_ship(game, p, card, budget)
  local c = cards.of(game, card)
  if c.has.sacrifice and #own_ships(game, p) < c.has.sacrifice.count then
    return false
  end
  return budget >= c.mp
end

local function sacrifice(game, p, c)
  for _ = 1, c.has.sacrifice.count do
    local list = choice.list()
    local card_list = own_ships(game, p)
    for i = 1, #card_list do
      local card = card_list[i]
      choice.add_in_play(game, list, card)
    end
    local _, victim = choice.ask(game, p, c.name .. ": sacrifice one of your ship cards", list)
    game:log("%s sacrifices %s", game:seat_name(p), names.owned(game, victim))
    cleanup.leave(game, victim, "discard", false)
  end
end

-- Plays ship card `card` into p's base fleet (a Mothership opens the extra
-- fleet when p has none).
function actions.play_ship(game, p, card)
  local c = cards.of(game, card)
  if c.has.sacrifice then
    sacrifice(game, p, c)
  end
  payment.pay(game, p, c.mp, c.name, card)
  if victory.over(game) then
    return  -- the payment (a Reinforcement's damage) decided the game: the card stays in hand
  end
  local mothership = ids.counter(p, ids.MOTHERSHIP)
  if c.has.opens_fleet and game:counter(mothership) == 0 then
    game:set(mothership, card)
    fleets.place(game, card, ids.fleet(p, true))
    game:log("%s plays %s (%d MP): it opens an extra fleet", game:seat_name(p), c.name, c.mp)
  else
    fleets.place(game, card, ids.fleet(p, false))
    game:log("%s plays %s (%d MP) into the base fleet, %s", game:seat_name(p), c.name, c.mp, names.class(c.class))
  end
  ships.enter(game, card)
  game:set(ids.NOISE, 1)
  if c.has.damage_own_base then
    local base = fleets.base(game, p)
    game:log("%s deals %d damage to its own Base", c.name, c.has.damage_own_base.amount)
    ships.hit(game, base, 1, c.has.damage_own_base.amount)
    cleanup.run(game)
  end
end

-- Whether p may play commander card `card` now (`budget` as above).
function actions.can_play_commander(game, p, card, budget)
  local c = cards.of(game, card)
  return budget >= c.mp and game:counter(ids.COMMANDER_PLAYED) == 0 and commanders.of(game, p) == nil
    and #commanders.hosts(game, c, fleets.in_play(game, p)) > 0
end

-- Paid before the ship is chosen: a Reinforcement's damage in the payment
-- may destroy a ship that could carry it (a commander placed on a card
-- already gone would stay in play for ever). With no ship left, the played
-- commander goes to the discard pile.
function actions.play_commander(game, p, card)
  local c = cards.of(game, card)
  payment.pay(game, p, c.mp, c.name, card)
  game:set(ids.COMMANDER_PLAYED, 1)
  game:set(ids.NOISE, 1)
  if victory.over(game) then
    return
  end
  local hosts = commanders.hosts(game, c, fleets.in_play(game, p))
  if #hosts == 0 then
    game:move(card, ids.zone(p, ids.DISCARD))
    game:log("%s's %s has no ship left to command: it is discarded", game:seat_name(p), c.name)
    return
  end
  local list = choice.list()
  for i = 1, #hosts do
    local host = hosts[i]
    choice.add_in_play(game, list, host)
  end
  local _, ship = choice.ask(game, p, c.name .. ": on which ship card?", list)
  commanders.place(game, p, card, ship)
  game:log("%s places %s on %s", game:seat_name(p), c.name, names.owned(game, ship))
end

-- Discard n cards from the hand for `mp` MP, or (mp nil) to draw a new
-- card: 3 cards for 100 MP (or a commander's amount) or a card; with the
-- optional rules also 1 card for 30 MP and 2 cards for a card. Ship cards
-- discarded this way are removed from the game.
function actions.discard(game, p, n, mp)
  local list = choice.list()
  local hand = game:pieces(ids.zone(p, ids.HAND))
  for i = 1, #hand do
    choice.add_card(game, list, "", hand[i])
  end
  local cards_word = names.count(n, "card")
  local prompt = mp and string.format("Discard %s for %d MP", cards_word, mp)
    or string.format("Discard %s to draw a new one", cards_word)
  local _, picked = game:choose(p, choice.request(prompt, list, n, n))
  if n == 1 then
    picked = { picked } -- one pick comes back as the piece itself
  end
  local removed = 0
  for i = 1, #picked do
    removed = removed + (payment.discard_card(game, p, picked[i]) and 1 or 0)
  end
  game:set(ids.NOISE, 1)
  local gone = removed == 0 and "" or string.format(" (%s removed from the game)", names.count(removed, "ship card"))
  if mp then
    local pool = game:add(ids.counter(p, ids.MP), mp)
    game:log("%s discards %s%s for %d MP (%d MP)", game:seat_name(p), cards_word, gone, mp, pool)
  else
    draw.cards(game, p, 1)
    game:log("%s discards %s%s and draws one", game:seat_name(p), cards_word, gone)
  end
end

-- The ship cards p may move between its fleets (not the Base, not the
-- Mothership that holds the extra fleet).
function actions.movable(game, p)
  if not fleets.exists(game, ids.fleet(p, true)) then
    return {}
  end
  local out = {}
  local mothership = game:counter(ids.counter(p, ids.MOTHERSHIP))
  local card_list = own_ships(game, p)
  for i = 1, #card_list do
    local card = card_list[i]
    if card ~= mothership then
      out[#out + 1] = card
    end
  end
  return out
end

function actions.move(game, p)
  local list = choice.list()
  local card_list = actions.movable(game, p)
  for i = 1, #card_list do
    local card = card_list[i]
    local to = ids.is_extra(fleets.of(game, card)) and "base" or "extra"
    choice.add_in_play(game, list, card, string.format("%s to the %s fleet", names.card(game, card), to))
  end
  local _, card = choice.ask(game, p, "Move which ship card to your other fleet?", list)
  local to = ids.fleet(p, not ids.is_extra(fleets.of(game, card)))
  fleets.place(game, card, to)
  game:log("%s moves %s to the %s fleet", game:seat_name(p), names.card(game, card),
    ids.is_extra(to) and "extra" or "base")
end

return actions
