-- The artifact variant: the two fair Yucata deals, the advanced start order
-- and the artifact bonuses.

local ids = require("ids")
local cubes = require("cubes")
local research = require("research")
local artifacts = require("artifacts")
local checks = require("checks")

local function give(game, p, list)
  local P = ids.plan(game)
  for _, a in ipairs(list) do game:move(P.p.artifact[a], P.z.artifacts[p]) end
end

local function tier_of(game, piece)
  return data.artifacts[game:def(piece)].tier
end

local tests = {
  {
    name = "advanced start order: Tom 3+2 first; Ronja 3+1 with #212 before Matthias 2+2",
    players = 3, seed = 1, options = { preset = "plain" },
    check = function(game)
      give(game, 1, { "a101", "a202" }) -- Tom: bronze level 3 + silver level 2
      give(game, 2, { "a212", "a201" }) -- Ronja: silver level 3 (#212) + silver level 1
      give(game, 3, { "a102", "a205" }) -- Matthias: bronze level 2 + silver level 2 (#205)
      local order = artifacts.start_order(game)
      assert(order[1] == 1 and order[2] == 2 and order[3] == 3)
    end,
  },
  {
    name = "artifact bonuses: reputation (other), own cube, research step",
    players = 2, seed = 1, options = { preset = "plain" },
    check = function(game)
      local P = ids.plan(game)
      give(game, 1, { "a101" }) -- bronze: reputation, reputation
      give(game, 2, { "a204", "a207" }) -- silver: own cube; silver: Technology (red)
      artifacts.bonuses(game, { 1, 2 })
      assert(game:counter(P.c.rep[1]) == 2 and game:counter(P.c.src[1].other) == 2)
      assert(cubes.count(game, 2, "orange") == 5)
      assert(research.level(game, 2, "red") == 1)
      checks.verify(game)
    end,
  },
  {
    name = "random tiers: everybody gets one card of each of the two drawn tiers",
    players = 4, seed = 31, bots = true, options = { artifacts = "random_tiers" },
    check = function(game)
      local P = ids.plan(game)
      local tiers
      for p = 1, 4 do
        local cards = game:pieces(P.z.artifacts[p])
        assert(#cards == 2)
        local mine = { tier_of(game, cards[1]), tier_of(game, cards[2]) }
        table.sort(mine)
        local key = mine[1] .. "+" .. mine[2]
        tiers = tiers or key
        assert(tiers == key, "the same tiers for all")
      end
      checks.verify(game)
    end,
  },
  {
    name = "chosen tier: each player draws two cards of the tier they chose",
    players = 3, seed = 32, bots = true, options = { artifacts = "chosen_tier" },
    choices = { { 1, "gold" }, { 2, "bronze" }, { 3, "silver" } },
    check = function(game)
      local P = ids.plan(game)
      for p, tier in ipairs({ "gold", "bronze", "silver" }) do
        for _, card in ipairs(game:pieces(P.z.artifacts[p])) do assert(tier_of(game, card) == tier) end
        assert(game:count(P.z.artifacts[p]) == 2)
      end
      checks.verify(game)
    end,
  },
}

-- The fair deal draws two different tiers (Yucata: one card "aus jeder
-- dieser Stufen"), seeds 1 to 12.
for seed = 1, 12 do
  tests[#tests + 1] = {
    name = string.format("random tiers: the two tiers drawn differ (seed %d)", seed),
    players = 3, seed = seed, options = { artifacts = "random_tiers" },
    check = function(game)
      local P = ids.plan(game)
      for p = 1, 3 do
        local cards = game:pieces(P.z.artifacts[p])
        assert(#cards == 2 and tier_of(game, cards[1]) ~= tier_of(game, cards[2]),
          "seat " .. p .. " holds two cards of one tier")
      end
    end,
  }
end

return tests
