-- Using abilities and Events: the context an ability runs in, its condition,
-- its cost (action tokens, exhausting the card, spending cards beneath it),
-- once-per-turn and once-per-faceoff limits, and whether an Event in hand can
-- be played now (cost, play requirement, something to act on).
local board = require("board")
local cards = require("cards")
local filter = require("filter")
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
  for _, e in ipairs(snap.list) do
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

-- The cards beneath `piece` (Pumped).
local function beneath(game, piece)
  local out = {}
  for _, card in ipairs(game:pieces(board.zone[game:owner(piece)].beneath)) do
    if game:prop(card, "beneath_of") == piece then
      out[#out + 1] = card
    end
  end
  return out
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
    local list = beneath(game, ctx.source)
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
  for _, e in ipairs(snap.list) do
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

return abilities
