-- Main Phase actions and their costs (digest §2.4, AS-05 to AS-07, W-14,
-- W-49, AS-36, AS-37).
local util = require("tests.lib.util")
local expect = util.expect

return {
  {
    name = "actions AS-05: draw 1 AT, Troublemaker face down 1 AT, move Swift 1 AT, move 2 AT",
    options = { preset = "costs" },
    choices = {
      { 1, "draw" },
      { 1, "play_pantry_nibbler:problem2" },
      { 1, "move_gale_runner:problem1" }, { 2, "pass" },  -- B's deck holds Cloudburst Alert: B is asked
      { 1, "move_quill_apprentice:problem1" }, { 2, "pass" },
    },
    check = function(game)
      expect(util.tokens(game, 1) == 0, "5 - 1 - 1 - 1 - 2 = 0, got %d", util.tokens(game, 1))
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_2", "Nibbler at B's Problem")
      expect(not game:face_up(util.piece(game, 1, "pantry_nibbler")), "face down")
      expect(util.at(game, 1, "gale_runner") == "at_problem_1" and util.at(game, 1,
        "quill_apprentice") == "at_problem_1",
        "both moved to A's Problem")
      local ids = util.main_ids(game, 1)
      expect(not ids["play_cirrus_dart:home"], "Cirrus Dart (cost 2) is not offered with 0 AT")
      expect(not ids.draw, "no draw with 0 AT")
      expect(ids["end"], "the Main Phase can always end")
    end,
  },
  {
    name = "actions AS-06: a play requirement counts characters in play of that colour; exhausted count, "
      .. "frightened do not",
    options = { preset = "requirement" },
    check = function(game)
      expect(not util.main_ids(game, 1)["play_sky_courier_nimbus:home"], "Zephyra alone is Blue 1 < 2")
      util.build(game, { [1] = { tokens = 5, hand = { "sky_courier_nimbus" }, home = { { "gale_runner",
        exhausted = true } } } })
      expect(util.main_ids(game, 1)["play_sky_courier_nimbus:home"], "with an exhausted Gale Runner: Blue 2")
    end,
  },
  {
    name = "actions AS-06: a frightened Friend adds nothing to a play requirement",
    options = { preset = "requirement" },
    check = function(game)
      util.build(game, { [1] = { tokens = 5, hand = { "sky_courier_nimbus" }, home = { { "gale_runner",
        frightened = true } } } })
      expect(not util.main_ids(game, 1)["play_sky_courier_nimbus:home"], "frightened: power 0, no colour")
    end,
  },
  {
    name = "actions AS-07: rally costs 2 AT: the frightened Friend turns face up, ready, with its power",
    options = { preset = "rally" },
    choices = { { 1, "rally_gale_runner" } },
    check = function(game)
      local runner = util.piece(game, 1, "gale_runner")
      expect(not game:prop(runner, "frightened") and not game:prop(runner, "exhausted"), "rallied and ready")
      expect(util.tokens(game, 1) == 0, "2 AT paid")
    end,
  },
  {
    name = "actions AS-07: no rally with 1 AT; a frightened Friend cannot be moved",
    options = { preset = "rally" },
    check = function(game)
      util.board.set(game, "tokens", 1, 1)
      local ids = util.main_ids(game, 1)
      expect(not ids.rally_gale_runner, "1 AT is not enough")
      expect(not ids["move_gale_runner:home"], "frightened Friends are not moved")
    end,
  },
  {
    name = "actions W-49: a character moves home to Problem, Problem to Problem, Problem to home; never to the "
      .. "opponent's home",
    options = { preset = "costs" },
    choices = {
      { 1, "move_gale_runner:problem2" }, { 2, "pass" },  -- B may answer a move to a Problem (Cloudburst Alert)
      { 1, "move_gale_runner:problem1" }, { 2, "pass" },
      { 1, "move_gale_runner:home" },                     -- a move home: nothing could answer it
    },
    check = function(game)
      expect(util.at(game, 1, "gale_runner") == "home", "back home")
      expect(util.tokens(game, 1) == 2, "3 Swift moves at 1 AT")
      local ids = util.main_ids(game, 1)
      expect(ids["move_gale_runner:problem1"] and ids["move_gale_runner:problem2"] and not ids["move_gale_runner:home"],
        "from home: the two Problems only")
    end,
  },
  {
    name = "actions AS-36 golden rule: a card whose text says it moves for 0 AT moves for 0",
    options = { preset = "golden_rule" },
    choices = { { 1, "move_free_runner:problem1" } },
    check = function(game)
      expect(util.tokens(game, 1) == 2, "no AT paid")
      expect(util.at(game, 1, "free_runner") == "at_problem_1", "moved")
    end,
  },
  {
    name = "actions AS-37: a card that can't be moved is never offered the Move action",
    options = { preset = "golden_rule" },
    check = function(game)
      local ids = util.main_ids(game, 1)
      expect(not ids["move_anchored_pip:problem1"] and not ids["move_anchored_pip:problem2"],
        "no move for Anchored Pip")
      expect(ids["move_quill_apprentice:problem1"], "others move (2 AT)")
    end,
  },
  {
    name = "actions: drawing a card costs 1 AT; with an empty draw deck it is not offered",
    options = { preset = "deck_draw" },
    choices = { { 1, "draw" } },
    check = function(game)
      expect(util.tokens(game, 1) == 2 and util.count(game, 1, "hand") == 1, "drew the last card")
      expect(not util.main_ids(game, 1).draw, "no draw from an empty deck")
    end,
  },
  {
    name = "actions W-14: the Main Phase ends with tokens left; they stay",
    options = { preset = "costs" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(util.tokens(game, 1) == 5, "5 AT kept")
      expect(game:current() == 2, "the opponent's turn")
    end,
  },
}
