-- The preconstructed decks of data/decks.toml and the deck rules:
--   * a draw deck of at least 45 cards, no Problems and no Mane in it;
--   * at most 3 copies of a name in the draw deck (the schema checks each
--     line; a name given on two lines is caught here);
--   * exactly one Mane Character, outside the draw deck;
--   * a Problem deck of exactly 10 Problems, at most 2 copies of a name, at
--     least one Starting Problem;
--   * Unique: at most 1 copy in a deck (unless option unique = in_play);
--   * no test-only card.
-- decks.problems(deck, unique) lists every broken rule. Set-up refuses a
-- game while any deck of the data breaks one (the Unique deck limit once the
-- option is known), naming the file and line of the deck's entry (a mod's
-- file when a mod changed it); only a game can tell those.
local cards = require("cards")

local decks = {}

decks.MIN_DRAW = 45
decks.MAX_COPIES = 3
decks.PROBLEMS = 10
decks.MAX_PROBLEM_COPIES = 2

local function add(out, deck, card, fmt, ...)
  local where = string.format("deck '%s': ", deck.id)
  if card then
    where = where .. string.format("card '%s': ", card)
  end
  out[#out + 1] = where .. string.format(fmt, ...)
end

-- Copies per card id, in list order (a card given twice is summed).
local function tally(list)
  local count, order = {}, {}
  for _, line in ipairs(list) do
    if not count[line.card] then
      order[#order + 1] = line.card
      count[line.card] = 0
    end
    count[line.card] = count[line.card] + line.copies
  end
  return count, order
end

local function check_mane(deck, out)
  local mane = cards.def[deck.mane]
  if not mane then
    add(out, deck, deck.mane, "no such card (Mane Character)")
  elseif mane.type ~= "mane" then
    add(out, deck, deck.mane, "is a %s, not a Mane Character (exactly one Mane Character per deck)", mane.type)
  end
end

local function check_draw(deck, unique, out)
  local count, order = tally(deck.cards)
  local total, by_name = 0, {}
  for _, id in ipairs(order) do
    local def = cards.def[id]
    local n = count[id]
    total = total + n
    if not def then
      add(out, deck, id, "no such card")
    elseif def.type == "problem" then
      add(out, deck, id, "a Problem may not be in the draw deck (it belongs in the problem deck)")
    elseif def.type == "mane" then
      add(out, deck, id, "a Mane Character is not part of the draw deck (exactly one, given as mane)")
    elseif def.test_only then
      add(out, deck, id, "a test-only card may not be in a deck")
    else
      by_name[def.name] = (by_name[def.name] or 0) + n
      if by_name[def.name] > decks.MAX_COPIES then
        add(out, deck, id, "%d copies of '%s' (at most %d of a name)", by_name[def.name], def.name, decks.MAX_COPIES)
      end
      if def.keywords.unique and unique ~= "in_play" and by_name[def.name] > 1 then
        add(out, deck, id, "%d copies of a Unique card (Unique: at most 1 in a deck)", by_name[def.name])
      end
    end
  end
  if total < decks.MIN_DRAW then
    add(out, deck, nil, "the draw deck has %d cards (at least %d)", total, decks.MIN_DRAW)
  end
end

local function check_problems(deck, out)
  local count, order = tally(deck.problems)
  local total, starting, by_name = 0, false, {}
  for _, id in ipairs(order) do
    local def = cards.def[id]
    total = total + count[id]
    if not def then
      add(out, deck, id, "no such card")
    elseif def.type ~= "problem" then
      add(out, deck, id, "a %s may not be in the problem deck (Problems only)", def.type)
    else
      if def.test_only then
        add(out, deck, id, "a test-only card may not be in a deck")
      end
      -- counted by name, as the draw deck is: two data entries may print one card
      by_name[def.name] = (by_name[def.name] or 0) + count[id]
      if by_name[def.name] > decks.MAX_PROBLEM_COPIES then
        add(out, deck, id, "%d copies of '%s' (at most %d of a Problem)", by_name[def.name], def.name,
          decks.MAX_PROBLEM_COPIES)
      end
      starting = starting or def.keywords.starting_problem
    end
  end
  if total ~= decks.PROBLEMS then
    add(out, deck, nil, "the problem deck has %d Problems (exactly %d)", total, decks.PROBLEMS)
  end
  if not starting then
    add(out, deck, nil, "the problem deck has no Starting Problem (at least one)")
  end
end

-- Every broken deck rule of `deck` (a table shaped like a data.decks entry),
-- as messages naming the file, the deck, the card and the rule. `unique` is
-- the option's value ("both", "deck" or "in_play").
function decks.problems(deck, unique)
  local out = {}
  check_mane(deck, out)
  check_draw(deck, unique, out)
  check_problems(deck, out)
  return out
end

-- Plain copies of the decks. broken: the first broken rule of each deck that
-- breaks one, the Unique deck limit left to set-up (it depends on an option).
decks.def = {}
decks.list = {}
local broken = {}
for _, entry in ipairs(data.decks) do
  local deck = cards.copy(entry)
  deck.id = entry.id
  local problems = decks.problems(deck, "in_play")
  if #problems > 0 then
    broken[#broken + 1] = { id = deck.id, message = problems[1] }
  end
  decks.def[deck.id] = deck
  decks.list[#decks.list + 1] = deck
end

-- The Events of each deck (one per line of its list) and the event kinds
-- its Reaction Events answer: what a seat could hold, as everybody knows it
-- (the deck is an option), for response windows that must not tell what it
-- does hold.
for _, deck in ipairs(decks.list) do
  deck.events, deck.listens = {}, {}
  for _, line in ipairs(deck.cards) do
    local def = cards.def[line.card]
    if def and def.type == "event" then
      deck.events[#deck.events + 1] = def
      for kind in pairs(def.listens) do
        deck.listens[kind] = true
      end
    end
  end
end

-- "file:line: message" for deck `id`.
local function located(game, id, message)
  local file, line = game:data_source("decks", id)
  return string.format("%s:%d: %s", file, line, message)
end

-- Stops the game while a deck of the data breaks a deck rule, naming each.
function decks.check_all(game)
  if #broken == 0 then
    return
  end
  local lines = {}
  for _, b in ipairs(broken) do
    lines[#lines + 1] = located(game, b.id, b.message)
  end
  error("the deck rules are broken:\n" .. table.concat(lines, "\n"), 0)
end

-- The card ids of a deck's draw deck and problem deck, in list order.
function decks.expand(deck, field)
  local out = {}
  for _, line in ipairs(deck[field]) do
    for _ = 1, line.copies do
      out[#out + 1] = line.card
    end
  end
  return out
end

-- The deck seat s plays, unchecked (set-up has checked it).
function decks.of_seat(game, s)
  return decks.def[game:option("deck", s)]
end

-- The deck a seat plays, checked against the Unique option; stops the game
-- with the rule it breaks.
function decks.for_seat(game, s)
  local id = game:option("deck", s)
  local deck = decks.def[id]
  if not deck then
    error(string.format("data/decks.toml: no deck '%s' (option deck of seat %d)", id, s), 0)
  end
  local problems = decks.problems(deck, game:option("unique"))
  if #problems > 0 then
    error(located(game, id, problems[1]), 0)
  end
  return deck
end

return decks
