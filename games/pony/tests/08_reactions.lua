-- Reactions and triggered abilities (rules text "Zeit-Regeln"; digest §4.2,
-- §4.3, AS-33, W-46 to W-48), and every card ability of the pool.
local board = require("board")
local power = require("power")
local util = require("tests.lib.util")
local expect = util.expect

local opts = util.opts

return {
  {
    name = "reactions AS-33/W-48: the non-causing player reacts first; a reaction's move opens a nested window; a "
      .. "card answers an event once",
    options = opts("reaction"),
    choices = {
      { 2, "move_meadow_tender_fern:problem1" },  -- B moves Fern to A's Problem (2 AT)
      { 1, "play_cloudburst_alert" },             -- A answers first
      { 1, "breeze_scout" },                      -- ... moving Breeze Scout (not Zephyra) there
      { 1, "use_breeze_scout" },                  -- nested window for Scout's move: pay 1, draw
      { 1, "pass" },                              -- outer window: A keeps its second Alert
      { 2, "end" },                               -- B's Main Phase goes on
    },
    check = function(game)
      expect(util.at(game, 1, "breeze_scout") == "at_problem_1", "Scout moved to A's Problem")
      expect(util.at(game, 2, "meadow_tender_fern") == "at_problem_1", "Fern moved")
      expect(#util.find(game, board.zone[1].hand, "cloudburst_alert") == 1, "the second Alert is kept")
      expect(#util.find(game, board.zone[1].hand, "gale_runner") == 1, "A drew Gale Runner")
      expect(util.tokens(game, 1) == 1 + 2, "A paid 1 (then 2 income), got %d", util.tokens(game, 1))
    end,
  },
  {
    name = "reactions AS-33/W-48: after Breeze Scout answered its move, back in the outer window: the second Alert "
      .. "is offered, Scout's reaction not again",
    options = opts("reaction"),
    choices = {
      { 2, "move_meadow_tender_fern:problem1" }, { 1, "play_cloudburst_alert" }, { 1, "breeze_scout" },
      { 1, "use_breeze_scout" },
    },
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 1, "A is asked")
      expect(pending[1].prompt:find("Meadow Tender Fern moved", 1, true), "the outer window (Fern's move): %s",
        pending[1].prompt)
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "play_cloudburst_alert pass auto_pass_on", "A's options: %s", ids)
      expect(util.tokens(game, 1) == 1, "A has 1 AT left: it could pay for Scout again")
    end,
  },
  {
    name = "reactions AS-33/W-48: A plays the second Alert on the same move (a different card): Zephyra, its "
      .. "only Swift character not there, moves; then nothing could answer and B's Main Phase goes on",
    options = opts("reaction"),
    choices = {
      { 2, "move_meadow_tender_fern:problem1" }, { 1, "play_cloudburst_alert" }, { 1, "breeze_scout" },
      { 1, "use_breeze_scout" }, { 1, "play_cloudburst_alert" },
    },
    check = function(game, pending)
      expect(util.at(game, 1, "zephyra") == "at_problem_1", "Zephyra moved to A's Problem")
      expect(#util.find(game, board.zone[1].discard, "cloudburst_alert") == 2, "both Alerts played")
      expect(#pending == 1 and pending[1].seat == 2 and pending[1].prompt == "Main Phase: choose an action",
        "B's Main Phase")
    end,
  },
  {
    -- Hidden hands: a seat whose deck holds a Reaction card it could play now
    -- is asked whatever it holds. These two scenarios differ only in A's hand
    -- (two Cloudburst Alerts, or none) and B sees the same decisions in both.
    name = "reactions (hidden hands): A holds no Reaction card and is still asked, with Pass only",
    options = opts("reaction_none"),
    choices = { { 2, "move_meadow_tender_fern:problem1" }, { 1, "pass" }, { 2, "end" } },
    check = function(game)
      expect(util.at(game, 2, "meadow_tender_fern") == "at_problem_1", "Fern moved")
      expect(util.at(game, 1, "breeze_scout") == "home", "nothing answered it")
    end,
  },
  {
    name = "reactions (hidden hands): ... the same choices when A holds two Cloudburst Alerts and passes",
    options = opts("reaction"),
    choices = { { 2, "move_meadow_tender_fern:problem1" }, { 1, "pass" }, { 2, "end" } },
    check = function(game)
      expect(#util.find(game, board.zone[1].hand, "cloudburst_alert") == 2, "both Alerts kept")
    end,
  },
  {
    name = "reactions (hidden hands): A switches on auto-pass; with nothing playable it is not asked again, and may "
      .. "switch it off in its Main Phase",
    options = opts("reaction_twice"),
    choices = {
      { 2, "move_meadow_tender_fern:problem1" }, { 1, "auto_pass_on" },
      { 2, "move_haybale_hank:problem1" },  -- A is not asked: auto-pass, nothing in hand
      { 2, "end" },
    },
    check = function(game)
      expect(board.get(game, "auto_pass", 1) == 1, "the switch is on")
      expect(util.at(game, 2, "haybale_hank") == "at_problem_1", "Hank moved")
      expect(game:current() == 1 and game:phase() == "main", "A's Main Phase")
      expect(util.main_ids(game, 1).auto_pass_off, "A may switch it off")
      expect(not util.main_ids(game, 2).auto_pass_off, "B never switched it on")
    end,
  },
  {
    name = "reactions (hidden hands): auto_pass_off in the Main Phase switches it off",
    options = opts("reaction_twice"),
    choices = {
      { 2, "move_meadow_tender_fern:problem1" }, { 1, "auto_pass_on" }, { 2, "end" }, { 1, "auto_pass_off" },
    },
    check = function(game)
      expect(board.get(game, "auto_pass", 1) == 0, "the switch is off")
      expect(game:current() == 1 and game:phase() == "main", "still A's Main Phase")
    end,
  },
  {
    name = "reactions W-47(a): in B's turn, a card moving to a Problem lets A play its Reaction Event",
    options = opts("watchful_b"),
    -- after the Eye, A is asked again (its deck holds Cloudburst Alert) and passes
    choices = { { 2, "move_haybale_hank:problem1" }, { 1, "play_watchful_eye" }, { 1, "pass" }, { 2, "end" } },
    check = function(game)
      expect(util.at(game, 1, "watchful_eye") == "discard", "played")
      expect(#util.find(game, board.zone[1].hand, "cirrus_dart") == 1, "A drew")
    end,
  },
  {
    name = "reactions W-47(b): in A's own turn, B gets the window first (nothing to play), then A may react",
    options = opts("watchful"),
    choices = { { 1, "move_gale_runner:problem2" }, { 1, "play_watchful_eye" } },
    check = function(game)
      expect(util.at(game, 1, "watchful_eye") == "discard", "played in A's own turn")
      expect(#util.find(game, board.zone[1].hand, "cirrus_dart") == 1, "A drew")
      expect(util.tokens(game, 1) == 0, "the Swift move cost 1, Watchful Eye 0")
    end,
  },
  {
    name = "triggers: Stormcaller Vessa enters play: you may move up to 2 of your other characters to its area",
    options = opts("vessa"),
    choices = { { 1, "play_stormcaller_vessa:problem1" }, { 1, "yes" }, { 1, { "gale_runner", "quill_apprentice" } } },
    check = function(game)
      expect(util.at(game, 1, "gale_runner") == "at_problem_1" and util.at(game, 1,
        "quill_apprentice") == "at_problem_1",
        "both moved")
      expect(util.at(game, 1, "cirrus_dart") == "home", "Dart stayed")
      expect(util.tokens(game, 1) == 0, "the moves were free")
    end,
  },
  {
    name = "triggers: Rootcellar Pip: an opponent with 5 or more cards discards one of their choice",
    options = opts("pip"),
    choices = { { 2, "play_rootcellar_pip:home" }, { 1, "tailwind" } },
    check = function(game)
      expect(util.at(game, 1, "tailwind") == "discard", "A chose Tailwind")
      expect(util.count(game, 1, "hand") == 4, "4 left")
    end,
  },
  {
    name = "triggers: Hearthkeeper Bryn rallies all your frightened Friends in its area (not the opponent's)",
    options = opts("bryn"),
    choices = { { 2, "play_hearthkeeper_bryn:problem2" } },
    check = function(game)
      expect(not game:prop(util.piece(game, 2, "burrow_bunny"), "frightened"), "Bunny rallied")
      expect(not game:prop(util.piece(game, 2, "meadow_tender_fern"), "frightened"), "Fern rallied")
      expect(game:prop(util.piece(game, 1, "gale_runner"), "frightened"), "A's Runner still frightened")
    end,
  },
  {
    name = "reactions: Honeycomb Cub gains 1 AT when you play a Critter to its Problem, once per turn",
    options = opts("cub"),
    choices = { { 2, "play_burrow_bunny:problem2" }, { 2, "use_honeycomb_cub" }, { 2, "play_burrow_bunny:problem2" } },
    check = function(game)
      -- 3 - 1 + 1 - 1 = 2, and no second reaction was offered (the next decision is B's Main Phase)
      expect(util.tokens(game, 2) == 2, "one token gained, got %d", util.tokens(game, 2))
      expect(game:phase() == "main", "the Main Phase goes on")
    end,
  },
  {
    name = "reactions: Honeycomb Cub does not answer its own arrival (\"another Critter\")",
    options = opts("cub_itself"),
    choices = { { 2, "play_honeycomb_cub:problem2" } },
    check = function(game, pending)
      expect(util.at(game, 2, "honeycomb_cub") == "at_problem_2", "played to B's Problem")
      expect(util.tokens(game, 2) == 1, "3 - 2, no token back, got %d", util.tokens(game, 2))
      expect(#pending == 1 and pending[1].prompt == "Main Phase: choose an action", "no reaction offered")
    end,
  },
  {
    name = "reactions: Bramble (boosted): after you confront its Problem, you may ready one of your Friends there",
    options = opts("bramble_boosted"),
    choices = { { 2, "use_bramble" } },
    check = function(game)
      expect(util.points(game, 2) >= 1, "confronted (Bramble 3 + exhausted Marl does not count)")
      expect(not game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "Marl readied")
    end,
  },
  {
    name = "cards: Tailwind moves up to 2 Swift characters; Borrowed Brilliance gives +2 Purple for the turn",
    options = opts("skyward_cards"),
    choices = {
      { 1, "play_tailwind" }, { 1, { "gale_runner", "zephyra" } }, { 1, "problem1" }, { 1, "problem2" },
      { 1, "play_borrowed_brilliance" }, { 1, "quill_apprentice" },
    },
    check = function(game)
      expect(util.at(game, 1, "gale_runner") == "at_problem_1" and util.at(game, 1, "zephyra") == "at_problem_2",
        "moved for free")
      local e = power.snapshot(util.handle.wrap(game)).by[util.piece(game, 1, "quill_apprentice")]
      expect(e.power == 3 and e.colours.purple, "Quill 1 + 2 Purple")
      expect(util.tokens(game, 1) == 7, "1 + 1 AT")
    end,
  },
  {
    name = "cards: Sky Courier Nimbus (exhaust: move another character to its area) and Windsock Tower (exhaust: "
      .. "ready a Swift one)",
    options = opts("skyward_cards"),
    choices = { { 1, "use_windsock_tower" }, { 1, "use_sky_courier_nimbus" } },  -- Dart is the only one to move
    check = function(game)
      expect(not game:prop(util.piece(game, 1, "gale_runner"), "exhausted"),
        "Runner readied (the only exhausted Swift)")
      expect(util.at(game, 1, "cirrus_dart") == "home", "Dart moved to Nimbus's area")
      expect(game:prop(util.piece(game, 1, "sky_courier_nimbus"), "exhausted"), "Nimbus exhausted")
      expect(game:prop(util.piece(game, 1, "windsock_tower"), "exhausted"), "the Tower exhausted")
      expect(util.tokens(game, 1) == 9, "no tokens")
    end,
  },
  {
    name = "cards: Harvest Rush readies up to 2 and draws; Call of the Glade moves a Critter with +1; Critter "
      .. "Hollow moves a Critter; Apple Cart",
    options = opts("orchard_cards"),
    choices = {
      { 2, "play_harvest_rush" }, { 2, { "plow_captain_marl", "haybale_hank" } },
      { 2, "play_call_of_the_glade" }, { 2, "problem2" }, { 1, "pass" },  -- A (Skyward) may answer a move
      { 2, "use_critter_hollow" }, { 2, "problem1" }, { 1, "pass" },
      { 2, "play_apple_cart:problem1" },
    },
    check = function(game)
      local h = util.handle.wrap(game)
      local snap = power.snapshot(h)
      expect(not game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "Marl readied")
      expect(#util.find(game, board.zone[2].hand, "rootcellar_pip") == 1, "drew Pip")
      local bunny = util.piece(game, 2, "burrow_bunny")
      expect(util.where(game, bunny) == "at_problem_1", "Bunny: home -> Fence Down -> Runaway Kites")
      expect(snap.by[bunny].power == 1 + 1 + 1, "Bunny 1 + Glade 1 + Apple Cart 1")
      expect(util.tokens(game, 2) == 9 - 2 - 1 - 2, "paid 5")
    end,
  },
  {
    name = "reactions wait for the whole action: A's window for Call of the Glade's move opens after the +1",
    options = opts("orchard_cards"),
    choices = { { 2, "play_call_of_the_glade" }, { 2, "problem2" } },
    check = function(game, pending)
      expect(pending and #pending == 1 and pending[1].seat == 1, "A is asked to react")
      local bunny = util.piece(game, 2, "burrow_bunny")
      expect(util.where(game, bunny) == "at_problem_2", "Bunny moved")
      local e = power.snapshot(util.handle.wrap(game)).by[bunny]
      expect(e.power == 2, "the card resolved whole before the window: Bunny 1 + Glade 1, got %d", e.power)
    end,
  },
  {
    name = "cards: Clover boosts at the start of the Score Phase with 3 Critter Friends in play; boosted, Critters "
      .. "get +1",
    options = { preset = "clover", deck = "meadow" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(game:prop(util.piece(game, 1, "clover"), "boosted"), "boosted")
      local snap = power.snapshot(util.handle.wrap(game))
      expect(snap.by[util.piece(game, 1, "burrow_bunny")].power == 2, "Bunny 1 + 1")
    end,
  },
  {
    name = "cards: Lumen boosts when it wins a faceoff it is involved in; boosted it is Inspired",
    options = { preset = "lumen", deck = "archive", ["deck.2"] = "orchard" },
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game)
      local lumen = util.piece(game, 1, "lumen")
      expect(game:prop(lumen, "boosted"), "boosted")
      expect(power.snapshot(util.handle.wrap(game)).by[lumen].kw.inspired, "Inspired")
    end,
  },
}
