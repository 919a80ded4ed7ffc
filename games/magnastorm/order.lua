-- The turn order track and the passes of phase 1. Counters track_i hold the seat
-- on position i; position (per seat) is the inverse. A pass is one turn for each
-- position in the order the track had when the pass began (cycle_i): a player
-- who moves up on the track (bonus space) plays in the new order from the next
-- pass on, so the players after them still play once in the old order.
-- The engine gives the next turn to the seat after the last one to play in its
-- turn order, so after every turn the rules set an order with the right seat
-- next.

local ids = require("ids")

local plan_of = ids.plan_of

local order = {}

function order.track(game)
  local P = game:memo("plan", plan_of)
  local list = {}
  for i = 1, P.n do list[i] = game:counter(P.c.track[i]) end
  return list
end

function order.position(game, p)
  return game:counter(game:memo("plan", plan_of).c.position[p])
end

-- Puts the track in a new order and moves the turn order markers.
function order.set_track(game, list)
  local P = game:memo("plan", plan_of)
  for i = 1, #list do local s = list[i]
    game:set(P.c.track[i], s)
    game:set(P.c.position[s], i)
    game:move(P.p.order_marker[s], P.z.order[i])
  end
end

-- Starts a new pass with the current track; the engine order follows it.
function order.new_pass(game)
  local P = game:memo("plan", plan_of)
  local list = order.track(game)
  for i = 1, #list do local s = list[i] game:set(P.c.cycle[i], s) end
  game:set(P.c.turn_in_pass, 0)
  return list
end

function order.start_phase(game)
  game:set_turn_order(order.new_pass(game))
  game:set(game:memo("plan", plan_of).c.engine_is_pass, 1)
end

-- Bonus space: swap places with the marker above (4 players).
function order.move_up(game, p)
  local list = order.track(game)
  local pos = order.position(game, p)
  if pos <= 1 then
    game:log("%s is already first on the turn order track", game:seat_name(p))
    return
  end
  list[pos], list[pos - 1] = list[pos - 1], p
  order.set_track(game, list)
  game:log("%s moves up to position %d on the turn order track (from the next pass on)", game:seat_name(p), pos - 1)
end

-- After p's turn: true when the pass is complete. Keeps the engine's order
-- equal to the pass order (the engine then gives the next turn to the right
-- seat). Only when a new pass starts in a changed order and the player who just
-- played is not last in it, the engine gets a one-turn order that puts the new
-- first seat right after that player.
function order.after_turn(game, p)
  local P = game:memo("plan", plan_of)
  local n = P.n
  local k = game:counter(P.c.turn_in_pass)
  if k < n then
    if game:counter(P.c.engine_is_pass) == 0 then
      local cycle = {}
      for i = 1, n do cycle[i] = game:counter(P.c.cycle[i]) end
      game:set_turn_order(cycle)
      game:set(P.c.engine_is_pass, 1)
    end
    return false
  end
  local same = true
  for i = 1, n do
    if game:counter(P.c.track[i]) ~= game:counter(P.c.cycle[i]) then same = false end
  end
  local cycle = order.new_pass(game)
  if same and game:counter(P.c.engine_is_pass) == 1 then return true end
  if cycle[n] == p then
    game:set_turn_order(cycle)
    game:set(P.c.engine_is_pass, 1)
  else
    local engine = { cycle[1] }
    for i = 2, n do
      if cycle[i] ~= p then engine[#engine + 1] = cycle[i] end
    end
    engine[#engine + 1] = p
    game:set_turn_order(engine)
    game:set(P.c.engine_is_pass, 0)
  end
  return true
end

return order
