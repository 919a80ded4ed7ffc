-- The turn and its actions (the digest's S01-S08, S23, S24, S28, S33, S34):
-- set-up, drawing, Manpower and payment, discarding 3 cards, the first-turn
-- rule, sacrifices, Motherships and moving ships, commanders, Doomstar, the
-- end of the turn.
-- Scenarios start from prepared positions (positions.lua) and play choices.
local util = require("tests.lib.util")
local decks = require("decks")
local cards = require("cards")
local ids = require("ids")
local victory = require("victory")

local expect, equal = util.expect, util.equal

-- The number of cards of a deck list.
local function size(deck)
  return #decks.expand(deck)
end

local function setup_check(mode)
  return function(game)
    local deck = decks.preset[mode].balanced
    for p = 1, 2 do
      local held = p == 1 and 6 or 4 -- seat 1 starts and has drawn 2
      equal(game:count(ids.zone(p, ids.HAND)), held, "hand")
      equal(game:count(ids.zone(p, ids.LIBRARY)), size(deck) - held, "library")
      equal(util.row(game, p, 4), "base", "base fleet")
      equal(util.damage(game, p), 0, "Base damage")
      equal(util.mp(game, p), 0, "MP")
      local found = {}
      for _, offset in ipairs({ ids.HAND, ids.LIBRARY }) do
        for _, card in ipairs(game:pieces(ids.zone(p, offset))) do
          local c = cards.of(game, card)
          expect(decks.allowed(c, mode), "%s is not allowed in the %s game", c.id, mode)
          found[#found + 1] = c.id
        end
      end
      table.sort(found)
      local want = decks.expand(deck)
      table.sort(want)
      equal(table.concat(found, ","), table.concat(want, ","), "the dealt cards are the preset")
    end
  end
end

return {
  {
    name = "S01: the first game deals 12 ships and 10 reinforcements, 4 in hand, and only the Base in play",
    options = { mode = "first", first_player = "1" }, check = setup_check("first"),
  },
  {
    name = "S01: the second game deals 17 ships and 14 reinforcements",
    options = { mode = "second", first_player = "1" }, check = setup_check("second"),
  },
  {
    name = "S01: the full game deals the 40-card preset",
    options = { mode = "full", first_player = "1" }, check = setup_check("full"),
  },
  {
    name = "S03: an empty library draws nothing; the discard pile is never shuffled back",
    options = util.at("short_library", { mode = "second" }),
    choices = { { 1, "done" }, { 2, "done" } },
    check = function(game)
      equal(util.defs(game, 1, ids.HAND), "fighter", "seat 1 drew its one card, then nothing")
      equal(util.defs(game, 1, ids.DISCARD), "recruits", "the discard pile stays")
      equal(util.defs(game, 2, ids.HAND), "cruiser,destroyer", "seat 2 drew 2")
    end,
  },
  {
    name = "S04: reinforcements pay for a ship card; unused MP expire at the end of the turn",
    options = util.at("manpower", { mode = "second" }),
    choices = { { 1, "reinforce:regulars" }, { 1, "reinforce:recruits" }, { 1, "ship:cruiser" } },
    check = function(game)
      equal(util.mp(game, 1), 30, "150 MP less the Cruiser's 120")
      equal(util.row(game, 1, 3), "cruiser", "the Cruiser is in class III of the base fleet")
      expect(util.menu(game, 1)["ship:destroyer"] == nil, "30 MP do not pay for a Destroyer (90)")
      require("turn").end_of_turn(game)
      equal(util.mp(game, 1), 0, "the MP expire")
    end,
  },
  {
    name = "S04: a ship card pays for itself from the hand: the player picks the reinforcements",
    options = util.at("manpower", { mode = "second" }),
    choices = { { 1, "ship:cruiser" }, { 1, "recruits" } }, -- then only Regulars are left: no question
    check = function(game)
      equal(util.mp(game, 1), 30, "MP left")
      equal(util.defs(game, 1, ids.DISCARD), "recruits,regulars", "both reinforcements are discarded")
    end,
  },
  {
    name = "S05: a ship card that the Manpower cannot pay is not offered",
    options = util.at("poor", { mode = "second" }),
    check = function(game)
      local menu = util.menu(game, 1)
      expect(menu["ship:cruiser"] == nil, "the Cruiser (120) is offered with 50 MP")
      expect(menu["reinforce:recruits"] and menu.done, "reinforcements and Done are offered")
    end,
  },
  {
    name = "S06: discarding 3 cards for MP removes the ship cards from the game",
    options = util.at("discard"),
    choices = { { 2, "pass" }, { 1, "discard_for_mp" }, { 1, { "fighter", "cruiser", "torpedo_salvo" } },
      { 2, "pass" } },
    check = function(game)
      equal(util.mp(game, 1), 100, "+100 MP")
      equal(util.defs(game, 1, ids.REMOVED), "cruiser,fighter", "the ship cards are removed from the game")
      equal(util.defs(game, 1, ids.DISCARD), "torpedo_salvo", "the tactic card is discarded")
      equal(victory.wrecks(game, 1), 0, "removed ships are no wrecks")
    end,
  },
  {
    name = "S06: discarding 3 cards for a new card",
    options = util.at("discard"),
    choices = { { 2, "pass" }, { 1, "discard_for_card" }, { 1, { "fighter", "cruiser", "torpedo_salvo" } },
      { 2, "pass" } },
    check = function(game)
      equal(game:count(ids.zone(1, ids.HAND)), 3, "2 drawn + 3 held - 3 discarded + 1 drawn")
      equal(util.mp(game, 1), 0, "no MP")
    end,
  },
  {
    name = "S07: the starting player may not attack in the first turn; the next player may, once",
    options = util.at("first_turn", { mode = "second" }),
    choices = { { 1, "done" }, { 2, "attack" } },
    check = function(game)
      expect(not util.menu(game, 2).attack, "a second attack in the same turn")
    end,
  },
  {
    name = "S07: the menu of the starting player's first turn has no attack",
    options = util.at("first_turn", { mode = "second" }),
    check = function(game)
      expect(not util.menu(game, 1).attack, "attack offered in the first turn")
    end,
  },
  {
    name = "S08: the player who is not active pays a tactic card with reinforcements; the rest expires",
    options = util.at("payment"),
    choices = { { 2, "tactic:torpedo_salvo" }, { 2, "1:cruiser" }, { 1, "pass" }, { 2, "pass" } }, -- turn start
    check = function(game)
      equal(util.mp(game, 2), 20, "2 Recruits = 100 MP, less 80")
      equal(game:prop(game:pieces(ids.row(ids.fleet(1, false), 3))[1], "damage"), 60, "the Torpedo hit")
      require("turn").end_of_turn(game)
      equal(util.mp(game, 2), 0, "seat 2's MP expire at the end of seat 1's turn")
    end,
  },
  {
    name = "S08/A19: in the other player's turn a window offers no ship, commander, move or 3-card discard",
    options = util.at("not_active"), -- no choices: seat 1's turn starts and seat 2 is asked in the window
    refused = {
      { 2, "ship:cruiser", "unknown option" }, { 2, "commander:admiral_veyra", "unknown option" },
      { 2, "move", "unknown option" }, { 2, "discard_for_mp", "unknown option" },
    },
    check = function(game, pending)
      equal(game:current(), 1, "seat 1's turn")
      equal(#pending, 1, "requests pending")
      equal(pending[1].seat, 2, "seat 2 is asked")
      equal(table.concat(pending[1].options, " "), "tactic:torpedo_salvo pass auto_pass_on", "seat 2's options")
      local own = util.menu(game, 2) -- what seat 2's own turn would offer with this hand and fleet
      for _, id in ipairs({ "ship:cruiser", "commander:admiral_veyra", "move", "discard_for_mp" }) do
        expect(own[id], "seat 2's own menu would offer %s", id)
      end
    end,
  },
  {
    name = "S06/S24: before the attack the active player may move a ship and discard 3 cards",
    options = util.at("attack_window"),
    choices = { { 2, "pass" } },
    check = function(_, pending)
      equal(pending[1].seat, 1, "seat 1's menu")
      local offered = " " .. table.concat(pending[1].options, " ") .. " "
      for _, id in ipairs({ "move", "discard_for_mp", "attack" }) do
        expect(offered:find(" " .. id .. " ", 1, true), "the menu offers %s: %s", id, offered)
      end
    end,
  },
  {
    name = "S06/S24: during an attack the active player may neither move a ship nor discard 3 cards",
    options = util.at("attack_window"),
    choices = { { 2, "pass" }, { 1, "attack" }, { 1, "before" } }, -- the window "the battle plan is set"
    refused = { { 1, "move", "unknown option" }, { 1, "discard_for_mp", "unknown option" } },
    check = function(game, pending)
      equal(game:counter(ids.ATTACK), 1, "the attack is in progress")
      equal(pending[1].seat, 1, "seat 1 is asked")
      equal(table.concat(pending[1].options, " "), "tactic:torpedo_salvo pass auto_pass_on", "seat 1's options")
    end,
  },
  {
    name = "S23: the Dreadnought needs a ship card to sacrifice; the sacrifice is a wreck",
    options = util.at("sacrifice", { mode = "second" }),
    check = function(game)
      expect(not util.menu(game, 1)["ship:dreadnought"], "offered with only the Base in play")
    end,
  },
  {
    name = "S23: the sacrificed Fighter goes to the discard pile as a wreck worth 100",
    options = util.at("sacrifice", { mode = "second" }),
    choices = { { 1, "reinforce:regulars" }, { 1, "ship:fighter" }, { 1, "ship:dreadnought" }, { 1, "1:fighter" },
      { 1, "fleet_reserve" } },
    check = function(game)
      equal(util.row(game, 1, 4), "base,dreadnought", "the Dreadnought is in play")
      equal(util.defs(game, 1, ids.DISCARD), "fighter,fleet_reserve,regulars,veterans", "discard pile")
      equal(victory.wrecks(game, 1), 100, "the Fighter is a wreck")
    end,
  },
  {
    name = "S24: a Mothership opens the extra fleet; ships move there and back; a second one is an ordinary ship",
    options = util.at("mothership", { mode = "second" }),
    choices = {
      { 1, "ship:mothership" }, { 1, "fleet_reserve" }, { 1, "ship:destroyer" },
      { 1, "move" }, { 1, "1:destroyer" },
    },
    check = function(game)
      equal(util.row(game, 1, 4, true), "mothership", "the Mothership holds the extra fleet")
      equal(util.row(game, 1, 1, true), "destroyer", "the Destroyer moved to the extra fleet")
      local movable = require("actions").movable(game, 1)
      equal(#movable, 1, "only the Destroyer can move (not the Base, not the Mothership)")
    end,
  },
  {
    name = "S24: a ship card moves to the extra fleet and back to the base fleet",
    options = util.at("mothership", { mode = "second" }),
    choices = {
      { 1, "ship:mothership" }, { 1, "fleet_reserve" }, { 1, "ship:destroyer" },
      { 1, "move" }, { 1, "1:destroyer" }, { 1, "move" }, { 1, "1:destroyer" },
    },
    check = function(game)
      equal(util.row(game, 1, 1), "destroyer", "the Destroyer is back in the base fleet")
      equal(util.row(game, 1, 1, true), "", "the extra fleet's class I is empty")
      equal(util.row(game, 1, 4, true), "mothership", "the Mothership still holds the extra fleet")
      equal(util.alive(game, game:pieces(ids.row(ids.fleet(1, false), 1))[1]), 10, "the Destroyer is whole")
    end,
  },
  {
    name = "S24: a second Mothership joins the base fleet",
    options = util.at("mothership", { mode = "second" }),
    choices = {
      { 1, "ship:mothership" }, { 1, "fleet_reserve" }, { 1, "ship:mothership" },
    },
    check = function(game)
      equal(util.row(game, 1, 4, false), "base,mothership", "the second Mothership is in the base fleet")
      expect(util.menu(game, 1).move, "a ship can move")
      expect(not util.menu(game, 2).move, "no extra fleet for seat 2")
    end,
  },
  {
    name = "S28: one commander in play and one commander card per turn; it dies with its ship",
    options = util.at("commanders", { mode = "full" }),
    choices = {
      { 2, "pass" }, { 1, "commander:admiral_veyra" }, { 1, "1:cruiser" }, { 2, "pass" },
      { 1, "attack" }, { 2, "keep" },            -- seat 2 keeps the order of its two Cruisers
      { 1, "pass" }, { 2, "pass" },              -- the battle plan is set
      { 1, "pass" }, { 2, "pass" },              -- before class battle I
      { 1, "pass" }, { 2, "pass" },              -- before class battle III
      { 2, "pass" },                             -- after the attack
    },
    check = function(game)
      equal(game:count(ids.zone(1, ids.COMMANDER)), 0, "Veyra left with her Cruiser")
      expect(util.defs(game, 1, ids.DISCARD):find("admiral_veyra"), "Veyra is in the discard pile")
      expect(not util.menu(game, 1)["commander:quartermaster_ilse"], "a second commander card this turn")
    end,
  },
  {
    name = "S28: a second commander is not offered while one is in play",
    options = util.at("commanders", { mode = "full" }),
    choices = { { 2, "pass" }, { 1, "commander:admiral_veyra" }, { 1, "1:cruiser" }, { 2, "pass" } },
    check = function(game)
      expect(not util.menu(game, 1)["commander:quartermaster_ilse"], "Ilse offered while Veyra is in play")
      game:set(ids.COMMANDER_PLAYED, 0) -- as in a later turn: still not, Veyra is in play
      expect(not util.menu(game, 1)["commander:quartermaster_ilse"], "Ilse offered in a later turn")
    end,
  },
  {
    name = "S28: after Veyra died with her ship, Ilse may be played in the player's next turn",
    options = util.at("commanders", { mode = "full" }),
    choices = {
      { 2, "pass" }, { 1, "commander:admiral_veyra" }, { 1, "1:cruiser" }, { 2, "pass" },
      { 1, "attack" }, { 2, "keep" },
      { 1, "pass" }, { 2, "pass" },              -- the battle plan is set
      { 1, "pass" }, { 2, "pass" },              -- before class battle I
      { 1, "pass" }, { 2, "pass" },              -- before class battle III: Veyra's Cruiser is destroyed
      { 2, "pass" },                             -- after the attack
      { 1, "done" }, { 2, "pass" },              -- the end of seat 1's turn
      { 1, "pass" }, { 2, "done" }, { 1, "pass" }, -- seat 2's turn
      { 2, "pass" },                             -- seat 1's next turn starts
    },
    check = function(game, pending)
      equal(game:counter(ids.TURN), 4, "seat 1's second turn")
      equal(game:count(ids.zone(1, ids.COMMANDER)), 0, "no commander in play")
      equal(pending[1].seat, 1, "seat 1's menu")
      local offered = " " .. table.concat(pending[1].options, " ") .. " "
      expect(offered:find(" commander:quartermaster_ilse ", 1, true), "Ilse is not offered: %s", offered)
    end,
  },
  {
    name = "S28: Veyra's bonus applies while her ship sits in an extra fleet that does not fight",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local host = util.fleet(game, 1, { "mothership", "cruiser" }, true)[2]
      util.fleet(game, 1, { "frigates" })
      local veyra = util.add(game, 1, { "admiral_veyra" })[1]
      require("commanders").place(game, 1, veyra, host)
      util.battle(game, 1, 2) -- the base fleets only
      equal(util.damage(game, 2), 4 * (40 + 50), "4 Frigates of 40 AP + 50 fire at seat 2's Base")
      equal(game:prop(host, "damage"), 0, "Veyra's Cruiser did not fight")
    end,
  },
  {
    name = "S34: after Done, a card that lost ships is whole again; a card destroyed earlier stays a wreck",
    options = util.at("wreck_stays", { mode = "second" }),
    choices = { { 1, "attack" }, { 1, "done" } },
    check = function(game)
      local destroyer = game:pieces(ids.zone(1, ids.DISCARD))[1]
      equal(destroyer and game:def(destroyer), "destroyer", "the Destroyer is in seat 1's discard pile")
      expect(not util.in_play(game, destroyer), "the Destroyer came back into play")
      equal(game:prop(destroyer, "alive"), nil, "it has no ships in play")
      local fighter = game:pieces(ids.row(ids.fleet(2, false), 1))[1]
      equal(util.alive(game, fighter), 100, "the Fighter card has its 100 ships again")
      equal(victory.wrecks(game, 1), 90, "seat 1's wrecks")
      equal(game:current(), 2, "seat 2's turn")
    end,
  },
  {
    name = "S33: the Doomstar's damage to its own Base can end the game: the opponent wins",
    options = util.at("doomstar", { mode = "second" }),
    choices = { { 1, "ship:doomstar" } },
    check = function(game)
      equal(util.damage(game, 1), 1050, "950 + 100")
      expect(victory.over(game), "the game is over")
      equal(table.concat(victory.winners(game), ","), "2", "winners")
    end,
  },
}
