#!/usr/bin/env bash
# Invalid decks are refused with the file, the line (where the data schema
# can say it), the deck, the card and the rule: `tabula check` on test mods
# that break a deck rule (tests/pony/*/<mod>/).
set -uo pipefail
tabula="$1"
dir="$(cd "$(dirname "$0")" && pwd)"
fail=0
expect() {  # expect MOD FRAGMENT...
  local mod="$1"; shift
  local out
  out=$("$tabula" check "$dir/$mod" 2>&1) && { echo "FAIL $mod: accepted"; fail=1; return; }
  for fragment in "$@"; do
    grep -qF -- "$fragment" <<<"$out" || { echo "FAIL $mod: no '$fragment' in:"; echo "$out"; fail=1; return; }
  done
  echo "ok   $mod"
}
expect fourth-copy/pony-fourth-copy "pony-fourth-copy/data/decks.toml:4:" "entry 'skyward'" "cards[2].copies" \
  "4 is above the maximum 3"
expect short-deck/pony-short-deck "pony-short-deck/data/decks.toml:1: deck 'meadow'" \
  "the draw deck has 44 cards (at least 45)"
exit $fail
