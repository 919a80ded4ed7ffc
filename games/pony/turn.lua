-- The Ready, Main and End phases of a turn (Troublemaker: trouble.lua,
-- Score: score.lua).
--   Ready: ready your exhausted cards; gain action tokens by the highest
--     score of any player (0-1: 2, 2-5: 3, 6-10: 4, 11+: 5); draw a card (not
--     on the first player's first turn; skipped with an empty deck).
--   Main: Inspired looks first; then actions (actions.lua) until you end it.
--   End: discard down to 8 cards in hand, then Friends at home beyond your
--     Mane's Home Limit (your choice which); "until end of turn" effects end.
local actions = require("actions")
local board = require("board")
local cards = require("cards")
local effects = require("effects")
local play = require("play")
local points = require("points")
local power = require("power")
local tally = require("tally")

local turn = {}

turn.HAND_LIMIT = 8
turn.INCOME = { { 1, 2 }, { 5, 3 }, { 10, 4 }, { math.maxinteger, 5 } }

function turn.income(highest)
  for _, row in ipairs(turn.INCOME) do
    if highest <= row[1] then
      return row[2]
    end
  end
end

local function ready_all(game, p)
  local n = 0
  local z = board.zone[p]
  for _, zone in ipairs({ z.home, z.at[1], z.at[2], z.attached }) do
    for _, piece in ipairs(game:pieces(zone)) do
      if game:prop(piece, "exhausted") then
        play.ready(game, piece)
        n = n + 1
      end
    end
  end
  if n > 0 then
    game:log("%s readies %d card%s", game:seat_name(p), n, n == 1 and "" or "s")
  end
end

function turn.ready(game, p)
  local n = board.add(game, "turn", 1)
  board.set(game, "points_before", board.get(game, "points", 1) + board.get(game, "points", 2))
  game:log("Turn %d: %s", n, game:seat_name(p))
  ready_all(game, p)
  local highest = math.max(board.get(game, "points", 1), board.get(game, "points", 2))
  local income = turn.income(highest)
  local total = board.add(game, "tokens", income, p)
  game:log("%s gains %d action tokens (now %d)", game:seat_name(p), income, total)
  if n == 1 then
    game:log("%s does not draw on the first turn of the game", game:seat_name(p))
  elseif play.draw(game, p, 1) == 0 then
    game:log("%s's deck is empty: no draw", game:seat_name(p))
  end
end

local function inspired(game, p)
  if not power.may_have(game, p, "inspired") then
    return
  end
  local n = 0
  for _, e in ipairs(power.snapshot(game).list) do
    if e.seat == p and e.kw.inspired then
      n = n + 1
    end
  end
  if n > 0 then
    effects.look_arrange(game, p, board.other(p), n)
  end
end

function turn.main(game, p)
  inspired(game, p)
  while true do
    local options, acts = actions.options(game, p)
    if game:option("tally") == "on" then
      tally.refresh(game)
    end
    local id = game:choose(p, { prompt = "Main Phase: choose an action", options = options })
    if not actions.take(game, p, acts[id]) or points.over(game) then
      break
    end
  end
end

local function discard_down(game, p)
  local hand = board.zone[p].hand
  local extra = game:count(hand) - turn.HAND_LIMIT
  if extra <= 0 then
    return
  end
  local pieces = play.pick(game, p, { prompt = string.format("Hand limit %d: discard %d card%s", turn.HAND_LIMIT,
    extra, extra == 1 and "" or "s"), from = hand }, extra)
  for _, piece in ipairs(pieces) do
    game:move(piece, board.zone[p].discard)
    game:log("%s discards %s (hand limit)", game:seat_name(p), cards.name(game, piece))
  end
end

local function home_limit(game, p)
  local friends = {}
  for _, piece in ipairs(game:pieces(board.zone[p].home)) do
    if cards.of(game, piece).type == "friend" then
      friends[#friends + 1] = piece
    end
  end
  local limit = play.home_limit(game, p)
  local extra = #friends - limit
  if extra <= 0 then
    return
  end
  local pieces = play.pick(game, p, { prompt = string.format("Home Limit %d: discard %d Friend%s from your home",
    limit, extra, extra == 1 and "" or "s"), pieces = friends }, extra)
  for _, piece in ipairs(pieces) do
    game:log("%s goes to the discard pile (Home Limit %d)", play.label(game, piece), limit)
    play.leave(game, piece)
  end
end

local function expire(game)
  if board.get(game, "mods") == 0 then
    return
  end
  for _, e in ipairs(power.snapshot(game).list) do
    game:set_prop(e.piece, "mod_turn", nil)
    game:set_prop(e.piece, "colour_turn", nil)
  end
  board.set(game, "mods", 0)
end

function turn.finish(game, p)
  discard_down(game, p)
  home_limit(game, p)
  expire(game)
end

return turn
