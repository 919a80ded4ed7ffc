-- Tactic cards, the stack and the response windows (the digest's S21,
-- S29-S32, S41; A17, A18): Emergency Shields, last played resolves first, a
-- card whose target is gone still goes to the discard pile, Deserter, windows
-- ask every player whatever they hold, and the "pass for me" switch.
local util = require("tests.lib.util")
local cards = require("cards")
local ids = require("ids")
local ships = require("ships")
local tactics = require("tactics")
local victory = require("victory")
local commanders = require("commanders")

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
    name = "S21: Emergency Shields repair a Cruiser at 90 LP to its full 150",
    options = util.at("shields"),
    choices = { { 2, "pass" }, { 1, "tactic:emergency_shields" }, { 1, "1:cruiser" }, { 2, "pass" } },
    check = function(game)
      local cruiser = game:pieces(ids.row(ids.fleet(1, false), 3))[1]
      equal(game:prop(cruiser, "damage"), 0, "the Cruiser's damage")
      equal(ships.lp(game, cruiser, 1), 150, "the Cruiser's LP")
      equal(game:prop(destroyer(game), "damage"), 16, "the Destroyer card is untouched")
      equal(util.damage(game, 1), 300, "the Base keeps its damage")
    end,
  },
  {
    name = "S21: Emergency Shields on a Destroyer card: the damaged ship is whole, the destroyed one is not",
    options = util.at("shields"),
    choices = { { 2, "pass" }, { 1, "tactic:emergency_shields" }, { 1, "1:destroyer" }, { 2, "pass" } },
    check = function(game)
      local card = destroyer(game)
      equal(ships.lp(game, card, 2), 10, "ship 2 (4 LP) is repaired")
      equal(ships.lp(game, card, 1), 0, "ship 1 (destroyed, 0 LP) is not repaired")
      equal(util.alive(game, card), 9, "ships alive")
      equal(game:prop(card, "damage"), 10, "only the destroyed ship's LP are missing")
    end,
  },
  {
    name = "S21: Emergency Shields never offer a Base as the target, not even a damaged one",
    options = util.at("shields"),
    choices = { { 2, "pass" }, { 1, "tactic:emergency_shields" } },
    refused = { { 1, "1:base", "unknown option" } },
    check = function(_, pending)
      equal(#pending, 1, "requests pending")
      equal(table.concat(pending[1].options, " "), "1:destroyer 1:cruiser", "the targets offered")
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
    name = "S32: Deserter: the damage stays on the swapped cards until the end of the turn",
    options = util.at("deserter_damage"),
    choices = { { 2, "pass" }, { 1, "tactic:deserter" }, { 1, "2:dreadnought" }, { 2, "pass" } },
    check = function(game)
      local dreadnought = game:pieces(ids.row(ids.fleet(1, false), 4))[2]
      local cruiser = game:pieces(ids.row(ids.fleet(2, false), 3))[1]
      equal(game:def(dreadnought), "dreadnought", "seat 1's class IV, after the Base")
      equal(game:prop(dreadnought, "damage"), 100, "the Dreadnought's damage went with it")
      equal(ships.lp(game, dreadnought, 1), 600, "the Dreadnought's LP")
      equal(game:prop(cruiser, "damage"), 60, "the Cruiser's damage went with it")
      require("turn").end_of_turn(game)
      equal(game:prop(dreadnought, "damage"), 0, "the Dreadnought is whole after the turn")
      equal(game:prop(cruiser, "damage"), 0, "the Cruiser is whole after the turn")
    end,
  },
  {
    name = "S32: a swapped Mothership leaves its ships with the old controller and opens a fleet for the new one",
    options = util.at("deserter_mothership"),
    choices = { { 2, "pass" }, { 1, "tactic:deserter" }, { 1, "2:mothership" }, { 2, "pass" } },
    check = function(game)
      local mothership = game:pieces(ids.row(ids.fleet(1, true), 4))[1]
      equal(mothership and game:def(mothership), "mothership", "the Mothership holds seat 1's extra fleet")
      equal(game:counter(ids.counter(1, ids.MOTHERSHIP)), mothership, "seat 1's extra fleet is open")
      equal(game:counter(ids.counter(2, ids.MOTHERSHIP)), 0, "seat 2's extra fleet is closed")
      equal(util.row(game, 2, 1), "destroyer", "the Destroyer stays with seat 2, in its base fleet")
      equal(util.row(game, 2, 1, true), "", "seat 2's extra fleet is empty")
      equal(util.row(game, 2, 3), "cruiser", "seat 2 has the Cruiser")
      equal(util.row(game, 1, 3), "", "seat 1's Cruiser is gone")
    end,
  },
  {
    name = "S32: a swapped Mothership joins the base fleet of a player who already has an extra fleet",
    options = util.at("deserter_two_fleets"),
    choices = { { 2, "pass" }, { 1, "tactic:deserter" }, { 1, "2:mothership" }, { 2, "pass" } },
    check = function(game)
      equal(util.row(game, 1, 4), "base,mothership", "the second Mothership is an ordinary ship of the base fleet")
      equal(util.row(game, 1, 4, true), "mothership", "seat 1's own Mothership still holds the extra fleet")
      equal(util.row(game, 1, 1, true), "fighter", "seat 1's extra fleet keeps its Fighter")
      local held = game:pieces(ids.row(ids.fleet(1, true), 4))[1]
      local joined = game:pieces(ids.row(ids.fleet(1, false), 4))[2]
      equal(game:owner(held), 1, "the extra fleet's Mothership is seat 1's own")
      equal(game:owner(joined), 2, "the one in the base fleet is seat 2's")
      equal(util.row(game, 2, 1), "destroyer", "the Destroyer stays with seat 2")
      equal(util.row(game, 2, 3), "apollo", "seat 2 has Apollo")
      equal(game:counter(ids.counter(2, ids.MOTHERSHIP)), 0, "seat 2's extra fleet is closed")
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
  {
    name = "a tactic card whose payment ends the game still goes to the discard pile (its Reinforcement 2 "
      .. "destroys the Base)",
    options = util.at("pay_ends_game"),
    choices = { { 2, "pass" }, { 1, "tactic:torpedo_salvo" }, { 1, "2:cruiser" }, { 1, "reinforcement_2" },
      { 1, "2:base" } },
    check = function(game)
      expect(victory.over(game), "the Base fell to the payment's 40 damage")
      equal(game:count(ids.STACK), 0, "cards left on the stack")
      expect(util.defs(game, 1, ids.DISCARD):find("torpedo_salvo", 1, true), "the Salvo is discarded")
    end,
  },
  {
    name = "a commander is paid before its ship is chosen: a payment that destroys the only host discards the "
      .. "commander, which never enters play",
    options = util.at("commander_host_paid"),
    choices = { { 2, "pass" }, { 1, "commander:quartermaster_ilse" }, { 1, "reinforcement_2" },
      { 1, "1:jammer_drone" } },
    check = function(game)
      equal(commanders.of(game, 1), nil, "the commander in play")
      local discard = util.defs(game, 1, ids.DISCARD)
      expect(discard:find("quartermaster_ilse", 1, true) and discard:find("jammer_drone", 1, true),
        "Ilse and the Jammer Drone discarded: %s", discard)
    end,
  },
}
