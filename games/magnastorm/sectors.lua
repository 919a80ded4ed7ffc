-- Turtle labs by sector: counters per player and sector (kept by place and
-- take_back), and sector majorities (the sole, simple majority: strictly more
-- labs than every other player; labs in storm sectors count too).

local ids = require("ids")

local plan_of = ids.plan_of

local sectors = {}

-- Puts lab `piece` of p on the space zone zid.
function sectors.place(game, p, piece, zid)
  local P = game:memo("plan", plan_of)
  game:move(piece, zid, 1)
  game:add(P.c.labs_out[p], 1)
  game:add(P.c.sector_labs[p][P.map.spaces[P.z.space_of_zone[zid]].sector], 1)
end

-- Takes lab `piece` of p from the planet back to the zone `to`.
function sectors.take_back(game, p, piece, to)
  local P = game:memo("plan", plan_of)
  local from = game:zone_of(piece)
  game:move(piece, to)
  game:add(P.c.labs_out[p], -1)
  game:add(P.c.sector_labs[p][P.map.spaces[P.z.space_of_zone[from]].sector], -1)
end

-- counts[seat][sector].
function sectors.scan(game)
  local P = game:memo("plan", plan_of)
  local counts = {}
  for s = 1, P.n do
    local c = P.c.sector_labs[s]
    counts[s] = { game:counter(c[1]), game:counter(c[2]), game:counter(c[3]), game:counter(c[4]),
      game:counter(c[5]), game:counter(c[6]) }
  end
  return counts
end

-- The labs of p in a sector: list of { piece, zone }.
function sectors.labs(game, p, sector)
  local P = game:memo("plan", plan_of)
  local owner = P.p.lab_owner
  local list = {}
  for _, si in ipairs(P.map.sector_spaces[sector]) do
    local zid = P.z.space[si]
    if game:count(zid) > 0 then
      for _, piece in ipairs(game:pieces(zid)) do
        if owner[piece] == p then list[#list + 1] = { piece = piece, zone = zid } end
      end
    end
  end
  return list
end

-- The seat with the sole majority in a sector, or nil.
function sectors.majority(counts, n, sector)
  local best, who = 0, nil
  for s = 1, n do
    local k = counts[s][sector]
    if k > best then
      best, who = k, s
    elseif k == best then
      who = nil
    end
  end
  if best == 0 then return nil end
  return who
end

return sectors
