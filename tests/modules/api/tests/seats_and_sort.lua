-- Scenario tests of seats around the table (games/lib/seats.lua) and of
-- game:sort.

local seats = require("seats")

local raises = require("expect").raises

local function defs(game, zone)
  local out = {}
  for _, piece in ipairs(game:pieces(zone)) do
    out[#out + 1] = game:def(piece)
  end
  return table.concat(out, " ")
end

local function deal(game)
  local hand = game:new_zone{ name = "cards", owner = 2, visibility = "owner", kind = "hand" }
  game:new_pieces(data.deck, { zone = hand, owner = 2 })
  return hand
end

return {
  {
    name = "seats: left is the next seat, right the one before, across at even tables",
    players = 3,
    check = function(game)
      assert(seats.left(game, 1) == 2 and seats.left(game, 3) == 1 and seats.left(game, 1, 2) == 3)
      assert(seats.right(game, 1) == 3 and seats.right(game, 2, 2) == 3)
      local order = seats.from(game, 2)
      assert(#order == 3 and order[1] == 2 and order[2] == 3 and order[3] == 1)
      raises(function() seats.across(game, 1) end, "no seat sits across at a table of 3")
      game:set_turn_order(seats.from(game, 3))
      assert(game:turn_order()[1] == 3, "a list set_turn_order takes")
    end,
  },
  {
    name = "seats: partners sit across at a table of four",
    players = 3,
    check = function()
      -- game:players() is 3 here; a table of four is checked with a stand-in.
      local four = { players = function() return 4 end }
      assert(seats.across(four, 1) == 3 and seats.across(four, 4) == 2)
      assert(seats.left(four, 4) == 1 and seats.right(four, 1) == 4)
    end,
  },
  {
    name = "sort: by a field, by several, highest first, stable for ties",
    players = 2,
    check = function(game)
      local hand = deal(game)
      assert(defs(game, hand) == "hearts_9 clubs_12 hearts_2 clubs_3 spades_9", "dealt in data order")
      game:sort(hand, "rank")
      assert(defs(game, hand) == "hearts_2 clubs_3 hearts_9 spades_9 clubs_12", defs(game, hand))
      game:sort(hand, { "suit", "-rank" })
      assert(defs(game, hand) == "clubs_12 clubs_3 hearts_9 hearts_2 spades_9", defs(game, hand))
      game:sort(hand, "-rank")
      -- hearts_9 stays before spades_9: ties keep the order they had.
      assert(defs(game, hand) == "clubs_12 hearts_9 spades_9 clubs_3 hearts_2", defs(game, hand))
    end,
  },
  {
    name = "sort: a property wins over the data field, a key function does the rest",
    players = 2,
    check = function(game)
      local hand = deal(game)
      local trump = { hearts = 1, clubs = 2, spades = 3 }
      game:sort(hand, function(card)
        local c = data.deck[game:def(card)]
        return trump[c.suit] * 100 + c.rank
      end)
      assert(defs(game, hand) == "hearts_2 hearts_9 clubs_3 clubs_12 spades_9", defs(game, hand))
      game:set_prop(game:pieces(hand)[5], "rank", 1) -- spades_9 plays as a 1 now
      game:sort(hand, "rank")
      assert(defs(game, hand) == "spades_9 hearts_2 clubs_3 hearts_9 clubs_12", defs(game, hand))
    end,
  },
  {
    name = "sort: a missing field or a bad key is an error that changes nothing",
    players = 2,
    check = function(game)
      local hand = deal(game)
      local before = defs(game, hand)
      raises(function() game:sort(hand, "colour") end,
        "bad argument #2 to 'sort' (piece 4 ('hearts_9') has no property or data field 'colour')")
      raises(function() game:sort(hand, function() return {} end) end,
        "the key of piece 4 must be a number or a text, got table")
      raises(function() game:sort(hand, 5) end,
        "bad argument #2 to 'sort' (field name, list of field names or function expected")
      raises(function() game:sort(hand, {}) end, "no field to sort by")
      raises(function() game:sort(hand, function(card) game:move(card, game:zone("table")) return 1 end) end,
        "the key function moved pieces")
      local fresh = game:new_zone{ name = "fresh" }
      game:new_pieces(data.deck, { zone = fresh })
      raises(function() game:sort(fresh, "colour") end, "no property or data field")
      assert(defs(game, fresh) == before, "a refused sort leaves the order as it was")
    end,
  },
}
