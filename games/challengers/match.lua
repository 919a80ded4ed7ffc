-- One match between two sides, resolved without decisions unless a card
-- effect asks one (retire, scry).
--
--   local m = match.play(game, first, second)   -- sides (sides.get)
--   m.winner.side, m.loser.side
--
-- The first side reveals its top card, which takes the flag. Then the other
-- side attacks: it reveals cards one at a time until its attack total is at
-- least the defence of the card holding the flag. The defender's cards go to
-- its bench (flag loss effects first), the attacker's revealed cards become
-- the new stack and the last one takes the flag; then the roles swap. A side
-- that must reveal from an empty deck, or cannot seat its cards on its bench,
-- loses. Decks are not shuffled here (rules.lua does that), so a test can
-- stack a deck and call match.play from a check function.
local board = require("board")
local effects = require("effects")

local info = board.info
local attack_total, defence, run, ONCE = effects.attack_total, effects.defence, effects.run, effects.ONCE

local match = {}

-- More reveals than this in one match ends it: the side holding the flag wins
-- (ours: effects that put cards back into decks could otherwise loop).
match.MAX_REVEALS = 400

-- A match context: the game, the step's card cache, reveal-time bonuses.
function match.context(game, defs)
  local m = { game = game, defs = defs or {}, bonus = {}, seq = 0, reveals = 0 }
  function m.lose(st)
    if not m.loser then
      m.loser, m.winner = st, st.opp
    end
  end
  return m
end

local function reveal(m, st)
  local card = m.game:draw(st.deck, st.play)
  if not card then
    m.lose(st)
  end
  m.reveals = m.reveals + 1
  return card
end

-- The flag lands on the last card of `list`, which becomes st's stack.
local function take_flag(m, st, list)
  st.stack, st.attack = list, {}
  local card = list[#list]
  st.flag_card = card
  if m.flag_token then
    m.game:move(m.flag_token, st.side.flag)
  end
  local fx = info(m, card).flag
  for e = 1, #fx do
    if ONCE[fx[e].kind] then
      run(m, st, card, fx[e])
      if m.winner then
        return
      end
    end
  end
end

-- st attacks st.opp. Returns when the flag changed hands or the match ended.
local function attack(m, st)
  local def = st.opp
  st.attack = {}
  local need = defence(m, def)
  while true do
    if m.reveals >= match.MAX_REVEALS then
      m.lose(st)
      return
    end
    local card = reveal(m, st)
    if not card then
      return
    end
    local list = st.attack
    list[#list + 1] = card
    local c = info(m, card)
    if c.has_effect then
      local fx = c.reveal
      for e = 1, #fx do
        run(m, st, card, fx[e])
        if m.winner then
          return
        end
      end
      need = defence(m, def)
    end
    if attack_total(m, st) >= need then
      break
    end
  end
  -- The flag changes hands: flag loss effects first, then the bench.
  local lost = def.flag_card
  local fx = info(m, lost).flag_loss
  local dest
  for e = 1, #fx do
    if fx[e].kind == "self_to" then
      dest = fx[e].to
    else
      run(m, def, lost, fx[e])
      if m.winner then
        return
      end
    end
  end
  local stack = def.stack
  def.flag_card, def.stack = nil, {}
  if dest then
    stack[#stack] = nil
    if dest == "rest" then
      board.to_rest(m, def, lost)
    else
      m.game:move(lost, def.deck, "bottom")
    end
  end
  if not board.seat(m, def, stack) then
    m.lose(def)
    return
  end
  take_flag(m, st, st.attack)
end

-- Plays a match; `first` reveals the first card. Returns the context, whose
-- winner and loser are board states (their .side is the side).
function match.play(game, first, second, defs)
  local m = match.context(game, defs)
  local a, b = board.state(m, first), board.state(m, second)
  a.opp, b.opp = b, a
  m.a, m.b = a, b
  m.flag_token = game:top(game:zone("flags"))
  local card = reveal(m, a)
  if card then
    local fx = info(m, card).reveal
    for e = 1, #fx do
      run(m, a, card, fx[e])
      if m.winner then
        return m
      end
    end
    take_flag(m, a, { card })
  end
  local attacker = b
  while not m.winner do
    attack(m, attacker)
    attacker = attacker.opp
  end
  return m
end

-- After a match: every card of both sides back into its deck, the flag back.
function match.clear(game, m)
  for _, st in ipairs({ m.a, m.b }) do
    local side = st.side
    for _, zone in ipairs({ side.play, side.rest, side.bench[1], side.bench[2], side.bench[3], side.bench[4],
      side.bench[5], side.bench[6] }) do
      local n = game:count(zone)
      if n > 0 then
        game:draw(zone, side.deck, n)
      end
    end
  end
  if m.flag_token then
    game:move(m.flag_token, game:zone("flags"))
  end
end

return match
