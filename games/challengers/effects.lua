-- The card effect kinds, implemented once (the vocabulary is in kinds.lua).
--
-- Lasting effects (strength, strength_per, weaken at the timings attack,
-- bench and flag) are not "applied": the match loop asks for the current
-- attack total and defence, which add them up (effects.attack_total,
-- effects.defence). One-time effects run through effects.run(m, st, card,
-- eff) at the moment their timing names; `st` is the state of the card's
-- owner and st.opp the opponent's (board.lua).
local board = require("board")
local sides = require("sides")
local text = require("text")

local info = board.info
local SEATS = board.SEATS

local effects = {}

-- Kinds that happen once when their timing comes (at 'flag': when the flag
-- lands on the card). The others are lasting.
local ONCE = {
  fans = true, mill = true, bench_top = true, retire = true, recover = true, scry = true,
}
effects.ONCE = ONCE

-- What 'count' counts for a card of st.
local function count(m, st, card_info, what)
  if what == "own_bench_cards" then
    return st.bench_total
  elseif what == "own_bench_seats" then
    return st.seats_used
  elseif what == "opponent_bench_seats" then
    return st.opp.seats_used
  elseif what == "own_rest" then
    return st.rest_n
  elseif what == "opponent_rest" then
    return st.opp.rest_n
  elseif what == "attack_cards" then
    local n = #st.attack - 1
    return n > 0 and n or 0
  elseif what == "set_on_bench" then
    return board.set_count(m, st, card_info.set)
  end
  return 0
end
effects.count = count

-- The strength a lasting strength or strength_per effect adds (0 for others).
local function plus(m, st, c, eff)
  local kind = eff.kind
  if kind == "strength" then
    return eff.amount
  elseif kind == "strength_per" then
    return eff.amount * count(m, st, c, eff.count)
  end
  return 0
end

-- What st's bench adds to st's strength in `role` ("attack" or "defence"),
-- and what it takes from the opponent's strength in their role.
local function bench_plus(m, st, role)
  local total, fx = 0, st.bench_fx
  for k = 1, #fx do
    local c = info(m, fx[k])
    for _, eff in ipairs(c.bench) do
      local side = eff.side or "both"
      if eff.kind ~= "weaken" and (side == "both" or side == role) then
        total = total + plus(m, st, c, eff)
      end
    end
  end
  return total
end

local function bench_minus(m, st, role)
  local total, fx = 0, st.bench_fx
  for k = 1, #fx do
    for _, eff in ipairs(info(m, fx[k]).bench) do
      local side = eff.side or "both"
      if eff.kind == "weaken" and (side == "both" or side == role) then
        total = total + eff.amount
      end
    end
  end
  return total
end

-- The total of st's running attack against the flag of st.opp: the
-- revealed cards (st.atk_sum, kept by the match loop), their "in attack"
-- effects, the benches, and the flag card's "in flag possession" weaken.
function effects.attack_total(m, st)
  local total = st.atk_sum
  local list = st.atk_fx
  for k = 1, #list do
    local c = info(m, list[k])
    local fx = c.attack
    for e = 1, #fx do
      total = total + plus(m, st, c, fx[e])
    end
  end
  local opp = st.opp
  if st.bench_fx[1] then
    total = total + bench_plus(m, st, "attack")
  end
  if opp.bench_fx[1] then
    total = total - bench_minus(m, opp, "attack")
  end
  local flag = opp.flag_card
  if flag then
    total = total - info(m, flag).flag_weaken
  end
  return total > 0 and total or 0
end

-- The defence of st's card holding the flag, against st.opp's attack.
function effects.defence(m, st)
  local card = st.flag_card
  local c = info(m, card)
  local total = c.strength + (m.bonus[card] or 0)
  local fx = c.flag
  for e = 1, #fx do
    total = total + plus(m, st, c, fx[e])
  end
  local opp = st.opp
  if st.bench_fx[1] then
    total = total + bench_plus(m, st, "defence")
  end
  if opp.bench_fx[1] then
    total = total - bench_minus(m, opp, "defence")
  end
  local list = opp.atk_fx
  for k = 1, #list do
    total = total - info(m, list[k]).attack_weaken
  end
  return total > 0 and total or 0
end

-- The seat a retire effect of st empties: asked of a player, chosen by a rule
-- for the bot (a seat without bench effects first, then the most cards, then
-- the lowest seat). Nil when the bench is empty.
local function retire_seat(m, st, card)
  local occupied = {}
  for i = 1, SEATS do
    if st.bench_cards[i] then
      occupied[#occupied + 1] = i
    end
  end
  if #occupied <= 1 then
    return occupied[1]
  end
  if st.auto then
    local best, best_key = nil, -1
    for _, i in ipairs(occupied) do
      local list = st.bench_cards[i]
      local key = #list + (info(m, list[1]).bench_any and 0 or 100)
      if key > best_key then
        best, best_key = i, key
      end
    end
    return best
  end
  local options = {}
  for _, i in ipairs(occupied) do
    local list = st.bench_cards[i]
    options[#options + 1] = { id = "seat" .. i, zone = st.bench[i],
      label = string.format("Seat %d: %s x%d", i, info(m, list[1]).name, #list) }
  end
  local id = m.game:choose(st.seat, { prompt = info(m, card).name .. ": choose a bench seat to send to your rest pile",
    options = options })
  return tonumber(string.sub(id, 5))
end

-- Puts up to n cards of `list` (taken from its end) at the bottom of st's deck.
local function to_deck_bottom(m, st, list)
  local game = m.game
  for k = 1, #list do
    game:move(list[k], st.deck, "bottom")
  end
end

local RUN = {}

function RUN.strength(m, _, card, eff)
  m.bonus[card] = (m.bonus[card] or 0) + eff.amount
end

function RUN.strength_per(m, st, card, eff)
  m.bonus[card] = (m.bonus[card] or 0) + eff.amount * count(m, st, info(m, card), eff.count)
end

function RUN.weaken(m, st, _, eff)
  local target = st.opp.flag_card
  if target then
    m.bonus[target] = (m.bonus[target] or 0) - eff.amount
  end
end

function RUN.fans(m, st, card, eff)
  sides.add_fans(m.game, st.side, eff.amount)
  m.game:log("%s gains %s (%s)", st.name, text.count(eff.amount, "fan"), info(m, card).name)
end

function RUN.mill(m, st, _, eff)
  local opp = st.opp
  local game = m.game
  for _ = 1, eff.amount do
    local card = game:draw(opp.deck, opp.rest)
    if not card then
      break
    end
    opp.rest_n = opp.rest_n + 1
  end
end

function RUN.bench_top(m, st, _, eff)
  local opp = st.opp
  local game = m.game
  for _ = 1, eff.amount do
    local card = game:top(opp.deck)
    if not card then
      break
    end
    if not board.seat(m, opp, { card }) then
      m.lose(opp, "has no free bench seat for its cards")
      return
    end
  end
end

function RUN.retire(m, st, card, eff)
  for _ = 1, eff.amount or 1 do
    local seat = retire_seat(m, st, card)
    if not seat then
      return
    end
    board.retire(m, st, seat)
  end
end

function RUN.recover(m, st, _, eff)
  if eff.from == "bench" then
    local seat = board.fullest(st)
    if seat then
      to_deck_bottom(m, st, board.take(m, st, seat, eff.amount))
    end
  else
    local game = m.game
    for _ = 1, eff.amount do
      local card = game:top(st.rest)
      if not card then
        break
      end
      game:move(card, st.deck, "bottom")
      st.rest_n = st.rest_n - 1
    end
  end
end

function RUN.scry(m, st, card)
  local game = m.game
  local top = game:top(st.deck)
  if not top then
    return
  end
  local c = info(m, top)
  local bottom
  if st.auto then
    bottom = c.strength < 3
  else
    local answer = game:choose(st.seat, {
      prompt = info(m, card).name .. ": the top card of your deck is " .. c.name,
      options = {
        { id = "top", label = "Leave " .. c.name .. " on top", piece = top },
        { id = "bottom", label = "Put " .. c.name .. " at the bottom", piece = top },
      },
    })
    bottom = answer == "bottom"
  end
  if bottom then
    game:move(top, st.deck, "bottom")
  end
end

-- Runs one one-time effect (or a reveal-time strength effect) of `card`,
-- owned by st. Records the order in the card's prop "resolved" (the match's
-- running count of resolved effects), which tests read.
function effects.run(m, st, card, eff)
  local run = RUN[eff.kind]
  if run then
    m.seq = m.seq + 1
    m.game:set_prop(card, "resolved", m.seq)
    run(m, st, card, eff)
  end
end

return effects
