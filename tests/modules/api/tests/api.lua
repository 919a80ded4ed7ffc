-- Scenario tests of the Lua API itself (run: tabula test api --games-path tests/modules).

local raises = require("expect").raises

return {
  {
    name = "show: one seat sees a hidden piece until its zone is shuffled",
    players = 2,
    check = function(game)
      local deck = game:new_zone({ name = "secret_deck", visibility = "nobody" })
      local a = game:new_piece({ def = "ace", zone = deck })
      local k = game:new_piece({ def = "king", zone = deck })
      assert(not game:sees(a, 1) and not game:sees(a, 2))
      game:show({ a, k }, 1)
      assert(game:sees(a, 1) and game:sees(k, 1), "shown to seat 1")
      assert(not game:sees(a, 2), "still hidden from seat 2")
      game:move(a, game:new_zone({ name = "box", visibility = "nobody" }))
      assert(game:sees(a, 1) and not game:sees(a, 2), "seat 1 still knows the card it was shown")
      raises(function() game:show({ k, 999 }, 2) end, "bad argument #1 to 'show' (entry 2 is not a piece)")
      assert(not game:sees(k, 2), "a refused show shows nothing")
      raises(function() game:show(k, 3) end, "bad argument #2 to 'show'")
      game:shuffle(deck)
      assert(not game:sees(k, 1), "a shuffle ends what the seat knew")
    end,
  },
  {
    name = "data_source names the file and line of a data entry",
    players = 1,
    check = function(game)
      local file, line = game:data_source("cards", "king")
      assert(file:find("data/cards.toml", 1, true), "file: " .. file)
      assert(line == 4, "line: " .. tostring(line))
      raises(function() game:data_source("cardz", "king") end, "no data table 'cardz'")
      raises(function() game:data_source("cards", "queen") end, "table 'cards' has no entry 'queen'")
    end,
  },
  {
    name = "per-seat options: each seat's own value, the seat required",
    players = 3,
    options = { handicap = "1", ["handicap.2"] = "4" },
    check = function(game)
      assert(game:option("handicap", 1) == 1 and game:option("handicap", 3) == 1)
      assert(game:option("handicap", 2) == 4)
      assert(game:option("fast") == false)
      raises(function() game:option("handicap") end,
        "bad argument #2 to 'option' (seat expected: option 'handicap' is per seat)")
      raises(function() game:option("fast", 1) end, "option 'fast' is the same for every seat")
      raises(function() game:option("handicap", 4) end, "bad argument #2 to 'option'")
    end,
  },
  {
    name = "pieces requests number repeated definitions",
    players = 1,
    choices = { { 1, { "ace", "ace#2" } } },
    check = function(game)
      local table_zone = game:zone("table")
      assert(game:count(table_zone) == 2)
      for _, card in ipairs(game:pieces(table_zone)) do
        assert(game:def(card) == "ace")
      end
      assert(game:def(game:pieces(game:zone("hand", 1))[1]) == "king")
    end,
  },
  {
    name = "new_pieces makes one piece per id or data record",
    players = 1,
    check = function(game)
      local pile = game:zone("table")
      local made = game:new_pieces(data.cards, { zone = pile, kind = "token" })
      assert(#made == 2 and game:def(made[1]) == "ace" and game:def(made[2]) == "king")
      assert(game:kind(made[1]) == "token" and game:zone_of(made[2]) == pile)
      local more = game:new_pieces({ "king", "king" }, { owner = 1 })
      assert(#more == 2 and game:owner(more[1]) == 1 and game:zone_of(more[1]) == nil)
      raises(function() game:new_pieces({ 5 }, {}) end,
        "bad argument #1 to 'new_pieces' (entry 1 is neither an id nor a record with one)")
    end,
  },
  {
    name = "properties: set, read, remove",
    players = 1,
    check = function(game)
      local card = game:top(game:zone("hand", 1))
      game:set_prop(card, "damage", 2)
      game:set_prop(card, "tapped", true)
      game:set_prop(card, "mark", "x")
      assert(game:prop(card, "damage") == 2 and game:prop(card, "tapped") == true)
      assert(game:prop(card, "mark") == "x")
      game:set_prop(card, "damage", nil)
      assert(game:prop(card, "damage") == nil)
      raises(function() game:set_prop(card, "half", 0.5) end, "boolean, integer, string or nil expected")
    end,
  },
  {
    name = "counters: bounds are errors, a counter below zero starts at its bound",
    players = 1,
    check = function(game)
      assert(game:counter("gold", 1) == 0)
      assert(game:add("gold", 7, 1) == 7)
      raises(function() game:add("gold", 4, 1) end, "counter 'gold' would become 11, outside [0, 10]")
      assert(game:counter("gold", 1) == 7, "a refused change changes nothing")
      assert(game:counter("debt") == -1)
      raises(function() game:counter("gold") end, "no table counter 'gold'")
    end,
  },
  {
    name = "argument errors name the argument and the field",
    players = 1,
    check = function(game)
      raises(function() game:new_zone{ name = "x", visibility = "secret" } end,
        "bad argument #1 to 'new_zone' (field 'visibility': invalid option 'secret')")
      raises(function() game:new_zone{ name = "y", owner = 5 } end,
        "bad argument #1 to 'new_zone' (field 'owner': seat 1 to 1 expected)")
      raises(function() game:move(999, game:zone("table")) end, "bad argument #1 to 'move' (no piece 999)")
      raises(function() game.count(game:zone("table")) end, "write game:f(...), not game.f(...)")
      raises(function() game:zone("nowhere") end, "no zone 'nowhere'")
      raises(function() game:choose(1, { options = { "a" } }) end, "can only be called by a step")
    end,
  },
  {
    name = "a top zone shows its top piece only when face up",
    players = 2,
    check = function(game)
      local pile = game:zone("pile")
      local card = game:top(game:zone("hand", 1))
      game:move(card, pile)
      assert(game:top(pile) == card)
      game:flip(card, false)
      assert(not game:face_up(card))
    end,
  },
  {
    name = "data tables are lists and maps, and read-only",
    players = 1,
    check = function(game)
      assert(#data.cards == 2 and data.cards[1].id == "ace" and data.cards.king.name == "King")
      raises(function() data.cards.ace.name = "x" end, "read-only") -- luacheck: ignore 122
      assert(game:phase() == "pick")
      local zones = game:zones()
      assert(#zones == 3 and zones[1] == game:zone("hand", 1) and zones[3] == game:zone("pile"))
    end,
  },
  {
    name = "games/lib/text.lua: counts agree in number, lists read like a sentence",
    players = 1,
    check = function()
      local text = require("text")
      assert(text.count(1, "card") == "1 card" and text.count(0, "card") == "0 cards")
      assert(text.count(2, "card") == "2 cards" and text.count(-1, "fan") == "-1 fan")
      assert(text.count(3, "copy", "copies") == "3 copies" and text.count(1, "copy", "copies") == "1 copy")
      assert(text.plural(5, "lab") == "labs" and text.plural(1, "lab") == "lab")
      assert(text.list({}) == "" and text.list({ "a" }) == "a" and text.list({ "a", "b" }) == "a and b")
      assert(text.list({ "a", "b", "c" }) == "a, b and c" and text.list({ "a", "b" }, "or") == "a or b")
    end,
  },
}
