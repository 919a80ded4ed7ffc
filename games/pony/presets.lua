-- Prepared positions for the scenario tests (hidden option preset): each
-- replaces the start of the game (set-up steps 2 to 5) with a fixed position
-- built from the seats' decks, and may start the first turn at a later phase.
-- Not meant for normal play.
local presets = {}

function presets.apply(game, name)
  error("no preset '" .. name .. "'")
end

return presets
