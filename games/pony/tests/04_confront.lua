-- Confronting Problems (rules text "Score Phase" 1; digest §3.1, AS-14 to
-- AS-17, W-15 to W-22, W-28, W-52, W-53).
local confront = require("confront")
local util = require("tests.lib.util")
local expect = util.expect

-- Builds seat 1's characters at Problem q (seat 1's Problem is `problem`)
-- on a fresh table and asks whether seat 1 meets it there.
local function meets(game, problem, list, q, other)
  local spec = { problems = { problem, other or "fence_down" }, [1] = {} }
  spec[1]["problem" .. (q or 1)] = list
  local h = util.build(game, spec)
  return confront.meets(h, 1, q or 1)
end

return {
  {
    name = "confront AS-14/W-17: '3 Blue': Gale Runner + Cirrus Dart meet it",
    check = function(game)
      expect(meets(game, "runaway_kites", { "gale_runner", "cirrus_dart" }), "Blue 3")
    end,
  },
  {
    name = "confront AS-14/W-17: '2 Blue + 2 Purple': Blue 4 does not meet it",
    check = function(game)
      expect(not meets(game, "storm_over_the_pass", { "cirrus_dart", "gale_runner", { "gale_runner" } }),
        "Blue 4, Purple 0")
    end,
  },
  {
    name = "confront AS-14/W-17: '2 Blue + 2 Purple': Cirrus Dart + Starglass Scholar meet it",
    check = function(game)
      expect(meets(game, "storm_over_the_pass", { "cirrus_dart", "starglass_scholar" }), "Blue 2 + Purple 2")
    end,
  },
  {
    name = "confront AS-14/W-17: '3 Blue + 2 non-Blue': Gale Runner + Cirrus Dart + Wobble Hexling meet it",
    check = function(game)
      expect(meets(game, "lost_map_pieces", { "gale_runner", "cirrus_dart", "wobble_hexling" }), "Blue 3 + Purple 2")
    end,
  },
  {
    name = "confront AS-14/W-17: '3 Blue + 2 non-Blue': Blue beyond 3 does not count as non-Blue (Vessa 4 + Runner "
      .. "1 + Quill 1)",
    check = function(game)
      expect(not meets(game, "lost_map_pieces", { "stormcaller_vessa", "gale_runner", "quill_apprentice" }),
        "Blue 5 + Purple 1")
    end,
  },
  {
    name = "confront AS-14/W-52: '+2 Purple' adds a colour; the character gives its power to one colour",
    check = function(game)
      local spec = { problems = { "storm_over_the_pass", "fence_down" },
        [1] = { problem1 = { "gale_runner", "cirrus_dart" } } }
      local h = util.build(game, spec)
      local runner = util.piece(game, 1, "gale_runner")
      game:set_prop(runner, "colour_turn", "purple")
      game:set_prop(runner, "mod_turn", 2)
      util.board.set(game, "mods", 1)
      expect(confront.meets(util.handle.wrap(game), 1, 1), "Dart -> Blue 2, Runner (3) -> Purple")
      game:move(util.piece(game, 1, "cirrus_dart"), util.board.zone[1].home)
      expect(not confront.meets(util.handle.wrap(game), 1, 1), "Runner alone: 3 to one colour only")
      local _ = h
    end,
  },
  {
    name = "confront AS-15/W-18: the opponent's Problem needs total power, any colours (6: Zephyra 1 + Scholar 2 + "
      .. "Orrin 3)",
    check = function(game)
      expect(meets(game, "runaway_kites", { "zephyra", "starglass_scholar", "runebinder_orrin" }, 2, "early_frost"),
        "6 power of blue and purple at Early Frost")
    end,
  },
  {
    name = "confront AS-15: 5 power at a Problem that needs 6 from the opponent is not enough",
    check = function(game)
      expect(not meets(game, "runaway_kites", { "starglass_scholar", "runebinder_orrin" }, 2, "early_frost"), "5 < 6")
    end,
  },
  {
    name = "confront AS-16/W-19: exhausted characters do not count (Dart 2 + exhausted Runner)",
    check = function(game)
      expect(not meets(game, "runaway_kites", { "cirrus_dart", { "gale_runner", exhausted = true } }), "2 < 3")
    end,
  },
  {
    name = "confront AS-16/W-19: frightened characters never count",
    check = function(game)
      expect(not meets(game, "runaway_kites", { "cirrus_dart", { "gale_runner", frightened = true } }), "2 < 3")
    end,
  },
  {
    name = "confront AS-16/W-41: an exhausted Stubborn character counts (Hank exhausted + Cora, Bramble elsewhere)",
    options = { deck = "orchard" },
    check = function(game)
      expect(meets(game, "fence_down", { { "haybale_hank", exhausted = true }, "cider_press_cora" }, 1,
        "runaway_kites"),
        "Orange 1 + 2")
    end,
  },
  {
    name = "confront AS-16: an exhausted character without Stubborn does not count (Marl 3 exhausted)",
    options = { deck = "orchard" },
    check = function(game)
      expect(not meets(game, "fence_down", { { "plow_captain_marl", exhausted = true } }, 1, "runaway_kites"),
        "Orange 0 of 3")
    end,
  },
  {
    name = "confront W-53: negative power counts 0 (Orrin 3 and Quill at -2 make 3, not 1)",
    check = function(game)
      local h = util.build(game, { problems = { "runaway_kites", "weather_rotation" },
        [1] = { problem2 = { "runebinder_orrin", "quill_apprentice" } } })
      game:set_prop(util.piece(game, 1, "quill_apprentice"), "mod_turn", -3)
      util.board.set(game, "mods", 1)
      local counted = confront.counting(require("power").snapshot(util.handle.wrap(game)), 1, 2)
      local total = 0
      for _, c in ipairs(counted) do
        total = total + c.value
      end
      expect(total == 3, "3 + 0, got %d", total)
      expect(not confront.meets(util.handle.wrap(game), 1, 2), "3 < 4")
      local _ = h
    end,
  },
  {
    name = "confront W-21: an effect 'while you confront' adds only during the check (Focus Knot)",
    check = function(game)
      local h = util.build(game, { problems = { "runaway_kites", "fence_down" },
        [1] = { problem1 = { { "cirrus_dart", attached = { "focus_knot" } } } } })
      expect(confront.meets(h, 1, 1), "Dart 2 + 1 while confronting = Blue 3")
      local snap = require("power").snapshot(h)
      expect(snap.by[util.piece(game, 1, "cirrus_dart")].power == 2, "outside the check: power 2")
    end,
  },
  {
    name = "confront W-16/AS-09: an opposing face-up Troublemaker blocks (no point, no bonus); your own does not "
      .. "block you",
    options = { preset = "blocking", ["deck.2"] = "orchard" },
    check = function(game)
      expect(util.points(game, 2) == 0, "B scored nothing at Fence Down")
      expect(game:current() == 1 and game:phase() == "main", "A's Main Phase")
    end,
  },
  {
    name = "confront W-16/AS-09/W-25: A confronts B's Problem through its own Troublemaker; B is blocked, so no "
      .. "faceoff",
    options = { preset = "blocking", ["deck.2"] = "orchard" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(util.points(game, 1) == 2, "A: 1 + first-confront bonus 1, got %d", util.points(game, 1))
      expect(util.cards.of(game, util.board.problem(game, 2)).id == "fence_down", "no faceoff: Fence Down stays")
      expect(util.at(game, 1, "cirrus_dart") == "at_problem_2", "A's characters stay")
    end,
  },
  {
    name = "confront AS-17/W-20/W-22: 1 point and the first-confront bonus",
    options = { preset = "bonus" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(util.points(game, 1) == 2, "1 + bonus 1, got %d", util.points(game, 1))
      expect(util.board.get(game, "from_bonus", 1) == 1, "the bonus")
    end,
  },
  {
    name = "confront AS-17/W-28: the next turn the same Problem scores 1 again, no bonus, no faceoff",
    options = { preset = "bonus" },
    choices = { { 1, "end" }, { 2, "end" }, { 1, "end" } },
    check = function(game)
      expect(util.points(game, 1) == 3, "2 + 1, got %d", util.points(game, 1))
      expect(util.cards.of(game, util.board.problem(game, 1)).id == "runaway_kites", "not replaced")
    end,
  },
  {
    name = "confront AS-17 option bonus_rule=faceoff_only: confronting first scores 1 point only",
    options = { preset = "bonus", bonus_rule = "faceoff_only" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(util.points(game, 1) == 1, "no first-confront bonus, got %d", util.points(game, 1))
    end,
  },
  {
    name = "confront W-15/W-23: with characters at both Problems the player picks the order; both score",
    options = { preset = "order" },
    choices = { { 1, "end" }, { 1, "problem2" } },
    check = function(game)
      -- Quill (1) does not meet Fence Down's 4; Runaway Kites is met
      expect(util.points(game, 1) == 2, "Runaway Kites: 1 + bonus")
    end,
  },

  {
    name = "confront W-15: with characters at both Problems but neither met, nobody asks for the order",
    options = { preset = "order_none" },
    choices = { { 1, "end" } },
    check = function(game, pending)
      for _, r in ipairs(pending or {}) do
        expect(r.prompt ~= "Which Problem do you confront first?", "asked for the order of nothing")
      end
      expect(util.points(game, 1) == 0, "nothing confronted, got %d", util.points(game, 1))
    end,
  },
  {
    name = "confront W-16: blocked at its own Problem (checked first), B still confronts A's Problem: 1 point and "
      .. "its bonus",
    options = { preset = "blocked_other", ["deck.2"] = "orchard" },
    choices = { { 2, "problem2" } },
    check = function(game)
      expect(util.points(game, 2) == 2, "B: 1 + first-confront bonus 1 at Runaway Kites, got %d", util.points(game, 2))
      expect(util.board.get(game, "from_confront", 2) == 1 and util.board.get(game, "from_bonus", 2) == 1,
        "one confront, one bonus")
      expect(not game:prop(util.board.problem(game, 2), "confronted"), "Fence Down was not confronted")
      expect(game:prop(util.board.problem(game, 1), "confronted"), "Runaway Kites was")
      expect(game:current() == 1 and game:phase() == "main", "A's Main Phase")
    end,
  },
}
