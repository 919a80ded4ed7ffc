---@meta seats
-- Annotations of games/lib/seats.lua for the Lua language server (not loaded by the engine).
-- Seats around a table: they sit clockwise in number order, so seat p + 1
-- sits to the left of seat p and play passes to the left.
--
--   local seats = require("seats")
--   game:set_turn_order(seats.from(game, winner))

---@class seats
local seats = {}

---The seat `k` places to the left of `p` (default 1; negative: to the right).
---@param game Game
---@param p Seat
---@param k? integer
---@return Seat
function seats.left(game, p, k) end

---The seat `k` places to the right of `p` (default 1).
---@param game Game
---@param p Seat
---@param k? integer
---@return Seat
function seats.right(game, p, k) end

---The seat opposite `p` (a partner at a table of four). Raises at an odd-sized table.
---@param game Game
---@param p Seat
---@return Seat
function seats.across(game, p) end

---Every seat once, clockwise, starting with `p`: a turn order.
---@param game Game
---@param p Seat
---@return Seat[]
function seats.from(game, p) end

return seats
