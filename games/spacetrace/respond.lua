-- Response windows (the full game only: the first and second games have no
-- tactic cards). A window opens after the draw, after every action of the
-- active player, when the battle plan of an attack is set, before every class
-- battle that takes place, and after "Done". Every player is asked in turn
-- order, whatever they hold (asking only those with a playable card would
-- tell the others what they hold); each may play a tactic card (the active
-- player also a reinforcement with an effect) or pass. A player may switch on
-- "pass for me while I hold nothing playable", knowing that the others may
-- notice. When all have passed in a row, the stack resolves, last card first.
local cards = require("cards")
local choice = require("choice")
local ids = require("ids")
local payment = require("payment")
local reaction = require("reaction")
local tactics = require("tactics")
local victory = require("victory")

local respond = {}

function respond.enabled(game)
  return game:option("mode") == "full"
end

-- The seats in turn order, starting with the active player.
local function seats_from(game, active)
  local out = {}
  for k = 0, game:players() - 1 do
    out[#out + 1] = (active - 1 + k) % game:players() + 1
  end
  return out
end

-- Reinforcements with an effect that the active player may play in a window.
local function effect_reinforcements(game, p)
  local out = {}
  for _, card in ipairs(game:pieces(ids.zone(p, ids.HAND))) do
    local c = cards.of(game, card)
    if c.type == "reinforcement" and (c.has.damage_any or c.has.draw) then
      out[#out + 1] = card
    end
  end
  return out
end

local function options(active)
  return function(game, seat)
    local list = choice.list()
    for _, card in ipairs(tactics.in_hand(game, seat)) do
      local c = cards.of(game, card)
      choice.add_card(game, list, "tactic:", card, string.format("Play %s (%d MP): %s", c.name, c.mp, c.text))
    end
    if seat == active then
      for _, card in ipairs(effect_reinforcements(game, seat)) do
        local c = cards.of(game, card)
        choice.add_card(game, list, "reinforce:", card, string.format("Play %s: %s", c.name, c.text))
      end
    end
    list.seen = nil
    return list
  end
end

local function prompt(why)
  return function(game, _, stack)
    local top = stack[#stack]
    if top then
      return string.format("%s: %s played %s. Respond?", why, game:seat_name(top.seat), cards.of(game, top.piece).name)
    end
    return why .. ": play a tactic card?"
  end
end

local AUTO = {
  get = function(game, seat) return game:counter(ids.counter(seat, ids.AUTO_PASS)) == 1 end,
  set = function(game, seat, on)
    game:set(ids.counter(seat, ids.AUTO_PASS), on and 1 or 0)
    game:log("%s %s", game:seat_name(seat), on and "passes while holding nothing playable"
      or "is asked in every response window again")
  end,
}

local function played(game, seat, id, piece)
  if id:sub(1, 10) == "reinforce:" then
    payment.reinforce(game, seat, piece)
    return false
  end
  tactics.play(game, seat, piece)
end

local function resolve(game, _, _, entry)
  tactics.resolve(game, entry.piece)
end

-- Opens a window. `why` names the moment for the prompt; `acted` is the seat
-- that has just acted (it counts as having passed); `first` a tactic card
-- already on the stack (played by `acted` from its own menu).
function respond.window(game, why, acted, first)
  if not respond.enabled(game) or victory.over(game) then
    return
  end
  local active = game:current()
  reaction.window(game, {
    seats = seats_from(game, active),
    acted = acted,
    stack = first and { { seat = acted, id = "tactic", piece = first } } or nil,
    prompt = prompt(why),
    options = options(active),
    ask_all = true,
    auto_pass = AUTO,
    played = played,
    resolve = resolve,
    stop = victory.over,
  })
end

return respond
