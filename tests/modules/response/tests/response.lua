-- games/lib/response.lua: responses resolve at once, in the order played;
-- a response may open a nested window; all seats passing in a row close it.
return {
  {
    name = "responses resolve at once, in the order played (4, 1, 3 -> 413; a stack would give 314)",
    choices = { { 2, "tactic_4" }, { 1, "tactic_1" }, { 2, "pass" }, { 1, "tactic_3" }, { 2, "pass" }, { 1, "pass" } },
    check = function(game)
      assert(game:counter("order") == 413, "got " .. game:counter("order"))
    end,
  },
  {
    name = "two passes in a row close the window; the first seat is asked first",
    choices = { { 2, "pass" }, { 1, "pass" } },
    check = function(game)
      assert(game:counter("order") == 0, "nothing resolved")
      assert(game:phase() == "end", "the window closed and the game ended")
    end,
  },
  {
    name = "a response opens a nested window (the other seat first) before play comes back",
    choices = {
      { 2, "pass" }, { 1, "tactic_2" },      -- seat 1 plays the echo card
      { 2, "tactic_6" }, { 1, "tactic_3" },  -- the nested window: seat 2 first, only 3 and 6 answer
      -- nobody has a 3 or 6 left: both pass without being asked, the nested window closes
      { 2, "tactic_4" },                     -- the outer window goes on with seat 2
      { 1, "pass" }, { 2, "pass" },
    },
    check = function(game)
      assert(game:counter("order") == 2634, "got " .. game:counter("order"))
      assert(game:counter("windows") == 2, "two windows")
    end,
  },
}
