-- Every zone and counter of a game, in the order setup creates them. The
-- engine numbers zones and counters 1, 2, 3, ... in creation order, so their
-- ids are known in advance: the rules compute them here instead of searching
-- by name (game:zone scans a list). setup.lua creates them from these tables
-- and checks every id.
--
-- Zones: the table's "stack" (tactic cards waiting to resolve), then for each
-- seat in seat order:
--   hand        the seat's hand (its owner sees it)
--   library     the draw pile (nobody sees it)
--   discard     the discard pile (wrecks are the ship cards in it)
--   removed     cards removed from the game
--   commander   the seat's commander in play (its prop `ship` names the ship)
--   base_fleet_I .. base_fleet_IV    the base fleet, one row per class;
--   extra_fleet_I .. extra_fleet_IV  the extra fleet (open while the
--               seat's Mothership holds it). Within a row, the order of the
--               cards (bottom first) is their battle order.
--   reinforcement_pile  the reinforcements' own draw pile (optional rule;
--               nobody sees it)
local ids = {}

ids.ROMAN = { "I", "II", "III", "IV" }

ids.STACK = 1

-- Offsets of a seat's zones.
ids.HAND, ids.LIBRARY, ids.DISCARD, ids.REMOVED, ids.COMMANDER = 1, 2, 3, 4, 5
local FLEETS_AT = 6
local ZONES_PER_SEAT = 14
ids.PILE = 14

ids.seat_zones = {
  { name = "hand", visibility = "owner", kind = "hand" },
  { name = "library", visibility = "nobody", kind = "deck" },
  { name = "discard", visibility = "public", kind = "pile" },
  { name = "removed", visibility = "public", kind = "pile" },
  { name = "commander", visibility = "public", kind = "row" },
}
for kind, word in ipairs({ "base_fleet_", "extra_fleet_" }) do
  for class = 1, 4 do
    ids.seat_zones[FLEETS_AT + (kind - 1) * 4 + class - 1] = { name = word .. ids.ROMAN[class], visibility = "public",
      kind = "row" }
  end
end
ids.seat_zones[ids.PILE] = { name = "reinforcement_pile", visibility = "nobody", kind = "deck" }

local MAX_SEATS = 3

-- ids.zones[p][offset]: the id of seat p's zone at `offset` (ids.HAND, ...).
ids.zones = {}
for p = 1, MAX_SEATS do
  ids.zones[p] = {}
  for offset = 1, ZONES_PER_SEAT do
    ids.zones[p][offset] = 1 + (p - 1) * ZONES_PER_SEAT + offset
  end
end

function ids.zone(p, offset)
  return ids.zones[p][offset]
end

-- Fleets are numbered: seat p's base fleet is 2p, its extra fleet 2p + 1.
function ids.fleet(p, extra)
  return 2 * p + (extra and 1 or 0)
end

function ids.fleet_seat(fleet)
  return fleet // 2
end

function ids.is_extra(fleet)
  return fleet % 2 == 1
end

-- ids.rows[fleet][class]: the zone of a fleet's row of class `class`.
ids.rows = {}
for fleet = 2, 2 * MAX_SEATS + 1 do
  ids.rows[fleet] = {}
  for class = 1, 4 do
    ids.rows[fleet][class] = ids.zone(fleet // 2, FLEETS_AT + (fleet % 2) * 4 + class - 1)
  end
end

function ids.row(fleet, class)
  return ids.rows[fleet][class]
end

-- Seat, and for a fleet row its fleet and class, of a zone id.
function ids.zone_seat(zone)
  return (zone - 2) // ZONES_PER_SEAT + 1
end

function ids.row_fleet_class(zone)
  local offset = (zone - 2) % ZONES_PER_SEAT + 1
  if offset < FLEETS_AT or offset >= FLEETS_AT + 8 then
    return nil
  end
  local k = offset - FLEETS_AT
  return ids.fleet(ids.zone_seat(zone), k >= 4), k % 4 + 1
end

-- Counters: the table's, then each seat's.
ids.table_counters = {
  { name = "turn" },                            -- turns begun so far
  { name = "attack", max = 1 },                 -- 1 while an attack is in progress
  { name = "attacked", max = 1 },               -- the active player attacked this turn
  { name = "commander_played", max = 1 },       -- the active player played a commander this turn
  { name = "battle_attacker" },                 -- the fleets of the battle being fought (0: none)
  { name = "battle_defender" },
  { name = "over", max = 1 },                   -- the game has ended
  { name = "quiet_turns" },                     -- turns in a row with empty libraries and nothing done
  { name = "noise", max = 1 },                  -- something happened this turn (the end rule)
  { name = "starter" },                         -- the starting seat
  { name = "wrecks_pending", max = 1 },         -- a card has lost its last ship: the cleanup has work
  { name = "ships_hit", max = 1 },              -- a ship card took damage this turn: the end of turn has work
  { name = "windows", max = 1 },                -- 1: response windows open (the full game has tactic cards)
  { name = "rule_discard_one", max = 1 },       -- the optional rules in play (the options, read once)
  { name = "rule_discard_two", max = 1 },
  { name = "turn_open", max = 1 },              -- 1 from the first step of a turn to its last (turn.lua)
}
ids.TURN, ids.ATTACK, ids.ATTACKED, ids.COMMANDER_PLAYED = 1, 2, 3, 4
ids.BATTLE_ATTACKER, ids.BATTLE_DEFENDER, ids.OVER, ids.QUIET, ids.NOISE, ids.STARTER = 5, 6, 7, 8, 9, 10
ids.PENDING, ids.SHIPS_HIT, ids.WINDOWS, ids.RULE_DISCARD_ONE, ids.RULE_DISCARD_TWO = 11, 12, 13, 14, 15
ids.TURN_OPEN = 16

ids.seat_counters = {
  { name = "mp" },                              -- Manpower of this turn
  { name = "base_damage" },                     -- damage on the Base, for the whole game
  { name = "auto_pass", max = 1 },              -- "pass for me while I hold nothing playable"
  { name = "mothership" },                      -- the piece that holds the extra fleet (0: none)
  { name = "base_destroyed", max = 1 },
  { name = "cards" },                           -- cards the seat owns (the invariant check)
}
ids.MP, ids.BASE_DAMAGE, ids.AUTO_PASS, ids.MOTHERSHIP, ids.BASE_DESTROYED, ids.CARDS = 1, 2, 3, 4, 5, 6

-- ids.counters[p][offset]: the id of seat p's counter at `offset` (ids.MP, ...).
ids.counters = {}
for p = 1, MAX_SEATS do
  ids.counters[p] = {}
  for offset = 1, #ids.seat_counters do
    ids.counters[p][offset] = #ids.table_counters + (p - 1) * #ids.seat_counters + offset
  end
end

function ids.counter(p, offset)
  return ids.counters[p][offset]
end

return ids
