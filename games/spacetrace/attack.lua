-- An attack: the active player against the defender (the opponent; with
-- three players the left neighbour). Before it, each player with an extra
-- fleet decides whether it fights, before or after the base fleet (the
-- active player first), then each sets the battle order of every class of
-- the fighting fleets (the active player first). Then the active player's
-- first fleet fights each of the defender's fleets in turn, then its second
-- fleet does: 1, 2 or 4 battles. Damage stays on the ships until the end of
-- the turn, so a ship can be destroyed by ships of two fleets. A battle is
-- four class battles, class I to IV.
local cards = require("cards")
local choice = require("choice")
local classbattle = require("classbattle")
local cleanup = require("cleanup")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local respond = require("respond")
local ships = require("ships")
local victory = require("victory")

local attack = {}

-- Whether p may attack now: once per turn, never in the starting player's
-- first turn.
function attack.allowed(game)
  return game:counter(ids.ATTACKED) == 0 and game:counter(ids.ATTACK) == 0 and game:counter(ids.TURN) > 1
end

-- The fleets of seat s that fight, in order.
local function participation(game, s)
  local base, extra = ids.fleet(s, false), ids.fleet(s, true)
  if not fleets.exists(game, extra) then
    return { base }
  end
  local answer = game:choose(s, { prompt = "Your extra fleet: does it fight in this attack?", options = {
    { id = "before", label = "It fights before the base fleet" },
    { id = "after", label = "It fights after the base fleet" },
    { id = "out", label = "It stays out" },
  } })
  game:log("%s's extra fleet %s", game:seat_name(s), answer == "out" and "stays out"
    or "fights " .. answer .. " the base fleet")
  if answer == "before" then
    return { extra, base }
  elseif answer == "after" then
    return { base, extra }
  end
  return { base }
end

local function order_text(game, row)
  local parts = {}
  local card_list = game:pieces(row)
  for i = 1, #card_list do
    local card = card_list[i]
    parts[i] = names.card(game, card)
  end
  return table.concat(parts, ", ")
end

-- Seat s reorders one row: it picks the cards in their new battle order.
local function reorder(game, s, row, class)
  local left = game:pieces(row)
  for position = 1, #left - 1 do
    local list = choice.list()
    for i = 1, #left do
      local card = left[i]
      choice.add_in_play(game, list, card, names.card(game, card))
    end
    local _, card = choice.ask(game, s, string.format("Battle order of %s: which card fights in place %d?",
      names.class(class), position), list)
    game:move(card, row, position)
    for i = 1, #left do
      local other = left[i]
      if other == card then
        table.remove(left, i)
        break
      end
    end
  end
end

-- Seat s sets the battle order of every class of its fighting fleets: it may
-- keep each fleet's order or set the order of each class once (picking every
-- card's place at once; setting a class again could go on for ever).
local function set_order(game, s, list)
  for i = 1, #list do
    local fleet = list[i]
    local set = {}
    while true do
      local options = { { id = "keep", label = "Keep this order" } }
      for class = 1, 4 do
        local row = ids.row(fleet, class)
        if game:count(row) >= 2 and not set[class] then
          options[#options + 1] = { id = "class_" .. ids.ROMAN[class], label = string.format("Change %s: %s",
            names.class(class), order_text(game, row)) }
        end
      end
      if #options == 1 then
        break
      end
      local answer = game:choose(s, { prompt = "Battle order of your " .. (ids.is_extra(fleet) and "extra" or "base")
        .. " fleet", options = options })
      if answer == "keep" then
        break
      end
      for class = 1, 4 do
        if answer == "class_" .. ids.ROMAN[class] then
          reorder(game, s, ids.row(fleet, class), class)
          set[class] = true
        end
      end
    end
  end
end

-- Whether anything can happen in a class battle (a Base with 0 AP fires
-- nothing): otherwise no window opens before it.
local function eventful(game, sides)
  for i = 1, #sides do
    local side = sides[i]
    for j = 1, #side.cards do
      local card = side.cards[j]
      local c = cards.of(game, card)
      if c.jam or c.pre or c.normal or classbattle.ap(game, card) > 0 then
        return true
      end
    end
  end
  return false
end

-- The props a battle sets on a card besides the ship marks.
local BATTLE_MARKS = { "boost", "out", "acted" }

-- After a battle: its marks go (jammed, killed, boosted, removed from the
-- battle, acted).
local function clear_battle(game, a, d)
  local s_list = { ids.fleet_seat(a), ids.fleet_seat(d) }
  for i = 1, #s_list do
    local s = s_list[i]
    local card_list = fleets.in_play(game, s)
    for j = 1, #card_list do
      local card = card_list[j]
      ships.clear_marks(game, card)
      -- A read costs half a write: clear only the marks a card carries.
      for m = 1, #BATTLE_MARKS do
        if game:prop(card, BATTLE_MARKS[m]) ~= nil then
          game:set_prop(card, BATTLE_MARKS[m], nil)
        end
      end
    end
  end
  game:set(ids.BATTLE_ATTACKER, 0)
  game:set(ids.BATTLE_DEFENDER, 0)
end

-- One battle: fleet a (the active player's) against fleet d.
function attack.battle(game, a, d)
  game:set(ids.BATTLE_ATTACKER, a)
  game:set(ids.BATTLE_DEFENDER, d)
  game:log("Battle: %s against %s", names.fleet(game, a), names.fleet(game, d))
  for k = 1, 4 do
    if victory.over(game) or not fleets.exists(game, a) or not fleets.exists(game, d) then
      break
    end
    local sides = classbattle.plan(game, a, d, k)
    if sides and eventful(game, sides) then
      respond.window(game, "Before class battle " .. ids.ROMAN[k])
      sides = not victory.over(game) and fleets.exists(game, a) and fleets.exists(game, d)
        and classbattle.plan(game, a, d, k)
    end
    if sides then
      cleanup.run(game, classbattle.fight(game, k, sides))
    end
  end
  clear_battle(game, a, d)
end

-- The battles of an attack: the active player's fleets in their order, each
-- against every defending fleet in the defender's order.
function attack.schedule(mine, theirs)
  local out = {}
  for i = 1, #mine do
    local a = mine[i]
    for j = 1, #theirs do
      local d = theirs[j]
      out[#out + 1] = { a, d }
    end
  end
  return out
end

-- The active player p attacks.
function attack.run(game, p)
  local d = victory.prey(game, p)
  game:set(ids.ATTACK, 1)
  game:log("%s attacks %s", game:seat_name(p), game:seat_name(d))
  local mine, theirs = participation(game, p), participation(game, d)
  set_order(game, p, mine)
  set_order(game, d, theirs)
  respond.window(game, "The battle plan is set")
  local pair_list = attack.schedule(mine, theirs)
  for i = 1, #pair_list do
    local pair = pair_list[i]
    if not victory.over(game) and fleets.exists(game, pair[1]) and fleets.exists(game, pair[2]) then
      attack.battle(game, pair[1], pair[2])
    end
  end
  game:set(ids.ATTACK, 0)
  game:set(ids.ATTACKED, 1)
end

return attack
