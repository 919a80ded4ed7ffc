-- Fleets: a seat's base fleet (always there: the Base and the ships played)
-- and its extra fleet (open while its Mothership holds it). A fleet is a
-- number (ids.fleet); each has one row per class, and the order of the cards
-- in a row is their battle order.
local cards = require("cards")
local ids = require("ids")
local ships = require("ships")

local fleets = {}

-- Whether the fleet exists: a base fleet always, an extra fleet while open.
function fleets.exists(game, fleet)
  return not ids.is_extra(fleet)
    or game:counter(ids.counter(ids.fleet_seat(fleet), ids.MOTHERSHIP)) ~= 0
end

-- The cards of a fleet's row that take part in the current battle (a card
-- removed from the battle does not), in battle order.
function fleets.present(game, fleet, class)
  local list = game:pieces(ids.row(fleet, class))
  local out = {}
  for i = 1, #list do
    local card = list[i]
    if not game:prop(card, "out") then
      out[#out + 1] = card
    end
  end
  return out
end

-- Whether a class of the fleet holds a present card with a ship alive.
function fleets.class_alive(game, fleet, class)
  local card_list = game:pieces(ids.row(fleet, class))
  for i = 1, #card_list do
    local card = card_list[i]
    if ships.alive(game, card) > 0 and not game:prop(card, "out") then
      return true
    end
  end
  return false
end

-- The class a fleet's ships of class k fire at: the enemy fleet's lowest
-- class from k up with a ship alive, or nil.
function fleets.target_class(game, enemy, k)
  for j = k, 4 do
    if fleets.class_alive(game, enemy, j) then
      return j
    end
  end
  return nil
end

-- The current target in a fleet's class: the first ship with at least 1 LP,
-- cards in battle order. Returns the card and the ship index, or nil.
function fleets.front(game, fleet, class)
  local card_list = game:pieces(ids.row(fleet, class))
  for i = 1, #card_list do
    local card = card_list[i]
    if not game:prop(card, "out") then
      local ship = ships.first_alive(game, card)
      if ship then
        return card, ship
      end
    end
  end
  return nil
end

-- Every card of a fleet, class I to IV, in battle order (the fleet's battle
-- sequence, which "following" ships are counted in).
function fleets.sequence(game, fleet, out)
  out = out or {}
  local rows = ids.rows[fleet]
  for class = 1, 4 do
    if game:count(rows[class]) > 0 then
      local card_list = game:pieces(rows[class])
      for i = 1, #card_list do
        local card = card_list[i]
        out[#out + 1] = card
      end
    end
  end
  return out
end

-- Every ship card (and Base) a seat has in play, base fleet first (the rows
-- of a closed extra fleet are empty, except in the moment its destroyed
-- ships wait for the cleanup).
function fleets.in_play(game, p)
  return fleets.sequence(game, ids.fleet(p, true), fleets.sequence(game, ids.fleet(p, false)))
end

-- Seat p's Base: in its base fleet's class IV row, wherever the battle
-- order put it (a Dreadnought may stand before it).
function fleets.base(game, p)
  local row = game:pieces(ids.row(ids.fleet(p, false), 4))
  for i = 1, #row do
    if cards.of(game, row[i]).type == "base" then
      return row[i]
    end
  end
end

-- The fleet of a card in play (nil if it is not in a fleet).
function fleets.of(game, card)
  local zone = game:zone_of(card)
  if not zone or zone == ids.STACK then
    return nil
  end
  return (ids.row_fleet_class(zone))
end

-- The seat that controls a card in play (the owner of its zone).
function fleets.controller(game, card)
  return ids.zone_seat(game:zone_of(card))
end

-- Puts a ship card at the end of its class row in a fleet.
function fleets.place(game, card, fleet)
  game:move(card, ids.row(fleet, cards.of(game, card).class))
end

-- A short name of a fleet for the log: "Player 1's base fleet".
function fleets.name(game, fleet)
  return string.format("%s's %s fleet", game:seat_name(ids.fleet_seat(fleet)),
    ids.is_extra(fleet) and "extra" or "base")
end

return fleets
