-- The deck phase: every player at the same time (simultaneous decisions).
--
--   1. With two offers this round: pick a level pile.
--   2. Draw 5 cards from it.
--   3. Once: discard any of the drawn cards and draw as many new ones.
--   4. Keep 1 card, or up to the round's number (1 or 2), into the deck; the
--      others go to the pile's discard compartment.
--   5. "Selected" effects of the kept cards happen.
--   6. Remove any number of cards from the deck.
--
-- Card decisions list the cards (`pieces` requests): an option's id is the
-- card's data id, with "#2", "#3" ... for further copies in the same
-- request ("city_rookie", "city_rookie#2"): stable and readable in replays
-- and tests.
local cards = require("cards")
local sides = require("sides")
local text = require("text")

local CARD = cards.def

local deckphase = {}

deckphase.DRAW = 5

-- The table zones of the deck phase: z.pile[level], z.discard[level], z.box.
function deckphase.zones(game)
  return {
    pile = { A = game:zone("pile_A"), B = game:zone("pile_B"), C = game:zone("pile_C") },
    discard = { A = game:zone("discard_A"), B = game:zone("discard_B"), C = game:zone("discard_C") },
    box = game:zone("box"),
  }
end

-- Draws up to n cards from a level pile. When the pile runs short, its
-- discard compartment is shuffled and put under it (ours: the published
-- game does that when the compartment is full).
function deckphase.draw(game, level, to, n, shuffle, z)
  z = z or deckphase.zones(game)
  local pile = z.pile[level]
  if game:count(pile) < n then
    local discard = z.discard[level]
    if shuffle then
      game:shuffle(discard)
    end
    for _, card in ipairs(game:pieces(discard)) do
      game:move(card, pile, "bottom")
    end
  end
  return game:draw(pile, to, n)
end

-- Returns a card to its pile's discard compartment (starter cards: the box).
function deckphase.discard(game, card, level, z)
  z = z or deckphase.zones(game)
  game:move(card, z.discard[level] or z.box)
end

-- The redraw of the deck phase: the cards of `list` (drawn earlier into
-- `to`) are discarded and as many new ones drawn from the same pile. The new
-- cards are drawn first and the old ones discarded after, so that a pile
-- refilled from its discard compartment never gives a player back a card they
-- have just thrown away (the rules text: "gleich viele neue Karten"). When
-- pile and compartment together hold fewer, fewer new cards come. Returns
-- the new cards.
function deckphase.redraw(game, level, to, list, shuffle, z)
  z = z or deckphase.zones(game)
  local got = deckphase.draw(game, level, to, #list, shuffle, z)
  for _, card in ipairs(list) do
    game:move(card, z.discard[level])
  end
  return got
end

-- The cards of a zone sorted by piece id (so a list of options does not
-- give away the order of a face-down deck).
local function sorted_cards(game, zone)
  local list = game:pieces(zone)
  table.sort(list)
  return list
end

-- Runs the "selected" effects of `card`, just kept by seat p. Drafts are
-- queued in pending[p] as { level =, amount = }.
local function selected(game, p, card, pending)
  local c = CARD[game:def(card)]
  for _, eff in ipairs(c.selected) do
    if eff.kind == "fans" then
      sides.add_fans(game, sides.get(game, p), eff.amount)
      game:log("%s gains %s from a Selected effect (%s)", game:seat_name(p), text.count(eff.amount, "fan"), c.name)
    elseif eff.kind == "draft" then
      local queue = pending[p]
      queue[#queue + 1] = { level = eff.level, amount = eff.amount, name = c.name }
    end
  end
end

-- Step 6 (also before the final): seats remove any number of deck cards.
function deckphase.trim(game, seats, z)
  z = z or deckphase.zones(game)
  local requests, any = {}, false
  for _, p in ipairs(seats) do
    local deck = game:zone("deck", p)
    if game:count(deck) > 0 then
      -- A player looks through their own deck to thin it: they see the
      -- cards, the other players do not.
      game:show(game:pieces(deck), p)
      requests[p] = { prompt = "Remove any number of cards from your deck", min = 0, max = game:count(deck),
        pieces = sorted_cards(game, deck) }
      any = true
    end
  end
  if not any then
    return
  end
  local _, picked = game:choose_all(requests)
  for _, p in ipairs(seats) do
    local list = picked[p]
    if list and #list > 0 then
      for _, card in ipairs(list) do
        deckphase.discard(game, card, CARD[game:def(card)].level, z)
      end
      game:log("%s removes %s from their deck", game:seat_name(p), text.count(#list, "card"))
    end
  end
end

function deckphase.run(game)
  local r = game:round()
  local schedule = cards.rounds[r]
  local n = game:players()
  local shuffle = game:option("shuffle")
  local z = deckphase.zones(game)
  local seats, offer, draw, deck, names = {}, {}, {}, {}, {}
  for p = 1, n do
    seats[p] = p
    offer[p] = schedule.offers[1]
    draw[p] = game:zone("draw", p)
    deck[p] = game:zone("deck", p)
    names[p] = game:seat_name(p)
  end

  -- 1. Which pile.
  if #schedule.offers > 1 then
    local options = {}
    for _, o in ipairs(schedule.offers) do
      options[#options + 1] = { id = o.level, label = string.format("Level %s pile: keep up to %d", o.level, o.keep) }
    end
    local requests = {}
    for p = 1, n do
      requests[p] = { prompt = "Round " .. r .. ": choose the pile you draw from", options = options }
    end
    local answers = game:choose_all(requests)
    for p = 1, n do
      for _, o in ipairs(schedule.offers) do
        if o.level == answers[p] then
          offer[p] = o
        end
      end
    end
  end

  -- 2. Draw five.
  local requests, any = {}, false
  for p = 1, n do
    local drawn = deckphase.draw(game, offer[p].level, draw[p], deckphase.DRAW, shuffle, z)
    -- 3. Discard and draw again, once (asked together with the others).
    if #drawn > 0 then
      requests[p] = { prompt = "Discard any of the drawn cards to draw as many new ones (once per round)",
        min = 0, max = #drawn, pieces = drawn }
      any = true
    end
  end
  if any then
    local _, picked = game:choose_all(requests)
    for p = 1, n do
      local list = picked[p]
      if list and #list > 0 then
        local got = deckphase.redraw(game, offer[p].level, draw[p], list, shuffle, z)
        game:log("%s draws %s", names[p], text.count(#got, "new card"))
      end
    end
  end

  -- 4. Keep 1 or 2.
  requests, any = {}, false
  for p = 1, n do
    local hand = game:pieces(draw[p])
    if #hand > 0 then
      local keep = math.min(offer[p].keep, #hand)
      local prompt = keep == 1 and "Keep 1 card for your deck" or ("Keep 1 to " .. keep .. " cards for your deck")
      requests[p] = { prompt = prompt, min = 1, max = keep, pieces = hand }
      any = true
    end
  end
  local pending = {}
  if any then
    local _, picked = game:choose_all(requests)
    for p = 1, n do
      pending[p] = {}
      local kept = picked[p] or {}
      if type(kept) ~= "table" then
        kept = { kept } -- a request with min = max = 1 answers a single piece
      end
      for _, card in ipairs(kept) do
        game:move(card, deck[p])
      end
      local rest = game:count(draw[p])
      if rest > 0 then
        game:draw(draw[p], z.discard[offer[p].level], rest)
      end
      game:log("%s adds %s to their deck", names[p], text.count(#kept, "card"))
      -- 5. Selected effects.
      for _, card in ipairs(kept) do
        if CARD[game:def(card)].selected[1] then
          selected(game, p, card, pending)
        end
      end
    end
  end

  -- 5b. Drafts of selected effects, one at a time per seat.
  while true do
    requests, any = {}, false
    local drafting = {}
    for p = 1, n do
      local queue = pending[p]
      while queue and #queue > 0 and not requests[p] do
        local d = table.remove(queue, 1)
        local got = deckphase.draw(game, d.level, draw[p], d.amount, shuffle, z)
        if #got > 0 then
          drafting[p] = d
          requests[p] = { prompt = d.name .. ": add 1 of these cards to your deck", pieces = got }
          any = true
        end
      end
    end
    if not any then
      break
    end
    local _, picked = game:choose_all(requests)
    for p = 1, n do
      if picked[p] then
        game:move(picked[p], deck[p])
        local rest = game:count(draw[p])
        if rest > 0 then
          game:draw(draw[p], z.discard[drafting[p].level], rest)
        end
        selected(game, p, picked[p], pending)
      end
    end
  end

  -- 6. Thin the deck.
  deckphase.trim(game, seats, z)
end

return deckphase
