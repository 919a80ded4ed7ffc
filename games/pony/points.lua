-- Points, and the end of the game: whoever reaches 15 points wins at once,
-- even in the middle of a step. Points are scored one event at a time, so the
-- first player to reach 15 wins.
--
-- Ending "at once": after anything that can score, the rules ask
-- points.over(game) and stop (no further decision, no further change); a
-- phase of a won game does nothing (points.guard).
local board = require("board")

local points = {}

points.WIN_AT = 15

function points.over(game)
  return board.get(game, "winner") ~= 0
end

-- Seat s scores n points from `source` (one of board.POINT_SOURCES).
function points.add(game, s, n, source, why)
  if n <= 0 then
    return
  end
  board.add(game, source, n, s)
  local total = board.add(game, "points", n, s)
  game:log("%s scores %d point%s (%s): %d", game:seat_name(s), n, n == 1 and "" or "s", why, total)
  if total >= points.WIN_AT and not points.over(game) then
    board.set(game, "winner", s)
    local reason = string.format("%s reached %d points", game:seat_name(s), points.WIN_AT)
    game:log("%s and wins the game", reason)
    game:end_game(reason)
  end
end

-- Wraps a phase function (game, seat): nothing happens once the game is won.
function points.guard(fn)
  return function(game, s)
    if not points.over(game) then
      fn(game, s)
    end
  end
end

return points
