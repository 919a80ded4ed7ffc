-- The effect vocabulary: what an ability does, one effect after another
-- (docs/games/pony.md, "Card data"). effects.run(game, ctx, list) applies a
-- list in its context (abilities.context). Each effect resolves completely
-- before the next; a move inside it opens its own reaction window at once.
local board = require("board")
local cards = require("cards")
local hooks = require("hooks")
local moves = require("moves")
local play = require("play")
local points = require("points")
local power = require("power")
local targets = require("targets")

local effects = {}

local APPLY = {}

local function seat_of(ctx, who)
  return who == "opponent" and board.other(ctx.you) or ctx.you
end

-- The cards an effect acts on: a named earlier selection or its target.
local function chosen(game, ctx, eff, snap)
  if eff.target_name then
    return ctx.names[eff.target_name] or {}
  end
  return targets.resolve(game, ctx, eff, eff.target, snap)
end

function APPLY.gain_tokens(game, ctx, eff)
  local s = seat_of(ctx, eff.who)
  board.add(game, "tokens", eff.amount, s)
  game:log("%s gains %d action token%s", game:seat_name(s), eff.amount, eff.amount == 1 and "" or "s")
end

function APPLY.draw(game, ctx, eff)
  local s = seat_of(ctx, eff.who)
  local n = play.draw(game, s, eff.amount)
  game:log("%s draws %d card%s", game:seat_name(s), n, n == 1 and "" or "s")
end

function APPLY.discard(game, ctx, eff)
  local s = seat_of(ctx, eff.who)
  local hand = board.zone[s].hand
  local k = math.min(eff.amount, game:count(hand))
  for _ = 1, k do
    local card
    if eff.by == "random" then
      local list = game:pieces(hand)
      card = list[game:random(1, #list)]
    else
      local _, piece = game:choose(s, { prompt = "Discard a card", from = hand })
      card = piece
    end
    game:move(card, board.zone[s].discard)
    game:log("%s discards %s", game:seat_name(s), cards.name(game, card))
  end
end

function APPLY.power(game, ctx, eff, snap)
  local prop = eff["until"] == "faceoff_end" and "mod_faceoff" or "mod_turn"
  for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
    play.modify(game, piece, prop, eff.amount)
    game:log("%s gets %+d power until the end of the %s", play.label(game, piece), eff.amount,
      prop == "mod_faceoff" and "faceoff" or "turn")
  end
end

function APPLY.add_colour(game, ctx, eff, snap)
  for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
    game:set_prop(piece, "colour_turn", eff.colour)
    play.modify(game, piece, "mod_turn", eff.amount)
    game:log("%s gets %+d %s until the end of the turn", play.label(game, piece), eff.amount, eff.colour)
  end
end

-- Effects that change each chosen card, and what they log (nil: the change
-- logs itself).
local EACH = {
  exhaust = { play.exhaust, "%s is exhausted" },
  ready = { play.ready, "%s is readied" },
  frighten = { play.frighten },
  rally = { play.rally },
}
for name, how in pairs(EACH) do
  APPLY[name] = function(game, ctx, eff, snap)
    for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
      how[1](game, piece)
      if how[2] then
        game:log(how[2], play.label(game, piece))
      end
    end
  end
end

function APPLY.move(game, ctx, eff, snap)
  for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
    local to = targets.fixed_destination(ctx, eff, game:owner(piece))
    if eff.to == "choose_area" then
      to = moves.choose_destination(game, ctx.you, piece)
    end
    if to and to ~= board.area_of(game, piece) then
      moves.move(game, piece, to, ctx.you, ctx.moved)
    end
  end
end

function APPLY.send_home(game, ctx, eff, snap)
  for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
    moves.send_home(game, piece)
  end
end

local function leave(game, ctx, eff, snap, verb)
  for _, piece in ipairs(chosen(game, ctx, eff, snap)) do
    game:log("%s is %s", play.label(game, piece), verb)
    play.leave(game, piece)
  end
end

function APPLY.retire(game, ctx, eff, snap)
  leave(game, ctx, eff, snap, "retired")
end

function APPLY.dismiss(game, ctx, eff, snap)
  leave(game, ctx, eff, snap, "dismissed")
end

function APPLY.score(game, ctx, eff)
  points.add(game, seat_of(ctx, eff.who), eff.amount, "from_effects", cards.name(game, ctx.source))
end

function APPLY.flip_extra(game, ctx, eff)
  if ctx.faceoff then
    ctx.faceoff.flip(game, ctx.faceoff, seat_of(ctx, eff.who), eff.amount)
  end
end

function APPLY.look_arrange(game, ctx, eff)
  effects.look_arrange(game, ctx.you, seat_of(ctx, eff.who), eff.amount)
end

function APPLY.boost(game, ctx)
  play.boost(game, ctx.source)
end

-- An event faceoff (a card says "they face off"): one of your cards against
-- one of the opponent's; the card says what winning and losing do.
function APPLY.start_faceoff(game, ctx, eff, snap)
  local mine = targets.resolve(game, ctx, eff, eff.mine, snap)[1]
  local theirs = mine and targets.resolve(game, ctx, eff, eff.theirs, snap)[1]
  if not theirs then
    return
  end
  local other = board.other(ctx.you)
  local winner = hooks.faceoff(game, { kind = "event", sides = { [ctx.you] = { mine }, [other] = { theirs } },
    title = string.format("%s: %s faces off against %s", cards.name(game, ctx.source), play.label(game, mine),
      play.label(game, theirs)) })
  local outcome = (winner == ctx.you and eff.win) or (winner == other and eff.lose) or nil
  if outcome then
    APPLY[outcome.effect](game, ctx, outcome, power.snapshot(game))
  end
end

-- Seat s looks at the top n cards of seat `owner`'s draw deck and puts each
-- back on top or at the bottom, in any order (Inspired). Only s sees them.
function effects.look_arrange(game, s, owner, n)
  local deck = board.zone[owner].deck
  local looking = board.zone[s].looking
  local seen = game:draw(deck, looking, n)
  if #seen == 0 then
    return
  end
  game:log("%s looks at the top %d card%s of %s's deck", game:seat_name(s), #seen, #seen == 1 and "" or "s",
    game:seat_name(owner))
  local top, bottom = 0, 0
  -- Whose deck: Inspired looks at the opponent's, from the looker's corner.
  local prompt = string.format("Put the cards back on %s (the last one put on top is the top card)",
    owner == s and "your deck" or game:seat_name(owner) .. "'s deck")
  while game:count(looking) > 0 do
    local options = {}
    for _, card in ipairs(game:pieces(looking)) do
      local name = cards.name(game, card)
      options[#options + 1] = { id = "top_" .. game:def(card), label = "Put " .. name .. " on top", piece = card }
      options[#options + 1] = { id = "bottom_" .. game:def(card), label = "Put " .. name .. " at the bottom",
        piece = card }
    end
    local id, card = game:choose(s, { prompt = prompt, options = effects.unique_ids(options) })
    if id:sub(1, 4) == "top_" then
      game:move(card, deck, "top")
      top = top + 1
    else
      game:move(card, deck, "bottom")
      bottom = bottom + 1
    end
  end
  game:log("%s puts %d back on top and %d at the bottom", game:seat_name(s), top, bottom)
end

-- Gives repeated option ids a #2, #3, ... suffix (two copies of one card).
function effects.unique_ids(options)
  local seen = {}
  for _, o in ipairs(options) do
    local n = (seen[o.id] or 0) + 1
    seen[o.id] = n
    if n > 1 then
      o.id = o.id .. "#" .. n
    end
  end
  return options
end

-- Applies the effects of an ability in its context, one after another. The
-- moves they make are answered only once the whole ability has resolved
-- (rules text: an action is resolved completely before another starts, and a
-- reaction waits until its trigger has resolved): they wait in ctx.moved and
-- are emitted, in order, after the last effect.
function effects.run(game, ctx, list)
  local outer = ctx.moved
  ctx.moved = outer or {}
  for _, eff in ipairs(list) do
    if points.over(game) then
      break
    end
    APPLY[eff.effect](game, ctx, eff, power.snapshot(game))
  end
  if outer then
    return
  end
  local moved = ctx.moved
  ctx.moved = nil
  for _, ev in ipairs(moved) do
    hooks.emit(game, ev)
  end
end

return effects
