-- Phase 2, administration, in the order of the rules:
--   1. income from turtle labs in each quiet sector (centre tile tables)
--   2. 1 reputation for each sole sector majority in a quiet sector
--   3. research commanders to the sole highest marker of each research area
--   4. the holder of the first player token moves to position 1
--   5. swap the action panels
--   6. turn the centre tile (the rotation follows the round number)
-- A game end triggered before or during this phase ends the game after it.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local score = require("score")
local commanders = require("commanders")
local sectors = require("sectors")
local movement = require("movement")
local panel = require("panel")
local order = require("order")
local text = require("text")

local admin = {}

-- The income table of a quiet sector (by its position on the centre tile).
function admin.table_for(game, sector)
  local rot = movement.rotation(game)
  local pos = board.position[rot][sector]
  if not pos then return nil end
  return board.centre[tonumber(game:option("start_area"))].tables[pos]
end

function admin.income(game)
  local P = ids.plan(game)
  local counts = sectors.scan(game)
  local rot = movement.rotation(game)
  for sector = 1, 6 do
    if board.quiet[rot][sector] then
      local tab = admin.table_for(game, sector)
      for p = 1, P.n do
        local k = counts[p][sector]
        if k > 0 then
          local row = tab[math.min(k, #tab)]
          cubes.gain_list(game, p, row)
          local got = {}
          for i = 1, #row do
            local c = row[i] == "own" and board.fed[p] or row[i]
            got[c] = (got[c] or 0) + 1
          end
          game:log("Income in sector %d: %s gets %s for %s", sector, game:seat_name(p), cubes.text(got),
            text.count(k, "turtle lab"))
        end
      end
    end
  end
end

function admin.majorities(game)
  local P = ids.plan(game)
  local counts = sectors.scan(game)
  local rot = movement.rotation(game)
  for sector = 1, 6 do
    if board.quiet[rot][sector] then
      local p = sectors.majority(counts, P.n, sector)
      if p then
        score.gain(game, p, 1, "majorities", "%s has the majority in sector %d: +1 reputation",
          game:seat_name(p), sector)
        if commanders.has(game, p, 8) then
          score.gain(game, p, 1, "commanders", "%s gains 1 extra reputation (%s)", game:seat_name(p),
            board.commander_name[board.ability[8]])
        end
      end
    end
  end
end

function admin.research_commanders(game)
  local P = ids.plan(game)
  for k = 1, #P.areas do local area = P.areas[k]
    local cid = commanders.research_at(game, k)
    local best, who = -1, nil
    for p = 1, P.n do
      local level = game:counter(P.c.level[p][area])
      if level > best then
        best, who = level, p
      elseif level == best then
        who = nil
      end
    end
    if who then
      commanders.gain(game, who, cid, nil)
    else
      if commanders.holder(game, cid) ~= 0 then
        game:log("Tie in %s: nobody controls %s", board.research_name[area], board.commander_name[cid])
      end
      commanders.release(game, cid, P.z.research_slot[k])
    end
  end
end

function admin.first_player(game)
  local P = ids.plan(game)
  local holder = game:counter(P.c.first_player)
  if holder == 0 then return end
  local list = { holder }
  for _, s in ipairs(order.track(game)) do
    if s ~= holder then list[#list + 1] = s end
  end
  order.set_track(game, list)
  game:move(P.p.first_player, P.z.first_player_space)
  game:set(P.c.first_player, 0)
  game:log("%s returns the first player token and becomes first player", game:seat_name(holder))
end

function admin.run(game)
  admin.income(game)
  admin.majorities(game)
  admin.research_commanders(game)
  admin.first_player(game)
  panel.swap(game)
  game:log("The centre tile turns one sector clockwise")
  local P = ids.plan(game)
  if game:counter(P.c.end_triggered) == 1 then
    game:log("The game ends after the administration phase")
    game:end_game(score.end_reason(game, "and the administration phase was played to its end"))
    return
  end
  order.start_phase(game)
end

return admin
