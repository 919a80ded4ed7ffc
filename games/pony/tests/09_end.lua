-- The end of a turn and of the game (rules text "Zug Ende", "Keine Karten
-- mehr", goal; digest §2.3, §5, AS-30 to AS-32, AS-35, W-06, W-30, W-50,
-- W-51, W-54), and the stall cap (engine safety, not a rule).
local board = require("board")
local play = require("play")
local power = require("power")
local util = require("tests.lib.util")
local expect = util.expect

local opts = util.opts

local function friends_at_home(game, s)
  local n = 0
  for _, piece in ipairs(game:pieces(board.zone[s].home)) do
    if util.cards.of(game, piece).type == "friend" then
      n = n + 1
    end
  end
  return n
end

return {
  {
    name = "end AS-30/W-06/W-30: first discard down to 8 cards, then Friends at home beyond the Home Limit; Mane "
      .. "and Resources stay",
    options = opts("end_of_turn"),
    choices = {
      { 2, "play_call_of_the_glade" }, { 2, "burrow_bunny" }, { 2, "problem2" },  -- +1 until the end of the turn
      { 1, "pass" },                                        -- A (Skyward) may answer the move
      { 2, "end" },
      { 2, { "stare_down", "tug_of_war" } },               -- 10 cards: discard 2
      { 2, { "rootcellar_pip", "honeycomb_cub" } },        -- 5 Friends at home, Home Limit 3: discard 2
    },
    check = function(game)
      expect(util.count(game, 2, "hand") == 8, "8 in hand")
      expect(friends_at_home(game, 2) == 3, "3 Friends at home")
      expect(util.at(game, 2, "bramble") == "home" and util.at(game, 2, "critter_hollow") == "home",
        "Mane, Resource stay")
      expect(util.at(game, 2, "rootcellar_pip") == "discard" and util.at(game, 2, "honeycomb_cub") == "discard",
        "the chosen Friends")
      expect(friends_at_home(game, 1) == 6, "A's home is not checked in B's turn")
      local bunny = util.piece(game, 2, "burrow_bunny")
      expect(power.snapshot(util.handle.wrap(game)).by[bunny].power == 1, "'until end of turn' is over")
    end,
  },
  {
    name = "end AS-31/W-51: an empty draw deck: no draw, no loss; faceoff flips add 0; the problem deck still cycles",
    options = opts("deck_out"),
    choices = { { 1, "end" }, { 1, "problem1" } },
    check = function(game)
      expect(util.count(game, 1, "hand") == 0, "no draw")
      expect(util.cards.of(game, board.problem(game, 1)).id ~= "runaway_kites", "A's Problem replaced")
      expect(util.cards.of(game, board.problem(game, 2)).id ~= "fence_down", "B's Problem replaced")
      expect(board.get(game, "winner") == 0, "nobody lost")
    end,
  },
  {
    name = "end AS-32/W-54: reaching 15 points wins at once: no faceoff, no replacement, no wrap-up",
    options = opts("victory"),
    check = function(game)
      expect(game:phase() == "end", "the game is over")
      expect(util.points(game, 1) == 15 and board.get(game, "winner") == 1, "A wins with 15")
      expect(util.cards.of(game, board.problem(game, 1)).id == "runaway_kites", "no faceoff, no replacement")
      expect(util.count(game, 1, "hand") == 10, "no wrap-up (hand limit)")
    end,
  },
  {
    name = "end AS-32: the 15th point from defeating a Troublemaker ends the game in the Troublemaker Phase",
    options = opts("victory_tm"),
    choices = { { 1, "challenge_pantry_nibbler" } },
    check = function(game)
      expect(game:phase() == "end" and board.get(game, "winner") == 1, "A wins")
      expect(util.count(game, 1, "flipped") == 1, "not even the flipped cards were put back")
    end,
  },
  {
    name = "end AS-35: a Mane is never frightened; Home Limit discards never count it",
    check = function(game)
      local h = util.build(game, { [1] = { problem1 = { "zephyra" } } })
      expect(not play.frighten(h, util.piece(game, 1, "zephyra")), "not frightened")
      expect(not game:prop(util.piece(game, 1, "zephyra"), "frightened"), "no prop")
    end,
  },
  {
    name = "end AS-35: a boosted Mane never flips back",
    options = opts("swift"),
    choices = { { 1, "end" }, { 1, "problem1" }, { 2, "end" }, { 1, "move_gale_runner:home" }, { 1, "end" } },
    check = function(game)
      expect(game:prop(util.piece(game, 1, "zephyra"), "boosted"), "still boosted with fewer Swift at Problems")
    end,
  },
  {
    name = "end W-50: a card that can't be moved still goes home when its Problem is replaced",
    options = opts("anchored"),
    choices = { { 1, "problem1" } },
    check = function(game)
      expect(util.at(game, 1, "anchored_pip") == "home", "home")
    end,
  },
  {
    name = "stall cap (engine safety, on): 60 turns in a row without a point end the game as a draw",
    options = { preset = "stall", stall_cap = "on" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(game:phase() == "end", "over")
      expect(board.get(game, "winner") == -1, "a draw")
    end,
  },
  {
    name = "stall cap off: the game goes on",
    options = { preset = "stall", stall_cap = "off" },
    choices = { { 1, "end" } },
    check = function(game)
      expect(game:phase() == "main" and game:current() == 2, "B's turn")
      expect(board.get(game, "quiet") == 60, "60 quiet turns counted")
    end,
  },

  {
    name = "end A-14: a frightened Friend at home counts toward the Home Limit: 4 Friends, Home Limit 3, one to "
      .. "discard, the frightened one among the choices",
    options = opts("home_frightened"),
    choices = { { 1, "end" } },
    check = function(game, pending)
      expect(#pending == 1 and pending[1].seat == 1 and pending[1].min == 1 and pending[1].max == 1,
        "A discards exactly 1")
      local ids = pending[1].options
      table.sort(ids)
      expect(table.concat(ids, " ") == "breeze_scout cirrus_dart gale_runner quill_apprentice", "%s",
        table.concat(ids, " "))
      expect(friends_at_home(game, 1) == 4 and game:prop(util.piece(game, 1, "breeze_scout"), "frightened"),
        "4 Friends at home, one frightened")
    end,
  },
  {
    name = "end A-14: ... A discards Gale Runner; the frightened Scout stays at home, frightened",
    options = opts("home_frightened"),
    choices = { { 1, "end" }, { 1, "gale_runner" } },
    check = function(game)
      expect(util.at(game, 1, "gale_runner") == "discard", "discarded")
      expect(friends_at_home(game, 1) == 3, "3 Friends at home")
      expect(game:prop(util.piece(game, 1, "breeze_scout"), "frightened"), "the Scout is still frightened")
      expect(game:current() == 2, "B's turn")
    end,
  },
}
