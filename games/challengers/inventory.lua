-- Every zone of the game, by kind, for the piece conservation checks: the
-- rules record the number of pieces at setup (table counter "pieces") and
-- tests check that every piece is in exactly one of these zones at any time.


local inventory = {}

local TABLE = { "pile_A", "pile_B", "pile_C", "discard_A", "discard_B", "discard_C", "box", "flags", "trophy_stack" }
local OPTIONAL = { "bot_pool", "solo_pool" }
local SEAT = { "deck", "draw", "play", "bench1", "bench2", "bench3", "bench4", "bench5", "bench6", "rest", "flag",
  "trophies" }
local BOT = { "bot_deck", "bot_reserve", "bot_play", "bot_bench1", "bot_bench2", "bot_bench3", "bot_bench4",
  "bot_bench5", "bot_bench6", "bot_rest", "bot_flag", "bot_trophies" }

-- A list of { zone = id, name = string, owner = seat or nil }.
function inventory.zones(game)
  local list = {}
  local function add(name, owner)
    list[#list + 1] = { zone = game:zone(name, owner), name = name, owner = owner }
  end
  for _, name in ipairs(TABLE) do
    add(name)
  end
  for _, name in ipairs(OPTIONAL) do
    if pcall(game.zone, game, name) then
      add(name)
    end
  end
  for p = 1, game:players() do
    for _, name in ipairs(SEAT) do
      add(name, p)
    end
  end
  if game:players() % 2 == 1 then
    for _, name in ipairs(BOT) do
      add(name)
    end
  end
  return list
end

-- The number of pieces in all zones.
function inventory.total(game)
  local n = 0
  for _, z in ipairs(inventory.zones(game)) do
    n = n + game:count(z.zone)
  end
  return n
end

-- Checks that pieces 1 .. N (N = the counter "pieces") are each in exactly
-- one zone of inventory.zones, and that no zone holds anything else.
-- Returns nil, or a message.
function inventory.problem(game)
  local expected = game:counter("pieces")
  local where = {}
  for _, z in ipairs(inventory.zones(game)) do
    for _, piece in ipairs(game:pieces(z.zone)) do
      if where[piece] then
        return string.format("piece %d is listed in %s and %s", piece, where[piece], z.name)
      end
      if piece < 1 or piece > expected then
        return string.format("piece %d in %s is not one of the %d pieces of the setup", piece, z.name, expected)
      end
      if game:zone_of(piece) ~= z.zone then
        return string.format("piece %d is listed in %s but zone_of says otherwise", piece, z.name)
      end
      where[piece] = z.name .. (z.owner and ("/" .. z.owner) or "")
    end
  end
  for piece = 1, expected do
    if not where[piece] then
      return string.format("piece %d is in no zone", piece)
    end
  end
  return nil
end

-- Cards per data id over all zones, for before/after comparisons.
function inventory.by_def(game)
  local counts = {}
  for _, z in ipairs(inventory.zones(game)) do
    for _, piece in ipairs(game:pieces(z.zone)) do
      local def = game:def(piece)
      counts[def] = (counts[def] or 0) + 1
    end
  end
  return counts
end

inventory.SEAT_ZONES = SEAT

return inventory
