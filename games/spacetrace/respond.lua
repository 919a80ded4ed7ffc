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
local ids = require("ids")
local payment = require("payment")
local reaction = require("reaction")
local tactics = require("tactics")
local victory = require("victory")

local respond = {}

function respond.enabled(game)
  return game:counter(ids.WINDOWS) == 1
end

-- ORDER[n][active]: the seats in turn order, starting with the active player.
local ORDER = {}
for n = 2, 3 do
  ORDER[n] = {}
  for active = 1, n do
    ORDER[n][active] = {}
    for k = 0, n - 1 do
      ORDER[n][active][k + 1] = (active - 1 + k) % n + 1
    end
  end
end

-- What a seat may answer with: its playable tactic cards (one option per
-- kind), and for the active player its reinforcements with an effect. The
-- hand is read once.
local function options(active)
  return function(game, seat)
    local list, seen = {}, {}
    local hand, data, budget = payment.hand(game, seat)
    for i = 1, #hand do
      local c = data[i]
      if not seen[c.id] and (c.type == "tactic" and tactics.playable(game, seat, hand[i], budget)
          or seat == active and c.type == "reinforcement" and (c.has.damage_any or c.has.draw)) then
        seen[c.id] = true
        list[#list + 1] = { id = c.action, label = c.respond_label, piece = hand[i] }
      end
    end
    return list
  end
end
respond.options = options

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
    -- A played tactic card goes to the discard pile in every case, also
    -- when its payment (a Reinforcement's damage) ended the game.
    if first then
      tactics.resolve(game, first)
    end
    return
  end
  local active = game:current()
  reaction.window(game, {
    seats = ORDER[game:players()][active],
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
