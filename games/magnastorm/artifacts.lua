-- The artifact variant (as on Yucata, where artifact cards are no legacy
-- element but vary the start). Two of Yucata's deals:
--   random_tiers (fair): the game draws two different tiers at random; every
--     player draws one card of each.
--   chosen_tier (Yucata's training deal, not fair): every player picks a tier
--     and draws two cards of it, a handicap between players of different
--     experience. Yucata allows it only in training games.
-- When every player holds two artifacts, the advanced start order replaces step
-- 1 of the start (highest sum of levels first; ties: the highest single card
-- number first) and the artifact bonuses replace step 4.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local score = require("score")
local research = require("research")

local artifacts = {}

function artifacts.deal(game)
  local mode = game:option("artifacts")
  if mode == "off" then return false end
  local P = ids.plan(game)
  for _, tier in ipairs(board.artifact_tiers) do game:shuffle(P.z.artifact_deck[tier]) end
  if mode == "random_tiers" then
    game:log("Artifacts: the fair deal (two random tiers, one card of each for everybody)")
    -- Two different tiers: Yucata's "eine Artefaktkarte aus jeder dieser Stufen".
    local tiers = { table.unpack(board.artifact_tiers) }
    local t1 = table.remove(tiers, game:random(1, #tiers))
    local t2 = tiers[game:random(1, #tiers)]
    game:log("Artifact tiers drawn: %s and %s", t1, t2)
    for p = 1, P.n do
      game:draw(P.z.artifact_deck[t1], P.z.artifacts[p])
      game:draw(P.z.artifact_deck[t2], P.z.artifacts[p])
    end
  else
    game:log("Artifacts: Yucata's training deal (every player chooses a tier; not a fair start)")
    for p = 1, P.n do
      local options = {}
      for _, tier in ipairs(board.artifact_tiers) do
        options[#options + 1] = { id = tier, label = tier .. " artifacts" }
      end
      local tier = game:choose(p, { prompt = "Training deal: choose the tier of your artifact cards (gold: the "
        .. "smallest advantage, bronze: the largest)", options = options })
      game:draw(P.z.artifact_deck[tier], P.z.artifacts[p], 2)
      game:log("%s draws two %s artifacts", game:seat_name(p), tier)
    end
  end
  return true
end

-- Advanced start order: two random artifacts of each player (all of them here).
function artifacts.start_order(game)
  local P = ids.plan(game)
  local rows = {}
  for p = 1, P.n do
    game:shuffle(P.z.artifacts[p])
    local cards = game:pieces(P.z.artifacts[p])
    local sum, top = 0, 0
    for i = 1, math.min(2, #cards) do
      local a = data.artifacts[game:def(cards[i])]
      sum = sum + a.level
      if a.number > top then top = a.number end
    end
    rows[#rows + 1] = { seat = p, sum = sum, top = top }
    game:log("%s: artifact levels %d (highest card #%d)", game:seat_name(p), sum, top)
  end
  table.sort(rows, function(a, b)
    if a.sum ~= b.sum then return a.sum > b.sum end
    return a.top > b.top
  end)
  local list = {}
  for i, r in ipairs(rows) do list[i] = r.seat end
  return list
end

-- Step 4 with artifacts: in turn order, every player takes all artifact bonuses.
function artifacts.bonuses(game, track)
  local P = ids.plan(game)
  for _, p in ipairs(track) do
    for _, card in ipairs(game:pieces(P.z.artifacts[p])) do
      for _, b in ipairs(data.artifacts[game:def(card)].bonuses) do
        if b == "reputation" then
          score.gain(game, p, 1, "other", "%s gains 1 reputation (artifact)", game:seat_name(p))
        elseif b == "own" then
          cubes.gain(game, p, "own", 1)
          game:log("%s gains 1 %s cube (artifact)", game:seat_name(p), board.fed[p])
        else
          research.advance(game, p, b:sub(10), false, "artifact")
        end
      end
    end
  end
end

return artifacts
