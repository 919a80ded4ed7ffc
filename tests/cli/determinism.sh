#!/usr/bin/env bash
# The same `tabula sim` in separate processes gives the same hash, with
# --jobs 1 and --jobs 2; another seed gives another hash.
set -euo pipefail
tabula="$1"
hash_of() { "$tabula" sim --game goofspiel --games 400 --json "$@" | grep -o '"hash":"[0-9a-f]*"'; }
for players in 2 4; do
  a=$(hash_of --players "$players" --seed 11 --jobs 1)
  b=$(hash_of --players "$players" --seed 11 --jobs 1)
  c=$(hash_of --players "$players" --seed 11 --jobs 2)
  d=$(hash_of --players "$players" --seed 12 --jobs 2)
  echo "players $players: $a $b $c $d"
  [ "$a" = "$b" ] || { echo "two processes differ"; exit 1; }
  [ "$a" = "$c" ] || { echo "--jobs 2 differs from --jobs 1"; exit 1; }
  [ "$a" != "$d" ] || { echo "another seed gave the same hash"; exit 1; }
done
echo "1 passed, 0 failed"
