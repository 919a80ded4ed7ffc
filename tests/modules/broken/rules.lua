-- Each option value breaks the game in a different way, on a known line.
local rules = {}

local function recurse(n)
  return 1 + recurse(n + 1)
end

local faults = {
  runtime = function() local t = nil; return t.field end,            -- line 9
  loop = function() while true do end end,                            -- line 10
  memory = function() local t = {} for i = 1, 1e9 do t[i] = ("x"):rep(100) .. i end return #t end,
  recursion = function() return recurse(1) end,
  bad_choose = function(game) return game:choose(1, { options = {} }) end,
  bad_move = function(game) game:move(99, 1) end,
}

function rules.setup(game)
  game:new_zone{ name = "z" }
  local first = game:choose(1, { prompt = "Go?", options = { "go" } })
  assert(first == "go")
  faults[game:option("fault")](game)
end

rules.phases = { { name = "never", step = function() end } }

function rules.score()
  return 0
end

return rules
