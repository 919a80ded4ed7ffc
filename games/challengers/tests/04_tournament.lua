-- The tournament: pairings, who begins, trophies and fans, the bot, solo
-- play and the final.
local util = require("tests.lib.util")
local cards = require("cards")
local sides = require("sides")
local tournament = require("tournament")

local function trophies_ok(game, side, open)
  for _, trophy in ipairs(game:pieces(side.trophies)) do
    local r = data.rounds[game:def(trophy)].round
    local fans = game:prop(trophy, "fans")
    local lo, hi = 100, -1
    for _, f in ipairs(cards.rounds[r].fans) do
      lo, hi = math.min(lo, f), math.max(hi, f)
    end
    util.expect(fans >= lo and fans <= hi, "a round %d trophy has %d fans", r, fans)
    util.expect(game:face_up(trophy) == open, "trophy face up: %s", tostring(open))
  end
end

-- Round 1 of a 4-player game without shuffling: keep one card each (none
-- with a decision in the match), trim nothing.
-- Seat 1 draws Noodle Vendor x5, seat 2 Lantern Seller x3 and Fortune Teller
-- x2, seat 3 Fortune Teller x2 and Pickpocket x3, seat 4 Pickpocket and
-- Porter x4.
local FOUR_ROUND_ONE = {
  { 1, {} }, { 2, {} }, { 3, {} }, { 4, {} },
  { 1, "night_noodle_vendor" }, { 2, "night_lantern_seller" }, { 3, "night_pickpocket" }, { 4, "jungle_porter" },
  { 1, {} }, { 2, {} }, { 3, {} }, { 4, {} },
}

local tests = {
  {
    name = "the trophy fans of each round are in its range: 2-3, 2-3, 3-4, 5-6, 6-7, 7-8, 9-10",
    players = 8, seed = 3,
    check = function(game)
      local want = { { 2, 3 }, { 2, 3 }, { 3, 4 }, { 5, 6 }, { 6, 7 }, { 7, 8 }, { 9, 10 } }
      for r = 1, 7 do
        local lo, hi = 100, -1
        for _, f in ipairs(cards.rounds[r].fans) do
          lo, hi = math.min(lo, f), math.max(hi, f)
        end
        util.expect(lo == want[r][1] and hi == want[r][2], "round %d: %d-%d", r, lo, hi)
      end
      -- Setup made 4 trophies a round for 8 players, round 1 on top, each
      -- with one of its round's values; both values occur.
      local low, high, list = 0, 0, game:pieces(game:zone("trophy_stack"))
      util.expect(#list == 28, "28 trophies")
      for k, trophy in ipairs(list) do
        local r = 7 - (k - 1) // 4
        util.expect(game:def(trophy) == cards.rounds[r].id, "trophy %d is of round %d", k, r)
        util.expect(not game:face_up(trophy), "face down")
        local fans = game:prop(trophy, "fans")
        util.expect(fans == want[r][1] or fans == want[r][2], "a round %d trophy with %d fans", r, fans)
        if fans == want[r][1] then
          low = low + 1
        else
          high = high + 1
        end
      end
      util.expect(low > 4 and high > 4, "both values are drawn (%d low, %d high)", low, high)
    end,
  },
  {
    name = "3-8 players: trophies stay face down until the final; fans show only fan tokens",
    players = 4, options = { shuffle = false },
    choices = FOUR_ROUND_ONE,
    check = function(game)
      util.expect(game:round() == 2, "round 2")
      local winners = 0
      for p = 1, 4 do
        local side = sides.get(game, p)
        trophies_ok(game, side, false)
        winners = winners + game:counter("trophies", p)
        util.expect(game:counter("fans", p) == game:counter("fan_tokens", p), "seat %d: fans shown are tokens", p)
        if game:counter("trophies", p) > 0 then
          util.expect(game:counter("best_trophy", p) == 1, "best trophy: round 1")
        end
      end
      util.expect(winners == 2, "two matches, two trophies")
      util.expect(game:count(game:zone("trophy_stack")) == 12, "two trophies a round for rounds 2-7 left")
      util.conserved(game)
    end,
  },
  {
    name = "1-2 players: trophies are open and their fans count at once",
    players = 2, seed = 21, bots = true,
    check = function(game)
      for p = 1, 2 do
        local side = sides.get(game, p)
        trophies_ok(game, side, true)
        util.expect(game:counter("fans", p) == tournament.total_fans(game, side), "seat %d: fans are open", p)
      end
      util.expect(game:counter("trophies", 1) + game:counter("trophies", 2) == game:round(), "one trophy a round")
    end,
  },
  {
    name = "3-8 players: after the final every trophy is face up and the fans are counted",
    players = 5, seed = 4, bots = true,
    check = function(game)
      for p = 1, 5 do
        local side = sides.get(game, p)
        trophies_ok(game, side, true)
        util.expect(game:counter("fans", p) == tournament.total_fans(game, side), "seat %d: fans counted", p)
      end
    end,
  },
  {
    name = "pairings: with 8 players everybody meets everybody exactly once in 7 rounds",
    players = 8, seed = 3,
    check = function(game)
      local met = {}
      for r = 1, 7 do
        local seen = {}
        for _, pair in ipairs(tournament.pairings(game, r)) do
          local x, y = pair[1], pair[2]
          util.expect(x and y and x ~= y, "two seats")
          util.expect(not seen[x] and not seen[y], "a seat plays once a round")
          seen[x], seen[y] = true, true
          local key = math.min(x, y) * 10 + math.max(x, y)
          util.expect(not met[key], "seats %d and %d meet twice", x, y)
          met[key] = true
        end
      end
    end,
  },
  {
    name = "pairings: with an odd count the bot plays one seat every round",
    players = 5, seed = 3,
    check = function(game)
      for r = 1, 7 do
        local bots, seats = 0, {}
        for _, pair in ipairs(tournament.pairings(game, r)) do
          util.expect(pair[1], "the bot is always second")
          if pair[2] == false then
            bots = bots + 1
          else
            seats[pair[2]] = true
          end
          seats[pair[1]] = true
        end
        local n = 0
        for _ in pairs(seats) do
          n = n + 1
        end
        util.expect(bots == 1 and n == 5, "round %d: all five seats and the bot", r)
      end
    end,
  },
  {
    name = "the holder of the higher-round trophy begins; a tie is drawn",
    players = 2, seed = 8,
    check = function(game)
      local a, b = sides.get(game, 1), sides.get(game, 2)
      game:set("best_trophy", 3, 1)
      game:set("best_trophy", 5, 2)
      local first = tournament.starter(game, a, b, true)
      util.expect(first == b, "round 5 beats round 3")
      game:set("best_trophy", 5, 1)
      local seen = {}
      for _ = 1, 30 do
        seen[tournament.starter(game, a, b, true).seat] = true
      end
      util.expect(seen[1] and seen[2], "a tie is random")
    end,
  },
  {
    name = "3-7 players: the bot's trophies go back to the box; it never reaches the final",
    players = 3, seed = 6, options = { bot_level = 5 },
    bots = true,
    check = function(game)
      local bot = sides.get(game, nil)
      util.expect(game:count(bot.trophies) == 0 and game:counter("bot_trophies") == 0, "the bot keeps nothing")
      local boxed = 0
      for _, piece in ipairs(game:pieces(game:zone("box"))) do
        if data.rounds[game:def(piece)] then
          boxed = boxed + 1
        end
      end
      local won = 0
      for p = 1, 3 do
        won = won + game:counter("trophies", p)
      end
      util.expect(won + boxed == 14, "two matches a round, one trophy each (%d + %d)", won, boxed)
      util.expect(boxed > 0, "a level 5 bot wins some matches")
      util.expect(game:count(game:zone("bot_reserve")) == 0, "all its later starter cards joined its deck")
    end,
  },
  {
    name = "solo: the bot keeps its trophies and its fans decide",
    players = 1, seed = 2, bots = true,
    check = function(game)
      local bot = sides.get(game, nil)
      util.expect(game:counter("trophies", 1) + game:counter("bot_trophies") == game:round(), "one trophy a round")
      trophies_ok(game, bot, true)
      util.expect(game:counter("bot_fans") == tournament.total_fans(game, bot), "the bot's fans are open")
    end,
  },
  {
    name = "bot level 1 plays its plain starter deck; level 5 replaces six starters with R cards",
    players = 1, options = { bot_level = 5 },
    check = function(game)
      local r = 0
      for _, piece in ipairs(game:pieces(game:zone("bot_deck"))) do
        if cards.def[game:def(piece)].level == "R" then
          r = r + 1
        end
      end
      util.expect(r == 6 and game:count(game:zone("bot_deck")) == 6, "six R cards, %d found", r)
    end,
  },
  {
    name = "bot level 1: only starter cards, 6 at first and 4 more by round 6",
    players = 3, options = { bot_level = 1 },
    check = function(game)
      util.expect(game:count(game:zone("bot_deck")) == 6, "6 starter cards")
      util.expect(game:count(game:zone("bot_reserve")) == 4, "4 waiting for rounds 3, 4 and 6")
      util.expect(not pcall(game.zone, game, "bot_pool"), "no R cards at level 1")
    end,
  },
  {
    name = "the solo special challenge shuffles 1 to 3 SOLO cards into the bot's deck",
    players = 1, seed = 7, options = { solo_challenge = true, bot_level = 1 },
    check = function(game)
      local solo = 0
      for _, piece in ipairs(game:pieces(game:zone("bot_deck"))) do
        if cards.def[game:def(piece)].level == "SOLO" then
          solo = solo + 1
        end
      end
      util.expect(solo >= 1 and solo <= 3, "%d SOLO cards", solo)
      util.conserved(game)
    end,
  },
  {
    name = "the final: the two best qualify, may trim, and the winner of the final wins the game",
    players = 6, seed = 12, bots = true,
    check = function(game)
      local keys, finalists, winner = {}, {}, nil
      for p = 1, 6 do
        keys[p] = { tournament.total_fans(game, sides.get(game, p)), game:counter("trophies", p),
          game:counter("best_trophy", p) }
        if game:counter("final", p) > 0 then
          finalists[#finalists + 1] = p
        end
        if game:counter("final", p) == 2 then
          winner = p
        end
      end
      util.expect(#finalists == 2 and winner and game:counter("champion") == winner, "two finalists, one champion")
      for p = 1, 6 do
        if game:counter("final", p) == 0 then
          for _, f in ipairs(finalists) do
            local better = keys[f][1] > keys[p][1] or (keys[f][1] == keys[p][1] and (keys[f][2] > keys[p][2]
              or (keys[f][2] == keys[p][2] and keys[f][3] >= keys[p][3])))
            util.expect(better, "finalist %d ranks at least as high as seat %d", f, p)
          end
        end
      end
    end,
  },
  {
    name = "the champion ranks first whatever the fans",
    players = 4, seed = 31, bots = true,
    check = function(game)
      local rules = require("rules")
      local champion = game:counter("champion")
      local top = rules.score(game, champion)
      for p = 1, 4 do
        if p ~= champion then
          util.expect(rules.score(game, p) < top, "seat %d scores below the champion", p)
        end
      end
    end,
  },
}

-- The rules text: higher levels replace the bot's starters by "stronger
-- cards". Sorted, each R card in the deck must beat the starter in the same
-- place among those boxed (so some pairing has every R card stronger).
local function stronger_replacements(game, level)
  local rules = require("rules")
  local out, r_cards = {}, {}
  for _, piece in ipairs(game:pieces(game:zone("bot_deck"))) do
    local c = cards.def[game:def(piece)]
    if c.level == "R" then
      r_cards[#r_cards + 1] = c.strength
    end
  end
  for _, piece in ipairs(game:pieces(game:zone("box"))) do
    local c = cards.def[game:def(piece)]
    if c.level == "S" and c.set == "bot" then
      out[#out + 1] = c.strength
    end
  end
  table.sort(out)
  table.sort(r_cards)
  util.expect(#out == #r_cards and #out == rules.BOT_REPLACED[level], "%d out, %d in", #out, #r_cards)
  for i = 1, #out do
    util.expect(r_cards[i] > out[i], "an R card of %d for a starter of %d", r_cards[i], out[i])
  end
  util.expect(out[#out] == (level == 5 and 4 or 3), "the weakest are replaced: the strongest boxed is %d", out[#out])
end

for _, level in ipairs({ 4, 5 }) do
  for seed = 1, 6 do
    tests[#tests + 1] = {
      name = string.format("bot level %d replaces its weakest starters, each by a stronger R card (seed %d)", level,
        seed),
      players = 1, seed = seed, options = { bot_level = level },
      check = function(game)
        stronger_replacements(game, level)
      end,
    }
  end
end

return tests
