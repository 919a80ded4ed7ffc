-- Scenario tests for Compass (run with: tabula test compass).
--
-- The deck is put in order before every shuffle, so a round's deal depends
-- only on the seed and the round: the scenarios below name what a seed
-- deals. A card that is the only one a player may play is played without
-- asking, and so is a dealer's bid when the hook leaves a single number:
-- the choices skip those.
--
-- Seed 4, 3 players (seat 1 deals round 1, seat 2 round 2, seat 3 round 3):
--   Round 1, trump Gale. Seat 1: 9 of Tide; seat 2: 2 of Gale; seat 3:
--     9 of Gale. Seats 2 and 3 bid 0, so the dealer must bid 0 too; seat 3
--     takes the trick. Scores 10, 10, 0.
--   Round 2, trump Gale. Seat 1: 10 of Tide, 5 of Stone; seat 2: 1 and 6 of
--     Gale; seat 3: 1 and 6 of Tide. Everybody bids 0; seat 3 leads the
--     1 of Tide, seat 1 must follow with the 10, seat 2 trumps with the
--     1 of Gale and takes both tricks. Scores 20, 10, 10.
--   Round 3, trump Stone:
--     seat 1: 1 of Stone, 5 of Tide, 9 of Tide
--     seat 2: 4 of Stone, 6 of Stone, 4 of Ember
--     seat 3: 8 of Gale, 9 of Ember, 10 of Ember

local function defs(game, zone)
  local out = {}
  for _, card in ipairs(game:pieces(zone)) do
    out[#out + 1] = game:def(card)
  end
  return table.concat(out, " ")
end

local function hand(game, p)
  return defs(game, game:zone("hand", p))
end

local function counters(game, name)
  local out = {}
  for p = 1, game:players() do
    out[p] = game:counter(name, p)
  end
  return table.concat(out, " ")
end

local function options(pending)
  return table.concat(pending[1].options, " ")
end

-- Joins lists of choices.
local function plus(...)
  local out = {}
  for _, list in ipairs({ ... }) do
    for _, choice in ipairs(list) do
      out[#out + 1] = choice
    end
  end
  return out
end

-- Seed 4, rounds 1 and 2 (see the top of the file): 7 decisions.
local seed4_rounds_1_2 = {
  { 2, "bid_0" }, { 3, "bid_0" },                  -- round 1; the dealer must bid 0
  { 3, "bid_0" }, { 1, "bid_0" }, { 2, "bid_0" },  -- round 2
  { 3, "tide_1" }, { 2, "gale_1" },                -- trick 1; trick 2 plays itself
}

-- Seed 4, round 3 up to the first lead: seat 1 bids 0, seat 2 bids 2, and
-- the dealer, seat 3, may not bid 1, so bids 0.
local seed4_round_3_bids = plus(seed4_rounds_1_2, { { 1, "bid_0" }, { 2, "bid_2" }, { 3, "bid_0" } })

-- Seed 1, 4 players, rounds = 5: the 20 decisions of rounds 1 to 3
-- (everybody bids 0).
local seed1_four_to_round_4 = {
  { 2, "bid_0" }, { 3, "bid_0" }, { 4, "bid_0" },
  { 3, "bid_0" }, { 4, "bid_0" }, { 1, "bid_0" }, { 2, "bid_0" },
  { 3, "tide_4" }, { 1, "stone_2" }, { 2, "stone_5" },
  { 4, "bid_0" }, { 1, "bid_0" }, { 2, "bid_0" }, { 3, "bid_0" },
  { 4, "gale_4" }, { 2, "tide_1" }, { 3, "tide_9" }, { 1, "tide_8" }, { 2, "stone_3" }, { 4, "gale_7" },
}

return {
  {
    name = "round 1 deals one card each, turns up a trump and the seat left of the dealer bids first",
    players = 4, seed = 1,
    check = function(game, pending)
      for p = 1, 4 do
        assert(game:count(game:zone("hand", p)) == 1, "one card each in round 1")
      end
      assert(game:count(game:zone("trump")) == 1, "one card turned up")
      assert(game:count(game:zone("deck")) == 40 - 4 - 1)
      assert(#pending == 1 and pending[1].seat == 2, "seat 2 sits left of the dealer, seat 1")
      assert(options(pending) == "bid_0 bid_1")
    end,
  },
  {
    name = "round 3 deals three cards each, sorted: trump first, then Gale, Tide, Ember, Stone, low to high",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = seed4_rounds_1_2,
    check = function(game, pending)
      assert(game:round() == 3)
      assert(defs(game, game:zone("trump")) == "stone_7", "Stone is trump")
      assert(hand(game, 1) == "stone_1 tide_5 tide_9", "the trump goes first: " .. hand(game, 1))
      assert(hand(game, 2) == "stone_4 stone_6 ember_4", hand(game, 2))
      assert(hand(game, 3) == "gale_8 ember_9 ember_10", hand(game, 3))
      assert(game:count(game:zone("deck")) == 40 - 9 - 1)
      assert(counters(game, "score") == "20 10 10", counters(game, "score"))
      assert(pending[1].seat == 1, "seat 3 deals round 3, so seat 1 bids first")
    end,
  },
  {
    name = "the hook: the dealer may not bid the number that makes the bids add up to the cards dealt",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = plus(seed4_rounds_1_2, { { 1, "bid_0" }, { 2, "bid_2" } }),
    refused = { { 3, "bid_1", "unknown option" } },
    check = function(game, pending)
      assert(#pending == 1 and pending[1].seat == 3, "the dealer bids last")
      assert(options(pending) == "bid_0 bid_2 bid_3", options(pending))
      assert(pending[1].prompt:find("not 1", 1, true), pending[1].prompt)
      assert(counters(game, "bid") == "0 2 0")
    end,
  },
  {
    name = "no hook when the others have already bid more than the cards dealt",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = plus(seed4_rounds_1_2, { { 1, "bid_3" }, { 2, "bid_2" } }),
    check = function(_game, pending)
      assert(options(pending) == "bid_0 bid_1 bid_2 bid_3")
    end,
  },
  {
    name = "in round 1 the hook leaves the dealer a single bid, made without asking",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = { { 2, "bid_1" }, { 3, "bid_0" } },
    check = function(game, pending)
      -- Seat 1 dealt and could only bid 1; the round was played and scored.
      assert(game:round() == 2 and pending[1].seat == 3)
      assert(counters(game, "made") == "0 0 0", "seat 3 took the trick: nobody was right")
    end,
  },
  {
    name = "a player who holds the led suit must follow it",
    players = 3, seed = 4, options = { rounds = 3 },
    -- Seat 1 leads the 1 of Stone; seat 2 holds two Stones and an Ember.
    choices = plus(seed4_round_3_bids, { { 1, "stone_1" } }),
    refused = { { 2, "ember_4", "unknown option" } },
    check = function(_game, pending)
      assert(#pending == 1 and pending[1].seat == 2)
      assert(options(pending) == "stone_4 stone_6", options(pending))
      assert(pending[1].prompt:find("Follow Stone", 1, true), pending[1].prompt)
    end,
  },
  {
    name = "a player without the led suit may play any card",
    players = 3, seed = 4, options = { rounds = 3 },
    -- Seat 1 leads the 9 of Tide; seat 2 holds no Tide.
    choices = plus(seed4_round_3_bids, { { 1, "tide_9" } }),
    check = function(_game, pending)
      assert(pending[1].seat == 2)
      assert(options(pending) == "stone_4 stone_6 ember_4", options(pending))
      assert(pending[1].prompt:find("you have none", 1, true), pending[1].prompt)
    end,
  },
  {
    name = "a trump beats the led suit, even a low one against a high card",
    players = 3, seed = 4, options = { rounds = 3 },
    -- Seat 1 leads the 9 of Tide; seat 2 trumps with the 4 of Stone; seat 3,
    -- without Tide, throws the 8 of Gale.
    choices = plus(seed4_round_3_bids, { { 1, "tide_9" }, { 2, "stone_4" }, { 3, "gale_8" } }),
    check = function(game)
      assert(counters(game, "tricks") == "0 1 0", counters(game, "tricks"))
      -- The trick stays on the table until its winner leads the next one.
      assert(defs(game, game:zone("played", 1)) == "tide_9")
      assert(defs(game, game:zone("played", 2)) == "stone_4")
      assert(defs(game, game:zone("played", 3)) == "gale_8")
      assert(game:count(game:zone("won", 2)) == 0)
    end,
  },
  {
    name = "the winner of a trick leads the next",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = plus(seed4_round_3_bids, { { 1, "tide_9" }, { 2, "stone_4" }, { 3, "gale_8" } }),
    check = function(game, pending)
      assert(pending[1].seat == 2, "seat 2 took trick 1")
      assert(pending[1].prompt:find("Lead", 1, true), pending[1].prompt)
      assert(table.concat(game:turn_order(), " ") == "2 3 1")
      assert(game:phase() == "play" and game:current() == 2, "seat 2 has the next turn of the same phase")
    end,
  },
  {
    name = "the winner gathers the trick face down as they lead the next",
    players = 3, seed = 4, options = { rounds = 3 },
    choices = plus(seed4_round_3_bids, { { 1, "tide_9" }, { 2, "stone_4" }, { 3, "gale_8" }, { 2, "ember_4" } }),
    check = function(game, pending)
      assert(game:count(game:zone("won", 2)) == 3, "seat 2 took all three cards")
      assert(not game:sees(game:pieces(game:zone("won", 2))[1], 2), "taken tricks are hidden, also from their taker")
      assert(defs(game, game:zone("played", 2)) == "ember_4", "the new lead")
      assert(game:count(game:zone("played", 1)) == 0 and game:count(game:zone("played", 3)) == 0)
      assert(pending[1].seat == 3 and options(pending) == "ember_9 ember_10", "seat 3 follows Ember")
    end,
  },
  {
    name = "an exact bid scores 10 + the bid, a miss scores 0; after the last round the most points wins",
    players = 3, seed = 4, options = { rounds = 3 },
    -- Round 3, bids 0, 2 and 0. Trick 1: seat 2 trumps the 9 of Tide.
    -- Trick 2: seat 2 leads the 4 of Ember, seat 3 takes it with the 9, seat
    -- 1 throws the 5 of Tide. Trick 3 plays itself: seat 3 leads the 10 of
    -- Ember, seat 1's 1 of Stone is beaten by seat 2's 6 of Stone.
    -- Tricks 0, 2 and 1: seats 1 and 2 are exact, the hook made seat 3 miss.
    choices = plus(seed4_round_3_bids, {
      { 1, "tide_9" }, { 2, "stone_4" }, { 3, "gale_8" },
      { 2, "ember_4" }, { 3, "ember_9" }, { 1, "tide_5" },
    }),
    check = function(game, pending)
      assert(pending == nil, "the game is over after round 3")
      assert(game:round() == 3)
      -- Before round 3: 20, 10, 10. Round 3: 10 + 0, 10 + 2, 0.
      assert(counters(game, "score") == "30 22 10", counters(game, "score"))
      assert(counters(game, "made") == "3 2 1", counters(game, "made"))
      assert(counters(game, "bid") == "0 0 0" and counters(game, "tricks") == "0 0 0", "cleared after the round")
      assert(game:count(game:zone("deck")) == 40, "every card is back in the deck")
      local rules = require("rules")
      assert(rules.score(game, 1) > rules.score(game, 2) and rules.score(game, 2) > rules.score(game, 3))
    end,
  },
  {
    name = "a game of one round; seats 1 and 2 tie on 10 points and share the win",
    players = 3, seed = 4, options = { rounds = 1 },
    -- Seats 2 and 3 bid 0, the dealer must bid 0; seat 3 takes the trick.
    choices = { { 2, "bid_0" }, { 3, "bid_0" } },
    check = function(game, pending)
      assert(pending == nil, "one round only")
      assert(counters(game, "score") == "10 10 0", counters(game, "score"))
      local rules = require("rules")
      assert(rules.score(game, 1) == rules.score(game, 2), "equal scores rank together")
    end,
  },
  {
    name = "the dealer moves left every round: seat 2 deals round 2, so seat 3 bids first",
    players = 4, seed = 1, options = { rounds = 5 },
    choices = { { 2, "bid_0" }, { 3, "bid_0" }, { 4, "bid_0" } },
    check = function(game, pending)
      assert(game:round() == 2)
      assert(table.concat(game:turn_order(), " ") == "3 4 1 2", "from the seat left of the dealer, the dealer last")
      assert(pending[1].seat == 3)
      for p = 1, 4 do
        assert(game:count(game:zone("hand", p)) == 2, "two cards each in round 2")
      end
    end,
  },
  {
    name = "round 4 of four players: seat 4 deals, seat 1 bids first, the hook binds seat 4",
    players = 4, seed = 1, options = { rounds = 5 },
    choices = plus(seed1_four_to_round_4, { { 1, "bid_1" }, { 2, "bid_1" }, { 3, "bid_1" } }),
    check = function(game, pending)
      assert(game:round() == 4)
      assert(pending[1].seat == 4, "the dealer bids last")
      assert(options(pending) == "bid_0 bid_2 bid_3 bid_4", "not 1: 1 + 1 + 1 + 1 = 4")
      for p = 1, 4 do
        assert(game:count(game:zone("hand", p)) == 4)
      end
      assert(hand(game, 4) == "gale_10 ember_9 stone_3 stone_4", "trump (Gale) first: " .. hand(game, 4))
      assert(hand(game, 2) == "ember_1 ember_3 ember_7 stone_1", hand(game, 2))
    end,
  },
  {
    name = "random bots finish a 3-player game of 9 rounds: every card back, scores add up",
    players = 3, seed = 7, bots = true, options = { rounds = 9 },
    check = function(game, pending)
      assert(pending == nil and game:round() == 9)
      assert(game:count(game:zone("deck")) == 40)
      for p = 1, 3 do
        local made, score = game:counter("made", p), game:counter("score", p)
        assert(score >= 10 * made and score <= 19 * made, "each exact bid is worth 10 to 19")
      end
    end,
  },
  {
    name = "random bots finish a 4-player game of 9 rounds (37 of the 40 cards dealt in the last)",
    players = 4, seed = 8, bots = true, options = { rounds = 9 },
    check = function(game, pending)
      assert(pending == nil and game:round() == 9)
      assert(game:count(game:zone("deck")) == 40)
    end,
  },
}
