-- The card catalogue, compiled once while the rules load (a constant: never
-- changed during play). cards.def[id] describes one entry of data.cards:
--
--   { id, name, set, level, strength, copies, bot_round, text,
--     reveal = {...}, attack = {...}, bench = {...}, flag = {...},
--     flag_loss = {...}, selected = {...},   -- effects by timing
--     flag_lasting = bool, bench_any = bool } -- shortcuts for the match loop
--
-- Each effect is the data table itself ({ kind =, timing =, amount =, ... }).
-- Problems in the data that the schema cannot see (a strength above its
-- level's limit, an effect kind at a timing it has no meaning for, a set that
-- does not exist) stop the game from loading with a message naming the card.
local kinds = require("kinds")

local cards = {}

-- The highest base strength each level allows.
local LEVEL_LIMIT = { S = 10, A = 3, B = 5, C = 10, R = 10, SOLO = 10 }
cards.LEVEL_LIMIT = LEVEL_LIMIT

local TIMINGS = { "reveal", "attack", "bench", "flag", "flag_loss", "selected" }
cards.TIMINGS = TIMINGS

-- Lists by use: cards.level.A = { def, ... } (file order), cards.starter =
-- player starter defs, cards.bot_starter, cards.bot_r, cards.bot_solo.
cards.level = { A = {}, B = {}, C = {} }
cards.starter = {}
cards.bot_starter = {}
cards.bot_r = {}
cards.bot_solo = {}
cards.list = {}
cards.def = {}

local EFFECT_FIELDS = { "kind", "amount", "count", "side", "level", "to", "from" }

local function fail(entry, message)
  error(string.format("data/cards: card '%s': %s", entry.id, message), 0)
end

local function compile(entry)
  local set = data.sets[entry.set]
  if not set then
    fail(entry, "unknown set '" .. entry.set .. "' (see data/sets.toml)")
  end
  if entry.strength > LEVEL_LIMIT[entry.level] then
    fail(entry, string.format("strength %d is above the level %s limit of %d", entry.strength, entry.level,
      LEVEL_LIMIT[entry.level]))
  end
  local card = {
    id = entry.id, name = entry.name, set = entry.set, level = entry.level, strength = entry.strength,
    copies = entry.copies or 4, bot_round = entry.bot_round or 1, text = entry.text or "",
    reveal = {}, attack = {}, bench = {}, flag = {}, flag_loss = {}, selected = {},
  }
  for _, eff in ipairs(entry.effects or {}) do
    local timing = eff.timing or "reveal"
    local problem = kinds.validate(eff, timing)
    if problem then
      fail(entry, problem)
    end
    if timing == "selected" and not set.selected then
      fail(entry, "'selected' effects are only allowed in sets marked selected = true (the space set)")
    end
    -- A plain copy: data tables are read-only proxies, slower to read in
    -- the match loop.
    local copy = { timing = timing }
    for _, field in ipairs(EFFECT_FIELDS) do
      copy[field] = eff[field]
    end
    local list = card[timing]
    list[#list + 1] = copy
  end
  card.bench_any = #card.bench > 0
  -- Shortcuts for the match loop: total weaken at the timings flag and attack.
  card.flag_weaken, card.attack_weaken = 0, 0
  for _, eff in ipairs(card.flag) do
    if eff.kind == "weaken" then
      card.flag_weaken = card.flag_weaken + eff.amount
    end
  end
  for _, eff in ipairs(card.attack) do
    if eff.kind == "weaken" then
      card.attack_weaken = card.attack_weaken + eff.amount
    end
  end
  card.has_effect = #card.reveal + #card.attack + #card.bench + #card.flag + #card.flag_loss + #card.selected > 0
  -- The rarity line printed on a card: "Rare, 3x", "Common, 6x" or nothing.
  -- The rules text counts copies "apart from the starter and bot cards":
  -- those carry no line.
  if entry.level ~= "S" and set.role ~= "bot" then
    if card.copies <= 3 then
      card.rarity = string.format("Rare, %dx", card.copies)
    elseif card.copies >= 5 then
      card.rarity = string.format("Common, %dx", card.copies)
    end
  end
  return card
end

for _, entry in ipairs(data.cards) do
  local card = compile(entry)
  cards.def[entry.id] = card
  cards.list[#cards.list + 1] = card
  local role = data.sets[entry.set].role
  if entry.level == "S" then
    if role == "bot" then
      cards.bot_starter[#cards.bot_starter + 1] = entry.id
    else
      cards.starter[#cards.starter + 1] = entry.id
    end
  elseif entry.level == "R" then
    cards.bot_r[#cards.bot_r + 1] = entry.id
  elseif entry.level == "SOLO" then
    cards.bot_solo[#cards.bot_solo + 1] = entry.id
  else
    if role == "bot" then
      fail(entry, "bot set cards must be level S, R or SOLO")
    end
    local list = cards.level[entry.level]
    list[#list + 1] = entry.id
  end
end

-- Every copy of the level cards, in file order: cards.copies[level] = { def,
-- def, ... } and cards.copy_set[level] = { set, set, ... } (setup's loop).
cards.copies, cards.copy_set = {}, {}
for level, defs in pairs(cards.level) do
  local list, sets = {}, {}
  for _, def in ipairs(defs) do
    for _ = 1, cards.def[def].copies do
      list[#list + 1] = def
      sets[#sets + 1] = cards.def[def].set
    end
  end
  cards.copies[level], cards.copy_set[level] = list, sets
end

-- The themed sets, in file order.
cards.themed = {}
for _, set in ipairs(data.sets) do
  if set.role == "themed" then
    cards.themed[#cards.themed + 1] = set.id
  end
end

-- The rounds in order: cards.rounds[r] = { id, name, round, offers = { { level,
-- keep }, ... }, fans = { ... } } (plain copies of data/rounds.toml).
cards.rounds = {}
for _, entry in ipairs(data.rounds) do
  if cards.rounds[entry.round] then
    error(string.format("data/rounds: round %d is given twice", entry.round), 0)
  end
  local round = { id = entry.id, name = entry.name, round = entry.round, offers = {}, fans = {} }
  for _, o in ipairs(entry.offers) do
    round.offers[#round.offers + 1] = { level = o.level, keep = o.keep }
  end
  for _, f in ipairs(entry.fans) do
    round.fans[#round.fans + 1] = f
  end
  cards.rounds[entry.round] = round
end
for r = 1, 7 do
  if not cards.rounds[r] then
    error(string.format("data/rounds: round %d is missing", r), 0)
  end
  if #cards.rounds[r].offers == 0 or #cards.rounds[r].offers > 2 then
    error(string.format("data/rounds: round %d needs one or two offers", r), 0)
  end
  if #cards.rounds[r].fans == 0 then
    error(string.format("data/rounds: round %d needs at least one fans value", r), 0)
  end
end

return cards
