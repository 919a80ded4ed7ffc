-- Card facts for Compass: a card's suit, rank and name, how a hand is sorted,
-- which cards a player may play and who wins a trick. Everything here only
-- reads the game and the data tables (data/cards.toml, data/suits.toml).
--
--   local cards = require("cards")
--   cards.suit(game, card)          --> "gale"
--   cards.trump(game)               --> the trump suit of the round, or nil
--   cards.playable(game, hand, led) --> the cards of the hand that may be played
local cards = {}

-- The data entry of a card piece: { id, name, suit, rank }.
function cards.entry(game, card)
  return data.cards[game:def(card)]
end

function cards.suit(game, card)
  return cards.entry(game, card).suit
end

function cards.rank(game, card)
  return cards.entry(game, card).rank
end

-- "7 of Gale", as data/cards.toml names it.
function cards.name(game, card)
  return cards.entry(game, card).name
end

-- "Gale", as data/suits.toml names it.
function cards.suit_name(suit)
  return data.suits[suit].name
end

-- The trump suit of the round: the suit of the card turned up in the zone
-- `trump`; nil before it is turned up.
function cards.trump(game)
  local card = game:top(game:zone("trump"))
  return card and cards.suit(game, card)
end

-- Sorts a hand: the trump suit first, then the other suits in their `order`
-- (data/suits.toml), each from low to high. One number per card does it:
-- the suit's place times 100 plus the rank (ranks are below 100).
function cards.sort_hand(game, hand)
  local trump = cards.trump(game)
  game:sort(hand, function(card)
    local entry = cards.entry(game, card)
    local place = data.suits[entry.suit].order
    if entry.suit == trump then
      place = 0
    end
    return place * 100 + entry.rank
  end)
end

-- The cards of `hand` that may be played to a trick whose led suit is `led`
-- (nil for the lead itself): a player who holds the led suit must play it;
-- a player who holds none may play any card.
function cards.playable(game, hand, led)
  local all = game:pieces(hand)
  if led == nil then
    return all
  end
  local follow = {}
  for _, card in ipairs(all) do
    if cards.suit(game, card) == led then
      follow[#follow + 1] = card
    end
  end
  if #follow > 0 then
    return follow
  end
  return all
end

-- Whether `card` beats `best`, the card winning the trick so far (which is
-- of the led suit or a trump). A higher card of the same suit beats it; of
-- another suit, only a trump does.
local function beats(game, card, best, trump)
  if cards.suit(game, card) == cards.suit(game, best) then
    return cards.rank(game, card) > cards.rank(game, best)
  end
  return cards.suit(game, card) == trump
end

-- Who wins the trick: `order` lists the seats in the order they played, each
-- with their card on top of their `played` row. Returns the seat and its card.
function cards.trick_winner(game, order)
  local trump = cards.trump(game)
  local winner = order[1]
  local best = game:top(game:zone("played", winner))
  for i = 2, #order do
    local card = game:top(game:zone("played", order[i]))
    if beats(game, card, best, trump) then
      winner, best = order[i], card
    end
  end
  return winner, best
end

-- Every card must name a known suit, and the last round must fit the deck:
-- rounds x players cards in the hands plus the trump card.
function cards.check_data(game)
  for _, card in ipairs(data.cards) do
    if data.suits[card.suit] == nil then
      local file, line = game:data_source("cards", card.id)
      error(string.format("%s:%d: card '%s' has suit '%s', which data/suits.toml does not list",
        file, line, card.id, card.suit))
    end
  end
  local rounds, n = game:option("rounds"), game:players()
  if rounds * n + 1 > #data.cards then
    error(string.format("option rounds = %d needs %d cards for %d players, the deck has %d",
      rounds, rounds * n + 1, n, #data.cards))
  end
end

return cards
