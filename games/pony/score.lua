-- The Score Phase (rules text "Score Phase", three parts).
--   1. Confront: for each Problem where you have a character, in the order you
--      pick: blocked (an opposing face-up Troublemaker or any Villain)? else,
--      do your characters meet your side's requirement? Then you score 1
--      point, and the Problem's bonus if nobody confronted it before (option
--      bonus_rule). Every turn you meet a Problem you score again.
--   2. Faceoff: if you confronted both Problems, a double Problem faceoff
--      (the higher bonus to the winner); else, at a Problem you confronted
--      where your opponent also meets their requirement (and is not blocked
--      by your Troublemaker or a Villain), a Problem faceoff (its bonus to the
--      winner). The opponent scores nothing for meeting it.
--   3. Replace: every Problem a faceoff was held at is replaced: characters
--      there go home (also those that can't be moved), Resources there are
--      discarded, the Problem goes under its problem deck and the next one
--      comes into play; Troublemakers stay on the new Problem (option
--      tm_on_replace).
local board = require("board")
local cards = require("cards")
local confront = require("confront")
local events = require("events")
local faceoff = require("faceoff")
local moves = require("moves")
local play = require("play")
local points = require("points")
local tally = require("tally")

local score = {}

local function confront_one(game, p, q)
  local problem = board.problem(game, q)
  local def = cards.of(game, problem)
  if confront.blocked(game, p, q) then
    game:log("%s cannot confront %s: a Troublemaker blocks it", game:seat_name(p), def.name)
    return false
  end
  if not confront.meets(game, p, q) then
    game:log("%s does not meet %s (%s)", game:seat_name(p), def.name, confront.describe(def))
    return false
  end
  game:log("%s confronts %s", game:seat_name(p), def.name)
  points.add(game, p, 1, "from_confront", "confronting " .. def.name)
  if not game:prop(problem, "confronted") then
    game:set_prop(problem, "confronted", true)
    if game:option("bonus_rule") == "first_confront_and_faceoff" and not points.over(game) then
      points.add(game, p, def.bonus, "from_bonus", "first to confront " .. def.name)
    end
  end
  events.emit(game, { kind = "confronted", seat = p, by = p, area = q, key = q })
  return true
end

-- Whether p could confront Problem q now (not blocked, requirement met).
local function could_confront(game, p, q)
  return not confront.blocked(game, p, q) and confront.meets(game, p, q)
end

-- The order of the confront checks: the player picks when both apply and
-- either can be confronted (when neither can, the order changes nothing:
-- the question was asked almost every turn for nothing).
local function confront_order(game, p)
  local list = {}
  for q = 1, 2 do
    if confront.present(game, p, q) then
      list[#list + 1] = q
    end
  end
  if #list == 2 and (could_confront(game, p, 1) or could_confront(game, p, 2)) then
    local options = {}
    for i, q in ipairs(list) do
      options[i] = { id = moves.AREA_IDS[q], label = "Confront " .. moves.area_name(game, p, q) .. " first",
        zone = board.zone[q].problem }
    end
    local first = game:choose(p, { prompt = "Which Problem do you confront first?", options = options })
    if first == moves.AREA_IDS[2] then
      list = { 2, 1 }
    end
  end
  return list
end

local function problem_faceoff(game, list)
  local sides = { {}, {} }
  local bonus, names = 0, {}
  for _, q in ipairs(list) do
    for s = 1, board.SEATS do
      play.characters_at(game, s, q, sides[s])
    end
    local def = cards.of(game, board.problem(game, q))
    bonus = math.max(bonus, def.bonus)
    names[#names + 1] = def.name
  end
  local kind = #list == 2 and "double" or "problem"
  faceoff.run(game, {
    kind = kind,
    sides = sides,
    title = string.format("A %s at %s", kind == "double" and "double Problem faceoff" or "Problem faceoff",
      table.concat(names, " and ")),
    outcome = function(g, _, winner)
      if winner then
        points.add(g, winner, bonus, "from_faceoff", "winning the faceoff")
      end
    end,
  })
end

-- Replaces Problem q (after a Problem faceoff there).
function score.replace(game, q)
  local old = board.problem(game, q)
  for s = 1, board.SEATS do
    for _, piece in ipairs(game:pieces(board.zone[s].at[q])) do
      if cards.of(game, piece).type == "resource" then
        game:log("%s is discarded with the Problem", play.label(game, piece))
        play.leave(game, piece)
      else
        play.put(game, piece, 0)
      end
    end
    if game:option("tm_on_replace") == "dismiss_faceup" then
      for _, piece in ipairs(game:pieces(board.zone[s].tm[q])) do
        if game:face_up(piece) then
          game:log("%s is dismissed with the Problem", play.label(game, piece))
          play.leave(game, piece)
        end
      end
    end
  end
  game:set_prop(old, "confronted", nil)
  tally.clear(game, old)
  game:move(old, board.zone[q].problem_deck, "bottom")
  local new = game:draw(board.zone[q].problem_deck, board.zone[q].problem)
  game:log("%s is solved and replaced by %s (%s); its characters go home", cards.name(game, old),
    cards.name(game, new), confront.describe(cards.of(game, new)))
end

-- The power tally on the Problems (a display option): written again at the
-- start of the phase, since a Mane may have boosted since the Main Phase.
local function show_tally(game)
  if game:option("tally") == "on" then
    tally.refresh(game)
  end
end

function score.phase(game, p)
  show_tally(game)
  local confronted = {}
  for _, q in ipairs(confront_order(game, p)) do
    if points.over(game) then
      return
    end
    if confront_one(game, p, q) then
      confronted[#confronted + 1] = q
    end
  end
  if points.over(game) then
    return
  end
  local at = nil
  if #confronted == 2 then
    at = { 1, 2 }
  elseif #confronted == 1 then
    local q, o = confronted[1], board.other(p)
    if confront.present(game, o, q) and not confront.blocked(game, o, q) and confront.meets(game, o, q) then
      at = { q }
    end
  end
  if at then
    problem_faceoff(game, at)
    if points.over(game) then
      return
    end
    for _, q in ipairs(at) do
      score.replace(game, q)
    end
    show_tally(game)  -- the new Problems
  end
end

return score
