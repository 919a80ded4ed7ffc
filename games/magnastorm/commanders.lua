-- Commanders: 8 administrative (on the action board, taken over with crew and
-- cubes) and 8 research commanders (assigned in the administration phase). A
-- table counter per commander holds the seat that controls it (0: nobody); the
-- card piece lies in that player's "commanders" zone or on its slot.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local payment = require("payment")
local score = require("score")
local research = require("research")
local panel = require("panel")

local plan_of = ids.plan_of

local commanders = {}

local FORRESTER = board.ability[1]
local IDRIS = board.ability[5]
local CEDRIC = board.ability[15]

function commanders.holder(game, cid)
  return game:counter(game:memo("plan", plan_of).c.holder[cid])
end

-- True when p controls the commander with this number (1-8, 11-18).
local HOLDER = ids.HOLDER
function commanders.has(game, p, number)
  return game:counter(HOLDER[number]) == p
end

function commanders.count(game, p)
  local P = game:memo("plan", plan_of)
  local k = 0
  for _, cid in ipairs(board.commanders) do
    if game:counter(P.c.holder[cid]) == p then k = k + 1 end
  end
  return k
end

-- The commander in admin slot k / research slot k.
function commanders.admin_at(game, k)
  return board.ability[game:counter(game:memo("plan", plan_of).c.admin_slot[k])]
end

function commanders.research_at(game, k)
  return board.ability[game:counter(game:memo("plan", plan_of).c.research_slot[k])]
end

local function name(cid)
  return board.commander_name[cid]
end

-- The instant effects, used once when a player gains the card.
local function instant(game, p, cid)
  if cid == FORRESTER then
    local options = { { id = 0, label = "Pay nothing" } }
    for k = 1, 2 do
      options[#options + 1] = { id = k, label = "Pay " .. k .. " yellow for " .. k .. " reputation",
        ways = { { map = { yellow = k } } } }
    end
    local k = payment.choose(game, p, name(cid) .. ": pay up to 2 yellow cubes, 1 reputation each", options).id
    if k > 0 then
      payment.pay(game, p, { yellow = k }, name(cid) .. "'s instant effect")
      score.gain(game, p, k, "commanders", "%s gains %d reputation (%s)", game:seat_name(p), k, name(cid))
    end
  elseif cid == CEDRIC then
    score.gain(game, p, 1, "commanders", "%s gains 1 extra reputation (%s)", game:seat_name(p), name(cid))
  end
end

-- p loses control of a commander: its red reputation, and the marker under an
-- administrative commander goes back.
local function lose(game, cid, marker_zone)
  local P = game:memo("plan", plan_of)
  local q = game:counter(P.c.holder[cid])
  if q == 0 then return end
  score.lose(game, q, board.commander_red[cid], "commanders")
  game:set(P.c.holder[cid], 0)
  if marker_zone then
    local marker = game:top(marker_zone)
    if marker then game:move(marker, P.z.markers[q]) end
  end
  game:log("%s loses control of %s (-%d reputation)", game:seat_name(q), name(cid), board.commander_red[cid])
end

-- p takes control of a commander (from nobody or from another player).
-- marker_zone: the space under an administrative commander.
function commanders.gain(game, p, cid, marker_zone)
  local P = game:memo("plan", plan_of)
  local q = game:counter(P.c.holder[cid])
  if q == p then return end
  lose(game, cid, marker_zone)
  game:set(P.c.holder[cid], p)
  game:move(P.p.commander[cid], P.z.commanders[p])
  if marker_zone then
    local marker = game:top(P.z.markers[p])
    if marker then game:move(marker, marker_zone) end
  end
  score.gain(game, p, board.commander_green[cid], "commanders", "%s takes control of %s (+%d reputation)",
    game:seat_name(p), name(cid), board.commander_green[cid])
  instant(game, p, cid)
end

-- A research commander without a sole leader goes back to its slot.
function commanders.release(game, cid, slot_zone)
  local P = game:memo("plan", plan_of)
  if game:counter(P.c.holder[cid]) == 0 then return end
  lose(game, cid, nil)
  game:move(P.p.commander[cid], slot_zone)
end

-- The ways p may pay `map` for a move or a takeover (see payment.lua): as
-- printed, and with Idris Yakuul one yellow cube replaced by one of p's
-- colour, or one of p's colour by a yellow one.
function commanders.ways(game, p, map)
  local list = { { id = "as_printed", map = map } }
  if commanders.has(game, p, 5) then
    local own = board.fed[p]
    local function variant(from, to, id)
      if (map[from] or 0) > 0 then
        local m = {}
        for k, v in pairs(map) do m[k] = v end
        m[from] = m[from] - 1
        if m[from] == 0 then m[from] = nil end
        m[to] = (m[to] or 0) + 1
        list[#list + 1] = { id = id, map = m }
      end
    end
    variant("yellow", own, "idris_yellow_to_own")
    variant(own, "yellow", "idris_own_to_yellow")
  end
  return list
end

-- Pays `map` for `what` (a move or a takeover), asking about Idris Yakuul's
-- swap when it offers a choice. Returns the cubes paid.
function commanders.pay(game, p, map, what)
  return payment.pay_one_of(game, p, commanders.ways(game, p, map), what,
    { prompt = "Pay for " .. what .. ": how (" .. name(IDRIS) .. ")?" }).map
end

-- The cost to take over the commander of column col (1 = first player space):
-- one cube per crew member under it (neutral: yellow; a player's crew: that
-- player's colour), plus one cube of the controller's colour.
function commanders.takeover_cost(game, p, col, crew)
  local P = game:memo("plan", plan_of)
  local map = {}
  crew = crew or panel.column(game, col)
  local crew_owner = P.p.crew_owner
  for _, piece in ipairs(crew) do
    local owner = crew_owner[piece]
    local colour = owner > 0 and board.fed[owner] or "yellow"
    map[colour] = (map[colour] or 0) + 1
  end
  if col > 1 then
    local q = game:counter(P.c.holder[commanders.admin_at(game, col - 1)])
    if q ~= 0 and q ~= p then
      map[board.fed[q]] = (map[board.fed[q]] or 0) + 1
    end
  end
  return map, crew
end

-- Action 1: take over a commander (or the first player token in column 1).
function commanders.take_over(game, p, col)
  local P = game:memo("plan", plan_of)
  local map, crew = commanders.takeover_cost(game, p, col)
  commanders.pay(game, p, map, col == 1 and "the first player token"
    or "the takeover of " .. name(commanders.admin_at(game, col - 1)))
  panel.place_many(game, p, crew, col)
  if col == 1 then
    game:move(P.p.first_player, P.z.token[p])
    game:set(P.c.first_player, p)
    game:log("%s takes the first player token", game:seat_name(p))
    research.step(game, p, "any", "First player bonus")
    cubes.gain_player_colour(game, p, "first player bonus")
  else
    commanders.gain(game, p, commanders.admin_at(game, col - 1), P.z.admin_marker[col - 1])
  end
end

return commanders
