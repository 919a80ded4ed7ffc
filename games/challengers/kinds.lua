-- The vocabulary of card effects: which kinds exist, at which timings each
-- has a meaning, and which parameters it needs. A modder combines these in
-- data/cards/*.toml without writing Lua; effects.lua implements them.
--
-- Timings (the keyword printed on the card):
--   reveal     no keyword: once, when the card is revealed
--   attack     "In attack": while the attack in which the card was revealed runs
--   bench      "From the bench": while the card sits on its owner's bench
--   flag       "In flag possession": while the flag is on the card; one-time
--              kinds happen once, when the flag lands on it
--   flag_loss  "Flag loss": once, when the flag is taken from the card
--   selected   "Selected": once, in the deck phase in which the card is picked
local kinds = {}

local ALL = { reveal = true, attack = true, bench = true, flag = true }
local ONCE = { reveal = true, flag = true, flag_loss = true }

-- kind -> { timings = set, needs = list of parameters, about = text }
kinds.KINDS = {
  strength = { timings = ALL, needs = { "amount" },
    about = "+amount strength (reveal: kept by the card while it is in play; bench: to its side, see 'side')" },
  strength_per = { timings = ALL, needs = { "amount", "count" },
    about = "+amount for each thing counted by 'count'" },
  weaken = { timings = ALL, needs = { "amount" },
    about = "-amount to the other side (reveal: the card holding the opponent's flag, while it is in play)" },
  fans = { timings = { reveal = true, flag = true, flag_loss = true, selected = true }, needs = { "amount" },
    about = "gain amount fans (fan tokens)" },
  mill = { timings = ONCE, needs = { "amount" },
    about = "the opponent puts the top amount cards of their deck onto their rest pile" },
  bench_top = { timings = ONCE, needs = { "amount" },
    about = "the opponent puts the top amount cards of their deck onto their bench" },
  retire = { timings = ONCE, needs = {},
    about = "choose amount (default 1) of your bench seats: their cards go to your rest pile" },
  recover = { timings = ONCE, needs = { "amount", "from" },
    about = "put up to amount cards from your rest pile (or your fullest bench seat) at the bottom of your deck" },
  self_to = { timings = { flag_loss = true }, needs = { "to" },
    about = "this card goes to the bottom of your deck or your rest pile instead of your bench" },
  scry = { timings = { reveal = true, flag = true }, needs = {},
    about = "look at the top card of your deck; you may put it at the bottom" },
  draft = { timings = { selected = true }, needs = { "amount", "level" },
    about = "draw amount cards from a level pile and add one of them to your deck" },
}

-- The problem with one effect of a card, or nil.
function kinds.validate(eff, timing)
  local kind = kinds.KINDS[eff.kind]
  if not kind then
    return "unknown effect kind '" .. tostring(eff.kind) .. "'"
  end
  if not kind.timings[timing] then
    return string.format("effect '%s' has no meaning at timing '%s'", eff.kind, timing)
  end
  for _, field in ipairs(kind.needs) do
    if eff[field] == nil then
      return string.format("effect '%s' needs '%s'", eff.kind, field)
    end
  end
  if eff.side and timing ~= "bench" then
    return "'side' is only for effects with timing 'bench'"
  end
  return nil
end

return kinds
