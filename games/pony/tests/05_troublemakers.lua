-- Troublemakers (rules text "Troublemaker Phase", "Villain", "Epic"; digest
-- §3.6, AS-08 to AS-13, AS-39, W-08 to W-13, options villain_removes, epic,
-- unique).
local board = require("board")
local confront = require("confront")
local util = require("tests.lib.util")
local expect = util.expect


return {
  {
    name = "troublemakers AS-08: played face down for 1 AT; only its owner sees it; it blocks nobody",
    options = util.opts("tm_cycle"),
    choices = { { 1, "play_pantry_nibbler:problem2" }, { 1, "end" } },
    check = function(game)
      local nibbler = util.piece(game, 1, "pantry_nibbler")
      expect(not game:face_up(nibbler), "face down")
      expect(game:sees(nibbler, 1) and not game:sees(nibbler, 2), "seen by its owner only")
      expect(util.tokens(game, 1) == 1, "1 AT paid")
      expect(game:current() == 2 and game:phase() == "main", "B's Main Phase")
      expect(not confront.blocked(util.handle.wrap(game), 2, 2), "a face-down Troublemaker blocks nobody")
    end,
  },
  {
    name = "troublemakers AS-08/W-08: uncovered in its owner's next Troublemaker Phase; at the start of B's, B "
      .. "discards a random card",
    options = util.opts("tm_cycle"),
    choices = { { 1, "play_pantry_nibbler:problem2" }, { 1, "end" }, { 2, "end" }, { 1, "end" } },
    check = function(game)
      local nibbler = util.piece(game, 1, "pantry_nibbler")
      expect(game:face_up(nibbler) and game:sees(nibbler, 2), "uncovered, seen by both")
      expect(game:current() == 2 and game:phase() == "main", "B's next Main Phase")
      -- B: 3 cards + a draw on each of its two turns - 1 discarded at random
      expect(util.count(game, 2, "hand") == 4, "B holds %d", util.count(game, 2, "hand"))
      expect(util.count(game, 2, "discard") == 1, "one card discarded")
      expect(confront.blocked(util.handle.wrap(game), 2, 2), "now it blocks B")
      expect(not confront.blocked(util.handle.wrap(game), 1, 2), "but not its owner")
    end,
  },
  {
    name = "troublemakers AS-10/W-11: B challenges Drowsy Moth and wins 7 to 4 (Marl +2, Stubborn Bramble counts "
      .. "exhausted)",
    options = util.opts("tm_won"),
    choices = { { 2, "bramble" }, { 2, "challenge_drowsy_moth" } },
    check = function(game)
      expect(util.at(game, 1, "drowsy_moth") == "discard", "the Moth is defeated")
      expect(util.points(game, 2) == 1 and board.get(game, "from_troublemakers", 2) == 1, "B scores its 1 point")
      local bramble = util.piece(game, 2, "bramble")
      expect(game:prop(bramble, "boosted") and game:prop(bramble, "exhausted"), "Bramble boosted, still exhausted")
      expect(game:pieces(board.zone[2].deck)[1] == util.find(game, board.zone[2].deck, "burrow_bunny")[1] or
        game:def(game:pieces(board.zone[2].deck)[1]) == "burrow_bunny", "Bunny at the bottom of B's deck")
      expect(game:def(game:pieces(board.zone[1].deck)[1]) == "gale_runner", "Runner at the bottom of A's deck")
      expect(game:phase() == "main", "on to B's Main Phase")
    end,
  },
  {
    name = "troublemakers AS-11: B plays Stubborn Streak in the faceoff, still loses 3 to 6; Hank goes home, "
      .. "Nibbler stays",
    options = util.opts("tm_lost"),
    choices = { { 2, "challenge_pantry_nibbler" }, { 2, "play_stubborn_streak" } },
    check = function(game)
      expect(util.at(game, 2, "haybale_hank") == "home", "Hank sent home")
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "the Nibbler stays")
      expect(util.points(game, 2) == 0 and util.points(game, 1) == 0, "no points")
      expect(#util.find(game, board.zone[2].discard, "stubborn_streak") == 2, "both Streaks discarded (played, random)")
      expect(game:prop(util.piece(game, 2, "haybale_hank"), "mod_faceoff") == nil, "the +1 ended with the faceoff")
    end,
  },
  {
    name = "troublemakers W-12: a lost challenge with two involved characters: the challenger picks who goes home",
    options = util.opts("challenge_lost_choice"),
    choices = { { 2, "challenge_thornback_wolf" }, { 2, "haybale_hank" } },
    check = function(game)
      expect(util.at(game, 2, "haybale_hank") == "home" and util.at(game, 2, "bramble") == "at_problem_1",
        "Hank home, Bramble stays")
      expect(util.at(game, 1, "thornback_wolf") == "troublemakers_1", "the Wolf stays")
    end,
  },
  {
    name = "troublemakers: the loser of a challenge may send home a character there that took no part",
    options = util.opts("challenge_lost_exhausted"),
    choices = { { 2, "challenge_thornback_wolf" }, { 2, "meadow_tender_fern" } },
    check = function(game)
      expect(util.at(game, 2, "meadow_tender_fern") == "home" and util.at(game, 2, "haybale_hank") == "at_problem_1",
        "Fern home, Hank stays")
      expect(util.at(game, 1, "thornback_wolf") == "troublemakers_1", "the Wolf stays")
    end,
  },
  {
    name = "troublemakers A-16: an exhausted character alone at the Problem lets B challenge (the text: \"at least "
      .. "one character\"); B's flip 4 beats the Nibbler 2 and A's flip 1",
    options = util.opts("challenge_exhausted_only"),
    choices = { { 2, "challenge_pantry_nibbler" } },
    check = function(game)
      expect(util.at(game, 1, "pantry_nibbler") == "discard", "the Nibbler is defeated")
      expect(util.points(game, 2) == 1, "B scores its point, got %d", util.points(game, 2))
      expect(util.at(game, 2, "meadow_tender_fern") == "at_problem_1", "Fern stays (B won)")
    end,
  },
  {
    name = "troublemakers Caged 1: B pays 1 AT to challenge Crate Goblin, then wins 6 to 4",
    options = util.opts("caged"),
    choices = { { 2, "challenge_crate_goblin" } },
    check = function(game)
      expect(util.tokens(game, 2) == 0, "B paid its 1 AT (Caged 1), has %d", util.tokens(game, 2))
      expect(util.at(game, 1, "crate_goblin") == "discard", "the Goblin is defeated")
      expect(util.points(game, 2) == 1, "B scores its 1 point")
      expect(game:phase() == "main" and game:current() == 2, "on to B's Main Phase")
    end,
  },
  {
    name = "troublemakers Caged 1: without 1 AT, B cannot challenge Crate Goblin",
    options = util.opts("caged_broke"),
    check = function(game)
      expect(game:phase() == "main" and game:current() == 2, "no challenge offered: on to B's Main Phase")
      expect(util.at(game, 1, "crate_goblin") == "troublemakers_1", "the Goblin stays")
    end,
  },
  {
    name = "troublemakers W-10: no challenge without a character at that Problem",
    options = util.opts("no_challenge"),
    choices = { { 2, "plow_captain_marl" } },  -- the Moth's exhaust (B's choice), then no challenge offered
    check = function(game)
      expect(game:phase() == "main" and game:current() == 2, "straight on to B's Main Phase")
      expect(game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "the Moth exhausted Marl")
    end,
  },
  {
    name = "troublemakers AS-12/W-44 (villain_removes=all, the text's \"alle anderen\"): an uncovered Villain "
      .. "dismisses the face-up Wolf and the face-down Moth, frightens all Friends there",
    options = util.opts("villain"),
    check = function(game, pending)
      local queen = util.piece(game, 1, "the_hollow_queen")
      expect(game:face_up(queen), "the Queen is uncovered")
      expect(util.at(game, 2, "thornback_wolf") == "discard", "the Wolf is dismissed")
      expect(util.at(game, 2, "drowsy_moth") == "discard", "the face-down Moth is dismissed too")
      for _, id in ipairs({ "meadow_tender_fern", "burrow_bunny" }) do
        expect(game:prop(util.piece(game, 2, id), "frightened"), "%s frightened", id)
      end
      expect(game:prop(util.piece(game, 1, "quill_apprentice"), "frightened"), "its owner's Friend too")
      expect(not game:prop(util.piece(game, 2, "bramble"), "frightened"), "the Mane is immune")
      local h = util.handle.wrap(game)
      expect(confront.blocked(h, 1, 2) and confront.blocked(h, 2, 2), "nobody can confront there")
      -- A-16 (the text: "at least one character"): A's frightened Quill still
      -- lets A challenge its own Villain, with the flips alone
      expect(#pending == 1 and pending[1].seat == 1
        and table.concat(pending[1].options, " ") == "challenge_the_hollow_queen done", "A is offered the challenge")
    end,
  },
  {
    name = "troublemakers AS-12 option villain_removes=faceup: the Wolf is dismissed, the face-down Moth stays",
    options = util.opts("villain", { villain_removes = "faceup" }),
    check = function(game)
      expect(util.at(game, 2, "thornback_wolf") == "discard", "the Wolf is dismissed")
      local moth = util.find(game, board.zone[2].tm[2], "drowsy_moth")[1]
      expect(moth and not game:face_up(moth), "the Moth stays face down")
    end,
  },
  {
    name = "troublemakers AS-12/W-09/W-44 (villain_removes=faceup): the Moth stays face down under the Villain; B "
      .. "may challenge A's Villain",
    options = util.opts("villain", { villain_removes = "faceup" }),
    choices = { { 1, "done" }, { 1, "end" }, { 2, "challenge_the_hollow_queen" } },
    check = function(game)
      local moth = util.find(game, board.zone[2].tm[2], "drowsy_moth")[1]
      expect(moth and not game:face_up(moth), "not uncovered while the Villain is there")
      expect(util.points(game, 1) == 0 and util.points(game, 2) == 0, "PR-B2 was not confronted")
    end,
  },
  {
    name = "troublemakers AS-13/W-45: an Epic Troublemaker is a Villain (default): dismisses, frightens, blocks "
      .. "both, both may challenge",
    options = util.opts("epic"),
    choices = { { 2, "challenge_gloomcap_swarm" } },
    check = function(game)
      expect(util.at(game, 1, "pantry_nibbler") == "discard", "the Nibbler is dismissed")
      expect(game:prop(util.piece(game, 1, "gale_runner"), "frightened"), "Gale Runner frightened")
      local h = util.handle.wrap(game)
      expect(confront.blocked(h, 1, 1) and confront.blocked(h, 2, 1), "blocks both")
    end,
  },
  {
    name = "troublemakers AS-13 option epic=both_players_only: no dismissal, no fright, but it blocks both and its "
      .. "owner may challenge it",
    options = util.opts("epic", { epic = "both_players_only" }),
    choices = { { 2, "challenge_gloomcap_swarm" } },
    check = function(game)
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "the Nibbler stays")
      expect(not game:prop(util.piece(game, 1, "gale_runner"), "frightened"), "no fright")
      local h = util.handle.wrap(game)
      expect(confront.blocked(h, 1, 1) and confront.blocked(h, 2, 1), "blocks both")
    end,
  },
  {
    name = "troublemakers: without a limit (the text: uncovered ones are in play and carry out their text), A's "
      .. "Nibbler and Moth both stay face up at one Problem",
    options = { preset = "one_faceup" },
    check = function(game)
      for _, id in ipairs({ "pantry_nibbler", "drowsy_moth" }) do
        local piece = util.piece(game, 1, id)
        expect(util.where(game, piece) == "troublemakers_2" and game:face_up(piece), "%s stays, face up", id)
      end
      expect(game:current() == 1 and game:phase() == "main", "no choice of Troublemaker: on to A's Main Phase")
    end,
  },
  {
    name = "troublemakers AS-39 option troublemaker_limit=one: one face-up Troublemaker per player per Problem: A "
      .. "keeps the Moth, the Nibbler is dismissed",
    options = { preset = "one_faceup", troublemaker_limit = "one" },
    choices = { { 1, "drowsy_moth" } },
    check = function(game)
      expect(util.at(game, 1, "pantry_nibbler") == "discard", "dismissed")
      expect(util.at(game, 1, "drowsy_moth") == "troublemakers_2", "kept")
    end,
  },
  {
    name = "troublemakers W-13/A-18: A may not challenge its own Moth but may challenge its own Villain; B flips "
      .. "for the Villain",
    options = { preset = "own_villain" },
    choices = { { 1, "challenge_the_hollow_queen" } },
    check = function(game)
      -- Dart 2 + A's flip Vessa 4 = 6 against the Queen 6 + B's flip Bunny 1 = 7: A loses, Dart goes home
      expect(util.at(game, 1, "cirrus_dart") == "home", "A lost and sent Dart home")
      expect(util.at(game, 1, "the_hollow_queen") == "troublemakers_1", "the Queen stays")
      expect(game:def(game:pieces(board.zone[2].deck)[1]) == "burrow_bunny", "B flipped for the Queen")
      expect(game:phase() == "main", "the Moth was never offered: on to the Main Phase")
    end,
  },
  {
    name = "troublemakers option unique: a second Unique card is not played while one is in play (both, in_play) ...",
    options = { preset = "unique" },
    check = function(game)
      expect(not util.main_ids(game, 1)["play_stormcaller_vessa:home"], "blocked")
    end,
  },
  {
    name = "troublemakers option unique=deck: ... but it may be with only the deck limit (the German rules)",
    options = { preset = "unique", unique = "deck" },
    check = function(game)
      expect(util.main_ids(game, 1)["play_stormcaller_vessa:home"], "allowed")
    end,
  },

  {
    name = "troublemakers W-31: the Troublemaker's side is the Troublemaker alone: its owner's Cirrus Dart at that "
      .. "Problem adds nothing (B wins 4 to 3, not loses 4 to 5)",
    options = util.opts("tm_owner_char"),
    choices = { { 2, "challenge_pantry_nibbler" } },
    check = function(game)
      expect(util.at(game, 1, "pantry_nibbler") == "discard", "the Nibbler is defeated")
      expect(util.points(game, 2) == 1 and board.get(game, "from_troublemakers", 2) == 1, "B scores its 1 point")
      expect(util.at(game, 2, "haybale_hank") == "at_problem_1", "Hank stays (B won)")
      local dart = util.piece(game, 1, "cirrus_dart")
      expect(util.where(game, dart) == "at_problem_1" and not game:prop(dart, "exhausted"), "Dart untouched")
      expect(game:current() == 2 and game:phase() == "main", "on to B's Main Phase")
    end,
  },
  {
    name = "troublemakers W-09/AS-12: B defeats A's Villain; B's face-down Moth under it stays face down in that "
      .. "phase",
    options = util.opts("villain_defeated"),
    choices = { { 2, "challenge_the_hollow_queen" } },
    check = function(game)
      expect(util.at(game, 1, "the_hollow_queen") == "discard", "the Queen is defeated")
      expect(util.points(game, 2) == 3, "B scores its 3 points, got %d", util.points(game, 2))
      local moth = util.piece(game, 2, "drowsy_moth")
      expect(util.where(game, moth) == "troublemakers_2" and not game:face_up(moth), "the Moth is still face down")
      expect(game:current() == 2 and game:phase() == "main", "B's Main Phase")
    end,
  },
  {
    name = "troublemakers W-09/AS-12: ... and is uncovered in B's next Troublemaker Phase (villain_removes=faceup)",
    options = util.opts("villain_defeated", { villain_removes = "faceup" }),
    choices = { { 2, "challenge_the_hollow_queen" }, { 2, "end" }, { 1, "end" } },
    check = function(game)
      local moth = util.piece(game, 2, "drowsy_moth")
      expect(util.where(game, moth) == "troublemakers_2" and game:face_up(moth), "the Moth is uncovered")
      expect(game:sees(moth, 1), "A sees it now")
      expect(game:current() == 2 and game:phase() == "main", "B's next Main Phase")
      expect(confront.blocked(util.handle.wrap(game), 1, 2) and not confront.blocked(util.handle.wrap(game), 2, 2),
        "it blocks A at B's Problem, not B")
    end,
  },
  {
    name = "troublemakers AS-39: A uncovers the Nibbler and The Hollow Queen together: the Queen is kept, no choice "
      .. "is offered",
    options = { preset = "one_faceup_villain", troublemaker_limit = "one" },
    check = function(game, pending)
      local queen = util.piece(game, 1, "the_hollow_queen")
      expect(util.where(game, queen) == "troublemakers_2" and game:face_up(queen), "the Queen is kept, face up")
      expect(util.at(game, 1, "pantry_nibbler") == "discard", "the Nibbler is dismissed")
      expect(game:current() == 1 and game:phase() == "main", "A's Main Phase")
      expect(#pending == 1 and pending[1].seat == 1 and pending[1].prompt == "Main Phase: choose an action",
        "the next decision is A's Main Phase action, not a choice of Troublemaker")
    end,
  },
  {
    name = "troublemakers A-17: after a lost challenge the Nibbler (still there, Quill still able) is not offered "
      .. "again; the Wolf is",
    options = util.opts("multi_challenge"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "gale_runner" } },
    check = function(game, pending)
      -- A: Runner 1 + Quill 1 + flip 1 = 3; B: Nibbler 2 + flip Marl 3 = 5
      expect(util.at(game, 1, "gale_runner") == "home", "A lost and sent Runner home")
      expect(util.at(game, 1, "quill_apprentice") == "at_problem_2", "Quill stays at B's Problem")
      expect(util.at(game, 2, "pantry_nibbler") == "troublemakers_2", "the Nibbler stays")
      expect(#pending == 1 and pending[1].seat == 1, "A is asked again")
      local ids = table.concat(pending[1].options, " ")
      expect(ids == "challenge_thornback_wolf done", "only the Wolf and done: %s", ids)
    end,
  },
  {
    name = "troublemakers A-17: a second challenge in the same phase; then none is left to offer",
    options = util.opts("multi_challenge"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "gale_runner" }, { 1, "challenge_thornback_wolf" },
      { 2, "burrow_bunny" } },
    check = function(game)
      -- A: Dart 2 + flip Runner 1 = 3; B: Wolf 5 + two flips (Bunny 1, Hank 1) = 7
      expect(util.at(game, 1, "cirrus_dart") == "home", "A lost again: Dart home")
      expect(util.at(game, 2, "thornback_wolf") == "troublemakers_1", "the Wolf stays")
      expect(game:current() == 1 and game:phase() == "main", "no challenge left: A's Main Phase")
    end,
  },
  {
    name = "troublemakers option unique=in_play: a second Unique card is not played while one is in play",
    options = { preset = "unique", unique = "in_play" },
    check = function(game)
      local ids = util.main_ids(game, 1)
      expect(not ids["play_stormcaller_vessa:home"] and not ids["play_stormcaller_vessa:problem1"]
        and not ids["play_stormcaller_vessa:problem2"], "blocked everywhere")
      expect(ids["draw"] and util.tokens(game, 1) == 8, "A could pay for it (8 AT)")
    end,
  },
  {
    name = "troublemakers option unique=in_play: ... and it may be played with none in play (one in the discard "
      .. "pile)",
    options = { unique = "in_play" },
    check = function(game)
      -- Blue 5 (Zephyra 1, two Darts) for its requirement 4 Blue, and no Vessa in play
      util.build(game, { phase = "main", [1] = { tokens = 8, home = { "cirrus_dart", "cirrus_dart" },
        hand = { "stormcaller_vessa" }, discard = { "stormcaller_vessa" } } })
      expect(util.main_ids(game, 1)["play_stormcaller_vessa:home"], "allowed: none in play")
    end,
  },
  {
    name = "troublemakers option unique (default both): two Unique Troublemakers uncovered at once: one is dismissed",
    options = { preset = "unique_tm" },
    check = function(game)
      expect(#util.find(game, board.zone[1].discard, "the_hollow_queen") == 1, "one Queen dismissed")
      local kept = util.find(game, board.zone[1].tm[1], "the_hollow_queen")
      expect(#kept == 1 and game:face_up(kept[1]), "the one at A's Problem stays")
      expect(#util.find(game, board.zone[1].tm[2], "the_hollow_queen") == 0, "none left at B's Problem")
    end,
  },
  {
    name = "troublemakers option unique=in_play: the same",
    options = { preset = "unique_tm", unique = "in_play" },
    check = function(game)
      expect(#util.find(game, board.zone[1].discard, "the_hollow_queen") == 1, "one Queen dismissed")
      expect(#util.find(game, board.zone[1].tm[1], "the_hollow_queen") == 1, "one stays")
    end,
  },
  {
    name = "troublemakers option unique=deck: both stay (no in-play limit)",
    options = { preset = "unique_tm", unique = "deck" },
    check = function(game)
      expect(#util.find(game, board.zone[1].discard, "the_hollow_queen") == 0, "none dismissed")
      expect(#util.find(game, board.zone[1].tm[1], "the_hollow_queen") == 1 and
        #util.find(game, board.zone[1].tm[2], "the_hollow_queen") == 1, "one at each Problem")
    end,
  },
}
