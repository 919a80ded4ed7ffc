-- Match rules and every effect kind at its timings, on stacked decks.
local util = require("tests.lib.util")
local duel = util.duel
local match = require("match")
local sides = require("sides")

local NO_SHUFFLE = { shuffle = false }

return {
  duel("a side that must begin from an empty deck loses",
    function(game, _, b)
      util.deck(game, b, { "city_rookie" })
    end,
    function(_, m, a)
      util.expect(m.loser.side == a, "a had nothing to reveal")
    end),

  duel("an attacker that runs out of cards loses; equal strength takes the flag",
    function(game, a, b)
      util.deck(game, a, { "city_veteran" })
      util.deck(game, b, { "city_rookie", "city_pigeon_keeper" })
    end,
    function(game, m, a, b)
      -- 1 + 3 = 4 equals the Veteran's 4: b takes the flag, a cannot attack.
      util.expect(m.winner.side == b, "b took the flag with an equal total")
      util.expect(game:count(b.play) == 2 and game:count(a.bench[1]) == 1, "stack and bench as expected")
    end),

  duel("reveal strength_per: the bonus is counted on reveal and kept with the flag",
    function(game, a, b)
      util.rest(game, b, { "city_rookie", "city_rookie", "city_rookie" })
      util.deck(game, a, { "city_veteran", "city_pigeon_keeper", "city_hopeful", "city_rookie" })
      util.deck(game, b, { "monastery_scribe" })
    end,
    function(game, m, a)
      -- Scribe 3 + 3 (rest pile) = 6 takes the flag from the Veteran (4);
      -- it still defends with 6: Pigeon Keeper 3 + Hopeful 2 is not enough.
      util.expect(m.winner.side == a, "a took the flag back, then b ran out")
      util.expect(game:count(a.play) == 3, "a needed Pigeon Keeper, Hopeful and Rookie (3 + 2 + 1 >= 6)")
    end),

  duel("set_on_bench: Tinker counts the Workshop cards on its owner's bench",
    function(game, a, b)
      util.bench(game, b, 1, "workshop_cog", 2)
      util.bench(game, b, 2, "workshop_inventor")
      util.deck(game, a, { "city_veteran", "city_veteran", "city_veteran" })
      util.deck(game, b, { "workshop_tinker" })
    end,
    function(game, m, a, b)
      -- Tinker 1 + 3 Workshop cards + 2 Cogs from the bench = 6 >= 4; it
      -- defends with 1 + 3 + 2 = 6 as well: one attacking Veteran (4) is not
      -- enough, two are (8).
      util.expect(m.winner.side == a and util.count(game, b.bench[3], "workshop_tinker") == 1, "Tinker benched")
      util.expect(game:count(a.play) == 2, "a's stack holds both Veterans")
    end),

  duel("In attack: the bonus counts while attacking, not while defending",
    function(game, a, b)
      util.deck(game, a, { "city_pigeon_keeper", "city_rookie" })
      util.deck(game, b, { "jungle_monkey" })
    end,
    function(game, m, a)
      -- Monkey 1 + 2 = 3 takes the flag; it defends with 1: a's Rookie wins it.
      util.expect(m.winner.side == a and game:count(a.play) == 1, "the Monkey defended with 1")
    end),

  duel("In attack, per card: Tree Frog counts the other cards of its attack",
    function(game, a, b)
      util.deck(game, a, { "city_local_hero" })
      util.deck(game, b, { "city_rookie", "city_rookie", "city_rookie", "city_rookie", "jungle_tree_frog" })
    end,
    function(game, m, _, b)
      -- Four Rookies (4), then Tree Frog 1 + 4 = 5: 9 >= 8. Without its
      -- bonus b would run out at 5.
      util.expect(m.winner.side == b and game:count(b.play) == 5, "b took the flag with five cards")
    end),

  duel("From the bench: bonuses of cards with the same name add up",
    function(game, a, b)
      util.bench(game, a, 1, "workshop_cog", 2)
      util.deck(game, a, { "city_rookie" })
      util.deck(game, b, { "city_hopeful", "city_rookie" })
    end,
    function(game, m, _, b)
      -- a defends with Rookie 1 + 2 Cogs = 3: Hopeful (2) is not enough.
      util.expect(m.winner.side == b and game:count(b.play) == 2, "b needed Hopeful and Rookie")
    end),

  duel("From the bench, attack side only: Oiler helps the attack, not the defence",
    function(game, a, b)
      util.bench(game, a, 1, "workshop_oiler")
      util.deck(game, a, { "city_rookie", "city_rookie" })
      util.deck(game, b, { "city_rookie", "city_veteran" })
    end,
    function(game, m, a)
      -- a defends with 1 (Oiler does not defend): b's Rookie takes the flag.
      -- a attacks with Rookie 1 + 2 (Oiler) = 3 >= 1 and takes it back; b's
      -- Veteran (4) then beats a's Rookie, and a has nothing left.
      util.expect(m.loser.side == a, "a ran out")
      util.expect(game:count(a.bench[2]) == 2, "both a's Rookies were benched on one seat")
    end),

  duel("In flag possession: strength bonus only while the flag is on the card",
    function(game, a, b)
      util.deck(game, a, { "city_bouncer" })
      util.deck(game, b, { "city_veteran", "city_rookie" })
    end,
    function(game, m, _, b)
      -- Bouncer defends with 4 + 1 = 5: the Veteran alone (4) is not enough.
      util.expect(m.winner.side == b and game:count(b.play) == 2, "b needed Veteran and Rookie")
    end),

  duel("In flag possession, per seat: Grand Clock counts its owner's occupied seats",
    function(game, a, b)
      util.bench(game, a, 1, "city_rookie")
      util.bench(game, a, 2, "city_hopeful")
      util.deck(game, a, { "workshop_grand_clock" })
      util.deck(game, b, { "city_local_hero", "city_rookie" })
    end,
    function(game, m, _, b)
      -- 5 + 2 seats = 7 < 8: the Local Hero is enough.
      util.expect(m.winner.side == b and game:count(b.play) == 1, "Local Hero alone took the flag")
    end),

  duel("weaken on reveal: the opponent's flag card loses strength",
    function(game, a, b)
      util.deck(game, a, { "city_veteran" })
      util.deck(game, b, { "night_pickpocket", "city_rookie", "city_rookie" })
    end,
    function(game, m, _, b)
      -- Veteran 4 - 2 = 2: Pickpocket 1 + Rookie 1 take the flag.
      util.expect(m.winner.side == b and game:count(b.play) == 2, "two cards were enough")
    end),

  duel("weaken In attack: the defending card counts less during this attack",
    function(game, a, b)
      util.deck(game, a, { "city_veteran" })
      util.deck(game, b, { "jungle_toucan", "city_rookie" })
    end,
    function(game, m, _, b)
      util.expect(m.winner.side == b and game:count(b.play) == 1, "Toucan 3 against 4 - 1")
    end),

  duel("weaken In flag possession: every attack against the card counts less",
    function(game, a, b)
      util.deck(game, a, { "night_crime_boss" })
      util.deck(game, b, { "city_veteran", "city_hopeful", "city_rookie" })
    end,
    function(game, m, _, b)
      -- 4 + 2 - 1 = 5 < 6; with the Rookie 7 - 1 = 6.
      util.expect(m.winner.side == b and game:count(b.play) == 3, "b needed three cards")
    end),

  duel("weaken From the bench: the opponent's attack and defence are lower",
    function(game, a, b)
      util.bench(game, a, 1, "night_fence")
      util.deck(game, a, { "city_hopeful", "city_rookie", "city_rookie" })
      util.deck(game, b, { "city_rookie", "city_rookie" })
    end,
    function(game, m, a, b)
      -- b attacks Hopeful (2) with Rookie 1 - 1 = 0, Rookie 2 - 1 = 1: b
      -- runs out of cards.
      util.expect(m.winner.side == a and game:count(b.deck) == 0, "the Fence held b off")
    end),

  duel("fans on reveal, on flag loss and when the flag lands",
    function(game, a, b)
      util.deck(game, a, { "city_mayor", "city_rookie" })
      util.deck(game, b, { "city_busker", "night_paper_dragon" })
    end,
    function(game)
      -- Busker: +1 for b. Busker 1 + Paper Dragon 7 = 8 >= 7 takes the flag
      -- from the Mayor (+1 for a), and the flag lands on the Dragon (+1 b).
      util.expect(game:counter("fan_tokens", 1) == 1, "Mayor's flag loss: 1 fan")
      util.expect(game:counter("fan_tokens", 2) == 2, "Busker and Paper Dragon: 2 fans")
      util.expect(game:counter("fans", 2) == 2, "tokens count as fans")
    end),

  duel("mill: the opponent's top cards go to their rest pile (as far as possible)",
    function(game, a, b)
      util.deck(game, a, { "night_street_magician" })
      util.deck(game, b, { "city_rookie" })
    end,
    function(game, m, a, b)
      -- The Magician mills 2, but b has 1 card: b then cannot attack.
      util.expect(game:count(b.rest) == 1 and m.winner.side == a, "b's only card was milled")
    end),

  duel("bench_top: the opponent seats their top card; without a seat they lose",
    function(game, a, b)
      for i, def in ipairs({ "city_rookie", "city_hopeful", "city_pigeon_keeper", "city_veteran", "city_courier",
        "jungle_porter" }) do
        util.bench(game, b, i, def)
      end
      util.deck(game, a, { "harbor_smuggler" })
      util.deck(game, b, { "city_local_hero" })
    end,
    function(game, m, a, b)
      util.expect(m.winner.side == a, "b could not seat its Local Hero")
      util.expect(util.count(game, b.deck, "city_local_hero") == 1, "the card stays in the deck")
    end),

  duel("bench_top on flag loss (Kraken) seats a card of the opponent",
    function(game, a, b)
      util.deck(game, a, { "harbor_kraken" })
      util.deck(game, b, { "city_local_hero", "city_courier" })
    end,
    function(game, _, _, b)
      util.expect(util.count(game, b.bench[1], "city_courier") == 1, "the Courier was seated")
    end),

  duel("retire: the bot-side rule empties a seat without bench effects, the fullest first",
    function(game, a, b)
      util.bench(game, b, 1, "workshop_cog", 3)
      util.bench(game, b, 2, "city_rookie", 2)
      util.bench(game, b, 3, "city_hopeful", 1)
      util.deck(game, a, { "city_local_hero" })
      util.deck(game, b, { "city_street_sweeper" })
    end,
    function(game, _, _, b)
      util.expect(game:count(b.rest) == 2 and game:count(b.bench[2]) == 0, "the Rookies' seat was retired")
      util.expect(game:count(b.bench[1]) == 3, "the Cogs stay")
    end),

  duel("recover from the rest pile: cards go to the bottom of the deck",
    function(game, a, b)
      util.rest(game, b, { "city_rookie", "city_hopeful", "city_veteran" })
      util.deck(game, a, { "city_local_hero" })
      util.deck(game, b, { "harbor_pearl_diver", "city_courier" })
    end,
    function(game, _, _, b)
      -- Two cards from the top of the rest pile (Veteran, Hopeful) go under
      -- the deck; the Rookie stays.
      util.expect(util.count(game, b.rest, "city_rookie") == 1, "one card left on the rest pile")
      util.expect(game:count(b.rest) == 1, "two recovered")
    end),

  duel("recover from the bench: Sage takes the fullest seat's top cards",
    function(game, a, b)
      util.bench(game, b, 1, "city_hopeful", 1)
      util.bench(game, b, 2, "city_rookie", 3)
      util.deck(game, a, { "city_local_hero" })
      util.deck(game, b, { "monastery_sage" })
    end,
    function(game, m, _, b)
      util.expect(game:count(b.bench[2]) == 1, "two Rookies left the bench (one remains)")
      util.expect(m.reveals >= 2, "the match went on")
    end),

  duel("self_to deck bottom on flag loss: the card goes under its deck, not to the bench",
    function(game, a, b)
      util.deck(game, a, { "monastery_monk", "city_rookie" })
      util.deck(game, b, { "city_veteran" })
    end,
    function(game, _, a)
      util.expect(util.seats_used(game, a) == 0, "nothing benched")
      util.expect(util.count(game, a.play, "monastery_monk") == 1, "the Monk came back and was revealed again")
    end),

  duel("self_to rest on flag loss: Elephant goes to the rest pile",
    function(game, a, b)
      util.deck(game, a, { "jungle_elephant" })
      util.deck(game, b, { "city_local_hero" })
    end,
    function(game, _, a)
      util.expect(util.count(game, a.rest, "jungle_elephant") == 1 and util.seats_used(game, a) == 0, "rested")
    end),

  duel("scry: the bot-side rule puts a weak top card (below 3) at the bottom",
    function(game, a, b)
      util.deck(game, a, { "harbor_lookout", "city_rookie", "city_local_hero" })
      util.deck(game, b, { "city_pigeon_keeper" })
    end,
    function(game, _, a)
      local list = util.defs(game, a.deck)
      util.expect(list[1] == "city_rookie", "the Rookie went to the bottom: %s", table.concat(list, ","))
    end),

  duel("a loop of cards returning to their decks ends at the reveal limit: the flag holder wins",
    function(game, a, b)
      util.deck(game, a, { "harbor_net_mender" })
      util.deck(game, b, { "harbor_net_mender" })
    end,
    function(_, m)
      util.expect(m.reveals == match.MAX_REVEALS, "stopped after %d reveals", m.reveals)
      util.expect(m.winner.flag_card ~= nil, "the winner holds the flag")
    end),

  {
    name = "after a match every card is back in its deck and the flag back on the table",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      util.deck(game, a, { "city_rookie", "city_veteran", "harbor_smuggler", "city_mayor" })
      util.deck(game, b, { "city_hopeful", "night_street_magician", "city_pigeon_keeper" })
      local m = match.play(game, a, b)
      match.clear(game, m)
      for _, side in ipairs({ a, b }) do
        for _, zone in ipairs(sides.match_zones(side)) do
          util.expect(game:count(zone) == 0, "zone %s emptied", game:zone_name(zone))
        end
        util.expect(game:count(side.flag) == 0, "no flag")
      end
      util.expect(game:count(a.deck) == 4 and game:count(b.deck) == 3, "decks complete")
      util.expect(game:count(game:zone("flags")) == 4, "all flags back")
    end,
  },
}
