-- The action board's two panels. On the upper panel crew members stand in the
-- columns under the first player space and the commanders (one zone per column,
-- top row first). They are moved to the spaces of the lower panel, whose rows
-- show the costs and gains and whose spaces may show a bonus. "Swapping the
-- panels" moves every crew member from a lower space to its column of the upper
-- panel (both panels use the same side), keeping the rows in order.
-- A table counter holds one bit per occupied lower space.

local board = require("board")
local ids = require("ids")
local research = require("research")
local text = require("text")

local plan_of = ids.plan_of

local panel = {}

-- Crew members in a column of the upper panel (neutral ones first).
function panel.column(game, col)
  local list = {}
  for _, zid in ipairs(game:memo("plan", plan_of).z.upper_zones[col]) do
    if game:count(zid) > 0 then
      for _, piece in ipairs(game:pieces(zid)) do list[#list + 1] = piece end
    end
  end
  return list
end

-- How many crew members stand in a column of the upper panel.
function panel.column_count(game, col)
  local P = game:memo("plan", plan_of)
  local k = 0
  for _, zid in ipairs(P.z.upper_zones[col]) do k = k + game:count(zid) end
  return k
end

-- The upper zone of column col for a crew member.
function panel.upper_zone(game, col, crew)
  local P = game:memo("plan", plan_of)
  return P.z.upper[col][P.p.crew_owner[crew]]
end

-- Lower spaces without crew, as zone ids, row by row.
function panel.free_lower(game)
  local P = game:memo("plan", plan_of)
  local mask = game:counter(P.c.lower_mask)
  local list, zones, bits = {}, P.z.lower_list, P.z.lower_bits
  for i = 1, #zones do
    if mask & bits[i] == 0 then list[#list + 1] = zones[i] end
  end
  return list
end

-- Where a crew member may be placed on the lower panel: a free space, or when
-- none is left any space of the bottom row. `occupied`: every space (Kim-Kin Park).
function panel.lower_targets(game, occupied)
  local P = game:memo("plan", plan_of)
  if occupied then return P.z.lower_list end
  local list = panel.free_lower(game)
  if #list == 0 then
    local bottom = P.z.lower[board.row_count]
    for col = 1, P.columns do list[col] = bottom[col] end
  end
  return list
end

-- How the log names a lower space: "row 2, column 3".
function panel.cell_text(game, zid)
  local cell = game:memo("plan", plan_of).z.cell[zid]
  return "row " .. cell.row .. ", column " .. cell.col
end

-- The colour of a crew member: its seat's colour, or "neutral".
function panel.crew_colour(game, crew)
  local owner = game:memo("plan", plan_of).p.crew_owner[crew]
  return owner > 0 and board.fed[owner] or "neutral"
end

function panel.cell_option(game, zid)
  local P = game:memo("plan", plan_of)
  if game:counter(P.c.lower_mask) & P.z.cell[zid].bit ~= 0 then return P.opt.cell_busy[zid] end
  return P.opt.cell[zid]
end

-- Moves a crew member between the player board, the upper columns and the
-- lower spaces; keeps the upper count and the lower mask.
function panel.move_crew(game, crew, to)
  local P = game:memo("plan", plan_of)
  local from = game:zone_of(crew)
  game:move(crew, to)
  if P.z.column_of_zone[from] then game:add(P.c.upper_count, -1) end
  if P.z.column_of_zone[to] then game:add(P.c.upper_count, 1) end
  local from_cell, to_cell = P.z.cell[from], P.z.cell[to]
  if from_cell or to_cell then
    local mask = game:counter(P.c.lower_mask)
    if from_cell and game:count(from) == 0 then mask = mask & ~from_cell.bit end
    if to_cell then mask = mask | to_cell.bit end
    game:set(P.c.lower_mask, mask)
  end
end

-- Asks p for a lower space: a free one, or when none is left one of the bottom
-- row; `any`: every space (Kim-Kin Park). Returns the zone id.
function panel.pick_lower(game, p, prompt, any)
  local P = game:memo("plan", plan_of)
  local mask = game:counter(P.c.lower_mask)
  local free_opts, busy_opts, bits = P.opt.lower_free, P.opt.lower_busy, P.z.lower_bits
  local options, k = {}, 0
  if any then
    for i = 1, #bits do
      k = k + 1
      options[k] = mask & bits[i] == 0 and free_opts[i] or busy_opts[i]
    end
  else
    -- the free spaces, lowest bit (top left) first
    local free, index = ~mask & P.z.lower_full, P.z.bit_index
    while free ~= 0 do
      local b = free & -free
      k = k + 1
      options[k] = free_opts[index[b]]
      free = free ~ b
    end
  end
  if k == 0 then
    local bottom = P.z.lower[board.row_count]
    for col = 1, P.columns do options[col] = P.opt.cell_busy[bottom[col]] end
  end
  if #options == 1 then return options[1].zone end
  return P.z.lower_by_id[game:choose(p, { prompt = prompt, options = options })]
end

-- Asks p where to put a crew member on the lower panel and moves it there.
function panel.place_lower(game, p, crew, prompt)
  local zid = panel.pick_lower(game, p, prompt or "Place the crew member on the lower panel")
  panel.move_crew(game, crew, zid)
  return zid
end

-- The crew members of a taken column (col) go to the lower panel: p picks as
-- many free spaces as there are crew members, given in the order the crew are
-- listed (neutral first, then by seat). Without enough free spaces they go one
-- by one. The log says where each went.
function panel.place_many(game, p, crew, col)
  local P = game:memo("plan", plan_of)
  local owner = P.p.crew_owner
  local sorted = {}
  for i = 1, #crew do local piece = crew[i] sorted[i] = piece end
  table.sort(sorted, function(a, b) return owner[a] < owner[b] end)
  local names, placed = {}, {}
  for i = 1, #sorted do names[i] = panel.crew_colour(game, sorted[i]) end
  local free = panel.free_lower(game)
  if #free < #sorted or #sorted == 1 then
    for i, piece in ipairs(sorted) do
      local zid = panel.place_lower(game, p, piece, "Place a crew member from the column on the lower panel")
      placed[i] = names[i] .. " on " .. panel.cell_text(game, zid)
    end
  else
    local options = {}
    for i = 1, #free do local zid = free[i] options[i] = P.opt.cell[zid] end
    local picks = game:choose(p, { prompt = "Place the crew members of the column on the lower panel, in this order: "
      .. table.concat(names, ", "), options = options, min = #sorted, max = #sorted })
    for i = 1, #picks do local id = picks[i]
      for _, o in ipairs(options) do
        if o.id == id then
          panel.move_crew(game, sorted[i], o.zone)
          placed[i] = names[i] .. " on " .. panel.cell_text(game, o.zone)
        end
      end
    end
  end
  game:log("%s moves the crew members of column %d of the upper panel to the lower panel: %s", game:seat_name(p),
    col, text.list(placed))
end

-- Bonus "place one of your crew members": from the player board into a column
-- of the upper panel that still has crew and a free space (under the others),
-- or onto a free lower space (no action). Nothing happens without crew left.
function panel.place_own_crew(game, p)
  local P = game:memo("plan", plan_of)
  local crew = game:top(P.z.crew[p])
  if not crew then
    game:log("%s has no crew member left to place", game:seat_name(p))
    return
  end
  local options = {}
  for col = 1, P.columns do
    local k = panel.column_count(game, col)
    if k > 0 and k < board.row_count then
      options[#options + 1] = P.opt.column[p][col]
    end
  end
  for _, zid in ipairs(panel.free_lower(game)) do
    options[#options + 1] = P.opt.cell[zid]
  end
  if #options == 0 then
    game:log("%s finds no free space for a crew member", game:seat_name(p))
    return
  end
  local zid = options[1].zone
  if #options > 1 then
    local pick = game:choose(p, { prompt = "Bonus: place one of your crew members", options = options })
    for _, o in ipairs(options) do
      if o.id == pick then zid = o.zone end
    end
  end
  panel.move_crew(game, crew, zid)
  local col = P.z.column_of_zone[zid]
  game:log("%s places a crew member from their player board %s", game:seat_name(p),
    col and "into column " .. col .. " of the upper panel" or "on " .. panel.cell_text(game, zid)
    .. " of the lower panel (no action)")
end

research.place_crew = panel.place_own_crew

-- Phase 2, step 5: the lower panel becomes the upper one; crew keep their rows.
function panel.swap(game)
  local P = game:memo("plan", plan_of)
  local moved = 0
  for r = 1, board.row_count do
    for col = 1, P.columns do
      local lower = P.z.lower[r][col]
      if game:count(lower) > 0 then
        for _, crew in ipairs(game:pieces(lower)) do
          game:move(crew, P.z.upper[col][P.p.crew_owner[crew]])
          moved = moved + 1
        end
      end
    end
  end
  game:add(P.c.upper_count, moved)
  game:set(P.c.lower_mask, 0)
end

return panel
