-- Reputation: one counter per player plus one per source (objectives, commanders,
-- majorities, transmitters, other), for the end-of-game breakdown. Reaching the
-- end threshold sets the end trigger for good (it stays set if the player later
-- loses reputation again).

local board = require("board")
local ids = require("ids")

local plan_of = ids.plan_of

local score = {}

function score.rep(game, p)
  return game:counter(game:memo("plan", plan_of).c.rep[p])
end

-- Gives p k reputation from `source`. The optional rest is the log line of
-- the gain (game:log's arguments), written before the line of the end it
-- may trigger, so the log reads cause first.
function score.gain(game, p, k, source, ...)
  if select("#", ...) > 0 then game:log(...) end
  if k <= 0 then return end
  local P = game:memo("plan", plan_of)
  local rep = game:add(P.c.rep[p], k)
  game:add(P.c.src[p][source], k)
  if rep >= board.end_rep[P.n] and game:counter(P.c.end_triggered) == 0 then
    game:set(P.c.end_triggered, 1)
    game:set(P.c.end_trigger_seat, p)
    game:log("%s reaches %d reputation: the game ends after the last player on the turn order track",
      game:seat_name(p), rep)
  end
end

-- Why the game ends, for the end screen: who reached the reputation that
-- ends it, and `how` the game ran out after that.
function score.end_reason(game, how)
  local P = game:memo("plan", plan_of)
  local seat = game:counter(P.c.end_trigger_seat)
  -- The threshold, not the seat's reputation now (which may have grown since).
  return string.format("%s reached %d reputation, the mark that ends the game, %s", game:seat_name(seat),
    board.end_rep[P.n], how)
end

function score.lose(game, p, k, source)
  local P = game:memo("plan", plan_of)
  k = math.min(k, game:counter(P.c.rep[p]))
  if k <= 0 then return end
  game:add(P.c.rep[p], -k)
  game:add(P.c.src[p][source], -k)
end

return score
