-- Moving characters between areas: from home to a Problem, from a Problem
-- home, from one Problem to the other (never to the opponent's home).
-- A move (the Move action or an effect) is an event others may react to.
local board = require("board")
local cards = require("cards")
local filter = require("filter")
local hooks = require("hooks")
local play = require("play")

local moves = {}

-- "Seat 1's home" or "Runaway Kites (Seat 2's Problem)", for the log and
-- the options.
function moves.area_name(game, s, a)
  if a == 0 then
    return game:seat_name(s) .. "'s home"
  end
  local problem = board.problem(game, a)
  return (problem and cards.name(game, problem) or "a Problem") .. " (" .. game:seat_name(a) .. "'s Problem)"
end

local AREA_IDS = { [0] = "home", "problem1", "problem2" }
moves.AREA_IDS = AREA_IDS

-- The areas piece could move to, as options (ids home, problem1, problem2).
function moves.destinations(game, piece)
  local s = game:owner(piece)
  local here = board.area_of(game, piece)
  local options = {}
  for a = 0, 2 do
    if a ~= here then
      options[#options + 1] = { id = AREA_IDS[a], label = "to " .. moves.area_name(game, s, a),
        zone = board.area_zone(s, a) }
    end
  end
  return options
end

-- Asks seat `chooser` where piece goes; returns the area.
function moves.choose_destination(game, chooser, piece)
  local options = moves.destinations(game, piece)
  local id = game:choose(chooser, { prompt = "Where does " .. cards.name(game, piece) .. " go?", options = options })
  for a = 0, 2 do
    if AREA_IDS[a] == id then
      return a
    end
  end
end

-- Moves a character to area `to`; `by` is the seat that moved it. Emits the
-- moved event (reactions answer it), or adds it to the list `pending` when
-- the move is part of an action that has not resolved yet (effects.run).
function moves.move(game, piece, to, by, pending)
  local s = game:owner(piece)
  local from = board.area_of(game, piece)
  play.put(game, piece, to)
  game:log("%s moves from %s to %s", play.label(game, piece), moves.area_name(game, s, from), moves.area_name(game,
    s, to))
  local ev = { kind = "moved", card = piece, seat = s, by = by, area = to, key = filter.key(s, to) }
  if pending then
    pending[#pending + 1] = ev
  else
    hooks.emit(game, ev)
  end
end

-- Sends a character home (not a move: no reactions).
function moves.send_home(game, piece)
  if board.area_of(game, piece) ~= 0 then
    play.put(game, piece, 0)
    game:log("%s is sent home", play.label(game, piece))
  end
end

return moves
