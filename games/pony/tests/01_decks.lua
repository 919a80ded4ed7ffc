-- Deck rules (rules text "Was brauche ich zum Spielen?"; digest W-01..W-04,
-- AS-01): every preconstructed deck is valid; each broken rule is refused
-- with the file, the deck, the card and the rule.
local decks = require("decks")
local cards = require("cards")
local confront = require("confront")
local util = require("tests.lib.util")
local expect = util.expect

-- A copy of deck `id` changed by fn(deck).
local function mutated(id, fn)
  local deck = cards.copy(decks.def[id])
  deck.id = id
  fn(deck)
  return deck
end

local function set_copies(list, card, n)
  for _, line in ipairs(list) do
    if line.card == card then
      line.copies = n
      return
    end
  end
  list[#list + 1] = { card = card, copies = n }
end

-- The problems of a deck contain one message with every given fragment.
local function refused(deck, unique, ...)
  local fragments = { ... }
  for _, message in ipairs(decks.problems(deck, unique or "both")) do
    local all = true
    for _, f in ipairs(fragments) do
      all = all and message:find(f, 1, true) ~= nil
    end
    if all then
      return true
    end
  end
  error("not refused with " .. table.concat(fragments, " / ") .. ": " .. table.concat(decks.problems(deck, unique
    or "both"), "; "), 2)
end

return {
  {
    name = "decks: the four preconstructed decks are valid (45+ cards, one Mane, 10 Problems)",
    check = function()
      expect(#decks.list >= 3, "at least three decks")
      for _, deck in ipairs(decks.list) do
        local problems = decks.problems(deck, "both")
        expect(#problems == 0, "%s: %s", deck.id, table.concat(problems, "; "))
        expect(#decks.expand(deck, "cards") >= 45, "%s has 45+ cards", deck.id)
        expect(#decks.expand(deck, "problems") == 10, "%s has 10 Problems", deck.id)
      end
    end,
  },
  {
    name = "decks W-02/AS-01: 44 draw cards are refused, 45 accepted",
    check = function()
      local deck = mutated("meadow", function(d) set_copies(d.cards, "burrow_bunny", 1) end)
      refused(deck, nil, "deck 'meadow'", "44 cards", "at least 45")
      expect(#decks.problems(decks.def.meadow, "both") == 0, "45 is enough")
    end,
  },
  {
    name = "decks W-02/AS-01: a 4th copy of a name is refused (Cirrus Dart)",
    check = function()
      local deck = mutated("skyward", function(d) d.cards[#d.cards + 1] = { card = "cirrus_dart", copies = 1 } end)
      refused(deck, nil, "deck 'skyward'", "card 'cirrus_dart'", "4 copies", "at most 3 of a name")
    end,
  },
  {
    name = "decks W-04/AS-01: a 2nd Stormcaller Vessa (Unique) is refused; option unique=in_play allows it",
    check = function()
      local deck = mutated("skyward", function(d) set_copies(d.cards, "stormcaller_vessa", 2) end)
      refused(deck, "both", "card 'stormcaller_vessa'", "Unique")
      refused(deck, "deck", "card 'stormcaller_vessa'", "Unique")
      expect(#decks.problems(deck, "in_play") == 0, "in_play: only the in-play limit")
    end,
  },
  {
    name = "decks W-02/AS-01: a Problem in the draw deck is refused",
    check = function()
      local deck = mutated("orchard", function(d) d.cards[#d.cards + 1] = { card = "fence_down", copies = 1 } end)
      refused(deck, nil, "card 'fence_down'", "a Problem may not be in the draw deck")
    end,
  },
  {
    name = "decks W-01/AS-01: a 3rd copy of a Problem, 9 Problems, no Starting Problem are refused",
    check = function()
      refused(mutated("skyward", function(d) set_copies(d.problems, "library_overflow", 3) end), nil,
        "card 'library_overflow'", "3 copies", "at most 2 of a Problem")
      refused(mutated("skyward", function(d) set_copies(d.problems, "library_overflow", 1) end), nil,
        "9 Problems", "exactly 10")
      refused(mutated("skyward", function(d)
        d.problems = { { card = "library_overflow", copies = 2 }, { card = "storm_over_the_pass", copies = 2 },
          { card = "lost_map_pieces", copies = 2 }, { card = "owls_riddle", copies = 2 }, { card = "spring_thaw",
            copies = 2 } }
      end), nil, "no Starting Problem")
      -- counts 2 x 5 (five names) are fine; 3,3,2,2 is not
      refused(mutated("skyward", function(d)
        d.problems = { { card = "runaway_kites", copies = 3 }, { card = "library_overflow", copies = 3 },
          { card = "storm_over_the_pass", copies = 2 }, { card = "lost_map_pieces", copies = 2 } }
      end), nil, "card 'runaway_kites'", "at most 2 of a Problem")
    end,
  },
  {
    name = "decks W-01: the Problem limit counts names: 2 Fence Down and 1 reprint of it under another id are 3",
    check = function()
      local deck = mutated("orchard", function(d)
        set_copies(d.problems, "fence_down", 2)
        d.problems[#d.problems + 1] = { card = "fence_down_reprint", copies = 1 }
      end)
      refused(deck, nil, "card 'fence_down_reprint'", "3 copies of 'Fence Down'", "at most 2 of a Problem")
      refused(deck, nil, "card 'fence_down_reprint'", "test-only")
    end,
  },
  {
    name = "decks W-03/AS-01: the Mane is outside the deck; a second Mane or none is refused",
    check = function()
      refused(mutated("skyward", function(d) d.cards[#d.cards + 1] = { card = "bramble", copies = 1 } end), nil,
        "card 'bramble'", "not part of the draw deck")
      refused(mutated("skyward", function(d) d.mane = "gale_runner" end), nil, "card 'gale_runner'",
        "not a Mane Character")
      refused(mutated("skyward", function(d) d.mane = "nobody" end), nil, "card 'nobody'", "no such card")
    end,
  },
  {
    name = "decks: test-only cards may not be in a deck",
    check = function()
      refused(mutated("skyward", function(d) d.cards[#d.cards + 1] = { card = "free_runner", copies = 1 } end), nil,
        "card 'free_runner'", "test-only")
    end,
  },
  {
    name = "decks: per-seat deck option; each seat gets its Mane, 45+ draw cards and 10 Problems",
    options = { ["deck.1"] = "orchard", ["deck.2"] = "meadow" },
    choices = { { 1, "fence_down" }, { 2, "reading_hour" } },
    check = function(game)
      expect(util.at(game, 1, "bramble") == "home", "Bramble at seat 1's home")
      expect(util.at(game, 2, "clover") == "home", "Clover at seat 2's home")
      expect(util.count(game, 1, "deck") + util.count(game, 1, "hand") == 46, "Orchard: 46 draw cards")
      expect(util.count(game, 2, "deck") + util.count(game, 2, "hand") == 45, "Meadow: 45 draw cards")
      expect(util.count(game, 1, "problem_deck") == 9 and util.count(game, 2, "problem_deck") == 9, "9 + 1 Problems")
      expect(cards.of(game, game:top(util.board.zone[1].problem)).id == "fence_down", "seat 1's Starting Problem")
      expect(cards.of(game, game:top(util.board.zone[2].problem)).id == "reading_hour", "seat 2's Starting Problem")
    end,
  },
  {
    name = "cards: every Problem of the pool prints both requirements as the rules read them",
    check = function()
      local n = 0
      for _, def in ipairs(cards.list) do
        if def.type == "problem" and not def.test_only then
          local printed = string.format("Owner: %s. Opponent: %d of any colours.", confront.need_text(def),
            def.opponent_need)
          expect(def.text == printed, "%s prints '%s', expected '%s'", def.id, tostring(def.text), printed)
          n = n + 1
        end
      end
      expect(n >= 10, "the pool has Problems")
    end,
  },
}
