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
local text = require("text")

local info = board.info
local NONE = board.NONE
local attack_total, defence, run, ONCE = effects.attack_total, effects.defence, effects.run, effects.ONCE

local match = {}

-- More reveals than this in one match ends it: the side holding the flag wins
-- (ours: effects that put cards back into decks could otherwise loop).
match.MAX_REVEALS = 400

-- A match context: the game, the step's card cache, reveal-time bonuses.
-- m.lose(st, why) ends the match; match.play logs why, after the line of
-- the attack in which it happened.
function match.context(game, defs)
  local m = { game = game, defs = defs or {}, bonus = {}, seq = 0, reveals = 0 }
  function m.lose(st, why)
    if not m.loser then
      m.loser, m.winner, m.why = st, st.opp, why
    end
  end
  return m
end

-- A revealed card as the log shows it: name and strength, with the bonus it
-- got on reveal ("Scribe (3+2)").
local function shown(m, card)
  local c = info(m, card)
  local b = m.bonus[card]
  if b and b ~= 0 then
    return string.format("%s (%d%+d)", c.name, c.strength, b)
  end
  return string.format("%s (%d)", c.name, c.strength)
end

-- The log line of an attack: every card revealed, with its strength, and the
-- totals unless the match ended in the middle of an effect (total nil).
local function log_attack(m, st, list, total, need)
  if #list == 0 then
    return
  end
  local names = {}
  for k = 1, #list do
    names[k] = shown(m, list[k])
  end
  local cards = text.list(names)
  if not total then
    m.game:log("%s attacks with %s", st.name, cards)
  elseif total >= need then
    m.game:log("%s attacks with %s: %d against %d, and takes the flag", st.name, cards, total, need)
  else
    m.game:log("%s attacks with %s: %d against %d", st.name, cards, total, need)
  end
end

-- Reveals the top card of st's deck into play, or returns nil when the deck
-- is empty. A strength change from an earlier reveal (its own bonus, or a
-- weakening while it held the flag) stayed behind when the card left play:
-- it starts from its printed strength.
local function reveal(m, st)
  local card = m.game:draw(st.deck, st.play)
  if card then
    m.reveals = m.reveals + 1
    m.bonus[card] = nil
  end
  return card
end

-- The flag lands on the last card of `list`, which becomes st's stack.
local function take_flag(m, st, list)
  st.stack, st.attack, st.atk_sum, st.atk_fx = list, NONE, 0, NONE
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

-- Is the attack total simply the sum of the revealed cards? (No lasting
-- effect of a bench, an attacking card or the flag card applies.)
local function plain(m, st)
  local def = st.opp
  return not st.bench_fx[1] and not def.bench_fx[1] and not st.atk_fx[1]
    and info(m, def.flag_card).flag_weaken == 0
end

-- st reveals cards until its attack total reaches the defence of st.opp's
-- flag card, or the match ends. Returns the revealed cards, the total (nil
-- when an effect ended the match) and the defence.
local function reveal_attack(m, st)
  local def, bonus = st.opp, m.bonus
  local list = {}
  st.attack, st.atk_sum, st.atk_fx = list, 0, NONE
  local need = defence(m, def)
  local simple = plain(m, st)
  local total = 0
  while true do
    if m.reveals >= match.MAX_REVEALS then
      m.lose(st, "reaches the limit of " .. match.MAX_REVEALS .. " revealed cards")
      return list, total, need
    end
    local card = reveal(m, st)
    if not card then
      m.lose(st, "must reveal a card from an empty deck")
      return list, total, need
    end
    list[#list + 1] = card
    local c = info(m, card)
    if c.has_effect then
      local fx = c.reveal
      for e = 1, #fx do
        run(m, st, card, fx[e])
        if m.winner then
          return list, nil, need
        end
      end
      if c.attack[1] then
        if st.atk_fx == NONE then
          st.atk_fx = {}
        end
        st.atk_fx[#st.atk_fx + 1] = card
      end
      st.atk_sum = st.atk_sum + c.strength + (bonus[card] or 0)
      need = defence(m, def)
      simple = plain(m, st)
    else
      st.atk_sum = st.atk_sum + c.strength
    end
    total = simple and st.atk_sum or attack_total(m, st)
    if total >= need then
      return list, total, need
    end
  end
end

-- st attacks st.opp. Returns when the flag changed hands or the match ended.
local function attack(m, st)
  local game, def = m.game, st.opp
  local list, total, need = reveal_attack(m, st)
  log_attack(m, st, list, total, need)
  if m.winner then
    return
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
  def.flag_card, def.stack = nil, NONE
  if dest then
    stack[#stack] = nil
    if dest == "rest" then
      board.to_rest(m, def, lost)
    else
      game:move(lost, def.deck, "bottom")
    end
  end
  if not board.seat(m, def, stack) then
    m.lose(def, "has no free bench seat for its cards")
    return
  end
  take_flag(m, st, list)
end

-- The first card of the match: `a` reveals it, its effects happen, then it
-- takes the flag.
local function open(m, a)
  local card = reveal(m, a)
  if not card then
    m.lose(a, "must reveal a card from an empty deck")
    return
  end
  local fx = info(m, card).reveal
  for e = 1, #fx do
    run(m, a, card, fx[e])
    if m.winner then
      break
    end
  end
  m.game:log("%s begins the match with %s", a.name, shown(m, card))
  if not m.winner then
    take_flag(m, a, { card })
  end
end

-- Plays a match; `first` reveals the first card. Returns the context, whose
-- winner and loser are board states (their .side is the side).
function match.play(game, first, second, defs)
  local m = match.context(game, defs)
  local a, b = board.state(m, first), board.state(m, second)
  a.opp, b.opp = b, a
  m.a, m.b = a, b
  m.flag_token = game:top(game:zone("flags"))
  open(m, a)
  local attacker = b
  while not m.winner do
    attack(m, attacker)
    attacker = attacker.opp
  end
  game:log("%s %s and loses the match", m.loser.name, m.why)
  return m
end

-- After a match: every card of both sides back into its deck, the flag back.
function match.clear(game, m)
  for _, st in ipairs({ m.a, m.b }) do
    local side = st.side
    local n = game:count(side.play)
    if n > 0 then
      game:draw(side.play, side.deck, n)
    end
    n = game:count(side.rest)
    if n > 0 then
      game:draw(side.rest, side.deck, n)
    end
    for i = 1, board.SEATS do
      local list = st.bench_cards[i]
      if list and #list > 0 then
        game:draw(side.bench[i], side.deck, #list)
      end
    end
  end
  if m.flag_token then
    game:move(m.flag_token, game:zone("flags"))
  end
end

return match
