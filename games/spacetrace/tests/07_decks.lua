-- Decks: the deck rules (each broken rule named with the card), the presets,
-- random legal decks, and choosing a deck per seat or at the table.
local util = require("tests.lib.util")
local cards = require("cards")
local decks = require("decks")
local ids = require("ids")

local expect, equal = util.expect, util.equal

-- A copy of a preset with one card's count changed (0 removes it, a new id adds it).
local function variant(base, card, count, mode)
  local deck = { id = "test", mode = mode or base.mode, cards = {} }
  local found = false
  for _, line in ipairs(base.cards) do
    if line.card == card then
      found = true
      if count > 0 then
        deck.cards[#deck.cards + 1] = { card = card, count = count }
      end
    else
      deck.cards[#deck.cards + 1] = { card = line.card, count = line.count }
    end
  end
  if not found and count > 0 then
    deck.cards[#deck.cards + 1] = { card = card, count = count }
  end
  return deck
end

-- The problems of a deck as one string.
local function problems(deck)
  return table.concat(decks.check(deck), "; ")
end

local function expect_problem(deck, pattern)
  local text = problems(deck)
  expect(text:find(pattern, 1, true), "expected a problem '%s', got '%s'", pattern, text)
end

-- The cards of every zone of seat p, by id.
local function owned(game, p)
  local count = {}
  for offset = 1, #ids.seat_zones do
    for _, card in ipairs(game:pieces(ids.zone(p, offset))) do
      count[game:def(card)] = (count[game:def(card)] or 0) + 1
    end
  end
  return count
end

return {
  {
    name = "copy limits: one special reinforcement also when a mod's card names no limit; standard ones unlimited",
    check = function()
      equal(decks.limit({ type = "reinforcement", standard = false }), 1, "a special reinforcement without a limit")
      equal(decks.limit({ type = "reinforcement", standard = true }), nil, "a standard reinforcement")
      equal(decks.limit({ type = "ship" }), 3, "a ship without a limit")
      equal(decks.limit({ type = "ship", limit = 1 }), 1, "a ship with limit 1")
    end,
  },
  {
    name = "every preset keeps the deck rules, and each way to play has all three presets",
    check = function()
      equal(#decks.problems, 0, "problems in data/decks.toml")
      for _, mode in ipairs({ "first", "second", "full" }) do
        for _, preset in ipairs({ "balanced", "swarm", "heavy" }) do
          equal(#decks.check(decks.preset[mode][preset]), 0, mode .. " " .. preset)
        end
      end
    end,
  },
  {
    name = "S02: broken decks are named with the card and the rule",
    check = function()
      local full = decks.preset.full.balanced
      expect_problem(variant(full, "recruits", 3), "39 cards, but a deck for the full game needs at least 40")
      expect_problem(variant(full, "penguins", 2), "card 'penguins': 2 copies, but a deck may hold at most 1")
      expect_problem(variant(full, "cruiser", 4), "card 'cruiser': 4 copies, but a deck may hold at most 3")
      expect_problem(variant(variant(full, "admiral_veyra", 0), "quartermaster_ilse", 0), "no commander")
      expect_problem(variant(full, "mothership", 0), "no Mothership")
      expect_problem(variant(full, "base", 1), "card 'base': the Base is not a deck card")
      expect_problem(variant(full, "figter", 1), "card 'figter': no such card")
      expect_problem(variant(full, "recruits", 10), "21 reinforcements, but the full game needs 13 to 17")
      local second = decks.preset.second.balanced
      expect_problem(variant(second, "torpedo_salvo", 1), "card 'torpedo_salvo': tactic cards are taken out")
      expect_problem(variant(second, "fighter", 1), "16 ship cards, but the second game needs 17")
      local first = decks.preset.first.balanced
      expect_problem(variant(first, "static_wasps", 1), "class-II ships are taken out for the first game")
      expect_problem(variant(first, "apollo", 1), "Apollo is taken out for the first game")
      expect_problem(variant(first, "mothership", 1), "Mothership is taken out for the first game")
      -- the exact sizes of the first and second game (a standard reinforcement
      -- or a Fighter more than the preset holds)
      local function count_of(deck, card)
        for _, line in ipairs(deck.cards) do
          if line.card == card then
            return line.count
          end
        end
        return 0
      end
      expect_problem(variant(first, "recruits", count_of(first, "recruits") + 1),
        "11 reinforcements, but the first game needs 10")
      expect_problem(variant(first, "fighter", count_of(first, "fighter") + 1),
        "13 ship cards, but the first game needs 12")
      expect_problem(variant(second, "recruits", count_of(second, "recruits") + 1),
        "15 reinforcements, but the second game needs 14")
      local twice = variant(full, "recruits", 4)
      twice.cards[#twice.cards + 1] = { card = "recruits", count = 1 }
      expect_problem(twice, "card 'recruits' is listed twice")
      equal(problems(variant(full, "recruits", 5)), "", "41 cards with 16 reinforcements is legal")
      equal(problems(variant(full, "recruits", 10)), "21 reinforcements, but the full game needs 13 to 17",
        "any number of a standard reinforcement, within the reinforcement range")
    end,
  },
  {
    name = "A23: a commander in a deck of the second or the first game breaks the deck rules",
    check = function()
      expect_problem(variant(decks.preset.second.balanced, "admiral_veyra", 1),
        "card 'admiral_veyra': commander cards are taken out for the second game")
      expect_problem(variant(decks.preset.first.balanced, "quartermaster_ilse", 1),
        "card 'quartermaster_ilse': commander cards are taken out for the first game")
      expect(not decks.allowed(cards.def.admiral_veyra, "second"), "Veyra allowed in the second game")
      expect(decks.allowed(cards.def.admiral_veyra, "full"), "Veyra not allowed in the full game")
    end,
  },
  {
    name = "random decks keep the deck rules in every way to play",
    check = function(game)
      for _, mode in ipairs({ "first", "second", "full" }) do
        for _ = 1, 200 do
          local count = {}
          for _, id in ipairs(decks.random(game, mode)) do
            count[id] = (count[id] or 0) + 1
          end
          local deck = { id = "random", mode = mode, cards = {} }
          for _, c in ipairs(cards.list) do
            if count[c.id] then
              deck.cards[#deck.cards + 1] = { card = c.id, count = count[c.id] }
            end
          end
          equal(problems(deck), "", "a random " .. mode .. " deck")
        end
      end
    end,
  },
  {
    name = "each seat plays its own deck option",
    options = { mode = "first", ["deck.1"] = "swarm", ["deck.2"] = "heavy" },
    check = function(game)
      for p, preset in ipairs({ "swarm", "heavy" }) do
        local want = {}
        for _, id in ipairs(decks.expand(decks.preset.first[preset])) do
          want[id] = (want[id] or 0) + 1
        end
        want.base = 1
        local got = owned(game, p)
        for id, n in pairs(want) do
          equal(got[id], n, string.format("seat %d: %s", p, id))
        end
      end
    end,
  },
  {
    name = "deck = choose: each seat picks a deck of its way to play at the table",
    options = { mode = "second", deck = "choose" },
    choices = { { 1, "second_heavy" }, { 2, "second_swarm" } },
    check = function(game)
      equal(owned(game, 1).apollo, 1, "seat 1 plays the heavy deck")
      equal(owned(game, 2).lancers, 1, "seat 2 plays the swarm deck")
    end,
  },
}
