-- The tournament: the schedule of pairings, who begins a match, trophies and
-- fans, and who qualifies for the final.
local sides = require("sides")
local cards = require("cards")
local text = require("text")

local tournament = {}

-- How many take part in the rounds: the players, plus the bot when their
-- number is odd.
function tournament.has_bot(game)
  return game:players() % 2 == 1
end

function tournament.participants(game)
  local n = game:players()
  return n + n % 2
end

-- Deals the schedule places (the "tournament plan cards"): a random
-- permutation of 0 .. m-1 over the seats and the bot, kept in the counters
-- plan and bot_plan.
function tournament.deal_plans(game, shuffle)
  local m = tournament.participants(game)
  local order = {}
  for i = 1, m do
    order[i] = i - 1
  end
  if shuffle then
    for i = m, 2, -1 do
      local j = game:random(1, i)
      order[i], order[j] = order[j], order[i]
    end
  end
  for p = 1, game:players() do
    game:set("plan", order[p], p)
  end
  if tournament.has_bot(game) then
    game:set("bot_plan", order[m])
  end
end

-- The pairings of round r: a list of { x, y } where x and y are seats, or
-- false for the bot. The schedule is a round robin by the circle method over
-- the plan places: with 8 participants everybody meets everybody once in the
-- 7 rounds; with fewer the cycle starts again (ours).
function tournament.pairings(game, r)
  local m = tournament.participants(game)
  local owner = {}
  for p = 1, game:players() do
    owner[game:counter("plan", p)] = p
  end
  if tournament.has_bot(game) then
    owner[game:counter("bot_plan")] = false
  end
  local circle = { 0 }
  for i = 0, m - 2 do
    circle[#circle + 1] = 1 + (i + r - 1) % (m - 1)
  end
  local list = {}
  for k = 1, m // 2 do
    local x, y = owner[circle[k]], owner[circle[m + 1 - k]]
    -- The bot is always the second of its pair, a seat before it.
    if x == false then
      x, y = y, x
    end
    list[#list + 1] = { x, y }
  end
  return list
end

-- Who begins: the side holding the trophy of the higher round; on a tie (and
-- in the first match) a random one; without shuffling the first of the two.
function tournament.starter(game, a, b, shuffle)
  local ra, rb = sides.counter(game, a, "best_trophy"), sides.counter(game, b, "best_trophy")
  if ra > rb then
    return a, b
  elseif rb > ra then
    return b, a
  elseif shuffle and game:random(1, 2) == 2 then
    return b, a
  end
  return a, b
end

-- The fans of seat p (nil: the bot): its trophies, face up or not, plus its
-- fan tokens.
function tournament.fans_of(game, p)
  local total = 0
  for _, trophy in ipairs(game:pieces(game:zone(p and "trophies" or "bot_trophies", p))) do
    total = total + game:prop(trophy, "fans")
  end
  return total + game:counter(p and "fan_tokens" or "bot_fan_tokens", p)
end

function tournament.total_fans(game, side)
  return tournament.fans_of(game, side.seat)
end

-- The winner of round r's match takes the top trophy of the stack (setup
-- made one per match, round 1 on top). With 3-7 players the bot's trophies
-- go back to the box.
function tournament.award(game, side, r)
  local trophy = game:top(game:zone("trophy_stack"))
  local name = cards.rounds[r].name
  if side.seat == nil and game:players() >= 3 then
    game:move(trophy, game:zone("box"))
    game:log("The bot's %s goes back to the box", name)
    return
  end
  local open = sides.open_fans(game)
  game:flip(trophy, open)
  game:move(trophy, side.trophies)
  sides.add(game, side, "trophies", 1)
  if sides.counter(game, side, "best_trophy") < r then
    sides.set(game, side, "best_trophy", r)
  end
  if open then
    local fans = game:prop(trophy, "fans")
    sides.add(game, side, "fans", fans)
    game:log("%s takes the %s: %s", side.name, name, text.count(fans, "fan"))
  else
    game:log("%s takes the %s (its fans stay hidden until the final)", side.name, name)
  end
end

-- With 1 or 2 players: the lead in fans between the two competitors (seat 2
-- or, solo, the bot), which ends the game after a match phase when it is
-- EARLY_LEAD or more. Nil with 3-8 players.
tournament.EARLY_LEAD = 11

function tournament.lead(game)
  if game:players() > 2 then
    return nil
  end
  local one = game:counter("fans", 1)
  local two = game:players() == 2 and game:counter("fans", 2) or game:counter("bot_fans")
  return one > two and one - two or two - one
end

-- The qualification key of a seat: fans, then trophies, then the round of
-- the best trophy.
local function better(a, b)
  for k = 1, 3 do
    if a[k] ~= b[k] then
      return a[k] > b[k]
    end
  end
  return false
end

local function same(a, b)
  return a[1] == b[1] and a[2] == b[2] and a[3] == b[3]
end

-- The two finalists among the seats (3-8 players). keys[p] = { fans,
-- trophies, best }. A tie that the three keys do not break is drawn at
-- random (ours); without shuffling the lower seat goes first.
function tournament.qualify(game, keys, shuffle)
  local n = #keys
  local order = {}
  for p = 1, n do
    order[p] = p
  end
  table.sort(order, function(a, b)
    if better(keys[a], keys[b]) then
      return true
    elseif better(keys[b], keys[a]) then
      return false
    end
    return a < b
  end)
  -- Seats tied with the one in second place share the places that are left.
  local cut = keys[order[2]]
  local above, group = 0, {}
  for _, p in ipairs(order) do
    if same(keys[p], cut) then
      group[#group + 1] = p
    elseif better(keys[p], cut) then
      above = above + 1
    end
  end
  local finalists = {}
  for k = 1, above do
    finalists[#finalists + 1] = order[k]
  end
  while #finalists < 2 do
    local k = 1
    if shuffle and #group > 2 - #finalists then
      k = game:random(1, #group)
    end
    finalists[#finalists + 1] = table.remove(group, k)
  end
  return finalists[1], finalists[2]
end

return tournament
