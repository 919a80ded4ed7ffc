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
--     played  = function(game, seat, id, piece) end,   -- optional: pay costs, move the card
--     resolve = function(game, seat, id, entry) end,   -- applies a response
--   })
--
-- Optional fields, for games where what a seat holds is secret:
--   acted     a seat of `seats` that has just acted (it played the card the
--             window answers, or took the action): it counts as having passed,
--             and the seat after it is asked first.
--   stack     entries already on the stack ({ seat =, id = }), resolved last.
--   ask_all, auto_pass   as in response.lua, which asks the seats.
--   stop      function(game) -> boolean: when it returns true (the game has
--             ended), nobody more is asked; the stack still resolves.
-- `played` may return a table, kept in the stack entry as `entry.data`, or
-- false when the response took effect at once and does not go on the stack
-- (it still gives the other seats a new chance to respond). `prompt` may be a
-- function(game, seat, stack) -> string.
local response = require("response")

local reaction = {}

-- The index of `seat` in `seats` (nil when it is not there).
local function index_of(seats, seat)
  for i = 1, #seats do
    local s = seats[i]
    if s == seat then
      return i
    end
  end
end

-- Runs the window; returns the stack of responses ({ seat =, id =, piece =,
-- data = }) in the order they were played.
function reaction.window(game, spec)
  local seats = spec.seats
  local stack = {}
  local entrys = spec.stack or {}
  for k = 1, #entrys do
    local entry = entrys[k]
    stack[k] = entry
  end
  local passes, i = 0, 1
  local acted = spec.acted and index_of(seats, spec.acted)
  if acted then
    passes, i = 1, acted % #seats + 1
  end
  while passes < #seats and not (spec.stop and spec.stop(game)) do
    local seat = seats[i]
    local choice, piece = response.ask(game, spec, seat, stack)
    if choice == "pass" then
      passes = passes + 1
    else
      passes = 0
      local data = spec.played and spec.played(game, seat, choice, piece)
      if data ~= false then
        stack[#stack + 1] = { seat = seat, id = choice, piece = piece, data = data }
      end
    end
    i = i % #seats + 1
  end
  for k = #stack, 1, -1 do
    spec.resolve(game, stack[k].seat, stack[k].id, stack[k])
  end
  return stack
end

return reaction
