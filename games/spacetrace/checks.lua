-- Invariant checks, run on the final state of every game (from rules.score)
-- and by the tests: no card lost or duplicated, every card where the rules
-- allow it, the ship properties consistent. A broken invariant stops the game
-- with an error, so `tabula sim` counts it.
local cards = require("cards")
local fleets = require("fleets")
local ids = require("ids")
local ships = require("ships")

local checks = {}

local function fail(fmt, ...)
  error("invariant broken: " .. string.format(fmt, ...), 2)
end

-- The types of card each of a seat's zones may hold (fleet rows: see below).
local ALLOWED = {
  [ids.HAND] = { ship = true, reinforcement = true, tactic = true, commander = true },
  [ids.LIBRARY] = { ship = true, reinforcement = true, tactic = true, commander = true },
  [ids.DISCARD] = { ship = true, reinforcement = true, tactic = true, commander = true },
  [ids.REMOVED] = { ship = true },
  [ids.PILE] = { reinforcement = true },
  [ids.COMMANDER] = { commander = true },
}

-- Every card in exactly one zone, as many as setup made for each seat.
local function check_counts(game)
  local owned = {}
  for p = 1, game:players() do
    owned[p] = 0
  end
  for _, zone in ipairs(game:zones()) do
    for _, card in ipairs(game:pieces(zone)) do
      local p = game:owner(card)
      if not p or not cards.of(game, card) then
        fail("piece %d in zone %s has no owner or no card", card, game:zone_name(zone))
      end
      owned[p] = owned[p] + 1
    end
  end
  for p = 1, game:players() do
    if owned[p] ~= game:counter(ids.counter(p, ids.CARDS)) then
      fail("seat %d has %d cards in zones, setup made %d", p, owned[p], game:counter(ids.counter(p, ids.CARDS)))
    end
  end
end

-- The ship props of a card agree with its ships' LP.
local function check_ship_props(game, card, c)
  local alive, damage = 0, 0
  for i = 1, c.ships do
    local lp = ships.lp_of(game, card, c, i)
    if lp >= 1 then
      alive = alive + 1
    end
    damage = damage + c.lp - math.max(lp, 0)
  end
  if c.type == "base" then
    damage = game:counter(ids.counter(game:owner(card), ids.BASE_DAMAGE))
    if game:prop(card, "lp_left") ~= math.max(c.lp - damage, 0) then
      fail("base: prop lp_left %s, damage %d", tostring(game:prop(card, "lp_left")), damage)
    end
  end
  if alive ~= ships.alive(game, card) or damage ~= game:prop(card, "damage") then
    fail("%s: props alive %s damage %s, ships %d alive %d damage", c.id, tostring(game:prop(card, "alive")),
      tostring(game:prop(card, "damage")), alive, damage)
  end
end

local function check_fleets(game, p)
  local bases = 0
  local mothership = game:counter(ids.counter(p, ids.MOTHERSHIP))
  for _, extra in ipairs({ false, true }) do
    local fleet = ids.fleet(p, extra)
    for class = 1, 4 do
      for _, card in ipairs(game:pieces(ids.row(fleet, class))) do
        local c = cards.of(game, card)
        if not c.is_ship or c.class ~= class then
          fail("%s in %s's class-%d row", c.id, fleets.name(game, fleet), class)
        end
        if extra and mothership == 0 then
          fail("%s in a closed extra fleet of seat %d", c.id, p)
        end
        if c.type == "base" then
          bases = bases + 1
          if extra or game:owner(card) ~= p then
            fail("a Base outside its owner's base fleet")
          end
        elseif ships.alive(game, card) == 0 then
          fail("%s with no ship alive is still in play", c.id)
        end
        check_ship_props(game, card, c)
      end
    end
  end
  if bases ~= 1 then
    fail("seat %d has %d Bases in play", p, bases)
  end
  if mothership ~= 0 and fleets.of(game, mothership) ~= ids.fleet(p, true) then
    fail("seat %d's Mothership is not in its extra fleet", p)
  end
  local destroyed = game:counter(ids.counter(p, ids.BASE_DAMAGE)) >= cards.def.base.lp
  if destroyed ~= (game:counter(ids.counter(p, ids.BASE_DESTROYED)) == 1) then
    fail("seat %d: Base damage and the destroyed flag disagree", p)
  end
end

local function check_zones(game, p)
  for offset, allowed in pairs(ALLOWED) do
    for _, card in ipairs(game:pieces(ids.zone(p, offset))) do
      local c = cards.of(game, card)
      if not allowed[c.type] then
        fail("%s in seat %d's %s", c.id, p, ids.seat_zones[offset].name)
      end
      if (offset == ids.HAND or offset == ids.LIBRARY or offset == ids.PILE) and game:owner(card) ~= p then
        fail("seat %d holds another player's %s", p, c.id)
      end
    end
  end
  local commander = game:top(ids.zone(p, ids.COMMANDER))
  if game:count(ids.zone(p, ids.COMMANDER)) > 1 then
    fail("seat %d has more than one commander in play", p)
  end
  if commander then
    local ship = game:prop(commander, "ship")
    if not ship or game:prop(ship, "commander") ~= commander or fleets.controller(game, ship) ~= p then
      fail("seat %d's commander is not on one of its ships", p)
    end
  end
end

function checks.verify(game)
  check_counts(game)
  for p = 1, game:players() do
    check_fleets(game, p)
    check_zones(game, p)
  end
  if game:count(ids.STACK) > 0 then
    fail("tactic cards left on the stack")
  end
  return true
end

return checks
