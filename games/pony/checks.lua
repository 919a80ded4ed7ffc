-- Invariants, checked on the final state of every game (from rules.score)
-- and by the tests. A broken one stops the game with an error, so
-- `tabula sim` counts it.
--   * Every card of a seat is in exactly one of that seat's zones (or, for
--     cards an opponent looks at, that opponent's looking zone); none is lost
--     or made: each seat still has its Mane, its draw cards and its Problems.
--   * The Mane is in play (home or a Problem), never elsewhere.
--   * Each active Problem zone holds exactly one Problem; problem decks only
--     Problems; hands, decks and discard piles never a Problem or a Mane.
--   * Face-down cards are Troublemakers at a Problem.
--   * Attached cards sit on a Friend of their owner that is in play; cards
--     beneath are under a Friend in play.
--   * Points are the sum of their sources; tokens and points are never negative.
local board = require("board")
local cards = require("cards")
local decks = require("decks")
local play = require("play")

local checks = {}

local function fail(fmt, ...)
  error("invariant broken: " .. string.format(fmt, ...), 2)
end

local function in_play(game, piece)
  local info = board.zone_info[game:zone_of(piece)]
  return info and info.area ~= nil
end

local function check_zone(game, s, zone, name, seen)
  for _, piece in ipairs(game:pieces(zone)) do
    local owner = game:owner(piece)
    if seen[piece] then
      fail("card %d is in two zones", piece)
    end
    seen[piece] = true
    local def = cards.of(game, piece)
    if owner ~= s and name ~= "looking" then
      fail("seat %d's card %s is in seat %d's %s", owner, def.id, s, name)
    end
    local problem_zone = name == "problem" or name == "problem_deck"
    if (def.type == "problem") ~= problem_zone then
      fail("%s (%s) is in the %s", def.id, def.type, name)
    end
    if def.type == "mane" and not board.zone_info[zone].area then
      fail("the Mane %s is in the %s", def.id, name)
    end
    if not game:face_up(piece) and not (def.type == "troublemaker" and board.zone_info[zone].tm) then
      fail("%s is face down in the %s", def.id, name)
    end
    local host = game:prop(piece, name == "attached" and "attached_to" or "beneath_of")
    if (name == "attached" or name == "beneath") and not (host and in_play(game, host)) then
      fail("%s is %s a card that is not in play", def.id, name)
    end
  end
end

function checks.verify(game)
  local seen, count = {}, { 0, 0 }
  for s = 1, board.SEATS do
    for name, zone in pairs(board.zone[s]) do
      if type(zone) == "number" then
        check_zone(game, s, zone, name, seen)
      end
    end
    if game:count(board.zone[s].problem) ~= 1 then
      fail("seat %d has %d active Problems", s, game:count(board.zone[s].problem))
    end
  end
  for piece in pairs(seen) do
    local o = game:owner(piece)
    count[o] = count[o] + 1
  end
  for s = 1, board.SEATS do
    local deck = decks.def[game:option("deck", s)]
    local want = 1 + #decks.expand(deck, "cards") + #decks.expand(deck, "problems") + board.get(game, "extra_cards", s)
    if count[s] ~= want then
      fail("seat %d has %d cards, its deck has %d", s, count[s], want)
    end
    local sum = 0
    for _, source in ipairs(board.POINT_SOURCES) do
      sum = sum + board.get(game, source, s)
    end
    if sum ~= board.get(game, "points", s) then
      fail("seat %d: %d points, its sources add up to %d", s, board.get(game, "points", s), sum)
    end
    local limit = play.home_limit(game, s)
    if board.get(game, "home_limit", s) ~= limit then
      fail("seat %d: Home Limit counter %d, its Mane's %d", s, board.get(game, "home_limit", s), limit)
    end
    if board.get(game, "tokens", s) < 0 then
      fail("seat %d has negative action tokens", s)
    end
  end
  return true
end

return checks
