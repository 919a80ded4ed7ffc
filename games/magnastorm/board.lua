-- Constant tables built once from the data when the rules load: the planet graph
-- of both board sides, the research areas, the panels and the costs. Nothing here
-- changes during a game (all game state lives in the engine).

local board = {}

-- The board side used with n players: "23" or "4".
board.side_of = { [2] = "23", [3] = "23", [4] = "4" }

-- Federation colours by seat, and all cube colours a player may hold.
board.fed = {}
for _, f in ipairs(data.federations) do
  board.fed[f.seat] = f.colour
end
board.all_colours = { "yellow" }
for s = 1, 4 do
  board.all_colours[#board.all_colours + 1] = board.fed[s]
end

-- Research areas in column order, per side, and their bonus lists.
board.research = { ["23"] = {}, ["4"] = {} }
board.research_bonus = {}
board.research_max = {}
board.research_name = {}
do
  local list = {}
  for _, r in ipairs(data.research) do
    list[#list + 1] = r
  end
  table.sort(list, function(a, b) return a.column < b.column end)
  for _, r in ipairs(list) do
    if not r.four_players then
      local t = board.research["23"]
      t[#t + 1] = r.id
    end
    local t4 = board.research["4"]
    t4[#t4 + 1] = r.id
    local bonuses = {}
    for i, b in ipairs(r.bonuses) do
      bonuses[i] = b
    end
    board.research_bonus[r.id] = bonuses
    board.research_max[r.id] = #bonuses
    board.research_name[r.id] = r.name
  end
end

-- Sector names.
board.sector_name = {}
for _, s in ipairs(data.sectors) do
  board.sector_name[s.index] = s.name
end

local function copy_list(list)
  local out = {}
  for i, v in ipairs(list) do
    out[i] = v
  end
  return out
end

-- The planet graph of one board side.
--   areas[i] = { id, sector, start, spaces = {space index...}, adj = {area index...},
--                adj_line = {line index...} }
--   spaces[i] = { id, area, colour, sector }
--   lines[i] = { id, a, b, cross (true between sectors), t (transmitter index or nil) }
--   trans[i] = { id, line, a, b }
--   start[k] = area index of #START_k
local function build_map(side)
  local map = { areas = {}, area_index = {}, spaces = {}, space_index = {}, lines = {}, line_index = {},
                trans = {}, start = {} }
  for _, a in ipairs(data.areas) do
    if a.side == side then
      local area = { id = a.id, sector = a.sector, start = a.start, spaces = {}, adj = {}, adj_line = {} }
      map.areas[#map.areas + 1] = area
      local ai = #map.areas
      map.area_index[a.id] = ai
      if a.start > 0 then
        map.start[a.start] = ai
      end
    end
  end
  for _, s in ipairs(data.spaces) do
    if s.side == side then
      local ai = map.area_index[s.area]
      assert(ai, "space " .. s.id .. " names an unknown area")
      local area = map.areas[ai]
      assert(area.start == 0, "space " .. s.id .. " lies in a start area")
      area.spaces[#area.spaces + 1] = #map.spaces + 1
      -- What players read in the log and on buttons: the board shows colours and
      -- sector numbers, not ids.
      local name = string.format("%s space in sector %d (area %s, space %d)", s.colour, area.sector,
        string.upper(area.id:match("_(%a+)$") or "?"), #area.spaces)
      map.spaces[#map.spaces + 1] = { id = s.id, area = ai, colour = s.colour, sector = area.sector, name = name }
      map.space_index[s.id] = #map.spaces
    end
  end
  map.sector_spaces = { {}, {}, {}, {}, {}, {} }
  for si, space in ipairs(map.spaces) do
    local list = map.sector_spaces[space.sector]
    list[#list + 1] = si
  end
  for _, l in ipairs(data.lines) do
    if l.side == side then
      local a, b = map.area_index[l.a], map.area_index[l.b]
      assert(a and b, "line " .. l.id .. " names an unknown area")
      local line = { id = l.id, a = a, b = b, cross = map.areas[a].sector ~= map.areas[b].sector }
      map.lines[#map.lines + 1] = line
      local li = #map.lines
      map.line_index[l.id] = li
      local aa, bb = map.areas[a], map.areas[b]
      aa.adj[#aa.adj + 1] = b
      aa.adj_line[#aa.adj_line + 1] = li
      bb.adj[#bb.adj + 1] = a
      bb.adj_line[#bb.adj_line + 1] = li
    end
  end
  for _, t in ipairs(data.transmitters) do
    if t.side == side then
      local li = map.line_index[t.line]
      assert(li, "transmitter " .. t.id .. " names an unknown line")
      local line = map.lines[li]
      local sa, sb = map.areas[line.a].sector, map.areas[line.b].sector
      map.trans[#map.trans + 1] = { id = t.id, line = li, a = line.a, b = line.b,
        name = string.format("the transmitter space between sectors %d and %d", math.min(sa, sb), math.max(sa, sb)) }
      line.t = #map.trans
    end
  end
  -- Storm escape: for every area, the fewest steps to an area of the next sector
  -- clockwise, moving only through its own sector and that next one.
  map.dist_next = {}
  for ai, area in ipairs(map.areas) do
    local target = area.sector % 6 + 1
    local dist = { [ai] = 0 }
    local queue, head, best = { ai }, 1, 99
    while head <= #queue do
      local cur = queue[head]
      head = head + 1
      local here = map.areas[cur]
      if here.sector == target then
        best = dist[cur]
        break
      end
      for _, nb in ipairs(here.adj) do
        local s = map.areas[nb].sector
        if dist[nb] == nil and (s == area.sector or s == target) then
          dist[nb] = dist[cur] + 1
          queue[#queue + 1] = nb
        end
      end
    end
    map.dist_next[ai] = best
  end
  return map
end

board.maps = { ["23"] = build_map("23"), ["4"] = build_map("4") }

-- Centre tile by side (1, 2): first quiet sector and income tables by position.
board.centre = {}
for _, c in ipairs(data.centre) do
  board.centre[c.side] = { first_quiet = c.first_quiet, tables = { c.trailing, c.middle, c.leading } }
end

-- quiet[rotation][sector]: true when the sector is quiet; rotation r means the
-- trailing quiet sector is r. position[rotation][sector]: 1 trailing, 2 middle,
-- 3 leading, nil in a storm.
board.quiet, board.position = {}, {}
for r = 1, 6 do
  board.quiet[r], board.position[r] = {}, {}
  for k = 0, 2 do
    local s = (r - 1 + k) % 6 + 1
    board.quiet[r][s] = true
    board.position[r][s] = k + 1
  end
end

-- Clockwise steps from each sector to the nearest quiet sector: storm_steps[r][s].
board.storm_steps = {}
for r = 1, 6 do
  board.storm_steps[r] = {}
  for s = 1, 6 do
    local k, t = 0, s
    while not board.quiet[r][t] do
      k = k + 1
      t = t % 6 + 1
    end
    board.storm_steps[r][s] = k
  end
end

-- Action panels.
board.rows = {}
for _, row in ipairs(data.panel_rows) do
  board.rows[row.row] = { move_cost = copy_list(row.move_cost), gain = copy_list(row.gain) }
end
board.row_count = #board.rows
board.panels = {}
for _, p in ipairs(data.panels) do
  local bonuses = {}
  for r, list in ipairs(p.bonuses) do
    bonuses[r] = copy_list(list)
  end
  board.panels[p.side] = { columns = p.columns, bonuses = bonuses }
end
-- A research bonus space advances the research area of its colour: that area
-- must be on the research board of the panel's side.
for side, panel in pairs(board.panels) do
  local areas = {}
  for _, area in ipairs(board.research[side]) do areas[area] = true end
  for r, list in ipairs(panel.bonuses) do
    for c, bonus in ipairs(list) do
      local area = bonus:match("^research_(%a+)$")
      if area and not areas[area] then
        error(string.format("data/panels.toml: side %s, row %d, column %d: %s, but the %s research board has no "
          .. "%s area", side, r, c, bonus, side, area), 0)
      end
    end
  end
end

-- Player board costs.
board.lab_cost = {}
for _, s in ipairs(data.lab_slots) do
  board.lab_cost[s.slot] = copy_list(s.cost)
end
board.lab_slots = #board.lab_cost
board.station_cost = {}
for _, s in ipairs(data.station_slots) do
  board.station_cost[s.slot] = copy_list(s.cost)
end
board.station_slots = #board.station_cost

-- Commanders by id, in number order; admin and research lists.
board.commanders = {}
board.admin_commanders, board.research_commanders = {}, {}
for _, c in ipairs(data.commanders) do
  board.commanders[#board.commanders + 1] = c.id
  if c.kind == "admin" then
    board.admin_commanders[#board.admin_commanders + 1] = c.id
  else
    board.research_commanders[#board.research_commanders + 1] = c.id
  end
end
-- The ability ids the rules test for (by commander number), names, rewards.
board.ability, board.commander_name, board.commander_number = {}, {}, {}
board.commander_green, board.commander_red = {}, {}
for _, c in ipairs(data.commanders) do
  board.ability[c.number] = c.id
  board.commander_name[c.id] = c.name
  board.commander_number[c.id] = c.number
  board.commander_green[c.id] = c.green
  board.commander_red[c.id] = c.red
end

board.research_objectives, board.sector_objectives = {}, {}
board.objective = {}
for _, o in ipairs(data.objectives) do
  board.objective[o.id] = { name = o.name, by_round = o.by_round and copy_list(o.by_round),
    markers_by_round = o.markers_by_round and copy_list(o.markers_by_round),
    commanders_by_round = o.commanders_by_round and copy_list(o.commanders_by_round), levels = o.levels }
  local list = o.kind == "research" and board.research_objectives or board.sector_objectives
  list[#list + 1] = o.id
end

-- Reward spaces beside the objective slots: rewards[n][kind] = list, highest first.
board.rewards = {}
for n = 2, 4 do
  board.rewards[n] = {}
  for _, r in ipairs(data.objective_rewards) do
    if r.side == board.side_of[n] then
      local list = {}
      for _, v in ipairs(r.rewards) do
        local covered = false
        if n == 2 and r.covered_2p then
          for _, c in ipairs(r.covered_2p) do
            if c == v then covered = true end
          end
        end
        if not covered then list[#list + 1] = v end
      end
      board.rewards[n][r.kind] = list
    end
  end
end

board.end_rep = {}
board.rounds = 4
for _, e in ipairs(data.end_rule) do
  board.end_rep[e.players] = e.reputation
  board.rounds = e.rounds
end

-- Artifacts by tier, in number order.
board.artifact_tiers = { "bronze", "silver", "gold" }
board.artifacts = { bronze = {}, silver = {}, gold = {} }
for _, a in ipairs(data.artifacts) do
  local t = board.artifacts[a.tier]
  t[#t + 1] = a.id
end

return board
