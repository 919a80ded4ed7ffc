-- The table: every zone and counter, created in a fixed order so that their
-- ids are known constants (no lookup by name during play), and the "areas"
-- where characters stand.
--
-- Per seat s, in this order:
--   deck            draw deck (nobody sees it)
--   hand            (only its owner)
--   discard         discard pile (public)
--   problem_deck    the Problem deck (nobody)
--   problem         the seat's active Problem card
--   home            the seat's characters and Resources at home
--   at_problem_1/2  the seat's characters and Resources at seat 1's / 2's Problem
--   troublemakers_1/2  the seat's Troublemakers at seat 1's / 2's Problem
--                   (face down: only their owner sees them)
--   attached        Resources on the seat's Friends (prop attached_to)
--   beneath         cards beneath the seat's Pumped Friends (prop beneath_of)
--   flipped         the seat's flipped cards in a faceoff
--   looking         opponent's cards the seat looks at (Inspired; only the seat)
--
-- An area is where a character stands: 0 = its owner's home, q = seat q's
-- Problem (1 or 2).
local board = {}

board.SEATS = 2

local ZONES = {
  { name = "deck", visibility = "nobody", kind = "deck" },
  { name = "hand", visibility = "owner", kind = "hand" },
  { name = "discard", visibility = "public", kind = "pile" },
  { name = "problem_deck", visibility = "nobody", kind = "deck" },
  { name = "problem", visibility = "public", kind = "space" },
  { name = "home", visibility = "public", kind = "row" },
  { name = "at_problem_1", visibility = "public", kind = "row" },
  { name = "at_problem_2", visibility = "public", kind = "row" },
  { name = "troublemakers_1", visibility = "public", kind = "row" },
  { name = "troublemakers_2", visibility = "public", kind = "row" },
  { name = "attached", visibility = "public", kind = "row" },
  { name = "beneath", visibility = "public", kind = "row" },
  { name = "flipped", visibility = "public", kind = "row" },
  { name = "looking", visibility = "owner", kind = "row" },
}

-- extra_cards: cards a test preset made beyond the seat's deck (checks.lua).
-- home_limit: the Home Limit of the seat's Mane as it lies now, for the table
-- to show (the rules keep it with play.note_home_limit; checks.lua verifies it).
-- auto_pass: 1 while the seat's switch "pass for me while I hold nothing
-- playable" is on (board.auto_pass).
local SEAT_COUNTERS = { "points", "tokens", "faceoff_total", "from_confront", "from_bonus", "from_faceoff",
  "from_troublemakers", "from_effects", "extra_cards", "home_limit", "auto_pass" }
board.POINT_SOURCES = { "from_confront", "from_bonus", "from_faceoff", "from_troublemakers", "from_effects" }

-- Table counters. turn: turns started; first: the first player; phase_done:
-- the last phase index played this turn; skip_to: a test preset's first phase;
-- faceoff: the kind
-- of the running faceoff (FACEOFF_KINDS index, 0 none); quiet: turns in a row
-- without a point; points_before: both scores at the start of the turn;
-- winner: the winning seat (0 none yet, -1 a draw by the stall cap); cap: 1
-- when the stall cap is on; mods: 1 once a card may carry an "until end of
-- turn/faceoff" modifier this turn (saves reading those props otherwise).
local TABLE_COUNTERS = { "turn", "first", "phase_done", "skip_to", "faceoff", "quiet",
  "points_before", "winner", "cap", "mods" }
board.FACEOFF_KINDS = { "troublemaker", "problem", "double", "event" }

-- zone[s].home and so on; zone_info[id] = { seat =, name =, area = 0|q|nil, tm = q|nil }
board.zone = {}
board.zone_info = {}
local id = 0
for s = 1, board.SEATS do
  board.zone[s] = {}
  for _, z in ipairs(ZONES) do
    id = id + 1
    board.zone[s][z.name] = id
    board.zone_info[id] = { seat = s, name = z.name }
  end
  board.zone[s].at = { board.zone[s].at_problem_1, board.zone[s].at_problem_2 }
  board.zone[s].tm = { board.zone[s].troublemakers_1, board.zone[s].troublemakers_2 }
  board.zone_info[board.zone[s].home].area = 0
  for q = 1, 2 do
    board.zone_info[board.zone[s].at[q]].area = q
    board.zone_info[board.zone[s].tm[q]].tm = q
  end
end

board.counter = {}
local cid = 0
for s = 1, board.SEATS do
  board.counter[s] = {}
  for _, name in ipairs(SEAT_COUNTERS) do
    cid = cid + 1
    board.counter[s][name] = cid
  end
end
board.table = {}
for _, name in ipairs(TABLE_COUNTERS) do
  cid = cid + 1
  board.table[name] = cid
end

-- Creates every zone and counter; the ids must come out as planned.
function board.create(game)
  for s = 1, board.SEATS do
    for _, z in ipairs(ZONES) do
      local got = game:new_zone { name = z.name, owner = s, visibility = z.visibility, kind = z.kind }
      assert(got == board.zone[s][z.name], "zone ids out of plan")
    end
  end
  for s = 1, board.SEATS do
    for _, name in ipairs(SEAT_COUNTERS) do
      local got = game:new_counter { name = name, seat = s, min = name == "faceoff_total" and -1000 or 0 }
      assert(got == board.counter[s][name], "counter ids out of plan")
    end
  end
  for _, name in ipairs(TABLE_COUNTERS) do
    local got = game:new_counter { name = name, min = -1 }
    assert(got == board.table[name], "counter ids out of plan")
  end
end

function board.other(s)
  return 3 - s
end

-- The area a character or Resource stands in (0 home, 1/2 a Problem), and its
-- controller; nil when it is not at home or at a Problem.
function board.area_of(game, piece)
  local info = board.zone_info[game:zone_of(piece)]
  if info and info.area then
    return info.area, info.seat
  end
  return nil
end

-- The zone of seat s for area a (0 home, q a Problem).
function board.area_zone(s, a)
  if a == 0 then
    return board.zone[s].home
  end
  return board.zone[s].at[a]
end

-- Reads and writes of counters by name.
function board.get(game, name, s)
  if s then
    return game:counter(board.counter[s][name])
  end
  return game:counter(board.table[name])
end

function board.set(game, name, value, s)
  if s then
    return game:set(board.counter[s][name], value)
  end
  return game:set(board.table[name], value)
end

function board.add(game, name, delta, s)
  if s then
    return game:add(board.counter[s][name], delta)
  end
  return game:add(board.table[name], delta)
end

-- A seat's switch "pass for me while I hold nothing playable", in the shape
-- games/lib/response.lua takes (auto_pass).
board.auto_pass = {
  get = function(game, s)
    return board.get(game, "auto_pass", s) == 1
  end,
  set = function(game, s, on)
    board.set(game, "auto_pass", on and 1 or 0, s)
  end,
}

-- The active Problem card of seat q.
function board.problem(game, q)
  return game:top(board.zone[q].problem)
end

return board
