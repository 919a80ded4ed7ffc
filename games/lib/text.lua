-- Text for log lines and labels, shared by every game: counts that agree in
-- number and lists that read like a sentence.
--
--   local text = require("text")
--   text.count(1, "card")              --> "1 card"
--   text.count(3, "card")              --> "3 cards"
--   text.count(2, "fan", "fans")       --> "2 fans"   (irregular: give the plural)
--   text.plural(2, "copy", "copies")   --> "copies"   (the word alone)
--   text.list({ "a", "b", "c" })       --> "a, b and c"
--   text.a("orange")                   --> "an orange"
local text = {}

-- The word for n things: singular for exactly 1 (and -1), else the plural
-- (the singular with an "s" unless given).
function text.plural(n, singular, plural)
  if n == 1 or n == -1 then
    return singular
  end
  return plural or singular .. "s"
end

-- "1 card", "0 cards", "2 cards".
function text.count(n, singular, plural)
  return n .. " " .. text.plural(n, singular, plural)
end

-- The items joined with commas and a final "and" ("a", "a and b", "a, b and
-- c"); `last` replaces "and" ("or"). An empty list gives "".
function text.list(items, last)
  local n = #items
  if n <= 1 then
    return items[1] or ""
  end
  return table.concat(items, ", ", 1, n - 1) .. " " .. (last or "and") .. " " .. items[n]
end

-- The word with "a" or "an" before it, by its first letter ("an orange",
-- "a neutral"): enough for the colour and card words of the games' logs.
function text.a(word)
  return (word:match("^[aeiouAEIOU]") and "an " or "a ") .. word
end

return text
