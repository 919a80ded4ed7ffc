return { phases = { { name = "x", step = function(game) game:end_game() end } }, score = function() return 0 end }
