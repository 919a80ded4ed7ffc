-- The creation plan: every zone, counter and piece of a game, in the order setup
-- creates them. The engine numbers zones, counters and pieces 1, 2, 3, ... in
-- creation order, so the plan knows every id in advance: the rules look ids up in
-- these constant tables instead of searching by name (game:zone and named counters
-- scan a list). setup.lua creates everything from the plan and checks each id.
--
-- ids.plan(game) for 2, 3 or 4 players:
--   zones, counters, pieces: the specs in creation order
--   z: zone ids by purpose, c: counter ids, p: piece ids (see below)

local board = require("board")
local text = require("text")

local ids = {}

local function build(n)
  local side = board.side_of[n]
  local map = board.maps[side]
  local areas = board.research[side]
  local columns = board.panels[side].columns
  local plan = { n = n, side = side, map = map, areas = areas, columns = columns,
                 admin_slots = columns - 1, research_slots = #areas,
                 zones = {}, counters = {}, pieces = {}, z = {}, c = {}, p = {} }
  local z, c, p = plan.z, plan.c, plan.p

  local function zone(name, kind, owner, visibility)
    local list = plan.zones
    list[#list + 1] = { name = name, kind = kind, owner = owner, visibility = visibility or "public" }
    return #list
  end
  local function counter(name, seat, min, max, value)
    local list = plan.counters
    list[#list + 1] = { name = name, seat = seat, min = min, max = max, value = value or 0 }
    return #list
  end
  local function piece(def, kind, owner, zone_id)
    local list = plan.pieces
    list[#list + 1] = { def = def, kind = kind, owner = owner, zone = zone_id }
    return #list
  end

  -- The planet: one zone per space, per transmitter space, per start area.
  z.space = {}
  for si, space in ipairs(map.spaces) do
    z.space[si] = zone(space.id, "space")
  end
  z.trans = {}
  for ti, t in ipairs(map.trans) do
    z.trans[ti] = zone(t.id, "transmitter")
  end
  z.start = {}
  for k = 1, 2 do
    z.start[k] = zone(map.areas[map.start[k]].id, "area")
  end
  -- zone -> space index / start area index (for the scout's position)
  z.space_of_zone, z.start_of_zone = {}, {}
  for si, zid in ipairs(z.space) do
    z.space_of_zone[zid] = si
  end
  for k, zid in ipairs(z.start) do
    z.start_of_zone[zid] = k
  end

  -- Research board: one zone per level of every track, commander slots, objectives.
  z.track = {}
  for _, a in ipairs(areas) do
    z.track[a] = {}
    for level = 0, board.research_max[a] do
      z.track[a][level] = zone("research_" .. a .. "_" .. level, "track")
    end
  end
  z.research_slot = {}
  for k = 1, #areas do
    z.research_slot[k] = zone("research_commander_" .. k, "slot")
  end
  z.objective, z.reward = {}, {}
  plan.objective_kind = { "research", "research", "sector", "sector" }
  for k = 1, 4 do
    z.objective[k] = zone("objective_" .. k, "slot")
    z.reward[k] = {}
    for j = 1, #board.rewards[n][plan.objective_kind[k]] do
      z.reward[k][j] = zone("objective_" .. k .. "_reward_" .. j, "space")
    end
  end

  -- Action board: first player space, commander slots and marker spaces, panels,
  -- turn order track.
  z.first_player_space = zone("first_player_space", "slot")
  z.admin_slot, z.admin_marker = {}, {}
  for k = 1, plan.admin_slots do
    z.admin_slot[k] = zone("commander_" .. k, "slot")
    z.admin_marker[k] = zone("commander_marker_" .. k, "space")
  end
  -- The upper panel: on it only the column of a crew member matters, so each
  -- column has one zone for its neutral crew (upper_<c>) and one per player
  -- (upper_<c>_<colour>). The lower panel: one zone per space.
  z.upper, z.column_of_zone, z.upper_owner, z.upper_zones = {}, {}, {}, {}
  for col = 1, columns do
    z.upper[col] = {}
    z.upper_zones[col] = {}
    for s = 0, n do
      local zid = zone(s == 0 and "upper_" .. col or "upper_" .. col .. "_" .. board.fed[s], "column")
      z.upper[col][s] = zid
      z.upper_zones[col][s + 1] = zid
      z.column_of_zone[zid] = col
      z.upper_owner[zid] = s
    end
  end
  z.lower = {}
  z.cell = {} -- lower zone id -> { row, col, bit }
  for r = 1, board.row_count do
    z.lower[r] = {}
    for col = 1, columns do
      local zid = zone("lower_" .. r .. "_" .. col, "space")
      z.lower[r][col] = zid
      z.cell[zid] = { row = r, col = col, bit = 1 << ((r - 1) * columns + col - 1) }
    end
  end
  z.lower_list, z.lower_bits = {}, {}
  for r = 1, board.row_count do
    for col = 1, columns do
      z.lower_list[#z.lower_list + 1] = z.lower[r][col]
      z.lower_bits[#z.lower_bits + 1] = z.cell[z.lower[r][col]].bit
    end
  end
  z.order = {}
  for i = 1, n do
    z.order[i] = zone("turn_order_" .. i, "track")
  end

  -- Supply, bag and the box.
  z.bag = zone("bag", "bag", nil, "nobody")
  z.bag_drawn = zone("bag_drawn", "pile")
  z.box = zone("box", "pile", nil, "nobody")
  z.admin_pool = zone("admin_pool", "deck", nil, "nobody")
  z.research_pool = zone("research_pool", "deck", nil, "nobody")
  z.research_objective_pool = zone("research_objective_pool", "deck", nil, "nobody")
  z.sector_objective_pool = zone("sector_objective_pool", "deck", nil, "nobody")
  z.artifact_deck = {}
  for _, tier in ipairs(board.artifact_tiers) do
    z.artifact_deck[tier] = zone("artifacts_" .. tier, "deck", nil, "nobody")
  end

  -- Player boards.
  z.labs, z.stations, z.crew, z.markers, z.commanders, z.artifacts, z.token = {}, {}, {}, {}, {}, {}, {}
  z.lab_slot_of_zone, z.station_slot_of_zone = {}, {}
  for s = 1, n do
    z.labs[s] = {}
    for k = 1, board.lab_slots do
      z.labs[s][k] = zone("labs_" .. k, "slot", s)
      z.lab_slot_of_zone[z.labs[s][k]] = k
    end
    z.stations[s] = {}
    for k = 1, board.station_slots do
      z.stations[s][k] = zone("stations_" .. k, "slot", s)
      z.station_slot_of_zone[z.stations[s][k]] = k
    end
    z.crew[s] = zone("crew", "pile", s)
    z.markers[s] = zone("markers", "pile", s)
    z.commanders[s] = zone("commanders", "row", s)
    z.artifacts[s] = zone("artifacts", "row", s)
    z.token[s] = zone("first_player", "slot", s)
  end

  -- Counters: the commander holders first, so their ids are the same for every
  -- player count (ids.HOLDER); then the other table counters.
  c.holder, c.holder_of = {}, {}
  for _, cid in ipairs(board.commanders) do
    c.holder[cid] = counter("holder_" .. cid, nil, 0, n)
    c.holder_of[board.commander_number[cid]] = c.holder[cid]
  end
  c.end_triggered = counter("end_triggered", nil, 0, 1)
  c.turn_in_pass = counter("turn_in_pass", nil, 0, n)
  c.engine_is_pass = counter("engine_order_is_pass", nil, 0, 1)
  c.turn_number = counter("turn_number", nil, 0)
  c.upper_count = counter("upper_count", nil, 0)
  c.lower_mask = counter("lower_occupied", nil, 0)
  c.first_player = counter("first_player_holder", nil, 0, n)
  c.rotation_offset = counter("rotation_offset", nil, 0, 5)
  c.track, c.cycle = {}, {}
  for i = 1, n do
    c.track[i] = counter("turn_order_" .. i, nil, 0, n, i)
    c.cycle[i] = counter("cycle_" .. i, nil, 0, n, i)
  end
  c.admin_slot, c.research_slot = {}, {}
  for k = 1, plan.admin_slots do
    c.admin_slot[k] = counter("commander_" .. k, nil, 0, 99)
  end
  for k = 1, plan.research_slots do
    c.research_slot[k] = counter("research_commander_" .. k, nil, 0, 99)
  end
  -- per seat
  plan.colours = { "yellow" }
  for s = 1, n do
    plan.colours[#plan.colours + 1] = board.fed[s]
  end
  plan.player_colours = {}
  for s = 1, n do
    plan.player_colours[s] = board.fed[s]
  end
  c.cube, c.rep, c.src, c.level = {}, {}, {}, {}
  c.position, c.objectives_done, c.ledger, c.kaysia_turn, c.kim_round = {}, {}, {}, {}, {}
  c.labs_out, c.sector_labs = {}, {}
  plan.sources = { "objectives", "commanders", "majorities", "transmitters", "other" }
  for s = 1, n do
    c.cube[s] = {}
    for _, colour in ipairs(plan.colours) do
      c.cube[s][colour] = counter(colour, s, 0)
    end
    c.rep[s] = counter("reputation", s, 0)
    c.src[s] = {}
    for _, src in ipairs(plan.sources) do
      c.src[s][src] = counter("rep_" .. src, s)
    end
    c.level[s] = {}
    for _, a in ipairs(areas) do
      c.level[s][a] = counter("research_" .. a, s, 0, board.research_max[a])
    end
    c.position[s] = counter("position", s, 1, n, s)
    c.objectives_done[s] = counter("objectives_done", s, 0, 15)
    c.ledger[s] = counter("cube_ledger", s)
    c.kaysia_turn[s] = counter("kaysia_turn", s, 0)
    c.kim_round[s] = counter("kim_round", s, 0)
    c.labs_out[s] = counter("labs_on_planet", s, 0, board.lab_slots)
    c.sector_labs[s] = {}
    for sector = 1, 6 do
      c.sector_labs[s][sector] = counter("labs_in_sector_" .. sector, s, 0, board.lab_slots)
    end
  end

  -- Pieces.
  p.neutral = {}
  for col = 1, columns do
    for _ = 1, 3 do
      p.neutral[#p.neutral + 1] = piece("crew_neutral", "token", nil, z.upper[col][0])
    end
  end
  p.crew, p.labs, p.stations, p.scout, p.research_marker, p.order_marker, p.markers = {}, {}, {}, {}, {}, {}, {}
  for s = 1, n do
    local colour = board.fed[s]
    p.crew[s] = {}
    for k = 1, 5 do
      p.crew[s][k] = piece("crew_" .. colour, "token", s, z.crew[s])
    end
    p.labs[s] = {}
    for k = 1, board.lab_slots do
      p.labs[s][k] = piece("lab_" .. colour, "token", s, z.labs[s][k])
    end
    p.stations[s] = {}
    for k = 1, board.station_slots do
      p.stations[s][k] = piece("station_" .. colour, "token", s, z.stations[s][k])
    end
    p.scout[s] = piece("scout_" .. colour, "token", s, "start") -- zone set by setup
    p.research_marker[s] = {}
    for _, a in ipairs(areas) do
      p.research_marker[s][a] = piece("marker_" .. colour, "token", s, z.track[a][0])
    end
    p.order_marker[s] = piece("marker_" .. colour, "token", s, z.markers[s])
    p.markers[s] = {}
    for k = 1, 4 + plan.admin_slots do
      p.markers[s][k] = piece("marker_" .. colour, "token", s, z.markers[s])
    end
  end
  p.first_player = piece("first_player_token", "token", nil, z.first_player_space)
  p.commander = {}
  for _, cid in ipairs(board.commanders) do
    local pool = data.commanders[cid].kind == "admin" and z.admin_pool or z.research_pool
    p.commander[cid] = piece(cid, "card", nil, pool)
  end
  p.objective = {}
  for _, o in ipairs(data.objectives) do
    local pool = o.kind == "research" and z.research_objective_pool or z.sector_objective_pool
    p.objective[o.id] = piece(o.id, "card", nil, pool)
  end
  p.bag = {}
  local function cubes(colour, k)
    for _ = 1, k do
      p.bag[#p.bag + 1] = piece("cube_" .. colour, "token", nil, z.bag)
    end
  end
  cubes("black", 25)
  cubes("yellow", 3)
  for s = 1, n do
    cubes(board.fed[s], 3)
  end
  p.artifact = {}
  for _, a in ipairs(data.artifacts) do
    p.artifact[a.id] = piece(a.id, "card", nil, z.artifact_deck[a.tier])
  end

  -- Owners of labs and stations by piece id (constant lookups for the board scans).
  p.lab_owner, p.station_owner, p.lab_slot, p.station_slot = {}, {}, {}, {}
  for s = 1, n do
    for k, pid in ipairs(p.labs[s]) do
      p.lab_owner[pid] = s
      p.lab_slot[pid] = k
    end
    for k, pid in ipairs(p.stations[s]) do
      p.station_owner[pid] = s
      p.station_slot[pid] = k
    end
  end

  -- Crew owners by piece id (0: neutral).
  p.crew_owner = {}
  for _, pid in ipairs(p.neutral) do p.crew_owner[pid] = 0 end
  for s = 1, n do
    for _, pid in ipairs(p.crew[s]) do p.crew_owner[pid] = s end
  end

  -- Options that never change, built once: the engine only reads them.
  local opt = {}
  plan.opt = opt
  opt.cell, opt.cell_busy = {}, {}
  for zid, cell in pairs(z.cell) do
    local id = "lower_" .. cell.row .. "_" .. cell.col
    local label = "Lower panel, row " .. cell.row .. ", column " .. cell.col
    opt.cell[zid] = { id = id, label = label, zone = zid }
    opt.cell_busy[zid] = { id = id, label = label .. " (occupied)", zone = zid }
  end
  z.lower_by_id = {}
  for zid, o in pairs(opt.cell) do z.lower_by_id[o.id] = zid end
  -- by position in lower_list, and the position of each bit
  opt.lower_free, opt.lower_busy, z.bit_index, z.lower_full = {}, {}, {}, 0
  for i, zid in ipairs(z.lower_list) do
    opt.lower_free[i], opt.lower_busy[i] = opt.cell[zid], opt.cell_busy[zid]
    z.bit_index[z.lower_bits[i]] = i
    z.lower_full = z.lower_full | z.lower_bits[i]
  end
  opt.column = {} -- opt.column[seat][col]: a crew member of that seat into the column
  for s = 1, n do
    opt.column[s] = {}
    for col = 1, columns do
      opt.column[s][col] = { id = "column_" .. col, label = "Upper panel, column " .. col, zone = z.upper[col][s] }
    end
  end
  -- Per-seat cost maps of the player board and the panel rows.
  plan.lab_cost, plan.station_cost, plan.row_cost, plan.row_gain = {}, {}, {}, {}
  local function costmap(s, list)
    local own = board.fed[s]
    local m, parts = {}, {}
    for _, x in ipairs(list) do
      local colour = x == "own" and own or x
      m[colour] = (m[colour] or 0) + 1
    end
    for _, colour in ipairs(board.all_colours) do
      if m[colour] then parts[#parts + 1] = m[colour] .. " " .. colour end
    end
    -- ways: the one way to pay it (payment.lua), built once
    return { map = m, text = #parts > 0 and table.concat(parts, " + ") or "nothing", empty = #list == 0,
      ways = { { map = m } } }
  end
  opt.trade = { id = "trade", label = "Exchange 3 cubes for 1" }
  opt.give = {}
  for _, colour in ipairs(plan.colours) do
    opt.give[colour] = {}
    for i = 1, 3 do
      opt.give[colour][i] = { id = colour .. "_" .. i, label = colour .. " cube " .. i }
    end
  end
  opt.trade_first = { id = "trade", label = "Exchange 3 cubes for 1 first" }
  opt.move, opt.gain = {}, {}
  for s = 1, n do
    plan.lab_cost[s], plan.station_cost[s], plan.row_cost[s], plan.row_gain[s] = {}, {}, {}, {}
    opt.move[s], opt.gain[s] = {}, {}
    for k = 1, board.lab_slots do plan.lab_cost[s][k] = costmap(s, board.lab_cost[k]) end
    for k = 1, board.station_slots do plan.station_cost[s][k] = costmap(s, board.station_cost[k]) end
    for r = 1, board.row_count do
      plan.row_cost[s][r] = costmap(s, board.rows[r].move_cost)
      plan.row_gain[s][r] = costmap(s, board.rows[r].gain)
      opt.move[s][r] = { id = "move", label = "A) Move your scout runner (pay " .. plan.row_cost[s][r].text .. ")" }
      opt.gain[s][r] = { id = "gain", label = "B) Gain " .. plan.row_gain[s][r].text }
    end
  end
  opt.space = {}
  for si, space in ipairs(map.spaces) do
    opt.space[si] = { id = "space_" .. space.id, label = space.name:gsub("^%l", string.upper),
      zone = z.space[si] }
  end
  opt.colour = {}
  for _, colour in ipairs(plan.colours) do
    opt.colour[colour] = { id = colour, label = "1 " .. colour .. " cube" }
  end
  opt.all_colours, opt.player_colours = {}, {}
  for i, colour in ipairs(plan.colours) do opt.all_colours[i] = opt.colour[colour] end
  for i, colour in ipairs(plan.player_colours) do opt.player_colours[i] = opt.colour[colour] end
  opt.area = {}
  for _, a in ipairs(areas) do
    opt.area[a] = {}
    for level = 0, board.research_max[a] - 1 do
      opt.area[a][level] = { id = a, label = board.research_name[a] .. " (" .. a .. ", level " .. level .. ")",
        zone = z.track[a][level + 1] }
    end
  end
  opt.crew = {}
  for col = 1, columns do
    opt.crew[col] = {}
    for s = 0, n do
      local colour = s == 0 and "neutral" or board.fed[s]
      opt.crew[col][s] = { id = "crew_" .. col .. "_" .. colour,
        label = "Column " .. col .. ": move " .. text.a(colour) .. " crew member down" }
    end
  end

  -- The centre tile as the table shows it (display only: the rules use
  -- movement.rotation): the side up, and the trailing quiet sector (the next
  -- two clockwise are quiet too). Created last, so no other id moves.
  c.centre_side = counter("centre_side", nil, 1, 2, 1)
  c.centre_rotation = counter("centre_rotation", nil, 1, 6, 1)
  -- The seat that reached the reputation that ends the game (0: nobody yet),
  -- for the end screen's reason: it may lose reputation again later.
  c.end_trigger_seat = counter("end_trigger_seat", nil, 0, n)

  -- The commander and objective a piece stands for, by piece id.
  plan.commander_of_piece = {}
  for cid, pid in pairs(p.commander) do
    plan.commander_of_piece[pid] = cid
  end
  return plan
end

-- The holder counter of each commander by number: the same in every plan.
ids.HOLDER = build(4).c.holder_of
for n = 2, 3 do
  for number, id in pairs(build(n).c.holder_of) do
    assert(ids.HOLDER[number] == id, "holder counters must come first")
  end
end

-- The plan of a game: a pure function of the player count, so it is built
-- once and shared by the games that follow (game:memo).
function ids.plan_of(_, players)
  return build(players)
end

function ids.plan(game)
  return game:memo("plan", ids.plan_of)
end

return ids
