-- Helpers for the scenario tests (not a scenario file: it lives in a
-- subfolder). Tests stack decks and benches with new pieces and call the
-- match rules directly from a check function.
local sides = require("sides")
local match = require("match")
local inventory = require("inventory")

local util = {}

-- The side of seat p, decided automatically (like the bot), with its deck,
-- revealed cards, bench and rest pile emptied into the box.
function util.fresh(game, p)
  local side = sides.get(game, p)
  side.auto = true
  local box = game:zone("box")
  local zones = sides.match_zones(side)
  zones[#zones + 1] = side.deck
  for _, zone in ipairs(zones) do
    for _, card in ipairs(game:pieces(zone)) do
      game:move(card, box)
    end
  end
  return side
end

-- Puts new cards into side's deck so that defs[1] is revealed first.
function util.deck(game, side, defs)
  for i = #defs, 1, -1 do
    game:new_piece{ def = defs[i], zone = side.deck, owner = side.seat }
  end
end

-- Seats n new cards of def on bench seat i of side.
function util.bench(game, side, i, def, n)
  for _ = 1, n or 1 do
    game:new_piece{ def = def, zone = side.bench[i], owner = side.seat }
  end
end

-- Puts new cards onto side's rest pile.
function util.rest(game, side, defs)
  for _, def in ipairs(defs) do
    game:new_piece{ def = def, zone = side.rest, owner = side.seat }
  end
end

-- The data ids of a zone's pieces, bottom first.
function util.defs(game, zone)
  local list = {}
  for _, piece in ipairs(game:pieces(zone)) do
    list[#list + 1] = game:def(piece)
  end
  return list
end

-- How many pieces of def a zone holds.
function util.count(game, zone, def)
  local n = 0
  for _, piece in ipairs(game:pieces(zone)) do
    if game:def(piece) == def then
      n = n + 1
    end
  end
  return n
end

-- The first piece of def in a zone.
function util.find(game, zone, def)
  for _, piece in ipairs(game:pieces(zone)) do
    if game:def(piece) == def then
      return piece
    end
  end
  return nil
end

-- Occupied bench seats of a side.
function util.seats_used(game, side)
  local n = 0
  for i = 1, sides.SEATS do
    if game:count(side.bench[i]) > 0 then
      n = n + 1
    end
  end
  return n
end

-- Plays a match from two fresh sides: a begins.
function util.play(game, a, b)
  return match.play(game, a, b)
end

-- A scenario: two fresh sides (seats 1 and 2, no shuffling), setup(game, a,
-- b) stacks them (first listed revealed first), the match is played with `a`
-- beginning, then check(game, m, a, b).
function util.duel(name, setup, check)
  return {
    name = name, players = 2, options = { shuffle = false },
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      setup(game, a, b)
      local m = match.play(game, a, b)
      check(game, m, a, b)
    end,
  }
end

function util.expect(cond, fmt, ...)
  if not cond then
    error(string.format(fmt, ...), 2)
  end
end

-- Asserts that every piece of the setup is in exactly one zone.
function util.conserved(game)
  local problem = inventory.problem(game)
  util.expect(problem == nil, "piece conservation: %s", tostring(problem))
  util.expect(inventory.total(game) == game:counter("pieces"), "zone totals: %d, setup made %d",
    inventory.total(game), game:counter("pieces"))
end

return util
