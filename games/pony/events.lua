-- Something happened: first the mandatory triggers it sets off ("when ...",
-- "at the start of ..."), then a reaction window (the rules' "Reaction"
-- timing word).
--
-- An event is a table { kind, card, seat, by, area, key, phase, faceoff }:
--   kind   played | moved | uncovered | phase_start | phase_end |
--          confronted | faceoff_won | faceoff_flip  (a card played into play is also
--          "entered_play": ev.entered)
--   card   the card concerned (played, moved, entered_play)
--   seat   whose it is (the card's controller, the player of the phase, the
--          confronting or winning player)
--   by     the seat that caused it (the other one reacts first)
--   area, key   where the card went / the Problem concerned (filter.key)
--
-- Reactions (rules text): a reaction can only be used once its trigger has
-- completely resolved; the player who did not cause it may react first, then
-- the chance alternates until both decline in a row; each reaction resolves
-- completely, at once, before the next (no stack: games/lib/response.lua);
-- a reaction's own events open their own windows inside it; a card answers
-- one event at most once, but several different cards may answer it.
local abilities = require("abilities")
local board = require("board")
local cards = require("cards")
local decks = require("decks")
local effects = require("effects")
local filter = require("filter")
local hooks = require("hooks")
local moves = require("moves")
local play = require("play")
local points = require("points")
local power = require("power")
local response = require("response")

local events = {}

local EMPTY = {}

-- Does ability (in context ctx) answer event ev?
function events.matches(game, ctx, ability, ev, snap)
  if ability.event ~= ev.kind and not (ability.event == "entered_play" and ev.entered) then
    return false
  end
  local ec = ability.event_card
  if ec then
    if ec.self then
      if ev.card ~= ctx.source then
        return false
      end
    else
      local e = snap.by[ev.card]
      if not e or not filter.match(ctx, ec, e) then
        return false
      end
    end
  end
  local to = ability.event_to
  if (to == "problem" and not (ev.area and ev.area > 0))
      or (to == "this_problem" and not (ctx.key and ctx.key > 0 and ev.key == ctx.key)) then
    return false
  end
  if (ability.event_player == "you" and ev.seat ~= ctx.you) or (ability.event_player == "opponent"
    and ev.seat == ctx.you) then
    return false
  end
  if ability.phase and ability.phase ~= ev.phase then
    return false
  end
  if ability.faceoff_kind and not (ev.faceoff and power.faceoff_is(ev.faceoff.index, ability.faceoff_kind)) then
    return false
  end
  return abilities.condition(game, ctx, ability.condition, snap)
end

-- The triggers of seat s that answer ev, as { piece, ability }.
local function triggers_of(game, ev, s, snap)
  local out = {}
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    local list = e.seat == s and not e.frightened and e.side.by_timing.trigger
    for _, ability in ipairs(list or EMPTY) do
      local ctx = abilities.context(snap, e.piece, s, ability, ev, ev.faceoff)
      if events.matches(game, ctx, ability, ev, snap) then
        out[#out + 1] = { piece = e.piece, ability = ability }
      end
    end
  end
  return out
end

local function resolve_trigger(game, ev, s, found)
  local snap = power.snapshot(game)
  local ctx = abilities.context(snap, found.piece, s, found.ability, ev, ev.faceoff)
  if not snap.by[found.piece] or not events.matches(game, ctx, found.ability, ev, snap) then
    return -- it left play or its condition no longer holds
  end
  if found.ability.optional then
    local use = game:choose(s, { prompt = "Use " .. cards.name(game, found.piece) .. "'s ability?",
      options = { { id = "yes", label = "Yes", piece = found.piece }, { id = "no", label = "No" } } })
    if use == "no" then
      return
    end
  end
  local text = found.ability.text or (found.ability.effects[1].effect ~= "boost" and cards.side(game, found.piece).text)
  if text then
    game:log("%s: %s", play.label(game, found.piece), text)
  end
  effects.run(game, ctx, found.ability.effects)
end

-- The turn player's triggers first, then the other's; a player with several
-- picks their order.
local function run_triggers(game, ev)
  local first = game:current() or ev.seat or 1
  for _, s in ipairs({ first, board.other(first) }) do
    local list = triggers_of(game, ev, s, power.snapshot(game))
    while #list > 0 do
      local k = 1
      if #list > 1 then
        local pieces = {}
        for i, f in ipairs(list) do
          pieces[i] = f.piece
        end
        local _, piece = game:choose(s, { prompt = "Which of your abilities resolves next?", pieces = pieces })
        for i, f in ipairs(list) do
          if f.piece == piece then
            k = i
          end
        end
      end
      resolve_trigger(game, ev, s, table.remove(list, k))
      if points.over(game) then
        return
      end
    end
  end
end

-- Reactions seat s may use on ev now: abilities of its cards in play, and
-- Reaction Events in its hand it can pay for.
local function reaction_options(game, ev, s, used)
  local options = {}
  if points.over(game) then
    return options
  end
  local snap = power.snapshot(game)
  local fits = function(ctx, ability, sn)
    return events.matches(game, ctx, ability, ev, sn)
  end
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == s and not used[e.piece] then
      local ability = abilities.find(game, snap, s, e.piece, "reaction", ev, ev.faceoff, fits)
      if ability then
        options[#options + 1] = abilities.use_option(e, ability, "React with")
      end
    end
  end
  for _, piece in ipairs(game:pieces(board.zone[s].hand)) do
    local def = cards.of(game, piece)
    if def.timing == "reaction" and not used[piece] then
      local ability, ctx = abilities.event_playable(game, snap, s, piece, "reaction", ev, ev.faceoff)
      if ability and fits(ctx, ability, snap) then
        options[#options + 1] = abilities.event_option(def, piece)
      end
    end
  end
  return effects.unique_ids(options)
end

-- Uses reaction `piece` of seat s on ev.
local function react(game, ev, s, id, piece)
  if id:sub(1, 5) == "play_" then
    abilities.play_event(game, s, piece, "reaction", ev, ev.faceoff, "reacts with")
  else
    abilities.use(game, s, piece, "reaction", ev, ev.faceoff, function(ctx, ability, snap)
      return events.matches(game, ctx, ability, ev, snap)
    end, "reacts with")
  end
end

-- What an event was, for the prompt of its reaction window.
local function describe(game, ev)
  local k = ev.kind
  if k == "moved" or k == "played" then
    return string.format("%s %s to %s", play.label(game, ev.card), k == "moved" and "moved" or "was played",
      ev.area and moves.area_name(game, ev.seat, ev.area) or "a Friend")
  elseif k == "confronted" then
    return string.format("%s confronted %s", game:seat_name(ev.seat), moves.area_name(game, ev.seat, ev.area))
  elseif k == "uncovered" then
    return string.format("%s was uncovered", play.label(game, ev.card))
  elseif k == "faceoff_won" then
    return game:seat_name(ev.seat) .. " won a faceoff"
  end
  return string.format("%s's %s Phase %s", game:seat_name(ev.seat), ev.phase or "", k == "phase_end" and "ended"
    or "began")
end

-- Could seat s react to ev with a Reaction Event of its deck, had it one in
-- hand? Then it is asked whatever it holds (games/lib/response.lua ask_all).
local function could_react(game, ev, s)
  return not points.over(game) and abilities.could_play(game, power.snapshot(game), s, "reaction", ev, ev.faceoff,
    function(ctx, ability, snap)
      return events.matches(game, ctx, ability, ev, snap)
    end)
end

local function reactions(game, ev)
  local used = {}
  local causer = ev.by or game:current() or 1
  response.window(game, {
    seats = { board.other(causer), causer },
    prompt = function(g)
      return "React to: " .. describe(g, ev) .. "?"
    end,
    options = function(g, s)
      return reaction_options(g, ev, s, used)
    end,
    ask_all = function(g, s)
      return could_react(g, ev, s)
    end,
    auto_pass = board.auto_pass,
    resolve = function(g, s, id, piece)
      used[piece] = true
      react(g, ev, s, id, piece)
    end,
  })
end

-- Could a card of seat s answer ev? Only what events.matches asks first
-- (kind, phase, its own card, whose event), from the card's listens table
-- (cards.lua).
local function may_answer(list, piece, s, ev)
  for _, l in ipairs(list) do
    if (not l.phase or l.phase == ev.phase) and (not l.self or piece == ev.card)
        and (not l.player or (l.player == "you") == (ev.seat == s)) then
      return true
    end
  end
  return false
end

-- The zones whose cards in play may answer events, per seat.
local PLAY_ZONES = {}
for s = 1, board.SEATS do
  local z = board.zone[s]
  PLAY_ZONES[s] = { z.home, z.at[1], z.at[2], z.attached, z.tm[1], z.tm[2] }
end

-- Could any card in play, or a Reaction Event a seat's deck list holds,
-- answer ev? (A quick look at the card definitions, before the real check.
-- A hand is judged by its deck list, as everybody knows it, so that whether
-- a window opens never tells what a hand holds.)
local function anyone_listens(game, ev)
  local kind = ev.kind
  for s = 1, board.SEATS do
    if decks.of_seat(game, s).listens[kind] then
      return true
    end
    local zones = PLAY_ZONES[s]
    for k = 1, #zones do
      local pieces = game:pieces(zones[k])
      for i = 1, #pieces do
        local piece = pieces[i]
        local list = cards.def[game:def(piece)].listens[kind]
        if list and may_answer(list, piece, s, ev) then
          return true
        end
      end
    end
  end
  return false
end

function events.emit(game, ev)
  if points.over(game) or not anyone_listens(game, ev) then
    return
  end
  run_triggers(game, ev)
  reactions(game, ev)
end

hooks.emit = events.emit

return events
