-- Card filters of the effect vocabulary ("your characters with Swift at this
-- card's Problem"), matched against the entries of a snapshot (power.lua).
--
-- A filter is a table of optional keys: owner (you | opponent | any), kind
-- (card | character | friend | mane | troublemaker | resource), area (home |
-- problem | this_area | event_area | same_as | any), same_as, trait, keyword,
-- colour, state (ready | exhausted | frightened | active), other, involved.
--
-- It is read relative to a context:
--   ctx = { you = seat, source = piece | nil, key = area key of the source,
--           event = { key = area key, ... } | nil, names = { name = { piece, ... } } }
-- An area key names one place on the table: q for seat q's Problem, -s for
-- seat s's home.
local filter = {}

function filter.key(seat, area)
  if area == nil then
    return nil
  end
  if area > 0 then
    return area
  end
  return -seat
end

local function match_state(state, e)
  if state == "ready" then
    return not e.exhausted and not e.frightened
  elseif state == "exhausted" then
    return e.exhausted and not e.frightened
  elseif state == "frightened" then
    return e.frightened
  end
  -- active: able to take part in a faceoff
  return not e.frightened and (not e.exhausted or e.kw.stubborn)
end

local function match_area(ctx, f, e)
  local area = f.area
  if area == nil or area == "any" then
    return true
  elseif area == "home" then
    return e.area == 0
  elseif area == "problem" then
    return e.area > 0
  elseif area == "this_area" then
    return e.key == ctx.key
  elseif area == "event_area" then
    return ctx.event ~= nil and e.key == ctx.event.key
  end
  -- same_as: where the first card of a named selection stands
  local named = ctx.names and ctx.names[f.same_as]
  return named ~= nil and named.key ~= nil and e.key == named.key
end

local function match_kind(kind, e)
  if kind == nil or kind == "card" then
    return true
  elseif kind == "character" then
    return e.character
  end
  return e.type == kind
end

-- True when snapshot entry e passes filter f in context ctx.
function filter.match(ctx, f, e)
  if (f.owner == "you" and e.seat ~= ctx.you) or (f.owner == "opponent" and e.seat == ctx.you) then
    return false
  end
  if not match_kind(f.kind, e) or (f.other and e.piece == ctx.source) then
    return false
  end
  if (f.trait and not e.traits[f.trait]) or (f.keyword and not e.kw[f.keyword])
      or (f.colour and not e.colours[f.colour]) or (f.involved and not e.involved) then
    return false
  end
  if f.state and not match_state(f.state, e) then
    return false
  end
  return match_area(ctx, f, e)
end

return filter
