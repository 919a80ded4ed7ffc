-- The card set, copied out of the read-only `data` at load time (every field
-- read of a data proxy is a call into the engine) with the facts the rules
-- ask for most: cards.def[id] is a plain table with the card's fields and
--   abilities   the list of its abilities ({ kind =, count =, amount =, ... })
--   has[kind]   its ability of that kind, if any
--   jam         its Jam ability (resolved before Preemptive Strikes)
--   pre         its Preemptive Strike ability
--   normal      its ability used in its turn of a class battle
--   is_ship     true for ship cards and the Base
--   action      the id of the menu option that plays it ("ship:cruiser")
--   label       that option's label; respond_label: the label in a window
local cards = {}

local ROMAN = { "I", "II", "III", "IV" }
local PREFIX = { ship = "ship:", reinforcement = "reinforce:", commander = "commander:", tactic = "tactic:" }

-- The menu and window labels of a card.
local function labels(c)
  if c.type == "ship" then
    return string.format("Play %s (%d MP, class %s)", c.name, c.mp, ROMAN[c.class])
  elseif c.type == "reinforcement" then
    return string.format("Play %s (+%d MP)", c.name, c.value), string.format("Play %s: %s", c.name, c.text)
  end
  return string.format("Play %s (%d MP)", c.name, c.mp), string.format("Play %s (%d MP): %s", c.name, c.mp, c.text)
end

cards.def = {}
cards.list = {}

-- Abilities that act in the card's own turn of a class battle.
local NORMAL = { flak = true, kill = true, boost = true, repair = true, reconstruct = true, bounty = true }

local function copy_list(list)
  local out = {}
  for i, v in ipairs(list or {}) do
    out[i] = v
  end
  return out
end

local function copy_card(entry)
  local c = {
    id = entry.id, name = entry.name, type = entry.type, text = entry.text or "",
    class = entry.class, ships = entry.ships or 1, ap = entry.ap or 0, lp = entry.lp or 1,
    mp = entry.mp or 0, points = entry.points or 0, value = entry.value or 0, standard = entry.standard or false,
    limit = entry.limit, first_game = entry.first_game ~= false, timing = entry.timing or "any",
    classes = copy_list(entry.classes), abilities = {}, has = {},
  }
  c.is_ship = c.type == "ship" or c.type == "base"
  if PREFIX[c.type] then
    c.action = PREFIX[c.type] .. c.id
    c.label, c.respond_label = labels(c)
  end
  for i, a in ipairs(entry.abilities or {}) do
    local ability = { kind = a.kind, preemptive = a.preemptive or false, count = a.count, amount = a.amount,
      classes = copy_list(a.classes) }
    c.abilities[i] = ability
    c.has[a.kind] = ability
    if a.kind == "jam" then
      c.jam = ability
    elseif ability.preemptive then
      c.pre = ability
    elseif NORMAL[a.kind] then
      c.normal = ability
    end
  end
  return c
end

for i, entry in ipairs(data.cards) do
  local c = copy_card(entry)
  cards.def[c.id] = c
  cards.list[i] = c
end

-- The card of a piece.
function cards.of(game, piece)
  return cards.def[game:def(piece)]
end

-- Whether a list of classes contains `class`.
function cards.in_classes(classes, class)
  for _, c in ipairs(classes) do
    if c == class then
      return true
    end
  end
  return false
end

return cards
