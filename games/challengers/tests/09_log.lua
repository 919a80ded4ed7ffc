-- The log: every card revealed in an attack with its strength, trophies by
-- their round, counts that agree in number. Matches are played through a
-- stand-in for `game` (games/lib/scripted.lua) that keeps the logged lines.
local util = require("tests.lib.util")
local match = require("match")
local sides = require("sides")
local tournament = require("tournament")
local scripted = require("scripted")

local NO_SHUFFLE = { shuffle = false }

-- The index of the first line containing `text`, or nil.
local function line_of(g, text)
  for i, line in ipairs(g:lines()) do
    if string.find(line, text, 1, true) then
      return i
    end
  end
  return nil
end

return {
  {
    name = "log: every card of an attack with its strength, the totals, and who takes the flag",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local g = scripted.new(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      util.rest(game, b, { "city_rookie", "city_rookie" })
      util.deck(game, a, { "city_veteran", "city_rookie" })
      util.deck(game, b, { "city_rookie", "city_hopeful", "monastery_scribe" })
      match.play(g, a, b)
      -- Seat 2: Rookie 1 + Hopeful 2 = 3 < 4; Scribe 3 + 2 (two cards on
      -- its rest pile): 8 against 4. Seat 1's Rookie (1) cannot take it.
      util.expect(g:logged("Seat 1 begins the match with Veteran (4)"), "begin: %s", g:lines()[1])
      local attack = "Seat 2 attacks with Rookie (1), Hopeful (2) and Scribe (3+2): 8 against 4, and takes the flag"
      util.expect(g:logged(attack), "attack line: %s", table.concat(g:lines(), " | "))
      util.expect(g:logged("Seat 1 attacks with Rookie (1): 1 against 5"), "a failed attack shows its total")
      local lost = line_of(g, "Seat 1 must reveal a card from an empty deck and loses the match")
      util.expect(lost and lost == #g:lines(), "the loss is the last line, after the attack that led to it")
    end,
  },
  {
    name = "log: an attack that an effect ends is logged before the loss",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local g = scripted.new(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      for i, def in ipairs({ "city_rookie", "city_hopeful", "city_pigeon_keeper", "city_courier", "jungle_porter",
        "harbor_gull" }) do
        util.bench(game, a, i, def)
      end
      util.deck(game, a, { "city_veteran", "city_local_hero" })
      util.deck(game, b, { "bot_saboteur", "city_rookie" })
      match.play(g, a, b)
      -- b's Saboteur (reveal: a seats its top card) makes a seat its Local
      -- Hero, a seventh name: a loses in the middle of b's attack.
      local lines = table.concat(g:lines(), " | ")
      local attack = line_of(g, "Seat 2 attacks with Saboteur (2)")
      local lost = line_of(g, "Seat 1 has no free bench seat for its cards and loses the match")
      util.expect(attack and lost and attack + 1 == lost, "attack, then loss: %s", lines)
      util.expect(g:lines()[attack] == "Seat 2 attacks with Saboteur (2)", "no totals: %s", lines)
    end,
  },
  {
    name = "log: trophies are named by their round, fans agree in number",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local g = scripted.new(game)
      local stack = game:zone("trophy_stack")
      game:set_prop(game:top(stack), "fans", 1)
      tournament.award(g, sides.get(game, 1), 1)
      util.expect(g:logged("Seat 1 takes the Round 1 trophy: 1 fan"), "got: %s", tostring(g:lines()[1]))
      game:set_prop(game:top(stack), "fans", 3)
      tournament.award(g, sides.get(game, 2), 1)
      util.expect(g:logged("Seat 2 takes the Round 1 trophy: 3 fans"), "got: %s", tostring(g:lines()[2]))
      for _, line in ipairs(g:lines()) do
        util.expect(not string.find(line, "round_", 1, true), "no data id in the log: %s", line)
      end
      for _, r in ipairs(data.rounds) do
        util.expect(r.name == "Round " .. r.round .. " trophy", "the table names trophies by round: %s", r.name)
      end
    end,
  },
  {
    name = "log: 3-8 players: a trophy's fans stay hidden; the bot's trophy goes back to the box",
    players = 3, options = NO_SHUFFLE,
    check = function(game)
      local g = scripted.new(game)
      tournament.award(g, sides.get(game, 2), 2)
      tournament.award(g, sides.get(game, nil), 2)
      util.expect(g:logged("Seat 2 takes the Round 2 trophy (its fans stay hidden until the final)"), "hidden")
      util.expect(g:logged("The bot's Round 2 trophy goes back to the box"), "bot: %s", tostring(g:lines()[2]))
    end,
  },
  {
    name = "log: fans a card's effect gives in a match are logged with the card",
    players = 2, options = NO_SHUFFLE,
    check = function(game)
      local g = scripted.new(game)
      local a, b = util.fresh(game, 1), util.fresh(game, 2)
      util.deck(game, a, { "city_veteran" })
      util.deck(game, b, { "city_busker", "city_rookie" })
      match.play(g, a, b)
      local lines = table.concat(g:lines(), " | ")
      util.expect(g:logged("Seat 2 gains 1 fan (Busker)"), "the Busker's fan: %s", lines)
      util.expect(game:counter("fan_tokens", 2) == 1, "one fan token")
    end,
  },
}
