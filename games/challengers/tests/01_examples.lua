-- The worked examples of the rules text (docs/games/challengers.md, "Worked
-- examples"), played by calling the match rules from check functions on
-- stacked decks. Scenarios stop at the first deck phase decision of round 1;
-- the check then empties the two sides and stacks their decks.
local util = require("tests.lib.util")
local tournament = require("tournament")

local NO_SHUFFLE = { shuffle = false }

return {
  {
    name = "example: the defence is only the single visible card of the stack",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      -- a begins with Pigeon Keeper (3). b attacks: Rookie 1 + Rookie 1 +
      -- Hopeful 2 = 4 >= 3, so b's stack is Rookie, Rookie, Hopeful and the
      -- flag lies on Hopeful: b defends with 2, not 4. a attacks with
      -- Hopeful (2 >= 2) and takes the flag back; b cannot reveal and loses.
      util.deck(game, a, { "city_pigeon_keeper", "city_hopeful" })
      util.deck(game, b, { "city_rookie", "city_rookie", "city_hopeful" })
      local m = util.play(game, a, b)
      util.expect(m.winner.side == a, "the single visible Hopeful (2) defends, so a's Hopeful takes the flag")
      -- b's three cards went to its bench: the two Rookies share one seat.
      util.expect(util.count(game, b.bench[1], "city_rookie") == 2, "two Rookies share seat 1")
      util.expect(util.count(game, b.bench[2], "city_hopeful") == 1, "Hopeful takes seat 2")
      util.expect(util.seats_used(game, b) == 2, "b uses two seats")
      util.expect(util.count(game, a.bench[1], "city_pigeon_keeper") == 1, "a benched its Pigeon Keeper")
      util.expect(game:count(a.flag) == 1 and game:count(b.flag) == 0, "a holds the flag token")
    end,
  },
  {
    name = "example: a card of a seventh name finds no bench seat: its owner loses",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      local names = { "city_rookie", "city_hopeful", "city_pigeon_keeper", "city_veteran", "city_courier",
        "jungle_porter" }
      for i, def in ipairs(names) do
        util.bench(game, b, i, def)
      end
      util.deck(game, b, { "harbor_deckhand" })
      util.deck(game, a, { "city_veteran", "city_rookie" })
      local m = util.play(game, b, a)
      util.expect(m.winner.side == a and m.loser.side == b, "b cannot seat its Deckhand and loses")
      util.expect(util.count(game, b.play, "harbor_deckhand") == 1, "the Deckhand found no seat")
      util.expect(game:count(a.deck) == 1, "the match ended at once: a's Rookie is still in its deck")
    end,
  },
  {
    name = "example: a seat takes any number of cards of its own name",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      local names = { "city_rookie", "city_hopeful", "city_pigeon_keeper", "city_veteran", "city_courier",
        "jungle_porter" }
      for i, def in ipairs(names) do
        util.bench(game, b, i, def, 2)
      end
      -- b begins with a Rookie; a's Veteran beats it and it joins seat 1.
      util.deck(game, b, { "city_rookie" })
      util.deck(game, a, { "city_veteran" })
      local m = util.play(game, b, a)
      util.expect(util.count(game, b.bench[1], "city_rookie") == 3, "the Rookie joined the Rookies' seat")
      util.expect(m.winner.side == a, "b then had to reveal from its empty deck")
      util.expect(game:count(b.play) == 0, "nothing is left unseated")
    end,
  },
  {
    name = "example: a stack needs one seat per new name",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      for i, def in ipairs({ "city_rookie", "city_hopeful", "city_pigeon_keeper", "city_veteran", "city_courier" }) do
        util.bench(game, b, i, def)
      end
      -- a begins with Veteran (4); b attacks with Deckhand 3 + Rover 3 = 6
      -- and takes the flag; a's Local Hero (8) beats the Rover. b must seat
      -- Deckhand and Rover, two new names, with one free seat: b loses.
      util.deck(game, a, { "city_veteran", "city_local_hero" })
      util.deck(game, b, { "harbor_deckhand", "space_rover", "city_rookie" })
      local m = util.play(game, a, b)
      util.expect(m.loser.side == b, "b lacks a second free seat")
      util.expect(util.seats_used(game, b) == 5, "no card of the stack was seated")
      util.expect(game:count(b.play) == 2, "the stack is still there")
    end,
  },
  {
    name = "example: flag loss is resolved before the effects of taking the flag",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      -- a begins with Kraken (7; flag loss: b puts its top deck card onto
      -- its bench). b attacks with Rookie 1 + Abbot 6 = 7 and the flag lands
      -- on the Abbot (in flag possession: send one bench seat to the rest
      -- pile). Flag loss first: the Courier goes onto b's bench, then the
      -- Abbot retires that seat, so the Courier ends on b's rest pile.
      util.deck(game, a, { "harbor_kraken" })
      util.deck(game, b, { "city_rookie", "monastery_abbot", "city_courier", "city_local_hero" })
      local m = util.play(game, a, b)
      local kraken = util.find(game, a.bench[1], "harbor_kraken")
      local abbot = util.find(game, b.play, "monastery_abbot") or util.find(game, b.bench[1], "monastery_abbot")
        or util.find(game, b.bench[2], "monastery_abbot")
      util.expect(kraken and abbot, "Kraken benched, Abbot found")
      util.expect(game:prop(kraken, "resolved") < game:prop(abbot, "resolved"),
        "the Kraken's flag loss (%d) resolves before the Abbot's flag effect (%d)",
        game:prop(kraken, "resolved"), game:prop(abbot, "resolved"))
      util.expect(util.count(game, b.rest, "city_courier") == 1,
        "the Courier was benched, then retired to the rest pile")
      util.expect(m.winner.side == b, "a has no card left to attack with")
    end,
  },
  {
    name = "example: with 1-2 players a lead of 11 fans is measured after the match phase",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      game:set("fans", 20, 1)
      game:set("fans", 9, 2)
      util.expect(tournament.lead(game) == 11, "20 against 9 is a lead of 11")
      game:set("fans", 19, 1)
      util.expect(tournament.lead(game) == 10, "19 against 9 is a lead of 10")
      util.expect(tournament.lead(game) < tournament.EARLY_LEAD, "10 is not enough")
    end,
  },
  {
    name = "example: an 11-fan lead ends a 2-player game before round 7 (seed 12)",
    players = 2, seed = 12, bots = true,
    check = function(game)
      util.expect(game:round() < 7, "this seed ends early (round %d)", game:round())
      util.expect(tournament.lead(game) >= 11, "the game ended on a lead of %d", tournament.lead(game))
    end,
  },
  {
    name = "example: every 2-player game runs to round 7 or ends on an 11-fan lead",
    players = 2, seed = 11, bots = true,
    check = function(game)
      util.expect(game:round() == 7 or tournament.lead(game) >= 11, "round %d, lead %d", game:round(),
        tournament.lead(game))
    end,
  },
  {
    name = "example: solo against the bot also ends on an 11-fan lead",
    players = 1, seed = 3, bots = true,
    check = function(game)
      util.expect(game:round() == 7 or tournament.lead(game) >= 11, "round %d, lead %d", game:round(),
        tournament.lead(game))
    end,
  },
  {
    name = "example: final qualification ties: more fans, then more trophies, then the higher-round trophy",
    players = 4, options = NO_SHUFFLE,
    check = function(game)
      -- keys: { fans, trophies, best trophy round }
      local a, b = tournament.qualify(game, { { 20, 3, 7 }, { 22, 2, 6 }, { 20, 4, 5 }, { 19, 5, 7 } }, false)
      util.expect(a == 2 and b == 3, "most fans, then the tie 20/20 goes to 4 trophies over 3 (got %d, %d)", a, b)
      a, b = tournament.qualify(game, { { 20, 3, 5 }, { 22, 2, 6 }, { 20, 3, 7 }, { 19, 5, 7 } }, false)
      util.expect(a == 2 and b == 3, "fans and trophies tie: the round 7 trophy beats round 5 (got %d, %d)", a, b)
      a, b = tournament.qualify(game, { { 12, 3, 5 }, { 10, 2, 6 }, { 15, 1, 7 }, { 12, 3, 6 } }, false)
      util.expect(a == 3 and b == 4, "first place is clear, second by best trophy (got %d, %d)", a, b)
    end,
  },
  {
    name = "example: a complete tie for the final is drawn at random among the tied",
    players = 4, seed = 2,
    check = function(game)
      local seen = {}
      for _ = 1, 40 do
        local a, b = tournament.qualify(game, { { 10, 2, 6 }, { 10, 2, 6 }, { 10, 2, 6 }, { 9, 3, 7 } }, true)
        util.expect(a ~= 4 and b ~= 4 and a ~= b, "only the tied seats qualify")
        seen[a] = true
        seen[b] = true
      end
      util.expect(seen[1] and seen[2] and seen[3], "each tied seat can qualify")
    end,
  },
}
