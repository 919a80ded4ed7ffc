-- Using abilities and Events: the context an ability runs in, its condition,
-- its cost (action tokens, exhausting the card, spending cards beneath it),
-- once-per-turn and once-per-faceoff limits, and whether an Event in hand can
-- be played now (cost, play requirement, something to act on).
local board = require("board")
local cards = require("cards")
local decks = require("decks")
local effects = require("effects")
local filter = require("filter")
local play = require("play")
local power = require("power")
local targets = require("targets")

local abilities = {}

-- The context of an ability of `source` controlled by seat `you`.
--   event: what it answers (events.lua), faceoff: the running faceoff.
function abilities.context(snap, source, you, ability, event, faceoff)
  local ctx = { you = you, source = source, ability = ability, event = event, faceoff = faceoff, names = {} }
  local e = snap.by[source]
  if e then
    ctx.key, ctx.host = e.key, e.host
  end
  return ctx
end

local function count(snap, ctx, c)
  local n = 0
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if filter.match(ctx, c, e) and not e.frightened then
      n = n + 1
    end
  end
  return n >= c.at_least
end

-- The condition of a non-static ability (static ones: power.lua).
function abilities.condition(game, ctx, cond, snap)
  if not cond then
    return true
  end
  local e = snap.by[ctx.source]
  if cond.involved and not (e and e.involved) then
    return false
  end
  if cond.at_problem and not (e and e.area and e.area > 0) then
    return false
  end
  if cond.faceoff_kind and not (ctx.faceoff and power.faceoff_is(ctx.faceoff.index, cond.faceoff_kind)) then
    return false
  end
  if cond.hand_size then
    local who = cond.hand_size.who == "you" and ctx.you or board.other(ctx.you)
    if game:count(board.zone[who].hand) < cond.hand_size.at_least then
      return false
    end
  end
  return not cond.count or count(snap, ctx, cond.count)
end

function abilities.can_pay(game, ctx, cost, snap)
  if not cost then
    return true
  end
  if cost.tokens and board.get(game, "tokens", ctx.you) < cost.tokens then
    return false
  end
  local e = snap.by[ctx.source]
  if cost.exhaust_self and (not e or e.exhausted or e.frightened) then
    return false
  end
  return not cost.spend or (e ~= nil and e.beneath >= cost.spend)
end

function abilities.pay(game, ctx, cost)
  if not cost then
    return
  end
  if cost.tokens then
    board.add(game, "tokens", -cost.tokens, ctx.you)
  end
  if cost.exhaust_self then
    game:set_prop(ctx.source, "exhausted", true)
  end
  if cost.spend then
    local list = play.beneath(game, ctx.source)
    for i = 1, cost.spend do
      game:set_prop(list[i], "beneath_of", nil)
      game:move(list[i], board.zone[game:owner(list[i])].discard)
    end
  end
end

-- A key for once-per-faceoff and once-per-turn bookkeeping.
local function use_key(ctx)
  return ctx.source * 16 + ctx.ability.index
end

local function within_limit(game, ctx)
  local limit = ctx.ability.limit
  if limit == "once_per_turn" then
    return game:prop(ctx.source, "used_turn") ~= board.get(game, "turn")
  elseif limit == "once_per_faceoff" then
    return not (ctx.faceoff and ctx.faceoff.used[use_key(ctx)])
  end
  return true
end

-- Marks a limited ability as used.
function abilities.mark_used(game, ctx)
  local limit = ctx.ability.limit
  if limit == "once_per_turn" then
    game:set_prop(ctx.source, "used_turn", board.get(game, "turn"))
  elseif limit == "once_per_faceoff" and ctx.faceoff then
    ctx.faceoff.used[use_key(ctx)] = true
  end
end

-- Can the ability be used now (limit, condition, cost, something to act on)?
function abilities.usable(game, ctx, snap)
  local ability = ctx.ability
  return within_limit(game, ctx) and abilities.condition(game, ctx, ability.condition, snap)
    and abilities.can_pay(game, ctx, ability.cost, snap) and targets.available(ctx, ability.effects, snap)
end

-- Does seat s have the play requirement (this much power of this colour
-- among its characters in play, exhausted ones included)?
function abilities.requirement_met(snap, s, req)
  if not req then
    return true
  end
  local total = 0
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == s and e.character and e.colours[req.colour] then
      total = total + power.value(e)
    end
  end
  return total >= req.power
end

-- Can seat s pay the card's cost and meet its play requirement?
function abilities.affordable(game, snap, s, def)
  return board.get(game, "tokens", s) >= (def.cost or 0) and abilities.requirement_met(snap, s, def.req)
end

-- May a card with timing word `timing` be used in this faceoff? "Faceoff"
-- in any, "Troublemaker Faceoff" and "Problem Faceoff" only in their kind (a
-- double Problem faceoff is a Problem faceoff).
function abilities.timing_fits(timing, faceoff)
  if timing == "faceoff" then
    return true
  elseif timing == "faceoff_troublemaker" then
    return faceoff.kind == "troublemaker"
  elseif timing == "faceoff_problem" then
    return faceoff.kind == "problem" or faceoff.kind == "double"
  end
  return false
end

-- The ability an Event in hand has for `timing` ("main", "faceoff",
-- "reaction"), if its own timing allows it now (in this faceoff).
function abilities.event_ability(def, timing, faceoff)
  if def.type ~= "event" then
    return nil
  end
  if timing == "faceoff" then
    return faceoff and abilities.timing_fits(def.timing, faceoff) and def.by_timing.faceoff[1] or nil
  end
  return def.timing == timing and def.by_timing[timing][1] or nil
end

-- Can seat s play Event `piece` from its hand for `timing` now? Returns the
-- ability and its context.
function abilities.event_playable(game, snap, s, piece, timing, event, faceoff)
  local def = cards.of(game, piece)
  local ability = abilities.event_ability(def, timing, faceoff)
  if not ability or not abilities.affordable(game, snap, s, def) then
    return nil
  end
  local ctx = abilities.context(snap, piece, s, ability, event, faceoff)
  if not abilities.usable(game, ctx, snap) then
    return nil
  end
  return ability, ctx
end

-- Could seat s play an Event of its deck for `timing` now, had it one in
-- hand? Reads only what everybody knows (the deck list is an option; tokens,
-- requirements and the table are public), so a window that asks such a seat
-- whatever it holds tells nobody what it holds. `fits` as in abilities.find.
function abilities.could_play(game, snap, s, timing, event, faceoff, fits)
  for _, def in ipairs(decks.of_seat(game, s).events) do
    local ability = abilities.event_ability(def, timing, faceoff)
    if ability and abilities.affordable(game, snap, s, def) then
      local ctx = abilities.context(snap, nil, s, ability, event, faceoff)
      if (not fits or fits(ctx, ability, snap)) and abilities.usable(game, ctx, snap) then
        return true
      end
    end
  end
  return false
end

local EMPTY = {}

-- The first ability of seat s's card `piece` in timing group `group` (main,
-- faceoff, reaction) that `fits` (function(ctx, ability, snap), or nil) and
-- can be used now; returns it and its context.
function abilities.find(game, snap, s, piece, group, event, faceoff, fits)
  local e = snap.by[piece]
  local list = e and not e.frightened and e.side.by_timing[group] or EMPTY
  for _, ability in ipairs(list) do
    local ctx = abilities.context(snap, piece, s, ability, event, faceoff)
    if (not fits or fits(ctx, ability, snap)) and abilities.usable(game, ctx, snap) then
      return ability, ctx
    end
  end
  return nil
end

-- Uses the ability abilities.find finds: pays its cost, logs "<seat> <verb>
-- <card>", runs its effects.
function abilities.use(game, s, piece, group, event, faceoff, fits, verb)
  local ability, ctx = abilities.find(game, power.snapshot(game), s, piece, group, event, faceoff, fits)
  abilities.pay(game, ctx, ability.cost)
  abilities.mark_used(game, ctx)
  game:log("%s %s %s", game:seat_name(s), verb, cards.name(game, piece))
  effects.run(game, ctx, ability.effects)
end

-- Plays Event `piece` of seat s for `timing`: pays its cost, puts it in the
-- discard pile, logs "<seat> <verb> <card>", runs its effects.
function abilities.play_event(game, s, piece, timing, event, faceoff, verb)
  local def = cards.of(game, piece)
  local ability, ctx = abilities.event_playable(game, power.snapshot(game), s, piece, timing, event, faceoff)
  if def.cost > 0 then
    board.add(game, "tokens", -def.cost, s)
  end
  game:move(piece, board.zone[s].discard)
  game:log("%s %s %s", game:seat_name(s), verb, def.name)
  effects.run(game, ctx, ability.effects)
end

-- The options that offer them: use_<card> and play_<event>.
function abilities.use_option(e, ability, verb)
  return { id = "use_" .. e.side.id, piece = e.piece, label = verb .. " " .. e.side.name .. ": "
    .. (ability.text or e.side.text) }
end

function abilities.event_option(def, piece)
  return { id = "play_" .. def.id, piece = piece,
    label = "Play " .. def.name .. " (" .. def.cost .. " AT): " .. def.text }
end

return abilities
