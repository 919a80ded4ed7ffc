-- Objectives: at the end of a turn a player may fulfil one objective. Each
-- player can fulfil each of the four objectives once (one marker each); the
-- reward is the highest free reputation space beside the card.
--   research objectives: move research markers down (no bonus when moving down)
--   sector objectives: return turtle labs from the planet to the player board
--   (refilling its free spaces from right to left)

local board = require("board")
local ids = require("ids")
local score = require("score")
local research = require("research")
local commanders = require("commanders")
local sectors = require("sectors")
local movement = require("movement")

local plan_of = ids.plan_of

local objectives = {}

local function by_round(list, round)
  return list[math.min(math.max(round, 1), #list)]
end

-- The objective card in slot k (1, 2 research; 3, 4 sector).
function objectives.at(game, k)
  local top = game:top(game:memo("plan", plan_of).z.objective[k])
  return top and game:def(top)
end

-- The index of the highest free reward space of slot k, or nil.
local function free_reward(game, k)
  local P = game:memo("plan", plan_of)
  for j = 1, #P.z.reward[k] do local zid = P.z.reward[k][j]
    if game:count(zid) == 0 then return j end
  end
  return nil
end

-- Research areas where p holds the sole most knowledge.
local function sole_most(game, p, area)
  local P = game:memo("plan", plan_of)
  local mine = game:counter(P.c.level[p][area])
  for q = 1, P.n do
    if q ~= p and game:counter(P.c.level[q][area]) >= mine then return false end
  end
  return true
end

-- Each objective: `ways(game, p)` lists the ways to fulfil it now (empty: not
-- possible); `apply(game, p, way)` pays it. A way is a table with an id.
local rules = {}

-- A way to fulfil a research objective: k markers down in one research area.
local function area_way(area, k)
  return { id = area, label = board.research_name[area], areas = { area }, levels = k }
end

local function areas_at_least(game, p, k, filter)
  local P = game:memo("plan", plan_of)
  local list = {}
  for _, area in ipairs(P.areas) do
    if game:counter(P.c.level[p][area]) >= k and (not filter or filter(area)) then
      list[#list + 1] = area
    end
  end
  return list
end

rules.deep_report = {
  ways = function(game, p, ctx)
    local k = by_round(board.objective.deep_report.by_round, ctx.round)
    local list = {}
    for _, area in ipairs(areas_at_least(game, p, k)) do
      list[#list + 1] = area_way(area, k)
    end
    return list
  end,
}

rules.field_reports = {
  ways = function(game, p, ctx)
    local o = board.objective.field_reports
    local m = by_round(o.markers_by_round, ctx.round)
    local eligible = areas_at_least(game, p, o.levels)
    if #eligible < m then return {} end
    return { { id = "markers", choose = eligible, count = m, levels = o.levels } }
  end,
}

rules.command_briefing = {
  ways = function(game, p, ctx)
    local o = board.objective.command_briefing
    local k = by_round(o.by_round, ctx.round)
    local areas = areas_at_least(game, p, k)
    if #areas == 0 or commanders.count(game, p) < by_round(o.commanders_by_round, ctx.round) then return {} end
    local list = {}
    for _, area in ipairs(areas) do
      list[#list + 1] = area_way(area, k)
    end
    return list
  end,
}

rules.leading_expert = {
  ways = function(game, p, ctx)
    local k = by_round(board.objective.leading_expert.by_round, ctx.round)
    local list = {}
    for _, area in ipairs(areas_at_least(game, p, k, function(a) return sole_most(game, p, a) end)) do
      list[#list + 1] = area_way(area, k)
    end
    return list
  end,
}

rules.twin_harvest = {
  ways = function(_, p, ctx)
    local counts, n = ctx.counts, ctx.n
    local list = {}
    for a = 1, 5 do
      for b = a + 1, 6 do
        if counts[p][a] >= 2 and counts[p][b] >= 2 and (sectors.majority(counts, n, a) == p
            or sectors.majority(counts, n, b) == p) then
          list[#list + 1] = { id = "sectors_" .. a .. "_" .. b, take = { [a] = 2, [b] = 2 },
            label = string.format("2 labs each from sectors %d and %d", a, b) }
        end
      end
    end
    return list
  end,
}

rules.stronghold = {
  ways = function(_, p, ctx)
    local counts, n = ctx.counts, ctx.n
    local list = {}
    for s = 1, 6 do
      if counts[p][s] >= 3 and sectors.majority(counts, n, s) == p then
        list[#list + 1] = { id = "sector_" .. s, take = { [s] = 3 }, label = "3 labs from sector " .. s }
      end
    end
    return list
  end,
}

rules.survey_network = {
  ways = function(_, p, ctx)
    local counts = ctx.counts
    local eligible = {}
    for s = 1, 6 do
      if counts[p][s] >= 1 then eligible[#eligible + 1] = s end
    end
    if #eligible < 4 then return {} end
    return { { id = "sectors", sectors = eligible, count = 4 } }
  end,
}

rules.storm_salvage = {
  ways = function(game, p, ctx)
    local counts = ctx.counts
    local list = {}
    for a = 1, 6 do
      if counts[p][a] >= 2 and not movement.quiet(game, a) then
        for b = 1, 6 do
          if counts[p][b] >= 2 and movement.quiet(game, b) then
            list[#list + 1] = { id = "storm_" .. a .. "_quiet_" .. b, take = { [a] = 2, [b] = 2 },
              label = string.format("2 labs from storm sector %d and 2 from quiet sector %d", a, b) }
          end
        end
      end
    end
    return list
  end,
}

-- Returns a lab to the rightmost free space of its owner's player board.
-- Logged (where from, where to): the labs leave their sectors, which changes
-- majorities and income, and the log is how players follow it.
function objectives.return_lab(game, p, piece)
  local P = game:memo("plan", plan_of)
  local from = P.map.spaces[P.z.space_of_zone[game:zone_of(piece)]].name
  for k = board.lab_slots, 1, -1 do
    if game:count(P.z.labs[p][k]) == 0 then
      sectors.take_back(game, p, piece, P.z.labs[p][k])
      game:log("%s returns the turtle lab from the %s to space %d of their player board", game:seat_name(p), from, k)
      return
    end
  end
  error("no free lab space on the player board")
end

-- Removes k of p's labs from a sector (p picks which when there are more).
local function remove_labs(game, p, sector, k)
  local list = sectors.labs(game, p, sector)
  local picked = {}
  if #list == k then
    for i = 1, #list do local lab = list[i] picked[i] = lab.piece end
  else
    local P = game:memo("plan", plan_of)
    local options = {}
    for i = 1, #list do local lab = list[i]
      local si = P.z.space_of_zone[lab.zone]
      options[i] = { id = lab.piece, label = "Turtle lab on the " .. P.map.spaces[si].name, piece = lab.piece }
    end
    picked = game:choose(p, { prompt = "Return which " .. k .. " turtle labs from sector " .. sector .. "?",
      options = options, min = k, max = k })
    if type(picked) ~= "table" then picked = { picked } end
  end
  for _, piece in ipairs(picked) do
    objectives.return_lab(game, p, piece)
  end
end

-- The lowest research level an objective can need (a quick test before the
-- full one): the smallest value of by_round, or levels.
local min_level = {}
for id, o in pairs(board.objective) do
  local m = o.levels or 0
  if o.by_round then
    m = math.huge
    for _, v in ipairs(o.by_round) do m = math.min(m, v) end
  end
  min_level[id] = m
end

-- All objectives p may fulfil now: list of { slot, id, ways }.
function objectives.available(game, p)
  local P = game:memo("plan", plan_of)
  local list, counts = {}, nil
  local top = 0
  for _, area in ipairs(P.areas) do
    local level = game:counter(P.c.level[p][area])
    if level > top then top = level end
  end
  local labs_out = game:counter(P.c.labs_out[p])
  if top < 2 and labs_out < 3 then return list end -- nothing can be possible
  local ctx = { round = game:round(), n = P.n }
  local bits = game:counter(P.c.objectives_done[p])
  for k = 1, 4 do
    if (bits >> (k - 1)) & 1 == 0 and free_reward(game, k) then
      local oid = objectives.at(game, k)
      local ways
      if P.objective_kind[k] == "sector" then
        if labs_out < 3 then
          ways = {}
        else
          if not counts then
            counts = sectors.scan(game)
            ctx.counts = counts
          end
          ways = rules[oid].ways(game, p, ctx)
        end
      elseif top >= min_level[oid] then
        ways = rules[oid].ways(game, p, ctx)
      else
        ways = {}
      end
      if #ways > 0 then list[#list + 1] = { slot = k, id = oid, ways = ways } end
    end
  end
  return list
end

-- Fulfils one way of the objective in slot k.
function objectives.fulfil(game, p, entry)
  local P = game:memo("plan", plan_of)
  local way = entry.ways[1]
  if #entry.ways > 1 then
    local options = {}
    for i = 1, #entry.ways do local w = entry.ways[i]
      options[i] = { id = w.id, label = w.label or w.id }
    end
    local pick = game:choose(p, { prompt = board.objective[entry.id].name .. ": which way?", options = options })
    for _, w in ipairs(entry.ways) do
      if w.id == pick then way = w end
    end
  end
  if way.areas then
    for _, area in ipairs(way.areas) do research.down(game, p, area, way.levels) end
  elseif way.choose then
    local picked = way.choose
    if #picked > way.count then
      local options = {}
      for i = 1, #picked do local area = picked[i]
        options[i] = { id = area, label = board.research_name[area],
          zone = P.z.track[area][research.level(game, p, area)] }
      end
      picked = game:choose(p, { prompt = "Move down which " .. way.count .. " research markers?", options = options,
        min = way.count, max = way.count })
    end
    for _, area in ipairs(picked) do research.down(game, p, area, way.levels) end
  elseif way.take then
    for sector, k in pairs(way.take) do remove_labs(game, p, sector, k) end
  elseif way.sectors then
    local picked = way.sectors
    if #picked > way.count then
      local options = {}
      for i = 1, #picked do local s = picked[i]
        options[i] = { id = s, label = "Sector " .. s .. " (" .. board.sector_name[s] .. ")" }
      end
      picked = game:choose(p, { prompt = "Return one lab from which " .. way.count .. " sectors?", options = options,
        min = way.count, max = way.count })
    end
    for _, s in ipairs(picked) do remove_labs(game, p, s, 1) end
  end
  local j = free_reward(game, entry.slot)
  local value = board.rewards[P.n][P.objective_kind[entry.slot]][j]
  local marker = game:top(P.z.markers[p])
  if marker then game:move(marker, P.z.reward[entry.slot][j]) end
  game:add(P.c.objectives_done[p], 1 << (entry.slot - 1))
  score.gain(game, p, value, "objectives", "%s fulfils %s and gains %d reputation", game:seat_name(p),
    board.objective[entry.id].name, value)
  if commanders.has(game, p, 3) then
    score.gain(game, p, 1, "commanders", "%s gains 1 extra reputation (%s)", game:seat_name(p),
      board.commander_name[board.ability[3]])
    research.step(game, p, "any", board.commander_name[board.ability[3]])
  end
end

-- End of the turn: p may fulfil one objective.
function objectives.offer(game, p)
  local P = game:memo("plan", plan_of)
  local list = objectives.available(game, p)
  if #list == 0 then return end
  local options = {}
  for i = 1, #list do local entry = list[i]
    options[i] = { id = "objective_" .. entry.id, label = "Fulfil " .. board.objective[entry.id].name,
      zone = P.z.objective[entry.slot] }
  end
  options[#options + 1] = { id = "skip", label = "Fulfil no objective" }
  local pick = game:choose(p, { prompt = "You may fulfil one objective", options = options })
  for _, entry in ipairs(list) do
    if "objective_" .. entry.id == pick then
      objectives.fulfil(game, p, entry)
    end
  end
end

objectives.rules = rules

return objectives
