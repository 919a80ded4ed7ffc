-- The card data: levels, strength limits, copies, sets, and that every
-- effect kind and every keyword timing appears on some card.
local util = require("tests.lib.util")
local cards = require("cards")
local kinds = require("kinds")

return {
  {
    name = "data: strength limits per level (A <= 3, B <= 5, C <= 10)",
    players = 2,
    check = function()
      for _, c in ipairs(cards.list) do
        util.expect(c.strength <= cards.LEVEL_LIMIT[c.level], "%s: %d above level %s", c.id, c.strength, c.level)
      end
    end,
  },
  {
    name = "data: the city set has the starters and each themed set levels A, B and C",
    players = 2,
    check = function()
      local starters = 0
      for _, def in ipairs(cards.starter) do
        util.expect(cards.def[def].set == "city", "starters are city cards")
        starters = starters + cards.def[def].copies
      end
      util.expect(starters == 6, "a 6-card starter deck")
      util.expect(#cards.themed == 6, "six themed sets")
      for _, set in ipairs(cards.themed) do
        local has = {}
        for _, c in ipairs(cards.list) do
          if c.set == set then
            has[c.level] = true
          end
        end
        util.expect(has.A and has.B and has.C, "set %s has levels A, B and C", set)
      end
      util.expect(#cards.bot_starter > 0 and #cards.bot_r > 0 and #cards.bot_solo > 0, "bot cards S, R, SOLO")
    end,
  },
  {
    name = "data: copies: most 4, rare 3 or fewer, common 5 or more (shown on the card)",
    players = 2,
    check = function()
      local rare, common = 0, 0
      for _, c in ipairs(cards.list) do
        if c.level ~= "S" and c.set ~= "bot" then
          if c.copies <= 3 then
            rare = rare + 1
            util.expect(c.rarity == string.format("Rare, %dx", c.copies), "%s rarity line", c.id)
          elseif c.copies >= 5 then
            common = common + 1
            util.expect(c.rarity == string.format("Common, %dx", c.copies), "%s rarity line", c.id)
          else
            util.expect(c.rarity == nil, "%s: 4 copies need no line", c.id)
          end
        end
      end
      util.expect(rare > 0 and common > 0, "there are rare and common cards")
    end,
  },
  {
    -- The rules text: "Abgesehen von den Start- und Bot-Karten gibt es in
    -- allen anderen Sets die meisten Karten 4-mal": rare and common are
    -- marks of the level cards, not of the bot's R and SOLO cards.
    name = "data: starter and bot cards carry no rarity line",
    players = 2,
    check = function()
      local bot = 0
      for _, c in ipairs(cards.list) do
        if c.level == "S" or c.set == "bot" then
          util.expect(c.rarity == nil, "%s has the rarity line %s", c.id, tostring(c.rarity))
          if c.set == "bot" and c.copies ~= 4 then
            bot = bot + 1
          end
        end
      end
      util.expect(bot > 0, "bot cards with other than 4 copies exist")
    end,
  },
  {
    name = "data: every effect kind and every keyword timing appears; cards with effects have a text",
    players = 2,
    check = function()
      local kind_seen, timing_seen = {}, {}
      for _, c in ipairs(cards.list) do
        for _, timing in ipairs(cards.TIMINGS) do
          for _, eff in ipairs(c[timing]) do
            kind_seen[eff.kind] = true
            timing_seen[timing] = true
          end
        end
        util.expect(not c.has_effect or c.text ~= "", "%s has effects but no text", c.id)
      end
      for kind in pairs(kinds.KINDS) do
        util.expect(kind_seen[kind], "no card uses effect kind %s", kind)
      end
      for _, timing in ipairs(cards.TIMINGS) do
        util.expect(timing_seen[timing], "no card uses timing %s", timing)
      end
    end,
  },
  {
    name = "data: Selected effects only in the space set",
    players = 2,
    check = function()
      for _, c in ipairs(cards.list) do
        if #c.selected > 0 then
          util.expect(data.sets[c.set].selected, "%s: Selected outside the space set", c.id)
        end
      end
    end,
  },
  {
    name = "data: the validator refuses effects at timings without meaning",
    players = 2,
    check = function()
      util.expect(kinds.validate({ kind = "self_to", to = "rest" }, "reveal"), "self_to only at flag loss")
      util.expect(kinds.validate({ kind = "fans" }, "reveal"), "fans needs an amount")
      util.expect(kinds.validate({ kind = "strength", amount = 1, side = "attack" }, "flag"), "side is for bench")
      util.expect(kinds.validate({ kind = "draft", amount = 2, level = "A" }, "selected") == nil, "a valid draft")
    end,
  },
}
