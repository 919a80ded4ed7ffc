-- The Main Phase actions of the turn player, with their action-token (AT)
-- costs:
--   play a Friend (its cost, its requirement) to your home or a Problem;
--   play a Resource (cost, requirement) where its text says;
--   play a Main Phase Event (cost, requirement);
--   play a Troublemaker face down to either Problem (1 AT);
--   move one of your characters (2 AT, Swift 1);
--   rally one of your frightened Friends (2 AT);
--   use a Main Phase ability of one of your cards (its cost);
--   draw a card (1 AT; not with an empty deck);
--   end the Main Phase (unspent tokens stay for later turns).
-- Option ids: play_<card>:<where>, play_<event>, move_<card>:<where>,
-- rally_<card>, use_<card> (#2, #3 for repeats), draw, end; <where> is home,
-- problem1 (seat 1's Problem), problem2, or on_<friend> for a Resource played
-- on a Friend.
local abilities = require("abilities")
local board = require("board")
local cards = require("cards")
local effects = require("effects")
local events = require("events")
local filter = require("filter")
local moves = require("moves")
local play = require("play")
local power = require("power")

local actions = {}


actions.MOVE_COST = 2
actions.RALLY_COST = 2
actions.DRAW_COST = 1
actions.TROUBLEMAKER_COST = 1

-- The Move action's cost for a character: 2, 1 less with Swift, changed by
-- a card's own text (never below 0).
function actions.move_cost(snap, piece)
  local e = snap.by[piece]
  local cost = actions.MOVE_COST - (e.kw.swift and 1 or 0)
  local mod = power.static_on(snap, piece, "cost_mod")
  if mod and mod.action == "move" then
    cost = cost + mod.amount
  end
  return math.max(cost, 0)
end

-- Unique in play (options unique = both or in_play): not while a card of that
-- name is in play on your side.
local function unique_blocked(game, snap, p, def)
  if not def.keywords.unique or game:option("unique") == "deck" then
    return false
  end
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == p and cards.def[e.side.id].name == def.name then
      return true
    end
  end
  return false
end

-- The options being built for seat p: B = { game, snap, p, tokens,
-- options, acts, places }, places[a] = { id, area, name, zone } for a = 0
-- (home), 1, 2 (the Problems), named once per call.
local function builder(game, p)
  local places = {}
  for a = 0, 2 do
    places[a] = { id = moves.AREA_IDS[a], area = a, name = moves.area_name(game, p, a), zone = board.area_zone(p, a) }
  end
  return { game = game, snap = power.snapshot(game), p = p, tokens = board.get(game, "tokens", p), options = {},
    acts = {}, places = places }
end

-- Adds an option; `act` says what it does (see actions.take).
local function add(B, id, label, piece, zone, act)
  local n = #B.options + 1
  B.options[n] = { id = id, label = label, piece = piece, zone = zone }
  B.acts[n] = act
end

local function friends_of(snap, p)
  local list = {}
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == p and e.type == "friend" and not e.frightened then
      list[#list + 1] = e
    end
  end
  return list
end

local function troublemaker_options(B, piece, def)
  if B.tokens < actions.TROUBLEMAKER_COST then
    return
  end
  for q = 1, 2 do
    local place = B.places[q]
    add(B, "play_" .. def.id .. ":" .. place.id, "Play " .. def.name .. " face down to " .. place.name .. " (1 AT)",
      piece, board.zone[B.p].tm[q], { kind = "troublemaker", piece = piece, area = q })
  end
end

local function card_options(B, piece)
  local game, snap, p = B.game, B.snap, B.p
  local def = cards.of(game, piece)
  local t = def.type
  if t == "troublemaker" then
    return troublemaker_options(B, piece, def)
  elseif t == "event" then
    if abilities.event_playable(game, snap, p, piece, "main") then
      add(B, "play_" .. def.id, abilities.event_option(def, piece).label, piece, nil, { kind = "event", piece = piece })
    end
    return
  end
  if not abilities.affordable(game, snap, p, def) or unique_blocked(game, snap, p, def) then
    return
  end
  local base = "play_" .. def.id
  local cost = " (" .. (def.cost or 0) .. " AT)"
  if t == "resource" and def.placement == "friend" then
    for _, host in ipairs(friends_of(snap, p)) do
      add(B, base .. ":on_" .. host.side.id, "Play " .. def.name .. " on " .. host.side.name .. cost, piece,
        board.zone[p].attached, { kind = "attach", piece = piece, host = host.piece })
    end
    return
  end
  local from, to = 0, 2
  if t == "resource" then
    from = def.placement == "home" and 0 or 1
    to = def.placement == "home" and 0 or 2
  end
  for a = from, to do
    local place = B.places[a]
    add(B, base .. ":" .. place.id, "Play " .. def.name .. " to " .. place.name .. cost, piece, place.zone,
      { kind = "put", piece = piece, area = a })
  end
end

local function move_options(B, e)
  if power.static_on(B.snap, e.piece, "immobile") then
    return
  end
  local cost = actions.move_cost(B.snap, e.piece)
  if B.tokens < cost then
    return
  end
  for a = 0, 2 do
    if a ~= e.area then
      local place = B.places[a]
      add(B, "move_" .. e.side.id .. ":" .. place.id, "Move " .. e.side.name .. " to " .. place.name .. " (" .. cost
        .. " AT)", e.piece, place.zone, { kind = "move", piece = e.piece, area = a, cost = cost })
    end
  end
end

local function piece_options(B)
  local entries = B.snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == B.p then
      local side = e.side
      if e.frightened then
        if B.tokens >= actions.RALLY_COST then
          add(B, "rally_" .. side.id, "Rally " .. side.name .. " (2 AT)", e.piece, nil,
            { kind = "rally", piece = e.piece })
        end
      elseif e.character then
        move_options(B, e)
      end
      local ability = abilities.find(B.game, B.snap, B.p, e.piece, "main")
      if ability then
        local o = abilities.use_option(e, ability, "Use")
        add(B, o.id, o.label, e.piece, nil, { kind = "use", piece = e.piece })
      end
    end
  end
end

-- Every action seat p may take now: the options, and what each does
-- (acts[id]).
function actions.options(game, p)
  local B = builder(game, p)
  for _, piece in ipairs(game:pieces(board.zone[p].hand)) do
    card_options(B, piece)
  end
  piece_options(B)
  effects.unique_ids(B.options)
  if B.tokens >= actions.DRAW_COST and game:count(board.zone[p].deck) > 0 then
    add(B, "draw", "Draw a card (1 AT)", nil, nil, { kind = "draw" })
  end
  if board.auto_pass.get(game, p) then
    add(B, "auto_pass_off", "Ask me again in every reaction and faceoff window", nil, nil, { kind = "auto_pass_off" })
  end
  add(B, "end", "End the Main Phase", nil, nil, { kind = "end" })
  local by_id = {}
  for i, o in ipairs(B.options) do
    by_id[o.id] = B.acts[i]
  end
  return B.options, by_id
end

local function pay(game, p, n)
  if n > 0 then
    board.add(game, "tokens", -n, p)
  end
end

local function played(game, p, piece, area)
  local where = area and moves.area_name(game, p, area) or cards.name(game, game:prop(piece, "attached_to"))
  game:log("%s plays %s to %s", game:seat_name(p), cards.name(game, piece), where)
  events.emit(game, { kind = "played", entered = true, card = piece, seat = p, by = p, area = area,
    key = area and filter.key(p, area) })
end

local TAKE = {}

function TAKE.put(game, p, act)
  pay(game, p, cards.of(game, act.piece).cost)
  play.put(game, act.piece, act.area)
  played(game, p, act.piece, act.area)
end

function TAKE.attach(game, p, act)
  pay(game, p, cards.of(game, act.piece).cost)
  game:set_prop(act.piece, "attached_to", act.host)
  game:move(act.piece, board.zone[p].attached)
  played(game, p, act.piece, nil)
end

function TAKE.event(game, p, act)
  abilities.play_event(game, p, act.piece, "main", nil, nil, "plays")
end

function TAKE.troublemaker(game, p, act)
  pay(game, p, actions.TROUBLEMAKER_COST)
  game:flip(act.piece, false)
  game:move(act.piece, board.zone[p].tm[act.area])
  game:log("%s plays a face-down Troublemaker to %s", game:seat_name(p), moves.area_name(game, p, act.area))
end

function TAKE.move(game, p, act)
  pay(game, p, act.cost)
  moves.move(game, act.piece, act.area, p)
end

function TAKE.rally(game, p, act)
  pay(game, p, actions.RALLY_COST)
  play.rally(game, act.piece)
end

function TAKE.use(game, p, act)
  abilities.use(game, p, act.piece, "main", nil, nil, nil, "uses")
end

function TAKE.auto_pass_off(game, p)
  board.auto_pass.set(game, p, false)
end

function TAKE.draw(game, p)
  pay(game, p, actions.DRAW_COST)
  play.draw(game, p, 1)
  game:log("%s draws a card", game:seat_name(p))
end

-- Carries out act (from actions.options) for seat p; false for "end".
function actions.take(game, p, act)
  if act.kind == "end" then
    return false
  end
  TAKE[act.kind](game, p, act)
  return true
end

return actions
