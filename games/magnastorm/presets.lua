-- Prepared positions for the scenario tests (option preset). Each preset starts
-- from the created game (commanders and objectives dealt by the seed, then
-- moved as the preset needs) and replaces the start of the game with a fixed
-- one. Not meant for normal play.

local board = require("board")
local ids = require("ids")
local cubes = require("cubes")
local score = require("score")
local panel = require("panel")
local order = require("order")
local sectors = require("sectors")

local presets = {}

-- Puts commander cid into admin slot k (kind "admin") or research slot k.
function presets.set_commander(game, kind, k, cid)
  local P = ids.plan(game)
  local slot = kind == "admin" and P.z.admin_slot[k] or P.z.research_slot[k]
  local counter = kind == "admin" and P.c.admin_slot[k] or P.c.research_slot[k]
  local old = game:top(slot)
  local piece = P.p.commander[cid]
  local from = game:zone_of(piece)
  if old == piece then return end
  -- if cid sits in another slot, the old card takes its place there
  local other_counter
  for j = 1, P.admin_slots do
    if P.z.admin_slot[j] == from then other_counter = P.c.admin_slot[j] end
  end
  for j = 1, P.research_slots do
    if P.z.research_slot[j] == from then other_counter = P.c.research_slot[j] end
  end
  game:move(piece, slot)
  game:move(old, from)
  game:set(counter, board.commander_number[cid])
  if other_counter then game:set(other_counter, board.commander_number[game:def(old)]) end
end

-- Gives control of commander cid to p without reputation or instant effect.
function presets.give_commander(game, p, cid)
  local P = ids.plan(game)
  game:set(P.c.holder[cid], p)
  game:move(P.p.commander[cid], P.z.commanders[p])
  for k = 1, P.admin_slots do
    if game:counter(P.c.admin_slot[k]) == board.commander_number[cid] then
      game:move(game:top(P.z.markers[p]), P.z.admin_marker[k])
    end
  end
end

-- Puts objective oid into objective slot k (1, 2 research; 3, 4 sector).
function presets.set_objective(game, k, oid)
  local P = ids.plan(game)
  local piece = P.p.objective[oid]
  local from = game:zone_of(piece)
  local old = game:top(P.z.objective[k])
  if old == piece then return end
  game:move(piece, P.z.objective[k])
  game:move(old, from)
end

-- Drops labs of p (from the leftmost player board spaces) on spaces by id.
function presets.labs(game, p, space_ids)
  local P = ids.plan(game)
  for _, sid in ipairs(space_ids) do
    local si = P.map.space_index[sid]
    assert(si, "no space " .. sid)
    local lab
    for k = 1, board.lab_slots do
      lab = lab or game:top(P.z.labs[p][k])
    end
    sectors.place(game, p, lab, P.z.space[si])
  end
end

function presets.scout(game, p, sid)
  local P = ids.plan(game)
  game:move(P.p.scout[p], P.z.space[P.map.space_index[sid]])
end

-- Order 1..n; the crew member of seat p in column p; 3 yellow and 2 more own
-- cubes each (so 4 own cubes).
function presets.plain(game)
  local P = ids.plan(game)
  local track = {}
  for p = 1, P.n do
    track[p] = p
    panel.move_crew(game, game:top(P.z.crew[p]), P.z.upper[p][p])
    cubes.gain(game, p, "yellow", 3)
    cubes.gain(game, p, "own", 2)
  end
  order.set_track(game, track)
end

-- plain, purple (seat 3) first.
function presets.purple(game)
  presets.plain(game)
  local P = ids.plan(game)
  local track = { 3 }
  for i = 1, P.n - 1 do track[#track + 1] = (2 + i) % P.n + 1 end
  order.set_track(game, track)
end

-- The takeover example (4 players): commander #2 in slot 1 with 2 neutral and
-- 1 grey crew member under it; commander #3 in slot 2, controlled by grey.
-- Orange plays first with 5 yellow, 2 grey and 4 orange cubes.
function presets.takeover(game)
  local P = ids.plan(game)
  presets.plain(game)
  for p = 1, P.n do
    for _, piece in ipairs(P.p.crew[p]) do
      if P.z.column_of_zone[game:zone_of(piece)] then panel.move_crew(game, piece, P.z.upper[5][p]) end
    end
  end
  presets.set_commander(game, "admin", 1, "c02")
  presets.set_commander(game, "admin", 2, "c03")
  presets.set_commander(game, "admin", 3, "c01")
  presets.give_commander(game, 1, "c03")
  score.gain(game, 1, 2, "commanders")
  panel.move_crew(game, game:top(P.z.upper[2][0]), P.z.lower[5][5])
  panel.move_crew(game, game:top(P.z.crew[1]), P.z.upper[2][1])
  cubes.gain(game, 2, "yellow", 2)
  cubes.gain(game, 2, "grey", 2)
  order.set_track(game, { 2, 1, 3, 4 })
end

-- Grey's scout stands next to the line into sector 4 with transmitter p4_t05.
function presets.transmitter(game)
  presets.plain(game)
  presets.scout(game, 1, "p4_s3_c_1")
end

-- Pink's transmitter station on p4_t07 (between p4_s4_c and p4_s5_b); orange's
-- scout in p4_s3_b, orange at level 1 in red; orange plays first.
function presets.station(game)
  local P = ids.plan(game)
  presets.plain(game)
  for ti, t in ipairs(P.map.trans) do
    if t.id == "p4_t07" then game:move(P.p.stations[4][1], P.z.trans[ti]) end
  end
  presets.scout(game, 2, "p4_s3_b_1")
  game:set(P.c.level[2].red, 1)
  game:move(P.p.research_marker[2].red, P.z.track.red[1])
  order.set_track(game, { 2, 3, 4, 1 })
end

-- Storm over sectors 2, 3, 4 in round 1 (the tile turned two sectors on);
-- grey's scout in sector 4, out of reach of a quiet sector.
function presets.storm(game)
  local P = ids.plan(game)
  presets.plain(game)
  game:set(P.c.rotation_offset, 2)
  presets.scout(game, 1, P.n == 4 and "p4_s4_b_1" or "p23_s4_b_1")
end

-- Turn order G, Pu, Pi, O (seats 1, 3, 4, 2) as in the example.
function presets.turn_order(game)
  presets.plain(game)
  order.set_track(game, { 1, 3, 4, 2 })
end

-- Objectives deep_report, field_reports, twin_harvest, stronghold. Pink (4)
-- has 2 labs in sector 4 (majority) and 2 in sector 2 (tied with grey) and 2 in
-- sector 5; pink plays first.
function presets.objectives(game)
  presets.plain(game)
  presets.set_objective(game, 1, "deep_report")
  presets.set_objective(game, 2, "field_reports")
  presets.set_objective(game, 3, "twin_harvest")
  presets.set_objective(game, 4, "stronghold")
  presets.labs(game, 4, { "p4_s4_a_1", "p4_s4_a_2", "p4_s2_a_1", "p4_s2_a_2", "p4_s5_a_1", "p4_s5_a_2" })
  presets.labs(game, 1, { "p4_s4_b_1", "p4_s2_b_1", "p4_s2_b_2" })
  presets.labs(game, 2, { "p4_s4_b_2" })
  order.set_track(game, { 4, 1, 2, 3 })
end

-- objectives, and pink controls Ellen B. Outridge (c03).
function presets.objectives_ellen(game)
  presets.objectives(game)
  presets.give_commander(game, 4, "c03")
end

-- Grey has 26 reputation (27 ends a 4-player game).
function presets.endgame(game)
  presets.plain(game)
  presets.set_commander(game, "admin", 1, "c02")
  score.gain(game, 1, 26, "other")
  cubes.gain(game, 1, "orange", 1)
end

-- endgame, but grey is last on the turn order track.
function presets.endgame_last(game)
  presets.endgame(game)
  order.set_track(game, { 2, 3, 4, 1 })
end

-- holds_cXX: plain, and seat 1 controls commander cXX (no reputation).
for _, cid in ipairs(board.commanders) do
  presets["holds_" .. cid] = function(game)
    presets.plain(game)
    presets.give_commander(game, 1, cid)
  end
end

function presets.apply(game, name)
  local fn = presets[name]
  assert(type(fn) == "function", "unknown preset " .. name)
  fn(game)
end

return presets
