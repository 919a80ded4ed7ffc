-- Prepared positions for the scenario tests (hidden option preset). A preset
-- replaces the start of the game (set-up steps 2 to 5) with a position built
-- from a spec, and may start the first turn at a later phase. Not meant for
-- normal play. The specs are in presets/*.lua; presets.build also serves the
-- tests directly (from a scenario's check).
--
-- A spec (every field optional):
--   first = 1            the seat that played first (its turn 1 had no draw)
--   active = 1           whose turn starts now
--   phase = "main"       the phase it starts in (ready, troublemaker, main, score, end)
--   turn = 3             the number of the turn that starts
--   problems = { "runaway_kites", "fence_down" }   each seat's active Problem
--   confronted = { true, false }   Problems already confronted before
--   quiet = 0            turns in a row without a point so far (the stall cap)
--   [1], [2] = {         per seat:
--     tokens, points,
--     hand = { card, ... },          exactly these in hand (the rest stays in the deck)
--     deck = { card, ... },          on top of the draw deck, the first one on top
--     empty_deck = true,             the draw deck (but `deck`) goes to the discard pile
--     home, problem1, problem2 = { card, ... },   characters and Resources there
--     tm1, tm2 = { card, ... },      Troublemakers at seat 1's / 2's Problem (face down
--                                    unless the card spec says face_up = true)
--     discard = { card, ... },
--     problem_deck = { card, ... },  on top of the problem deck, the first one on top
--   }
-- A card is a card id, or { id, exhausted = true, frightened = true,
-- face_up = true, boosted = true, attached = { id, ... }, beneath = { id, ... } }.
-- Cards come from the seat's own cards (deck, problem deck, hand, home); a
-- card the seat's deck does not have is made for the test (counted in the
-- seat's counter extra_cards, so the invariants still hold).
local board = require("board")
local cards = require("cards")
local play = require("play")

local presets = {}

local PHASES = { ready = 1, troublemaker = 2, main = 3, score = 4, ["end"] = 5 }

local SPECS = {}
for _, file in ipairs({ "presets.basics", "presets.troublemakers", "presets.faceoffs", "presets.keywords" }) do
  for name, spec in pairs(require(file)) do
    SPECS[name] = spec
  end
end
presets.SPECS = SPECS

-- A piece of seat s with card id `id` that the build has not used yet.
local function take(game, s, id, used)
  local z = board.zone[s]
  for _, zone in ipairs({ z.deck, z.problem_deck, z.hand, z.home, z.discard }) do
    for _, piece in ipairs(game:pieces(zone)) do
      if not used[piece] and game:def(piece) == id then
        used[piece] = true
        return piece
      end
    end
  end
  assert(cards.def[id], "presets: no card '" .. tostring(id) .. "'")
  local piece = game:new_piece { def = id, owner = s, zone = z.discard, back = cards.back(id) }
  board.add(game, "extra_cards", 1, s)
  used[piece] = true
  return piece
end

local function card_spec(spec)
  if type(spec) == "string" then
    return { spec }
  end
  return spec
end

local function place(game, s, spec, zone, used, position)
  local c = card_spec(spec)
  local piece = take(game, s, c[1], used)
  game:move(piece, zone, position)
  game:flip(piece, c.face_up ~= false and not board.zone_info[zone].tm or c.face_up == true)
  for _, prop in ipairs({ "exhausted", "frightened", "boosted" }) do
    game:set_prop(piece, prop, c[prop] or nil)
  end
  for _, id in ipairs(c.attached or {}) do
    local card = take(game, s, id, used)
    game:set_prop(card, "attached_to", piece)
    game:move(card, board.zone[s].attached)
  end
  for _, id in ipairs(c.beneath or {}) do
    local card = take(game, s, id, used)
    game:set_prop(card, "beneath_of", piece)
    game:move(card, board.zone[s].beneath)
  end
  return piece
end

local function build_seat(game, s, seat, used)
  local z = board.zone[s]
  for _, piece in ipairs(game:pieces(z.hand)) do
    game:move(piece, z.deck)
  end
  for field, zone in pairs({ home = z.home, problem1 = z.at[1], problem2 = z.at[2], tm1 = z.tm[1], tm2 = z.tm[2],
    hand = z.hand, discard = z.discard }) do
    for _, spec in ipairs(seat[field] or {}) do
      place(game, s, spec, zone, used)
    end
  end
  if seat.empty_deck then
    for _, piece in ipairs(game:pieces(z.deck)) do
      game:move(piece, z.discard)
    end
  end
  local deck = seat.deck or {}
  for i = #deck, 1, -1 do
    place(game, s, deck[i], z.deck, used, "top")
  end
  local pdeck = seat.problem_deck or {}
  for i = #pdeck, 1, -1 do
    place(game, s, pdeck[i], z.problem_deck, used, "top")
  end
  board.set(game, "tokens", seat.tokens or 0, s)
  if seat.points then
    board.set(game, "points", seat.points, s)
    board.set(game, "from_effects", seat.points, s)
  end
end

-- Builds the position of `spec` on a created game (setup.create done).
function presets.build(game, spec)
  local used = {}
  for s = 1, board.SEATS do
    local problems = spec.problems or {}
    local id = problems[s]
    local piece
    if id then
      piece = place(game, s, id, board.zone[s].problem, used)
    else
      for _, p in ipairs(game:pieces(board.zone[s].problem_deck)) do
        if not piece and cards.of(game, p).keywords.starting_problem then
          piece = p
        end
      end
      game:move(piece, board.zone[s].problem)
    end
    game:set_prop(piece, "confronted", spec.confronted and spec.confronted[s] or nil)
  end
  for s = 1, board.SEATS do
    build_seat(game, s, spec[s] or {}, used)
    play.note_home_limit(game, s)
  end
  local first = spec.first or 1
  local active = spec.active or first
  local phase = PHASES[spec.phase or "ready"]
  board.set(game, "first", first)
  game:set_turn_order({ active, board.other(active) })
  board.set(game, "turn", (spec.turn or 3) - (phase == 1 and 1 or 0))
  board.set(game, "skip_to", phase)
  board.set(game, "points_before", board.get(game, "points", 1) + board.get(game, "points", 2))
  board.set(game, "quiet", spec.quiet or 0)
end

function presets.apply(game, name)
  local spec = SPECS[name]
  if not spec then
    error("no preset '" .. name .. "' (presets/*.lua)", 0)
  end
  presets.build(game, spec)
end

return presets
