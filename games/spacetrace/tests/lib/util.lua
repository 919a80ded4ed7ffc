-- Helpers shared by the Spacetrace scenario files (a subfolder, so it is not
-- itself a scenario file). Battle examples run from a check function: the
-- game starts normally (second game: no response windows, so nothing asks a
-- decision), util.clear empties the table, util.fleet lays out the fleets,
-- and util.battle fights one battle.
local attack = require("attack")
local cards = require("cards")
local fleets = require("fleets")
local ids = require("ids")
local ships = require("ships")

local util = {}

util.SECOND = { mode = "second", first_player = "1" }

function util.expect(cond, fmt, ...)
  if not cond then
    error(string.format(fmt, ...), 2)
  end
end

function util.equal(got, want, what)
  if got ~= want then
    error(string.format("%s: got %s, want %s", what, tostring(got), tostring(want)), 2)
  end
end

-- Every card of every seat back into its library (the Bases stay, undamaged).
function util.clear(game)
  for p = 1, game:players() do
    game:set(ids.counter(p, ids.MOTHERSHIP), 0)
    for offset = 1, #ids.seat_zones do
      local zone = ids.zone(p, offset)
      if offset ~= ids.LIBRARY then
        for _, card in ipairs(game:pieces(zone)) do
          if game:def(card) == "base" then
            ships.set_base_damage(game, card, 0)
          else
            ships.leave(game, card)
            game:move(card, ids.zone(game:owner(card), ids.LIBRARY))
          end
        end
      end
    end
  end
end

-- New cards for seat p into a zone offset (ids.HAND, ...) or a fleet.
function util.add(game, p, defs, zone)
  local out = {}
  for i, def in ipairs(defs) do
    out[i] = game:new_piece{ def = def, owner = p, zone = zone }
  end
  game:add(ids.counter(p, ids.CARDS), #defs)
  return out
end

-- Seat p's fleet (extra: the extra fleet, whose first Mothership holds it):
-- ship cards in battle order per class. Returns the pieces in list order.
function util.fleet(game, p, defs, extra)
  local out = {}
  local fleet = ids.fleet(p, extra)
  for i, def in ipairs(defs) do
    local card = util.add(game, p, { def })[1]
    if extra and cards.def[def].has.opens_fleet and game:counter(ids.counter(p, ids.MOTHERSHIP)) == 0 then
      game:set(ids.counter(p, ids.MOTHERSHIP), card)
    end
    fleets.place(game, card, fleet)
    ships.enter(game, card)
    out[i] = card
  end
  return out
end

function util.base(game, p)
  return game:pieces(ids.row(ids.fleet(p, false), 4))[1]
end

-- One battle: seat a's fleet (extra: its extra fleet) against seat d's.
function util.battle(game, a, d, a_extra, d_extra)
  attack.battle(game, ids.fleet(a, a_extra), ids.fleet(d, d_extra))
end

function util.damage(game, p)
  return game:counter(ids.counter(p, ids.BASE_DAMAGE))
end

function util.alive(game, card)
  return ships.alive(game, card)
end

-- Whether a card is in play, in seat p's discard pile or removed from the game.
function util.where(game, card)
  local zone = game:zone_of(card)
  local p = ids.zone_seat(zone)
  for offset, z in ipairs(ids.seat_zones) do
    if ids.zone(p, offset) == zone then
      return z.name, p
    end
  end
  return game:zone_name(zone)
end

function util.in_play(game, card)
  return fleets.of(game, card) ~= nil
end

function util.discarded(game, card)
  return util.where(game, card) == "discard"
end

-- The ids the active player's menu offers seat p now, as a set.
function util.menu(game, p)
  local out = {}
  for _, option in ipairs(require("turn").menu(game, p)) do
    out[option.id] = true
  end
  return out
end

-- The card ids in one of seat p's zones (ids.HAND, ...), sorted.
function util.defs(game, p, offset)
  local out = {}
  for _, card in ipairs(game:pieces(ids.zone(p, offset))) do
    out[#out + 1] = game:def(card)
  end
  table.sort(out)
  return table.concat(out, ",")
end

function util.mp(game, p)
  return game:counter(ids.counter(p, ids.MP))
end

-- The card ids of a fleet's class row, in battle order.
function util.row(game, p, class, extra)
  local out = {}
  for _, card in ipairs(game:pieces(ids.row(ids.fleet(p, extra), class))) do
    out[#out + 1] = game:def(card)
  end
  return table.concat(out, ",")
end

-- Options for a prepared position: { position = name, mode = ..., ... }.
function util.at(position, extra)
  local options = { position = position, mode = "full" }
  for k, v in pairs(extra or {}) do
    options[k] = v
  end
  return options
end

return util
