-- Prepared positions for the scenario tests (the hidden option `position`):
-- instead of dealing the decks, setup puts exactly these cards into the
-- zones. A position:
--   active      the seat whose turn comes first (default 1)
--   first_turn  true: that turn is the game's first turn (no attack in it)
--   seats[p]    for each seat:
--     base, extra        ship card ids in the base and extra fleet, in battle
--                        order per class (the Base is added; an extra fleet
--                        needs a Mothership, which holds it)
--     hand, library      card ids (library: the first is drawn first)
--     pile               the reinforcement pile (optional rule), like library
--     discard, removed   card ids
--     damage             damage already on the Base
--     mp                 Manpower in the pool
--     hits               { { card id, ship, damage }, ... } damage on ships in
--                        play (the first card of that id), for this turn
--     commander          { card =, on = } a commander on a ship card
-- Every game option still applies (mode, wrecked_ships).
local cards = require("cards")
local commanders = require("commanders")
local fleets = require("fleets")
local ids = require("ids")
local setup = require("setup")
local ships = require("ships")

local positions = {}

-- The positions of the scenario tests (tests/*.lua say what each shows).
positions.list = {
  manpower = { seats = {
    { hand = { "regulars", "recruits", "cruiser" }, library = { "fighter", "destroyer", "veterans" } },
    { library = { "fighter", "fighter" } },
  } },
  poor = { seats = { { hand = { "recruits", "cruiser" } }, {} } },
  short_library = { seats = {
    { library = { "fighter" }, discard = { "recruits" } },
    { library = { "cruiser", "destroyer" } },
  } },
  discard = { seats = {
    { hand = { "fighter", "cruiser", "torpedo_salvo" }, library = { "recruits", "regulars", "veterans" } },
    { hand = { "recruits" } },
  } },
  first_turn = { first_turn = true, seats = { { base = { "fighter" } }, { base = { "fighter" } } } },
  payment = { seats = {
    { base = { "cruiser" } },
    { hand = { "recruits", "recruits", "torpedo_salvo" } },
  } },
  sacrifice = { seats = {
    { hand = { "dreadnought", "fleet_reserve", "veterans" }, library = { "fighter", "regulars" } },
    {},
  } },
  mothership = { seats = {
    { hand = { "mothership", "mothership", "destroyer", "fleet_reserve", "veterans", "veterans" } },
    {},
  } },
  commanders = { seats = {
    { base = { "cruiser", "fighter" }, hand = { "admiral_veyra", "quartermaster_ilse", "veterans", "veterans" } },
    { base = { "cruiser", "cruiser" } },
  } },
  doomstar = { seats = { { hand = { "doomstar", "fleet_reserve" }, damage = 950 }, {} } },
  lifo = { seats = {
    { base = { "destroyer" }, hand = { "emergency_shields", "recruits" },
      hits = { { "destroyer", 1, 10 }, { "destroyer", 2, 10 }, { "destroyer", 3, 10 }, { "destroyer", 4, 10 },
               { "destroyer", 5, 10 }, { "destroyer", 6, 10 }, { "destroyer", 7, 10 }, { "destroyer", 8, 10 },
               { "destroyer", 9, 10 }, { "destroyer", 10, 6 } } },
    { hand = { "torpedo_salvo", "regulars" } },
  } },
  counter_chain = { active = 2, seats = {
    { base = { "penguins" }, hand = { "countermeasures", "recruits" } },
    { hand = { "sabotage_team", "countermeasures", "veterans" } },
  } },
  psionic = { seats = {
    { base = { "fighter" }, hand = { "psionic_blast", "recruits", "recruits" } },
    { base = { "cruiser" } },
  } },
  deserter = { seats = {
    { base = { "cruiser", "fighter" }, hand = { "deserter", "veterans" } },
    { base = { "dreadnought", "destroyer" }, hand = { "torpedo_salvo", "regulars" } },
  } },
  deserter_fizzle = { seats = {
    { base = { "cruiser" }, hand = { "deserter", "veterans" }, hits = { { "cruiser", 1, 100 } } },
    { base = { "fighter" }, hand = { "torpedo_salvo", "regulars" } },
  } },
  reinforcement_2 = { seats = {
    { hand = { "reinforcement_2", "reinforcement_2" } },
    { base = { "cruiser" } },
  } },
  auto_pass = { seats = {
    { hand = { "recruits", "recruits", "recruits" } },
    { hand = { "regulars" }, library = { "torpedo_salvo" } },
  } },
  schedule = { seats = {
    { base = { "fighter" }, extra = { "mothership", "destroyer" } },
    { base = { "cruiser" }, extra = { "mothership", "interceptor" } },
  } },
  battle_order = { seats = {
    { base = { "dreadnought" } },
    { base = { "cruiser", "cruiser" } },
  } },
  doomstar_behind = { seats = {
    { base = { "dreadnought" }, hand = { "doomstar", "fleet_reserve" } },
    { base = { "cruiser", "cruiser" } },
  } },
  quiet = { seats = { { damage = 300 }, { damage = 450 } } },
  quiet_tie = { seats = { { damage = 300 }, { damage = 300 } } },
  wrecks = { seats = {
    { discard = { "fighter", "cruiser", "recruits" }, removed = { "kamikaze", "gunboat" }, base = { "fighter" } },
    { discard = { "dreadnought", "recruits" }, damage = 990 },
  } },
  both_bases = { seats = {
    { base = { "dreadnought" }, damage = 950 },
    { base = { "dreadnought" }, damage = 950 },
  } },
  optional_rules = { seats = {
    { hand = { "fighter", "cruiser", "torpedo_salvo", "destroyer" }, library = { "gunboat", "frigates" },
      pile = { "recruits" } },
    { library = { "fighter", "fighter" } },
  } },
  -- A battle with tactic cards in both hands (the GUI test gui.spacetrace.battle).
  battle_stack = { seats = {
    { base = { "fighter", "destroyer", "cruiser" },
      hand = { "psionic_blast", "overcharge", "recruits", "veterans" } },
    { base = { "interceptor", "cruiser", "frigates" },
      hand = { "torpedo_salvo", "countermeasures", "regulars", "veterans" } },
  } },
  -- Emergency Shields on a damaged Cruiser and on a Destroyer card with a
  -- destroyed ship (ship 1) and a damaged one (ship 2); the Base is damaged too.
  shields = { seats = {
    { base = { "destroyer", "cruiser" }, damage = 300,
      hand = { "emergency_shields", "emergency_shields", "recruits", "recruits" },
      hits = { { "cruiser", 1, 60 }, { "destroyer", 1, 10 }, { "destroyer", 2, 6 } } },
    {},
  } },
  -- Seat 2, not active, holds a ship card, a commander and 5 cards, and has an extra fleet.
  not_active = { seats = {
    { base = { "fighter" } },
    { base = { "cruiser" }, extra = { "mothership", "destroyer" },
      hand = { "cruiser", "admiral_veyra", "torpedo_salvo", "regulars", "veterans" } },
  } },
  -- Seat 1 has an extra fleet and 4 cards in hand when it attacks.
  attack_window = { seats = {
    { base = { "fighter" }, extra = { "mothership", "destroyer" },
      hand = { "torpedo_salvo", "recruits", "regulars", "veterans" } },
    { base = { "cruiser" } },
  } },
  deserter_damage = { seats = {
    { base = { "cruiser", "fighter" }, hand = { "deserter", "veterans" }, hits = { { "cruiser", 1, 60 } } },
    { base = { "dreadnought", "destroyer" }, hits = { { "dreadnought", 1, 100 } } },
  } },
  deserter_mothership = { seats = {
    { base = { "cruiser" }, hand = { "deserter", "veterans" } },
    { extra = { "mothership", "destroyer" } },
  } },
  deserter_two_fleets = { seats = {
    { base = { "apollo" }, extra = { "mothership", "fighter" }, hand = { "deserter", "veterans" } },
    { extra = { "mothership", "destroyer" } },
  } },
  wreck_stays = { seats = { { base = { "destroyer" } }, { base = { "fighter" } } } },
  base_falls = { seats = {
    { hand = { "reinforcement_2" } },
    { base = { "cruiser", "fighter" }, damage = 970 },
  } },
  quiet_played = { seats = { { damage = 300, hand = { "recruits" } }, { damage = 450 } } },
  -- Seat 1 pays for a Torpedo Salvo with Reinforcement 2, whose damage ends
  -- the game (seat 2's Base has 30 LP left).
  pay_ends_game = { seats = {
    { hand = { "torpedo_salvo", "reinforcement_2", "recruits" } },
    { base = { "cruiser" }, damage = 970 },
  } },
  -- Seat 1 plays Quartermaster Ilse and pays with Reinforcement 2 aimed at its
  -- only possible host, the Jammer Drone (5 LP).
  commander_host_paid = { seats = {
    { base = { "jammer_drone" }, hand = { "quartermaster_ilse", "reinforcement_2", "recruits", "recruits",
      "recruits" } },
    { base = { "fighter" } },
  } },
  three = { seats = {
    { base = { "fighter" }, hand = { "recruits" } },
    { base = { "cruiser" }, hand = { "recruits" } },
    { base = { "destroyer" }, hand = { "torpedo_salvo", "regulars" } },
  } },
}

local function place_all(game, p, list, zone)
  local out = {}
  for _, def in ipairs(list or {}) do
    out[#out + 1] = game:new_piece{ def = def, owner = p, zone = zone }
  end
  return out
end

local function place_fleet(game, p, list, extra)
  local fleet = ids.fleet(p, extra)
  for _, def in ipairs(list or {}) do
    local card = game:new_piece{ def = def, owner = p }
    if extra and cards.def[def].has.opens_fleet and game:counter(ids.counter(p, ids.MOTHERSHIP)) == 0 then
      game:set(ids.counter(p, ids.MOTHERSHIP), card)
    end
    fleets.place(game, card, fleet)
    ships.enter(game, card)
  end
end

local function apply_seat(game, p, spec)
  setup.base(game, p)
  place_fleet(game, p, spec.extra, true)
  place_fleet(game, p, spec.base, false)
  place_all(game, p, spec.hand, ids.zone(p, ids.HAND))
  local library = {}
  for i = #(spec.library or {}), 1, -1 do
    library[#library + 1] = spec.library[i]
  end
  place_all(game, p, library, ids.zone(p, ids.LIBRARY))
  place_all(game, p, spec.pile, ids.zone(p, ids.PILE))
  place_all(game, p, spec.discard, ids.zone(p, ids.DISCARD))
  place_all(game, p, spec.removed, ids.zone(p, ids.REMOVED))
  for _, hit in ipairs(spec.hits or {}) do
    for _, card in ipairs(fleets.in_play(game, p)) do
      if game:def(card) == hit[1] then
        ships.hit(game, card, hit[2], hit[3])
        break
      end
    end
  end
  game:set(ids.counter(p, ids.MP), spec.mp or 0)
  if spec.damage then
    ships.set_base_damage(game, fleets.base(game, p), spec.damage)
  end
  if spec.commander then
    local commander = game:new_piece{ def = spec.commander.card, owner = p }
    for _, card in ipairs(fleets.in_play(game, p)) do
      if game:def(card) == spec.commander.on then
        commanders.place(game, p, commander, card)
        break
      end
    end
  end
  local total = 0
  for _, zone in ipairs(game:zones()) do
    for _, card in ipairs(game:pieces(zone)) do
      if game:owner(card) == p then
        total = total + 1
      end
    end
  end
  game:set(ids.counter(p, ids.CARDS), total)
end

function positions.apply(game, name)
  local position = assert(positions.list[name], "no position " .. name)
  setup.create(game)
  for p = 1, game:players() do
    apply_seat(game, p, position.seats[p] or {})
  end
  setup.start_with(game, position.active or 1)
  if not position.first_turn then
    game:set(ids.TURN, 1)
  end
end

return positions
