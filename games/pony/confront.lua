-- Confronting a Problem (the German text's "ein Problem lösen"): is a player
-- blocked there, and do their characters meet the requirement printed on
-- their side of it?
--   * Blocked: a face-up Troublemaker of the opponent, or any face-up Villain
--     (an Epic Troublemaker counts for both players), is at the Problem.
--   * Counting: the player's characters at the Problem that are ready and not
--     frightened, and exhausted ones with Stubborn; each counts its power,
--     never below 0.
--   * Own Problem: power of a colour ("3 Blue"), of two colours ("2 Blue + 2
--     Purple"), or of a colour and any others ("3 Blue + 2 non-Blue": power of
--     Blue beyond 3 does not count for the second part). A character with two
--     colours gives all its power to one of them; the rules find the best way.
--   * Opponent's Problem: total power, any colours.
local board = require("board")
local cards = require("cards")
local power = require("power")

local confront = {}

-- Does a Troublemaker (def) count for both players (a Villain, or Epic)?
function confront.blocks_both(def)
  return def.keywords.villain == true or def.keywords.epic == true
end

-- Is seat s blocked from confronting Problem q?
function confront.blocked(game, s, q)
  for owner = 1, board.SEATS do
    for _, piece in ipairs(game:pieces(board.zone[owner].tm[q])) do
      if game:face_up(piece) and (owner ~= s or confront.blocks_both(cards.of(game, piece))) then
        return true
      end
    end
  end
  return false
end

-- Seat s's characters that count at Problem q, as { colours, value }: power
-- while s confronts q (power.confronting), never below 0.
function confront.counting(snap, s, q)
  local out = {}
  local extra = power.confronting(snap, s, q)
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    if e.seat == s and e.character and e.area == q and not e.frightened and (not e.exhausted or e.kw.stubborn) then
      local v = e.power + (extra[e.piece] or 0)
      out[#out + 1] = { colours = e.colours, value = v > 0 and v or 0 }
    end
  end
  return out
end

-- Tries every way to give each many-coloured character's power to one of
-- its colours; `ok(assigned)` judges one way.
local function assign(multi, i, assigned, ok)
  if i > #multi then
    return ok(assigned)
  end
  local e = multi[i]
  local v = e.value
  for colour in pairs(e.colours) do
    assigned[colour] = (assigned[colour] or 0) + v
    local good = assign(multi, i + 1, assigned, ok)
    assigned[colour] = assigned[colour] - v
    if good then
      return true
    end
  end
  return false
end

local function colour_check(entries, def)
  local need, other = def.need, def.need_other
  local first = need[1].colour
  local ok = function(assigned)
    for _, part in ipairs(need) do
      if (assigned[part.colour] or 0) < part.power then
        return false
      end
    end
    if other then
      local rest = 0
      for colour, v in pairs(assigned) do
        if colour ~= first then
          rest = rest + v
        end
      end
      return rest >= other
    end
    return true
  end
  local fixed, multi = {}, {}
  for _, e in ipairs(entries) do
    local n, only = 0, nil
    for colour in pairs(e.colours) do
      n, only = n + 1, colour
    end
    if n == 1 then
      fixed[only] = (fixed[only] or 0) + e.value
    elseif n > 1 then
      multi[#multi + 1] = e
    end
  end
  return assign(multi, 1, fixed, ok)
end

-- Do seat s's counting characters at Problem q meet s's requirement there?
-- (Blocking is not looked at.)
function confront.meets(game, s, q)
  local problem = board.problem(game, q)
  local def = cards.of(game, problem)
  local snap = power.snapshot(game)
  local entries = confront.counting(snap, s, q)
  if #entries == 0 then
    return false
  end
  if q ~= s then
    local total = 0
    for _, e in ipairs(entries) do
      total = total + e.value
    end
    return total >= def.opponent_need
  end
  return colour_check(entries, def)
end

-- Does seat s have a character at Problem q?
function confront.present(game, s, q)
  for _, piece in ipairs(game:pieces(board.zone[s].at[q])) do
    local t = cards.of(game, piece).type
    if t == "friend" or t == "mane" then
      return true
    end
  end
  return false
end

-- A Problem's owner requirement: "3 blue + 2 non-blue".
function confront.need_text(def)
  local parts = {}
  for _, part in ipairs(def.need) do
    parts[#parts + 1] = part.power .. " " .. part.colour
  end
  if def.need_other then
    parts[#parts + 1] = def.need_other .. " non-" .. def.need[1].colour
  end
  return table.concat(parts, " + ")
end

-- Both requirements as the log shows them: "3 blue + 2 non-blue / opponent 6".
function confront.describe(def)
  return confront.need_text(def) .. " / opponent " .. def.opponent_need
end

return confront
