---@meta grid
-- Annotations of games/lib/grid.lua for the Lua language server (not loaded by the engine).
-- Square boards made of zones: each cell has the properties grid, x and y,
-- and is linked to the cells beside it.
--
--   local grid = require("grid")
--   grid.new(game, { name = "board", columns = 8, rows = 8 })
--   local cell = grid.at(game, "board", 3, 5)

---@class GridSpec
---@field name string The board's name: cells are called "<name> x,y".
---@field columns integer
---@field rows integer
---@field diagonal? boolean Link diagonal neighbours too (default false).
---@field kind? string The cells' kind (default "space").
---@field visibility? Visibility

---@class grid
local grid = {}

---Creates the cells row by row from the top (y = 1), left to right (x = 1),
---links neighbours, and returns the cell ids in that order.
---@param game Game
---@param spec GridSpec
---@return ZoneId[]
function grid.new(game, spec) end

---The cell of board `name` at column x, row y, or nil off the board.
---@param game Game
---@param name string
---@param x integer
---@param y integer
---@return ZoneId?
function grid.at(game, name, x, y) end

---The column and row of a cell.
---@param game Game
---@param cell ZoneId
---@return integer x
---@return integer y
function grid.xy(game, cell) end

return grid
