-- What the table shows at each Problem, for a player deciding where to move:
-- on the Problem card, one line per seat with characters there, the power
-- they bring against the requirement that seat has to meet at that Problem,
-- and a check mark once it is met:
--   own Problem      by colour, as printed ("Seat 1: 2/3 blue + 1/2 non-blue")
--   the opponent's   in total, any colours ("Seat 2: 4/6 any")
-- A character of two colours counts towards each of them here (the check
-- mark comes from confront.meets, which gives its power to one). Blocked by
-- a Troublemaker: "blocked" instead of the mark. Kept as the text props
-- tally_1 and tally_2 of the Problem card (layout.toml shows them), refreshed
-- before each Main Phase action (while the hidden option `tally` is on: by
-- default when a seat is human) and cleared when the Problem leaves play.
local board = require("board")
local cards = require("cards")
local confront = require("confront")
local power = require("power")

local tally = {}

-- The power of the entries that have `colour` (with `other`: a colour other than it).
local function colour_power(entries, colour, other)
  local sum = 0
  for _, e in ipairs(entries) do
    local has = false
    for c in pairs(e.colours) do
      has = has or ((c == colour) ~= (other == true))
    end
    if has then
      sum = sum + e.value
    end
  end
  return sum
end

local function own_text(entries, def)
  local parts = {}
  for _, part in ipairs(def.need) do
    parts[#parts + 1] = string.format("%d/%d %s", colour_power(entries, part.colour), part.power, part.colour)
  end
  if def.need_other then
    local first = def.need[1].colour
    parts[#parts + 1] = string.format("%d/%d non-%s", colour_power(entries, first, true), def.need_other, first)
  end
  return table.concat(parts, " + ")
end

-- The line of seat s at Problem q, or nil when s has no character counting there.
function tally.line(game, s, q)
  local entries = confront.counting(power.snapshot(game), s, q)
  if #entries == 0 then
    return nil
  end
  local def = cards.of(game, board.problem(game, q))
  local total = 0
  for _, e in ipairs(entries) do
    total = total + e.value
  end
  local text = q == s and own_text(entries, def) or string.format("%d/%d any", total, def.opponent_need)
  local mark = ""
  if confront.blocked(game, s, q) then
    mark = " blocked"
  elseif confront.meets(game, s, q) then
    mark = " \u{2713}"
  end
  return string.format("Seat %d: %s%s", s, text, mark)
end

-- Within a step (game is the step's handle) the lines are written again only
-- when the power snapshot changed: the handle drops it whenever the table
-- changes in a way that could change a line.
function tally.refresh(game)
  if type(game) == "table" then
    local snap = power.snapshot(game)
    if game.tally_snap == snap then
      return
    end
    game.tally_snap = snap
  end
  for q = 1, board.SEATS do
    local problem = board.problem(game, q)
    if problem then
      for s = 1, board.SEATS do
        game:set_prop(problem, "tally_" .. s, tally.line(game, s, q))
      end
    end
  end
end

-- Clears the lines of a Problem card that leaves play.
function tally.clear(game, problem)
  for s = 1, board.SEATS do
    game:set_prop(problem, "tally_" .. s, nil)
  end
end

return tally
