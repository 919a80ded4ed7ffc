-- The research board: one marker per player and research area. The level is a
-- counter (the truth); the marker piece sits on the zone of that level.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")

local plan_of = ids.plan_of

local research = {}

local HUBER = board.ability[11]

function research.level(game, p, area)
  return game:counter(game:memo("plan", plan_of).c.level[p][area])
end

local function set_level(game, P, p, area, level)
  game:set(P.c.level[p][area], level)
  game:move(P.p.research_marker[p][area], P.z.track[area][level])
end

-- The bonus printed on a level, given to p. Crew placement lives in panel.lua,
-- which registers itself here to avoid a circular require.
research.place_crew = nil

local function bonus(game, p, kind)
  if kind == "none" then return end
  if kind == "own" or kind == "yellow" then
    cubes.gain(game, p, kind, 1)
    game:log("%s takes 1 %s cube (research bonus)", game:seat_name(p), kind == "own" and board.fed[p] or kind)
  elseif kind == "any" then
    cubes.gain_player_colour(game, p, "research bonus")
  elseif kind == "bag2" then
    cubes.draw(game, p, 2)
  elseif kind == "bag3" then
    cubes.draw(game, p, 3)
  elseif kind == "crew" then
    research.place_crew(game, p)
  end
end

-- One level up in `area` with its bonus. Returns false at the top of the track.
-- `why` names the cause in the log ("Turtle lab"): steps come from many places.
function research.advance(game, p, area, no_bonus, why)
  local P = game:memo("plan", plan_of)
  local level = game:counter(P.c.level[p][area])
  local cause = why and " (" .. why .. ")" or ""
  if level >= board.research_max[area] then
    game:log("%s is already at the top of %s%s", game:seat_name(p), board.research_name[area], cause)
    return false
  end
  set_level(game, P, p, area, level + 1)
  game:log("%s advances to level %d in %s%s", game:seat_name(p), level + 1, board.research_name[area], cause)
  if not no_bonus then
    bonus(game, p, board.research_bonus[area][level + 1])
  end
  return true
end

-- Moves a marker down k levels (never below 0); no bonus.
function research.down(game, p, area, k)
  local P = game:memo("plan", plan_of)
  local level = game:counter(P.c.level[p][area])
  local to = math.max(0, level - k)
  set_level(game, P, p, area, to)
  game:log("%s moves the %s marker down from %d to %d", game:seat_name(p), board.research_name[area], level, to)
end

-- Asks p for a research area (those below the top); nil when all are at the top.
function research.choose_area(game, p, prompt, allowed)
  local P = game:memo("plan", plan_of)
  local options = {}
  for _, area in ipairs(P.areas) do
    local level = game:counter(P.c.level[p][area])
    if level < board.research_max[area] and (not allowed or allowed[area]) then
      options[#options + 1] = P.opt.area[area][level]
    end
  end
  if #options == 0 then return nil end
  if #options == 1 then return options[1].id end
  return game:choose(p, { prompt = prompt, options = options })
end

-- One research step. colour: a research area ("white" is Xenology, on the
-- 4-player side), or "any" (p chooses: a white planet space, a commander).
-- With Franzkarl Huber every step may go to an area of p's choice.
function research.step(game, p, colour, why)
  local P = game:memo("plan", plan_of)
  local area = colour
  if colour == "any" or game:counter(P.c.holder[HUBER]) == p then
    area = research.choose_area(game, p, (why or "Research") .. ": advance in which research area?")
    if not area then return false end
  end
  return research.advance(game, p, area, false, why)
end

return research
