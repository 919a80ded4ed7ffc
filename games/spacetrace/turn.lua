-- A turn of the active player: draw 2 cards (none when the library is
-- empty; the discard pile is never shuffled back), then any actions in any
-- order until the player says "Done"; then the end of the turn: every ship
-- card still in play gets all its ships back (not the Base: its damage stays),
-- and unused Manpower expires for everybody.
local actions = require("actions")
local attack = require("attack")
local cards = require("cards")
local choice = require("choice")
local commanders = require("commanders")
local draw = require("draw")
local fleets = require("fleets")
local ids = require("ids")
local names = require("names")
local payment = require("payment")
local respond = require("respond")
local ships = require("ships")
local tactics = require("tactics")
local victory = require("victory")

local turn = {}

local function begin(game, p)
  local n = game:add(ids.TURN, 1)
  game:set(ids.ATTACKED, 0)
  game:set(ids.COMMANDER_PLAYED, 0)
  local drawn, left = draw.cards(game, p, 2), draw.left(game, p)
  if drawn == 0 then
    game:log("Turn %d: %s draws no card: the library is empty", n, game:seat_name(p))
  else
    game:log("Turn %d: %s draws %s (%d left in the library)", n, game:seat_name(p), names.count(drawn, "card"), left)
  end
end

-- The options of the active player's menu, one per kind of card in hand.
function turn.menu(game, p)
  local list, offered = choice.list(), {}
  local hand, data, budget = payment.hand(game, p)
  for i = 1, #hand do
    local card = hand[i]
    local c = data[i]
    if not offered[c.id] then
      offered[c.id] = true
      local t = c.type
      if t == "reinforcement" or (t == "ship" and actions.can_play_ship(game, p, card, budget))
          or (t == "commander" and actions.can_play_commander(game, p, card, budget))
          or (t == "tactic" and tactics.playable(game, p, card, budget)) then
        list[#list + 1] = { id = c.action, label = c.label, piece = card }
      end
    end
  end
  if #hand >= 3 then
    choice.add(list, "discard_for_mp", string.format("Discard 3 cards for %d MP", commanders.discard_mp(game, p)))
    if draw.left(game, p) > 0 then
      choice.add(list, "discard_for_card", "Discard 3 cards to draw a new card")
    end
  end
  if #hand >= 1 and game:counter(ids.RULE_DISCARD_ONE) == 1 then
    choice.add(list, "discard_one_for_mp", string.format("Discard a card for %d MP", payment.discard_value(game)))
  end
  if #hand >= 2 and game:counter(ids.RULE_DISCARD_TWO) == 1 and draw.left(game, p) > 0 then
    choice.add(list, "discard_two_for_card", "Discard 2 cards to draw a new card")
  end
  if #actions.movable(game, p) > 0 then
    choice.add(list, "move", "Move a ship card to your other fleet")
  end
  if attack.allowed(game) then
    choice.add(list, "attack", "Attack " .. game:seat_name(victory.prey(game, p)))
  end
  if respond.enabled(game) and game:counter(ids.counter(p, ids.AUTO_PASS)) == 1 then
    choice.add(list, "auto_pass_off", "Ask me again in every response window")
  end
  choice.add(list, "done", "Done")
  return list
end

-- Carries out one menu choice.
local function act(game, p, id, piece)
  local kind = id:match("^(%a+):") or id
  if kind == "ship" then
    actions.play_ship(game, p, piece)
  elseif kind == "reinforce" then
    payment.reinforce(game, p, piece)
  elseif kind == "commander" then
    actions.play_commander(game, p, piece)
  elseif kind == "tactic" then
    tactics.play(game, p, piece)
    respond.window(game, "After " .. game:seat_name(p) .. "'s " .. cards.of(game, piece).name, p, piece)
    return
  elseif kind == "discard_for_mp" then
    actions.discard(game, p, 3, commanders.discard_mp(game, p))
  elseif kind == "discard_for_card" then
    actions.discard(game, p, 3)
  elseif kind == "discard_one_for_mp" then
    actions.discard(game, p, 1, payment.discard_value(game))
  elseif kind == "discard_two_for_card" then
    actions.discard(game, p, 2)
  elseif kind == "move" then
    actions.move(game, p)
  elseif kind == "attack" then
    attack.run(game, p)
  elseif kind == "auto_pass_off" then
    game:set(ids.counter(p, ids.AUTO_PASS), 0)
    return
  end
  respond.window(game, "After " .. game:seat_name(p) .. "'s action", p)
end

-- The end of the turn: ships restored (when any was hit), Manpower gone,
-- the end rule.
function turn.end_of_turn(game)
  local hit = game:counter(ids.SHIPS_HIT) == 1
  for s = 1, game:players() do
    if hit then
      local card_list = fleets.in_play(game, s)
      for i = 1, #card_list do
        local card = card_list[i]
        ships.restore(game, card)
      end
    end
    game:set(ids.counter(s, ids.MP), 0)
  end
  game:set(ids.SHIPS_HIT, 0)
  victory.end_of_turn(game)
end

-- After the game: every deck list, for the record (nothing is secret any
-- more), by the names printed on the cards: "2 × Cruiser, 1 × Fighter".
-- One pass over the zones counts every seat's cards.
function turn.reveal_decks(game)
  local count, order = {}, {}
  for s = 1, game:players() do
    count[s], order[s] = {}, {}
  end
  local zones = game:zones()
  for i = 1, #zones do
    local card_list = game:pieces(zones[i])
    for j = 1, #card_list do
      local card = card_list[j]
      local c, s = cards.of(game, card), game:owner(card)
      if c.type ~= "base" then
        local seen = count[s]
        if not seen[c.name] then
          order[s][#order[s] + 1] = c.name
          seen[c.name] = 0
        end
        seen[c.name] = seen[c.name] + 1
      end
    end
  end
  for s = 1, game:players() do
    local list = order[s]
    table.sort(list)
    local parts = {}
    for i = 1, #list do
      parts[i] = count[s][list[i]] .. " × " .. list[i]
    end
    game:log("Deck of %s (%s): %s", game:seat_name(s), game:option("deck", s), table.concat(parts, ", "))
  end
end

-- The end of p's turn: the "End of turn" window, then the end of the turn,
-- or, once the game is over, every deck and the result in the log.
local function close(game, p)
  game:set(ids.TURN_OPEN, 0)
  respond.window(game, "End of " .. game:seat_name(p) .. "'s turn", p)
  if not victory.over(game) then
    game:log("End of turn %d: the ships on every card in play are restored", game:counter(ids.TURN))
    turn.end_of_turn(game)
  end
  if victory.over(game) then
    turn.reveal_decks(game)
    local winners = victory.winners(game)
    local list = {}
    for i = 1, #winners do
      list[i] = game:seat_name(winners[i])
    end
    game:log("After %d turns: %s", game:counter(ids.TURN),
      #list == 0 and "a draw, nobody wins" or "won by " .. table.concat(list, " and "))
  end
end

-- A turn is a series of steps, one per action, so that saves, undo and the
-- bots' sampled worlds start from the last action and not from the turn's
-- start (a world replays every choice since its step began). The first step
-- of a turn draws and opens the start window; every step carries out one
-- choice of the menu and, unless the turn or the game is over, gives the
-- next step to the same player.
function turn.play(game, p)
  if game:counter(ids.TURN_OPEN) == 0 then
    game:set(ids.TURN_OPEN, 1)
    begin(game, p)
    respond.window(game, "Start of " .. game:seat_name(p) .. "'s turn", p)
  end
  if not victory.over(game) then
    local id, piece = game:choose(p, choice.request("Your turn: choose an action", turn.menu(game, p)))
    if id ~= "done" then
      act(game, p, id, piece)
      if not victory.over(game) then
        game:set_next_turn(p)
        return
      end
    end
  end
  close(game, p)
end

function turn.done(game)
  return victory.over(game)
end

return turn
