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
local score = require("score")
local research = require("research")
local commanders = require("commanders")
local sectors = require("sectors")

-- The plan of the running game without a function call in the common case
-- (the last game seen; see ids.plan).
local plan_game, plan_of_game = nil, nil
local function plan(game)
  plan_game, plan_of_game = game, ids.plan(game)
  return plan_of_game
end

local movement = {}

-- The rotation of the centre tile this round: the trailing quiet sector.
function movement.rotation(game)
  local P = game == plan_game and plan_of_game or plan(game)
  local side = tonumber(game:option("start_area"))
  local round = game:round()
  if round < 1 then round = 1 end
  return (board.centre[side].first_quiet - 1 + round - 1 + game:counter(P.c.rotation_offset)) % 6 + 1
end

-- Shows the centre tile on the table: the counters centre_side and
-- centre_rotation (the trailing quiet sector) turn its picture (display only).
function movement.show_centre(game)
  local P = game == plan_game and plan_of_game or plan(game)
  game:set(P.c.centre_side, tonumber(game:option("start_area")))
  game:set(P.c.centre_rotation, movement.rotation(game))
end

function movement.quiet(game, sector)
  return board.quiet[movement.rotation(game)][sector] == true
end

-- The area the scout of p stands in, and the zone.
function movement.scout_area(game, p)
  local P = game == plan_game and plan_of_game or plan(game)
  local zid = game:zone_of(P.p.scout[p])
  local si = P.z.space_of_zone[zid]
  if si then return P.map.spaces[si].area, zid end
  return P.map.start[P.z.start_of_zone[zid]], zid
end

-- Owner and number of the turtle labs on a space zone (nil, 0 when none).
function movement.labs_on(game, zid)
  local lab_owner = (game == plan_game and plan_of_game or plan(game)).p.lab_owner
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
  local P = game == plan_game and plan_of_game or plan(game)
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
  local P = game == plan_game and plan_of_game or plan(game)
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
  local P = game == plan_game and plan_of_game or plan(game)
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
  local P = game == plan_game and plan_of_game or plan(game)
  return game:counter(P.c.kaysia_turn[p]) ~= game:counter(P.c.turn_number)
end

-- Pays a player board cost, offering Kaysia Vasidis when it applies.
local function pay_board_cost(game, p, map, what)
  local P = game == plan_game and plan_of_game or plan(game)
  if next(map) == nil then return end
  if kaysia_ready(game, p) then
    local options = { { id = "kaysia", label = "Ignore the cost (" .. board.commander_name[board.ability[18]] .. ")" } }
    if cubes.can_pay(game, p, map) then
      options[2] = { id = "pay", label = "Pay " .. cubes.text(map) }
    end
    local pick = #options == 1 and "kaysia" or game:choose(p, { prompt = "Cost of the " .. what, options = options })
    if pick == "kaysia" then
      game:set(P.c.kaysia_turn[p], game:counter(P.c.turn_number))
      game:log("%s ignores the cost of the %s", game:seat_name(p), what)
      return
    end
  end
  cubes.pay(game, p, map)
end

local function affordable(game, p, map)
  return next(map) == nil or cubes.can_pay(game, p, map) or kaysia_ready(game, p)
end

-- The lab spaces of p's player board that hold a lab, and their costs; only the
-- leftmost of equal costs. Returns a list of { slot, piece, map } and whether
-- some lab on the board is too expensive now.
local function lab_choices(game, p)
  local P = game == plan_game and plan_of_game or plan(game)
  local list, seen, short = {}, {}, false
  local costs, slots = P.lab_cost[p], P.z.labs[p]
  for k = 1, board.lab_slots do
    local cost = costs[k]
    if not seen[cost.text] then
      local piece = game:top(slots[k])
      if piece then
        seen[cost.text] = true
        if affordable(game, p, cost.map) then
          list[#list + 1] = { slot = k, piece = piece, map = cost.map, text = cost.text }
        else
          short = true
        end
      end
    end
  end
  return list, short
end

-- Offers p to drop a turtle lab on space zone zid (which must be free of labs,
-- or hold p's labs when `again`). Returns true when a lab was dropped.
function movement.offer_lab(game, p, zid, why, again)
  local P = game == plan_game and plan_of_game or plan(game)
  while true do
    local choices, short = lab_choices(game, p)
    local trade = short and cubes.can_trade(game, p)
    if #choices == 0 and not trade then return false end
    local options = {}
    for i = 1, #choices do local ch = choices[i]
      options[i] = { id = "lab_" .. ch.slot, label = "Drop the turtle lab from space " .. ch.slot .. " (cost: "
        .. ch.text .. ")", piece = ch.piece }
    end
    options[#options + 1] = { id = "no_lab", label = again and "No additional lab" or "Do not drop a lab" }
    if trade then
      options[#options + 1] = P.opt.trade_first
    end
    local pick = game:choose(p, { prompt = why, options = options })
    if pick == "trade" then
      cubes.trade(game, p)
    elseif pick == "no_lab" then
      return false
    else
      for _, ch in ipairs(choices) do
        if "lab_" .. ch.slot == pick then
          pay_board_cost(game, p, ch.map, "turtle lab")
          sectors.place(game, p, ch.piece, zid)
          local si = P.z.space_of_zone[zid]
          game:log("%s drops a turtle lab on the %s", game:seat_name(p), P.map.spaces[si].name)
          return true
        end
      end
    end
  end
end

-- Offers a transmitter station on one of the sites (transmitter space indices).
local function offer_station(game, p, sites)
  local P = game == plan_game and plan_of_game or plan(game)
  local stations, seen = {}, {}
  for k = 1, board.station_slots do
    local piece = game:top(P.z.stations[p][k])
    if piece then
      local cost = P.station_cost[p][k]
      if not seen[cost.text] and affordable(game, p, cost.map) then
        seen[cost.text] = true
        stations[#stations + 1] = { slot = k, piece = piece, map = cost.map, text = cost.text }
      end
    end
  end
  if #stations == 0 then return end
  local options = {}
  for _, ti in ipairs(sites) do
    for _, st in ipairs(stations) do
      options[#options + 1] = { id = "build_" .. P.map.trans[ti].id .. "_" .. st.slot,
        label = "Build the station from space " .. st.slot .. " (cost: " .. st.text .. ") on " .. P.map.trans[ti].name,
        zone = P.z.trans[ti], ti = ti, st = st }
    end
  end
  options[#options + 1] = { id = "no_station", label = "Do not build a transmitter station" }
  local pick = game:choose(p, { prompt = "You pass a free transmitter space", options = options })
  for _, o in ipairs(options) do
    if o.id == pick and o.st then
      pay_board_cost(game, p, o.st.map, "transmitter station")
      game:move(o.st.piece, P.z.trans[o.ti])
      game:log("%s builds a transmitter station on %s", game:seat_name(p), P.map.trans[o.ti].name)
      score.gain(game, p, 2, "transmitters")
      return
    end
  end
end

-- The places a move may start from: "scout", stations ("station_<id>") and
-- "mira". Stations of others need a cube to pay.
function movement.origins(game, p, range)
  local P = game == plan_game and plan_of_game or plan(game)
  local list = { { id = "scout", label = "Move from where your scout runner stands", origin = "scout" } }
  local can_pay_owner = cubes.total(game, p) > 0
  local quiet = board.quiet[movement.rotation(game)]
  local areas = P.map.areas
  for ti = 1, #P.map.trans do local t = P.map.trans[ti]
    local owner = game:count(P.z.trans[ti]) > 0 and movement.station_on(game, ti)
    if owner and (owner == p or can_pay_owner) and (quiet[areas[t.a].sector] or quiet[areas[t.b].sector]) then
      list[#list + 1] = { id = "station_" .. t.id, label = "Start from the transmitter station on " .. t.name ..
        (owner == p and " (yours)" or " (1 cube of your choice to " .. game:seat_name(owner) .. ")"),
        zone = P.z.trans[ti], origin = ti }
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
  local P = game == plan_game and plan_of_game or plan(game)
  local map = P.map
  local range = opts.range or 1
  local origins = movement.origins(game, p, range)
  local origin = origins[1]
  if #origins > 1 then
    local pick = game:choose(p, { prompt = "Move your scout runner: where does the move start?", options = origins })
    for _, o in ipairs(origins) do
      if o.id == pick then origin = o end
    end
  end
  origin = origin.origin
  if origin ~= "scout" and origin ~= "mira" then
    local owner = movement.station_on(game, origin)
    if owner ~= p then
      local colour = cubes.pick_one(game, p, "Pay 1 cube of your choice to " .. game:seat_name(owner)
        .. " for the transmitter station")
      cubes.pay(game, p, { [colour] = 1 })
      cubes.gain(game, owner, colour, 1)
      game:log("%s pays 1 %s cube to %s to use the transmitter station", game:seat_name(p), colour,
        game:seat_name(owner))
    end
  end
  -- Justin B. Beeper: one cube not of your colour for one more area.
  if origin ~= "mira" and commanders.has(game, p, 2) then
    local own = board.fed[p]
    local pick = cubes.pick_one(game, p, board.commander_name[board.ability[2]]
      .. ": pay 1 cube (not your colour) to move 1 area further?", own, { id = "no", label = "No" })
    if pick and pick ~= "no" then
      cubes.pay(game, p, { [pick] = 1 })
      range = range + 1
      game:log("%s pays 1 %s cube to move 1 area further", game:seat_name(p), pick)
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
  local dropped = false
  if movement.quiet(game, space.sector) and movement.labs_on(game, zid) == nil then
    dropped = movement.offer_lab(game, p, zid, "Drop a turtle lab on the " .. space.name .. "?")
    if dropped then
      research.step(game, p, space.colour, "Turtle lab")
    end
  end
  -- Azrea Bonsmai: 1 own cube for an additional lab.
  local own = board.fed[p]
  if dropped and commanders.has(game, p, 7) and cubes.count(game, p, own) >= 1 then
    local pick = game:choose(p, { prompt = board.commander_name[board.ability[7]]
      .. ": pay 1 " .. own .. " cube to drop an additional turtle lab?",
      options = { { id = "azrea", label = "Pay 1 " .. own .. " cube" }, { id = "no", label = "No" } } })
    if pick == "azrea" then
      cubes.pay(game, p, { [own] = 1 })
      if not movement.offer_lab(game, p, zid, "Additional turtle lab (Azrea Bonsmai)", true) then
        game:log("%s drops no additional lab", game:seat_name(p))
      end
    end
  end
  -- Adira Okzil: 2 own cubes for a research step.
  if commanders.has(game, p, 4) and cubes.count(game, p, own) >= 2 then
    local pick = game:choose(p, { prompt = board.commander_name[board.ability[4]]
      .. ": pay 2 " .. own .. " cubes for 1 research step?",
      options = { { id = "adira", label = "Pay 2 " .. own .. " cubes" }, { id = "no", label = "No" } } })
    if pick == "adira" then
      cubes.pay(game, p, { [own] = 2 })
      research.step(game, p, "any", "Adira Okzil")
    end
  end
  -- The bonus space: an additional lab on the same space.
  if dropped and opts.extra_lab then
    movement.offer_lab(game, p, zid, "Bonus: drop an additional turtle lab on the same space?", true)
  end
end

return movement
