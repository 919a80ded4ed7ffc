-- Changes to single cards, without the events they cause (callers emit
-- those): exhausting, readying, frightening, rallying, putting a card in an
-- area, taking it out of play, drawing. Per-card state lives in piece
-- properties, so the table can show it:
--   exhausted, frightened, boosted (a Mane's side), involved (in a faceoff),
--   attached_to / beneath_of (the Friend a card is on or under),
--   mod_turn / mod_faceoff (power until end of turn / faceoff), colour_turn,
--   used_turn (once-per-turn abilities), confronted (a Problem, since it came
--   into play), ignored (a flipped card passed over by Random).
local board = require("board")
local cards = require("cards")

local play = {}

local TEMP_PROPS = { "exhausted", "frightened", "involved", "attached_to", "beneath_of", "mod_turn", "mod_faceoff",
  "colour_turn", "used_turn", "ignored" }

function play.clear(game, piece)
  for _, prop in ipairs(TEMP_PROPS) do
    game:set_prop(piece, prop, nil)
  end
end

-- "Seat 1's Gale Runner"
function play.label(game, piece)
  return string.format("%s's %s", game:seat_name(game:owner(piece)), cards.name(game, piece))
end

function play.exhaust(game, piece)
  game:set_prop(piece, "exhausted", true)
end

function play.ready(game, piece)
  game:set_prop(piece, "exhausted", nil)
end

-- The cards beneath `piece` (Pumped).
function play.beneath(game, piece)
  local out = {}
  for _, card in ipairs(game:pieces(board.zone[game:owner(piece)].beneath)) do
    if game:prop(card, "beneath_of") == piece then
      out[#out + 1] = card
    end
  end
  return out
end

-- The cards attached to or beneath `piece`.
function play.carried(game, piece)
  local out = {}
  local s = game:owner(piece)
  for _, card in ipairs(game:pieces(board.zone[s].attached)) do
    if game:prop(card, "attached_to") == piece then
      out[#out + 1] = card
    end
  end
  for _, card in ipairs(play.beneath(game, piece)) do
    out[#out + 1] = card
  end
  return out
end

-- Cards attached to or beneath `piece` go to their owners' discard piles.
local function drop_carried(game, piece)
  for _, card in ipairs(play.carried(game, piece)) do
    play.clear(game, card)
    game:move(card, board.zone[game:owner(card)].discard)
    game:log("%s goes to the discard pile", play.label(game, card))
  end
end

-- A Friend is frightened: it loses power, colour, traits and keywords, cannot
-- be exhausted, and whatever is attached to or beneath it is discarded.
-- Manes cannot be frightened.
function play.frighten(game, piece)
  if cards.of(game, piece).type ~= "friend" or game:prop(piece, "frightened") then
    return false
  end
  game:set_prop(piece, "frightened", true)
  game:set_prop(piece, "exhausted", nil)
  game:log("%s is frightened", play.label(game, piece))
  drop_carried(game, piece)
  return true
end

-- A frightened Friend turns face up again, ready.
function play.rally(game, piece)
  game:set_prop(piece, "frightened", nil)
  game:set_prop(piece, "exhausted", nil)
  game:log("%s is rallied", play.label(game, piece))
end

-- Seat s's characters at Problem q (its Resources there left out), added to
-- the list `out` (a new one when nil).
function play.characters_at(game, s, q, out)
  out = out or {}
  for _, piece in ipairs(game:pieces(board.zone[s].at[q])) do
    if cards.of(game, piece).type ~= "resource" then
      out[#out + 1] = piece
    end
  end
  return out
end

-- Puts a character or Resource of its owner into area a (0 home, q Problem).
function play.put(game, piece, a)
  game:move(piece, board.area_zone(game:owner(piece), a))
end

-- A card leaves play for its owner's discard pile (retired, dismissed,
-- defeated, over the Home Limit); what it carried goes too.
function play.leave(game, piece)
  drop_carried(game, piece)
  play.clear(game, piece)
  game:flip(piece, true)
  game:move(piece, board.zone[game:owner(piece)].discard)
end

-- Seat s draws up to n cards; returns how many it drew (an empty deck is no
-- loss: the draw is skipped).
function play.draw(game, s, n)
  local drawn = game:draw(board.zone[s].deck, board.zone[s].hand, n)
  return #drawn
end

-- Adds delta to a power modifier prop (mod_turn or mod_faceoff).
function play.modify(game, piece, prop, delta)
  game:set_prop(piece, prop, (game:prop(piece, prop) or 0) + delta)
  board.set(game, "mods", 1)
end

-- Asks seat s for `request` (min = max = n picks) and returns the picked
-- pieces as a list, also when n is 1.
function play.pick(game, s, request, n)
  request.min, request.max = n, n
  local _, pieces = game:choose(s, request)
  if n == 1 then
    return { pieces }
  end
  return pieces
end

-- The Home Limit of seat p's Mane (its side up now).
function play.home_limit(game, p)
  local z = board.zone[p]
  for _, zone in ipairs({ z.home, z.at[1], z.at[2] }) do
    for _, piece in ipairs(game:pieces(zone)) do
      local side = cards.side(game, piece)
      if side.type == "mane" then
        return side.home_limit
      end
    end
  end
  return 0
end

-- Puts seat p's Home Limit on its counter, where the table shows it.
function play.note_home_limit(game, p)
  board.set(game, "home_limit", play.home_limit(game, p), p)
end

function play.boost(game, piece)
  if game:prop(piece, "boosted") then
    return
  end
  local label = play.label(game, piece)
  game:set_prop(piece, "boosted", true)
  local side = cards.def[game:def(piece)].boosted
  play.note_home_limit(game, game:owner(piece))
  game:log("%s boosts: it is now %s (power %d, Home Limit %d)", label, side.name, side.power, side.home_limit)
end

return play
