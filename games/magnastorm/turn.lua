-- Phase 1: one turn. A turn is exactly one of
--   1. take over a commander (or the first player token), or
--   2. act on the lower panel: move a crew member down, then A) move the scout
--      runner or B) gain cubes, then the space's bonus;
-- then the player may fulfil one objective. The free exchange (3 cubes for 1)
-- is offered at the start of the turn and at every decision where cubes are
-- paid (payment.lua).

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local payment = require("payment")
local research = require("research")
local commanders = require("commanders")
local panel = require("panel")
local movement = require("movement")
local objectives = require("objectives")
local text = require("text")
local order = require("order")
local score = require("score")

local plan_of = ids.plan_of

-- How the log names a lower panel bonus.
local BONUS_TEXT = {
  none = "no bonus",
  crew = "bonus: place a crew member",
  turn_order = "bonus: up the turn order track",
  move2 = "bonus: move up to 2 areas",
  extra_lab = "bonus: an extra turtle lab",
  bag = "bonus: a cube from the bag",
}
for colour, name in pairs(board.research_name) do
  BONUS_TEXT["research_" .. colour] = "bonus: a step in " .. name
end

local turn = {}

local KIM = board.ability[16]

-- The move cost of a row for p (Sayuri Modo: one own cube less).
function turn.move_cost(game, p, row)
  local P = game:memo("plan", plan_of)
  local map = P.row_cost[p][row].map
  local own = board.fed[p]
  if (map[own] or 0) > 0 and commanders.has(game, p, 17) then
    local m = {}
    for _, colour in ipairs(P.colours) do m[colour] = map[colour] end
    m[own] = m[own] - 1
    if m[own] == 0 then m[own] = nil end
    return m
  end
  return map
end

-- Rain Davenpitt: one step in p's lowest research area (p picks on a tie).
local function lowest_step(game, p)
  local P = game:memo("plan", plan_of)
  local low, list = math.huge, {}
  for _, area in ipairs(P.areas) do
    local level = research.level(game, p, area)
    if level < board.research_max[area] then
      if level < low then
        low, list = level, { [area] = true }
      elseif level == low then
        list[area] = true
      end
    end
  end
  local area = research.choose_area(game, p, board.commander_name[board.ability[12]]
    .. ": research step in your lowest area", list)
  if area then research.step(game, p, area, board.commander_name[board.ability[12]]) end
end

-- The space bonuses usable with both actions.
local function common_bonus(game, p, bonus)
  if bonus:sub(1, 9) == "research_" then
    research.step(game, p, bonus:sub(10), "Bonus space")
  elseif bonus == "crew" then
    panel.place_own_crew(game, p)
  elseif bonus == "turn_order" then
    order.move_up(game, p)
  end
end

-- Action 2: the crew member is chosen; place it, then A or B.
function turn.lower_action(game, p, crew)
  local P = game:memo("plan", plan_of)
  local kim = game:counter(P.c.holder[KIM]) == p and game:counter(P.c.kim_round[p]) ~= game:round()
  local mask = game:counter(P.c.lower_mask)
  local zid = panel.pick_lower(game, p, "Place the crew member on a space of the lower panel", kim)
  local busy = mask & P.z.cell[zid].bit ~= 0
  -- Kim-Kin Park is used when the space is occupied and the plain rule (the
  -- bottom row of a full panel) would not allow it
  if kim and busy and (#panel.free_lower(game) > 0 or P.z.cell[zid].row ~= board.row_count) then
    game:set(P.c.kim_round[p], game:round())
    game:log("%s uses %s to take an occupied space", game:seat_name(p), board.commander_name[KIM])
  end
  local from = P.z.column_of_zone[game:zone_of(crew)]
  panel.move_crew(game, crew, zid)
  local cell = P.z.cell[zid]
  local bonus = board.panels[P.side].bonuses[cell.row][cell.col]
  local row = board.rows[cell.row]
  game:log("%s moves %s crew member from column %d of the upper panel to %s of the lower panel (%s)",
    game:seat_name(p), text.a(panel.crew_colour(game, crew)), from, panel.cell_text(game, zid),
    BONUS_TEXT[bonus] or bonus)

  local cost = turn.move_cost(game, p, cell.row)
  local move = cost == P.row_cost[p][cell.row].map and P.opt.move[p][cell.row]
    or { id = "move", label = "A) Move your scout runner (pay " .. cubes.text(cost) .. ")" }
  local options = { { id = move.id, label = move.label, ways = commanders.ways(game, p, cost) },
    P.opt.gain[p][cell.row] }
  local action = payment.choose(game, p, "Choose the action", options).id

  if action == "move" then
    commanders.pay(game, p, turn.move_cost(game, p, cell.row), "the move")
    movement.move(game, p, { range = bonus == "move2" and 2 or 1, extra_lab = bonus == "extra_lab" })
  else
    cubes.gain_list(game, p, row.gain)
    game:log("%s gains %s", game:seat_name(p), P.row_gain[p][cell.row].text)
    if commanders.has(game, p, 13) then
      cubes.gain_player_colour(game, p, board.commander_name[board.ability[13]])
    end
    if commanders.has(game, p, 12) then
      lowest_step(game, p)
    end
    if bonus == "bag" then
      cubes.draw(game, p, 1)
    end
  end
  common_bonus(game, p, bonus)
end

-- The cost of taking over column col for p, when p can pay it (also after
-- exchanges): the cost map and the exchanges needed, else nil. need[s]: the
-- crew of seat s in the column (0: neutral), plus 1 for the holder; have[s]:
-- p's cubes of that colour, `total` all of p's cubes. Counted here without a
-- map per column (this runs for every column on every turn).
local function takeover_price(game, p, need, have, total, idris)
  local P = game:memo("plan", plan_of)
  local short, covered = 0, 0
  for s = 0, P.n do
    local d = need[s] - have[s]
    if d > 0 then
      short = short + d
      covered = covered + have[s]
    else
      covered = covered + need[s]
    end
  end
  local k = payment.rule(short, total - covered)
  if not k and not idris then return nil end
  local map = {}
  for s = 0, P.n do
    if need[s] > 0 then map[s == 0 and "yellow" or board.fed[s]] = need[s] end
  end
  if idris then k = payment.fewest(game, p, commanders.ways(game, p, map)) end
  return k and map, k
end

-- The main decision of a turn: the commanders p may take over (and the first
-- player token) when p can pay for them, also after exchanges (the label then
-- says so), and the crew members p may move down: neutral or own ones,
-- another player's only when the upper panel holds neither (one option per
-- column and colour: the lowest such crew member). The exchange is offered too.
function turn.main_options(game, p)
  local P = game:memo("plan", plan_of)
  local n_seats = P.n
  local options, mine, others = {}, {}, {}
  local have, need, total = {}, {}, 0
  local counters = P.c.cube[p]
  for s = 0, n_seats do
    have[s] = game:counter(counters[s == 0 and "yellow" or board.fed[s]])
    total = total + have[s]
  end
  local idris = commanders.has(game, p, 5)
  for col = 1, P.columns do
    local zones = P.z.upper[col]
    local static = P.opt.crew[col]
    local n = 0
    for s = 0, n_seats do
      local k = game:count(zones[s])
      need[s] = k
      if k > 0 then
        n = n + k
        -- one option per column and colour: the top crew member of that colour
        local option = { id = static[s].id, label = static[s].label, piece = game:top(zones[s]) }
        if s == 0 or s == p then
          mine[#mine + 1] = option
        else
          others[#others + 1] = option
        end
      end
    end
    -- the commander (or the first player token): one cube per crew member,
    -- one more of the controller's colour
    local holder = 0
    if col > 1 then holder = game:counter(P.c.holder_of[game:counter(P.c.admin_slot[col - 1])]) end
    if n > 0 and holder ~= p then
      if holder ~= 0 then need[holder] = need[holder] + 1 end
      local map, k = takeover_price(game, p, need, have, total, idris)
      if map then
        local cost = " (pay " .. cubes.text(map) .. (k > 0 and ", " .. payment.after(k) or "") .. ")"
        if col == 1 then
          options[#options + 1] = { id = "first_player", label = "Take the first player token" .. cost,
            piece = P.p.first_player }
        else
          local cid = commanders.admin_at(game, col - 1)
          options[#options + 1] = { id = "commander_" .. cid, label = "Take over " .. board.commander_name[cid]
            .. cost, zone = P.z.admin_slot[col - 1] }
        end
      end
    end
  end
  for _, o in ipairs(#mine > 0 and mine or others) do
    options[#options + 1] = o
  end
  if total >= 3 then
    options[#options + 1] = P.opt.trade
  end
  return options
end

function turn.play(game, p)
  local P = game:memo("plan", plan_of)
  movement.show_centre(game)
  game:add(P.c.turn_number, 1)
  game:add(P.c.turn_in_pass, 1)
  while true do
    local options = turn.main_options(game, p)
    local pick, piece = game:choose(p, { prompt = "Your turn: take over a commander or move a crew member down",
      options = options })
    if pick == "trade" then
      cubes.trade(game, p)
    elseif pick == "first_player" then
      commanders.take_over(game, p, 1)
      break
    elseif pick:sub(1, 10) == "commander_" then
      local cid = pick:sub(11)
      for k = 1, P.admin_slots do
        if commanders.admin_at(game, k) == cid then commanders.take_over(game, p, k + 1) end
      end
      break
    else
      turn.lower_action(game, p, piece)
      break
    end
  end
  objectives.offer(game, p)
  local complete = order.after_turn(game, p)
  if complete and game:counter(P.c.end_triggered) == 1 then
    game:log("The last player on the turn order track has played: the game ends")
    game:end_game(score.end_reason(game, "and the last player on the turn order track has played"))
  end
end

function turn.done(game)
  return game:counter(game:memo("plan", plan_of).c.upper_count) == 0
end

return turn
