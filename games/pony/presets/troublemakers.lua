-- Test positions for Troublemakers (see presets.lua for the spec). Seat 1 is
-- "A" (Skyward), seat 2 "B" (Orchard unless the test says otherwise).
return {
  -- AS-08: A's Main Phase with Pantry Nibbler in hand and 2 AT; B has 3 cards.
  tm_cycle = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "pantry_nibbler" } },
    [2] = { hand = { "burrow_bunny", "haybale_hank", "rootcellar_pip" } } },

  -- AS-10: B's Troublemaker Phase; A's face-up Drowsy Moth at A's Problem;
  -- B's Plow Captain Marl and Bramble there; B flips Burrow Bunny, A Gale Runner.
  tm_won = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "drowsy_moth", face_up = true } }, deck = { "gale_runner" } },
    [2] = { problem1 = { "plow_captain_marl", "bramble" }, deck = { "burrow_bunny" } } },

  -- AS-11: B's Haybale Hank alone at A's Problem with A's face-up Pantry
  -- Nibbler; B flips Burrow Bunny (1), A Stormcaller Vessa (4); B holds two
  -- Stubborn Streaks (Nibbler discards one at random) and has 1 AT.
  tm_lost = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "pantry_nibbler", face_up = true } }, deck = { "stormcaller_vessa" } },
    [2] = { tokens = 1, problem1 = { "haybale_hank" }, hand = { "stubborn_streak", "stubborn_streak" },
      deck = { "burrow_bunny" } } },

  -- W-12: B's Hank and Bramble lose to A's Thornback Wolf; B picks who goes home.
  challenge_lost_choice = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "thornback_wolf", face_up = true } }, deck = { "cirrus_dart", "gale_runner" } },
    [2] = { problem1 = { "haybale_hank", "bramble" }, deck = { "burrow_bunny" } } },

  -- B loses to the Wolf with Hank alone (Fern is exhausted and takes no
  -- part), and may still send Fern home: any of its characters there.
  challenge_lost_exhausted = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "thornback_wolf", face_up = true } }, deck = { "cirrus_dart", "gale_runner" } },
    [2] = { problem1 = { "haybale_hank", { "meadow_tender_fern", exhausted = true } }, deck = { "burrow_bunny" } } },

  -- A-16: B's only character at A's Problem, Meadow Tender Fern, is
  -- exhausted (it takes no part); A's face-up Pantry Nibbler (2) is there. B
  -- may still challenge: its flip Stormcaller Vessa (4) against the Nibbler
  -- and A's flip Gale Runner (1), 4 to 3.
  challenge_exhausted_only = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "pantry_nibbler", face_up = true } }, deck = { "gale_runner" } },
    [2] = { problem1 = { { "meadow_tender_fern", exhausted = true } }, deck = { "stormcaller_vessa" } } },

  -- Caged: B's Troublemaker Phase; A's face-up Crate Goblin (Caged 1, power
  -- 3) at A's Problem with B's Plow Captain Marl; B flips Burrow Bunny (1),
  -- A Gale Runner (1). B has 1 AT (caged_broke: none).
  caged = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "crate_goblin", face_up = true } }, deck = { "gale_runner" } },
    [2] = { tokens = 1, problem1 = { "plow_captain_marl" }, deck = { "burrow_bunny" } } },
  caged_broke = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "crate_goblin", face_up = true } } },
    [2] = { problem1 = { "plow_captain_marl" } } },

  -- W-10: A's face-up Drowsy Moth at A's Problem, no character of B there.
  no_challenge = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "drowsy_moth", face_up = true } } },
    [2] = { problem2 = { "plow_captain_marl" } } },

  -- AS-12: A's Troublemaker Phase. At B's Problem (Critters in the Cellar):
  -- B's face-up Thornback Wolf, B's face-down Drowsy Moth, A's face-down
  -- Hollow Queen; A's Quill Apprentice; B's Fern, Burrow Bunny and Bramble.
  villain = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "critters_in_the_cellar" },
    [1] = { tm2 = { "the_hollow_queen" }, problem2 = { "quill_apprentice" }, deck = { "gale_runner" } },
    [2] = { tm2 = { { "thornback_wolf", face_up = true }, "drowsy_moth" },
      problem2 = { "meadow_tender_fern", "burrow_bunny", "bramble" }, deck = { "cider_press_cora" } } },

  -- AS-13: B's Troublemaker Phase; B's face-down Gloomcap Swarm (Epic) at A's
  -- Problem, where A's Gale Runner and A's face-up Pantry Nibbler are; B's
  -- Bramble there too.
  epic = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "gale_runner" }, tm1 = { { "pantry_nibbler", face_up = true } } },
    [2] = { tm1 = { "gloomcap_swarm" }, problem1 = { "bramble" } } },

  -- AS-39: A uncovers Pantry Nibbler and Drowsy Moth at B's Problem together.
  one_faceup = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm2 = { "pantry_nibbler", "drowsy_moth" } } },

  -- W-13, A-18: A's Troublemaker Phase. A's face-up Drowsy Moth at B's Problem
  -- and A's face-up Hollow Queen at A's Problem, A's Cirrus Dart at both...
  -- A's Cirrus Dart at A's Problem, A's Gale Runner at B's Problem.
  own_villain = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm2 = { { "drowsy_moth", face_up = true } }, tm1 = { { "the_hollow_queen", face_up = true } },
      problem1 = { "cirrus_dart" }, problem2 = { "gale_runner" }, deck = { "stormcaller_vessa" } },
    [2] = { deck = { "burrow_bunny" } } },

  -- Unique in play: A's Stormcaller Vessa at home and another in hand; 8 AT.
  unique = { phase = "main", [1] = { tokens = 8, home = { "stormcaller_vessa" }, hand = { "stormcaller_vessa" } } },

  -- W-31: B's Haybale Hank (1) challenges A's face-up Pantry Nibbler (2) at A's
  -- Problem, where A's Cirrus Dart (2) is too; B flips Plow Captain Marl (3),
  -- A Gale Runner (1): 4 to 3 (5 for A, had Dart counted).
  tm_owner_char = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "pantry_nibbler", face_up = true } }, problem1 = { "cirrus_dart" }, deck = { "gale_runner" } },
    [2] = { problem1 = { "haybale_hank" }, deck = { "plow_captain_marl" } } },

  -- W-09, AS-12: B's Troublemaker Phase. At B's Problem: A's face-up Hollow
  -- Queen (6), B's face-down Drowsy Moth, B's Marl and Hank (moved there after
  -- the Queen arrived). B flips Harvest Rush (2), A Gale Runner (1): B wins 8
  -- to 7 (Marl +2 in a Troublemaker faceoff).
  villain_defeated = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm2 = { { "the_hollow_queen", face_up = true } }, deck = { "gale_runner" } },
    [2] = { tm2 = { "drowsy_moth" }, problem2 = { "plow_captain_marl", "haybale_hank" }, deck = { "harvest_rush" } } },

  -- AS-39: A uncovers Pantry Nibbler and The Hollow Queen at B's Problem together.
  one_faceup_villain = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm2 = { "pantry_nibbler", "the_hollow_queen" } } },

  -- A-17: A's Troublemaker Phase. B's face-up Pantry Nibbler at B's Problem
  -- (A's Gale Runner and Quill Apprentice there), B's face-up Thornback Wolf
  -- at A's Problem (A's Cirrus Dart there). A flips Quill Apprentice (1), then
  -- Gale Runner (1); B flips Plow Captain Marl (3), then Burrow Bunny and Haybale Hank.
  multi_challenge = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "gale_runner", "quill_apprentice" }, problem1 = { "cirrus_dart" },
      deck = { "quill_apprentice", "gale_runner" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, tm1 = { { "thornback_wolf", face_up = true } },
      deck = { "plow_captain_marl", "burrow_bunny", "haybale_hank" } } },

  -- Unique in play: A's two face-down Hollow Queens, one at each Problem, are
  -- uncovered in A's Troublemaker Phase.
  unique_tm = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { "the_hollow_queen" }, tm2 = { "the_hollow_queen" } } },
}
