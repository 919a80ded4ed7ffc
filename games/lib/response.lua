-- A response window whose responses resolve at once (the pony game's
-- reactions and faceoff actions), next to reaction.lua's stack, and the way
-- both ask a seat (response.ask).
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
--
-- Optional fields, for games where what a seat holds is secret:
--   ask_all   true, or function(game, seat) -> boolean: a seat with no
--             response is asked too, with Pass only. Skipping it would tell
--             everybody that it holds nothing. (A function says which seats
--             could respond at all, from what everybody knows.)
--   auto_pass { get = function(game, seat) -> boolean,
--               set = function(game, seat, on) }: the seat's switch "pass for
--             me while I hold nothing playable". While it is on, a seat with
--             no response passes without being asked (its player accepted
--             that the others may notice); every request offers the switch.
local response = {}

local PASS = { id = "pass", label = "Pass" }
local AUTO_ON = { id = "auto_pass_on",
  label = "Pass, and from now on pass for me while I hold nothing playable (the others may notice)" }
local AUTO_OFF = { id = "auto_pass_off", label = "Pass, and ask me again in every window" }

-- Must a seat with no response be asked?
local function asked_anyway(game, spec, seat)
  local all, auto = spec.ask_all, spec.auto_pass
  if auto and auto.get(game, seat) then
    return false
  end
  if type(all) == "function" then
    return all(game, seat)
  end
  return all == true
end

-- Asks one seat of a window (`spec` as above; `...` goes to a prompt
-- function after the seat); returns the picked id and piece, "pass" when it
-- passes.
function response.ask(game, spec, seat, ...)
  local options = spec.options(game, seat)
  if #options == 0 and not asked_anyway(game, spec, seat) then
    return "pass"
  end
  local auto = spec.auto_pass
  options[#options + 1] = { id = PASS.id, label = PASS.label }
  if auto then
    local switch = auto.get(game, seat) and AUTO_OFF or AUTO_ON
    options[#options + 1] = { id = switch.id, label = switch.label }
  end
  local prompt = spec.prompt or "Respond?"
  if type(prompt) == "function" then
    prompt = prompt(game, seat, ...)
  end
  local id, piece = game:choose(seat, { prompt = prompt, options = options })
  if id == AUTO_ON.id or id == AUTO_OFF.id then
    auto.set(game, seat, id == AUTO_ON.id)
    return "pass"
  end
  return id, piece
end

-- Runs the window; returns how many responses were made.
function response.window(game, spec)
  local seats = spec.seats
  local made, passes, i = 0, 0, 1
  while passes < #seats do
    local seat = seats[i]
    local choice, piece = response.ask(game, spec, seat)
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
