-- A step's handle on the game: the engine's `game` with a write-through
-- memo of what the rules read again and again (zone contents, card
-- definitions, owners, sides, props, counters, the last power snapshot and
-- each card's entry in it).
--
-- Why: every engine call costs far more than a Lua table read, and the rules
-- read the same cards many times per decision. The engine stays the only
-- state: each phase step wraps `game` once (rules.lua) and passes the handle
-- down instead of `game`; the memo is a local of the step, filled by reads
-- and kept exact by doing every change through the handle (which changes the
-- engine and the memo alike). Undo, replays and bots re-run steps from their
-- start with a fresh handle, so nothing outlives the step.
--
-- Every game function works on it with the same colon syntax. Zone lists
-- from h:pieces are shared and never changed in place (a change makes a new
-- list): read them, do not modify them.
local board = require("board")

local handle = {}

-- Engine functions passed straight through.
local PASS = { "players", "seat_name", "seat_color", "option", "round", "phase", "current", "turn_order",
  "set_turn_order", "end_game", "log", "random", "new_zone", "zone", "zones", "zone_owner", "zone_name", "kind",
  "new_counter", "choose", "choose_all", "show", "sees", "data_source" }

-- What a power snapshot reads: changing it drops the snapshot. Counters;
-- props; zones (the cards in play).
local SNAPSHOT_COUNTERS = { [board.table.faceoff] = true, [board.table.mods] = true }
local SNAPSHOT_PROPS = { exhausted = true, frightened = true, boosted = true, involved = true, mod_turn = true,
  mod_faceoff = true, colour_turn = true, attached_to = true, beneath_of = true }
local SNAPSHOT_ZONES = {}
for s = 1, board.SEATS do
  local z = board.zone[s]
  for _, zone in ipairs({ z.home, z.at[1], z.at[2], z.tm[1], z.tm[2], z.attached, z.beneath }) do
    SNAPSHOT_ZONES[zone] = true
  end
end

local methods = {}

for _, name in ipairs(PASS) do
  methods[name] = function(h, ...)
    local game = h.game
    return game[name](game, ...)
  end
end

-- Reads ------------------------------------------------------------------

-- (h.where learns a piece's zone when it is asked for, not from every zone
-- list read: most pieces read are never asked for.)
function methods.pieces(h, zone)
  local list = h.zones[zone]
  if not list then
    list = h.game:pieces(zone)
    h.zones[zone] = list
  end
  return list
end

-- Without fetching the list (a deck's is long and rarely read).
function methods.count(h, zone)
  local list = h.zones[zone]
  if list then
    return #list
  end
  return h.game:count(zone)
end

function methods.top(h, zone)
  local list = methods.pieces(h, zone)
  return list[#list]
end

function methods.zone_of(h, piece)
  local zone = h.where[piece]
  if zone == nil then
    zone = h.game:zone_of(piece) or false
    h.where[piece] = zone
  end
  return zone or nil
end

local function memo(field, fetch)
  return function(h, piece)
    local cache = h[field]
    local v = cache[piece]
    if v == nil then
      v = h.game[fetch](h.game, piece)
      cache[piece] = v
    end
    return v
  end
end

methods.def = memo("defs", "def")
methods.owner = memo("owners", "owner")
methods.face_up = memo("sides", "face_up")

-- Stands for "read, and not set" in the props memo.
local NONE = {}

local function props_of(h, piece)
  local props = h.props[piece]
  if not props then
    props = {}
    h.props[piece] = props
  end
  return props
end

function methods.prop(h, piece, key)
  local props = props_of(h, piece)
  local v = props[key]
  if v == nil then
    v = h.game:prop(piece, key)
    props[key] = v == nil and NONE or v
    return v
  end
  if v == NONE then
    return nil
  end
  return v
end

function methods.counter(h, counter, seat)
  if seat ~= nil or type(counter) ~= "number" then
    return h.game:counter(counter, seat)
  end
  local v = h.counters[counter]
  if v == nil then
    v = h.game:counter(counter)
    h.counters[counter] = v
  end
  return v
end

-- Changes ----------------------------------------------------------------

-- A zone list without `piece` (a new list).
local function without(list, piece)
  local out = {}
  for _, p in ipairs(list) do
    if p ~= piece then
      out[#out + 1] = p
    end
  end
  return out
end

-- A zone list with `piece` put at `position` ("top", "bottom" or 1..n+1).
local function with(list, piece, position)
  local out = {}
  local at = #list + 1
  if position == "bottom" then
    at = 1
  elseif type(position) == "number" then
    at = position
  end
  for i = 1, #list do
    if i == at then
      out[#out + 1] = piece
    end
    out[#out + 1] = list[i]
  end
  if at > #list then
    out[#out + 1] = piece
  end
  return out
end

-- Keeps the memo in step with a piece moved to `zone` at `position`.
local function moved(h, piece, zone, position)
  local from = h.where[piece]
  if SNAPSHOT_ZONES[zone] or SNAPSHOT_ZONES[from] then
    h.snap = nil
    h.entries[piece] = nil
  end
  if from and h.zones[from] then
    h.zones[from] = without(h.zones[from], piece)
  end
  if h.zones[zone] then
    h.zones[zone] = with(h.zones[zone], piece, position)
  end
  h.where[piece] = zone
end

function methods.move(h, piece, zone, position)
  methods.zone_of(h, piece)
  h.game:move(piece, zone, position)
  moved(h, piece, zone, position)
end

function methods.draw(h, from, to, n)
  local drawn = h.game:draw(from, to, n)
  local list = n == nil and { drawn } or drawn
  for _, piece in ipairs(list) do
    h.where[piece] = from
    moved(h, piece, to, "top")
  end
  return drawn
end

function methods.flip(h, piece, face_up)
  h.game:flip(piece, face_up)
  h.snap = nil
  h.entries[piece] = nil
  h.sides[piece] = nil
end

-- A prop set to the value it already has changes no snapshot.
function methods.set_prop(h, piece, key, value)
  h.game:set_prop(piece, key, value)
  local props = props_of(h, piece)
  local now = value == nil and NONE or value
  if SNAPSHOT_PROPS[key] and props[key] ~= now then
    h.snap = nil
    h.entries[piece] = nil
  end
  props[key] = now
end

function methods.shuffle(h, zone)
  h.game:shuffle(zone)
  h.zones[zone] = nil
end

local function forget_zone(h, spec)
  if spec and spec.zone then
    h.zones[spec.zone] = nil
  end
  h.snap = nil
end

function methods.new_piece(h, spec)
  forget_zone(h, spec)
  return h.game:new_piece(spec)
end

function methods.new_pieces(h, defs, spec)
  forget_zone(h, spec)
  return h.game:new_pieces(defs, spec)
end

function methods.set_owner(h, piece, owner)
  h.game:set_owner(piece, owner)
  h.owners[piece] = nil
end

local function write(name)
  return function(h, counter, ...)
    -- a table counter set to the value it already has changes no snapshot
    if SNAPSHOT_COUNTERS[counter] and not (name == "set" and h.counters[counter] == ...) then
      h.snap = nil
    end
    local game = h.game
    local v = game[name](game, counter, ...)
    if type(counter) == "number" then
      h.counters[counter] = v
    end
    return v
  end
end

methods.add = write("add")
methods.set = write("set")

local META = { __index = methods }

function handle.wrap(game)
  return setmetatable({ game = game, snap = nil, entries = {}, zones = {}, where = {}, defs = {}, owners = {},
    sides = {}, props = {}, counters = {} }, META)
end

-- Wraps a rule function (game, ...) so that it runs on a fresh handle.
function handle.step(fn)
  return function(game, ...)
    return fn(handle.wrap(game), ...)
  end
end

return handle
