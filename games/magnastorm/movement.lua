-- Action A: move the scout runner, build a transmitter station on the way, drop
-- turtle labs and research.
--
-- Movement: to another space of the same area, or along a line to a space of an
-- adjacent area (up to 2 areas with the bonus, one more with Justin B. Beeper);
-- or start from a transmitter station (one cube of your choice to its owner,
-- free if it is yours) into an area next to it; never through a transmitter
-- space (they are not part of the area graph); never into a storm sector; out of
-- a storm sector into a quiet one if possible, otherwise clockwise toward the
-- nearest quiet sector. Staying put is allowed (and still costs).

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local payment = require("payment")
local score = require("score")
local research = require("research")
local commanders = require("commanders")
local sectors = require("sectors")

local plan_of = ids.plan_of

local movement = {}

-- The rotation of the centre tile this round: the trailing quiet sector.
function movement.rotation(game)
  local P = game:memo("plan", plan_of)
  local side = tonumber(game:option("start_area"))
  local round = game:round()
  if round < 1 then round = 1 end
  return (board.centre[side].first_quiet - 1 + round - 1 + game:counter(P.c.rotation_offset)) % 6 + 1
end

-- Shows the centre tile on the table: the counters centre_side and
-- centre_rotation (the trailing quiet sector) turn its picture (display only).
function movement.show_centre(game)
  local P = game:memo("plan", plan_of)
  game:set(P.c.centre_side, tonumber(game:option("start_area")))
  game:set(P.c.centre_rotation, movement.rotation(game))
end

function movement.quiet(game, sector)
  return board.quiet[movement.rotation(game)][sector] == true
end

-- The area the scout of p stands in, and the zone.
function movement.scout_area(game, p)
  local P = game:memo("plan", plan_of)
  local zid = game:zone_of(P.p.scout[p])
  local si = P.z.space_of_zone[zid]
  if si then return P.map.spaces[si].area, zid end
  return P.map.start[P.z.start_of_zone[zid]], zid
end

-- Owner and number of the turtle labs on a space zone (nil, 0 when none).
function movement.labs_on(game, zid)
  local lab_owner = game:memo("plan", plan_of).p.lab_owner
  local owner, k = nil, 0
  for _, piece in ipairs(game:pieces(zid)) do
    local o = lab_owner[piece]
    if o then
      owner, k = o, k + 1
    end
  end
  return owner, k
end

-- The owner of the station on transmitter space ti, or nil.
function movement.station_on(game, ti)
  local P = game:memo("plan", plan_of)
  local top = game:top(P.z.trans[ti])
  return top and P.p.station_owner[top]
end

-- Breadth-first search over areas. start: list of area indices, d0 their
-- distance. Returns the list of areas reached (start areas first) and the
-- distances. Storm areas are entered only with allow_storm.
local function search(map, quiet, start, d0, range, allow_storm)
  local dist, queue = {}, {}
  for i = 1, #start do
    local ai = start[i]
    if dist[ai] == nil then
      dist[ai] = d0
      queue[#queue + 1] = ai
    end
  end
  local areas = map.areas
  local head = 1
  while head <= #queue do
    local cur = queue[head]
    head = head + 1
    local d = dist[cur]
    if d < range then
      local adj = areas[cur].adj
      for i = 1, #adj do
        local nb = adj[i]
        if dist[nb] == nil and (allow_storm or quiet[areas[nb].sector]) then
          dist[nb] = d + 1
          queue[#queue + 1] = nb
        end
      end
    end
  end
  return queue, dist
end

-- Appends the spaces of area ai to the list out.
local function add_spaces(out, map, ai)
  local spaces = map.areas[ai].spaces
  for i = 1, #spaces do out[#out + 1] = spaces[i] end
end

-- The spaces (indices) p may end on, from `origin`: "scout", a transmitter
-- space index (its station), or "mira" (Mira Mascovic). range: areas.
function movement.destinations(game, p, origin, range)
  local P = game:memo("plan", plan_of)
  local map = P.map
  local rot = movement.rotation(game)
  local quiet = board.quiet[rot]
  local out = {}
  if origin == "mira" then
    for ai, area in ipairs(map.areas) do
      if quiet[area.sector] then
        local has_lab = false
        for _, si in ipairs(area.spaces) do
          if movement.labs_on(game, P.z.space[si]) then has_lab = true end
        end
        if has_lab then add_spaces(out, map, ai) end
      end
    end
    return out
  end
  if origin ~= "scout" then
    local t = map.trans[origin]
    local start = {}
    if quiet[map.areas[t.a].sector] then start[#start + 1] = t.a end
    if quiet[map.areas[t.b].sector] then start[#start + 1] = t.b end
    local reached = search(map, quiet, start, 1, range, false)
    for i = 1, #reached do add_spaces(out, map, reached[i]) end
    table.sort(out)
    return out
  end
  local here = movement.scout_area(game, p)
  local sector = map.areas[here].sector
  if quiet[sector] then
    local reached = search(map, quiet, { here }, 0, range, false)
    for i = 1, #reached do add_spaces(out, map, reached[i]) end
    table.sort(out)
    return out
  end
  -- In a storm sector: into a quiet sector if possible ...
  local reached = search(map, quiet, { here }, 0, range, true)
  for i = 1, #reached do
    if quiet[map.areas[reached[i]].sector] then add_spaces(out, map, reached[i]) end
  end
  if #out > 0 then
    table.sort(out)
    return out
  end
  -- ... otherwise clockwise toward the nearest quiet sector: the clockwise
  -- distance to the quiet half must shrink, or the steps to the next sector.
  local steps = board.storm_steps[rot]
  local function key(ai)
    return steps[map.areas[ai].sector] * 100 + map.dist_next[ai]
  end
  local mine = key(here)
  for i = 1, #reached do
    if key(reached[i]) < mine then add_spaces(out, map, reached[i]) end
  end
  if #out == 0 then
    for i = 1, #reached do
      if map.areas[reached[i]].sector == sector then add_spaces(out, map, reached[i]) end
    end
  end
  table.sort(out)
  return out
end

-- The transmitter spaces p could build on when moving from `origin` to the area
-- of space `si` within `range` areas: empty ones on a line between two sectors
-- that some allowed path takes.
function movement.build_sites(game, p, origin, si, range)
  local P = game:memo("plan", plan_of)
  local map = P.map
  local quiet = board.quiet[movement.rotation(game)]
  local target = map.spaces[si].area
  local starts, steps = {}, range
  if origin == "scout" then
    local here = movement.scout_area(game, p)
    starts[1] = here
    if not quiet[map.areas[here].sector] then quiet = nil end -- a storm start may cross storm areas
  elseif origin ~= "mira" then
    local t = map.trans[origin]
    starts[1], starts[2] = t.a, t.b
    steps = range - 1
  else
    return {}
  end
  local found, list = {}, {}
  local path = {}
  local function walk(ai, left, visited)
    if ai == target then
      for _, li in ipairs(path) do
        local line = map.lines[li]
        if line.cross and line.t and not found[line.t] and game:count(P.z.trans[line.t]) == 0 then
          found[line.t] = true
          list[#list + 1] = line.t
        end
      end
    end
    if left == 0 then return end
    local area = map.areas[ai]
    for k = 1, #area.adj do local nb = area.adj[k]
      if not visited[nb] and (quiet == nil or quiet[map.areas[nb].sector]) then
        visited[nb] = true
        path[#path + 1] = area.adj_line[k]
        walk(nb, left - 1, visited)
        path[#path] = nil
        visited[nb] = nil
      end
    end
  end
  for _, s in ipairs(starts) do
    walk(s, steps, { [s] = true })
  end
  table.sort(list)
  return list
end

-- Kaysia Vasidis: may p ignore a player board cost now (once per turn)?
local function kaysia_ready(game, p)
  if not commanders.has(game, p, 18) then return false end
  local P = game:memo("plan", plan_of)
  return game:counter(P.c.kaysia_turn[p]) ~= game:counter(P.c.turn_number)
end

-- The cubes of two cost maps together.
local function merged(a, b)
  if not b then return a end
  local m = {}
  for colour, k in pairs(a) do m[colour] = k end
  for colour, k in pairs(b) do m[colour] = (m[colour] or 0) + k end
  return m
end

-- Pays a player board cost (`map`) for `what`, offering Kaysia Vasidis when
-- it applies. `extra` (Azrea Bonsmai's cube) is paid either way, together.
local function pay_board_cost(game, p, map, what, extra)
  local P = game:memo("plan", plan_of)
  local total = merged(map, extra)
  if next(map) ~= nil and kaysia_ready(game, p) then
    local kaysia = board.commander_name[board.ability[18]]
    local options = { { id = "kaysia", label = "Ignore the cost on your player board (" .. kaysia .. ")" } }
    local k = payment.exchanges(game, p, total)
    if k then
      options[2] = { id = "pay", label = "Pay " .. cubes.text(total) .. payment.note(k) }
    end
    local pick = #options == 1 and "kaysia" or game:choose(p, { prompt = "Cost of " .. what, options = options })
    if pick == "kaysia" then
      game:set(P.c.kaysia_turn[p], game:counter(P.c.turn_number))
      game:log("%s ignores the player board cost of %s (%s)", game:seat_name(p), what, kaysia)
      total = extra or {}
    end
  end
  payment.pay(game, p, total, what)
end

-- The ways to pay a player board cost (`cost`, from the plan; see
-- payment.lua): the cost with `extra`, or only `extra` when Kaysia Vasidis may
-- ignore the cost (`kaysia`: kaysia_ready, asked once by the caller).
local function board_ways(cost, extra, kaysia)
  if not extra and not (kaysia and not cost.empty) then return cost.ways end
  local ways = { { map = merged(cost.map, extra) } }
  if kaysia and not cost.empty then
    ways[2] = { map = extra or {} }
  end
  return ways
end

-- The turtle labs p may drop ("you can choose freely which"), each costing
-- its cost plus `extra`. Labs in a run of neighbouring player board spaces
-- with the same cost are alike (whichever goes, returned labs refill the run
-- the same way), so each run offers its leftmost lab; equal costs apart (3
-- and 5, with 4 between) are not alike and are both offered. Labs p cannot
-- pay even after exchanges are left out here already.
local function lab_options(game, p, extra)
  local P = game:memo("plan", plan_of)
  local options = {}
  local run_text, run_offered = nil, false
  local costs, slots = P.lab_cost[p], P.z.labs[p]
  local kaysia = kaysia_ready(game, p)
  for k = 1, board.lab_slots do
    local cost = costs[k]
    if cost.text ~= run_text then run_text, run_offered = cost.text, false end
    local piece = not run_offered and game:top(slots[k])
    if piece then
      run_offered = true
      local ways = board_ways(cost, extra, kaysia)
      if payment.fewest(game, p, ways) then
        local shown = extra and cubes.text(ways[1].map) or cost.text
        options[#options + 1] = { id = "lab_" .. k, label = "Drop the turtle lab from space " .. k .. " (cost: "
          .. shown .. ")", piece = piece, ways = ways, slot = k, map = cost.map }
      end
    end
  end
  return options
end

-- Offers p to drop a turtle lab on space zone zid (which must be free of labs,
-- or hold p's labs when `again`). `extra`: cubes paid on top of the lab's cost
-- (Azrea Bonsmai). Returns true when a lab was dropped.
function movement.offer_lab(game, p, zid, why, again, extra)
  local P = game:memo("plan", plan_of)
  local options = lab_options(game, p, extra)
  options[#options + 1] = { id = "no_lab", label = again and "No additional lab" or "Do not drop a lab" }
  local pick = payment.choose(game, p, why, options)
  if pick.id == "no_lab" then return false end
  pay_board_cost(game, p, pick.map, extra and "the additional turtle lab (" .. board.commander_name[board.ability[7]]
    .. ")" or "the turtle lab", extra)
  sectors.place(game, p, pick.piece, zid)
  game:log("%s drops the turtle lab from space %d of their player board on the %s", game:seat_name(p), pick.slot,
    P.map.spaces[P.z.space_of_zone[zid]].name)
  return true
end

-- Offers a transmitter station on one of the sites (transmitter space indices).
local function offer_station(game, p, sites)
  local P = game:memo("plan", plan_of)
  local stations, seen = {}, {}
  local kaysia = kaysia_ready(game, p)
  for k = 1, board.station_slots do
    local piece = game:top(P.z.stations[p][k])
    local cost = P.station_cost[p][k]
    if piece and not seen[cost.text] then
      seen[cost.text] = true
      local ways = board_ways(cost, nil, kaysia)
      if payment.fewest(game, p, ways) then
        stations[#stations + 1] = { slot = k, piece = piece, map = cost.map, text = cost.text, ways = ways }
      end
    end
  end
  if #stations == 0 then return end
  local options = {}
  for _, ti in ipairs(sites) do
    for _, st in ipairs(stations) do
      options[#options + 1] = { id = "build_" .. P.map.trans[ti].id .. "_" .. st.slot,
        label = "Build the station from space " .. st.slot .. " (cost: " .. st.text .. ") on " .. P.map.trans[ti].name,
        zone = P.z.trans[ti], ti = ti, st = st, ways = st.ways }
    end
  end
  options[#options + 1] = { id = "no_station", label = "Do not build a transmitter station" }
  local pick = payment.choose(game, p, "You pass a free transmitter space", options)
  if not pick.st then return end
  pay_board_cost(game, p, pick.st.map, "the transmitter station")
  game:move(pick.st.piece, P.z.trans[pick.ti])
  game:log("%s builds the transmitter station from space %d of their player board on %s", game:seat_name(p),
    pick.st.slot, P.map.trans[pick.ti].name)
  score.gain(game, p, 2, "transmitters")
end

-- "No" to an ability that costs cubes.
local NO = { id = "no", label = "No" }

-- The ways to pay 1 cube of any colour (but `except`), for payment.pay_one_of.
local function one_cube_ways(game, except)
  local P = game:memo("plan", plan_of)
  local ways = {}
  for _, colour in ipairs(P.colours) do
    if colour ~= except then
      ways[#ways + 1] = { id = colour, label = P.opt.colour[colour].label, map = { [colour] = 1 } }
    end
  end
  return ways
end

-- The places a move may start from: "scout", stations ("station_<id>") and
-- "mira". Stations of others cost a cube of any colour (`ways`).
function movement.origins(game, p, range)
  local P = game:memo("plan", plan_of)
  local list = { { id = "scout", label = "Move from where your scout runner stands", origin = "scout" } }
  local can_pay_owner = cubes.total(game, p) > 0
  local quiet = board.quiet[movement.rotation(game)]
  local areas = P.map.areas
  for ti = 1, #P.map.trans do local t = P.map.trans[ti]
    local owner = game:count(P.z.trans[ti]) > 0 and movement.station_on(game, ti)
    if owner and (owner == p or can_pay_owner) and (quiet[areas[t.a].sector] or quiet[areas[t.b].sector]) then
      list[#list + 1] = { id = "station_" .. t.id, label = "Start from the transmitter station on " .. t.name ..
        (owner == p and " (yours)" or " (1 cube of your choice to " .. game:seat_name(owner) .. ")"),
        zone = P.z.trans[ti], origin = ti, ways = owner ~= p and one_cube_ways(game) or nil }
    end
  end
  if commanders.has(game, p, 6) and #movement.destinations(game, p, "mira", range) > 0 then
    list[#list + 1] = { id = "mira", label = "Place the scout runner in an area with a turtle lab ("
      .. board.commander_name[board.ability[6]] .. ")", origin = "mira" }
  end
  return list
end

-- The whole action A after its cost is paid. opts.range: 1 or 2 (bonus),
-- opts.extra_lab: the bonus space for an additional lab.
function movement.move(game, p, opts)
  local P = game:memo("plan", plan_of)
  local map = P.map
  local range = opts.range or 1
  local origin = payment.choose(game, p, "Move your scout runner: where does the move start?",
    movement.origins(game, p, range)).origin
  if origin ~= "scout" and origin ~= "mira" then
    local owner = movement.station_on(game, origin)
    if owner ~= p then
      payment.pay_one_of(game, p, one_cube_ways(game), "the use of the transmitter station",
        { prompt = "Pay 1 cube of your choice to " .. game:seat_name(owner) .. " for the transmitter station",
          to = owner })
    end
  end
  -- Justin B. Beeper: one cube not of your colour for one more area.
  if origin ~= "mira" and commanders.has(game, p, 2) then
    local justin = board.commander_name[board.ability[2]]
    if payment.pay_one_of(game, p, one_cube_ways(game, board.fed[p]), justin .. "'s extra area",
        { prompt = justin .. ": pay 1 cube (not your colour) to move 1 area further?", decline = NO }) then
      range = range + 1
      game:log("%s may move 1 area further (%s)", game:seat_name(p), justin)
    end
  end
  local dests = movement.destinations(game, p, origin, range)
  local si = dests[1]
  if #dests > 1 then
    local options = {}
    for i = 1, #dests do local s = dests[i]
      options[i] = P.opt.space[s]
    end
    local pick = game:choose(p, { prompt = "Move your scout runner to which space?", options = options })
    for i = 1, #options do local o = options[i]
      if o.id == pick then si = dests[i] end
    end
  end
  if not si then
    game:log("%s's scout runner cannot move", game:seat_name(p))
    return
  end
  local zid = P.z.space[si]
  local space = map.spaces[si]
  -- A transmitter station on a line the move took into another sector.
  if game:top(P.z.stations[p][1]) or game:top(P.z.stations[p][2]) or game:top(P.z.stations[p][3]) then
    local sites = movement.build_sites(game, p, origin, si, range)
    if #sites > 0 then offer_station(game, p, sites) end
  end
  game:move(P.p.scout[p], zid)
  game:log("%s moves the scout runner to the %s", game:seat_name(p), space.name)
  -- Turtle labs: only on a space without a lab and never in a storm sector.
  -- The research step is in the area of the space's colour; a white space
  -- gives a step in any area.
  local dropped = false
  if movement.quiet(game, space.sector) and movement.labs_on(game, zid) == nil then
    dropped = movement.offer_lab(game, p, zid, "Drop a turtle lab on the " .. space.name .. "?")
    if dropped then
      research.step(game, p, space.colour == "white" and "any" or space.colour, "Turtle lab")
    end
  end
  -- Azrea Bonsmai: an additional lab for its usual cost and 1 own cube.
  local own = board.fed[p]
  if dropped and commanders.has(game, p, 7) then
    movement.offer_lab(game, p, zid, board.commander_name[board.ability[7]] .. ": drop an additional turtle lab "
      .. "(its cost and 1 " .. own .. " cube)?", true, { [own] = 1 })
  end
  -- Adira Okzil: 2 own cubes for a research step.
  if commanders.has(game, p, 4) then
    local adira = board.commander_name[board.ability[4]]
    local pick = payment.choose(game, p, adira .. ": pay 2 " .. own .. " cubes for 1 research step?", {
      { id = "adira", label = "Pay 2 " .. own .. " cubes", ways = { { map = { [own] = 2 } } } }, NO })
    if pick.id == "adira" then
      payment.pay(game, p, { [own] = 2 }, adira .. "'s research step")
      research.step(game, p, "any", adira)
    end
  end
  -- The bonus space: an additional lab on the same space.
  if dropped and opts.extra_lab then
    movement.offer_lab(game, p, zid, "Bonus: drop an additional turtle lab on the same space?", true)
  end
end

return movement
