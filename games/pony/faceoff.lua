-- Faceoffs, every kind the rules have:
--   troublemaker  a player challenges a Troublemaker (its side: the Troublemaker)
--   problem       both players meet one Problem (their characters there)
--   double        one player confronted both Problems (all characters on both)
--   event         a card says two cards face off
-- The steps (rules text, steps 1-3; the result and the end from the
-- comprehensive rules):
--   F1 involvement: the sides' characters that are ready (or Stubborn) and not
--      frightened, and the Troublemaker;
--   F2 flips: each side flips the top card of its draw deck; only its printed
--      power counts. Random may pass over a flipped 1; extra flips come from
--      cards; an empty deck flips nothing;
--   F3 actions: starting with the player whose turn it is not, players take
--      turns to use Faceoff cards and abilities, each resolved at once, until
--      both pass in a row;
--   F4 result: the higher total wins (ties: option faceoff_tie); the caller's
--      outcome runs; Studious; "when you win a faceoff" triggers;
--   F5 end: Pumped Friends may keep a flipped card beneath them; the other
--      flipped cards go to the bottom of their owners' decks in the order each
--      owner picks.
-- The table shows the running totals in the seat counters faceoff_total and
-- the involved cards by their prop involved.
local abilities = require("abilities")
local board = require("board")
local cards = require("cards")
local effects = require("effects")
local hooks = require("hooks")
local points = require("points")
local power = require("power")
local response = require("response")

local faceoff = {}

local KIND_INDEX = {}
for i, kind in ipairs(board.FACEOFF_KINDS) do
  KIND_INDEX[kind] = i
end

local KIND_NAME = { troublemaker = "Troublemaker faceoff", problem = "Problem faceoff",
  double = "double Problem faceoff", event = "faceoff" }

-- Each side's total: involved characters (never below 0 each) and the
-- Troublemaker, plus the printed power of its counted flipped cards.
function faceoff.totals(game, F)
  local snap = power.snapshot(game)
  local totals = {}
  for s = 1, board.SEATS do
    local total = 0
    for _, piece in ipairs(F.sides[s]) do
      local e = snap.by[piece]
      if e and e.involved then
        total = total + power.value(e)
      end
    end
    for _, card in ipairs(F.flips[s]) do
      if not game:prop(card, "ignored") then
        total = total + (cards.of(game, card).power or 0)
      end
    end
    totals[s] = total
    board.set(game, "faceoff_total", total, s)
  end
  return totals
end

local function log_totals(game, F)
  local t = faceoff.totals(game, F)
  game:log("Totals: %s %d, %s %d", game:seat_name(1), t[1], game:seat_name(2), t[2])
  return t
end

local function random_reflip(game, F, s, card)
  if F.random_left[s] <= 0 or cards.of(game, card).power ~= 1 then
    return false
  end
  local choice = game:choose(s, { prompt = string.format("Random: pass over %s (power 1) and flip again? (%d left)",
    cards.name(game, card), F.random_left[s]), options = {
      { id = "reflip", label = "Flip again", piece = card }, { id = "keep", label = "Keep it" } } })
  if choice ~= "reflip" then
    return false
  end
  F.random_left[s] = F.random_left[s] - 1
  game:set_prop(card, "ignored", true)
  game:log("%s passes over %s (Random)", game:seat_name(s), cards.name(game, card))
  return true
end

-- Seat s flips n cards (more if Random passes over some).
function faceoff.flip(game, F, s, n)
  local k = 0
  while k < n do
    local card = game:draw(board.zone[s].deck, board.zone[s].flipped)
    if not card then
      game:log("%s's deck is empty: nothing to flip", game:seat_name(s))
      return
    end
    F.flips[s][#F.flips[s] + 1] = card
    game:log("%s flips %s (power %d)", game:seat_name(s), cards.name(game, card), cards.of(game, card).power or 0)
    if not random_reflip(game, F, s, card) then
      k = k + 1
    end
  end
end

-- F1: keeps the characters that take part; marks them (and the Troublemaker).
local function involve(game, F, spec)
  local snap = power.snapshot(game)
  for s = 1, board.SEATS do
    local list = {}
    for _, piece in ipairs(spec.sides[s]) do
      local e = snap.by[piece]
      local ok = e and (e.type == "troublemaker" or (not e.frightened and (not e.exhausted or e.kw.stubborn)))
      if ok then
        list[#list + 1] = piece
        game:set_prop(piece, "involved", true)
        if e.kw.random then
          F.random_left[s] = F.random_left[s] + 1
        end
      end
    end
    F.sides[s] = list
  end
end

local function describe(game, F)
  local snap = power.snapshot(game)
  for s = 1, board.SEATS do
    local names = {}
    for _, piece in ipairs(F.sides[s]) do
      names[#names + 1] = string.format("%s (%d)", cards.name(game, piece), power.value(snap.by[piece]))
    end
    game:log("  %s: %s", game:seat_name(s), #names > 0 and table.concat(names, ", ") or "no card involved")
  end
end

-- F3: the Faceoff cards and abilities seat s may use now.
local function action_options(game, F, s)
  local options = {}
  if points.over(game) then
    return options
  end
  local snap = power.snapshot(game)
  for _, piece in ipairs(game:pieces(board.zone[s].hand)) do
    if abilities.event_playable(game, snap, s, piece, "faceoff", nil, F) then
      options[#options + 1] = abilities.event_option(cards.of(game, piece), piece)
    end
  end
  local entries = snap.list
  for i = 1, #entries do
    local e = entries[i]
    local ability = e.seat == s and abilities.find(game, snap, s, e.piece, "faceoff", nil, F, F.fits)
    if ability then
      options[#options + 1] = abilities.use_option(e, ability, "Use")
    end
  end
  return effects.unique_ids(options)
end

local function act(game, F, s, id, piece)
  if id:sub(1, 5) == "play_" then
    abilities.play_event(game, s, piece, "faceoff", nil, F, "plays")
  else
    abilities.use(game, s, piece, "faceoff", nil, F, F.fits, "uses")
  end
  log_totals(game, F)
end

local function decide(game, F)
  local t = faceoff.totals(game, F)
  while t[1] == t[2] and game:option("faceoff_tie") == "reflip" do
    local decks = game:count(board.zone[1].deck) + game:count(board.zone[2].deck)
    if decks == 0 then
      break
    end
    game:log("A tie: both sides flip again")
    for s = 1, board.SEATS do
      faceoff.flip(game, F, s, 1)
    end
    t = log_totals(game, F)
  end
  if t[1] == t[2] then
    game:log("The %s is a tie: nobody wins", KIND_NAME[F.kind])
    return nil
  end
  local winner = t[1] > t[2] and 1 or 2
  game:log("%s wins the %s, %d to %d", game:seat_name(winner), KIND_NAME[F.kind], t[winner], t[3 - winner])
  return winner
end

local function studious(game, F, winner)
  local snap = power.snapshot(game)
  for _, piece in ipairs(F.sides[winner]) do
    local e = snap.by[piece]
    if e and e.involved and e.kw.studious then
      board.add(game, "tokens", 1, winner)
      game:log("%s gains 1 action token (Studious)", game:seat_name(winner))
      return
    end
  end
end

-- F5: Pumped Friends may keep one flipped card each; the rest go to the
-- bottom of their owners' decks in the order each owner picks.
local function pumped(game, F, s)
  local snap = power.snapshot(game)
  for _, piece in ipairs(F.sides[s]) do
    local e = snap.by[piece]
    local left = board.zone[s].flipped
    if e and e.kw.pumped and not e.frightened and game:count(left) > 0 then
      local options = { { id = "none", label = "Keep none" } }
      for _, card in ipairs(game:pieces(left)) do
        options[#options + 1] = { id = "beneath_" .. game:def(card), piece = card,
          label = "Put " .. cards.name(game, card) .. " beneath " .. cards.name(game, piece) }
      end
      local id, card = game:choose(s, { prompt = "Pumped: keep a flipped card beneath " .. cards.name(game, piece)
        .. "?",
        options = effects.unique_ids(options) })
      if id ~= "none" then
        game:set_prop(card, "ignored", nil)
        game:set_prop(card, "beneath_of", piece)
        game:move(card, board.zone[s].beneath)
        game:log("%s puts %s beneath %s (Pumped)", game:seat_name(s), cards.name(game, card), cards.name(game, piece))
      end
    end
  end
end

local function to_bottom(game, s)
  local flipped, deck = board.zone[s].flipped, board.zone[s].deck
  while game:count(flipped) > 0 do
    local card
    if game:count(flipped) == 1 then
      card = game:top(flipped)
    else
      local _, piece = game:choose(s, { prompt = "Which flipped card goes to the bottom of your deck first?",
        from = flipped })
      card = piece
    end
    game:set_prop(card, "ignored", nil)
    game:move(card, deck, "bottom")
  end
end

local function finish(game, F)
  for s = 1, board.SEATS do
    pumped(game, F, s)
  end
  for s = 1, board.SEATS do
    to_bottom(game, s)
    for _, piece in ipairs(F.sides[s]) do
      game:set_prop(piece, "involved", nil)
      game:set_prop(piece, "mod_faceoff", nil)
    end
    board.set(game, "faceoff_total", 0, s)
  end
  board.set(game, "faceoff", 0)
end

-- Runs a faceoff; returns the winning seat, or nil on a tie.
--   spec = { kind, sides = { [1] = { pieces }, [2] = { pieces } },
--            title = "...",                     -- the log line that opens it
--            outcome = function(game, F, winner) -- what winning/losing does }
function faceoff.run(game, spec)
  assert(board.get(game, "faceoff") == 0, "a faceoff inside a faceoff")
  local turn = game:current() or board.get(game, "first")
  local F = { kind = spec.kind, index = KIND_INDEX[spec.kind], sides = {}, flips = { {}, {} }, used = {},
    random_left = { 0, 0 }, flip = faceoff.flip }
  -- an ability's timing word must allow it in this kind of faceoff
  F.fits = function(_, ability)
    return abilities.timing_fits(ability.timing, F)
  end
  board.set(game, "faceoff", F.index)
  game:log("%s", spec.title or ("A " .. KIND_NAME[spec.kind]))
  involve(game, F, spec)
  describe(game, F)
  for _, s in ipairs({ turn, board.other(turn) }) do
    faceoff.flip(game, F, s, 1)
  end
  hooks.emit(game, { kind = "faceoff_flip", seat = turn, by = turn, faceoff = F })
  if points.over(game) then
    return nil
  end
  log_totals(game, F)
  response.window(game, {
    seats = { board.other(turn), turn },
    prompt = "Faceoff: play a Faceoff card or ability?",
    options = function(g, s) return action_options(g, F, s) end,
    resolve = function(g, s, id, piece) act(g, F, s, id, piece) end,
    -- a seat whose deck holds a Faceoff card it could play now is asked
    -- whatever it holds (unless it switched on auto-pass)
    ask_all = function(g, s)
      return not points.over(g) and abilities.could_play(g, power.snapshot(g), s, "faceoff", nil, F)
    end,
    auto_pass = board.auto_pass,
  })
  local winner = decide(game, F)
  if spec.outcome then
    spec.outcome(game, F, winner)
  end
  if points.over(game) then
    return winner
  end
  if winner then
    studious(game, F, winner)
    hooks.emit(game, { kind = "faceoff_won", seat = winner, by = winner, faceoff = F })
  end
  if not points.over(game) then
    finish(game, F)
  end
  return winner
end

hooks.faceoff = faceoff.run

return faceoff
