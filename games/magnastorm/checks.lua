-- Invariant checks, run on the final state of every game (from rules.score)
-- and by the tests: no piece or cube lost or created outside the rules. A broken
-- invariant stops the game with an error, so `tabula sim` counts it.

local board = require("board")
local ids = require("ids")

local checks = {}

local function fail(fmt, ...)
  error("invariant broken: " .. string.format(fmt, ...), 2)
end

function checks.verify(game)
  local P = ids.plan(game)
  local n = P.n
  -- Turtle labs: 10 per player, on the player board or on the planet; a space
  -- holds the labs of one player only.
  local labs = {}
  for s = 1, n do
    labs[s] = 0
    for k = 1, board.lab_slots do
      local c = game:count(P.z.labs[s][k])
      if c > 1 then fail("lab space %d of seat %d holds %d labs", k, s, c) end
      labs[s] = labs[s] + c
    end
  end
  for si, zid in ipairs(P.z.space) do
    local owner
    for _, piece in ipairs(game:pieces(zid)) do
      local o = P.p.lab_owner[piece]
      if o then
        if owner and owner ~= o then fail("space %s holds labs of two players", P.map.spaces[si].id) end
        owner = o
        labs[o] = labs[o] + 1
      end
    end
  end
  for s = 1, n do
    if labs[s] ~= board.lab_slots then fail("seat %d has %d turtle labs", s, labs[s]) end
  end
  for s = 1, n do
    local out = 0
    for k = 1, board.lab_slots do
      if game:count(P.z.labs[s][k]) == 0 then out = out + 1 end
    end
    if out ~= game:counter(P.c.labs_out[s]) then fail("seat %d: labs on the planet miscounted", s) end
  end
  local counts = {}
  for s = 1, n do counts[s] = { 0, 0, 0, 0, 0, 0 } end
  for si, zid in ipairs(P.z.space) do
    for _, piece in ipairs(game:pieces(zid)) do
      local o = P.p.lab_owner[piece]
      if o then
        local sector = P.map.spaces[si].sector
        counts[o][sector] = counts[o][sector] + 1
      end
    end
  end
  for s = 1, n do
    for sector = 1, 6 do
      if counts[s][sector] ~= game:counter(P.c.sector_labs[s][sector]) then
        fail("seat %d: labs in sector %d miscounted", s, sector)
      end
    end
  end
  -- Transmitter stations: 3 per player, at most one per transmitter space.
  local stations = {}
  for s = 1, n do
    stations[s] = 0
    for k = 1, board.station_slots do stations[s] = stations[s] + game:count(P.z.stations[s][k]) end
  end
  for ti, zid in ipairs(P.z.trans) do
    local c = game:count(zid)
    if c > 1 then fail("transmitter space %d holds %d stations", ti, c) end
    local top = game:top(zid)
    if top then
      local o = P.p.station_owner[top]
      if not o then fail("transmitter space %d holds a piece that is no station", ti) end
      stations[o] = stations[o] + 1
    end
  end
  for s = 1, n do
    if stations[s] ~= board.station_slots then fail("seat %d has %d stations", s, stations[s]) end
  end
  -- Crew: neutral crew and each player's 5 stay on the panels or the player board;
  -- the upper count is right.
  local upper, neutral, crew = 0, 0, {}
  for s = 1, n do crew[s] = game:count(P.z.crew[s]) end
  local zones = {}
  for col = 1, P.columns do
    for _, zid in ipairs(P.z.upper_zones[col]) do zones[#zones + 1] = zid end
  end
  for _, zid in ipairs(P.z.lower_list) do zones[#zones + 1] = zid end
  local mask = 0
  for _, zid in ipairs(zones) do
    local list = game:pieces(zid)
    for _, piece in ipairs(list) do
      local o = game:owner(piece)
      if o then crew[o] = crew[o] + 1 else neutral = neutral + 1 end
      if P.z.column_of_zone[zid] then upper = upper + 1 end
    end
    if #list > 0 and P.z.cell[zid] then mask = mask | P.z.cell[zid].bit end
  end
  if mask ~= game:counter(P.c.lower_mask) then fail("the mask of occupied lower spaces is wrong") end

  if neutral ~= 3 * P.columns then fail("%d neutral crew members on the panels", neutral) end
  for s = 1, n do
    if crew[s] ~= 5 then fail("seat %d has %d crew members", s, crew[s]) end
  end
  if upper ~= game:counter(P.c.upper_count) then
    fail("upper count %d, found %d", game:counter(P.c.upper_count), upper)
  end
  -- The bag: 25 black cubes always; drawn cubes are set aside.
  local black = 0
  for _, piece in ipairs(game:pieces(P.z.bag)) do
    if game:def(piece) == "cube_black" then black = black + 1 end
  end
  if black ~= 25 then fail("the bag holds %d black cubes", black) end
  if game:count(P.z.bag) + game:count(P.z.bag_drawn) ~= 28 + 3 * n then fail("bag cubes lost") end
  -- Cubes: every player's counters add up to the ledger of gains and payments.
  for s = 1, n do
    local total = 0
    for _, colour in ipairs(P.colours) do total = total + game:counter(P.c.cube[s][colour]) end
    if total ~= game:counter(P.c.ledger[s]) then
      fail("seat %d holds %d cubes, the ledger says %d", s, total, game:counter(P.c.ledger[s]))
    end
  end
  -- Reputation = the sum of its sources; research levels match the markers.
  for s = 1, n do
    local sum = 0
    for _, src in ipairs(P.sources) do sum = sum + game:counter(P.c.src[s][src]) end
    if sum ~= game:counter(P.c.rep[s]) then
      fail("seat %d: reputation %d, sources %d", s, game:counter(P.c.rep[s]), sum)
    end
    for _, area in ipairs(P.areas) do
      local level = game:counter(P.c.level[s][area])
      if game:zone_of(P.p.research_marker[s][area]) ~= P.z.track[area][level] then
        fail("seat %d: the %s marker is not on level %d", s, area, level)
      end
    end
  end
  -- Commanders: a controlled card lies with its holder.
  for _, cid in ipairs(board.commanders) do
    local h = game:counter(P.c.holder[cid])
    if h ~= 0 and game:zone_of(P.p.commander[cid]) ~= P.z.commanders[h] then
      fail("commander %s is not with its holder", cid)
    end
  end
  -- Markers: 14 minus 1 for the reputation track in the real game; here each
  -- player has its research markers, the turn order marker and 4 + admin slots.
  for s = 1, n do
    local loose = game:count(P.z.markers[s])
    local placed = 0
    for k = 1, P.admin_slots do
      local top = game:top(P.z.admin_marker[k])
      if top and game:owner(top) == s then placed = placed + 1 end
    end
    for k = 1, 4 do
      for _, zid in ipairs(P.z.reward[k]) do
        local top = game:top(zid)
        if top and game:owner(top) == s then placed = placed + 1 end
      end
    end
    if loose + placed ~= 4 + P.admin_slots then fail("seat %d: markers lost", s) end
  end
  return true
end

return checks
