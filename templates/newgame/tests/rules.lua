-- Scenario tests for @NAME@ (run with: tabula test <folder>). Each starts a
-- game, makes the choices and checks the state: docs/lua-api.md, section 6.

return {
  {
    name = "stopping at once keeps a total of 0",
    players = 2, seed = 1,
    choices = { { 1, "stop" }, { 2, "stop" } },
    check = function(game, pending)
      assert(pending == nil, "the game is over")
      assert(game:counter("total", 1) == 0 and game:counter("total", 2) == 0)
    end,
  },
  {
    name = "a draw adds the card's value to the total",
    players = 2, seed = 1,
    choices = { { 1, "draw" } },
    check = function(game, pending)
      local row = game:pieces(game:zone("row", 1))
      assert(#row == 1, "one card in the row")
      assert(game:counter("total", 1) == data.cards[game:def(row[1])].value)
      assert(pending[1].seat == 1, "seat 1 may draw again")
    end,
  },
  {
    name = "only the player whose turn it is may draw",
    players = 2, seed = 1,
    refused = { { 2, "draw", "not asked now" }, { 1, "fold", "unknown option" } },
  },
  {
    name = "random players finish the game",
    players = 4, seed = 3, bots = true,
    check = function(_, pending)
      assert(pending == nil, "the game is over")
    end,
  },
}
