---@meta text
-- Annotations of games/lib/text.lua for the Lua language server (not loaded by the engine).
-- Text for log lines and labels: counts that agree in number, lists that read
-- like a sentence.
--
--   local text = require("text")
--   text.count(3, "card")              --> "3 cards"
--   text.plural(2, "copy", "copies")   --> "copies"
--   text.list({ "a", "b", "c" })       --> "a, b and c"

---@class text
local text = {}

---The word for n things: `singular` when n is 1 or -1, else `plural`
---(default: the singular with an "s" added).
---@param n integer
---@param singular string
---@param plural? string Give it for irregular words ("copies").
---@return string
function text.plural(n, singular, plural) end

---The number, a space and the word that agrees with it ("1 card", "0 cards").
---@param n integer
---@param singular string
---@param plural? string Give it for irregular words ("fans").
---@return string
function text.count(n, singular, plural) end

---The items joined by commas with `last` (default "and") before the final
---one: "a", "a and b", "a, b and c". An empty list gives "".
---@param items string[]
---@param last? string The final joining word, e.g. "or".
---@return string
function text.list(items, last) end

---The word with "a" or "an" before it, by its first letter ("an orange",
---"a neutral").
---@param word string
---@return string
function text.a(word) end

return text
