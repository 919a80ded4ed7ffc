-- Special abilities in class battles (the digest's S14-S22 and the readings
-- of docs/games/spacetrace.md, "Ambiguities"), fought from check functions.
local util = require("tests.lib.util")
local attack = require("attack")
local classbattle = require("classbattle")
local ids = require("ids")
local scripted = require("scripted")
local ships = require("ships")

local expect, equal = util.expect, util.equal

return {
  {
    name = "overkill is lost: a Gunboat's 150 AP shot destroys one Fighter",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local gunboat = util.fleet(game, 1, { "gunboat" })[1]
      local fighter = util.fleet(game, 2, { "fighter" })[1]
      util.battle(game, 1, 2)
      equal(util.alive(game, fighter), 99, "Fighters alive")
      equal(game:prop(gunboat, "damage"), 100, "the 100 Fighters hit the Gunboat")
    end,
  },
  {
    name = "A03: the target class is set per class battle: a class wiped in step I is empty in step II",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "fighter", "campaign_ship" })
      local theirs = util.fleet(game, 2, { "campaign_ship" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, theirs), "the Fighters destroy seat 2's class II in step I")
      equal(util.damage(game, 2), 60, "step II: seat 1's Campaign Ship fires at seat 2's Base")
    end,
  },
  {
    name = "Preemptive Strike: the Interceptors destroy 4 Destroyers before they fire; 6 fire back",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local interceptor = util.fleet(game, 1, { "interceptor" })[1]
      local destroyer = util.fleet(game, 2, { "destroyer" })[1]
      util.battle(game, 1, 2)
      equal(util.alive(game, interceptor), 2, "Interceptors alive (they fire only once)")
      equal(util.alive(game, destroyer), 6, "Destroyers alive")
    end,
  },
  {
    name = "Jam comes before Preemptive Strike: jammed Interceptors neither strike nor fire",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local jammer = util.fleet(game, 1, { "jammer_drone" })[1]
      local interceptor = util.fleet(game, 2, { "interceptor" })[1]
      util.battle(game, 1, 2)
      equal(util.alive(game, interceptor), 8, "nothing hits the Interceptors")
      equal(util.alive(game, jammer), 1, "the Jammer Drone survives")
      expect(not ships.jammed(game, interceptor, 1), "the jam ends with the battle")
    end,
  },
  {
    name = "A13: a jam lasts the whole battle: Apollo jammed in class battle II does nothing in III",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "static_wasps" })
      local apollo = util.fleet(game, 2, { "apollo" })[1]
      util.battle(game, 1, 2)
      equal(game:prop(apollo, "damage"), 24, "the Wasps' 12 x 2 hit Apollo")
      equal(util.damage(game, 1), 0, "the jammed Apollo neither kills nor fires in class battle III")
    end,
  },
  {
    name = "A13: two jammers facing each other jam at once: both are jammed",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local mine = util.fleet(game, 1, { "jammer_drone" })[1]
      local theirs = util.fleet(game, 2, { "jammer_drone" })[1]
      local sides = classbattle.plan(game, ids.fleet(1, false), ids.fleet(2, false), 1)
      classbattle.fight(game, 1, sides) -- before the battle ends and the marks go
      expect(ships.jammed(game, mine, 1), "seat 1's Jammer Drone is jammed")
      expect(ships.jammed(game, theirs, 1), "seat 2's Jammer Drone is jammed (it jammed from the state before)")
    end,
  },
  {
    name = "A07/A08: Commando-Fighters double the AP of the 2 following ship cards, across classes",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "commando_fighters", "campaign_ship" })
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2)
      equal(game:prop(cruiser, "damage"), 140, "20 from the Commando-Fighters, 3 x 40 from the boosted Campaign Ship")
      equal(util.damage(game, 1), 150, "the Cruiser fires at seat 1's Base")
    end,
  },
  {
    name = "A07: the Commando-Fighters' boost skips the Interceptors, which had their turn in the Preemptive Strike",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "commando_fighters", "interceptor", "destroyer", "fighter" })
      util.battle(game, 1, 2)
      equal(util.damage(game, 2), 8 * 6 + 20 + 2 * 100 + 2 * 100,
        "Interceptors 48 first, Commando-Fighters 20, the Destroyers and the Fighters doubled")
    end,
  },
  {
    name = "A06/A12: the Bounty Hunter acts before its own shots and needs an already damaged card",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local hunter = util.fleet(game, 1, { "bounty_hunter" })[1]
      local fighter = util.fleet(game, 2, { "fighter" })[1]
      util.battle(game, 1, 2)
      equal(util.alive(game, fighter), 96, "an undamaged card is not hunted; 4 shots kill 4 Fighters")
      expect(util.discarded(game, hunter), "the Fighters destroy the Bounty Hunter")

      util.clear(game)
      local penguins = util.fleet(game, 1, { "penguins", "bounty_hunter" })[1]
      fighter = util.fleet(game, 2, { "fighter" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, fighter), "after the flak, the hunter destroys the whole damaged card")
      equal(util.alive(game, penguins), 7, "the Fighters still fired: 70 shots at the 3-LP Penguins")

      util.clear(game)
      util.fleet(game, 1, { "bounty_hunter" })
      util.battle(game, 1, 2)
      equal(util.damage(game, 2), 20, "a Base is never hunted: the hunter only fires its 4 x 5")
    end,
  },
  {
    name = "A09/A10/A16: a destroyed ship is still on its card until the cleanup: Reconstruct brings it back",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local lancers = util.fleet(game, 2, { "lancers" })[1]
      local tender, campaign = table.unpack(util.fleet(game, 1, { "salvage_tender", "campaign_ship" }))
      util.battle(game, 2, 1)
      expect(util.discarded(game, tender), "the Tender stays destroyed (it has no following card to help it)")
      expect(util.in_play(game, campaign), "the reconstructed Campaign Ship survives")
      equal(util.alive(game, campaign), 3, "its 3 ships are back with 1 LP")
      equal(util.alive(game, lancers), 7, "the Tender's 10 damage and the Campaign Ship's 3 shots destroy 3 Lancers")

      util.clear(game)
      util.fleet(game, 2, { "lancers" })
      campaign = util.fleet(game, 1, { "campaign_ship" })[1]
      util.battle(game, 2, 1)
      expect(util.discarded(game, campaign), "without the Tender the Campaign Ship is destroyed")
    end,
  },
  {
    name = "S20: the reconstructed Campaign Ship is whole again after the turn: 3 ships of 30 LP",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 2, { "lancers" })
      local campaign = util.fleet(game, 1, { "salvage_tender", "campaign_ship" })[2]
      util.battle(game, 2, 1)
      equal(game:prop(campaign, "damage"), 87, "3 ships at 1 LP after the battle")
      require("turn").end_of_turn(game)
      equal(util.alive(game, campaign), 3, "ships alive")
      equal(game:prop(campaign, "damage"), 0, "damage")
      for i = 1, 3 do
        equal(ships.lp(game, campaign, i), 30, "the LP of ship " .. i)
      end
    end,
  },
  {
    name = "A09: a destroyed ship (0 LP) on a card the Campaign Ship repairs stays destroyed and does not fire",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local frigates = util.fleet(game, 1, { "campaign_ship", "frigates" })[2]
      ships.hit(game, frigates, 1, 50) -- destroyed, not killed
      ships.hit(game, frigates, 2, 30) -- 20 LP left
      util.battle(game, 1, 2)
      equal(ships.lp(game, frigates, 2), 50, "the damaged frigate is repaired")
      equal(ships.lp(game, frigates, 1), 0, "the destroyed frigate is not")
      equal(util.alive(game, frigates), 3, "frigates alive")
      equal(util.damage(game, 2), 3 * 20 + 3 * 40, "the Campaign Ship's 3 x 20, then 3 Frigates x 40")
    end,
  },
  {
    name = "A11: a ship killed earlier in a battle is not reconstructed later in it; the mark goes after it",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local lancers = util.fleet(game, 2, { "lancers" })[1]
      local campaign = util.fleet(game, 1, { "salvage_tender", "campaign_ship" })[2]
      -- No card of the set kills before class battle II, where the Tender acts: the kill of an
      -- earlier class battle of this battle is set by hand (its mark lasts until the battle ends).
      ships.destroy(game, campaign, true, 1, 1)
      util.battle(game, 2, 1)
      equal(ships.lp(game, campaign, 1), 0, "the killed ship stays destroyed")
      equal(ships.lp(game, campaign, 2) + ships.lp(game, campaign, 3), 2, "the other two are back with 1 LP")
      equal(util.alive(game, campaign), 2, "Campaign Ship ships alive")
      equal(util.alive(game, lancers), 8, "the Tender's 10 damage and the 2 shots of the Campaign Ship: 2 Lancers")
      expect(not ships.killed(game, campaign, 1), "the kill mark is gone after the battle")
    end,
  },
  {
    name = "A11: Kill lasts its battle only: in the attack's next battle the Tender reconstructs the killed ship",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "mothership", "apollo" }, true)
      local frigates = util.fleet(game, 2, { "salvage_tender", "frigates" })[2]
      -- Seat 1's extra fleet fights first: E1xB2 (Apollo kills frigate 1, its shot destroys frigate 2),
      -- then B1xB2 (the Tender brings both back; 4 Frigates fire at seat 1's Base).
      local g = scripted.new(game, { { 1, "before" } })
      attack.run(g, 1)
      expect(g:script_done(), "every answer was used")
      expect(g:logged("Apollo kills 1 ship of"), "Apollo killed a frigate: %s", table.concat(g:lines(), " | "))
      equal(util.alive(game, frigates), 4, "frigates alive")
      equal(ships.lp(game, frigates, 1), 1, "the killed frigate is back with 1 LP")
      equal(util.damage(game, 1), 2 * 5 + 4 * 40, "battle 2: the Tender's 2 x 5, then 4 Frigates x 40")
    end,
  },
  {
    name = "A09/A11: Kill forbids Reconstruct for the battle; Repair needs at least 1 LP",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local destroyer = util.fleet(game, 1, { "destroyer" })[1]
      ships.destroy(game, destroyer, true, 1, 1)  -- ship 1 killed
      ships.hit(game, destroyer, 2, 20)            -- ship 2 at -10
      ships.hit(game, destroyer, 3, 6)             -- ship 3 at 4 LP
      equal(ships.reconstruct(game, destroyer), 1, "only ship 2 comes back")
      equal(ships.lp(game, destroyer, 1), 0, "the killed ship stays destroyed")
      equal(ships.lp(game, destroyer, 2), 1, "the destroyed ship gets 1 LP")
      equal(ships.repair(game, destroyer), 2, "Repair: ships 2 and 3 (at least 1 LP)")
      equal(ships.lp(game, destroyer, 2), 10, "ship 2 repaired")
      equal(ships.lp(game, destroyer, 1), 0, "ship 1 is not repaired")
    end,
  },
  {
    name = "Apollo's Preemptive Strike kills the current target; a Base is immune to Kill",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local apollo = util.fleet(game, 1, { "apollo" })[1]
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, cruiser), "the Cruiser is killed before it fires")
      equal(game:prop(apollo, "damage"), 0, "Apollo takes no damage")
      equal(util.damage(game, 2), 0, "Apollo's shot finds no class III left and stops")

      util.clear(game)
      util.fleet(game, 1, { "apollo" })
      util.battle(game, 1, 2)
      equal(util.damage(game, 2), 200, "against a lone Base: no kill, only Apollo's 200 AP shot")
    end,
  },
  {
    name = "A15: flak stops at the end of the target class",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.fleet(game, 1, { "penguins" })
      local destroyer = util.fleet(game, 2, { "destroyer" })[1]
      util.battle(game, 1, 2)
      -- 10 flak hits, then the 30 Penguin shots of 1 AP: the first ship
      -- (9 LP left) takes 9 of them and so on; the Destroyers fire back.
      equal(game:prop(destroyer, "damage"), 40, "10 flak damage and 30 shots")
      equal(util.damage(game, 2), 0, "nothing reaches the Base")
    end,
  },
  {
    name = "Selfdestruction: the Kamikaze is killed after its class battle and removed from the game",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local kamikaze = util.fleet(game, 1, { "kamikaze" })[1]
      local cruiser = util.fleet(game, 2, { "cruiser" })[1]
      util.battle(game, 1, 2)
      expect(util.discarded(game, cruiser), "10 x 15 destroy the Cruiser (a wreck)")
      equal(util.where(game, kamikaze), "removed", "the Kamikaze is removed from the game, not a wreck")
      equal(util.damage(game, 1), 0, "no class III is left to fire at seat 1's Base")
    end,
  },
  {
    name = "commanders: Admiral Veyra gives +50 AP to class III and IV ships, not to the Base",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      local cruiser = util.fleet(game, 1, { "cruiser" })[1]
      local veyra = util.add(game, 1, { "admiral_veyra" })[1]
      require("commanders").place(game, 1, veyra, cruiser)
      util.battle(game, 1, 2)
      equal(util.damage(game, 2), 200, "the Cruiser fires 150 + 50")
      equal(require("classbattle").ap(game, util.base(game, 1)), 0, "the Base has no AP")
    end,
  },
  {
    name = "the class of Base against Base is fought but does nothing (a Base has 0 AP)",
    options = util.SECOND,
    check = function(game)
      util.clear(game)
      util.battle(game, 1, 2)
      equal(util.damage(game, 1) + util.damage(game, 2), 0, "Base damage")
      equal(game:counter(ids.BATTLE_ATTACKER), 0, "the battle is over")
    end,
  },
}
