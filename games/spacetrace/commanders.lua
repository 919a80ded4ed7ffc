-- Commanders: a commander card lies on one of its player's ship cards of the
-- classes it names (in the seat's "commander" zone, its prop `ship` naming
-- the ship card). Only one commander at a time on a player's side, at most one
-- commander card played per turn. Its effect lasts while it is in play, even
-- when its ship does not fight; when its ship leaves play, the commander goes
-- to the discard pile.
local cards = require("cards")
local ids = require("ids")

local commanders = {}

-- The commander seat p has in play (a piece), or nil.
function commanders.of(game, p)
  return game:top(ids.zone(p, ids.COMMANDER))
end

-- The ability of kind `kind` of p's commander, or nil.
function commanders.ability(game, p, kind)
  local commander = commanders.of(game, p)
  return commander and cards.of(game, commander).has[kind]
end

-- Extra AP for p's ships of card c (never a Base).
function commanders.ap_bonus(game, p, c)
  if c.type == "base" then
    return 0
  end
  local bonus = commanders.ability(game, p, "ap_bonus")
  if bonus and cards.in_classes(bonus.classes, c.class) then
    return bonus.amount
  end
  return 0
end

-- The MP that discarding 3 cards gives p.
function commanders.discard_mp(game, p)
  local ability = commanders.ability(game, p, "discard_mp")
  return ability and ability.amount or 100
end

-- The ship cards among `in_play` that commander card c may be placed on.
function commanders.hosts(game, c, in_play)
  local out = {}
  for i = 1, #in_play do
    local card = in_play[i]
    local s = cards.of(game, card)
    if s.type == "ship" and cards.in_classes(c.classes, s.class) then
      out[#out + 1] = card
    end
  end
  return out
end

-- Places commander card `card` of seat p on ship `ship`.
function commanders.place(game, p, card, ship)
  game:move(card, ids.zone(p, ids.COMMANDER))
  game:set_prop(card, "ship", ship)
  game:set_prop(ship, "commander", card)
end

-- The ship `ship` leaves play: its commander goes to its owner's discard pile.
function commanders.ship_leaves(game, ship)
  local commander = game:prop(ship, "commander")
  if commander then
    game:set_prop(ship, "commander", nil)
    game:set_prop(commander, "ship", nil)
    game:move(commander, ids.zone(game:owner(commander), ids.DISCARD))
    game:log("%s's commander %s goes to the discard pile", game:seat_name(game:owner(commander)),
      cards.of(game, commander).name)
  end
end

return commanders
