-- The special abilities of ship cards in a class battle.
--
-- An ability that acts on your own fleet acts on the following ship cards:
-- the cards after it in its fleet's battle sequence (class I to IV, each
-- class in battle order) that have not had their turn yet in this battle.
-- An ability that acts on the enemy starts with the current target: the
-- first enemy ship of the card's target class that is not destroyed, and it
-- stays in that class.
--
-- Kinds (the `kind` of an ability in data/cards):
--   jam          jam `count` enemy ships (before Preemptive Strikes)
--   fire         (Preemptive Strike) the card's ships fire their shots early
--   flak         `amount` damage to each of `count` enemy ships
--   kill         kill `count` enemy ships (the Base is immune)
--   boost        the `count` following cards fire with `amount` x AP
--   repair       repair the `count` following cards
--   reconstruct  reconstruct the `count` following cards
--   bounty       destroy the card holding the current target if it is of
--                one of `classes` and already holds damaged ships
--   selfdestruct the card is killed after its class battle (cleanup.lua)
local cards = require("cards")
local fleets = require("fleets")
local names = require("names")
local ships = require("ships")
local shots = require("shots")

local abilities = {}

-- The `count` following cards of `card` in its fleet that the effect can
-- change (never a Base, never a card out of the battle).
local function following(game, card, count)
  local out, after = {}, false
  local others = fleets.sequence(game, fleets.of(game, card))
  for i = 1, #others do
    local other = others[i]
    if other == card then
      after = true
    elseif after and #out < count and not game:prop(other, "acted") and not game:prop(other, "out")
        and cards.of(game, other).type ~= "base" then
      out[#out + 1] = other
    end
  end
  return out
end
abilities.following = following

-- Jam: the enemy ships this card jams, collected from the current state
-- (all jams of a class battle are applied together).
function abilities.jam_targets(game, card, side, out)
  local next_target = shots.cursor(game, side.enemy, side.target)
  for _ = 1, cards.of(game, card).jam.count do
    local target, i = next_target()
    if not target then
      break
    end
    out[#out + 1] = { card = target, ship = i, by = card }
  end
end

local function kill(game, card, side, count)
  local target, i = fleets.front(game, side.enemy, side.target)
  if not target then
    return
  end
  if cards.of(game, target).type == "base" then
    game:log("  %s is immune to Kill", names.owned(game, target))
    return
  end
  ships.destroy(game, target, true, i, count)
  game:log("  %s kills %s of %s (%d alive)", names.owned(game, card), names.count(count, "ship"),
    names.owned(game, target), ships.alive(game, target))
end

local function bounty(game, card, side, ability)
  local target = fleets.front(game, side.enemy, side.target)
  if not target then
    return
  end
  local t = cards.of(game, target)
  if t.type ~= "base" and cards.in_classes(ability.classes, t.class) and ships.damaged(game, target) then
    ships.destroy(game, target, false)
    game:log("  %s destroys %s: it already held damaged ships", names.owned(game, card), names.owned(game, target))
  else
    game:log("  %s finds no damaged card to hunt", names.owned(game, card))
  end
end

-- "<card> repairs <other> (3 ships)", or, when it brought none back, that it
-- found nothing to repair (only destroyed ships there).
local function log_restored(game, card, other, n, verb, how)
  if n > 0 then
    game:log("  %s %ss %s (%s%s)", names.owned(game, card), verb, names.owned(game, other), names.count(n, "ship"), how)
  else
    game:log("  %s finds nothing to %s on %s", names.owned(game, card), verb, names.owned(game, other))
  end
end

local function own_effect(game, card, ability)
  local others = following(game, card, ability.count)
  for i = 1, #others do
    local other = others[i]
    if ability.kind == "boost" then
      game:set_prop(other, "boost", math.max(game:prop(other, "boost") or 1, ability.amount))
      game:log("  %s gets %s for this battle", names.owned(game, other), names.firepower(ability.amount))
    elseif ability.kind == "repair" then
      log_restored(game, card, other, ships.repair(game, other), "repair", "")
    else
      log_restored(game, card, other, ships.reconstruct(game, other), "reconstruct", " back with 1 LP")
    end
  end
end

-- Resolves an ability (not Jam) of `card`, which fights on `side`
-- ({ enemy = fleet, target = class }).
function abilities.use(game, card, side, ability)
  local kind = ability.kind
  if kind == "flak" then
    game:log("  %s: %d damage to each of %d enemy ships", names.owned(game, card), ability.amount, ability.count)
    shots.each(game, ability.count, ability.amount, side.enemy, side.target)
  elseif kind == "kill" then
    kill(game, card, side, ability.count)
  elseif kind == "bounty" then
    bounty(game, card, side, ability)
  elseif kind == "boost" or kind == "repair" or kind == "reconstruct" then
    own_effect(game, card, ability)
  end
end

return abilities
