-- Setting up: every zone and counter (ids.lua), each player's deck (the
-- preset of their deck option, a random legal deck, or one they pick at the
-- table), their Base face up as the first card of the base fleet, a shuffled
-- library and 4 cards in hand. The starting player is drawn at random (ours:
-- the text does not say); turns go round in seat order, so each player's
-- left neighbour (the next seat) is the one they attack.
local cards = require("cards")
local decks = require("decks")
local draw = require("draw")
local ids = require("ids")
local ships = require("ships")

local setup = {}

local HAND_SIZE = 4

-- Stops the game when a deck of the data breaks the deck rules, naming the
-- file and line of each broken deck.
local function check_decks(game)
  if #decks.problems == 0 then
    return
  end
  local lines = {}
  for _, problem in ipairs(decks.problems) do
    if problem.id then
      local file, line = game:data_source("decks", problem.id)
      lines[#lines + 1] = string.format("%s:%d: deck '%s': %s", file, line, problem.id, problem.message)
    else
      lines[#lines + 1] = "data/decks.toml: " .. problem.message
    end
  end
  error("the deck rules are broken:\n" .. table.concat(lines, "\n"), 0)
end

function setup.create(game)
  game:new_zone{ name = "stack", visibility = "public", kind = "pile" }
  for p = 1, game:players() do
    for offset, z in ipairs(ids.seat_zones) do
      local id = game:new_zone{ name = z.name, owner = p, visibility = z.visibility, kind = z.kind }
      assert(id == ids.zone(p, offset), "zone plan out of step")
    end
  end
  for k, c in ipairs(ids.table_counters) do
    assert(game:new_counter{ name = c.name, min = 0, max = c.max } == k, "counter plan out of step")
  end
  game:set(ids.WINDOWS, game:option("mode") == "full" and 1 or 0)
  game:set(ids.RULE_DISCARD_ONE, game:option("discard_one_for_mp") and 1 or 0)
  game:set(ids.RULE_DISCARD_TWO, game:option("discard_two_for_card") and 1 or 0)
  for p = 1, game:players() do
    for offset, c in ipairs(ids.seat_counters) do
      local id = game:new_counter{ name = c.name, seat = p, min = 0, max = c.max }
      assert(id == ids.counter(p, offset), "counter plan out of step")
    end
  end
end

-- The card ids of each seat's deck.
local function choose_decks(game)
  local mode = game:option("mode")
  local out, requests = {}, {}
  for p = 1, game:players() do
    local value = game:option("deck", p)
    if value == "random" then
      out[p] = decks.random(game, mode)
    elseif value == "choose" then
      local options = {}
      for _, deck in ipairs(decks.of_mode(mode)) do
        options[#options + 1] = { id = deck.id, label = deck.name }
      end
      requests[p] = { prompt = "Choose your deck", options = options }
    else
      out[p] = decks.expand(decks.preset[mode][value])
    end
  end
  if next(requests) then
    local picks = game:choose_all(requests)
    for p, id in pairs(picks) do
      for _, deck in ipairs(decks.all) do
        if deck.id == id then
          out[p] = decks.expand(deck)
        end
      end
    end
  end
  return out
end

-- The optional rule "reinforcement pile": p's reinforcements go from the
-- library into a draw pile of their own.
local function separate_reinforcements(game, p)
  local library = game:pieces(ids.zone(p, ids.LIBRARY))
  for i = 1, #library do
    if cards.of(game, library[i]).type == "reinforcement" then
      game:move(library[i], ids.zone(p, ids.PILE))
    end
  end
end

-- Creates seat p's Base in its base fleet.
function setup.base(game, p)
  local base = game:new_piece{ def = "base", owner = p, zone = ids.row(ids.fleet(p, false), 4) }
  ships.enter(game, base)
  return base
end

-- The starting seat: the option, or drawn at random.
local function starter(game)
  local value = game:option("first_player")
  if value ~= "random" and tonumber(value) <= game:players() then
    return tonumber(value)
  end
  return game:random(1, game:players())
end

-- Makes the starting seat the first of the turn order.
function setup.start_with(game, first)
  local order = {}
  for k = 0, game:players() - 1 do
    order[#order + 1] = (first - 1 + k) % game:players() + 1
  end
  game:set_turn_order(order)
  game:set(ids.STARTER, first)
  game:log("%s starts (and may not attack in this first turn)", game:seat_name(first))
end

function setup.run(game)
  check_decks(game)
  setup.create(game)
  local lists = choose_decks(game)
  for p = 1, game:players() do
    setup.base(game, p)
    local library = ids.zone(p, ids.LIBRARY)
    game:new_pieces(lists[p], { owner = p, zone = library })
    game:set(ids.counter(p, ids.CARDS), #lists[p] + 1)
    if game:option("reinforcement_pile") then
      separate_reinforcements(game, p)
    end
    game:shuffle(library)
    game:shuffle(ids.zone(p, ids.PILE))
  end
  for p = 1, game:players() do
    draw.cards(game, p, HAND_SIZE)
  end
  setup.start_with(game, starter(game))
end

return setup
