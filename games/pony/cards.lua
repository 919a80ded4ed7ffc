-- The card catalogue, compiled once while the rules load (a constant, never
-- changed during play). cards.def[id] is a plain copy of one entry of
-- data.cards (reading the read-only data proxies is slower):
--
--   { id, name, type, colour, power, cost, req = { colour, power } | nil,
--     traits = { Critter = true, ... }, keywords = { swift = true, ... },
--     supportive, home_limit, timing, placement, points, need, need_other,
--     opponent_need, bonus, text, test_only,
--     abilities = { ability, ... },                 -- this side's abilities
--     by_timing = { static = {...}, trigger = {...}, reaction = {...}, ... },
--     statics_of = { power = {...}, grant_keyword = {...} },  -- static abilities
--                  with an effect of that kind that the power snapshot applies
--     boosted = side | nil }                        -- a Mane's boosted side
--
-- A side (a Mane's boosted side) has the same fields. Mistakes the schema
-- cannot see (a field a type needs, an effect without what it acts on, a
-- trigger without its event) stop the rules from loading with a message
-- naming the card.
local cards = {}

cards.def = {}
cards.list = {}

local COPY = { "name", "type", "colour", "power", "cost", "supportive", "home_limit", "timing", "placement", "points",
  "caged", "need_other", "opponent_need", "bonus", "text", "test_only" }

-- What each type must give.
local REQUIRED = {
  mane = { "colour", "power", "home_limit", "boosted" },
  friend = { "colour", "power", "cost" },
  resource = { "colour", "power", "cost", "placement" },
  event = { "colour", "power", "cost", "timing" },
  troublemaker = { "power", "points" },
  problem = { "need", "opponent_need", "bonus" },
}

local STATIC_EFFECTS = { power = true, grant_keyword = true, cost_mod = true, immobile = true }
local NEEDS = {
  gain_tokens = { "amount" }, draw = { "amount" }, score = { "amount" }, flip_extra = { "amount" },
  discard = { "who", "amount", "by" }, power = { "amount" }, add_colour = { "colour", "amount" },
  move = { "to" }, look_arrange = { "who", "amount" }, grant_keyword = { "keyword" },
  cost_mod = { "action", "amount" }, start_faceoff = { "mine", "theirs", "win", "lose" },
}
local TARGETLESS = { gain_tokens = true, draw = true, discard = true, score = true, flip_extra = true,
  look_arrange = true, boost = true, start_faceoff = true }

local function fail(id, fmt, ...)
  error(string.format("data/cards: card '%s': " .. fmt, id, ...), 0)
end

-- A plain copy of a data table (nested tables and lists included).
local function copy(t)
  if type(t) ~= "table" then
    return t
  end
  local out = {}
  for k, v in pairs(t) do
    if type(k) ~= "number" then
      out[k] = copy(v)
    end
  end
  for i, v in ipairs(t) do
    out[i] = copy(v)
  end
  return out
end

local function set_of(list)
  local out = {}
  for _, v in ipairs(list or {}) do
    out[v] = true
  end
  return out
end

local function check_effect(id, ability, eff, names)
  for _, field in ipairs(NEEDS[eff.effect] or {}) do
    if eff[field] == nil then
      fail(id, "effect '%s' needs '%s'", eff.effect, field)
    end
  end
  if not TARGETLESS[eff.effect] and not eff.target and not eff.target_name then
    fail(id, "effect '%s' needs a target or a target_name", eff.effect)
  end
  if eff.target_name and not names[eff.target_name] then
    fail(id, "target_name '%s' is not named by an earlier target (as = ...)", eff.target_name)
  end
  if ability.timing == "static" and not STATIC_EFFECTS[eff.effect] then
    fail(id, "effect '%s' cannot be static (static effects: power, grant_keyword, cost_mod, immobile)", eff.effect)
  end
  if ability.timing ~= "static" and (eff.effect == "cost_mod" or eff.effect == "immobile") then
    fail(id, "effect '%s' must be static", eff.effect)
  end
  local target = eff.target
  if target then
    if target.select == "choose" and ability.timing == "static" then
      fail(id, "a static ability cannot choose")
    end
    if target.area == "same_as" and not names[target.same_as or ""] then
      fail(id, "area same_as needs same_as naming an earlier target")
    end
    if target.as then
      names[target.as] = true
    end
  end
  for _, side in ipairs({ "mine", "theirs" }) do
    if eff[side] then
      if eff[side].area == "same_as" and not names[eff[side].same_as or ""] then
        fail(id, "%s: area same_as needs same_as naming an earlier target", side)
      end
      names[eff[side].as] = true
    end
  end
  for _, outcome in ipairs({ "win", "lose" }) do
    if eff[outcome] and not names[eff[outcome].target_name] then
      fail(id, "%s: target_name '%s' is not named", outcome, eff[outcome].target_name)
    end
  end
end

local function check_ability(id, ability)
  local t = ability.timing
  if (t == "trigger" or t == "reaction") and not ability.event then
    fail(id, "a %s ability needs an event", t)
  end
  if (ability.event == "phase_start" or ability.event == "phase_end") and not ability.phase then
    fail(id, "event %s needs a phase", ability.event)
  end
  local names = {}
  for _, eff in ipairs(ability.effects) do
    check_effect(id, ability, eff, names)
  end
end

local function compile_abilities(id, list, side)
  local out, by_timing = {}, {}
  for i, ability in ipairs(list or {}) do
    if ability.side == nil or ability.side == side then
      local a = copy(ability)
      a.index = i
      check_ability(id, a)
      out[#out + 1] = a
      local t = a.timing
      if t == "faceoff_troublemaker" or t == "faceoff_problem" then
        t = "faceoff"
      end
      by_timing[t] = by_timing[t] or {}
      table.insert(by_timing[t], a)
    end
  end
  return out, by_timing
end

-- Calls fn(ability, eff) for every effect of every static ability of a side.
local function each_static_effect(by_timing, fn)
  for _, ability in ipairs(by_timing.static or {}) do
    for _, eff in ipairs(ability.effects) do
      fn(ability, eff)
    end
  end
end

-- side.statics_of[kind]: the static abilities with an effect of kind power or
-- grant_keyword, in order; "while you confront" ones only count during that
-- check (power.confronting), so the power snapshot never applies them.
local function statics_of(by_timing)
  local out = {}
  each_static_effect(by_timing, function(ability, eff)
    local kind, list = eff.effect, out[eff.effect]
    if (kind == "power" or kind == "grant_keyword") and not (ability.condition and ability.condition.confronting)
        and not (list and list[#list] == ability) then
      out[kind] = list or {}
      table.insert(out[kind], ability)
    end
  end)
  return out
end

-- The boosted side of a Mane: its own name, power, Home Limit, keywords and
-- abilities; colour and traits as the start side.
local function boosted_side(entry, def)
  local b = entry.boosted
  local side = {
    id = def.id, name = b.name, type = "mane", colour = def.colour, power = b.power, home_limit = b.home_limit,
    traits = def.traits, keywords = set_of(b.keywords), text = b.text or "", boosted_side = true,
    colours = def.colours,
  }
  side.abilities, side.by_timing = compile_abilities(def.id, entry.abilities, "boosted")
  side.statics_of = statics_of(side.by_timing)
  return side
end

local function compile(entry)
  local id = entry.id
  for _, field in ipairs(REQUIRED[entry.type]) do
    if entry[field] == nil then
      fail(id, "a %s needs '%s'", entry.type, field)
    end
  end
  local def = { id = id }
  for _, field in ipairs(COPY) do
    def[field] = copy(entry[field])
  end
  def.text = def.text or ""
  def.colours = def.colour and { [def.colour] = true } or {}
  def.req = copy(entry.requirement)
  def.traits = set_of(entry.traits)
  def.keywords = set_of(entry.keywords)
  def.need = copy(entry.need)
  def.abilities, def.by_timing = compile_abilities(id, entry.abilities, entry.type == "mane" and "start" or nil)
  def.statics_of = statics_of(def.by_timing)
  if entry.type == "mane" then
    def.boosted = boosted_side(entry, def)
  end
  if entry.type == "event" then
    local timed = def.by_timing[entry.timing] or def.by_timing[entry.timing:match("^faceoff") and "faceoff"]
    if not timed then
      fail(id, "an event with timing '%s' needs an ability with that timing", entry.timing)
    end
  end
  if entry.type == "problem" and entry.need_other and #entry.need ~= 1 then
    fail(id, "need_other ('+ N non-X') goes with exactly one colour in need")
  end
  return def
end

-- def.listens[kind]: what the triggers and reactions of the card in play
-- (either side) that answer events of this kind ("entered_play" is answered
-- on "played") ask of the event before anything else, as a list of
-- { phase, self (only its own card), player ("you" | "opponent" | nil) };
-- def.hand_listens[kind]: the same for a Reaction Event in hand (nothing
-- else in a hand answers events).
local function listens_of(out, abilities)
  for _, ability in ipairs(abilities) do
    if ability.event then
      local kind = ability.event == "entered_play" and "played" or ability.event
      out[kind] = out[kind] or {}
      table.insert(out[kind], { phase = ability.phase, self = ability.event_card and ability.event_card.self or false,
        player = ability.event_player })
    end
  end
  return out
end

local function listens(def)
  local out = listens_of({}, def.abilities)
  if def.boosted then
    listens_of(out, def.boosted.abilities)
  end
  return out
end

local function hand_listens(def)
  if def.type == "event" and def.timing == "reaction" then
    return listens_of({}, def.by_timing.reaction)
  end
  return {}
end

-- def.grants[kw]: a static ability of the card grants keyword kw.
local function grants(def)
  local out = {}
  for _, side in ipairs({ def, def.boosted }) do
    each_static_effect(side.by_timing, function(_, eff)
      if eff.effect == "grant_keyword" then
        out[eff.keyword] = true
      end
    end)
  end
  return out
end

for _, entry in ipairs(data.cards) do
  local def = compile(entry)
  def.listens = listens(def)
  def.hand_listens = hand_listens(def)
  def.grants = grants(def)
  cards.def[def.id] = def
  cards.list[#cards.list + 1] = def
end

-- The side of a card that is up now (a boosted Mane's boosted side).
function cards.side(game, piece)
  local def = cards.def[game:def(piece)]
  if def.boosted and game:prop(piece, "boosted") then
    return def.boosted
  end
  return def
end

function cards.of(game, piece)
  return cards.def[game:def(piece)]
end

-- The card's name as the log and the options show it.
function cards.name(game, piece)
  return cards.side(game, piece).name
end

-- What a hidden card's back shows: the draw deck and the Problem deck have
-- different backs, so a Problem never passes for a draw card (nor in a
-- search bot's redeal of what it cannot see).
function cards.back(id)
  local def = cards.def[id]
  if def.type == "problem" then
    return "problem"
  end
  return def.type == "mane" and "mane" or "draw"
end

cards.copy = copy
cards.set_of = set_of

return cards
