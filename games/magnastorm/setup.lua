-- Setting up: every zone, counter and piece from the creation plan (ids.lua),
-- the random commanders and objectives, then the start of the game:
--   1. a random start player; turn order clockwise from them
--   2. in turn order every player puts a crew member into a different column
--   3. in reverse order every player advances to level 1 in a different area
--   4. positions 3 and 4 gain a cube of their colour
-- (with artifacts: the advanced start order and the artifact bonuses).

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local research = require("research")
local panel = require("panel")
local order = require("order")
local artifacts = require("artifacts")
local text = require("text")

local setup = {}

function setup.create(game)
  local P = ids.plan(game)
  for i, spec in ipairs(P.zones) do
    local id = game:new_zone(spec)
    assert(id == i, "zone ids are out of step with the plan")
  end
  for i, spec in ipairs(P.counters) do
    local id = game:new_counter(spec)
    assert(id == i, "counter ids are out of step with the plan")
  end
  local start = P.z.start[tonumber(game:option("start_area"))]
  for i, spec in ipairs(P.pieces) do
    local id
    if spec.zone == "start" then
      id = game:new_piece{ def = spec.def, kind = spec.kind, owner = spec.owner, zone = start }
    else
      id = game:new_piece(spec)
    end
    assert(id == i, "piece ids are out of step with the plan")
  end
  game:set(P.c.upper_count, 3 * P.columns)
  for p = 1, P.n do
    cubes.gain(game, p, "own", 2)
  end

  -- Commanders and objectives at random.
  game:shuffle(P.z.admin_pool)
  for k = 1, P.admin_slots do
    local card = game:draw(P.z.admin_pool, P.z.admin_slot[k])
    game:set(P.c.admin_slot[k], data.commanders[game:def(card)].number)
  end
  game:shuffle(P.z.research_pool)
  for k = 1, P.research_slots do
    local card = game:draw(P.z.research_pool, P.z.research_slot[k])
    game:set(P.c.research_slot[k], data.commanders[game:def(card)].number)
  end
  game:shuffle(P.z.research_objective_pool)
  game:shuffle(P.z.sector_objective_pool)
  game:draw(P.z.research_objective_pool, P.z.objective[1])
  game:draw(P.z.research_objective_pool, P.z.objective[2])
  game:draw(P.z.sector_objective_pool, P.z.objective[3])
  game:draw(P.z.sector_objective_pool, P.z.objective[4])
  local pools = { P.z.admin_pool, P.z.research_pool, P.z.research_objective_pool, P.z.sector_objective_pool }
  for _, pool in ipairs(pools) do
    for _, card in ipairs(game:pieces(pool)) do game:move(card, P.z.box) end
  end
  setup.log_deal(game)
end

-- The log of the random set-up: the commanders in their slots, the objectives.
function setup.log_deal(game)
  local P = ids.plan(game)
  local function names(slots, field)
    local list = {}
    for k, zid in ipairs(slots) do
      local top = game:top(zid)
      list[k] = top and data[field][game:def(top)].name or "none"
    end
    return text.list(list)
  end
  game:log("Administrative commanders (columns 2 to %d): %s", P.columns, names(P.z.admin_slot, "commanders"))
  local areas = {}
  for k, area in ipairs(P.areas) do areas[k] = board.research_name[area] end
  game:log("Research commanders (over %s): %s", text.list(areas), names(P.z.research_slot, "commanders"))
  game:log("Objectives: %s", names(P.z.objective, "objectives"))
end

function setup.start(game)
  local P = ids.plan(game)
  local n = P.n
  local dealt = artifacts.deal(game)
  local track = {}
  if dealt then
    track = artifacts.start_order(game)
  else
    local first = game:random(1, n)
    for i = 1, n do track[i] = (first - 1 + i - 1) % n + 1 end
  end
  order.set_track(game, track)
  game:log("Turn order: %s", table.concat((function()
    local names = {}
    for i, s in ipairs(track) do names[i] = game:seat_name(s) end
    return names
  end)(), ", "))

  -- 2. crew members into different columns, under the neutral ones.
  local used = {}
  for _, p in ipairs(track) do
    local options = {}
    for col = 1, P.columns do
      if not used[col] then options[#options + 1] = P.opt.column[p][col] end
    end
    local pick = game:choose(p, { prompt = "Start: put one of your crew members into a column (under the neutral ones)",
      options = options })
    local col = tonumber(pick:match("%d+"))
    used[col] = true
    panel.move_crew(game, game:top(P.z.crew[p]), P.z.upper[col][p])
    game:log("%s puts a crew member from their player board into column %d of the upper panel", game:seat_name(p),
      col)
  end

  -- 3. in reverse order, level 1 in a research area nobody else chose.
  local taken = {}
  for i = n, 1, -1 do
    local p = track[i]
    local allowed = {}
    for _, area in ipairs(P.areas) do
      if not taken[area] then allowed[area] = true end
    end
    local area = research.choose_area(game, p, "Start: advance to level 1 in which research area?", allowed)
    taken[area] = true
    research.advance(game, p, area)
  end

  -- 4. bonuses for the turn order (or the artifact bonuses).
  if dealt then
    artifacts.bonuses(game, track)
  else
    for i = 3, n do
      cubes.gain(game, track[i], "own", 1)
      game:log("%s gains 1 %s cube for position %d", game:seat_name(track[i]), board.fed[track[i]], i)
    end
  end
end

return setup
