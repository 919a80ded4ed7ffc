---@meta response
-- Annotations of games/lib/response.lua for the Lua language server (not loaded by the engine).
-- A response window whose responses resolve at once, and the way response and
-- reaction windows ask a seat.
--
--   local response = require("response")
--   response.window(game, {
--     seats   = { other_player, acting_player },
--     prompt  = "Respond?",
--     options = function(game, seat) return { ...options... } end,
--     resolve = function(game, seat, id, piece) end,
--   })

---A seat's switch "pass for me while I hold nothing playable".
---@class AutoPass
---@field get fun(game: Game, seat: Seat): boolean Whether the seat's switch is on.
---@field set fun(game: Game, seat: Seat, on: boolean) Turns the seat's switch on or off.

---What response.ask needs to ask one seat (the common part of
---ResponseSpec and ReactionSpec).
---@class ResponseAskSpec
---@field seats Seat[] The seats asked in turn, starting with the first.
---@field prompt? string|fun(game: Game, seat: Seat, ...: any): string Default "Respond?". A function also gets the extra arguments of response.ask.
---@field options fun(game: Game, seat: Seat): (OptionId|Option)[] The seat's possible responses (a new list: Pass is appended to it); may be empty.
---@field ask_all? boolean|fun(game: Game, seat: Seat): boolean Ask a seat with no response too (Pass only), so that skipping it does not reveal that it holds nothing; a function says which seats could respond at all.
---@field auto_pass? AutoPass When given, every request offers the switch, and a seat whose switch is on and that has no response passes unasked.

---The argument of response.window.
---@class ResponseSpec: ResponseAskSpec
---@field resolve fun(game: Game, seat: Seat, id: OptionId, piece: PieceId?) Applies one response, at once (it may open windows of its own).

---@class response
local response = {}

---Asks one seat of a window to respond or pass. Returns "pass" without asking
---when the seat has no response and need not be asked, or when it passes or
---flips its auto-pass switch; else the picked id and its piece.
---@param game Game
---@param spec ResponseAskSpec
---@param seat Seat
---@param ... any Passed to a prompt function after the seat.
---@return OptionId id The picked id, or "pass".
---@return PieceId? piece The piece of the picked option.
function response.ask(game, spec, seat, ...) end

---Runs a window: the seats take turns responding or passing, each response
---resolving at once, until every seat has passed in a row. Returns how many
---responses were made.
---@param game Game
---@param spec ResponseSpec
---@return integer
function response.window(game, spec) end

return response
