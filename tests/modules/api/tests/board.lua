-- Scenario tests of boards: properties on zones, links between them, the
-- grid helper (games/lib/grid.lua) and counters on zones.

local grid = require("grid")

local raises = require("expect").raises

return {
  {
    name = "zone properties: set at creation and later, read, removed, found by filter",
    players = 2,
    check = function(game)
      local north = game:new_zone{ name = "north", kind = "space", props = { terrain = "hills", x = 1 } }
      local south = game:new_zone{ name = "south", kind = "space", props = { terrain = "plain", x = 1 } }
      assert(game:zone_prop(north, "terrain") == "hills" and game:zone_prop(south, "x") == 1)
      assert(game:zone_prop(north, "castle") == nil, "never set: nil")
      game:set_zone_prop(south, "castle", true)
      assert(game:zone_prop(south, "castle") == true)
      local hills = game:zones{ terrain = "hills" }
      assert(#hills == 1 and hills[1] == north, "a filter finds the zones with that value")
      assert(#game:zones{ x = 1 } == 2 and #game:zones{ x = 1, castle = true } == 1)
      assert(#game:zones{ x = "1" } == 0, "a filter compares types too: 1 is not \"1\"")
      game:set_zone_prop(south, "castle", nil)
      assert(game:zone_prop(south, "castle") == nil, "nil removes a property")
      assert(#game:zones() == #game:zones{}, "no filter and an empty one give every zone")
      raises(function() game:set_zone_prop(north, "height", 1.5) end,
        "bad argument #3 to 'set_zone_prop' (boolean, integer, string or nil expected, got number)")
      raises(function() game:new_zone{ name = "bad", props = { 1, 2 } } end,
        "field 'props': property names must be strings")
    end,
  },
  {
    name = "links: both ways unless one way, in link order, never twice",
    players = 2,
    check = function(game)
      local a = game:new_zone{ name = "a" }
      local b = game:new_zone{ name = "b" }
      local c = game:new_zone{ name = "c" }
      game:link(a, b)
      game:link(a, c)
      game:link(b, a) -- already linked: no second entry
      game:link(c, b, true) -- one way: c to b only
      local from_a = game:neighbors(a)
      assert(#from_a == 2 and from_a[1] == b and from_a[2] == c, "in link order")
      assert(game:linked(b, a) and game:linked(a, b))
      assert(game:linked(c, b) and not game:linked(b, c), "one way")
      assert(#game:neighbors(b) == 1)
      raises(function() game:link(a, a) end, "bad argument #2 to 'link' (a zone cannot be linked to itself)")
      raises(function() game:link(a, 999) end, "bad argument #2 to 'link' (no zone 999)")
    end,
  },
  {
    name = "grid: cells by coordinates, four neighbours inside, fewer on the rim",
    players = 2,
    check = function(game)
      local cells = grid.new(game, { name = "board", columns = 4, rows = 3 })
      assert(#cells == 12)
      local corner, inner = grid.at(game, "board", 1, 1), grid.at(game, "board", 2, 2)
      assert(game:zone_name(corner) == "board 1,1" and #game:neighbors(corner) == 2)
      assert(#game:neighbors(inner) == 4 and #game:neighbors(grid.at(game, "board", 2, 1)) == 3)
      local x, y = grid.xy(game, grid.at(game, "board", 4, 3))
      assert(x == 4 and y == 3)
      assert(grid.at(game, "board", 5, 1) == nil, "off the board: nil")
      assert(game:linked(inner, grid.at(game, "board", 3, 2)))
      assert(not game:linked(inner, grid.at(game, "board", 3, 3)), "no diagonals unless asked")
      grid.new(game, { name = "king", columns = 3, rows = 3, diagonal = true })
      assert(#game:neighbors(grid.at(game, "king", 2, 2)) == 8, "with diagonals")
    end,
  },
  {
    name = "counters on zones: per zone and seat, apart from the seat's own",
    players = 2,
    check = function(game)
      local bavaria = game:new_zone{ name = "bavaria", kind = "space" }
      local saxony = game:new_zone{ name = "saxony", kind = "space" }
      for _, region in ipairs({ bavaria, saxony }) do
        game:new_counter{ name = "troops", seat = 1, zone = region, min = 0 }
        game:new_counter{ name = "troops", seat = 2, zone = region, min = 0 }
        game:new_counter{ name = "fort", zone = region, max = 3 }
      end
      game:new_counter{ name = "troops", seat = 1, value = 10 } -- the seat's reserve
      game:add("troops", 3, 1, bavaria)
      game:add("troops", -3, 1)
      assert(game:counter("troops", 1, bavaria) == 3 and game:counter("troops", 1, saxony) == 0)
      assert(game:counter("troops", 1) == 7, "the seat's own counter is another one")
      game:set("fort", 2, nil, saxony)
      assert(game:counter("fort", nil, saxony) == 2 and game:counter("fort", nil, bavaria) == 0)
      raises(function() game:add("troops", -1, 2, bavaria) end, "would become -1")
      raises(function() game:counter("troops", 2, 999) end, "bad argument #3 to 'counter' (no zone 999)")
      raises(function() game:counter("castle", nil, bavaria) end, "no counter 'castle' on zone 'bavaria'")
      raises(function() game:counter("fort", 1, bavaria) end, "no counter 'fort' of seat 1 on zone 'bavaria'")
      raises(function() game:new_counter{ name = "fort", zone = bavaria } end, "counter 'fort' already exists")
      raises(function() game:new_counter{ name = "x", zone = 999 } end, "field 'zone': zone expected")
    end,
  },
}
