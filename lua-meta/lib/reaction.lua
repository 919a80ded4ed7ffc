---@meta reaction
-- Annotations of games/lib/reaction.lua for the Lua language server (not loaded by the engine).
-- A reaction window with a stack: responses wait and resolve last played
-- first. For responses that resolve at once, see response.lua.
--
--   local reaction = require("reaction")
--   reaction.window(game, {
--     seats   = { defender, attacker },
--     prompt  = "Play a tactic card?",
--     options = function(game, seat) return { ...options... } end,
--     played  = function(game, seat, id, piece) end,
--     resolve = function(game, seat, id, entry) end,
--   })

---One response on a reaction stack.
---@class ReactionEntry
---@field seat Seat The seat that responded.
---@field id OptionId The id it picked.
---@field piece? PieceId The piece of the picked option.
---@field data? table What `played` returned, if a table.

---The argument of reaction.window. Its prompt function, if any, gets the
---stack (ReactionEntry[]) after the seat.
---@class ReactionSpec: ResponseAskSpec
---@field resolve fun(game: Game, seat: Seat, id: OptionId, entry: ReactionEntry) Applies one response when the stack resolves.
---@field played? fun(game: Game, seat: Seat, id: OptionId, piece: PieceId?): table|false|nil Runs when a response is made (pay costs, move the card); a table is kept as entry.data, false means it took effect at once and stays off the stack.
---@field acted? Seat A seat of `seats` that has just acted: it counts as having passed, and the seat after it is asked first.
---@field stack? ReactionEntry[] Entries already on the stack, resolved last.
---@field stop? fun(game: Game): boolean True (the game has ended) stops asking; the stack still resolves.

---@class reaction
local reaction = {}

---Runs a window: the seats take turns responding or passing, responses go on
---a stack, and once every seat has passed in a row (or `stop` says so) the
---stack resolves last played first. Returns the stack, in the order played.
---@param game Game
---@param spec ReactionSpec
---@return ReactionEntry[]
function reaction.window(game, spec) end

return reaction
