-- A response window whose responses resolve at once (the pony game's
-- reactions and faceoff actions), next to reaction.lua's stack.
--
-- After something happens, the seats in `spec.seats` take turns, starting
-- with the first: each may respond (one of spec.options) or pass. A response
-- resolves completely, at once, before the next seat is asked; what it
-- causes may open windows of its own inside it (nesting comes for free: call
-- response.window again from resolve). When every seat has passed in a row
-- the window closes. Nothing waits on a stack.
--
--   local response = require("response")
--   response.window(game, {
--     seats   = { other_player, acting_player },
--     prompt  = "Respond?",                                -- or function(game, seat)
--     options = function(game, seat) return { ...options... } end,
--     resolve = function(game, seat, id, piece) end,       -- applies one response
--   })
local response = {}

local PASS = { id = "pass", label = "Pass" }

local function ask(game, spec, seat)
  local options = spec.options(game, seat)
  if #options == 0 then
    return "pass"
  end
  options[#options + 1] = PASS
  local prompt = spec.prompt
  if type(prompt) == "function" then
    prompt = prompt(game, seat)
  end
  return game:choose(seat, { prompt = prompt or "Respond?", options = options })
end

-- Runs the window; returns how many responses were made.
function response.window(game, spec)
  local seats = spec.seats
  local made, passes, i = 0, 0, 1
  while passes < #seats do
    local seat = seats[i]
    local choice, piece = ask(game, spec, seat)
    if choice == "pass" then
      passes = passes + 1
    else
      made = made + 1
      passes = 0
      spec.resolve(game, seat, choice, piece)
    end
    i = i % #seats + 1
  end
  return made
end

return response
