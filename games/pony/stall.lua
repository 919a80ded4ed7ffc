-- The stalled play-out cap: engine safety, not a rule of the game. Random
-- bots can play on for ever once neither side can score any more (decks
-- empty, characters frightened, Villains on both Problems). With the cap on
-- (hidden option stall_cap), the game ends as a draw after QUIET turns in a
-- row without a point, or after MAX_TURNS turns in all. It is recorded in
-- replays like every option.
local board = require("board")

local stall = {}

stall.QUIET = 60
stall.MAX_TURNS = 300

-- At the end of a turn: count quiet turns; end a stalled game as a draw.
function stall.check(game)
  local now = board.get(game, "points", 1) + board.get(game, "points", 2)
  local quiet = 0
  if now == board.get(game, "points_before") then
    quiet = board.add(game, "quiet", 1)
  else
    board.set(game, "quiet", 0)
  end
  if board.get(game, "cap") == 0 then
    return
  end
  local turns = board.get(game, "turn")
  if quiet >= stall.QUIET or turns >= stall.MAX_TURNS then
    board.set(game, "winner", -1)
    game:log("The play-out has stalled (%d turns without a point, %d turns in all): the game ends in a draw "
      .. "(stall cap, engine safety, not a game rule)", quiet, turns)
    game:end_game("a draw: the play-out stalled (stall cap, engine safety)")
  end
end

return stall
