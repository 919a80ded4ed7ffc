-- A player's side of a match: the deck, the revealed cards, the bench of six
-- seats and the rest pile, plus the bookkeeping the match loop needs.
--
-- A "side" names the zones of one competitor (a seat or the bot; see
-- sides.lua). A "state" is that side during one match: built by
-- board.state from the zones as they are (so a test can seat cards on a bench
-- first), then kept up to date by the functions below. States live only
-- inside the running step; everything that matters is also in the zones.
--
-- The state's bench bookkeeping: bench_cards[i] (the cards of seat i, or
-- nil), bench_name[i], seat_of[name], seats_used, bench_total and bench_fx
-- (the benched cards that have "from the bench" effects).
local cards = require("cards")

local CARD = cards.def
local SEATS = 6

-- A shared empty list for st.bench_fx, st.atk_fx and st.attack until they get
-- an entry (never appended to: the owner replaces it with a new table).
local NONE = setmetatable({}, { __newindex = function()
  error("board.NONE is shared: replace it, do not fill it")
end })

local board = { SEATS = SEATS, NONE = NONE }

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

-- Recomputes the bench bookkeeping of st from st.bench_cards (after cards
-- left the bench).
local function refresh(m, st)
  local used, total, fx, seat_of = 0, 0, {}, {}
  st.bench_fx, st.seat_of = fx, seat_of
  for i = 1, SEATS do
    local list = st.bench_cards[i]
    local n = list and #list or 0
    if n > 0 then
      used = used + 1
      total = total + n
      for k = 1, n do
        if info(m, list[k]).bench_any then
          fx[#fx + 1] = list[k]
        end
      end
      local name = info(m, list[1]).name
      st.bench_name[i] = name
      seat_of[name] = i
    else
      st.bench_cards[i] = nil
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
    bench_name = { false, false, false, false, false, false }, bench_cards = {}, bench_fx = NONE, seat_of = {},
    seats_used = 0, bench_total = 0,
    rest_n = game:count(side.rest),
    attack = NONE,    -- cards revealed in the running attack, in order
    atk_sum = 0,      -- their strength with reveal bonuses
    atk_fx = NONE,    -- those of them with "in attack" effects
    stack = NONE,     -- the cards under and with the flag (the last one holds it)
    flag_card = nil,
  }
  -- At the start of a match the bench and the play area are empty, but a
  -- test may have seated cards first.
  local any = false
  for i = 1, SEATS do
    if game:count(side.bench[i]) > 0 then
      st.bench_cards[i] = game:pieces(side.bench[i])
      any = true
    end
  end
  if any then
    refresh(m, st)
  end
  if game:count(side.play) > 0 then
    st.stack = game:pieces(side.play)
  end
  return st
end

-- Can st seat all of `list` (cards with names) on its bench?
local function fits(m, st, list)
  local free = SEATS - st.seats_used
  if #list <= free then
    return true
  end
  local seat_of, new = st.seat_of, {}
  for k = 1, #list do
    local name = info(m, list[k]).name
    if not seat_of[name] and not new[name] then
      new[name] = true
      free = free - 1
      if free < 0 then
        return false
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
  local seat_of, names, benched = st.seat_of, st.bench_name, st.bench_cards
  for k = 1, #list do
    local card = list[k]
    local c = info(m, card)
    local seat = seat_of[c.name]
    if not seat then
      for i = 1, SEATS do
        if not names[i] then
          seat = i
          break
        end
      end
      names[seat] = c.name
      seat_of[c.name] = seat
      benched[seat] = {}
      st.seats_used = st.seats_used + 1
    end
    game:move(card, st.bench[seat])
    local seated = benched[seat]
    seated[#seated + 1] = card
    st.bench_total = st.bench_total + 1
    if c.bench_any then
      if st.bench_fx == NONE then
        st.bench_fx = {}
      end
      st.bench_fx[#st.bench_fx + 1] = card
    end
  end
  return true
end

-- How many cards of `set` sit on st's bench.
function board.set_count(m, st, set)
  local n = 0
  for i = 1, SEATS do
    local list = st.bench_cards[i]
    if list then
      for k = 1, #list do
        if info(m, list[k]).set == set then
          n = n + 1
        end
      end
    end
  end
  return n
end

-- The occupied seat with the most cards (ties: the lowest seat), or nil.
function board.fullest(st)
  local best, n = nil, 0
  for i = 1, SEATS do
    local list = st.bench_cards[i]
    if list and #list > n then
      best, n = i, #list
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
  st.bench_cards[i] = nil
  refresh(m, st)
end

-- Puts a card onto st's rest pile.
function board.to_rest(m, st, card)
  m.game:move(card, st.rest)
  st.rest_n = st.rest_n + 1
end

return board
