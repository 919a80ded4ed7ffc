-- Square boards made of zones: every cell is a zone with the properties
-- x (column, 1 = left), y (row, 1 = top) and grid (the board's name), linked
-- to the cells beside it. Rules then find cells by their coordinates and
-- walk them with game:neighbors, with no naming convention to parse.
--
--   local grid = require("grid")
--   grid.new(game, { name = "board", columns = 8, rows = 8 })
--   local cell = grid.at(game, "board", 3, 5)     --> the zone id, or nil off the board
--   for _, next_to in ipairs(game:neighbors(cell)) do ... end
--   local x, y = grid.xy(game, cell)
local grid = {}

-- Creates the cells of board spec.name (spec.columns x spec.rows) and links
-- each to the cells left, right, above and below it, and diagonally too
-- when spec.diagonal is true. Cells are named "<name> x,y" (for the log
-- and for layouts) and made row by row from the top; spec.kind (default
-- "space") and spec.visibility pass on to game:new_zone. Returns the list
-- of cell ids in that order.
function grid.new(game, spec)
  local name = assert(spec.name, "grid.new: the board needs a 'name'")
  local columns, rows = spec.columns, spec.rows
  assert(math.type(columns) == "integer" and math.type(rows) == "integer",
    "grid.new: 'columns' and 'rows' must be integers")
  local cells, at = {}, {}
  for y = 1, rows do
    for x = 1, columns do
      local id = game:new_zone{
        name = name .. " " .. x .. "," .. y,
        kind = spec.kind or "space",
        visibility = spec.visibility,
        props = { grid = name, x = x, y = y },
      }
      cells[#cells + 1] = id
      at[(y - 1) * columns + x] = id
    end
  end
  local steps = { { 1, 0 }, { 0, 1 } }
  if spec.diagonal then
    steps[3], steps[4] = { 1, 1 }, { -1, 1 }
  end
  for y = 1, rows do
    for x = 1, columns do
      for _, d in ipairs(steps) do
        local nx, ny = x + d[1], y + d[2]
        if nx >= 1 and nx <= columns and ny <= rows then
          game:link(at[(y - 1) * columns + x], at[(ny - 1) * columns + nx])
        end
      end
    end
  end
  return cells
end

-- The cell of board `name` at column x, row y, or nil off the board.
function grid.at(game, name, x, y)
  return game:zones({ grid = name, x = x, y = y })[1]
end

-- The column and row of a cell.
function grid.xy(game, cell)
  return game:zone_prop(cell, "x"), game:zone_prop(cell, "y")
end

return grid
