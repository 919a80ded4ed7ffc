-- A player's side of a match: the deck, the revealed cards, the bench of six
-- seats and the rest pile, plus the bookkeeping the match loop needs.
--
-- A "side" names the zones of one competitor (a seat or the bot; see
-- sides.lua). A "state" is that side during one match: built by
-- board.state from the zones as they are (so a test can seat cards on a bench
-- first), then kept up to date by the functions below. States live only
-- inside the running step; everything that matters is also in the zones.
local cards = require("cards")

local CARD = cards.def
local SEATS = 6

local board = { SEATS = SEATS }

-- The catalogue entry of a piece, cached for the running step in m.defs.
local function info(m, card)
  local c = m.defs[card]
  if not c then
    c = CARD[m.game:def(card)]
    m.defs[card] = c
  end
  return c
end
board.info = info

-- Recomputes the derived bench figures of st from st.bench_cards.
local function refresh(m, st)
  local used, total, fx, sets = 0, 0, {}, {}
  st.bench_fx, st.set_count = fx, sets
  for i = 1, SEATS do
    local list = st.bench_cards[i]
    local n = #list
    if n > 0 then
      used = used + 1
      total = total + n
      for k = 1, n do
        local c = info(m, list[k])
        sets[c.set] = (sets[c.set] or 0) + 1
        if c.bench_any then
          fx[#fx + 1] = list[k]
        end
      end
    else
      st.bench_name[i] = false
    end
  end
  st.seats_used, st.bench_total = used, total
end
board.refresh = refresh

-- The state of side for one match, read from its zones.
function board.state(m, side)
  local game = m.game
  local st = {
    side = side, seat = side.seat, auto = side.auto, name = side.name,
    deck = side.deck, play = side.play, rest = side.rest, bench = side.bench,
    bench_name = {}, bench_cards = {}, bench_fx = {}, set_count = {},
    seats_used = 0, bench_total = 0,
    rest_n = game:count(side.rest),
    attack = {},      -- cards revealed in the running attack, in order
    stack = {},       -- the cards under and with the flag (the last one holds it)
    flag_card = nil,
  }
  for i = 1, SEATS do
    local list = game:pieces(side.bench[i])
    st.bench_cards[i] = list
    st.bench_name[i] = #list > 0 and info(m, list[#list]).name or false
  end
  for _, card in ipairs(game:pieces(side.play)) do
    st.stack[#st.stack + 1] = card
  end
  refresh(m, st)
  return st
end

-- Can st seat all of `list` (cards with names) on its bench?
local function fits(m, st, list)
  local free = SEATS - st.seats_used
  local new = {}
  for k = 1, #list do
    local name = info(m, list[k]).name
    if not new[name] then
      local seated = false
      for i = 1, SEATS do
        if st.bench_name[i] == name then
          seated = true
          break
        end
      end
      if not seated then
        new[name] = true
        free = free - 1
        if free < 0 then
          return false
        end
      end
    end
  end
  return true
end
board.fits = fits

-- Seats the cards of `list` on st's bench: a card joins the seat of its name,
-- else the lowest empty seat. Returns false (moving nothing) when they do not
-- all fit: the owner of the bench then loses the match.
function board.seat(m, st, list)
  if not fits(m, st, list) then
    return false
  end
  local game = m.game
  for k = 1, #list do
    local card = list[k]
    local name = info(m, card).name
    local seat
    for i = 1, SEATS do
      if st.bench_name[i] == name then
        seat = i
        break
      end
    end
    if not seat then
      for i = 1, SEATS do
        if not st.bench_name[i] then
          seat = i
          st.bench_name[i] = name
          break
        end
      end
    end
    game:move(card, st.bench[seat])
    local seated = st.bench_cards[seat]
    seated[#seated + 1] = card
  end
  refresh(m, st)
  return true
end

-- The occupied seat with the most cards (ties: the lowest seat), or nil.
function board.fullest(st)
  local best, n = nil, 0
  for i = 1, SEATS do
    if #st.bench_cards[i] > n then
      best, n = i, #st.bench_cards[i]
    end
  end
  return best
end

-- Takes up to n cards from the top of seat i (they are still to be moved by
-- the caller). Returns the list.
function board.take(m, st, i, n)
  local list, out = st.bench_cards[i], {}
  for _ = 1, n do
    if #list == 0 then
      break
    end
    out[#out + 1] = list[#list]
    list[#list] = nil
  end
  refresh(m, st)
  return out
end

-- Moves every card of seat i to the rest pile.
function board.retire(m, st, i)
  local game = m.game
  local list = st.bench_cards[i]
  for k = 1, #list do
    game:move(list[k], st.rest)
  end
  st.rest_n = st.rest_n + #list
  st.bench_cards[i] = {}
  refresh(m, st)
end

-- Puts a card onto st's rest pile.
function board.to_rest(m, st, card)
  m.game:move(card, st.rest)
  st.rest_n = st.rest_n + 1
end

return board
