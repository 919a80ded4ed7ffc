-- Drawing cards. With the optional rule "reinforcement pile" the
-- reinforcements lie in a draw pile of their own, and the player chooses the
-- pile for every card drawn. An empty library draws nothing; the discard
-- pile is never shuffled back.
local ids = require("ids")

local draw = {}

-- How many cards seat p can still draw.
function draw.left(game, p)
  return game:count(ids.zone(p, ids.LIBRARY)) + game:count(ids.zone(p, ids.PILE))
end

local PILES = {
  { id = "library", label = "Draw from the library" },
  { id = "reinforcements", label = "Draw from the reinforcement pile" },
}

-- Seat p draws up to n cards; returns how many it drew.
function draw.cards(game, p, n)
  local library, pile, hand = ids.zone(p, ids.LIBRARY), ids.zone(p, ids.PILE), ids.zone(p, ids.HAND)
  local drawn = 0
  for _ = 1, n do
    local from = game:count(library) > 0 and library or pile
    if game:count(library) > 0 and game:count(pile) > 0
        and game:choose(p, { prompt = "Draw a card from which pile?", options = PILES }) == "reinforcements" then
      from = pile
    end
    if not game:draw(from, hand) then
      break
    end
    drawn = drawn + 1
  end
  if drawn > 0 then
    game:set(ids.NOISE, 1)
  end
  return drawn
end

return draw
