-- A reaction window with a stack, shared by games whose responses wait and
-- resolve last played first (Spacetrace tactic cards). For responses that
-- resolve at once (the pony game), see response.lua.
--
-- After something happens, the seats in `spec.seats` take turns, starting
-- with the first: each may respond (one of spec.options) or pass. Every
-- response goes on a stack. When all seats have passed in a row the window
-- closes and the stack resolves last played first.
--
--   local reaction = require("reaction")
--   reaction.window(game, {
--     seats   = { defender, attacker },
--     prompt  = "Play a tactic card?",
--     options = function(game, seat) return { ...options... } end,
--     played  = function(game, seat, id) end,  -- optional: pay costs, move the card
--     resolve = function(game, seat, id) end,  -- applies a response
--   })
local reaction = {}

local function ask(game, spec, seat)
  local options = spec.options(game, seat)
  if #options == 0 then
    return "pass"
  end
  options[#options + 1] = { id = "pass", label = "Pass" }
  return game:choose(seat, { prompt = spec.prompt or "Respond?", options = options })
end

-- Runs the window; returns the stack of responses ({ seat =, id = }) in the
-- order they were played.
function reaction.window(game, spec)
  local stack, passes, i = {}, 0, 1
  local seats = spec.seats
  while passes < #seats do
    local seat = seats[i]
    local choice = ask(game, spec, seat)
    if choice == "pass" then
      passes = passes + 1
    else
      stack[#stack + 1] = { seat = seat, id = choice }
      passes = 0
      if spec.played then
        spec.played(game, seat, choice)
      end
    end
    i = i % #seats + 1
  end
  for k = #stack, 1, -1 do
    spec.resolve(game, stack[k].seat, stack[k].id)
  end
  return stack
end

return reaction
