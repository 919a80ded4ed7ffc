-- Seats around a table. Seats sit clockwise in number order, so seat p + 1
-- sits to the left of seat p and play passes to the left, as in most card
-- games; the window draws them that way too (layout.md, "Seats around the
-- table").
--
--   local seats = require("seats")
--   seats.left(game, 4)            --> 1 at a table of four (the next seat)
--   seats.right(game, 1)           --> 4
--   seats.across(game, 2)          --> 4 (the partner in a game of four)
--   seats.from(game, 3)            --> { 3, 4, 1, 2 }: for game:set_turn_order
local seats = {}

-- The seat k places to the left of p (default 1; negative: to the right).
function seats.left(game, p, k)
  local n = game:players()
  return (p - 1 + (k or 1)) % n + 1
end

-- The seat k places to the right of p (default 1).
function seats.right(game, p, k)
  return seats.left(game, p, -(k or 1))
end

-- The seat opposite p; only at a table with an even number of seats.
function seats.across(game, p)
  local n = game:players()
  assert(n % 2 == 0, "seats.across: no seat sits across at a table of " .. n)
  return seats.left(game, p, n // 2)
end

-- Every seat once, clockwise, starting with p.
function seats.from(game, p)
  local order = {}
  for k = 0, game:players() - 1 do
    order[#order + 1] = seats.left(game, p, k)
  end
  return order
end

return seats
