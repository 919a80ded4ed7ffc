-- Scenario tests for Goofspiel (run with: tabula test goofspiel).
-- With the option prizes = 1 the deck holds only the Copper Coin (1 point),
-- so the outcome does not depend on the shuffle.

local function points(game, p)
  return game:counter("points", p)
end

return {
  {
    name = "the single highest bid wins the prize",
    players = 2, seed = 1, options = { prizes = 1 },
    choices = { { 1, "bid_13" }, { 2, "bid_5" } },
    check = function(game)
      assert(points(game, 1) == 1, "seat 1 should score the Copper Coin")
      assert(points(game, 2) == 0)
      assert(game:count(game:zone("won", 1)) == 1)
    end,
  },
  {
    name = "tied highest bids: nobody wins, even a lower single bid",
    players = 3, seed = 2, options = { prizes = 1 },
    choices = { { 1, "bid_9" }, { 2, "bid_9" }, { 3, "bid_4" } },
    check = function(game)
      for p = 1, 3 do
        assert(points(game, p) == 0, "nobody scores on a tie")
      end
      assert(game:count(game:zone("discard")) == 1, "the prize is discarded")
    end,
  },
  {
    name = "bid cards are spent and shown face up",
    players = 2, seed = 3, options = { prizes = 2 },
    choices = { { 1, "bid_2" }, { 2, "bid_7" } },
    check = function(game)
      assert(game:count(game:zone("hand", 1)) == 12)
      local played = game:pieces(game:zone("played", 2))
      assert(#played == 1 and game:def(played[1]) == "bid_7")
      assert(game:face_up(played[1]))
    end,
  },
  {
    name = "a spent card cannot be bid again",
    players = 2, seed = 3, options = { prizes = 2 },
    choices = { { 1, "bid_2" }, { 2, "bid_7" }, { 1, "bid_3" }, { 2, "bid_8" } },
    check = function(game)
      assert(game:count(game:zone("hand", 1)) == 11)
      assert(game:count(game:zone("prizes")) == 0, "both prizes were played")
    end,
  },
  {
    name = "the option prizes keeps only the lowest prize cards",
    players = 2, seed = 4, options = { prizes = 3 },
    check = function(game)
      local total = 0
      for _, zone in ipairs({ "prizes", "prize" }) do
        for _, card in ipairs(game:pieces(game:zone(zone))) do
          total = total + data.prizes[game:def(card)].value
        end
      end
      assert(total == 6, "prizes 1, 2 and 3 are in play, found a total of " .. total)
    end,
  },
  {
    name = "random bots finish a 4-player game and spend every card",
    players = 4, seed = 5, bots = true,
    check = function(game)
      local total = 0
      for p = 1, 4 do
        total = total + points(game, p)
        assert(game:count(game:zone("hand", p)) == 0)
        assert(game:count(game:zone("played", p)) == 13)
      end
      assert(total <= 91)
      assert(game:count(game:zone("prizes")) == 0)
    end,
  },
}
