-- The competitors' zones and counters: one set per seat, and one for the bot,
-- which is not a seat: the rules play it (its zones have no owner).
--
-- Zones of seat p (name, visibility):
--   deck (nobody)      the team deck; shuffled before each match
--   draw (owner)       the cards drawn in the deck phase
--   play (public)      the cards revealed in the running attack, or the stack
--                      under the flag (the top card holds the flag)
--   bench1..bench6     the six bench seats (public)
--   rest (public)      the rest pile
--   flag (public)      holds the flag token while p holds the flag
--   trophies (public)  won trophies: face down (fans hidden) with 3-8
--                      players until the final, face up with 1-2
-- The bot has the same zones, named bot_deck, bot_play, ..., plus
-- bot_reserve: its starter cards that join its deck in a later round.
--
-- Counters of seat p: fan_tokens (fans from card effects), fans (the fans
-- everybody can see: tokens, plus trophies when they are open), trophies
-- (how many), best_trophy (round of the highest trophy), plan (place in the
-- tournament schedule) and final (2 won the final, 1 lost it). The bot's are
-- table counters bot_fan_tokens, bot_fans, bot_trophies, bot_best_trophy,
-- bot_plan.
local sides = {}

sides.SEATS = 6

-- Creates the zones and counters of seat p, or of the bot when p is nil.
function sides.create(game, p)
  local pre = p and "" or "bot_"
  local function zone(name, visibility, kind)
    return game:new_zone{ name = pre .. name, owner = p, visibility = visibility, kind = kind }
  end
  local first = zone("deck", "nobody", "deck")
  if p then
    zone("draw", "owner", "hand")
  else
    zone("reserve", "nobody", "deck")
  end
  zone("play", "public", "row")
  for i = 1, sides.SEATS do
    zone("bench" .. i, "public", "pile")
  end
  zone("rest", "public", "pile")
  zone("flag", "public", "space")
  local last = zone("trophies", "public", "row")
  assert(last == first + 11, "a side's zones must have consecutive ids (see sides.get)")
  for _, name in ipairs({ "fan_tokens", "fans", "trophies", "best_trophy", "plan" }) do
    game:new_counter{ name = pre .. name, seat = p, min = 0 }
  end
  if p then
    game:new_counter{ name = "final", seat = p, min = 0, max = 2 }
  end
end

-- The side of seat p (or of the bot when p is nil): its zones and names, for
-- the running step. sides.create makes a side's zones one after the other, so
-- they are found from the id of the first (deck) by their offsets.
local OFFSET = { deck = 0, draw = 1, play = 2, bench = 2, rest = 9, flag = 10, trophies = 11 }
sides.OFFSET = OFFSET

function sides.get(game, p)
  local base = game:zone(p and "deck" or "bot_deck", p)
  local b = base + OFFSET.bench
  return {
    seat = p,
    auto = p == nil,
    name = p and game:seat_name(p) or "the bot",
    deck = base,
    play = base + OFFSET.play,
    rest = base + OFFSET.rest,
    flag = base + OFFSET.flag,
    trophies = base + OFFSET.trophies,
    bench = { b + 1, b + 2, b + 3, b + 4, b + 5, b + 6 },
    prefix = p and "" or "bot_",
  }
end

-- Counter access for a side (seat counters or the bot's table counters).
function sides.counter(game, side, name)
  return game:counter(side.prefix .. name, side.seat)
end

function sides.add(game, side, name, n)
  return game:add(side.prefix .. name, n, side.seat)
end

function sides.set(game, side, name, n)
  return game:set(side.prefix .. name, n, side.seat)
end

-- Are trophy fans open (1-2 players) or hidden until the final (3-8)?
function sides.open_fans(game)
  return game:players() <= 2
end

-- Gains n fan tokens.
function sides.add_fans(game, side, n)
  if n == 0 then
    return
  end
  sides.add(game, side, "fan_tokens", n)
  sides.add(game, side, "fans", n)
end

-- Every zone of a side that holds cards during a match, except the deck.
function sides.match_zones(side)
  local list = { side.play, side.rest }
  for i = 1, sides.SEATS do
    list[#list + 1] = side.bench[i]
  end
  return list
end

return sides
