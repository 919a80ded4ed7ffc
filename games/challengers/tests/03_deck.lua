-- The deck phase. With shuffle = false the level piles keep their file order
-- (cut = 56 brings the space set's Probes and Cadets to the top of level A):
-- seat 1 draws Probe x4 and Cadet, seat 2 Cadet x3 and Net Mender x2.
local util = require("tests.lib.util")
local cards = require("cards")
local scripted = require("scripted")

local SPACE_ON_TOP = { shuffle = false, cut = 56 }

local function all_level(game, zone, level)
  for _, piece in ipairs(game:pieces(zone)) do
    if cards.def[game:def(piece)].level ~= level then
      return false
    end
  end
  return true
end

return {
  {
    name = "round 1: everybody draws 5 cards from the level A pile",
    players = 3, seed = 4,
    check = function(game)
      for p = 1, 3 do
        local draw = game:zone("draw", p)
        util.expect(game:count(draw) == 5, "seat %d drew 5", p)
        util.expect(all_level(game, draw, "A"), "seat %d drew level A cards", p)
        util.expect(game:count(game:zone("deck", p)) == 6, "the starter deck has 6 cards")
      end
    end,
  },
  {
    name = "once per deck phase: discard drawn cards and draw as many new ones",
    players = 2, options = SPACE_ON_TOP,
    choices = { { 1, { "space_probe", "space_probe#2" } }, { 2, {} } },
    check = function(game)
      local draw = game:zone("draw", 1)
      util.expect(game:count(draw) == 5, "still 5 cards")
      util.expect(util.count(game, draw, "space_probe") == 2, "two Probes left")
      util.expect(util.count(game, draw, "harbor_net_mender") == 2, "two new cards from the top of the pile")
      util.expect(util.count(game, game:zone("discard_A"), "space_probe") == 2, "the discarded Probes")
      util.expect(game:count(game:zone("draw", 2)) == 5, "seat 2 kept its draw")
    end,
  },
  {
    name = "keep 1 or 2: kept cards join the deck, Selected effects happen (fans, draft)",
    players = 2, options = SPACE_ON_TOP,
    choices = {
      { 1, {} }, { 2, {} },                                       -- no redraw
      { 1, { "space_probe", "space_cadet" } }, { 2, { "space_cadet" } },  -- keep
      { 1, "harbor_net_mender" },                                 -- the Probe's draft (level A, 2 cards)
      { 1, {} }, { 2, {} },                                       -- no trimming
    },
    check = function(game)
      util.expect(game:round() == 2, "round 2 has begun")
      util.expect(game:count(game:zone("deck", 1)) == 9, "6 + Probe + Cadet + drafted card")
      util.expect(util.count(game, game:zone("deck", 1), "harbor_net_mender") == 1, "the drafted Net Mender")
      util.expect(game:count(game:zone("deck", 2)) == 7, "6 + Cadet")
      util.expect(game:counter("fan_tokens", 1) == 1 and game:counter("fan_tokens", 2) == 1, "each Cadet: 1 fan")
      util.expect(game:count(game:zone("draw", 1)) == 5 and all_level(game, game:zone("draw", 1), "B"),
        "round 2: five level B cards")
      util.expect(game:count(game:zone("discard_A")) == 3 + 4 + 1, "unkept cards: 3 + 4, and the undrafted one")
      util.conserved(game)
    end,
  },
  {
    name = "trim: a player sees their own deck's cards while thinning it, the others do not",
    players = 2, options = SPACE_ON_TOP,
    choices = { { 1, {} }, { 2, {} }, { 1, "space_cadet" }, { 2, "harbor_net_mender" } },
    check = function(game)
      for p = 1, 2 do
        local deck = game:pieces(game:zone("deck", p))
        util.expect(#deck > 0, "a deck to thin")
        for _, card in ipairs(deck) do
          util.expect(game:sees(card, p), "seat " .. p .. " sees its own deck card")
          util.expect(not game:sees(card, 3 - p), "seat " .. (3 - p) .. " does not")
        end
      end
    end,
  },
  {
    name = "trim: removed starter cards go to the box, level cards to their pile's discard",
    players = 2, options = SPACE_ON_TOP,
    choices = {
      { 1, {} }, { 2, {} },
      { 1, "space_cadet" }, { 2, "harbor_net_mender" },
      { 1, { "city_rookie", "city_rookie#2", "space_cadet" } }, { 2, { "city_veteran" } },
    },
    check = function(game)
      local box = game:zone("box")
      util.expect(util.count(game, box, "city_rookie") == 2 and util.count(game, box, "city_veteran") == 1,
        "starters in the box")
      util.expect(util.count(game, game:zone("discard_A"), "space_cadet") == 3 + 1,
        "seat 2's three unkept Cadets and seat 1's removed one went back to level A")
      util.expect(game:count(game:zone("deck", 1)) == 4 and game:count(game:zone("deck", 2)) == 6, "decks trimmed")
      util.expect(game:counter("fan_tokens", 1) == 1, "a removed card keeps the fans of its Selected effect")
      util.conserved(game)
    end,
  },
  {
    -- Without shuffling (and no cut) seat 1 draws Noodle Vendors in round 1,
    -- seat 2 Lantern Sellers; the level B pile holds the Night Market's
    -- Enforcers, Fences and Bookies on top, then the Jungle's Shamans and
    -- Toucans.
    name = "round 4 offers level B (keep up to 2) or level C (keep 1)",
    players = 2, options = { shuffle = false },
    choices = {
      { 1, {} }, { 2, {} }, { 1, "night_noodle_vendor" }, { 2, "night_lantern_seller" }, { 1, {} }, { 2, {} },
      { 1, {} }, { 2, {} }, { 1, "night_enforcer" }, { 2, "night_fence" }, { 1, {} }, { 2, {} },
      { 1, {} }, { 2, {} }, { 1, "night_bookie" }, { 2, "jungle_toucan" }, { 1, {} }, { 2, {} },
      { 1, "C" }, { 2, "B" },
    },
    check = function(game)
      util.expect(game:round() == 4, "round 4")
      util.expect(all_level(game, game:zone("draw", 1), "C"), "seat 1 drew level C")
      util.expect(all_level(game, game:zone("draw", 2), "B"), "seat 2 drew level B")
      util.expect(game:count(game:zone("deck", 1)) == 9 and game:count(game:zone("deck", 2)) == 9, "6 + 1 + 1 + 1")
    end,
  },
  {
    name = "the schedule: round 1 level A, later rounds B or C; every round keeps 1 or 2",
    players = 2,
    check = function()
      util.expect(#cards.rounds[1].offers == 1 and cards.rounds[1].offers[1].level == "A", "round 1: level A")
      local seen = {}
      for r = 1, 7 do
        for _, o in ipairs(cards.rounds[r].offers) do
          util.expect(o.keep == 1 or o.keep == 2, "round %d keeps 1 or 2", r)
          seen[o.level] = true
        end
      end
      util.expect(seen.B and seen.C, "levels B and C are offered later")
      for r = 2, 7 do
        for _, o in ipairs(cards.rounds[r].offers) do
          util.expect(o.level ~= "A", "round %d draws from B or C", r)
        end
      end
    end,
  },
  {
    -- The rules text: drawn cards may be discarded once and "gleich viele
    -- neue Karten" drawn from the same pile. With the pile short, the
    -- compartment is put under it, but the cards just discarded are not in
    -- it yet: the player never gets them back.
    name = "redraw: a short pile never gives back the cards just discarded",
    players = 2, options = { shuffle = false },
    check = function(game)
      local deckphase = require("deckphase")
      local pile, box = game:zone("pile_A"), game:zone("box")
      -- Back to the start of the deck phase, with 12 cards in the level A
      -- pile: 5 for each seat and 2 to spare.
      for p = 1, 2 do
        for _, card in ipairs(game:pieces(game:zone("draw", p))) do
          game:move(card, box)
        end
      end
      local list = game:pieces(pile)
      for k = 1, #list - 12 do
        game:move(list[k], box)
      end
      local thrown, hand = {}, nil
      local g = scripted.new(game, {}, function(requests)
        local picked = {}
        local prompt = requests[1] and requests[1].prompt or ""
        if string.find(prompt, "Discard", 1, true) then
          picked[1] = requests[1].pieces -- seat 1 throws all five away
          for _, card in ipairs(picked[1]) do
            thrown[card] = true
          end
          picked[2] = {}
        elseif string.find(prompt, "Keep", 1, true) then
          hand = requests[1].pieces
          for p = 1, 2 do
            picked[p] = { requests[p].pieces[1] }
          end
        else
          for p = 1, 2 do
            picked[p] = {}
          end
        end
        return picked
      end)
      deckphase.run(g)
      util.expect(hand and #hand == 2, "seat 1 drew the 2 cards left in the pile, got %d", hand and #hand or -1)
      for _, card in ipairs(hand) do
        util.expect(not thrown[card], "seat 1 got back a card it had just discarded (%s)", game:def(card))
      end
      util.expect(game:count(game:zone("discard_A")) == 5 + 1 + 4, "seat 1's five discards, the unkept card of"
        .. " seat 1 and the 4 of seat 2: %d", game:count(game:zone("discard_A")))
    end,
  },
  {
    name = "a short level pile is refilled from its discard compartment, put under it",
    players = 2, options = { shuffle = false },
    check = function(game)
      local deckphase = require("deckphase")
      local pile, discard = game:zone("pile_C"), game:zone("discard_C")
      local list = game:pieces(pile)
      for k = 1, #list - 2 do
        game:move(list[k], discard)
      end
      util.expect(game:count(pile) == 2, "two cards left")
      local top = game:top(pile)
      local got = deckphase.draw(game, "C", game:zone("draw", 1), 5, false)
      util.expect(#got == 5 and got[1] == top, "the two pile cards first, then the discards")
      util.expect(game:count(discard) == 0, "the compartment was emptied into the pile")
      util.expect(game:count(pile) == #list - 5, "the rest is in the pile")
    end,
  },
}
