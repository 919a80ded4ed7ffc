-- Strength changes a card gets when it is revealed ("sofort": its own bonus,
-- or a weakening by an opponent's card) last only while the card is in play.
-- A card that leaves play (bench, rest pile, back into the deck) and is
-- revealed again starts from its printed strength.
local util = require("tests.lib.util")
local duel = util.duel

return {
  duel("a Scribe revealed twice counts its rest pile bonus once, not twice",
    function(game, a, b)
      util.rest(game, a, { "city_rookie" })
      util.deck(game, a, { "monastery_scribe", "monastery_sage" })
      util.deck(game, b, { "city_veteran", "night_enforcer" })
    end,
    function(game, m, a, b)
      -- a begins with Scribe 3 + 1 (one card on a's rest pile) = 4. b's
      -- Veteran (4) takes the flag; the Scribe goes to a's bench. a's Sage
      -- (5) takes the flag back and recovers the Scribe from the bench to
      -- the bottom of a's deck. b's Enforcer (5) takes the flag. a reveals
      -- the Scribe again: 3 + 1 = 4 < 5, and a's deck is empty: a loses.
      -- (With the first bonus kept the Scribe would attack with 5.)
      util.expect(m.loser.side == a, "the Scribe attacked with 4, not 5: a runs out of cards")
      util.expect(util.count(game, a.play, "monastery_scribe") == 1, "the Scribe is a's running attack")
      util.expect(util.count(game, b.play, "night_enforcer") == 1, "the Enforcer keeps the flag")
    end),

  duel("a Monk weakened once is at full strength when it comes back from under the deck",
    function(game, a, b)
      util.deck(game, a, { "monastery_monk" })
      util.deck(game, b, { "jungle_parrot", "city_hopeful" })
    end,
    function(game, m, a, b)
      -- a begins with Monk (3). b's Parrot (2) weakens it by 1 and takes the
      -- flag with 2 against 2; the Monk goes under a's deck. a reveals the
      -- Monk again: 3 against the Parrot's 2, a takes the flag. The Monk
      -- defends with 3: b's Hopeful (2) does not take the flag, and b's deck
      -- is empty. (Still weakened, the Monk would defend with 2 and lose the
      -- flag to the Hopeful.)
      util.expect(m.loser.side == b, "b runs out of cards")
      util.expect(util.count(game, b.play, "city_hopeful") == 1, "the Hopeful did not take the flag")
      util.expect(util.count(game, a.play, "monastery_monk") == 1 and game:count(a.flag) == 1,
        "the Monk holds the flag")
    end),

  duel("a card weakened on the flag and benched is at full strength when revealed again",
    function(game, a, b)
      util.deck(game, a, { "city_veteran", "monastery_sage", "city_rookie" })
      util.deck(game, b, { "night_pickpocket", "city_rookie", "night_enforcer", "city_pigeon_keeper" })
    end,
    function(game, m, a, b)
      -- a begins with Veteran 4. b: Pickpocket (1; weakens the Veteran by 2)
      -- + Rookie 1 = 2 against 2 takes the flag; the Veteran goes to a's
      -- bench. a's Sage (5) takes the flag and recovers the Veteran under
      -- a's deck (Rookie, then Veteran). b's Enforcer (5) takes the flag. a
      -- attacks with Rookie 1 + Veteran 4 = 5 and takes it; b's Pigeon
      -- Keeper (3) is not enough. (Still weakened, the Veteran would add 2:
      -- 3 < 5, and a would run out of cards.)
      util.expect(m.loser.side == b, "b runs out of cards")
      util.expect(util.count(game, a.play, "city_veteran") == 1 and game:count(a.flag) == 1,
        "the Veteran holds the flag")
    end),
}
