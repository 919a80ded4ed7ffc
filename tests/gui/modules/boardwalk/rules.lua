-- Boardwalk: each turn, move your pawn to a linked space (click it); score
-- its points and pick up its gem. Most points after the last round wins.
local rules = {}

local function space_zone(game, id) return game:zone(id) end

function rules.setup(game)
  for _, s in ipairs(data.spaces) do
    local z = game:new_zone{ name = s.id, visibility = "public", kind = "space" }
    if s.gem then game:new_piece{ def = "gem", kind = "token", zone = z } end
  end
  for p = 1, game:players() do
    game:new_counter{ name = "score", seat = p, min = 0 }
    game:new_zone{ name = "gems", owner = p, visibility = "public", kind = "row" }
    game:new_piece{ def = "pawn", kind = "token", owner = p, zone = space_zone(game, "s01") }
  end
  game:new_counter{ name = "gems_left", min = 0 }
  game:set("gems_left", 6)
end

local function where(game, p)
  for _, s in ipairs(data.spaces) do
    for _, piece in ipairs(game:pieces(game:zone(s.id))) do
      if game:def(piece) == "pawn" and game:owner(piece) == p then return s, piece end
    end
  end
end

local function turn(game, p)
  local here, pawn = where(game, p)
  local options = {}
  for _, id in ipairs(here.links) do
    options[#options + 1] = { id = id, label = data.spaces[id].name, zone = game:zone(id) }
  end
  local to = game:choose(p, { prompt = "Move your pawn", options = options })
  game:move(pawn, game:zone(to))
  local space = data.spaces[to]
  game:add("score", space.points, p)
  for _, piece in ipairs(game:pieces(game:zone(to))) do
    if game:def(piece) == "gem" then
      game:move(piece, game:zone("gems", p))
      game:add("score", 2, p)
      game:add("gems_left", -1)
      game:log("%s finds a gem at the %s", game:seat_name(p), space.name)
    end
  end
  game:log("%s walks to the %s", game:seat_name(p), space.name)
end

local function tally(game)
  if game:round() >= game:option("rounds") or game:counter("gems_left") == 0 then game:end_game() end
end

rules.phases = { { name = "walk", turn = turn }, { name = "tally", step = tally } }

function rules.score(game, p)
  return game:counter("score", p)
end

function rules.breakdown(game, p)
  return { { "Gems", game:count(game:zone("gems", p)) }, { "Score", game:counter("score", p) } }
end

return rules
