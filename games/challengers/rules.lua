-- Challengers for 1 to 8 players: the rules as docs/games/challengers.md
-- describes them.
--
-- Seven rounds, each a deck phase (everybody at once: draw from a level
-- pile, keep 1 or 2, thin the deck) and a match phase (pairs by the
-- tournament schedule play flag matches; the winner takes the round's
-- trophy). With 3 to 8 players the two players with the most fans then play
-- the final. With 1 or 2 players the most fans after round 7 wins, or a lead
-- of 11 fans after any match phase. An odd player count brings in the bot,
-- which the rules play (it is not a seat).
local cards = require("cards")
local sides = require("sides")
local match = require("match")
local deckphase = require("deckphase")
local tournament = require("tournament")
local text = require("text")
local evaluate = require("evaluate")

local CARD = cards.def

local rules = {}

rules.rounds = 7

-- Bot level -> how many of its round-1 starter cards are replaced by random
-- R cards (ours).
local BOT_REPLACED = { 0, 1, 2, 4, 6 }
rules.BOT_REPLACED = BOT_REPLACED

-- Makes n pieces of def in zone (one spec table for all of them).
local function new_cards(game, def, n, zone, owner)
  local spec = { def = def, zone = zone, owner = owner }
  for _ = 1, n do
    game:new_piece(spec)
  end
end

-- The themed set left out: the option, or one drawn at random.
local function left_out(game)
  local choice = game:option("left_out")
  if choice ~= "random" then
    return choice
  end
  if not game:option("shuffle") then
    return cards.themed[#cards.themed]
  end
  return cards.themed[game:random(1, #cards.themed)]
end

-- The R cards stronger than a starter of base strength `strength`: at higher
-- levels the bot's starters are replaced by "stronger cards" (the rules
-- text), so each replacement must beat the card it replaces.
function rules.stronger_r(strength)
  local out = {}
  for _, def in ipairs(cards.bot_r) do
    if CARD[def].strength > strength then
      out[#out + 1] = def
    end
  end
  return out
end

-- Replaces the n weakest round-1 starters in `deck` (ours: the weakest, so
-- that the level only ever strengthens the bot), each by the first card from
-- the top of `pool` stronger than it, the strongest starter first (it has
-- the fewest candidates). A starter with no stronger card left stays.
local function replace_starters(game, deck, pool, n)
  local starters = game:pieces(deck)
  table.sort(starters, function(a, b)
    local sa, sb = CARD[game:def(a)].strength, CARD[game:def(b)].strength
    if sa ~= sb then
      return sa < sb
    end
    return a < b
  end)
  local box = game:zone("box")
  for i = math.min(n, #starters), 1, -1 do
    local out = starters[i]
    local stronger = {}
    for _, def in ipairs(rules.stronger_r(CARD[game:def(out)].strength)) do
      stronger[def] = true
    end
    local list = game:pieces(pool)
    for k = #list, 1, -1 do  -- from the top
      if stronger[game:def(list[k])] then
        game:move(out, box)
        game:move(list[k], deck)
        break
      end
    end
  end
end

-- The bot's deck: its starter cards (later ones wait in bot_reserve), some
-- replaced by R cards at higher levels, plus SOLO cards in the solo special
-- challenge.
local function setup_bot(game, shuffle)
  sides.create(game, nil)
  local deck, reserve = game:zone("bot_deck"), game:zone("bot_reserve")
  for _, def in ipairs(cards.bot_starter) do
    local c = CARD[def]
    new_cards(game, def, c.copies, c.bot_round <= 1 and deck or reserve)
  end
  local replaced = BOT_REPLACED[game:option("bot_level")]
  if replaced > 0 then
    local pool = game:new_zone{ name = "bot_pool", visibility = "nobody", kind = "deck" }
    for _, def in ipairs(cards.bot_r) do
      new_cards(game, def, CARD[def].copies, pool)
    end
    if shuffle then
      game:shuffle(pool)
    end
    replace_starters(game, deck, pool, replaced)
    if shuffle then
      game:shuffle(deck)
    end
  end
  if game:players() == 1 and game:option("solo_challenge") then
    local pool = game:new_zone{ name = "solo_pool", visibility = "nobody", kind = "deck" }
    for _, def in ipairs(cards.bot_solo) do
      new_cards(game, def, CARD[def].copies, pool)
    end
    local k = 1
    if shuffle then
      game:shuffle(pool)
      k = game:random(1, 3)
    end
    game:draw(pool, deck, k)
    game:log("Solo special challenge: %s %s the bot's deck", text.count(k, "SOLO card"),
      text.plural(k, "joins", "join"))
  end
end

function rules.setup(game)
  local n = game:players()
  local shuffle = game:option("shuffle")
  for _, level in ipairs({ "A", "B", "C" }) do
    game:new_zone{ name = "pile_" .. level, visibility = "nobody", kind = "deck" }
    game:new_zone{ name = "discard_" .. level, visibility = "nobody", kind = "pile" }
  end
  game:new_zone{ name = "box", visibility = "nobody", kind = "pile" }
  local flags = game:new_zone{ name = "flags", visibility = "public", kind = "pile" }
  for _ = 1, 3 do -- the fourth at the end of setup
    game:new_piece{ def = "flag", kind = "token", zone = flags }
  end
  game:new_counter{ name = "left_out", value = 0, min = 0 }
  game:new_counter{ name = "champion", value = 0, min = 0 }

  -- Trophies: one per match of each round, its fans on the back drawn from
  -- the round's two values; stacked with round 1 on top, face down.
  local matches = tournament.participants(game) // 2
  local stack = game:new_zone{ name = "trophy_stack", visibility = "nobody", kind = "deck" }
  for r = 7, 1, -1 do
    local fans = cards.rounds[r].fans
    for _ = 1, matches do
      local trophy = game:new_piece{ def = cards.rounds[r].id, kind = "token", zone = stack, face_up = false }
      game:set_prop(trophy, "fans", shuffle and fans[game:random(1, #fans)] or fans[1])
    end
  end

  -- The level piles: the city set and the five themed sets in play.
  local out = left_out(game)
  for i, set in ipairs(cards.themed) do
    if set == out then
      game:set("left_out", i)
    end
  end
  for _, level in ipairs({ "A", "B", "C" }) do
    local pile = game:zone("pile_" .. level)
    local list, sets, spec = cards.copies[level], cards.copy_set[level], { zone = pile }
    for k = 1, #list do
      if sets[k] ~= out then
        spec.def = list[k]
        game:new_piece(spec)
      end
    end
    if shuffle then
      game:shuffle(pile)
    end
    local cut = math.min(game:option("cut"), game:count(pile))
    for _ = 1, cut do
      game:move(game:top(pile), pile, "bottom")
    end
  end
  game:log("In play: the city set and every themed set but %s", data.sets[out].name)

  -- The players' starter decks.
  for p = 1, n do
    sides.create(game, p)
    local deck = game:zone("deck", p)
    for _, def in ipairs(cards.starter) do
      new_cards(game, def, CARD[def].copies, deck, p)
    end
  end
  if tournament.has_bot(game) then
    setup_bot(game, shuffle)
  end
  tournament.deal_plans(game, shuffle)
  -- The fourth flag is the last piece made: piece ids count from 1, so its
  -- id is the number of pieces (for the conservation checks, inventory.lua).
  local last = game:new_piece{ def = "flag", kind = "token", zone = flags }
  game:new_counter{ name = "pieces", value = last, min = 0 }
end

-- The bot's starter cards whose round has come join its deck.
local function bot_reinforcements(game, r)
  local reserve, deck = game:zone("bot_reserve"), game:zone("bot_deck")
  for _, card in ipairs(game:pieces(reserve)) do
    if CARD[game:def(card)].bot_round <= r then
      game:move(card, deck)
    end
  end
end

local function side_of(game, x)
  return sides.get(game, x or nil)
end

-- Plays one match between two sides: shuffle, who begins, play, trophy,
-- cards back. Returns the winning and the losing side.
local function play_match(game, a, b, defs, shuffle)
  if shuffle then
    game:shuffle(a.deck)
    game:shuffle(b.deck)
  end
  local first, second = tournament.starter(game, a, b, shuffle)
  local m = match.play(game, first, second, defs)
  local winner, loser = m.winner.side, m.loser.side
  match.clear(game, m)
  return winner, loser
end

local function match_phase(game)
  local r = game:round()
  local shuffle = game:option("shuffle")
  if tournament.has_bot(game) then
    bot_reinforcements(game, r)
  end
  local defs = {}
  for _, pair in ipairs(tournament.pairings(game, r)) do
    local a, b = side_of(game, pair[1]), side_of(game, pair[2])
    local winner, loser = play_match(game, a, b, defs, shuffle)
    game:log("Round %d: %s beats %s", r, winner.name, loser.name)
    tournament.award(game, winner, r)
  end
  -- With 1 or 2 players a lead of 11 fans wins at once; else the most fans
  -- after round 7.
  local lead = tournament.lead(game)
  if lead and lead >= tournament.EARLY_LEAD then
    game:log("A lead of %s ends the game", text.count(lead, "fan"))
    game:end_game(string.format("a lead of %d fans after a match phase (%d or more wins at once)", lead,
      tournament.EARLY_LEAD))
  elseif lead and r == rules.rounds then
    game:end_game(string.format("all %d rounds were played: the most fans win", rules.rounds))
  end
end

-- Qualification keys: fans (trophies + tokens), trophies, best trophy round.
local function keys_of(game)
  local keys = {}
  for p = 1, game:players() do
    keys[p] = { tournament.fans_of(game, p), game:counter("trophies", p), game:counter("best_trophy", p) }
  end
  return keys
end

local function final_phase(game)
  local n = game:players()
  if game:round() ~= rules.rounds or n < 3 then
    return
  end
  local shuffle = game:option("shuffle")
  -- Every trophy is turned face up; the fans are counted.
  for p = 1, n do
    local trophies = game:pieces(game:zone("trophies", p))
    for _, trophy in ipairs(trophies) do
      game:flip(trophy, true)
    end
    game:set("fans", tournament.fans_of(game, p), p)
    game:log("%s turns up %s: %s in all", game:seat_name(p), text.count(#trophies, "trophy", "trophies"),
      text.count(game:counter("fans", p), "fan"))
  end
  local f1, f2 = tournament.qualify(game, keys_of(game), shuffle)
  game:log("Final: %s against %s", game:seat_name(f1), game:seat_name(f2))
  deckphase.trim(game, { f1, f2 })
  local winner, loser = play_match(game, sides.get(game, f1), sides.get(game, f2), {}, shuffle)
  game:set("final", 2, winner.seat)
  game:set("final", 1, loser.seat)
  game:set("champion", winner.seat)
  game:log("%s wins the final and the tournament", winner.name)
  game:end_game(string.format("%s won the final against %s", winner.name, loser.name))
end

rules.phases = {
  { name = "deck", step = deckphase.run },
  { name = "match", step = match_phase },
  { name = "final", step = final_phase },
}

-- Solo: did the player beat the bot? (fans, then trophies, then best trophy)
local function beats_bot(game)
  local me = { tournament.fans_of(game, 1), game:counter("trophies", 1), game:counter("best_trophy", 1) }
  local bot = { tournament.fans_of(game, nil), game:counter("bot_trophies"), game:counter("bot_best_trophy") }
  for k = 1, 3 do
    if me[k] ~= bot[k] then
      return me[k] > bot[k]
    end
  end
  return false
end

-- 3-8 players: the final decides (2 won it, 1 lost it, 0 spectators), then
-- fans, trophies, best trophy. 2 players: fans, trophies, best trophy.
-- Solo: 1 when the player beat the bot, else 0; then the same.
function rules.score(game, p)
  local fans = tournament.fans_of(game, p)
  local trophies, best = game:counter("trophies", p), game:counter("best_trophy", p)
  local n = game:players()
  if n >= 3 then
    return game:counter("final", p), fans, trophies, best
  elseif n == 2 then
    return fans, trophies, best
  end
  return beats_bot(game) and 1 or 0, fans, trophies, best
end

-- Solo: the player wins only by beating the bot, which is not a seat.
-- Otherwise the ranking by score decides.
function rules.winners(game)
  if game:players() == 1 then
    return beats_bot(game) and { 1 } or {}
  end
  return nil
end

-- For search bots: about p's chance to win (evaluate.lua).
rules.evaluate = evaluate

function rules.breakdown(game, p)
  local lines = {
    { "Fans", tournament.fans_of(game, p) },
    { "Trophies", game:counter("trophies", p) },
    { "Best trophy (round)", game:counter("best_trophy", p) },
    { "Fan tokens", game:counter("fan_tokens", p) },
  }
  if game:players() >= 3 then
    lines[#lines + 1] = { "Final (2 = won, 1 = lost)", game:counter("final", p) }
  elseif game:players() == 1 then
    lines[#lines + 1] = { "Bot fans", tournament.fans_of(game, nil) }
    lines[#lines + 1] = { "Beat the bot (1 yes)", beats_bot(game) and 1 or 0 }
  end
  return lines
end

return rules
