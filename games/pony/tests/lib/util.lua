-- Helpers shared by the pony scenario files (a subfolder, so not itself a
-- scenario file).
local board = require("board")
local cards = require("cards")
local actions = require("actions")
local presets = require("presets")
local handle = require("handle")

local util = {}

function util.expect(cond, fmt, ...)
  if not cond then
    error(string.format(fmt, ...), 2)
  end
end

-- The pieces with card id `id` in zone `zone`.
function util.find(game, zone, id)
  local out = {}
  for _, piece in ipairs(game:pieces(zone)) do
    if game:def(piece) == id then
      out[#out + 1] = piece
    end
  end
  return out
end

-- The one piece of seat s with card id `id` that is in play (or in a
-- Problem zone, flipped, ...), else in hand, else in the discard pile; fails
-- when there are several there, or none.
local TIERS = {
  { "problem", "home", "at_problem_1", "at_problem_2", "troublemakers_1", "troublemakers_2", "attached", "beneath",
    "flipped", "looking" },
  { "hand" },
  { "discard" },
}

function util.piece(game, s, id)
  for _, tier in ipairs(TIERS) do
    local found = {}
    for _, name in ipairs(tier) do
      for _, piece in ipairs(game:pieces(board.zone[s][name])) do
        if game:def(piece) == id then
          found[#found + 1] = piece
        end
      end
    end
    assert(#found < 2, "several pieces " .. id .. " of seat " .. s)
    if #found == 1 then
      return found[1]
    end
  end
  error("no piece " .. id .. " of seat " .. s .. " outside its decks", 2)
end

-- The name of the zone a piece is in ("home", "at_problem_1", ...).
function util.where(game, piece)
  return game:zone_name(game:zone_of(piece))
end

-- Where seat s's card `id` is.
function util.at(game, s, id)
  return util.where(game, util.piece(game, s, id))
end

function util.count(game, s, name)
  return game:count(board.zone[s][name])
end

function util.tokens(game, s)
  return board.get(game, "tokens", s)
end

function util.points(game, s)
  return board.get(game, "points", s)
end

-- The ids of seat p's Main Phase options now.
function util.main_ids(game, p)
  local options = actions.options(handle.wrap(game), p)
  local ids = {}
  for _, o in ipairs(options) do
    ids[o.id] = true
  end
  return ids
end

-- Scenario options: test position `preset`, seat 2 playing Orchard (seat 1
-- the default Skyward), and `extra`.
function util.opts(preset, extra)
  local out = { preset = preset, ["deck.2"] = "orchard" }
  for k, v in pairs(extra or {}) do
    out[k] = v
  end
  return out
end

-- Builds a position (presets.lua spec) on a blank game, from a check.
function util.build(game, spec)
  presets.build(game, spec)
  return handle.wrap(game)
end

util.cards = cards
util.board = board
util.handle = handle

return util
