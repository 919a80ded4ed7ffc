-- One class battle: the ships of class k of both fleets fire. Each side's
-- class-k ships fire at the enemy fleet's lowest class from k up that has a
-- ship alive (the target class is set when the class battle starts). All
-- ships fire: a ship destroyed in this class battle still fires in it. Only
-- Jam and Preemptive Strike come before the normal shots:
--   J  jamming, all at once, from the state before it
--   P  Preemptive Strikes: the active player's cards in battle order, then the
--      defender's; every one resolves, even when the other side's strike
--      destroyed it ("both effects are executed")
--   M  the cards take turns, the active player's first card, then the
--      defender's first, and so on: each uses its ability, then its ships fire
-- A class battle is resolved whole: no tactic card can be played inside it.
local abilities = require("abilities")
local cards = require("cards")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local ships = require("ships")
local shots = require("shots")

local classbattle = {}

-- The cards of a fleet's class k that fight: present, with a ship alive.
local function group(game, fleet, k)
  local out = {}
  local card_list = fleets.present(game, fleet, k)
  for i = 1, #card_list do
    local card = card_list[i]
    if ships.alive(game, card) > 0 then
      out[#out + 1] = card
    end
  end
  return out
end

-- The two sides of class battle k between fleets a (the active player's)
-- and d, or nil when it does not take place (no side has a ship of class k
-- with a target).
function classbattle.plan(game, a, d, k)
  local sides = {
    { fleet = a, enemy = d, cards = group(game, a, k) },
    { fleet = d, enemy = a, cards = group(game, d, k) },
  }
  local any = false
  for i = 1, #sides do
    local side = sides[i]
    side.target = #side.cards > 0 and fleets.target_class(game, side.enemy, k) or nil
    if side.target then
      any = true
    else
      side.cards = {}
    end
  end
  return any and sides or nil
end

-- The AP of one ship of a card: its single AP, a commander's bonus, and a
-- boost (double firepower) for this battle.
function classbattle.ap(game, card)
  local c = cards.of(game, card)
  return (c.ap + commanders.ap_bonus(game, fleets.controller(game, card), c)) * (game:prop(card, "boost") or 1)
end

-- How many ships of a card are alive and not jammed.
local function ready(game, card)
  local alive = ships.alive(game, card)
  if ships.jam_count(game, card) == 0 then
    return alive
  end
  local c, n = cards.of(game, card), 0
  for i = 1, c.ships do
    if ships.lp_of(game, card, c, i) >= 1 and not ships.jammed(game, card, i) then
      n = n + 1
    end
  end
  return n
end

-- The ships of a card ready when phase M begins (alive, not jammed): nil
-- when that is every ship of the card (the common case, kept cheap); else
-- { count = how many, dead = the indices of destroyed ships } when no ship
-- is jammed (only ships up to `touched` can be destroyed: one read each), or
-- { count = how many, ready = a flag per ship } with jams.
local function ready_ships(game, card, c)
  local alive, jams = ships.alive(game, card), ships.jam_count(game, card)
  if alive == c.ships and jams == 0 then
    return nil
  end
  if jams == 0 then
    local dead = {}
    for i = 1, game:prop(card, "touched") or 0 do
      if ships.lp_of(game, card, c, i) < 1 then
        dead[#dead + 1] = i
      end
    end
    return { count = alive, dead = dead }
  end
  local flags, n = {}, 0
  for i = 1, c.ships do
    local ok = ships.lp_of(game, card, c, i) >= 1 and not ships.jammed(game, card, i)
    flags[i] = ok
    n = n + (ok and 1 or 0)
  end
  return { count = n, ready = flags }
end

-- How many ships of a card fire in its turn of phase M: those ready when the
-- phase began (`start`, from ready_ships) and those not jammed that
-- Reconstruct brought back since (only then is the card marked `revived`).
local function firing(game, card, c, start)
  if not start then
    return c.ships
  end
  local n = start.count
  if not game:prop(card, "revived") then
    return n
  end
  if start.dead then
    for k = 1, #start.dead do
      if ships.lp_of(game, card, c, start.dead[k]) >= 1 then
        n = n + 1
      end
    end
    return n
  end
  for i = 1, c.ships do
    if not start.ready[i] and not ships.jammed(game, card, i) and ships.lp_of(game, card, c, i) >= 1 then
      n = n + 1
    end
  end
  return n
end

-- "Class I: 100 ships of Player 1's Fighter fire 100 shots of 1 AP at
-- Player 2's class III", then a line for each card hit.
local function volley(game, k, card, side, count)
  local ap = classbattle.ap(game, card)
  if count == 0 or ap == 0 then
    return
  end
  local who = names.owned(game, card) .. " fires"
  if cards.of(game, card).ships > 1 then
    local verb = count == 1 and "fires" or "fire"
    who = string.format("%s of %s %s", names.count(count, "ship"), names.owned(game, card), verb)
  end
  game:log("Class %s: %s %s of %d AP at %s", ids.ROMAN[k], who, names.count(count, "shot"), ap,
    names.fleet_class(game, side.enemy, side.target))
  local unused = shots.fire(game, count, ap, side.enemy, side.target)
  if unused > 0 then
    game:log("  %s no target: %s has no ship left", unused == 1 and "1 shot finds" or unused .. " shots find",
      names.fleet_class(game, side.enemy, side.target))
  end
end

-- Phase J: the jams, collected from the state before them and then applied
-- together. Returns them for the log (logged after the announcement, which
-- needs to know who is jammed).
local function phase_jam(game, sides)
  local jams = {}
  for i = 1, #sides do
    local side = sides[i]
    for j = 1, #side.cards do
      local card = side.cards[j]
      if cards.of(game, card).jam and ready(game, card) > 0 then
        abilities.jam_targets(game, card, side, jams)
      end
    end
  end
  for i = 1, #jams do
    local j = jams[i]
    ships.jam(game, j.card, j.ship)
  end
  return jams
end

local function log_jams(game, jams)
  local last
  for i = 1, #jams do
    local j = jams[i]
    if j.by ~= last then
      last = j.by
      local n = 0
      for k = 1, #jams do
        local other = jams[k]
        if other.by == last then n = n + 1 end
      end
      game:log("Jam: %s jams %s, starting with %s", names.owned(game, last), names.count(n, "enemy ship"),
        names.owned(game, j.card))
    end
  end
end

-- Phase P. Returns the cards that already fired.
local function phase_preemptive(game, k, sides)
  local strikes = {}
  for i = 1, #sides do
    local side = sides[i]
    for j = 1, #side.cards do
      local card = side.cards[j]
      local pre = cards.of(game, card).pre
      local n = pre and ready(game, card) or 0
      if n > 0 then
        strikes[#strikes + 1] = { card = card, side = side, ability = pre, ships = n }
      end
    end
  end
  local fired = {}
  for i = 1, #strikes do
    local s = strikes[i]
    game:log("Preemptive Strike: %s", names.owned(game, s.card))
    if s.ability.kind == "fire" then
      volley(game, k, s.card, s.side, s.ships)
      fired[s.card] = true
      game:set_prop(s.card, "acted", true) -- it had its turn: no "following" effect reaches it
    else
      abilities.use(game, s.card, s.side, s.ability)
    end
  end
  return fired
end

-- The cards of both sides, alternating, the active player's first.
local function alternate(sides)
  local out = {}
  local a, d = sides[1].cards, sides[2].cards
  for i = 1, math.max(#a, #d) do
    if a[i] then out[#out + 1] = { card = a[i], side = sides[1] } end
    if d[i] then out[#out + 1] = { card = d[i], side = sides[2] } end
  end
  return out
end
classbattle.alternate = alternate

-- Phase M. A ship fires if it is not jammed and was alive when the phase
-- began or is alive now (brought back by Reconstruct).
local function phase_main(game, k, sides, fired)
  local turns = alternate(sides)
  for i = 1, #turns do
    local t = turns[i]
    t.c = cards.of(game, t.card)
    t.start = ready_ships(game, t.card, t.c)
  end
  for i = 1, #turns do
    local t = turns[i]
    local card, c = t.card, t.c
    if not game:prop(card, "out") then
      local count = firing(game, card, c, t.start)
      if count > 0 then
        if c.normal then
          abilities.use(game, card, t.side, c.normal)
        end
        if not fired[card] then
          volley(game, k, card, t.side, count)
        end
      end
    end
    game:set_prop(card, "acted", true)
  end
end

-- What a side does in the class battle, read after phase J: "fires" when a
-- card other than a Base has a ship ready and AP or an ability, "jams" when
-- it only jammed (a Jammer Drone has 0 AP), "jammed" when every ship of its
-- cards is jammed, nil for a Base alone (it only ever is fired at).
local function deed(game, side, jammers)
  local any, jams, idle = false, false, true
  for i = 1, #side.cards do
    local card = side.cards[i]
    local c = cards.of(game, card)
    if c.type ~= "base" then
      any = true
      jams = jams or jammers[card] == true
      if ready(game, card) > 0 then
        idle = false
        if classbattle.ap(game, card) > 0 or c.pre or c.normal then
          return "fires"
        end
      end
    end
  end
  return any and (jams and "jams" or idle and "jammed") or nil
end

-- "Class battle III: Player 2's class III fires at Player 1's class IV"
-- (for each side that has ships of class k and a target). Only a class
-- battle in which something happens is announced: not a Base against a
-- Base, nor one whose every ship was jammed in an earlier class battle.
local function announce(game, k, sides, jams)
  local jammers = {}
  for i = 1, #jams do
    jammers[jams[i].by] = true
  end
  local parts, acts = {}, false
  for i = 1, #sides do
    local side = sides[i]
    local what = side.target and deed(game, side, jammers)
    local class = what and names.fleet_class(game, side.fleet, k)
    if what == "jammed" then
      parts[#parts + 1] = class .. " is jammed"
    elseif what then
      acts = true
      parts[#parts + 1] = string.format("%s %s %s", class, what == "fires" and "fires at" or "jams",
        names.fleet_class(game, side.enemy, side.target))
    end
  end
  if acts then
    game:log("Class battle %s: %s", ids.ROMAN[k], table.concat(parts, "; "))
  end
end

-- Fights class battle k of `sides` (from classbattle.plan). Returns the cards
-- involved: the fighting cards and the cards of the classes fired at.
function classbattle.fight(game, k, sides)
  local jams = phase_jam(game, sides)
  announce(game, k, sides, jams)
  log_jams(game, jams)
  local fired = phase_preemptive(game, k, sides)
  phase_main(game, k, sides, fired)
  -- Each card once: a class that fires and is fired at (I against I) would
  -- otherwise be listed twice, and a Kamikaze would self-destruct twice in
  -- the log.
  local involved, seen = {}, {}
  local function add(card)
    if not seen[card] then
      seen[card] = true
      involved[#involved + 1] = card
    end
  end
  for i = 1, #sides do
    local side = sides[i]
    for j = 1, #side.cards do
      add(side.cards[j])
    end
    if side.target then
      local card_list = fleets.present(game, side.enemy, side.target)
      for j = 1, #card_list do
        add(card_list[j])
      end
    end
  end
  return involved
end

return classbattle
