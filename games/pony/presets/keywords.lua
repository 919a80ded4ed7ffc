-- Test positions for keywords, reactions and the end of the game (see
-- presets.lua for the spec). Seat 1 is "A" (Skyward), seat 2 "B" (Orchard
-- unless the test says otherwise).
return {
  -- AS-24: A has two Starglass Scholars in play, one frightened; B's top card
  -- is Burrow Bunny. A's turn starts with the Main Phase.
  inspired = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { home = { "starglass_scholar", { "starglass_scholar", frightened = true } } },
    [2] = { deck = { "burrow_bunny", "haybale_hank" } } },

  -- W-39: one Wobble Hexling challenges B's face-up Pantry Nibbler; A flips
  -- Gale Runner (1), Breeze Scout (1); B flips Haybale Hank (1).
  random_one = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "wobble_hexling" }, deck = { "gale_runner", "breeze_scout" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "haybale_hank" } } },

  -- W-34, W-51: B's exhausted Haybale Hank (Stubborn) and exhausted Fern
  -- challenge A's face-up Pantry Nibbler; A's draw deck is empty.
  stubborn = { active = 2, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { tm1 = { { "pantry_nibbler", face_up = true } }, empty_deck = true },
    [2] = { problem1 = { { "haybale_hank", exhausted = true }, { "meadow_tender_fern", exhausted = true } },
      deck = { "burrow_bunny" } } },

  -- AS-23: A's Quill Apprentice and Runebinder Orrin (both Studious) challenge
  -- B's face-up Pantry Nibbler and win.
  studious = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "quill_apprentice", "runebinder_orrin" }, deck = { "gale_runner" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },

  -- AS-23: A loses a challenge with Quill Apprentice involved.
  studious_lose = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "quill_apprentice" }, deck = { "gale_runner" } },
    [2] = { tm2 = { { "thornback_wolf", face_up = true } }, deck = { "burrow_bunny", "haybale_hank" } } },

  -- AS-23: in B's turn, A wins a Problem faceoff at A's Runaway Kites with
  -- Quill Apprentice involved (A: Dart 2 + Runner 1 + Quill 1 + flip 2; B:
  -- Hank 1 + Bunny 1 + flip 1... B meets 4 there).
  studious_other_turn = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "cirrus_dart", "gale_runner", "quill_apprentice" }, deck = { "cirrus_dart" } },
    [2] = { problem1 = { "haybale_hank", "burrow_bunny", "cider_press_cora" }, deck = { "haybale_hank" } } },

  -- AS-26: A's Gale Runner and Zephyra at A's Problem, Cirrus Dart at B's
  -- Problem (all Swift); A's Main Phase.
  swift = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "gale_runner", "zephyra" }, problem2 = { "cirrus_dart" }, home = { "quill_apprentice",
      "stormcaller_vessa" }, tokens = 5 } },

  -- AS-27: A's Thunderhead Tess (Pumped) challenges B's face-up Pantry Nibbler;
  -- A flips Gale Runner, B Burrow Bunny.
  pumped = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "thunderhead_tess" }, deck = { "gale_runner" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },
}
