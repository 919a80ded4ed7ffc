-- How a seat stands against the others, for rules.evaluate (docs/bots.md):
-- a search bot that cuts its look-ahead short asks the rules, for every
-- seat, a number in [0, 1] that is about that seat's chance to win.
--
--   local standing = require("standing")
--   function rules.evaluate(game, p)
--     local points = {}
--     for q = 1, game:players() do points[q] = game:counter("points", q) end
--     return standing.lead(points, p, 5)
--   end
local standing = {}

-- A logistic of how far values[p] is ahead of the best other entry (more is
-- better): 0.5 when level, about 0.73 at a lead of `scale`, 0.27 behind by
-- it. Entries other than seats (a solo game's automaton) may be appended.
function standing.lead(values, p, scale)
  local best = nil
  for q = 1, #values do
    if q ~= p and (best == nil or values[q] > best) then
      best = values[q]
    end
  end
  if best == nil then
    return 0.5
  end
  return 1 / (1 + math.exp((best - values[p]) / scale))
end

return standing
