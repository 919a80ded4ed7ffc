-- Every payment of a turn, with the free exchange ("at any time you may trade
-- 3 CreditCubes for 1 different CreditCube"):
--   * a purchase p could pay after exchanges is offered, and says so;
--   * beside every purchase p may exchange first, as often as they like;
--   * paying walks p through the exchanges the payment still needs;
--   * every payment is logged.
-- A purchase may be paid in several ways (Idris Yakuul's swap, a cube of any
-- colour): `ways` is a list of { id, map, label } (map: colour -> count;
-- label: optional, else "Pay <the cubes>"), any one of which pays it.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local text = require("text")

local payment = {}

local ALL = board.all_colours

-- The exchange rule: a payment `short` cubes short, with `spare` cubes it
-- does not need, takes `short` exchanges (3 spare cubes for 1 it lacks each);
-- 0 when nothing is short, nil when the spare cubes are not enough.
function payment.rule(short, spare)
  if short == 0 then return 0 end
  if 3 * short <= spare then return short end
  return nil
end

-- How many exchanges p needs before paying `map` (payment.rule). Only the
-- colours the payment names are read unless p is short (this runs for every
-- lab, station and takeover offered).
function payment.exchanges(game, p, map)
  local counters = ids.plan(game).c.cube[p]
  local short, covered = 0, 0
  for i = 1, #ALL do
    local colour = ALL[i]
    local k = map[colour]
    if k and k > 0 then
      local have = game:counter(counters[colour])
      if have < k then
        short = short + k - have
        covered = covered + have
      else
        covered = covered + k
      end
    end
  end
  if short == 0 then return 0 end
  return payment.rule(short, cubes.total(game, p) - covered)
end

-- The fewest exchanges any of `ways` needs (nil: none can be paid).
function payment.fewest(game, p, ways)
  local best
  for i = 1, #ways do
    local k = payment.exchanges(game, p, ways[i].map)
    if k and (not best or k < best) then best = k end
  end
  return best
end

-- The fewest exchanges, and the ways that need no more.
local function cheapest(game, p, ways)
  local best, list = nil, {}
  for _, way in ipairs(ways) do
    local k = payment.exchanges(game, p, way.map)
    if k and (not best or k < best) then
      best, list = k, { way }
    elseif k and k == best then
      list[#list + 1] = way
    end
  end
  return best, list
end

-- "after an exchange", "after 2 exchanges": when a purchase needs k > 0.
function payment.after(k)
  return "after " .. (k == 1 and "an exchange" or text.count(k, "exchange"))
end

-- What an option label adds when the purchase needs exchanges first.
function payment.note(k)
  if not k or k == 0 then return "" end
  return " (" .. payment.after(k) .. ")"
end

-- The exchanges p needs before paying `map`, one at a time: 3 of the cubes
-- the payment does not need for 1 of a colour it lacks.
local function exchange_toward(game, p, map, what)
  local P = ids.plan(game)
  local k = payment.exchanges(game, p, map)
  if not k then
    error(string.format("%s cannot pay %s for %s (the rules offered a purchase they should not have)",
      game:seat_name(p), cubes.text(map), what), 2)
  end
  for _ = 1, k do
    local spare, short = {}, {}
    for _, colour in ipairs(P.colours) do
      local d = game:counter(P.c.cube[p][colour]) - (map[colour] or 0)
      if d > 0 then
        spare[colour] = d
      elseif d < 0 then
        short[#short + 1] = colour
      end
    end
    cubes.trade(game, p, spare, short, what)
  end
end

-- p pays `map` for `what` ("the turtle lab") to the supply, or to seat `to`,
-- after the exchanges it needs. Logs the payment (nothing for a free one).
function payment.pay(game, p, map, what, to)
  exchange_toward(game, p, map, what)
  cubes.pay(game, p, map)
  if next(map) == nil then return end
  local P = ids.plan(game)
  if to then
    for _, colour in ipairs(P.colours) do
      if map[colour] then cubes.gain(game, to, colour, map[colour]) end
    end
    game:log("%s pays %s to %s for %s", game:seat_name(p), cubes.text(map), game:seat_name(to), what)
  else
    game:log("%s pays %s for %s", game:seat_name(p), cubes.text(map), what)
  end
end

-- Option o as offered, with `extra` after its label: a new table (the
-- option tables of the plan are constants) with the fields a request reads.
local function noted(o, extra)
  if extra == "" then return o end
  return { id = o.id, label = o.label .. extra, piece = o.piece, zone = o.zone }
end

-- Does an option cost something? (The free exchange is offered beside it.)
local function costly(ways)
  for _, way in ipairs(ways) do
    if next(way.map) ~= nil then return true end
  end
  return false
end

-- The options p can take now: those without `ways`, and those with `ways`
-- that p can pay (after exchanges: the label says so). Also the originals.
local function payable(game, p, options)
  local list, from, paid = {}, {}, false
  for _, o in ipairs(options) do
    local k = 0
    if o.ways then k = payment.fewest(game, p, o.ways) end
    if k then
      list[#list + 1] = o.ways and noted(o, payment.note(k)) or o
      from[o.id] = o
      paid = paid or (o.ways ~= nil and costly(o.ways))
    end
  end
  return list, from, paid
end

-- Asks p to pick one of `options` (request options; one that costs cubes has
-- `ways`). Options p cannot pay even after exchanges are left out. While some
-- option costs cubes and p holds 3, the exchange is offered too, and the
-- question comes again after it. A single option is taken without asking.
-- Returns the picked option, or nil when none is left.
function payment.choose(game, p, prompt, options)
  local P = ids.plan(game)
  while true do
    local list, from, paid = payable(game, p, options)
    if paid and cubes.can_trade(game, p) then
      list[#list + 1] = P.opt.trade_first
    end
    if #list <= 1 then
      return list[1] and from[list[1].id]
    end
    local pick = game:choose(p, { prompt = prompt, options = list })
    if pick ~= "trade" then
      return from[pick]
    end
    cubes.trade(game, p)
  end
end

-- Pays for a purchase with several `ways`: p picks among those that need
-- the fewest exchanges (asked only when there are several, or when `decline`,
-- an option to pay nothing, is given). spec: prompt, decline, to (a seat
-- paid instead of the supply). With `decline` the question is the purchase
-- itself, so the free exchange is offered beside it; without, p has already
-- chosen to buy, and an exchange now could only leave p unable to pay (the
-- exchanges the payment needs come anyway). Returns the way paid, or nil when
-- p declined or cannot pay.
function payment.pay_one_of(game, p, ways, what, spec)
  if #ways == 1 and not spec.decline then
    payment.pay(game, p, ways[1].map, what, spec.to)
    return ways[1]
  end
  local P = ids.plan(game)
  while true do
    local k, best = cheapest(game, p, ways)
    if not k then return nil end
    local way = best[1]
    if #best > 1 or spec.decline then
      local options, by_id = {}, {}
      for i, w in ipairs(best) do
        options[i] = { id = w.id, label = (w.label or "Pay " .. cubes.text(w.map)) .. payment.note(k) }
        by_id[w.id] = w
      end
      options[#options + 1] = spec.decline
      if spec.decline and cubes.can_trade(game, p) then options[#options + 1] = P.opt.trade_first end
      local pick = game:choose(p, { prompt = spec.prompt, options = options })
      way = by_id[pick]
      if pick == "trade" then
        cubes.trade(game, p)
      elseif not way then
        return nil
      end
    end
    if way then
      payment.pay(game, p, way.map, what, spec.to)
      return way
    end
  end
end

return payment
