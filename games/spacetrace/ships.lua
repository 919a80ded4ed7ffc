-- The ships on a ship card in play, kept as piece properties so that the
-- table can show them:
--   alive    ships on the card with at least 1 LP
--   damage   LP the card has lost this turn (a destroyed ship counts its full LP)
--   hp<i>    the LP of ship i, only while it is not at full LP (<= 0: destroyed)
--   touched  the highest i with an hp<i> (the end of the turn clears up to it)
--   k<i>     ship i was killed: it cannot be repaired or reconstructed this battle
--   j<i>     ship i is jammed: it neither fires nor uses abilities this battle
--   jammed   how many ships of the card are jammed
--   marked   some ship carries a k or j mark (cleared after the battle)
-- The Base is one ship whose LP are 1000 minus its seat's base_damage, which
-- stays for the whole game; its damage prop mirrors that counter and its
-- lp_left prop shows the LP it has left (for the table).
local cards = require("cards")
local ids = require("ids")

local ships = {}

-- Property names, built once.
local HP, KILLED, JAMMED = {}, {}, {}
for i = 1, 200 do
  HP[i], KILLED[i], JAMMED[i] = "hp" .. i, "k" .. i, "j" .. i
end

local function base_damage_counter(game, card)
  return ids.counter(game:owner(card), ids.BASE_DAMAGE)
end

-- The Base's damage: the seat's counter and the Base's props. Returns it.
function ships.set_base_damage(game, card, damage)
  local c = cards.of(game, card)
  game:set(base_damage_counter(game, card), damage)
  damage = game:counter(base_damage_counter(game, card))
  game:set_prop(card, "damage", damage)
  game:set_prop(card, "lp_left", math.max(c.lp - damage, 0))
  return damage
end

-- A card entering play: all its ships whole.
function ships.enter(game, card)
  local c = cards.of(game, card)
  game:set_prop(card, "damage", 0)
  if c.type == "base" then
    game:set_prop(card, "alive", 1)
    game:set_prop(card, "lp_left", c.lp)
  else
    game:set_prop(card, "alive", c.ships)
  end
end

-- A card leaving play: its ship props go.
function ships.leave(game, card)
  ships.restore(game, card)
  ships.clear_marks(game, card)
  game:set_prop(card, "touched", nil)
  game:set_prop(card, "alive", nil)
  game:set_prop(card, "damage", nil)
  game:set_prop(card, "lp_left", nil)
end

function ships.alive(game, card)
  return game:prop(card, "alive") or 0
end

-- The LP ship i of `card` (whose card data is c) has now.
local function lp_of(game, card, c, i)
  if c.type == "base" then
    return c.lp - game:counter(base_damage_counter(game, card))
  end
  return game:prop(card, HP[i]) or c.lp
end
ships.lp_of = lp_of

function ships.lp(game, card, i)
  return lp_of(game, card, cards.of(game, card), i)
end

function ships.is_alive(game, card, i)
  return ships.lp(game, card, i) >= 1
end

-- The first ship with at least 1 LP at index `from` or later, or nil.
function ships.first_alive(game, card, from)
  if ships.alive(game, card) == 0 then
    return nil
  end
  local c = cards.of(game, card)
  if c.type == "base" then
    return (from or 1) <= 1 and 1 or nil
  end
  for i = from or 1, c.ships do
    local hp = game:prop(card, HP[i])
    if hp == nil or hp >= 1 then
      return i
    end
  end
  return nil
end

-- Ship i got an hp prop: remember the highest such i.
local function touch(game, card, i)
  if i > (game:prop(card, "touched") or 0) then
    game:set_prop(card, "touched", i)
  end
end

-- Sets ship i's LP to `lp` (never for a Base), keeping alive and damage right.
local function set_lp(game, card, c, i, lp)
  local before = game:prop(card, HP[i]) or c.lp
  if before == lp then
    return
  end
  local was, is = before >= 1, lp >= 1
  game:set_prop(card, HP[i], lp < c.lp and lp or nil)
  touch(game, card, i)
  game:set(ids.SHIPS_HIT, 1)
  if was ~= is then
    local alive = ships.alive(game, card) + (is and 1 or -1)
    game:set_prop(card, "alive", alive)
    if alive == 0 then
      game:set(ids.PENDING, 1)
    end
  end
  local lost = c.lp - math.max(lp, 0) - (c.lp - math.max(before, 0))
  game:set_prop(card, "damage", game:prop(card, "damage") + lost)
end

-- x damage to ship i. Returns the damage it took (what a shot that destroys a
-- ship does beyond its LP is lost; a Base counts the whole shot) and whether
-- the hit destroyed it.
function ships.hit(game, card, i, x)
  local c = cards.of(game, card)
  if c.type == "base" then
    local damage = ships.set_base_damage(game, card, game:counter(base_damage_counter(game, card)) + x)
    game:set(ids.NOISE, 1)
    if damage >= c.lp and ships.alive(game, card) == 1 then
      game:set_prop(card, "alive", 0)
      game:set(ids.PENDING, 1)
      return x, true
    end
    return x, false
  end
  local lp = game:prop(card, HP[i]) or c.lp
  set_lp(game, card, c, i, lp - x)
  return math.min(x, lp), lp - x < 1
end

-- Hits the ships of one card (data c) in order, skipping destroyed ones,
-- each with what `blow(lp, units_left)` returns: the units it uses (shots,
-- or 1 for a burst of flak) and the damage it deals. Stops when `units` are
-- used up or no ship is left. Returns the units used, the damage taken (what
-- a blow does beyond a ship's LP is lost; a Base counts all of it) and the
-- ships destroyed. The bulk form of ships.hit: `alive` and `damage` are
-- written once.
function ships.strike(game, card, c, units, blow)
  if c.type == "base" then
    local lp = lp_of(game, card, c, 1)
    if lp < 1 or units < 1 then
      return 0, 0, 0
    end
    local n, x = blow(lp, units)
    local _, dead = ships.hit(game, card, 1, x)
    return n, x, dead and 1 or 0
  end
  local alive = game:prop(card, "alive")
  local used, damage, destroyed, i = 0, 0, 0, 1
  game:set(ids.SHIPS_HIT, 1)
  while used < units and alive > destroyed and i <= c.ships do
    local hp = game:prop(card, HP[i]) or c.lp
    if hp >= 1 then
      local n, x = blow(hp, units - used)
      game:set_prop(card, HP[i], hp - x)
      used = used + n
      damage = damage + (x < hp and x or hp)
      if hp - x < 1 then
        destroyed = destroyed + 1
      end
    end
    i = i + 1
  end
  game:set_prop(card, "alive", alive - destroyed)
  game:set_prop(card, "damage", game:prop(card, "damage") + damage)
  touch(game, card, i - 1)
  if alive == destroyed then
    game:set(ids.PENDING, 1)
  end
  return used, damage, destroyed
end

-- Destroy ships: they lose all their LP; `kill` marks them killed (no repair
-- or reconstruction in this battle). Never a Base. `from` and `n` pick the
-- ships (default: all).
function ships.destroy(game, card, kill, from, n)
  local c = cards.of(game, card)
  local last = n and math.min(c.ships, from + n - 1) or c.ships
  for i = from or 1, last do
    if (game:prop(card, HP[i]) or c.lp) > 0 then
      set_lp(game, card, c, i, 0)
    end
    if kill then
      game:set_prop(card, KILLED[i], true)
      game:set_prop(card, "marked", true)
    end
  end
end

-- Repair: every ship with at least 1 LP gets its full LP back (not a Base).
-- Returns how many ships it repaired.
function ships.repair(game, card)
  local c, n = cards.of(game, card), 0
  for i = 1, c.ships do
    local hp = game:prop(card, HP[i])
    if hp and hp >= 1 then
      set_lp(game, card, c, i, c.lp)
      n = n + 1
    end
  end
  return n
end

-- Reconstruct: every destroyed ship that was not killed gets 1 LP back.
-- Returns how many ships it brought back.
function ships.reconstruct(game, card)
  local c, n = cards.of(game, card), 0
  for i = 1, c.ships do
    local hp = game:prop(card, HP[i])
    if hp and hp < 1 and not game:prop(card, KILLED[i]) then
      set_lp(game, card, c, i, 1)
      n = n + 1
    end
  end
  if n > 0 then
    game:set_prop(card, "revived", true)
    game:set_prop(card, "marked", true)
  end
  return n
end

-- The end of the turn: every ship whole again (not the Base).
function ships.restore(game, card)
  if (game:prop(card, "damage") or 0) == 0 then
    return
  end
  local c = cards.of(game, card)
  if c.type == "base" then
    return
  end
  for i = 1, game:prop(card, "touched") or 0 do
    game:set_prop(card, HP[i], nil)
  end
  game:set_prop(card, "touched", nil)
  game:set_prop(card, "alive", c.ships)
  game:set_prop(card, "damage", 0)
end

function ships.jam(game, card, i)
  if not game:prop(card, JAMMED[i]) then
    game:set_prop(card, JAMMED[i], true)
    game:set_prop(card, "jammed", (game:prop(card, "jammed") or 0) + 1)
    game:set_prop(card, "marked", true)
  end
end

function ships.jammed(game, card, i)
  return game:prop(card, JAMMED[i]) == true
end

-- How many ships of the card are jammed.
function ships.jam_count(game, card)
  return game:prop(card, "jammed") or 0
end

function ships.killed(game, card, i)
  return game:prop(card, KILLED[i]) == true
end

-- After a battle: jam and kill marks go.
function ships.clear_marks(game, card)
  if not game:prop(card, "marked") then
    return
  end
  for i = 1, cards.of(game, card).ships do
    game:set_prop(card, KILLED[i], nil)
    game:set_prop(card, JAMMED[i], nil)
  end
  game:set_prop(card, "jammed", nil)
  game:set_prop(card, "revived", nil)
  game:set_prop(card, "marked", nil)
end

-- Whether some ship of the card is below its full LP (destroyed ones count).
function ships.damaged(game, card)
  return (game:prop(card, "damage") or 0) > 0
end

return ships
