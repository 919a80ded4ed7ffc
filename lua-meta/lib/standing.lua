---@meta standing
-- Annotations of games/lib/standing.lua for the Lua language server (not loaded by the engine).
-- How a seat stands against the others, for rules.evaluate (docs/bots.md).
--
--   local standing = require("standing")
--   function rules.evaluate(game, p)
--     local points = {}
--     for q = 1, game:players() do points[q] = game:counter("points", q) end
--     return standing.lead(points, p, 5)
--   end

---@class standing
local standing = {}

---A number in [0, 1] for how far values[p] is ahead of the best other entry
---(more is better), on a logistic curve: 0.5 when level, about 0.73 ahead by
---`scale`, about 0.27 behind by it; 0.5 when there is no other entry.
---@param values number[] One value per seat; extra entries (a solo game's automaton) count as rivals.
---@param p integer The seat (index in `values`) to rate.
---@param scale number The lead that gives about 0.73; must not be 0.
---@return number
function standing.lead(values, p, scale) end

return standing
