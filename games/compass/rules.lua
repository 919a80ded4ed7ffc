-- Compass, for 3 or 4 players: a trick-taking game of exact bids.
--
-- Round r deals r cards to every player and turns up one more card: its suit
-- is trump for the round. Everybody bids how many tricks they will take; the
-- dealer bids last and may not make the bids add up to r (the hook), so
-- somebody must miss. Then r tricks are played: follow the led suit if you
-- can; the highest trump wins the trick, else the highest card of the led
-- suit, and the winner leads the next. Take exactly your bid to score
-- 10 + your bid. After the last round (option `rounds`) the most points wins.
--
-- Rules in full: docs/games/compass.md. Card facts: cards.lua.

local seats = require("seats")        -- games/lib/seats.lua: who sits left of whom
local text = require("text")          -- games/lib/text.lua: "1 trick", "2 tricks"
local standing = require("standing")  -- games/lib/standing.lua: for rules.evaluate
local cards = require("cards")        -- games/compass/cards.lua

local rules = {}

-- The scoring constants (data/scoring.toml), so a mod can change them.
local scoring = data.scoring.standard
assert(scoring, "data/scoring.toml needs its entry [standard]")

-- The sum of a seat counter over all seats: the bids made, the tricks played.
local function total(game, counter)
  local sum = 0
  for p = 1, game:players() do
    sum = sum + game:counter(counter, p)
  end
  return sum
end

-- The dealer: seat 1 in round 1, then one seat further left every round.
local function dealer(game)
  return seats.left(game, 1, game:round() - 1)
end

-- Setup: the deck and the trump pile on the table; for every player a hand,
-- a row for the card they play to a trick, a pile of tricks won, and the
-- counters bid, tricks (taken this round), score and made (exact bids).
function rules.setup(game)
  cards.check_data(game)
  local deck = game:new_zone{ name = "deck", visibility = "nobody", kind = "deck" }
  game:new_zone{ name = "trump", visibility = "public", kind = "pile" }
  game:new_pieces(data.cards, { zone = deck })
  for p = 1, game:players() do
    game:new_zone{ name = "hand", owner = p, visibility = "owner", kind = "hand" }
    game:new_zone{ name = "played", owner = p, visibility = "public", kind = "row" }
    -- Tricks are turned face down once taken: nobody may look back at them.
    game:new_zone{ name = "won", owner = p, visibility = "nobody", kind = "pile" }
    game:new_counter{ name = "bid", seat = p, min = 0 }
    game:new_counter{ name = "tricks", seat = p, min = 0 }
    game:new_counter{ name = "score", seat = p }  -- below 0 only with a per_trick_off penalty
    game:new_counter{ name = "made", seat = p, min = 0 }
  end
end

-- Phase "deal": shuffle, deal r cards to everybody (starting left of the
-- dealer), turn up the trump card, sort the hands.
local function deal(game)
  local r = game:round()
  local deck = game:zone("deck")
  local first = seats.left(game, dealer(game))
  -- Put the deck in order before shuffling, so that a round's deal depends
  -- only on the seed and the round, not on how the tricks were gathered
  -- (scenario tests can then name the hands a seed deals).
  game:sort(deck, { "suit", "rank" })
  game:shuffle(deck)
  for _, p in ipairs(seats.from(game, first)) do
    game:draw(deck, game:zone("hand", p), r)
  end
  local turned = game:draw(deck, game:zone("trump"))
  for p = 1, game:players() do
    cards.sort_hand(game, game:zone("hand", p))  -- after the trump is known: trumps first
  end
  game:log("Round %d: %s deals %s each; %s is turned up, so %s is trump", r,
    game:seat_name(dealer(game)), text.count(r, "card"), cards.name(game, turned),
    cards.suit_name(cards.suit(game, turned)))
  -- Bidding and the first trick both start with the seat left of the dealer.
  game:set_turn_order(seats.from(game, first))
end

-- The bids p may make: 0 to r tricks. The dealer bids last and may not make
-- the bids add up to r (the hook): that bid is left out. Returns the options
-- and the hooked number (nil when there is none).
local function bid_options(game, p)
  local r = game:round()
  local hook = nil
  if p == dealer(game) then
    hook = r - total(game, "bid")  -- everybody else has bid; the dealer's own is still 0
    if hook < 0 then
      hook = nil  -- the others bid more than r together: no bid can make r
    end
  end
  local options = {}
  for n = 0, r do
    if n ~= hook then
      options[#options + 1] = { id = "bid_" .. n, label = text.count(n, "trick") }
    end
  end
  return options, hook
end

-- Phase "bid", one turn per seat: p bids. A forced bid is made without asking.
local function bid(game, p)
  local r = game:round()
  local options, hook = bid_options(game, p)
  local answer = options[1].id
  if #options > 1 then
    local prompt = string.format("Bid: how many of the %s will you take (trump: %s)",
      text.count(r, "trick"), cards.suit_name(cards.trump(game)))
    if hook then
      prompt = string.format("%s? You deal, so not %d: the bids would add up to %d", prompt, hook, r)
    end
    answer = game:choose(p, { prompt = prompt, options = options })
  end
  local n = tonumber(string.sub(answer, 5))  -- "bid_2" -> 2
  game:set("bid", n, p)
  game:log("%s bids %s", game:seat_name(p), text.count(n, "trick"))
end

-- The round's tricks are over once r tricks have been won.
local function tricks_over(game)
  return total(game, "tricks") >= game:round()
end

-- The last card of a trick is down: the winner counts the trick and will
-- lead the next. The cards stay on the table for all to see until the
-- winner gathers them (gather_trick).
local function take_trick(game)
  local order = game:turn_order()  -- the leader first, as the trick was played
  local winner, card = cards.trick_winner(game, order)
  local tricks = game:add("tricks", 1, winner)
  game:log("%s takes the trick with %s (now %s, bid %d)", game:seat_name(winner),
    cards.name(game, card), text.count(tricks, "trick"), game:counter("bid", winner))
  game:set_turn_order(seats.from(game, winner))
  game:set_next_turn(winner)  -- the winner leads, whoever played last
end

-- The winner of the last trick, first in the turn order, moves its cards
-- from the played rows into their won pile, face down.
local function gather_trick(game)
  local won = game:zone("won", game:turn_order()[1])
  for p = 1, game:players() do
    for _, card in ipairs(game:pieces(game:zone("played", p))) do
      game:move(card, won)
    end
  end
end

-- The prompt for p's card: what was led and what is trump.
local function play_prompt(game, led, legal)
  local trump = cards.suit_name(cards.trump(game))
  if led == nil then
    return string.format("Lead a card (trump: %s)", trump)
  elseif cards.suit(game, legal[1]) == led then
    return string.format("Follow %s (trump: %s)", cards.suit_name(led), trump)
  end
  return string.format("%s was led and you have none: play any card (trump: %s)", cards.suit_name(led), trump)
end

-- Phase "play", one turn per card: p plays a card from their hand to their
-- played row. The turn order starts with the trick's leader.
local function play(game, p)
  local leader = game:turn_order()[1]
  local led = nil
  if p ~= leader then
    led = cards.suit(game, game:top(game:zone("played", leader)))
  end
  local legal = cards.playable(game, game:zone("hand", p), led)
  local card = legal[1]
  if #legal > 1 then  -- a forced card (the last one, or the only one of the suit) is played without asking
    local _, chosen = game:choose(p, { prompt = play_prompt(game, led, legal), pieces = legal })
    card = chosen
  end
  if p == leader then
    gather_trick(game)  -- the leader won the last trick (if any): it leaves the table now
  end
  game:move(card, game:zone("played", p))
  game:log("%s %s %s", game:seat_name(p), led and "plays" or "leads", cards.name(game, card))
  if p == game:turn_order()[game:players()] then
    take_trick(game)  -- p was the last to play
  end
end

-- What a seat scores for a round: the bonus and the bid when exact; else
-- the penalty for each trick over or under (0 in the classic game).
local function round_points(bid_n, tricks)
  if tricks == bid_n then
    return scoring.exact_bonus + scoring.per_trick_bid * bid_n
  end
  return -scoring.per_trick_off * math.abs(tricks - bid_n)
end

-- Phase "score": score the round, gather every card into the deck, clear
-- the bids and tricks; after the last round the game ends.
local function score_round(game)
  gather_trick(game)
  for p = 1, game:players() do
    local bid_n, tricks = game:counter("bid", p), game:counter("tricks", p)
    local points = round_points(bid_n, tricks)
    local now = game:add("score", points, p)
    if tricks == bid_n then
      game:add("made", 1, p)
    end
    game:log("%s bid %d and took %s: %s (%d in all)", game:seat_name(p), bid_n,
      text.count(tricks, "trick"), text.count(points, "point"), now)
    game:set("bid", 0, p)
    game:set("tricks", 0, p)
  end
  local deck = game:zone("deck")
  for _, zone in ipairs(game:zones()) do
    if zone ~= deck then
      for _, card in ipairs(game:pieces(zone)) do
        game:move(card, deck)
      end
    end
  end
  if game:round() >= game:option("rounds") then
    game:end_game(string.format("the last round (%d) was played", game:round()))
  end
end

-- The flow of a round: deal, bid, play the tricks, score. Turns of "play"
-- go round the table; take_trick gives the next turn to the trick's winner.
rules.phases = {
  { name = "deal", step = deal },
  { name = "bid", turn = bid },
  { name = "play", turn = play, done = tricks_over },
  { name = "score", step = score_round },
}

-- The ranking: most points first; equal points share the win.
function rules.score(game, p)
  return game:counter("score", p)
end

function rules.breakdown(game, p)
  return { { "Exact bids", game:counter("made", p) }, { "Points", game:counter("score", p) } }
end

-- For the search bots (docs/bots.md): about p's chance to win. Each seat's
-- points, plus half of what the round in play is worth to it while its bid
-- can still be met exactly, measured against the points still to be won.
function rules.evaluate(game, p)
  local left = game:round() - total(game, "tricks")  -- tricks still to play
  local values = {}
  for q = 1, game:players() do
    local bid_n, tricks = game:counter("bid", q), game:counter("tricks", q)
    local need = bid_n - tricks
    local outlook = 0
    if need >= 0 and need <= left then
      outlook = round_points(bid_n, bid_n) / 2
    end
    values[q] = game:counter("score", q) + outlook
  end
  local rounds_left = game:option("rounds") - game:round() + 1
  return standing.lead(values, p, 5 + scoring.exact_bonus * rounds_left / 2)
end

return rules
