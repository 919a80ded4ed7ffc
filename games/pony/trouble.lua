-- The Troublemaker Phase (rules text, two steps), and what Troublemakers do.
--   0. "At the start of your opponent's Troublemaker Phase" abilities.
--   1. Uncover: your face-down Troublemakers turn face up and are now in play
--      (not at a Problem where a face-up Villain is). An uncovered Villain
--      dismisses the other Troublemakers there (option villain_removes) and
--      frightens every Friend there, both players'. With option
--      troublemaker_limit = one a player keeps at most one face-up
--      Troublemaker per Problem (a Villain before any other).
--   2. Challenge: with a character at a Problem where an opposing face-up
--      Troublemaker, or any Villain, is (one that cannot take part still
--      counts), you may challenge it to a Troublemaker faceoff. Win: it is
--      dismissed and you score its points. Lose: you send one of your
--      characters at that Problem home. Any number of challenges, one at a
--      time, each Troublemaker once a phase.
--      Caged N (our keyword, no source has it): the challenger first pays N
--      action tokens; without them it cannot challenge that Troublemaker.
local board = require("board")
local cards = require("cards")
local confront = require("confront")
local effects = require("effects")
local events = require("events")
local faceoff = require("faceoff")
local moves = require("moves")
local play = require("play")
local points = require("points")
local power = require("power")

local trouble = {}

-- Is a Troublemaker a Villain (option epic: an Epic one too)?
function trouble.is_villain(game, def)
  return def.keywords.villain == true or (def.keywords.epic == true and game:option("epic") == "villain")
end

-- The face-up Troublemakers at Problem q, both players'.
local function faceup_at(game, q)
  local out = {}
  for s = 1, board.SEATS do
    for _, piece in ipairs(game:pieces(board.zone[s].tm[q])) do
      if game:face_up(piece) then
        out[#out + 1] = piece
      end
    end
  end
  return out
end

local function villain_at(game, q)
  for _, piece in ipairs(faceup_at(game, q)) do
    if trouble.is_villain(game, cards.of(game, piece)) then
      return piece
    end
  end
  return nil
end

local function dismiss(game, piece, why)
  game:log("%s is dismissed (%s)", play.label(game, piece), why)
  play.leave(game, piece)
end

-- An uncovered Villain dismisses the other Troublemakers at its Problem
-- (all, or the face-up ones with villain_removes = faceup) and frightens all Friends
-- there (Manes are immune).
local function reveal_villain(game, villain, q)
  game:log("%s is a Villain: no one can confront %s while it is there", play.label(game, villain),
    moves.area_name(game, 1, q))
  local all = game:option("villain_removes") == "all"
  for s = 1, board.SEATS do
    for _, piece in ipairs(game:pieces(board.zone[s].tm[q])) do
      if piece ~= villain and (all or game:face_up(piece)) then
        dismiss(game, piece, "the Villain's arrival")
      end
    end
    for _, piece in ipairs(game:pieces(board.zone[s].at[q])) do
      play.frighten(game, piece)
    end
  end
end

-- With troublemaker_limit = one, seat p keeps one face-up Troublemaker at
-- Problem q (its choice; a Villain must be kept). The German rules have no
-- such limit: every uncovered Troublemaker carries out its text.
local function keep_one(game, p, q)
  if game:option("troublemaker_limit") ~= "one" then
    return
  end
  local mine = {}
  for _, piece in ipairs(game:pieces(board.zone[p].tm[q])) do
    if game:face_up(piece) then
      mine[#mine + 1] = piece
    end
  end
  if #mine < 2 then
    return
  end
  local keep = villain_at(game, q)
  if not keep or game:owner(keep) ~= p then
    local _, piece = game:choose(p, { prompt = "You may keep one face-up Troublemaker at this Problem: which?",
      pieces = mine })
    keep = piece
  end
  for _, piece in ipairs(mine) do
    if piece ~= keep then
      dismiss(game, piece, "one face-up Troublemaker per player at a Problem")
    end
  end
end

-- Unique in play (options unique = both or in_play): a player never keeps two
-- cards of one Unique name in play.
function trouble.unique_in_play(game, p)
  if game:option("unique") == "deck" then
    return
  end
  local seen = {}
  for q = 1, 2 do
    for _, piece in ipairs(game:pieces(board.zone[p].tm[q])) do
      local def = cards.of(game, piece)
      if game:face_up(piece) and def.keywords.unique then
        if seen[def.name] then
          dismiss(game, piece, "Unique: one in play")
        end
        seen[def.name] = true
      end
    end
  end
end

local function uncover_at(game, p, q)
  local hidden = {}
  for _, piece in ipairs(game:pieces(board.zone[p].tm[q])) do
    if not game:face_up(piece) then
      hidden[#hidden + 1] = piece
    end
  end
  if #hidden == 0 then
    return
  end
  if villain_at(game, q) then
    game:log("%s's face-down Troublemakers at %s stay face down: a Villain is there", game:seat_name(p),
      moves.area_name(game, p, q))
    return
  end
  local villains = {}
  for _, piece in ipairs(hidden) do
    game:flip(piece, true)
    game:log("%s uncovers %s at %s", game:seat_name(p), cards.name(game, piece), moves.area_name(game, p, q))
    if trouble.is_villain(game, cards.of(game, piece)) then
      villains[#villains + 1] = piece
    end
  end
  local villain = villains[1]
  if #villains > 1 then
    local _, piece = game:choose(p, { prompt = "Which Villain arrives first?", pieces = villains })
    villain = piece
  end
  if villain then
    reveal_villain(game, villain, q)
  end
  keep_one(game, p, q)
  -- "carry out what is written on them": the uncovered ones still there
  for _, piece in ipairs(hidden) do
    if game:zone_of(piece) == board.zone[p].tm[q] then
      events.emit(game, { kind = "uncovered", card = piece, seat = p, by = p, area = q, key = q })
    end
  end
end

function trouble.uncover(game, p)
  for q = 1, 2 do
    uncover_at(game, p, q)
  end
  trouble.unique_in_play(game, p)
end

-- The Troublemakers seat p may challenge now, as options.
local function challenge_options(game, p, done)
  local options = {}
  if #faceup_at(game, 1) + #faceup_at(game, 2) == 0 then
    return options
  end
  local snap = power.snapshot(game)
  for q = 1, 2 do
    local able = false
    local entries = snap.list
    for i = 1, #entries do
      local e = entries[i]
      -- "at least one character" there: one that cannot take part (exhausted,
      -- frightened) still lets its owner challenge, with only the flips.
      if e.seat == p and e.character and e.area == q then
        able = true
      end
    end
    for _, piece in ipairs(able and faceup_at(game, q) or {}) do
      local def = cards.of(game, piece)
      if not done[piece] and (game:owner(piece) ~= p or confront.blocks_both(def))
          and board.get(game, "tokens", p) >= (def.caged or 0) then
        options[#options + 1] = { id = "challenge_" .. def.id, piece = piece,
          label = string.format("Challenge %s (power %d, %d point%s%s) at %s", play.label(game, piece), def.power,
            def.points, def.points == 1 and "" or "s", def.caged and ", Caged: pay " .. def.caged .. " AT" or "",
            moves.area_name(game, p, q)) }
      end
    end
  end
  return options
end

-- Seat p lost a challenge at Problem q: it sends one of its characters
-- there home (the text: "einen deiner Charaktere von diesem Problem"; any
-- of them, also one that could not take part).
local function send_one_home(game, p, q)
  local list = play.characters_at(game, p, q)
  if #list == 0 then
    return
  end
  local piece = list[1]
  if #list > 1 then
    local _
    _, piece = game:choose(p, { prompt = "You lost: send one of your characters at this Problem home", pieces = list })
  end
  moves.send_home(game, piece)
end

function trouble.challenge(game, p, tm)
  local q = board.zone_info[game:zone_of(tm)].tm
  local def = cards.of(game, tm)
  if def.caged then
    board.add(game, "tokens", -def.caged, p)
    game:log("%s pays %d action token%s to challenge %s (Caged)", game:seat_name(p), def.caged,
      def.caged == 1 and "" or "s", def.name)
  end
  local chars = play.characters_at(game, p, q)
  local other = board.other(p)
  faceoff.run(game, {
    kind = "troublemaker",
    sides = { [p] = chars, [other] = { tm } },
    title = string.format("%s challenges %s at %s: a Troublemaker faceoff", game:seat_name(p), play.label(game, tm),
      moves.area_name(game, p, q)),
    outcome = function(g, _, winner)
      if winner == p then
        dismiss(g, tm, "defeated")
        points.add(g, p, def.points, "from_troublemakers", "defeating " .. def.name)
      elseif winner == other then
        send_one_home(g, p, q)
      end
    end,
  })
end

local function challenges(game, p)
  local done = {}
  while true do
    local options = challenge_options(game, p, done)
    if #options == 0 then
      return
    end
    options = effects.unique_ids(options)
    options[#options + 1] = { id = "done", label = "Challenge no more" }
    local id, tm = game:choose(p, { prompt = "Challenge a Troublemaker?", options = options })
    if id == "done" then
      return
    end
    done[tm] = true
    trouble.challenge(game, p, tm)
    if points.over(game) then
      return
    end
  end
end

function trouble.phase(game, p)
  trouble.uncover(game, p)
  challenges(game, p)
end

return trouble
