-- CreditCubes: every player's cubes are counters, one per colour (yellow and the
-- colours in the game). The general supply is unlimited. Every gain and payment
-- changes the counters through this file (what a turn pays, with the exchange,
-- is decided in payment.lua), which also keeps a ledger per player (gained minus
-- paid) that the invariant check compares with the counters. The bag holds real cube
-- pieces (25 black, 3 yellow, 3 per player colour); drawn cubes are set aside.

local board = require("board")
local ids = require("ids")

local plan_of = ids.plan_of

local cubes = {}

local JOY = board.ability[14]

function cubes.count(game, p, colour)
  local id = game:memo("plan", plan_of).c.cube[p][colour]
  return id and game:counter(id) or 0
end

function cubes.total(game, p)
  local P = game:memo("plan", plan_of)
  local counters, colours = P.c.cube[p], P.colours
  local sum = 0
  for i = 1, #colours do
    sum = sum + game:counter(counters[colours[i]])
  end
  return sum
end

-- The cost as text, for logs and labels: "2 yellow + 1 grey".
function cubes.text(map)
  local out
  local colours = board.all_colours
  for i = 1, #colours do
    local colour = colours[i]
    local k = map[colour]
    if k and k > 0 then
      out = out and out .. " + " .. k .. " " .. colour or k .. " " .. colour
    end
  end
  return out or "nothing"
end

function cubes.pay(game, p, map)
  local P = game:memo("plan", plan_of)
  local counters = P.c.cube[p]
  local paid = 0
  local colours = board.all_colours
  for i = 1, #colours do
    local colour = colours[i]
    local k = map[colour]
    if k and k > 0 then
      game:add(counters[colour], -k)
      paid = paid + k
    end
  end
  if paid > 0 then game:add(P.c.ledger[p], -paid) end
end

function cubes.gain(game, p, colour, k)
  k = k or 1
  if k <= 0 then return end
  local P = game:memo("plan", plan_of)
  if colour == "own" then colour = board.fed[p] end
  game:add(P.c.cube[p][colour], k)
  game:add(P.c.ledger[p], k)
end

-- Gains every cube of a list from the data ({"own", "yellow"}).
function cubes.gain_list(game, p, list)
  for _, c in ipairs(list) do
    cubes.gain(game, p, c, 1)
  end
end

-- Asks p for a player colour (not yellow) and gives one cube of it. `why`
-- ("research bonus", a commander's name) heads the question, capitalised,
-- and ends the log line, as it does for the other bonus cubes.
function cubes.gain_player_colour(game, p, why)
  why = why or "bonus"
  local P = game:memo("plan", plan_of)
  local colour = game:choose(p, { prompt = why:sub(1, 1):upper() .. why:sub(2) .. ": take 1 cube of any player colour",
    options = P.opt.player_colours })
  cubes.gain(game, p, colour, 1)
  game:log("%s takes 1 %s cube (%s)", game:seat_name(p), colour, why)
  return colour
end

-- The free exchange: any 3 cubes for 1 cube of your choice.
function cubes.can_trade(game, p)
  return cubes.total(game, p) >= 3
end

-- The 3 cubes to give: p picks them among `spare` (colour -> how many of it
-- may go). A guided exchange (payment.lua) does not ask when the pick is
-- forced; the free one always shows what goes (the player asked for it).
local function pick_three(game, p, P, spare, guided, prompt)
  local options, by_id = {}, {}
  for _, colour in ipairs(P.colours) do
    for i = 1, math.min(spare[colour] or 0, 3) do
      local o = P.opt.give[colour][i]
      options[#options + 1] = o
      by_id[o.id] = colour
    end
  end
  local picks = {}
  if guided and #options == 3 then
    for i = 1, 3 do picks[i] = options[i].id end
  else
    picks = game:choose(p, { prompt = prompt, options = options, min = 3, max = 3 })
  end
  local map = {}
  for _, id in ipairs(picks) do
    local colour = by_id[id]
    map[colour] = (map[colour] or 0) + 1
  end
  return map
end

-- Exchanges 3 cubes for 1. Without limits (the free exchange) p gives any 3
-- cubes and takes any colour. A guided exchange toward a payment gives only
-- cubes of `spare` (colour -> how many may go) and takes a colour of `short`
-- (a list); `why` names the payment in the prompts.
function cubes.trade(game, p, spare, short, why)
  local P = game:memo("plan", plan_of)
  local guided = spare ~= nil
  if not guided then
    spare = {}
    for _, colour in ipairs(P.colours) do spare[colour] = game:counter(P.c.cube[p][colour]) end
  end
  local prefix = guided and ("Exchange for " .. why) or "Exchange"
  local map = pick_three(game, p, P, spare, guided,
    guided and prefix .. ": give 3 cubes you do not need for it" or "Exchange: give any 3 cubes")
  local colour
  if guided and #short == 1 then
    colour = short[1]
  else
    -- "3 CreditCubes for 1 different CreditCube": three cubes of one colour
    -- never buy that colour back. (Mixed cubes may buy any: with 2 players
    -- there are only three colours. A guided exchange takes colours it lacks,
    -- which it never gives.)
    local options = {}
    for _, c in ipairs(guided and short or P.colours) do
      if map[c] ~= 3 then options[#options + 1] = P.opt.colour[c] end
    end
    colour = game:choose(p, { prompt = prefix .. ": take 1 cube of your choice", options = options })
  end
  cubes.pay(game, p, map)
  cubes.gain(game, p, colour, 1)
  game:log("%s exchanges %s for 1 %s cube", game:seat_name(p), cubes.text(map), colour)
end

-- Draws k cubes from the bag for p (Joy D. Obondov: 2 more). A black cube goes
-- back into the bag and p takes a cube of its own colour from the supply; any
-- other cube is kept (and not replaced).
function cubes.draw(game, p, k)
  local P = game:memo("plan", plan_of)
  if game:counter(P.c.holder[JOY]) == p then
    k = k + 2
  end
  local bag = P.z.bag
  local got = {}
  for _ = 1, k do
    local list = game:pieces(bag)
    if #list == 0 then break end
    local cube = list[game:random(1, #list)]
    local def = game:def(cube)
    local colour = def:sub(6)
    if colour == "black" then
      colour = board.fed[p]
    else
      game:move(cube, P.z.bag_drawn)
    end
    cubes.gain(game, p, colour, 1)
    got[#got + 1] = colour
  end
  game:log("%s draws from the bag: %s", game:seat_name(p), table.concat(got, ", "))
  return got
end

return cubes
