-- Cards leaving play, and the cleanup after every class battle and every
-- effect: a ship card whose ships are all destroyed goes to its controller's
-- discard pile (a wreck), or is removed from the game when its text says so.
-- A destroyed Mothership takes the ships of its extra fleet with it; a
-- destroyed Base takes every other ship of its base fleet with it, and ends
-- the game.
local cards = require("cards")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local ships = require("ships")
local victory = require("victory")

local cleanup = {}

-- The extra fleet `fleet` closes. If its Mothership was destroyed, its ships
-- are destroyed too; otherwise they join the base fleet.
local function close_fleet(game, fleet, destroyed)
  local p = ids.fleet_seat(fleet)
  game:set(ids.counter(p, ids.MOTHERSHIP), 0)
  local card_list = fleets.sequence(game, fleet)
  for i = 1, #card_list do
    local card = card_list[i]
    if destroyed then
      ships.destroy(game, card, false)
    else
      fleets.place(game, card, ids.fleet(p, false))
    end
  end
  if destroyed then
    game:log("%s's extra fleet is destroyed with its Mothership", game:seat_name(p))
  else
    game:log("%s's extra fleet closes; its ships join the base fleet", game:seat_name(p))
  end
end

-- A ship card leaves play for `where` ("discard" or "removed"; a card whose
-- text says so is always removed). `destroyed`: it left because its ships
-- were destroyed (a Mothership then takes its fleet with it).
function cleanup.leave(game, card, where, destroyed)
  local p = fleets.controller(game, card)
  local c = cards.of(game, card)
  commanders.ship_leaves(game, card)
  if game:counter(ids.counter(p, ids.MOTHERSHIP)) == card then
    close_fleet(game, ids.fleet(p, true), destroyed)
  end
  if c.has.leaves_to_removed then
    where = "removed"
  end
  ships.leave(game, card)
  local keys = { "boost", "out", "acted" }
  for i = 1, #keys do
    local key = keys[i]
    game:set_prop(card, key, nil)
  end
  game:move(card, ids.zone(p, where == "removed" and ids.REMOVED or ids.DISCARD))
  game:set(ids.NOISE, 1)
end

-- A card whose ships were all destroyed by fire in the class battle has
-- nothing left to kill: it was destroyed, not killed (no kill marks), and
-- the sweep lets it leave play as destroyed.
local function selfdestruct(game, involved)
  for i = 1, #involved do
    local card = involved[i]
    if cards.of(game, card).has.selfdestruct and game:zone_of(card) and fleets.of(game, card)
        and ships.alive(game, card) > 0 then
      ships.destroy(game, card, true)
      game:log("%s self-destructs", names.owned(game, card))
    end
  end
end

-- One pass over every fleet; returns true if something left play.
local function sweep(game)
  local changed = false
  for p = 1, game:players() do
    local card_list = fleets.in_play(game, p)
    for i = 1, #card_list do
      local card = card_list[i]
      local c = ships.alive(game, card) == 0 and fleets.of(game, card) and cards.of(game, card)
      if c then
        if c.type == "base" then
          if game:counter(ids.counter(p, ids.BASE_DESTROYED)) == 0 then
            game:set(ids.counter(p, ids.BASE_DESTROYED), 1)
            game:log("%s's Base is destroyed! Every other ship of the base fleet is destroyed with it",
              game:seat_name(p))
            local others = fleets.sequence(game, ids.fleet(p, false))
            for j = 1, #others do
              local other = others[j]
              if other ~= card then
                ships.destroy(game, other, false)
              end
            end
            changed = true
          end
        else
          game:log("%s is destroyed%s", names.owned(game, card),
            c.has.leaves_to_removed and " and removed from the game" or "")
          cleanup.leave(game, card, "discard", true)
          changed = true
        end
      end
    end
  end
  return changed
end

-- The cleanup: self-destruction of the involved cards (after a class
-- battle), then cards leave play until nothing changes; a destroyed Base
-- ends the game. (Nothing to do unless a card lost its last ship: the
-- counter wrecks_pending says so.)
function cleanup.run(game, involved)
  if involved then
    selfdestruct(game, involved)
  end
  if game:counter(ids.PENDING) == 0 then
    return
  end
  while sweep(game) do
  end
  game:set(ids.PENDING, 0)
  victory.check_bases(game)
end

return cleanup
