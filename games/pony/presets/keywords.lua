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

  -- AS-33: B's Main Phase, 2 AT, Meadow Tender Fern at home. A holds two
  -- Cloudburst Alerts, has Breeze Scout at home and 2 AT.
  reaction = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "cloudburst_alert", "cloudburst_alert" }, home = { "breeze_scout" },
      deck = { "gale_runner" } },
    [2] = { tokens = 2, home = { "meadow_tender_fern" } } },

  -- Hidden hands: the same with no Reaction card in A's hand (Skyward's deck
  -- holds Cloudburst Alert, so A is asked anyway); reaction_twice: B has 4 AT
  -- and Haybale Hank at home too.
  reaction_none = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "tailwind" }, home = { "breeze_scout" }, deck = { "gale_runner" } },
    [2] = { tokens = 2, home = { "meadow_tender_fern" } } },
  reaction_twice = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 2, hand = { "tailwind" }, home = { "breeze_scout" }, deck = { "gale_runner" } },
    [2] = { tokens = 4, home = { "meadow_tender_fern", "haybale_hank" } } },

  -- W-47: A holds Watchful Eye ("Reaction: when a character moves to a
  -- Problem"); A's Gale Runner and B's Haybale Hank at home; A's turn.
  watchful = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 1, hand = { "watchful_eye" }, home = { "gale_runner" }, deck = { "cirrus_dart" } },
    [2] = { tokens = 2, home = { "haybale_hank" } } },

  -- W-47: the same in B's turn.
  watchful_b = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { hand = { "watchful_eye" }, deck = { "cirrus_dart" } },
    [2] = { tokens = 2, home = { "haybale_hank" } } },

  -- Stormcaller Vessa enters play at A's Problem; Gale Runner and Quill at home.
  vessa = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 4, hand = { "stormcaller_vessa" }, home = { "gale_runner", "quill_apprentice", "cirrus_dart" } } },

  -- Rootcellar Pip enters play while A holds 5 cards.
  pip = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { hand = { "gale_runner", "cirrus_dart", "tailwind", "quill_apprentice", "breeze_scout" } },
    [2] = { tokens = 1, hand = { "rootcellar_pip" } } },

  -- Hearthkeeper Bryn enters play at B's Problem where two of B's Friends are
  -- frightened (one of A's too).
  bryn = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { problem2 = { { "gale_runner", frightened = true } } },
    [2] = { tokens = 4, hand = { "hearthkeeper_bryn" }, home = { "elder_owl_hoot" },
      problem2 = { { "burrow_bunny", frightened = true }, { "meadow_tender_fern", frightened = true },
        "honeycomb_cub" } } },

  -- Honeycomb Cub at B's Problem; B plays two Critters there.
  cub = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [2] = { tokens = 3, hand = { "burrow_bunny", "burrow_bunny" }, problem2 = { "honeycomb_cub" },
      home = { "meadow_tender_fern" } } },

  -- B plays Honeycomb Cub itself to its Problem: it answers only another
  -- Critter played there.
  cub_itself = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [2] = { tokens = 3, hand = { "honeycomb_cub" }, home = { "meadow_tender_fern" } } },

  -- Bramble (boosted) and exhausted Marl at B's Fence Down; B's Score Phase.
  bramble_boosted = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    [2] = { problem2 = { { "bramble", boosted = true }, { "plow_captain_marl", exhausted = true } } } },

  -- Card state at the table (gui.pony.states): A's boosted Zephyra and an
  -- exhausted Cirrus Dart at A's Problem, a frightened Gale Runner at B's;
  -- B's exhausted Marl and frightened Burrow Bunny at A's Problem, B's Hank at
  -- home; A's Problem confronted. A's Main Phase, a hand of three.
  table_states = { phase = "main", problems = { "runaway_kites", "fence_down" }, confronted = { true, false },
    [1] = { tokens = 3, points = 4, hand = { "tailwind", "quill_apprentice", "flash_of_insight" },
      problem1 = { { "zephyra", boosted = true }, { "cirrus_dart", exhausted = true } },
      problem2 = { { "gale_runner", frightened = true } } },
    [2] = { points = 3, problem1 = { { "plow_captain_marl", exhausted = true }, { "burrow_bunny", frightened = true } },
      home = { "haybale_hank" }, tm1 = { { "crate_goblin", face_up = true } } } },

  -- Main Phase abilities and events of the pool: A (Skyward) and B (Orchard).
  skyward_cards = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { tokens = 9, hand = { "tailwind", "borrowed_brilliance" },
      home = { "sky_courier_nimbus", { "gale_runner", exhausted = true }, "windsock_tower", "quill_apprentice" },
      problem1 = { "cirrus_dart" } } },
  orchard_cards = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [2] = { tokens = 9, hand = { "harvest_rush", "call_of_the_glade", "apple_cart" },
      home = { { "plow_captain_marl", exhausted = true }, { "haybale_hank", exhausted = true }, "critter_hollow",
        "burrow_bunny" }, deck = { "rootcellar_pip" } } },

  -- Clover boosts at the start of the Score Phase with 3 Critter Friends.
  clover = { phase = "main", problems = { "honey_harvest", "fence_down" },
    [1] = { home = { "burrow_bunny", "elder_owl_hoot" }, problem1 = { "honeycomb_cub", "clover" } } },

  -- Lumen boosts after winning a faceoff it is involved in (Studious too).
  lumen = { active = 1, phase = "troublemaker", problems = { "ink_spill", "fence_down" },
    [1] = { problem2 = { "lumen", "runebinder_orrin" }, deck = { "cirrus_dart" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },

  -- AS-30: B ends its turn with 11 cards in hand (one is Call of the Glade,
  -- 1 AT) and, at home, Bramble (Home Limit 3), 6 Friends and Critter Hollow;
  -- A has 6 Friends at home.
  end_of_turn = { active = 2, phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { home = { "gale_runner", "gale_runner", "cirrus_dart", "cirrus_dart", "quill_apprentice", "breeze_scout" } },
    [2] = { tokens = 1, hand = { "call_of_the_glade", "haybale_hank", "haybale_hank", "cider_press_cora", "stare_down",
      "stare_down", "tug_of_war", "harvest_rush", "harvest_rush", "apple_cart", "apple_cart" },
      home = { "burrow_bunny", "plow_captain_marl", "plow_captain_marl", "meadow_tender_fern", "honeycomb_cub",
        "rootcellar_pip", "critter_hollow" } } },

  -- AS-31: A's turn; A's draw deck is empty; A's characters at both Problems
  -- confront both (a double faceoff: A flips nothing).
  deck_out = { phase = "ready", turn = 9, problems = { "runaway_kites", "fence_down" },
    [1] = { empty_deck = true, problem1 = { "cirrus_dart", "gale_runner" }, problem2 = { "stormcaller_vessa" } },
    [2] = { problem2 = { "haybale_hank" }, deck = { "burrow_bunny" } } },

  -- AS-32: A has 14 points and 10 cards in hand and meets Runaway Kites, which
  -- B meets too; A's Score Phase.
  victory = { phase = "score", problems = { "runaway_kites", "fence_down" }, confronted = { true, false },
    [1] = { points = 14, problem1 = { "cirrus_dart", "gale_runner" },
      hand = { "tailwind", "tailwind", "tailwind", "gale_runner", "gale_runner", "cirrus_dart", "cirrus_dart",
        "quill_apprentice", "quill_apprentice", "quill_apprentice" } },
    [2] = { problem1 = { "plow_captain_marl", "haybale_hank" } } },

  -- AS-32: A has 14 points and challenges B's face-up Drowsy Moth.
  victory_tm = { active = 1, phase = "troublemaker", problems = { "runaway_kites", "fence_down" },
    [1] = { points = 14, problem2 = { "stormcaller_vessa" }, deck = { "cirrus_dart" } },
    [2] = { tm2 = { { "pantry_nibbler", face_up = true } }, deck = { "burrow_bunny" } } },

  -- The stall cap: 59 turns in a row without a point so far; A's Main Phase.
  stall = { phase = "main", quiet = 59 },

  -- W-50: A's Anchored Pip (can't be moved) at A's Problem when both Problems
  -- are replaced after A's double faceoff.
  anchored = { phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "anchored_pip", "cirrus_dart", "gale_runner" }, problem2 = { "stormcaller_vessa" } } },

  -- W-38, AS-24: A has two Starglass Scholars in play (both Inspired); B's top
  -- cards are Burrow Bunny, Haybale Hank, Cider Press Cora.
  inspired_two = { phase = "main", problems = { "runaway_kites", "fence_down" },
    [1] = { home = { "starglass_scholar", "starglass_scholar" } },
    [2] = { deck = { "burrow_bunny", "haybale_hank", "cider_press_cora" } } },

  -- AS-23: as studious_other_turn, and B holds 9 cards, so that B's End Phase
  -- asks B to discard one before A's next income.
  studious_other_turn_hand = { active = 2, phase = "score", problems = { "runaway_kites", "fence_down" },
    [1] = { problem1 = { "cirrus_dart", "gale_runner", "quill_apprentice" }, deck = { "cirrus_dart" } },
    [2] = { problem1 = { "haybale_hank", "burrow_bunny", "cider_press_cora" }, deck = { "haybale_hank" },
      hand = { "burrow_bunny", "burrow_bunny", "meadow_tender_fern", "meadow_tender_fern", "honeycomb_cub",
        "honeycomb_cub", "elder_owl_hoot", "elder_owl_hoot", "apple_cart" } } },
}
