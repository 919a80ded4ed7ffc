-- Keywords, one or more tests each (rules text "Schlüsselwörter"; digest
-- §4.1, W-37 to W-45, AS-22 to AS-28). Villain, Epic and Unique: also
-- 05_troublemakers.lua; Starting Problem: 02_setup.lua.
local board = require("board")
local actions = require("actions")
local play = require("play")
local power = require("power")
local util = require("tests.lib.util")
local expect = util.expect

local opts = util.opts

-- Power of seat s's card `id` on the table built from spec.
local function power_of(game, spec, s, id)
  local h = util.build(game, spec)
  return power.snapshot(h).by[util.piece(game, s, id)].power
end

return {
  {
    name = "keyword Caretaker AS-25/W-37: +1 at a Problem with another of your Critter Friends",
    options = { deck = "orchard" },
    check = function(game)
      expect(power_of(game, { problems = { "fence_down", "lost_ducklings" }, [1] = {
        problem2 = { "meadow_tender_fern", "burrow_bunny" } } }, 1, "meadow_tender_fern") == 3, "Fern 2 + 1")
    end,
  },
  {
    name = "keyword Caretaker AS-25: alone, at home, or with only an opponent's Critter: no bonus",
    options = { deck = "orchard" },
    check = function(game)
      local h = util.build(game, { problems = { "fence_down", "lost_ducklings" },
        [1] = { problem2 = { "meadow_tender_fern" }, home = { "elder_owl_hoot", "burrow_bunny" } },
        [2] = { problem2 = { "burrow_bunny" } } })
      local snap = power.snapshot(h)
      expect(snap.by[util.piece(game, 1, "meadow_tender_fern")].power == 2, "an opponent's Critter does not count")
      expect(snap.by[util.piece(game, 1, "elder_owl_hoot")].power == 3, "at home: none")
    end,
  },
  {
    name = "keyword Caretaker AS-25/A-09: a Caretaker Critter needs another Critter (Owl Hoot alone 3, with Bunny 4)",
    options = { deck = "orchard" },
    check = function(game)
      expect(power_of(game, { [1] = { problem1 = { "elder_owl_hoot" } } }, 1, "elder_owl_hoot") == 3, "alone")
    end,
  },
  {
    name = "keyword Caretaker AS-25: Owl Hoot with Burrow Bunny: 4",
    options = { deck = "orchard" },
    check = function(game)
      expect(power_of(game, { [1] = { problem1 = { "elder_owl_hoot", "burrow_bunny" } } }, 1, "elder_owl_hoot") == 4,
        "with Bunny")
    end,
  },
  {
    name = "keyword Inspired AS-24/W-38: at the start of the Main Phase A looks at as many of B's top cards as it "
      .. "has Inspired cards (frightened ones have none)",
    options = opts("inspired"),
    check = function(game, pending)
      local looking = game:pieces(board.zone[1].looking)
      expect(#looking == 1, "one card (the frightened Scholar has no keyword)")
      expect(game:sees(looking[1], 1) and not game:sees(looking[1], 2), "only A sees it")
      -- the cards lie in A's corner: the question says whose deck they go back on
      expect(pending and pending[1].prompt:find("on Seat 2's deck", 1, true), "prompt: %s",
        pending and pending[1].prompt)
    end,
  },
  {
    name = "keyword Inspired AS-24: A puts the card at the bottom of B's deck",
    options = opts("inspired"),
    choices = { { 1, "bottom_burrow_bunny" } },
    check = function(game)
      local deck = game:pieces(board.zone[2].deck)
      expect(game:def(deck[1]) == "burrow_bunny", "at the bottom")
      expect(game:def(deck[#deck]) == "haybale_hank", "Hank is on top now")
      expect(game:phase() == "main", "A's actions follow")
    end,
  },
  {
    name = "keyword Random W-39/A-10: one Random character: one pass over a flipped 1, no second",
    options = opts("random_one"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "reflip" }, { 1, "gale_runner" } },
    check = function(game)
      -- A: Hexling 2 + Scout 1 = 3; B: Nibbler 2 + Hank 1 = 3: a tie (then A orders its two flips)
      expect(util.at(game, 2, "pantry_nibbler") == "troublemakers_2", "a tie: it stays")
      expect(game:phase() == "main", "no second re-flip was offered")
    end,
  },
  {
    name = "keyword Stubborn W-34/W-51: an exhausted Stubborn character takes part, an exhausted other does not; "
      .. "an empty deck flips nothing",
    options = opts("stubborn"),
    choices = { { 2, "challenge_pantry_nibbler" } },
    check = function(game)
      -- B: Hank 1 + Bunny 1 = 2; A: Nibbler 2 + nothing = 2 (Fern would have made B win)
      expect(util.at(game, 1, "pantry_nibbler") == "troublemakers_1", "a tie: it stays")
      expect(util.points(game, 2) == 0, "no points")
    end,
  },
  {
    name = "keyword Studious AS-23/W-42: winning with two Studious characters involved gives exactly 1 AT",
    options = opts("studious"),
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game)
      expect(util.points(game, 1) == 1, "A wins")
      expect(util.tokens(game, 1) == 1, "one token, got %d", util.tokens(game, 1))
    end,
  },
  {
    name = "keyword Studious AS-23: losing gives nothing",
    options = opts("studious_lose"),
    choices = { { 1, "challenge_thornback_wolf" } },
    check = function(game)
      expect(util.tokens(game, 1) == 0, "no token")
      expect(util.at(game, 1, "quill_apprentice") == "home", "lost")
    end,
  },
  {
    name = "keyword Studious AS-23: in the opponent's turn too",
    options = opts("studious_other_turn"),
    check = function(game)
      -- B confronts A's Problem (4: Hank 1 + Bunny 1 + Cora 2); A meets 3 Blue; A: 2+1+1+2 = 6, B: 1+1+2+1 = 5
      expect(board.get(game, "from_faceoff", 1) == 1, "A wins the faceoff")
      expect(util.tokens(game, 1) >= 1, "A got its Studious token in B's turn")
    end,
  },
  {
    name = "keyword Studious AS-23: a Friend with Lantern of Study has Studious",
    check = function(game)
      local h = util.build(game, { [1] = { home = { { "gale_runner", attached = { "lantern_of_study" } } } } })
      local e = power.snapshot(h).by[util.piece(game, 1, "gale_runner")]
      expect(e.kw.studious and e.power == 2, "Studious and +1 power")
    end,
  },
  {
    name = "keyword Swift AS-26/W-43: moving costs 1 less: Gale Runner 1, Quill 2, Vessa 1",
    options = opts("swift"),
    check = function(game)
      local h = util.handle.wrap(game)
      local snap = power.snapshot(h)
      for id, cost in pairs({ gale_runner = 1, quill_apprentice = 2, stormcaller_vessa = 1 }) do
        expect(actions.move_cost(snap, util.piece(game, 1, id)) == cost, "%s costs %d", id, cost)
      end
    end,
  },
  {
    name = "keyword Swift AS-26: Zephyra boosts with 3 Swift characters at Problems; the boosted side gives +1 to "
      .. "Swift characters at its Problem",
    options = opts("swift"),
    choices = { { 1, "end" } },
    check = function(game)
      local zephyra = util.piece(game, 1, "zephyra")
      expect(game:prop(zephyra, "boosted"), "boosted")
      local snap = power.snapshot(util.handle.wrap(game))
      expect(snap.by[zephyra].power == 3 and snap.by[zephyra].side.home_limit == 4, "Blue 3, Home Limit 4")
      expect(game:counter("home_limit", 1) == 4, "the table shows Home Limit 4")
      expect(snap.by[util.piece(game, 1, "gale_runner")].power == 2, "Runner at Zephyra's Problem: 2")
      expect(snap.by[util.piece(game, 1, "cirrus_dart")].power == 2, "Dart elsewhere: 2")
    end,
  },
  {
    name = "keyword Pumped AS-27: a flipped card may go beneath the Pumped Friend; +1 power per card",
    options = opts("pumped"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "beneath_gale_runner" } },
    check = function(game)
      local runner = util.piece(game, 1, "gale_runner")
      local tess = util.piece(game, 1, "thunderhead_tess")
      expect(util.where(game, runner) == "beneath" and game:prop(runner, "beneath_of") == tess, "beneath Tess")
      expect(power.snapshot(util.handle.wrap(game)).by[tess].power == 3, "Tess 2 + 1")
    end,
  },
  {
    name = "keyword Pumped AS-27: 'spend 1' discards a card beneath as the cost (Tess moves for 0 AT)",
    options = opts("pumped"),
    choices = { { 1, "challenge_pantry_nibbler" }, { 1, "beneath_gale_runner" }, { 1, "use_thunderhead_tess" },
      { 1, "home" } },
    check = function(game)
      local tess = util.piece(game, 1, "thunderhead_tess")
      expect(util.at(game, 1, "gale_runner") == "discard", "spent")
      expect(util.where(game, tess) == "home", "moved")
      expect(power.snapshot(util.handle.wrap(game)).by[tess].power == 2, "back to 2")
    end,
  },
  {
    name = "keyword Pumped AS-27: when the Friend is frightened, the cards beneath it are discarded",
    check = function(game)
      local h = util.build(game, { [1] = { home = { { "thunderhead_tess", beneath = { "gale_runner" } } } } })
      play.frighten(h, util.piece(game, 1, "thunderhead_tess"))
      expect(util.at(game, 1, "gale_runner") == "discard", "discarded")
    end,
  },
  {
    name = "keyword Supportive AS-28: +N at a Problem with your Mane of a shared colour (Cora with Bramble: 3)",
    options = { deck = "orchard" },
    check = function(game)
      expect(power_of(game, { [1] = { problem2 = { "cider_press_cora", "bramble" } } }, 1, "cider_press_cora") == 3,
        "2 + 1")
    end,
  },
  {
    name = "keyword Supportive AS-28: without the Mane there, at home, or without a shared colour: no bonus",
    options = { deck = "orchard" },
    check = function(game)
      local h = util.build(game, { [1] = { problem2 = { "cider_press_cora" }, problem1 = { "dovetail_gentle",
        "bramble" },
        home = { "cider_press_cora" } } })
      local snap = power.snapshot(h)
      for _, piece in ipairs(game:pieces(board.zone[1].at[2])) do
        expect(snap.by[piece].power == 2, "Cora without Bramble: 2")
      end
      expect(snap.by[util.piece(game, 1, "dovetail_gentle")].power == 2, "Dovetail (Yellow) with Bramble (Orange): 2")
    end,
  },

  {
    name = "keyword Inspired W-38/AS-24: two Inspired cards: A looks at B's top 2 cards",
    options = opts("inspired_two"),
    check = function(game, pending)
      local looking = game:pieces(board.zone[1].looking)
      expect(#looking == 2, "two cards, got %d", #looking)
      expect(#pending == 1 and pending[1].seat == 1, "A puts them back")
      local ids = pending[1].options
      table.sort(ids)
      expect(table.concat(ids, " ") == "bottom_burrow_bunny bottom_haybale_hank top_burrow_bunny top_haybale_hank",
        "%s", table.concat(ids, " "))
    end,
  },
  {
    name = "keyword Inspired W-38/AS-24: one at the bottom, one back on top: B's deck is Hank, Cora, ..., Bunny",
    options = opts("inspired_two"),
    choices = { { 1, "bottom_burrow_bunny" }, { 1, "top_haybale_hank" } },
    check = function(game)
      local deck = game:pieces(board.zone[2].deck)
      expect(game:count(board.zone[1].looking) == 0, "nothing left to look at")
      expect(game:def(deck[#deck]) == "haybale_hank", "Hank on top")
      expect(game:def(deck[#deck - 1]) == "cider_press_cora", "Cora next")
      expect(game:def(deck[1]) == "burrow_bunny", "Bunny at the bottom")
      expect(game:phase() == "main" and game:current() == 1, "A's actions follow")
    end,
  },
  {
    name = "keyword Studious AS-23: in the opponent's turn: exactly 1 AT before A's next income",
    options = opts("studious_other_turn_hand"),
    check = function(game, pending)
      expect(board.get(game, "from_faceoff", 1) == 1, "A won the faceoff")
      expect(game:current() == 2 and #pending == 1 and pending[1].seat == 2 and pending[1].prompt:find("Hand limit"),
        "still B's turn: B's hand limit")
      expect(util.tokens(game, 1) == 1, "0 + 1 (Studious), got %d", util.tokens(game, 1))
    end,
  },
  {
    name = "keyword Studious AS-34: winning an event faceoff (Tug-of-War) with a Studious Friend gives 1 AT",
    options = opts("tug_studious"),
    choices = { { 2, "play_tug_of_war" } },
    check = function(game)
      -- A: Quill 1 + Vessa 4 = 5; B: Marl 3 + Bunny 1 = 4
      expect(game:prop(util.piece(game, 2, "plow_captain_marl"), "exhausted"), "B lost: Marl exhausted")
      expect(util.at(game, 1, "quill_apprentice") == "at_problem_1", "Quill stays")
      expect(util.tokens(game, 1) == 1, "A: 0 + 1 (Studious), got %d", util.tokens(game, 1))
      expect(util.tokens(game, 2) == 0, "B paid 1 AT for Tug-of-War")
      expect(game:current() == 2 and game:phase() == "main", "B's Main Phase goes on")
    end,
  },
  {
    name = "keyword Supportive AS-28: Cora and Bramble together at home: 2 (only at a Problem)",
    options = { deck = "orchard" },
    check = function(game)
      local h = util.build(game, { [1] = { home = { "cider_press_cora" } } })
      expect(util.at(game, 1, "bramble") == "home", "Bramble at home too")
      expect(power.snapshot(h).by[util.piece(game, 1, "cider_press_cora")].power == 2, "no Supportive bonus at home")
    end,
  },
}
