-- Test positions for set-up, actions, costs and confronting (see presets.lua
-- for the spec). Seat 1 is "A", seat 2 "B" in the test names.
return {
  -- Seat 1's Main Phase, turn 3, nothing in play but the Manes.
  blank = { phase = "main" },

  -- AS-05: A has 5 AT, Gale Runner and Quill Apprentice at home, Pantry
  -- Nibbler and Cirrus Dart in hand.
  costs = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 5, home = { "gale_runner", "quill_apprentice" }, hand = { "pantry_nibbler", "cirrus_dart" } } },

  -- AS-04: A ended its last turn with 3 AT; the highest score is 4.
  income = { phase = "ready", turn = 5, [1] = { tokens = 3, points = 4 }, [2] = { points = 1 } },
  dawn_chime = { phase = "ready", turn = 5, [1] = { home = { "dawn_chime" }, hand = {} } },

  -- AS-07: A's frightened Gale Runner at A's Problem; 2 AT.
  rally = { phase = "main", [1] = { tokens = 2, problem1 = { { "gale_runner", frightened = true } } } },

  -- AS-06: A's only character in play is Zephyra; Sky Courier Nimbus (2 Blue) in hand.
  requirement = { phase = "main", [1] = { tokens = 5, hand = { "sky_courier_nimbus" } } },

  -- W-49, AS-36, AS-37: A's Free Runner (moves for 0), Anchored Pip (can't
  -- move), Quill Apprentice at home; 2 AT.
  golden_rule = { phase = "main", [1] = { tokens = 2, home = { "free_runner", "anchored_pip", "quill_apprentice" } } },

  -- Drawing: A has 3 AT and an empty draw deck but one card.
  deck_draw = { phase = "main", [1] = { tokens = 3, deck = { "gale_runner" }, empty_deck = true } },

  -- AS-09, W-16, W-25: A's face-up Pantry Nibbler at B's Problem (Fence Down);
  -- B (Orchard) has Orange 3 there, A Blue 2 + Purple 2. B's Score Phase.
  blocking = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { "cirrus_dart", "wobble_hexling" }, tm2 = { { "pantry_nibbler", face_up = true } } },
    [2] = { problem2 = { "plow_captain_marl" } } },

  -- AS-17, W-22, W-28: A's Gale Runner and Cirrus Dart at A's Runaway Kites
  -- (bonus 1), nobody confronted it yet; A's Main Phase.
  bonus = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "gale_runner", "cirrus_dart" } } },

  -- W-15: A has characters at both Problems; A's Main Phase.
  order = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "gale_runner", "cirrus_dart" }, problem2 = { "quill_apprentice" } } },

  -- W-15 in A's Score Phase: asked for the order at once.
  order_score = { phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "gale_runner", "cirrus_dart" }, problem2 = { "quill_apprentice" } } },

  -- A has characters at both Problems and meets neither: Quill Apprentice
  -- (Purple 1) at Runaway Kites (3 Blue), Gale Runner (1) at Fence Down (4).
  order_none = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "quill_apprentice" }, problem2 = { "gale_runner" } } },

  -- W-16: B's Score Phase. A's face-up Pantry Nibbler blocks B at B's Fence
  -- Down (B's Marl there, Orange 3); at A's Runaway Kites B's Cora, Hank and
  -- Burrow Bunny meet the opponent's requirement 4. A has no character there.
  blocked_other = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { tm2 = { { "pantry_nibbler", face_up = true } } },
    [2] = { problem2 = { "plow_captain_marl" }, problem1 = { "cider_press_cora", "haybale_hank", "burrow_bunny" } } },

  -- A-14: A's Main Phase; Zephyra (Home Limit 3) and four Friends at home,
  -- one of them (Breeze Scout) frightened.
  home_frightened = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { home = { "gale_runner", "cirrus_dart", "quill_apprentice", { "breeze_scout", frightened = true } } } },
}
