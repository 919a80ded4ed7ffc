-- Prepared positions for the scenario tests (the hidden option `position`):
-- instead of dealing the decks, setup puts exactly these cards into the
-- zones. A position:
--   active      the seat whose turn comes first (default 1)
--   first_turn  true: that turn is the game's first turn (no attack in it)
--   seats[p]    for each seat:
--     base, extra        ship card ids in the base and extra fleet, in battle
--                        order per class (the Base is added; an extra fleet
--                        needs a Mothership, which holds it)
--     hand, library      card ids (library: the first is drawn first)
--     discard, removed   card ids
--     damage             damage already on the Base
--     commander          { card =, on = } a commander on a base fleet card
-- Every game option still applies (mode, wrecked_ships).
local cards = require("cards")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local setup = require("setup")
local ships = require("ships")

local positions = {}

-- Fixture-free positions for the worked examples of the text and the
-- acceptance scenarios (tests/*.lua name them).
positions.list = {
  -- S04/S05: playing a ship card with MP from reinforcements.
  manpower = { seats = {
    { hand = { "regulars", "recruits", "cruiser" }, library = { "fighter", "destroyer", "veterans" } },
    { library = { "fighter", "fighter" } },
  } },
}

local function place_all(game, p, list, zone)
  local out = {}
  for _, def in ipairs(list or {}) do
    out[#out + 1] = game:new_piece{ def = def, owner = p, zone = zone }
  end
  return out
end

local function place_fleet(game, p, list, extra)
  local fleet = ids.fleet(p, extra)
  for _, def in ipairs(list or {}) do
    local card = game:new_piece{ def = def, owner = p }
    if extra and cards.def[def].has.opens_fleet and game:counter(ids.counter(p, ids.MOTHERSHIP)) == 0 then
      game:set(ids.counter(p, ids.MOTHERSHIP), card)
    end
    fleets.place(game, card, fleet)
    ships.enter(game, card)
  end
end

local function apply_seat(game, p, spec)
  setup.base(game, p)
  place_fleet(game, p, spec.extra, true)
  place_fleet(game, p, spec.base, false)
  place_all(game, p, spec.hand, ids.zone(p, ids.HAND))
  local library = {}
  for i = #(spec.library or {}), 1, -1 do
    library[#library + 1] = spec.library[i]
  end
  place_all(game, p, library, ids.zone(p, ids.LIBRARY))
  place_all(game, p, spec.discard, ids.zone(p, ids.DISCARD))
  place_all(game, p, spec.removed, ids.zone(p, ids.REMOVED))
  if spec.damage then
    game:set(ids.counter(p, ids.BASE_DAMAGE), spec.damage)
    game:set_prop(game:pieces(ids.row(ids.fleet(p, false), 4))[1], "damage", spec.damage)
  end
  if spec.commander then
    local commander = game:new_piece{ def = spec.commander.card, owner = p }
    for _, card in ipairs(fleets.in_play(game, p)) do
      if game:def(card) == spec.commander.on then
        commanders.place(game, p, commander, card)
        break
      end
    end
  end
  local total = 0
  for _, zone in ipairs(game:zones()) do
    for _, card in ipairs(game:pieces(zone)) do
      if game:owner(card) == p then
        total = total + 1
      end
    end
  end
  game:set(ids.counter(p, ids.CARDS), total)
end

function positions.apply(game, name)
  local position = assert(positions.list[name], "no position " .. name)
  setup.create(game)
  for p = 1, game:players() do
    apply_seat(game, p, position.seats[p] or {})
  end
  setup.start_with(game, position.active or 1)
  if not position.first_turn then
    game:set(ids.TURN, 1)
  end
end

return positions
