-- Options of decisions. Ids are stable words a test can type: a card in a
-- hand is named by its card id ("cruiser"), a card in play by its seat and
-- card id ("2:cruiser"); further copies in one request get "#2", "#3".
local cards = require("cards")
local fleets = require("fleets")

local choice = {}

-- A new option list that keeps its ids unique.
function choice.list()
  return { seen = {} }
end

-- Adds an option; a repeated id gets "#2", "#3", ... Returns the option.
function choice.add(list, id, label, piece)
  local n = (list.seen[id] or 0) + 1
  list.seen[id] = n
  local option = { id = n > 1 and (id .. "#" .. n) or id, label = label, piece = piece }
  list[#list + 1] = option
  return option
end

-- Adds a card of a hand: id prefix .. card id.
function choice.add_card(game, list, prefix, card, label)
  return choice.add(list, prefix .. game:def(card), label or cards.of(game, card).name, card)
end

-- Adds a card in play: "<seat>:<card id>".
function choice.add_in_play(game, list, card, label)
  local seat = fleets.controller(game, card)
  return choice.add(list, seat .. ":" .. game:def(card), label or string.format("%s's %s",
    game:seat_name(seat), cards.of(game, card).name), card)
end

-- The request for `list` (the bookkeeping field removed).
function choice.request(prompt, list, min, max)
  list.seen = nil
  return { prompt = prompt, options = list, min = min, max = max }
end

-- Asks seat p to pick one of `list`; returns the id and the piece.
function choice.ask(game, p, prompt, list)
  return game:choose(p, choice.request(prompt, list))
end

return choice
