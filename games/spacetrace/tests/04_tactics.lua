-- Tactic cards, the stack and the response windows (the digest's S29-S32,
-- S41; A17, A18): last played resolves first, a card whose target is gone
-- still goes to the discard pile, windows ask every player whatever they
-- hold, and the "pass for me" switch.
local util = require("tests.lib.util")
local cards = require("cards")
local ids = require("ids")
local tactics = require("tactics")

local expect, equal = util.expect, util.equal

local function destroyer(game)
  return game:pieces(ids.row(ids.fleet(1, false), 1))[1]
end

return {
  {
    name = "S29: the last card played resolves first: the Torpedo destroys the card, Emergency Shields fizzles",
    options = util.at("lifo"),
    choices = {
      { 2, "pass" },                                                  -- the turn-start window
      { 1, "tactic:emergency_shields" }, { 1, "1:destroyer" },        -- pays 40 with the Recruits
      { 2, "tactic:torpedo_salvo" }, { 2, "1:destroyer" },            -- the response
      { 1, "pass" }, { 2, "pass" },                                   -- all pass in a row: resolve
    },
    check = function(game)
      expect(destroyer(game) == nil, "the Destroyer card is destroyed")
      equal(util.defs(game, 1, ids.DISCARD), "destroyer,emergency_shields,recruits", "seat 1's discard pile")
      equal(util.defs(game, 2, ids.DISCARD), "regulars,torpedo_salvo", "seat 2's discard pile")
      equal(util.mp(game, 1), 10, "the Shields' 40 MP stay spent")
      equal(game:count(ids.STACK), 0, "the stack is empty")
    end,
  },
  {
    name = "S30: Countermeasures against Countermeasures: the Sabotage Team resolves",
    options = util.at("counter_chain"),
    choices = {
      { 1, "pass" },
      { 2, "tactic:sabotage_team" }, { 2, "1:penguins" },
      { 1, "tactic:countermeasures" }, { 1, "stack:sabotage_team" },
      { 2, "tactic:countermeasures" }, { 2, "stack:countermeasures" },
      { 1, "pass" }, { 2, "pass" },
    },
    check = function(game)
      equal(util.defs(game, 1, ids.DISCARD), "countermeasures,penguins,recruits", "the Penguins are a wreck")
      equal(util.defs(game, 2, ids.DISCARD), "countermeasures,sabotage_team,veterans", "seat 2's tactics")
    end,
  },
  {
    name = "S31: Psionic Blast takes a ship card out of the battle: the Fighters reach the Base",
    options = util.at("psionic"),
    choices = {
      { 2, "pass" }, { 1, "attack" },
      { 1, "pass" }, { 2, "pass" },                                  -- the battle plan is set
      { 1, "tactic:psionic_blast" }, { 1, "2:cruiser" }, { 2, "pass" }, { 1, "pass" }, -- before class battle I
      { 2, "pass" },                                                 -- after the attack
    },
    check = function(game)
      equal(util.damage(game, 2), 100, "the Fighters hit seat 2's Base")
      local cruiser = game:pieces(ids.row(ids.fleet(2, false), 3))[1]
      equal(game:prop(cruiser, "damage"), 0, "the Cruiser was neither hit")
      equal(util.damage(game, 1), 0, "nor did it fire")
      equal(game:prop(cruiser, "out"), nil, "it is back after the battle")
    end,
  },
  {
    name = "Psionic Blast may target any ship card of the battle but never a Base, and only during a battle",
    options = util.at("psionic"),
    check = function(game)
      local blast = cards.def.psionic_blast
      equal(#tactics.targets(game, 1, blast), 0, "no battle, no target")
      game:set(ids.BATTLE_ATTACKER, ids.fleet(1, false))
      game:set(ids.BATTLE_DEFENDER, ids.fleet(2, false))
      local list = tactics.targets(game, 1, blast)
      equal(#list, 2, "the Fighter and the Cruiser")
      for _, card in ipairs(list) do
        expect(game:def(card) ~= "base", "a Base is offered")
      end
    end,
  },
  {
    name = "S32: Deserter swaps the highest ship cards of both players into the other base fleet",
    options = util.at("deserter"),
    choices = { { 2, "pass" }, { 1, "tactic:deserter" }, { 1, "2:dreadnought" }, { 2, "pass" } },
    check = function(game)
      equal(util.row(game, 1, 4), "base,dreadnought", "seat 1 has the Dreadnought")
      equal(util.row(game, 2, 3), "cruiser", "seat 2 has the Cruiser")
      equal(util.row(game, 2, 1), "destroyer", "the rest stays")
    end,
  },
  {
    name = "S32: Deserter fizzles when its own ship is destroyed in response; its MP stay spent",
    options = util.at("deserter_fizzle"),
    choices = {
      { 2, "pass" }, { 1, "tactic:deserter" }, { 1, "2:fighter" },
      { 2, "tactic:torpedo_salvo" }, { 2, "1:cruiser" }, { 1, "pass" }, { 2, "pass" },
    },
    check = function(game)
      equal(util.row(game, 2, 1), "fighter", "seat 2 keeps its Fighter")
      equal(util.defs(game, 1, ids.DISCARD), "cruiser,deserter,veterans", "the Deserter is discarded")
      equal(util.mp(game, 1), 0, "150 MP paid")
    end,
  },
  {
    name = "S41: Reinforcement 2 gives 50 MP and deals 40 damage to any target, a Base or a ship",
    options = util.at("reinforcement_2"),
    choices = {
      { 2, "pass" },
      { 1, "reinforce:reinforcement_2" }, { 1, "2:base" }, { 2, "pass" },
      { 1, "reinforce:reinforcement_2" }, { 1, "2:cruiser" }, { 2, "pass" },
    },
    check = function(game)
      equal(util.damage(game, 2), 40, "seat 2's Base")
      equal(game:prop(game:pieces(ids.row(ids.fleet(2, false), 3))[1], "damage"), 40, "the Cruiser")
      equal(util.mp(game, 1), 100, "2 x 50 MP")
    end,
  },
  {
    name = "windows ask a player who holds nothing playable (Pass only), until they switch on auto-pass",
    options = util.at("auto_pass"),
    choices = {
      { 2, "auto_pass_on" },                       -- asked at the start of seat 1's turn with nothing to play
      { 1, "reinforce:recruits" },                 -- no window question for seat 2 any more
      { 1, "reinforce:recruits" },
      { 1, "done" },
      { 1, "pass" },                               -- seat 2's turn starts (seat 1 is asked: auto-pass is off)
      { 2, "done" }, { 1, "pass" },
      { 2, "pass" },                               -- seat 1's turn: seat 2 holds a playable Torpedo: asked again
    },
    check = function(game)
      equal(game:counter(ids.counter(2, ids.AUTO_PASS)), 1, "the switch stays on")
      expect(util.menu(game, 1).auto_pass_off == nil, "seat 1 never switched it on")
    end,
  },
  {
    name = "auto-pass can be switched off from the turn menu",
    options = util.at("auto_pass"),
    choices = { { 2, "auto_pass_on" }, { 1, "done" }, { 1, "pass" }, { 2, "auto_pass_off" }, { 2, "done" } },
    check = function(game)
      equal(game:counter(ids.counter(2, ids.AUTO_PASS)), 0, "the switch is off")
    end,
  },
}
