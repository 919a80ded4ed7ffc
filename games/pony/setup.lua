-- Set-up: the table, each seat's deck (option deck), and the start of the game.
--   1. Each Mane Character starts at its owner's home, start side up.
--   2. Both players choose a Starting Problem from their problem decks in
--      secret, at the same time; both are revealed together. The problem
--      decks are shuffled.
--   3. Each player shuffles the draw deck and draws 6 cards.
--   4. The first player is chosen at random (ours: the rules texts are silent).
--   5. Mulligan: each player, the first player first, may shuffle the hand
--      back and draw 6 new cards, once.
--   Scores and action tokens start at 0.
local board = require("board")
local cards = require("cards")
local decks = require("decks")
local play = require("play")

local setup = {}

setup.HAND = 6

local function shuffle(game, zone)
  if game:option("shuffle") then
    game:shuffle(zone)
  end
end

-- The table and every card; nothing is dealt yet.
function setup.create(game)
  board.create(game)
  decks.check_all(game)
  for s = 1, board.SEATS do
    local deck = decks.for_seat(game, s)
    local z = board.zone[s]
    game:new_piece { def = deck.mane, owner = s, zone = z.home, back = "mane" }
    play.note_home_limit(game, s)
    game:new_pieces(decks.expand(deck, "cards"), { owner = s, zone = z.deck, back = "draw" })
    game:new_pieces(decks.expand(deck, "problems"), { owner = s, zone = z.problem_deck, back = "problem" })
    game:log("%s plays the deck %s (%s)", game:seat_name(s), deck.name, cards.def[deck.mane].name)
  end
  board.set(game, "cap", game:option("stall_cap") == "on" and 1 or 0)
end

local function starting_problems(game)
  local requests, only = {}, {}
  for s = 1, board.SEATS do
    local list, defs = {}, {}
    for _, piece in ipairs(game:pieces(board.zone[s].problem_deck)) do
      local def = cards.of(game, piece)
      -- One option per card: copies are alike, and two buttons of one name
      -- would ask a player to tell them apart.
      if def.keywords.starting_problem and not defs[def.id] then
        list[#list + 1] = piece
        defs[def.id] = true
      end
    end
    if #list > 1 then
      game:show(list, s)
      requests[s] = { prompt = "Choose your Starting Problem (in secret)", pieces = list }
    else
      only[s] = list[1]
    end
  end
  local picked = only
  if next(requests) then
    local _, pieces = game:choose_all(requests)
    for s, piece in pairs(pieces) do
      picked[s] = piece
    end
  end
  for s = 1, board.SEATS do
    game:move(picked[s], board.zone[s].problem)
    game:log("%s reveals the Starting Problem %s", game:seat_name(s), cards.name(game, picked[s]))
    shuffle(game, board.zone[s].problem_deck)
  end
end

local function mulligan(game, s)
  local choice = game:choose(s, { prompt = "Keep this hand, or shuffle it back and draw 6 new cards?",
    options = { { id = "keep", label = "Keep the hand" }, { id = "mulligan", label = "Mulligan: draw a new hand" } } })
  if choice == "mulligan" then
    local z = board.zone[s]
    for _, piece in ipairs(game:pieces(z.hand)) do
      game:move(piece, z.deck)
    end
    shuffle(game, z.deck)
    game:draw(z.deck, z.hand, setup.HAND)
    game:log("%s takes a mulligan", game:seat_name(s))
  else
    game:log("%s keeps the hand", game:seat_name(s))
  end
end

-- Makes seat `first` the first player.
function setup.first_player(game, first)
  board.set(game, "first", first)
  game:set_turn_order({ first, board.other(first) })
end

function setup.start(game)
  starting_problems(game)
  for s = 1, board.SEATS do
    shuffle(game, board.zone[s].deck)
    game:draw(board.zone[s].deck, board.zone[s].hand, setup.HAND)
  end
  local first = game:random(1, board.SEATS)
  setup.first_player(game, first)
  game:log("%s plays first", game:seat_name(first))
  mulligan(game, first)
  mulligan(game, board.other(first))
end

return setup
