-- Setup gives every admiral a fleet whose pieces carry properties: damage, an
-- exhausted flag, the night side of a two-sided card, ships alive of a total.
-- Each round every admiral exhausts one ship (or rests); the log names the
-- banner each seat chose (a per-seat option).
local rules = {}

rules.rounds = 3

function rules.setup(game)
  game:new_zone{ name = "harbour", kind = "row" }
  for p = 1, game:players() do
    local fleet = game:new_zone{ name = "fleet", owner = p, kind = "row" }
    local ships = {}
    for i, def in ipairs({ "corvette", "frigate", "raider", "squadron" }) do
      ships[i] = game:new_piece{ def = def, owner = p, zone = fleet }
    end
    game:set_prop(ships[1], "damage", 2)
    game:set_prop(ships[2], "exhausted", true)
    game:set_prop(ships[3], "side", "night")
    game:set_prop(ships[4], "alive", 3)
    local boat = game:new_piece{ def = "tender", kind = "token", owner = p, zone = game:zone("harbour") }
    game:set_prop(boat, "damage", 1)
    game:log("%s flies the %s banner", game:seat_name(p), game:option("banner", p))
  end
end

local function turn(game, p)
  local options = { { id = "rest", label = "Rest: ready every ship" } }
  for _, ship in ipairs(game:pieces(game:zone("fleet", p))) do
    if not game:prop(ship, "exhausted") then
      options[#options + 1] = { id = ship, piece = ship }
    end
  end
  local id, ship = game:choose(p, { prompt = "Exhaust a ship, or rest", options = options })
  if id == "rest" then
    for _, s in ipairs(game:pieces(game:zone("fleet", p))) do game:set_prop(s, "exhausted", nil) end
  else
    game:set_prop(ship, "exhausted", true)
    game:set_prop(ship, "damage", (game:prop(ship, "damage") or 0) + 1)
  end
end

rules.phases = { { name = "orders", turn = turn } }

function rules.score(game, p)
  local score = 0
  for _, ship in ipairs(game:pieces(game:zone("fleet", p))) do
    score = score + (game:prop(ship, "damage") or 0)
  end
  return -score
end

return rules
