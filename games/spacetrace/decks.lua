-- Decks: the lists of data/decks.toml (presets and custom decks; mods add
-- more) and random legal decks. Every deck is checked against the deck rules
-- once, when the rules load; a game with a broken deck does not start, and the
-- error names the file, the line, the deck, the card and the rule.
--
-- The deck rules (the text's, made exact where it is vague; ours are marked):
--   first game:  exactly 12 ship cards and 10 reinforcements; no tactic card,
--                commander, class-II ship, Apollo or Mothership
--   second game: exactly 17 ship cards and 14 reinforcements; no tactic card
--                or commander
--   full game:   at least 40 cards, of which 13 to 17 reinforcements (the text:
--                "about 15"; the range is ours), at least one commander and at
--                least one Mothership
--   always:      at most 1 of a card with limit 1 (Kamikaze, Penguins,
--                Doomstar, every special reinforcement), any number of a
--                standard reinforcement, at most 3 of any other card (ours);
--                no Base (each player has one on the table)
local cards = require("cards")

local decks = {}

local DEFAULT_LIMIT = 3
local REINFORCEMENTS = { first = { 10, 10 }, second = { 14, 14 }, full = { 13, 17 } }
local SHIPS = { first = 12, second = 17 }
local FULL_SIZE = 40

-- The most copies of card c a deck may hold (nil: any number): the card's
-- `limit`, else any number of a standard reinforcement, one of any other
-- reinforcement (the text) and 3 of the rest.
function decks.limit(c)
  if c.limit then
    return c.limit
  end
  if c.type == "reinforcement" then
    return not c.standard and 1 or nil
  end
  return DEFAULT_LIMIT
end

-- Whether card c may be in a deck of `mode` at all, and if not, why.
function decks.allowed(c, mode)
  if c.type == "base" then
    return false, "the Base is not a deck card (each player has one on the table)"
  end
  if mode ~= "full" and (c.type == "tactic" or c.type == "commander") then
    return false, string.format("%s cards are taken out for the %s game", c.type, mode)
  end
  if mode == "first" and c.type == "ship" and (c.class == 2 or not c.first_game) then
    return false, c.class == 2 and "class-II ships are taken out for the first game"
      or c.name .. " is taken out for the first game"
  end
  return true
end

-- The problems of one deck entry with counts by card ({ card = id, count = n }).
local function check_cards(entry, out)
  local seen, counts = {}, { ship = 0, reinforcement = 0, commander = 0, mothership = 0, total = 0 }
  for _, line in ipairs(entry.cards) do
    local c = cards.def[line.card]
    if not c then
      out[#out + 1] = string.format("card '%s': no such card in data/cards", line.card)
    elseif seen[line.card] then
      out[#out + 1] = string.format("card '%s' is listed twice: give it one entry with its count", line.card)
    else
      seen[line.card] = true
      local ok, why = decks.allowed(c, entry.mode)
      local limit = decks.limit(c)
      if not ok then
        out[#out + 1] = string.format("card '%s': %s", line.card, why)
      elseif limit and line.count > limit then
        out[#out + 1] = string.format("card '%s': %d copies, but a deck may hold at most %d", line.card, line.count,
          limit)
      end
      counts.total = counts.total + line.count
      counts[c.type] = (counts[c.type] or 0) + line.count
      if c.has.opens_fleet then
        counts.mothership = counts.mothership + line.count
      end
    end
  end
  return counts
end

local function check_sizes(entry, counts, out)
  local mode = entry.mode
  local low, high = REINFORCEMENTS[mode][1], REINFORCEMENTS[mode][2]
  if counts.reinforcement < low or counts.reinforcement > high then
    out[#out + 1] = string.format("%d reinforcements, but the %s game needs %s", counts.reinforcement, mode,
      low == high and tostring(low) or low .. " to " .. high)
  end
  if SHIPS[mode] and counts.ship ~= SHIPS[mode] then
    out[#out + 1] = string.format("%d ship cards, but the %s game needs %d", counts.ship, mode, SHIPS[mode])
  end
  if mode == "full" then
    if counts.total < FULL_SIZE then
      out[#out + 1] = string.format("%d cards, but a deck for the full game needs at least %d", counts.total,
        FULL_SIZE)
    end
    if counts.commander < 1 then
      out[#out + 1] = "no commander, but a deck for the full game needs at least one"
    end
    if counts.mothership < 1 then
      out[#out + 1] = "no Mothership, but a deck for the full game needs at least one"
    end
  end
end

-- The problems of a deck entry (a list of messages, empty when it is legal).
function decks.check(entry)
  local out = {}
  check_sizes(entry, check_cards(entry, out), out)
  return out
end

-- Copies of the deck entries, the presets by mode and value, and the problems
-- found: { id =, message = } (the deck id; nil for a missing preset).
decks.all, decks.preset, decks.problems = {}, { first = {}, second = {}, full = {} }, {}

for _, entry in ipairs(data.decks) do
  local deck = { id = entry.id, name = entry.name, mode = entry.mode, preset = entry.preset, cards = {} }
  for i, line in ipairs(entry.cards) do
    deck.cards[i] = { card = line.card, count = line.count }
  end
  decks.all[#decks.all + 1] = deck
  for _, message in ipairs(decks.check(deck)) do
    decks.problems[#decks.problems + 1] = { id = deck.id, message = message }
  end
  if deck.preset then
    local first = decks.preset[deck.mode][deck.preset]
    if first then
      decks.problems[#decks.problems + 1] = { id = deck.id, message = string.format(
        "a second %s preset '%s' (the first is '%s')", deck.mode, deck.preset, first.id) }
    end
    decks.preset[deck.mode][deck.preset] = deck
  end
end
for _, mode in ipairs({ "first", "second", "full" }) do
  for _, preset in ipairs({ "balanced", "swarm", "heavy" }) do
    if not decks.preset[mode][preset] then
      decks.problems[#decks.problems + 1] = { message = string.format("no deck is the %s preset '%s'", mode, preset) }
    end
  end
end

-- The legal decks of a mode (presets first, in file order).
function decks.of_mode(mode)
  local out = {}
  for _, deck in ipairs(decks.all) do
    if deck.mode == mode then
      out[#out + 1] = deck
    end
  end
  return out
end

-- The card ids of a deck, one per card.
function decks.expand(deck)
  local out = {}
  for _, line in ipairs(deck.cards) do
    for _ = 1, line.count do
      out[#out + 1] = line.card
    end
  end
  return out
end

-- Every card of the set that a deck of `mode` may hold, by type (one entry
-- per copy it may hold, standard reinforcements `room` times).
local function pool(mode, room)
  local out = { ship = {}, reinforcement = {}, tactic = {}, commander = {}, mothership = {} }
  for _, c in ipairs(cards.list) do
    if decks.allowed(c, mode) then
      local kind = c.has.opens_fleet and "mothership" or c.type
      for _ = 1, decks.limit(c) or room do
        local list = out[kind]
        list[#list + 1] = c.id
      end
    end
  end
  return out
end

-- Moves n random entries of `list` into `deck` (list shrinks).
local function take(game, list, n, deck)
  for _ = 1, n do
    local k = game:random(1, #list)
    deck[#deck + 1] = table.remove(list, k)
  end
end

-- A random legal deck of `mode`: card ids. The full game: 15
-- reinforcements, 1 or 2 commanders, 1 Mothership, 4 to 8 tactic cards and
-- ship cards for the rest of 40.
function decks.random(game, mode)
  local p = pool(mode, 15)
  local deck = {}
  if mode == "full" then
    take(game, p.reinforcement, 15, deck)
    take(game, p.commander, game:random(1, 2), deck)
    take(game, p.mothership, 1, deck)
    take(game, p.tactic, game:random(4, 8), deck)
    take(game, p.ship, FULL_SIZE - #deck, deck)
  else
    for _, m in ipairs(p.mothership) do
      p.ship[#p.ship + 1] = m
    end
    take(game, p.reinforcement, REINFORCEMENTS[mode][1], deck)
    take(game, p.ship, SHIPS[mode], deck)
  end
  return deck
end

return decks
