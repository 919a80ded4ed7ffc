-- Which cards an effect acts on: target = { select = self | choose | all |
-- event_card | attached_to, filter keys (filter.lua), n, up_to, chooser, as }.
-- A frightened Friend is passed over by every effect except one that asks for
-- frightened cards (rally); face-down Troublemakers are not in play and never
-- targets.
local board = require("board")
local cards = require("cards")
local filter = require("filter")
local power = require("power")

local targets = {}

-- The area (0 home, q Problem) of seat s that area key `key` names, or nil
-- (a character never goes to the opponent's home).
function targets.area_for(key, s)
  if key == nil then
    return nil
  elseif key > 0 then
    return key
  elseif -key == s then
    return 0
  end
  return nil
end

-- Where a move effect takes piece p (controller s), or nil when it cannot go
-- there; "choose_area" is decided later.
function targets.fixed_destination(ctx, eff, s)
  if eff.to == "home" then
    return 0
  elseif eff.to == "this_area" then
    return targets.area_for(ctx.key, s)
  elseif eff.to == "event_area" then
    return ctx.event and targets.area_for(ctx.event.key, s)
  end
  return nil
end

-- Can effect `eff` act on snapshot entry e?
local function fits(ctx, eff, e, snap)
  local kind = eff.effect
  if kind == "move" then
    if e.area == nil or power.static_on(snap, e.piece, "immobile") then
      return false
    end
    if eff.to ~= "choose_area" then
      local dest = targets.fixed_destination(ctx, eff, e.seat)
      return dest ~= nil and dest ~= e.area
    end
  elseif kind == "send_home" then
    return e.area ~= nil and e.area > 0
  elseif kind == "frighten" or kind == "retire" then
    return e.type == "friend"
  elseif kind == "exhaust" then
    return not e.exhausted
  elseif kind == "ready" then
    return e.exhausted
  elseif kind == "dismiss" then
    return e.type == "troublemaker" or e.type == "resource"
  end
  return true
end

-- Every card `target` may name for effect `eff`; with `first`, only the
-- first one (or an empty list).
function targets.candidates(ctx, eff, target, snap, first)
  local out = {}
  local want_frightened = target.state == "frightened"
  local list = snap.list
  for i = 1, #list do
    local e = list[i]
    if (want_frightened or not e.frightened) and filter.match(ctx, target, e) and fits(ctx, eff, e, snap) then
      out[#out + 1] = e.piece
      if first then
        return out
      end
    end
  end
  return out
end

local VERB = {
  move = "to move", ready = "to ready", exhaust = "to exhaust", power = "to get the power",
    add_colour = "to get the colour",
  send_home = "to send home", frighten = "to frighten", rally = "to rally", retire = "to retire",
    dismiss = "to dismiss",
}

local function ask(game, ctx, eff, target, list)
  local n = target.n or 1
  local chooser = target.chooser == "opponent" and board.other(ctx.you) or ctx.you
  local prompt = string.format("%s: choose %s %s", cards.name(game, ctx.source),
    target.up_to and ("up to " .. n) or (n == 1 and "a card" or tostring(n) .. " cards"), VERB[eff.effect] or "")
  local min = target.up_to and 0 or n
  if min == 1 and n == 1 then
    local _, piece = game:choose(chooser, { prompt = prompt, pieces = list })
    return { piece }
  end
  local _, pieces = game:choose(chooser, { prompt = prompt, pieces = list, min = min, max = math.min(n, #list) })
  return pieces
end

-- Names a selection (target.as) for later effects of the same ability; its
-- key is where its first card stands.
function targets.name(ctx, name, list, snap)
  local first = list[1] and snap.by[list[1]]
  list.key = first and first.key
  ctx.names[name] = list
end

-- The cards `target` names now, asking the chooser when there is a choice.
function targets.resolve(game, ctx, eff, target, snap)
  local sel = target.select
  local list
  if sel == "self" then
    list = { ctx.source }
  elseif sel == "attached_to" then
    list = { ctx.host }
  elseif sel == "event_card" then
    list = { ctx.event.card }
  else
    list = targets.candidates(ctx, eff, target, snap)
    local n = target.n or 1
    if sel == "choose" and #list > 0 and (target.up_to or #list > n) then
      list = ask(game, ctx, eff, target, list)
    end
  end
  if target.as then
    targets.name(ctx, target.as, list, snap)
  end
  return list
end

-- True when every effect that must choose a card has one to choose now.
function targets.available(ctx, effects, snap)
  for _, eff in ipairs(effects) do
    local target = eff.target
    if target and target.select == "choose" and not target.up_to then
      if #targets.candidates(ctx, eff, target, snap, true) == 0 then
        return false
      end
      return true -- later choices depend on this one
    end
    if eff.effect == "start_faceoff" then
      return targets.faceoff_pairs(ctx, eff, snap)
    end
  end
  return true
end

-- start_faceoff: is there one of your cards (mine) with an opposing card
-- (theirs) at the same Problem?
function targets.faceoff_pairs(ctx, eff, snap)
  for _, mine in ipairs(targets.candidates(ctx, eff, eff.mine, snap)) do
    local probe = { you = ctx.you, source = ctx.source, key = ctx.key, event = ctx.event, names = {} }
    targets.name(probe, eff.mine.as, { mine }, snap)
    if #targets.candidates(probe, eff, eff.theirs, snap, true) > 0 then
      return true
    end
  end
  return false
end

return targets
