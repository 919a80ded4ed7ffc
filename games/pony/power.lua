-- What every card in play is worth right now: a snapshot of power, colours,
-- keywords and state, with every continuous effect applied. Power is never
-- stored; it is recomputed from the table whenever the rules read it (a
-- confront check, a faceoff total, a play requirement, a filter).
--
-- snap.list = { entry, ... }, snap.by[piece] = entry, where an entry is
--   { piece, seat (controller), type, character, side (cards.def or a boosted
--     side), area (0 home, q Problem), key (filter.key), host (attached to),
--     power (may be negative), colours = { blue = true }, kw = { swift = true },
--     traits, exhausted, frightened, involved, beneath (cards beneath) }
-- In order: printed values; a frightened Friend has power 0 and no colour,
-- trait or keyword; "until end of turn/faceoff" modifiers (props mod_turn,
-- mod_faceoff, colour_turn); static abilities (keywords granted first, then
-- power); Caretaker and Supportive last.
local board = require("board")
local cards = require("cards")
local filter = require("filter")

local power = {}

local EMPTY = {}

-- An entry with the card's own values (before any static ability): base_*.
local function base_entry(game, piece, s, area, temp)
  local side = cards.side(game, piece)
  local t = side.type
  local character = t == "friend" or t == "mane"
  local frightened = t == "friend" and game:prop(piece, "frightened") or false
  local e = {
    piece = piece, seat = s, type = t, side = side, area = area, key = filter.key(s, area), character = character,
    exhausted = game:prop(piece, "exhausted") or false, frightened = frightened,
    involved = temp.faceoff and game:prop(piece, "involved") or false, beneath = 0, host = false,
    base_power = 0, base_colours = EMPTY, base_kw = EMPTY, traits = EMPTY, faceoff = temp.faceoff, mods = temp.mods,
    statics = false,
  }
  if frightened then
    return e
  end
  e.base_power = side.power or 0
  e.base_colours, e.base_kw, e.traits = side.colours, side.keywords, side.traits
  e.statics = side.statics_of.power ~= nil or side.statics_of.grant_keyword ~= nil
  if temp.mods and character then
    e.base_power = e.base_power + (game:prop(piece, "mod_turn") or 0) + (game:prop(piece, "mod_faceoff") or 0)
    local extra = game:prop(piece, "colour_turn")
    if extra then
      e.base_colours = { [side.colour] = true, [extra] = true }
    end
  end
  return e
end

-- Adds the entries of the cards in `zone` to a new snapshot (with `tm`, only
-- the face-up Troublemakers: face-down ones are not in play). A step's handle
-- keeps each card's base entry until that card changes (handle.lua drops
-- it); the values static abilities change start again from the base.
-- Entries with static abilities are also listed in snap.statics.
local function add_zone(game, snap, zone, s, area, temp, tm)
  local pieces = game:pieces(zone)
  local cache = snap.cache
  local list, by, statics = snap.list, snap.by, snap.statics
  for i = 1, #pieces do
    local piece = pieces[i]
    if not tm or game:face_up(piece) then
      local e = cache and cache[piece]
      if not e or e.faceoff ~= temp.faceoff or e.mods ~= temp.mods then
        e = base_entry(game, piece, s, area, temp)
        if cache then
          cache[piece] = e
        end
      end
      e.power, e.colours, e.kw, e.beneath = e.base_power, e.base_colours, e.base_kw, 0
      list[#list + 1] = e
      by[piece] = e
      if e.statics then
        statics[#statics + 1] = e
      end
    end
  end
end

local function add_attached(game, snap, s, temp)
  local list = snap.list
  local first = #list + 1
  add_zone(game, snap, board.zone[s].attached, s, nil, temp)
  for i = first, #list do
    list[i].host = game:prop(list[i].piece, "attached_to")
  end
end

local function add_troublemakers(game, snap, s, temp)
  for q = 1, 2 do
    add_zone(game, snap, board.zone[s].tm[q], s, q, temp, true)
  end
end

local function count_beneath(game, snap)
  for s = 1, board.SEATS do
    local zone = board.zone[s].beneath
    for _, piece in ipairs(game:count(zone) > 0 and game:pieces(zone) or EMPTY) do
      local host = snap.by[game:prop(piece, "beneath_of")]
      if host then
        host.beneath = host.beneath + 1
      end
    end
  end
end

-- The context a static ability of entry e is read in.
local function context_of(snap, e)
  local key = e.key
  if e.host and snap.by[e.host] then
    key = snap.by[e.host].key
  end
  return { you = e.seat, source = e.piece, key = key, host = e.host }
end

-- The entries a static effect applies to.
local function targets(snap, ctx, target)
  if target.select == "self" then
    return { snap.by[ctx.source] }
  elseif target.select == "attached_to" then
    return { snap.by[ctx.host] }
  end
  local out = {}
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if filter.match(ctx, target, e) then
      out[#out + 1] = e
    end
  end
  return out
end

local function static_holds(snap, ctx, cond, temp)
  if not cond then
    return true
  end
  local source = snap.by[ctx.source]
  local holder = ctx.host and snap.by[ctx.host] or source
  if cond.involved and not (holder and holder.involved) then
    return false
  end
  if cond.at_problem and not (holder and holder.area and holder.area > 0) then
    return false
  end
  if cond.faceoff_kind and not power.faceoff_is(temp.faceoff, cond.faceoff_kind) then
    return false
  end
  -- "while you confront" abilities are not in side.statics_of (power.confronting)
  return true
end

-- A keyword set with one more keyword (a new table: sides' sets are shared).
local function with_keyword(kw, keyword)
  local out = { [keyword] = true }
  for k in pairs(kw) do
    out[k] = true
  end
  return out
end

-- What one static effect does to target entry t.
local function apply_to(t, eff, amount)
  if eff.effect == "power" then
    t.power = t.power + amount
  elseif not t.frightened then
    t.kw = with_keyword(t.kw, eff.keyword)
  end
end

-- One static effect of entry e on its targets.
local function apply_effect(snap, ctx, e, eff)
  local amount = eff.amount
  if eff.per == "beneath" then
    amount = math.min(amount * e.beneath, eff.max or amount * e.beneath)
  end
  local target = eff.target
  local select = target.select
  if select == "self" or select == "attached_to" then
    local t = snap.by[select == "self" and ctx.source or ctx.host]
    if t then
      apply_to(t, eff, amount)
    end
    return
  end
  local list = snap.list
  for i = 1, #list do
    local t = list[i]
    if filter.match(ctx, target, t) then
      apply_to(t, eff, amount)
    end
  end
end

-- Applies the static effects `kind` (power or grant_keyword) of every entry
-- (snap.statics: the entries with static abilities, in snapshot order).
local function apply_statics(snap, kind, temp)
  local entries = snap.statics
  for i = 1, #entries do
    local e = entries[i]
    local abilities = e.side.statics_of[kind]
    if abilities then
      local ctx = context_of(snap, e)
      for _, ability in ipairs(abilities) do
        if static_holds(snap, ctx, ability.condition, temp) then
          for _, eff in ipairs(ability.effects) do
            if eff.effect == kind then
              apply_effect(snap, ctx, e, eff)
            end
          end
        end
      end
    end
  end
end

-- Another of e's controller's Critter Friends, and its Mane, in e's area.
local function company(snap, e)
  local critter, mane = false, nil
  local entries = snap.list
  for i = 1, #entries do
    local o = entries[i]
    if o.seat == e.seat and o.key == e.key and o.piece ~= e.piece then
      critter = critter or (o.type == "friend" and o.traits.Critter == true)
      if o.type == "mane" then
        mane = o
      end
    end
  end
  return critter, mane
end

local function share_colour(a, b)
  for colour in pairs(a.colours) do
    if b.colours[colour] then
      return true
    end
  end
  return false
end

-- Caretaker: +1 at a Problem with another of your Critter Friends.
-- Supportive N: +N at a Problem with your Mane when they share a colour.
local function apply_keywords(snap)
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    local supportive = e.side.supportive
    if e.character and e.area and e.area > 0 and not e.frightened and (e.kw.caretaker or supportive) then
      local critter, mane = company(snap, e)
      if e.kw.caretaker and critter then
        e.power = e.power + 1
      end
      if supportive and mane and share_colour(e, mane) then
        e.power = e.power + supportive
      end
    end
  end
end

-- True when the running faceoff (a FACEOFF_KINDS index) is of kind `kind`;
-- a double Problem faceoff is a Problem faceoff.
function power.faceoff_is(index, kind)
  local name = board.FACEOFF_KINDS[index or 0]
  if not name then
    return false
  end
  return name == kind or (kind == "problem" and name == "double")
end

-- The snapshot of the table now; a step's handle (handle.lua) keeps it until
-- the table changes. Read it, never change it.
function power.snapshot(game)
  local memo = type(game) == "table"
  if memo and game.snap then
    return game.snap
  end
  local faceoff = board.get(game, "faceoff")
  local temp = { faceoff = faceoff ~= 0 and faceoff or nil, mods = board.get(game, "mods") > 0 }
  local snap = { list = {}, by = {}, statics = {}, cache = memo and game.entries }
  for s = 1, board.SEATS do
    local z = board.zone[s]
    add_zone(game, snap, z.home, s, 0, temp)
    add_zone(game, snap, z.at[1], s, 1, temp)
    add_zone(game, snap, z.at[2], s, 2, temp)
  end
  for s = 1, board.SEATS do
    add_attached(game, snap, s, temp)
    add_troublemakers(game, snap, s, temp)
  end
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.host then
      local host = snap.by[e.host]
      e.area, e.key = host and host.area or nil, host and host.key or nil
    end
  end
  count_beneath(game, snap)
  apply_statics(snap, "grant_keyword", temp)
  apply_statics(snap, "power", temp)
  apply_keywords(snap)
  if memo then
    game.snap = snap
  end
  return snap
end

-- A quick look at the card definitions: could one of seat p's cards in play
-- have keyword kw now (printed on either side, or granted by a static)?
function power.may_have(game, p, kw)
  local z = board.zone[p]
  for _, zone in ipairs({ z.home, z.at[1], z.at[2], z.attached }) do
    for _, piece in ipairs(game:pieces(zone)) do
      local def = cards.of(game, piece)
      if def.keywords[kw] or (def.boosted and def.boosted.keywords[kw]) or def.grants[kw] then
        return true
      end
    end
  end
  return false
end

-- A character's power as the rules use it: never below 0.
function power.value(e)
  return e.power > 0 and e.power or 0
end

-- The extra power of seat s's characters while s confronts Problem q
-- (statics "while you confront", which end once the check is over), by piece.
function power.confronting(snap, s, q)
  local extra = {}
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    for _, ability in ipairs(e.seat == s and not e.frightened and e.side.by_timing.static or EMPTY) do
      local ctx = context_of(snap, e)
      local holder = ctx.host and snap.by[ctx.host] or e
      if ability.condition and ability.condition.confronting and holder and holder.area == q then
        for _, eff in ipairs(ability.effects) do
          if eff.effect == "power" then
            for _, t in ipairs(targets(snap, ctx, eff.target)) do
              extra[t.piece] = (extra[t.piece] or 0) + eff.amount
            end
          end
        end
      end
    end
  end
  return extra
end

-- True when a static effect of kind `effect` (immobile, cost_mod) applies to
-- the piece; returns the effect too.
function power.static_on(snap, piece, effect)
  local e = snap.by[piece]
  if not e or e.frightened then
    return nil
  end
  for _, ability in ipairs(e.side.by_timing.static or EMPTY) do
    for _, eff in ipairs(ability.effects) do
      if eff.effect == effect then
        return eff
      end
    end
  end
  return nil
end

return power
