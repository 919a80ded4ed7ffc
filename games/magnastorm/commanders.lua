-- Commanders: 8 administrative (on the action board, taken over with crew and
-- cubes) and 8 research commanders (assigned in the administration phase). A
-- table counter per commander holds the seat that controls it (0: nobody); the
-- card piece lies in that player's "commanders" zone or on its slot.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local score = require("score")
local research = require("research")
local panel = require("panel")

-- The plan of the running game without a function call in the common case
-- (the last game seen; see ids.plan).
local plan_game, plan_of_game = nil, nil
local function plan(game)
  plan_game, plan_of_game = game, ids.plan(game)
  return plan_of_game
end

local commanders = {}

local FORRESTER = board.ability[1]
local IDRIS = board.ability[5]
local CEDRIC = board.ability[15]

function commanders.holder(game, cid)
  return game:counter((game == plan_game and plan_of_game or plan(game)).c.holder[cid])
end

-- True when p controls the commander with this number (1-8, 11-18).
local HOLDER = ids.HOLDER
function commanders.has(game, p, number)
  return game:counter(HOLDER[number]) == p
end

function commanders.count(game, p)
  local P = game == plan_game and plan_of_game or plan(game)
  local k = 0
  for _, cid in ipairs(board.commanders) do
    if game:counter(P.c.holder[cid]) == p then k = k + 1 end
  end
  return k
end

-- The commander in admin slot k / research slot k.
function commanders.admin_at(game, k)
  return board.ability[game:counter((game == plan_game and plan_of_game or plan(game)).c.admin_slot[k])]
end

function commanders.research_at(game, k)
  return board.ability[game:counter((game == plan_game and plan_of_game or plan(game)).c.research_slot[k])]
end

local function name(cid)
  return board.commander_name[cid]
end

-- The instant effects, used once when a player gains the card.
local function instant(game, p, cid)
  if cid == FORRESTER then
    local yellow = cubes.count(game, p, "yellow")
    local options = {}
    for k = 0, math.min(2, yellow) do
      options[#options + 1] = { id = k, label = k == 0 and "Pay nothing" or
        ("Pay " .. k .. " yellow for " .. k .. " reputation") }
    end
    if #options > 1 then
      local k = game:choose(p, { prompt = name(cid) .. ": pay up to 2 yellow cubes, 1 reputation each",
        options = options })
      if k > 0 then
        cubes.pay(game, p, { yellow = k })
        score.gain(game, p, k, "commanders")
        game:log("%s pays %d yellow for %d reputation (%s)", game:seat_name(p), k, k, name(cid))
      end
    end
  elseif cid == CEDRIC then
    score.gain(game, p, 1, "commanders")
    game:log("%s gains 1 extra reputation (%s)", game:seat_name(p), name(cid))
  end
end

-- p loses control of a commander: its red reputation, and the marker under an
-- administrative commander goes back.
local function lose(game, cid, marker_zone)
  local P = game == plan_game and plan_of_game or plan(game)
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
  local P = game == plan_game and plan_of_game or plan(game)
  local q = game:counter(P.c.holder[cid])
  if q == p then return end
  lose(game, cid, marker_zone)
  game:set(P.c.holder[cid], p)
  game:move(P.p.commander[cid], P.z.commanders[p])
  if marker_zone then
    local marker = game:top(P.z.markers[p])
    if marker then game:move(marker, marker_zone) end
  end
  score.gain(game, p, board.commander_green[cid], "commanders")
  game:log("%s takes control of %s (+%d reputation)", game:seat_name(p), name(cid), board.commander_green[cid])
  instant(game, p, cid)
end

-- A research commander without a sole leader goes back to its slot.
function commanders.release(game, cid, slot_zone)
  local P = game == plan_game and plan_of_game or plan(game)
  if game:counter(P.c.holder[cid]) == 0 then return end
  lose(game, cid, nil)
  game:move(P.p.commander[cid], slot_zone)
end

-- Payment with Idris Yakuul: one yellow of the cost may be replaced by an own
-- cube, or one own cube by a yellow one. Returns the payable variants.
function commanders.payment_variants(game, p, map)
  local list = {}
  if cubes.can_pay(game, p, map) then list[#list + 1] = { id = "as_printed", map = map } end
  if commanders.has(game, p, 5) then
    local own = board.fed[p]
    local function variant(from, to, id)
      if (map[from] or 0) > 0 then
        local m = {}
        for k, v in pairs(map) do m[k] = v end
        m[from] = m[from] - 1
        m[to] = (m[to] or 0) + 1
        if cubes.can_pay(game, p, m) then list[#list + 1] = { id = id, map = m } end
      end
    end
    variant("yellow", own, "idris_yellow_to_own")
    variant(own, "yellow", "idris_own_to_yellow")
  end
  return list
end

-- Whether p can pay `map` with the cubes `have` (colour -> count), with Idris
-- Yakuul's swap when `idris`. Quick: no tables are made.
function commanders.affordable(have, map, own, idris)
  local short_yellow, short_own, other_short = 0, 0, false
  for _, colour in ipairs(board.all_colours) do
    local k = map[colour]
    if k and k > 0 then
      local d = k - (have[colour] or 0)
      if d > 0 then
        if colour == "yellow" then short_yellow = d
        elseif colour == own then short_own = d
        else other_short = true end
      end
    end
  end
  if other_short then return false end
  if short_yellow == 0 and short_own == 0 then return true end
  if not idris then return false end
  -- one yellow paid with an own cube, or one own cube paid with a yellow one
  if short_yellow == 1 and short_own == 0 then return (have[own] or 0) >= (map[own] or 0) + 1 end
  if short_own == 1 and short_yellow == 0 then return (have.yellow or 0) >= (map.yellow or 0) + 1 end
  return false
end

-- Pays `map`, asking about Idris Yakuul's swap when it offers a choice.
function commanders.pay(game, p, map, why)
  local variants = commanders.payment_variants(game, p, map)
  local pick = variants[1]
  if #variants > 1 then
    local options = {}
    for i = 1, #variants do local v = variants[i]
      options[i] = { id = v.id, label = "Pay " .. cubes.text(v.map) }
    end
    local id = game:choose(p, { prompt = why .. ": how do you pay (" .. name(IDRIS) .. ")?", options = options })
    for _, v in ipairs(variants) do
      if v.id == id then pick = v end
    end
  end
  cubes.pay(game, p, pick.map)
  return pick.map
end

-- The cost to take over the commander of column col (1 = first player space):
-- one cube per crew member under it (neutral: yellow; a player's crew: that
-- player's colour), plus one cube of the controller's colour.
function commanders.takeover_cost(game, p, col, crew)
  local P = game == plan_game and plan_of_game or plan(game)
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

-- Whether p may take over column col now.
function commanders.can_take(game, p, col, crew)
  local P = game == plan_game and plan_of_game or plan(game)
  if col > 1 and game:counter(P.c.holder[commanders.admin_at(game, col - 1)]) == p then return false end
  crew = crew or panel.column(game, col)
  if #crew == 0 then return false end
  local map = commanders.takeover_cost(game, p, col, crew)
  return #commanders.payment_variants(game, p, map) > 0, map
end

-- Action 1: take over a commander (or the first player token in column 1).
function commanders.take_over(game, p, col)
  local P = game == plan_game and plan_of_game or plan(game)
  local map, crew = commanders.takeover_cost(game, p, col)
  local paid = commanders.pay(game, p, map, "Take over")
  local what = col == 1 and "the first player token" or name(commanders.admin_at(game, col - 1))
  game:log("%s pays %s and takes over %s", game:seat_name(p), cubes.text(paid), what)
  panel.place_many(game, p, crew)
  if col == 1 then
    game:move(P.p.first_player, P.z.token[p])
    game:set(P.c.first_player, p)
    research.step(game, p, "any", "First player bonus")
    local colour = game:choose(p, { prompt = "First player bonus: take 1 cube (not yellow)",
      options = P.opt.player_colours })
    cubes.gain(game, p, colour, 1)
  else
    commanders.gain(game, p, commanders.admin_at(game, col - 1), P.z.admin_marker[col - 1])
  end
end

return commanders
