---@meta scripted
-- Annotations of games/lib/scripted.lua for the Lua language server (not loaded by the engine).
-- A stand-in for `game` in scenario checks: it passes calls on to the real
-- game, keeps the lines logged, and answers decisions from a script.
--
--   local scripted = require("scripted")
--   local g = scripted.new(game, { { 1, "pay" }, { 1, { "grey_1", "grey_2" } } })
--   movement.offer_lab(g, 1, zone, "Drop a lab?")
--   assert(g:logged("pays 1 grey"))
--   assert(g:script_done())

---The game stand-in scripted.new returns: every Game function works on it
---(passed on to the real game), and these are added or changed. Its
---choose_all raises: it is not supported.
---@class ScriptedGame: Game
local ScriptedGame = {}

---The lines logged through the stand-in, in order (the live list).
---@return string[]
function ScriptedGame:lines() end

---The first logged line that contains `text` (plain text, not a pattern),
---or nil.
---@param text string
---@return string?
function ScriptedGame:logged(text) end

---The requests answered so far, in order.
---@return Request[]
function ScriptedGame:requests() end

---The label of option `id` in the last answered request that offered it
---(the id as a string for an option without a table form), or nil.
---@param id OptionId
---@return string?
function ScriptedGame:label(id) end

---True when every answer of the script has been used.
---@return boolean
function ScriptedGame:script_done() end

---@class scripted
local scripted = {}

---A stand-in for `game` that answers its decisions from `answers`, written
---like scenario choices ({ seat, id } or { seat, { id, ... } }; seat 0
---answers any seat). A missing, misdirected or unknown answer raises.
---@param game Game
---@param answers? ScenarioChoice[] Default: none.
---@return ScriptedGame
function scripted.new(game, answers) end

return scripted
