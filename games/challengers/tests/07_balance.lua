-- The balance check: win rate by card presence over many random matches.
--
-- Each of MATCHES matches pits two random decks against each other: the six
-- starter cards less 0-3 random ones, plus 2 random level A, 2 level B and 2
-- level C cards of the city and themed sets, everything decided by the bot
-- rules. For every card, its win rate is the share of won matches among the
-- decks holding it. A card "dominates" when its win rate is more than
-- MAX_GAP above the mean of its level (or below it by as much: a dud).
-- Set VERBOSE to true and run `tabula test challengers --filter balance` to
-- print the whole table (docs/games/challengers.md quotes it).
local util = require("tests.lib.util")
local cards = require("cards")
local match = require("match")

local VERBOSE = false
local MATCHES = 4000
local MAX_GAP = 0.10

-- The pool: cards.level lists of the city and themed sets.
local function pool(level)
  local list = {}
  for _, def in ipairs(cards.level[level]) do
    list[#list + 1] = def
  end
  return list
end

return {
  {
    name = "balance: no card dominates (win rate by card presence in random matches)",
    players = 2, seed = 77, options = { shuffle = false },
    check = function(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      local box = game:zone("box")
      local levels = { A = pool("A"), B = pool("B"), C = pool("C") }
      -- Two pieces of every level card per side (a deck may draw a card twice),
      -- and each side's starters, all kept in the box between matches.
      local spare = { {}, {} }
      for s = 1, 2 do
        for _, level in ipairs({ "A", "B", "C" }) do
          for _, def in ipairs(levels[level]) do
            spare[s][def] = { game:new_piece{ def = def, zone = box }, game:new_piece{ def = def, zone = box } }
          end
        end
        spare[s].starters = {}
        for _, def in ipairs(cards.starter) do
          for _ = 1, cards.def[def].copies do
            spare[s].starters[#spare[s].starters + 1] = game:new_piece{ def = def, zone = box }
          end
        end
      end
      local seen, won = {}, {}
      local defs = {}
      for _ = 1, MATCHES do
        local present = { {}, {} }
        for s, side in ipairs({ a, b }) do
          local used = {}
          local starters = spare[s].starters
          local drop = game:random(0, 3)
          for k = 1, #starters do
            if k > drop then
              game:move(starters[k], side.deck)
            end
          end
          for _, level in ipairs({ "A", "B", "C" }) do
            for _ = 1, 2 do
              local def = levels[level][game:random(1, #levels[level])]
              local n = (used[def] or 0) + 1
              used[def] = n
              game:move(spare[s][def][n], side.deck)
              present[s][def] = true
            end
          end
          game:shuffle(side.deck)
        end
        local first, second = a, b
        if game:random(1, 2) == 2 then
          first, second = b, a
        end
        local m = match.play(game, first, second, defs)
        local winner = m.winner.side == a and 1 or 2
        match.clear(game, m)
        for s = 1, 2 do
          for def in pairs(present[s]) do
            seen[def] = (seen[def] or 0) + 1
            if s == winner then
              won[def] = (won[def] or 0) + 1
            end
          end
          for _, piece in ipairs(game:pieces(({ a, b })[s].deck)) do
            game:move(piece, box)
          end
        end
      end
      local lines, problems = {}, {}
      for _, level in ipairs({ "A", "B", "C" }) do
        local sum, n = 0, 0
        for _, def in ipairs(levels[level]) do
          if seen[def] then
            sum, n = sum + (won[def] or 0) / seen[def], n + 1
          end
        end
        local mean = sum / n
        lines[#lines + 1] = string.format("level %s: mean win rate %.3f over %d cards", level, mean, n)
        for _, def in ipairs(levels[level]) do
          local rate = (won[def] or 0) / seen[def]
          lines[#lines + 1] = string.format("  %-26s %-9s %5d decks  %.3f  (%+.3f)", cards.def[def].name,
            cards.def[def].set, seen[def], rate, rate - mean)
          if math.abs(rate - mean) > MAX_GAP then
            problems[#problems + 1] = string.format("%s (%s): %.3f against the level %s mean %.3f", def,
              level, rate, level, mean)
          end
        end
      end
      if VERBOSE then
        print("\n" .. table.concat(lines, "\n"))
      end
      util.expect(#problems == 0, "cards out of balance:\n%s\n%s", table.concat(problems, "\n"),
        table.concat(lines, "\n"))
    end,
  },
  {
    -- The bot against a plain player deck of 8 cards: the cards the
    -- schedule's first offer gave in the rounds so far (random ones, newest
    -- first), filled up with the strongest starters. The bot's deck is its
    -- starters of the round, with its level's replacements by random R cards
    -- stronger than the starters they replace.
    name = "balance: the bot gets stronger with its level and holds its own late in the game",
    players = 2, seed = 78, options = { shuffle = false },
    check = function(game)
      local rules = require("rules")
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      local box = game:zone("box")
      -- Pieces are made once and reused: spare[def] holds those in the box.
      local spare, out = {}, {}
      local function make(def)
        local list = spare[def]
        local piece = list and list[#list]
        if piece then
          list[#list] = nil
        else
          piece = game:new_piece{ def = def, zone = box }
        end
        out[#out + 1] = piece
        return piece
      end
      local GAMES = 200
      local rate = {}
      local lines = {}
      for level = 1, 5 do
        rate[level] = {}
        for r = 1, 7 do
          local bot_wins = 0
          for _ = 1, GAMES do
            -- The player's deck: the picks of the rounds so far, newest
            -- first, up to 8 cards, filled up with the strongest starters.
            local picks = {}
            for round = r, 1, -1 do
              local offer = cards.rounds[round].offers[1]
              local list = cards.level[offer.level]
              for _ = 1, offer.keep do
                if #picks < 8 then
                  picks[#picks + 1] = list[game:random(1, #list)]
                end
              end
            end
            for i = #cards.starter, 1, -1 do
              local def = cards.starter[i]
              for _ = 1, cards.def[def].copies do
                if #picks < 8 then
                  picks[#picks + 1] = def
                end
              end
            end
            for _, def in ipairs(picks) do
              game:move(make(def), a.deck)
            end
            -- The bot's deck.
            local starters = {}
            for _, def in ipairs(cards.bot_starter) do
              local c = cards.def[def]
              for _ = 1, c.copies do
                if c.bot_round <= 1 then
                  starters[#starters + 1] = def
                elseif c.bot_round <= r then
                  game:move(make(def), b.deck)
                end
              end
            end
            for i = 1, #starters do  -- weakest first: the level replaces those
              local def = starters[i]
              local stronger = rules.stronger_r(cards.def[def].strength)
              if i <= rules.BOT_REPLACED[level] and #stronger > 0 then
                def = stronger[game:random(1, #stronger)]
              end
              game:move(make(def), b.deck)
            end
            game:shuffle(a.deck)
            game:shuffle(b.deck)
            local first, second = a, b
            if game:random(1, 2) == 2 then
              first, second = b, a
            end
            local m = match.play(game, first, second, {})
            if m.winner.side == b then
              bot_wins = bot_wins + 1
            end
            match.clear(game, m)
            for k = 1, #out do
              local piece = out[k]
              game:move(piece, box)
              local def = game:def(piece)
              spare[def] = spare[def] or {}
              spare[def][#spare[def] + 1] = piece
              out[k] = nil
            end
          end
          rate[level][r] = bot_wins / GAMES
        end
        local row = {}
        for r = 1, 7 do
          row[r] = string.format("%.2f", rate[level][r])
        end
        lines[#lines + 1] = string.format("bot level %d wins, rounds 1-7: %s", level, table.concat(row, " "))
      end
      if VERBOSE then
        print("\n" .. table.concat(lines, "\n"))
      end
      local report = table.concat(lines, "\n")
      util.expect(rate[5][7] > rate[1][7] + 0.1 and rate[5][1] > rate[1][1] + 0.1, "level 5 is harder:\n%s", report)
      util.expect(rate[1][7] > 0.1 and rate[1][7] < 0.9, "level 1 is a fair opponent late:\n%s", report)
    end,
  },
}
