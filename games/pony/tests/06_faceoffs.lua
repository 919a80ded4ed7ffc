-- Faceoffs of every kind (rules text "Konfrontationen", "Score Phase" 2 and
-- 3; digest §3.3 to §3.5, AS-18 to AS-22, AS-34, AS-40, W-07, W-24 to W-36).
local board = require("board")
local util = require("tests.lib.util")
local expect = util.expect

local opts = util.opts

local function problem_id(game, q)
  return util.cards.of(game, board.problem(game, q)).id
end

-- The card ids of seat s's deck, bottom first, the first n.
local function bottom(game, s, n)
  local out = {}
  for i, piece in ipairs(game:pieces(board.zone[s].deck)) do
    if i > n then
      break
    end
    out[i] = game:def(piece)
  end
  return table.concat(out, ",")
end

return {
  {
    name = "faceoffs AS-18/W-24/W-27/W-32: a Problem faceoff (both meet one Problem); the non-turn player acts "
      .. "first; winner scores the bonus",
    options = opts("single_faceoff"),
    choices = { { 1, "play_flash_of_insight" }, { 1, "cirrus_dart" } },
    check = function(game)
      -- B: Marl 3+1 (Apple Cart) + Hank 1+1 + flip 2 = 8; A: Runner 1 + Dart 2+2 + flip 1 = 6
      expect(util.points(game, 2) == 2, "B: 1 for confronting + 1 bonus for the faceoff, got %d", util.points(game, 2))
      expect(board.get(game, "from_faceoff", 2) == 1 and board.get(game, "from_bonus", 2) == 0,
        "no first-confront bonus")
      expect(util.points(game, 1) == 0, "A meets it but scores nothing in B's turn")
    end,
  },
  {
    name = "faceoffs AS-18/W-07/W-29: replacing: characters home, Resources discarded, the Problem under its deck, "
      .. "the next one in play, Troublemakers stay",
    options = opts("single_faceoff"),
    choices = { { 1, "play_flash_of_insight" }, { 1, "cirrus_dart" } },
    check = function(game)
      for _, c in ipairs({ { 2, "plow_captain_marl" }, { 2, "haybale_hank" }, { 1, "gale_runner" }, { 1,
        "cirrus_dart" } }) do
        expect(util.at(game, c[1], c[2]) == "home", "%s home", c[2])
      end
      expect(util.at(game, 2, "apple_cart") == "discard", "Apple Cart discarded")
      expect(problem_id(game, 1) == "storm_over_the_pass", "Storm Over the Pass in play")
      expect(game:def(game:pieces(board.zone[1].problem_deck)[1]) == "runaway_kites", "Runaway Kites under the deck")
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "the Nibbler sits on the new Problem")
      expect(bottom(game, 2, 1) == "harvest_rush" and bottom(game, 1, 1) == "quill_apprentice",
        "flipped cards at their decks' bottoms")
      expect(not game:prop(board.problem(game, 1), "confronted"), "the new Problem was never confronted")
    end,
  },
  {
    name = "faceoffs AS-19/W-26/W-27/W-33: a double Problem faceoff (A confronted both): all characters on both, "
      .. "the higher bonus, both replaced",
    options = opts("double_faceoff"),
    choices = { { 1, "problem1" } },
    check = function(game)
      -- A: Dart 2 + Scholar 2 + Vessa 4 + flip 1 = 9; B: Hank 1 + Cora 2+1 + Bramble 1 + flip 1 = 6
      expect(util.points(game, 1) == 6, "A: 1+2 (Storm) + 1 (Fence) + 2 (faceoff) = 6, got %d", util.points(game, 1))
      expect(board.get(game, "from_faceoff", 1) == 2, "the higher bonus, 2")
      expect(problem_id(game, 1) == "library_overflow" and problem_id(game, 2) == "early_frost", "both replaced")
      for _, c in ipairs({ { 1, "cirrus_dart" }, { 1, "starglass_scholar" }, { 1, "stormcaller_vessa" },
        { 2, "haybale_hank" }, { 2, "cider_press_cora" }, { 2, "bramble" } }) do
        expect(util.at(game, c[1], c[2]) == "home", "%s home", c[2])
      end
    end,
  },
  {
    name = "faceoffs option tm_on_replace=stay (default): Troublemakers stay on the new Problems",
    options = opts("tm_replace"),
    choices = { { 1, "problem1" } },
    check = function(game)
      expect(util.at(game, 1, "drowsy_moth") == "troublemakers_2", "the face-up Moth stays")
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "the face-down Nibbler stays")
    end,
  },
  {
    name = "faceoffs option tm_on_replace=dismiss_faceup: face-up Troublemakers are dismissed, face-down ones stay",
    options = opts("tm_replace", { tm_on_replace = "dismiss_faceup" }),
    choices = { { 1, "problem1" } },
    check = function(game)
      expect(util.at(game, 1, "drowsy_moth") == "discard", "the face-up Moth is dismissed")
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "the face-down Nibbler stays")
    end,
  },
  {
    name = "faceoffs AS-20/W-36: the non-turn player acts first; Faceoff cards alternate, each resolved at once; "
      .. "two passes end it",
    options = opts("faceoff_window"),
    choices = {
      { 2, "play_stare_down" }, { 2, "cirrus_dart" },
      { 1, "play_flash_of_insight" }, { 1, "starglass_scholar" },
      { 2, "pass" }, { 1, "pass" },
    },
    check = function(game)
      -- A: Dart 2-3 -> 0, Scholar 2+2, flip 1 = 5; B: Marl 3, flip 1 = 4
      expect(util.points(game, 1) == 3, "A: 1 + first bonus 1 + faceoff bonus 1, got %d", util.points(game, 1))
      expect(#util.find(game, board.zone[2].hand, "stare_down") == 1, "B's second Stare Down is still in hand")
      expect(#util.find(game, board.zone[1].hand, "flash_of_insight") == 1, "A's second Flash too")
      expect(util.tokens(game, 2) == 1 + 3, "B paid 1 AT (1 left, +3 income at B's turn), got %d", util.tokens(game, 2))
    end,
  },
  {
    name = "faceoffs AS-20/W-36: Main Phase and Troublemaker Faceoff cards are not offered in a Problem faceoff; "
      .. "both are asked anyway (hidden hands: their decks hold Faceoff cards they could play)",
    options = opts("faceoff_quiet"),
    choices = { { 2, "pass" }, { 1, "pass" } },
    check = function(game)
      expect(game:current() == 2 and game:phase() == "main", "the game went on to B's Main Phase")
      expect(#util.find(game, board.zone[1].hand, "tailwind") == 1, "Tailwind not played")
      expect(#util.find(game, board.zone[2].hand, "stubborn_streak") == 1, "Stubborn Streak not played")
    end,
  },
  {
    name = "faceoffs AS-21/W-35: an extra flip (Orrin, 1 AT); flipped cards count only their printed power; each "
      .. "owner orders its flips",
    options = opts("flips"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "use_runebinder_orrin" }, { 1, "pantry_nibbler" } },
    check = function(game)
      -- A: Orrin 3 + Nibbler 2 + Apple Cart 1 = 6; B: Nibbler 2 + Tug-of-War 2 = 4
      expect(util.points(game, 1) == 1, "A defeats the Nibbler")
      expect(bottom(game, 1, 2) == "apple_cart,pantry_nibbler", "A put the Nibbler under first, then Apple Cart: %s",
        bottom(game, 1, 2))
      expect(util.tokens(game, 1) == 1, "1 - 1 for Orrin + 1 by Studious, got %d", util.tokens(game, 1))
    end,
  },
  {
    name = "faceoffs AS-22/W-39: Random: two Hexlings pass over two flipped 1s; the third card counts; all three "
      .. "go under the deck",
    options = opts("random"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "reflip" }, { 1, "reflip" }, { 1, "gale_runner" },
      { 1, "breeze_scout" } },
    check = function(game)
      -- A: Hexlings 2 + 2 + Scholar 2 = 6; B: Nibbler 2 + Bunny 1 = 3
      expect(util.points(game, 1) == 1, "A wins")
      expect(bottom(game, 1, 3) == "starglass_scholar,breeze_scout,gale_runner", "all three under the deck: %s",
        bottom(game, 1, 3))
    end,
  },
  {
    name = "faceoffs AS-34: an event faceoff (Tug-of-War): B wins 4 to 3, A's Dart goes home; nobody scores; no "
      .. "Problem replaced",
    options = opts("event_faceoff"),
    choices = { { 2, "play_tug_of_war" } },
    check = function(game)
      expect(util.at(game, 1, "cirrus_dart") == "home", "sent home")
      expect(util.points(game, 1) == 0 and util.points(game, 2) == 0, "no points")
      expect(problem_id(game, 1) == "runaway_kites", "no replacement")
      expect(not game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "Marl not exhausted")
    end,
  },
  {
    name = "faceoffs AS-34: losing the event faceoff exhausts the character that faced off",
    options = opts("tug_lose"),
    choices = { { 2, "play_tug_of_war" } },
    check = function(game)
      expect(game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "Marl exhausted")
      expect(util.at(game, 1, "cirrus_dart") == "at_problem_1", "Dart stays")
    end,
  },
  {
    name = "faceoffs: Tug-of-War may name an exhausted Friend of the opponent (the card: \"an opponent's Friend\"); "
      .. "it takes no part: B wins 4 to 2 and sends it home",
    options = opts("tug_exhausted"),
    choices = { { 2, "play_tug_of_war" } },
    check = function(game)
      -- B: Marl 3 + Bunny 1 = 4; A: the Nimbus flip 2, the exhausted Dart adds nothing (4 to 4 had it counted)
      expect(util.at(game, 1, "cirrus_dart") == "home", "the Dart is sent home: %s", util.at(game, 1, "cirrus_dart"))
      expect(game:prop(util.piece(game, 1, "cirrus_dart"), "exhausted"), "still exhausted")
      expect(not game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "B won: Marl not exhausted")
      expect(util.tokens(game, 2) == 0 and util.points(game, 2) == 0, "B paid 1 AT, nobody scores")
    end,
  },
  {
    name = "faceoffs AS-40 ties (default none): a Troublemaker faceoff 5 to 5: nobody scores, nobody goes home, it "
      .. "stays",
    options = opts("tie_tm"),
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game)
      expect(util.at(game, 2, "pantry_nibbler") == "troublemakers_2", "the Nibbler stays")
      expect(util.at(game, 1, "runebinder_orrin") == "at_problem_2", "Orrin stays")
      expect(util.points(game, 1) == 0, "no points")
    end,
  },
  {
    name = "faceoffs AS-40 option faceoff_tie=reflip: both flip again until one total is higher",
    options = opts("tie_tm", { faceoff_tie = "reflip" }),
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game)
      -- 5:5, then A flips Orrin (3), B Burrow Bunny (1): 8 to 6
      expect(util.at(game, 2, "pantry_nibbler") == "discard", "A wins on the reflip")
      expect(util.points(game, 1) == 1, "1 point")
    end,
  },
  {
    name = "faceoffs AS-40 ties (default none): a Problem faceoff 7 to 7: no bonus, the Problem is still replaced",
    options = opts("tie_problem"),
    check = function(game)
      expect(board.get(game, "from_faceoff", 1) == 0 and board.get(game, "from_faceoff", 2) == 0, "no faceoff bonus")
      expect(problem_id(game, 2) ~= "fence_down", "Fence Down replaced")
      expect(util.at(game, 1, "stormcaller_vessa") == "home", "characters home")
    end,
  },
  {
    name = "faceoffs AS-40 option faceoff_tie=reflip: the Problem faceoff's reflip decides the bonus",
    options = opts("tie_problem", { faceoff_tie = "reflip" }),
    check = function(game)
      -- 7:7, then A flips Gale Runner (1), B Plow Captain Marl (3): B wins the bonus 1
      expect(board.get(game, "from_faceoff", 2) == 1, "B wins the reflip")
    end,
  },

  {
    name = "faceoffs AS-20/W-36: in a Problem faceoff B (asked first) is offered its Stare Downs, not Stubborn Streak "
      .. "(Troublemaker Faceoff)",
    options = opts("faceoff_window"),
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 2, "B is asked first")
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "play_stare_down play_stare_down#2 pass auto_pass_on", "B's options: %s", ids)
      expect(#util.find(game, board.zone[2].hand, "stubborn_streak") == 1, "B holds Stubborn Streak, 2 AT")
    end,
  },
  {
    name = "faceoffs AS-20/W-36: ... then A is offered its Flashes of Insight, not Tailwind (Main Phase)",
    options = opts("faceoff_window"),
    choices = { { 2, "pass" } },
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 1, "A is asked next")
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "play_flash_of_insight play_flash_of_insight#2 pass auto_pass_on", "A's options: %s", ids)
      expect(#util.find(game, board.zone[1].hand, "tailwind") == 1, "A holds Tailwind, 2 AT")
    end,
  },
  {
    name = "faceoffs W-36: in a Troublemaker faceoff A's Second Glance (Problem Faceoff) and Tailwind are not "
      .. "offered: Pass only",
    options = opts("second_glance_tm"),
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 1, "A is asked (its deck holds Flash of Insight, 1 AT)")
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "pass auto_pass_on", "A's options: %s", ids)
      expect(util.tokens(game, 1) == 2, "A could pay for Second Glance (2 AT)")
    end,
  },
  {
    name = "faceoffs: Second Glance (Problem Faceoff) is offered in a Problem faceoff",
    options = opts("second_glance"),
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 1, "A is asked (B has no AT for its Faceoff cards)")
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "play_second_glance pass auto_pass_on", "A's options: %s", ids)
      expect(board.get(game, "faceoff") ~= 0, "in the faceoff")
    end,
  },
  {
    name = "faceoffs: Second Glance flips 1 more card: A wins 7 to 6 (5 to 6 without it) and scores the bonus",
    options = opts("second_glance"),
    choices = { { 1, "play_second_glance" }, { 1, "gale_runner" } },
    check = function(game)
      expect(util.points(game, 1) == 3, "A: 1 + first bonus 1 + faceoff bonus 1, got %d", util.points(game, 1))
      expect(board.get(game, "from_faceoff", 1) == 1 and util.points(game, 2) == 0, "A won the faceoff")
      expect(util.tokens(game, 1) == 0, "Second Glance cost 2 AT")
      expect(util.at(game, 1, "second_glance") == "discard", "played")
      expect(bottom(game, 1, 2) == "cirrus_dart,gale_runner", "both flipped cards under A's deck (Runner first): %s",
        bottom(game, 1, 2))
    end,
  },
  {
    name = "faceoffs: ... and without it B wins the same faceoff 6 to 5",
    options = opts("second_glance"),
    choices = { { 1, "pass" } },
    check = function(game)
      expect(util.points(game, 1) == 2 and board.get(game, "from_faceoff", 2) == 1, "B won the faceoff bonus")
    end,
  },
}
