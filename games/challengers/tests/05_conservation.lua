-- No piece is ever lost or duplicated: every piece made at setup is in
-- exactly one zone, the zone totals stay what setup made, and the cards of
-- each data id keep their number from setup to the end.
local util = require("tests.lib.util")
local cards = require("cards")
local inventory = require("inventory")

-- The pieces setup makes for each data id, from the data and the options.
local function expected(game)
  local n = game:players()
  local out = cards.themed[game:counter("left_out")]
  local want = { flag = 4 }
  for r = 1, 7 do
    want[cards.rounds[r].id] = (n + n % 2) // 2
  end
  for _, c in ipairs(cards.list) do
    local role = data.sets[c.set].role
    local k = 0
    if c.level == "S" and role ~= "bot" then
      k = c.copies * n
    elseif c.level == "A" or c.level == "B" or c.level == "C" then
      k = c.set ~= out and c.copies or 0
    elseif n % 2 == 1 and c.level == "S" then
      k = c.copies
    elseif n % 2 == 1 and c.level == "R" and game:option("bot_level") > 1 then
      k = c.copies
    elseif n == 1 and c.level == "SOLO" and game:option("solo_challenge") then
      k = c.copies
    end
    if k > 0 then
      want[c.id] = k
    end
  end
  return want
end

local function same_counts(game)
  local want, have = expected(game), inventory.by_def(game)
  for def, k in pairs(want) do
    util.expect(have[def] == k, "%s: %d pieces, setup made %d", def, have[def] or 0, k)
  end
  for def, k in pairs(have) do
    util.expect(want[def], "%d unexpected pieces of %s", k, def)
  end
end

local list = {}
for players = 1, 8 do
  for _, seed in ipairs({ 1, 2 }) do
    list[#list + 1] = {
      name = string.format("conservation: a whole %d-player game (seed %d)", players, seed),
      players = players, seed = seed, bots = true,
      options = players == 1 and { solo_challenge = seed == 2, bot_level = 3 } or { bot_level = 1 + seed },
      check = function(game)
        util.conserved(game)
        same_counts(game)
        -- After the last match every card is back in a deck or a pile.
        for _, z in ipairs(inventory.zones(game)) do
          local base = z.name:gsub("^bot_", "")
          if base == "play" or base == "rest" or base:match("^bench%d$") or base == "draw" then
            util.expect(game:count(z.zone) == 0, "%s of %s is not empty", z.name, tostring(z.owner))
          end
        end
      end,
    }
  end
end
list[#list + 1] = {
  name = "a side's zones are found by offsets from its deck (sides.get)",
  players = 3,
  check = function(game)
    local sides = require("sides")
    for _, p in ipairs({ 1, 2, 3, false }) do
      local side = sides.get(game, p or nil)
      local pre = p and "" or "bot_"
      local owner = p or nil
      util.expect(side.deck == game:zone(pre .. "deck", owner), "deck")
      util.expect(side.play == game:zone(pre .. "play", owner), "play")
      util.expect(side.rest == game:zone(pre .. "rest", owner), "rest")
      util.expect(side.flag == game:zone(pre .. "flag", owner), "flag")
      util.expect(side.trophies == game:zone(pre .. "trophies", owner), "trophies")
      for i = 1, 6 do
        util.expect(side.bench[i] == game:zone(pre .. "bench" .. i, owner), "bench %d", i)
      end
    end
  end,
}
list[#list + 1] = {
  name = "conservation: right after setup, and per zone kind",
  players = 3, seed = 5,
  check = function(game)
    util.conserved(game)
    same_counts(game)
    -- Per zone kind: the level piles hold every level card in play but the
    -- drawn ones, the players' decks their starters, the table the rest.
    local drawn, decks = 0, 0
    for p = 1, 3 do
      drawn = drawn + game:count(game:zone("draw", p))
      decks = decks + game:count(game:zone("deck", p))
    end
    util.expect(drawn == 15 and decks == 18, "15 drawn, 18 starter cards")
    util.expect(game:count(game:zone("flags")) == 4, "four flags")
  end,
}
list[#list + 1] = {
  name = "conservation: in the middle of a deck phase (after the redraw)",
  players = 2, options = { shuffle = false, cut = 56 },
  choices = { { 1, { "space_probe", "space_probe#2", "space_cadet" } }, { 2, { "space_cadet" } } },
  check = function(game)
    util.conserved(game)
    same_counts(game)
  end,
}
list[#list + 1] = {
  name = "conservation: a match moves cards between zones but never makes or loses one",
  players = 2, options = { shuffle = false },
  check = function(game)
    local match = require("match")
    local sides = require("sides")
    local a, b = sides.get(game, 1), sides.get(game, 2)
    a.auto, b.auto = true, true
    local before = inventory.by_def(game)
    local m = match.play(game, a, b)
    util.conserved(game)
    match.clear(game, m)
    util.conserved(game)
    local after = inventory.by_def(game)
    for def, k in pairs(before) do
      util.expect(after[def] == k, "%s: %d before, %d after", def, k, after[def] or 0)
    end
    util.expect(game:count(a.deck) == 6 and game:count(b.deck) == 6, "starter decks complete again")
  end,
}
return list
