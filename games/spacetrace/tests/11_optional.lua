-- The text's optional rule extensions (the digest's S42): discard any 1
-- card for 30 MP, discard any 2 cards for a new card, and a separate pile of
-- reinforcements to draw from.
local util = require("tests.lib.util")
local ids = require("ids")

local expect, equal = util.expect, util.equal

local ALL = { mode = "second", discard_one_for_mp = true, discard_two_for_card = true, reinforcement_pile = true }

return {
  {
    name = "S42: the player chooses the pile for each card drawn",
    options = util.at("optional_rules", ALL),
    choices = { { 1, "reinforcements" } }, -- the first card; the second comes from the library (the pile is empty)
    check = function(game)
      equal(util.defs(game, 1, ids.HAND), "cruiser,destroyer,fighter,gunboat,recruits,torpedo_salvo", "hand")
      equal(game:count(ids.zone(1, ids.PILE)), 0, "the pile is drawn")
      equal(util.defs(game, 1, ids.LIBRARY), "frigates", "the library's second card is left")
    end,
  },
  {
    name = "S42: discard any 1 card for 30 MP (a ship card is removed from the game)",
    options = util.at("optional_rules", ALL),
    choices = { { 1, "library" }, { 1, "library" }, { 1, "discard_one_for_mp" }, { 1, "fighter" } },
    check = function(game)
      equal(util.mp(game, 1), 30, "MP")
      equal(util.defs(game, 1, ids.REMOVED), "fighter", "removed from the game")
    end,
  },
  {
    name = "S42: discard any 2 cards to draw a new one",
    options = util.at("optional_rules", ALL),
    choices = { { 1, "library" }, { 1, "reinforcements" }, { 1, "discard_two_for_card" },
      { 1, { "torpedo_salvo", "destroyer" } } },
    check = function(game)
      equal(util.defs(game, 1, ids.HAND), "cruiser,fighter,frigates,gunboat,recruits", "2 out, the Frigates in")
      equal(util.defs(game, 1, ids.DISCARD), "torpedo_salvo", "the tactic card is discarded")
    end,
  },
  {
    name = "S42: cards discarded for 30 MP each pay for a ship card",
    options = util.at("optional_rules", ALL),
    choices = {
      { 1, "library" }, { 1, "reinforcements" },                -- draws the Gunboat and the Recruits
      { 1, "ship:cruiser" },                                    -- 120 MP: Recruits 50 + 3 cards x 30 > 120
      { 1, "recruits" }, { 1, "fighter" }, { 1, "destroyer" }, { 1, "gunboat" },
    },
    check = function(game)
      equal(util.row(game, 1, 3), "cruiser", "the Cruiser is in play")
      equal(util.mp(game, 1), 20, "50 + 3 x 30 - 120")
      expect(util.menu(game, 1)["discard_one_for_mp"], "the Torpedo Salvo is left to discard")
    end,
  },
  {
    name = "without the optional rules, cards in hand pay nothing",
    options = util.at("optional_rules", { mode = "second" }),
    check = function(game)
      local menu = util.menu(game, 1)
      expect(not menu["ship:cruiser"], "the Cruiser offered with 0 MP")
      expect(not menu.discard_one_for_mp and not menu.discard_two_for_card, "optional discards offered")
    end,
  },
}
