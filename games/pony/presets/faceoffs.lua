-- Test positions for faceoffs (see presets.lua for the spec). Seat 1 is "A"
-- (Skyward), seat 2 "B" (Orchard unless the test says otherwise).
return {
  -- AS-18: B's Score Phase. At A's Runaway Kites (confronted before by A):
  -- B's Marl and Hank and B's Apple Cart; A's Gale Runner and Cirrus Dart and
  -- A's face-down Pantry Nibbler. B flips Harvest Rush (2), A Quill Apprentice
  -- (1); A's next Problem is Storm Over the Pass. A holds Flash of Insight (1
  -- AT) and has Starglass Scholar at home for its Purple requirement.
  single_faceoff = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    confronted = { true, false },
    [1] = { tokens = 1, hand = { "flash_of_insight" }, home = { "starglass_scholar" },
      problem1 = { "gale_runner", "cirrus_dart" }, tm1 = { "pantry_nibbler" }, deck = { "quill_apprentice" },
      problem_deck = { "storm_over_the_pass" } },
    [2] = { problem1 = { "plow_captain_marl", "haybale_hank", "apple_cart" }, deck = { "harvest_rush" } } },

  -- AS-19: A's Score Phase. Storm Over the Pass (A's, bonus 2, never
  -- confronted): A's Cirrus Dart and Starglass Scholar, B's Hank. Fence Down
  -- (B's, bonus 1, confronted before): A's Stormcaller Vessa, B's Cora and
  -- Bramble. Flips: A Gale Runner (1), B Burrow Bunny (1).
  double_faceoff = { active = 1, phase = "score", problems = { "storm_over_the_pass", "fence_down" },
    confronted = { false, true },
    [1] = { problem1 = { "cirrus_dart", "starglass_scholar" }, problem2 = { "stormcaller_vessa" },
      deck = { "gale_runner" }, problem_deck = { "library_overflow" } },
    [2] = { problem1 = { "haybale_hank" }, problem2 = { "cider_press_cora", "bramble" }, deck = { "burrow_bunny" },
      problem_deck = { "early_frost" } } },

  -- Option tm_on_replace: as double_faceoff, plus A's face-up Drowsy Moth at
  -- Fence Down and A's face-down Pantry Nibbler at Storm Over the Pass.
  tm_replace = { active = 1, phase = "score", problems = { "storm_over_the_pass", "fence_down" },
    [1] = { problem1 = { "cirrus_dart", "starglass_scholar" }, problem2 = { "stormcaller_vessa" },
      tm2 = { { "drowsy_moth", face_up = true } }, tm1 = { "pantry_nibbler" }, deck = { "gale_runner" } },
    [2] = { problem2 = { "cider_press_cora" }, deck = { "burrow_bunny" } } },

  -- AS-20: A's Score Phase, a Problem faceoff at Fence Down (A: Cirrus Dart
  -- and Starglass Scholar; B: Marl). B holds two Stare Downs (2 AT), A two
  -- Flashes of Insight and Tailwind (2 AT). Flips: A Gale Runner, B Burrow Bunny.
  faceoff_window = { active = 1, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "flash_of_insight", "flash_of_insight", "tailwind" },
      problem2 = { "cirrus_dart", "starglass_scholar" }, deck = { "gale_runner" } },
    [2] = { tokens = 2, hand = { "stare_down", "stare_down", "stubborn_streak" }, problem2 = { "plow_captain_marl" },
      deck = { "burrow_bunny" } } },

  -- AS-20: the same faceoff with only cards of other timings in hand.
  faceoff_quiet = { active = 1, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "tailwind" }, problem2 = { "cirrus_dart", "starglass_scholar" },
      deck = { "gale_runner" } },
    [2] = { tokens = 2, hand = { "stubborn_streak" }, problem2 = { "plow_captain_marl" }, deck = { "burrow_bunny" } } },

  -- AS-21: A's Troublemaker Phase; A's Runebinder Orrin (1 AT) at B's Problem
  -- with B's face-up Pantry Nibbler. A flips Pantry Nibbler, then Apple Cart; B
  -- flips Tug-of-War.
  flips = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 1, problem2 = { "runebinder_orrin" }, deck = { "pantry_nibbler", "apple_cart" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "tug_of_war" } } },

  -- AS-22: A's two Wobble Hexlings challenge B's face-up Pantry Nibbler; A
  -- flips Gale Runner (1), Breeze Scout (1), Starglass Scholar (2); B flips
  -- Burrow Bunny.
  random = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "wobble_hexling", "wobble_hexling" },
      deck = { "gale_runner", "breeze_scout", "starglass_scholar" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },

  -- AS-34: B's Main Phase; B's ready Marl and A's Cirrus Dart at A's Problem;
  -- flips 1 and 1; B holds Tug-of-War (1 AT).
  event_faceoff = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "cirrus_dart" }, deck = { "gale_runner" } },
    [2] = { tokens = 1, hand = { "tug_of_war" }, problem1 = { "plow_captain_marl" }, deck = { "burrow_bunny" },
      home = { "haybale_hank" } } },

  -- AS-34: as event_faceoff, but A flips Stormcaller Vessa (4): B loses.
  tug_lose = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "cirrus_dart" }, deck = { "stormcaller_vessa" } },
    [2] = { tokens = 1, hand = { "tug_of_war" }, problem1 = { "plow_captain_marl" }, deck = { "burrow_bunny" },
      home = { "haybale_hank" } } },

  -- Tug-of-War names "an opponent's Friend at the same Problem": A's Cirrus
  -- Dart there is exhausted, so it takes no part (rules text: exhausted
  -- characters never do), but it may still be chosen. B: Marl 3 + Bunny 1;
  -- A: Sky Courier Nimbus 2 (4 had the Dart taken part).
  tug_exhausted = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { { "cirrus_dart", exhausted = true } }, deck = { "sky_courier_nimbus" } },
    [2] = { tokens = 1, hand = { "tug_of_war" }, problem1 = { "plow_captain_marl" }, deck = { "burrow_bunny" } } },

  -- AS-40: a Troublemaker faceoff 5 to 5: A's Runebinder Orrin (3) against B's
  -- face-up Pantry Nibbler (2); flips 2 and 3, then (reflip) 3 and 1.
  tie_tm = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "runebinder_orrin" }, deck = { "cirrus_dart", "runebinder_orrin" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "plow_captain_marl", "burrow_bunny" } } },

  -- AS-40: a Problem faceoff 7 to 7 at Fence Down in A's Score Phase (A:
  -- Vessa 4 + Runner 1, flip 2; B: Marl 3 + Cora 2 (+1 Supportive? no Mane
  -- there) flip 2), then (reflip) 1 and 3.
  tie_problem = { active = 1, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "stormcaller_vessa", "gale_runner" }, deck = { "cirrus_dart", "gale_runner" } },
    [2] = { problem2 = { "plow_captain_marl", "cider_press_cora" }, deck = { "tug_of_war", "plow_captain_marl" } } },

  -- Second Glance (Problem Faceoff: flip 1 more card): A's Score Phase, a
  -- Problem faceoff at Fence Down. A: Cirrus Dart and Starglass Scholar there
  -- (4), Runebinder Orrin at home (Purple 5 for the requirement 3 Purple), 2 AT;
  -- B: Marl and Hank (4). A flips Gale Runner (1), then Cirrus Dart (2); B flips
  -- Harvest Rush (2): 5 to 6 without Second Glance, 7 to 6 with it.
  second_glance = { active = 1, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "second_glance" }, home = { "runebinder_orrin" },
      problem2 = { "cirrus_dart", "starglass_scholar" }, deck = { "gale_runner", "cirrus_dart" } },
    [2] = { problem2 = { "plow_captain_marl", "haybale_hank" }, deck = { "harvest_rush" } } },

  -- W-36: A's Troublemaker faceoff against B's face-up Pantry Nibbler with
  -- Starglass Scholar and Quill Apprentice (Orrin at home: Purple 6); A holds
  -- Second Glance (Problem Faceoff) and Tailwind (Main Phase) and has 2 AT.
  second_glance_tm = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "second_glance", "tailwind" }, home = { "runebinder_orrin" },
      problem2 = { "starglass_scholar", "quill_apprentice" }, deck = { "gale_runner" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },

  -- AS-34: B's Main Phase; B's Marl and A's Quill Apprentice (Studious) at A's
  -- Problem; B holds Tug-of-War (1 AT). A flips Stormcaller Vessa (4), B
  -- Burrow Bunny (1): A wins 5 to 4.
  tug_studious = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "quill_apprentice" }, deck = { "stormcaller_vessa" } },
    [2] = { tokens = 1, hand = { "tug_of_war" }, problem1 = { "plow_captain_marl" }, deck = { "burrow_bunny" } } },
}
