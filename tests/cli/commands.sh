#!/usr/bin/env bash
# The public contract of the `tabula` command line: list, sim, replay, check,
# play, and their errors.
set -uo pipefail
tabula="$1"
src="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
ok() { echo "ok    $1"; passed=$((passed + 1)); }
bad() { echo "FAIL  $1"; failed=$((failed + 1)); }
expect() {  # name, then a command that must succeed
  local name="$1"; shift
  if "$@" >"$work/out" 2>&1; then ok "$name"; else bad "$name"; cat "$work/out"; fi
}
expect_fail() {  # name, expected text, then a command that must fail saying it
  local name="$1" text="$2"; shift 2
  if "$@" >"$work/out" 2>&1; then bad "$name (succeeded)"; cat "$work/out"
  elif grep -q -- "$text" "$work/out"; then ok "$name"
  else bad "$name (no '$text')"; cat "$work/out"; fi
}

expect "list shows goofspiel" bash -c "'$tabula' list | grep -q '^goofspiel'"
expect "list --json" bash -c "'$tabula' list --json | grep -q '\"id\": \"goofspiel\"'"
expect "help for every command" bash -c "for c in list play sim arena balance replay check test new inspect serve host join tables; do '$tabula' \$c --help | grep -q usage || exit 1; done"
expect "sim --json has every field" bash -c "'$tabula' sim --game goofspiel --games 20 --json > '$work/sim.json' && for k in game players games completed errors decisions seconds games_per_second decisions_per_second wins hash; do grep -q \"\\\"\$k\\\"\" '$work/sim.json' || exit 1; done"
# tabula arena: the public JSON keys, shared wins, and the same result whatever --jobs.
expect "arena --json has every key" bash -c "'$tabula' arena --game goofspiel --players 2 --seats mcts:easy,greedy --games 4 --iterations 20 --json > '$work/arena1.json' && python3 -c \"import json,sys; j=json.load(open('$work/arena1.json')); assert set(['game','players','games','ties','seconds','seats']) <= set(j); s=j['seats']; assert [x['spec'] for x in s] == ['mcts:easy','greedy']; assert all(set(['spec','wins','win_rate','ci_low','ci_high','ms_per_decision']) <= set(x) for x in s); assert abs(sum(x['wins'] for x in s) - 4) < 1e-9; assert all(x['ci_low'] <= x['win_rate'] <= x['ci_high'] for x in s)\""
expect "arena with --iterations does not depend on --jobs" bash -c "'$tabula' arena --game goofspiel --players 2 --seats mcts:easy,greedy --games 4 --iterations 20 --jobs 2 --json > '$work/arena2.json' && python3 -c \"import json; a=json.load(open('$work/arena1.json')); b=json.load(open('$work/arena2.json')); assert [x['wins'] for x in a['seats']] == [x['wins'] for x in b['seats']] and a['ties'] == b['ties']\""
expect_fail "arena with an unknown bot" "unknown seat kind 'mcts:brilliant'" "$tabula" arena --game goofspiel --players 2 --seats mcts:brilliant,random
expect_fail "arena with too few seats" "1 seat specs for 2 players" "$tabula" arena --game goofspiel --players 2 --seats random
expect "sim --profile names the rules' hot spots" bash -c "'$tabula' sim --game goofspiel --games 5 --profile | grep -q 'goofspiel/rules.lua:' && '$tabula' sim --game goofspiel --games 5 --profile --json | python3 -c \"import json,sys; p=json.load(sys.stdin)['profile']; assert p['samples'] > 0 and p['period'] == 997; assert any(c['call'] == 'game:choose_all' for c in p['calls']), p['calls']\""
expect_fail "sim with a bad option" "unknown option 'colour'" "$tabula" sim --game goofspiel --option colour=red
expect_fail "sim of an unknown game" "goofspeil" "$tabula" sim --game goofspeil
expect_fail "sim of a failing game reports file:line and seed" "rules.lua:9:" \
  "$tabula" sim --game broken --games 3 --games-path "$src/tests/modules"
expect_fail "unknown command" "unknown command" "$tabula" frobnicate
expect_fail "Spacetrace refuses 4 players (A39)" "Spacetrace is for 2 to 3 players, not 4" "$tabula" sim --game spacetrace --players 4 --games 1

# Play in the terminal: a human against a bot, typing numbers and ids, with a save.
{ printf 'nonsense\n'; for i in $(seq 1 13); do echo 1; done; } >"$work/moves"
expect "play a full game from the terminal" bash -c "'$tabula' play --game goofspiel --seats human,random --seed 3 --save '$work/save.json' < '$work/moves' > '$work/play.out' && grep -q 'Game over' '$work/play.out' && grep -q 'unknown option' '$work/play.out'"
{ for i in $(seq 1 13); do printf '\n1\n\n1\n'; done; } >"$work/hotseat"
expect "hot-seat: each human takes over before seeing a hand" bash -c "'$tabula' play --game goofspiel --seats human,human --seed 4 < '$work/hotseat' > '$work/hot.out' && grep -q 'Game over' '$work/hot.out' && [ \$(grep -c 'it is your turn' '$work/hot.out') -eq 26 ]"
expect "look N shows the card data of an option's piece" bash -c "printf '1\\nlook 3\\nquit\\n' | '$tabula' play --game challengers --seats human,random --seed 3 | grep -q 'text: Gain 1 fan.'"
expect "replay --verify of the saved game" "$tabula" replay "$work/save.json" --verify
sed 's/"final_hash": "\(.\)/"final_hash": "f\1/' "$work/save.json" >"$work/tampered.json"
expect_fail "replay --verify of a tampered hash" "verify failed" "$tabula" replay "$work/tampered.json" --verify
expect "inspect shows a decision and what changed since the one before" bash -c "'$tabula' inspect '$work/save.json' --at 2 > '$work/inspect.out' && grep -q 'Changes since decision 1:' '$work/inspect.out' && grep -q 'moved: .*hand of seat 1 -> played of seat 1' '$work/inspect.out' && grep -q 'every piece shown' '$work/inspect.out'"
expect_fail "inspect beyond the last decision" "the game has 13 decisions: give --at 1 to 13" "$tabula" inspect "$work/save.json" --at 14
mkdir "$work/gs" && cp -r "$src/games/goofspiel/." "$work/gs/" && rm "$work/gs/tests/"*.lua
expect "replay --to-scenario makes a golden test that passes" bash -c "'$tabula' replay '$work/save.json' --to-scenario > '$work/gs/tests/golden.lua' && grep -q 'hash = ' '$work/gs/tests/golden.lua' && '$tabula' test '$work/gs'"
sed -i 's/hash = "[0-9a-f]*"/hash = "0000000000000000"/' "$work/gs/tests/golden.lua"
expect_fail "the golden test fails when the game ends elsewhere" "the state hash is" "$tabula" test "$work/gs"
expect "check goofspiel" "$tabula" check "$src/games/goofspiel"
# A layout that names a zone or counter the rules never create fails check, at its line.
mkdir "$work/gl" && cp -r "$src/games/goofspiel/." "$work/gl/"
sed -i '0,/^name = "won"/s//name = "wonn"/; 0,/^name = "points"/s//name = "pionts"/; 0,/^card = "bids"/s//card = "bid"/' "$work/gl/layout.toml"
zone_line=$(grep -n '^name = "wonn"' "$work/gl/layout.toml" | cut -d: -f1)
expect_fail "check names a layout zone the rules never create" "layout.toml:$zone_line: zone 'wonn': the rules never create one (in random games at 2 to 4 players, with each option changed) (did you mean 'won'?)" "$tabula" check "$work/gl"
expect_fail "check names a zone's card style that does not exist" "no card style 'bid' (\[cards.bid\] or a data table) (did you mean 'bids'?)" "$tabula" check "$work/gl"
expect_fail "check names a layout counter the rules never create" "counter 'pionts': the rules never create one .*(did you mean 'points'?)" "$tabula" check "$work/gl"
# tabula balance: a report folder with tables, plots and one page.
expect "balance writes a report with tables and plots" bash -c "'$tabula' balance --game goofspiel --players 3 --games 60 --out '$work/bal' && grep -q 'First player' '$work/bal/index.html' && [ \$(wc -l < '$work/bal/games.csv') -eq 61 ] && for p in seats length scores; do test -s '$work/bal/'\$p.png || exit 1; done && grep -q 'name no features' '$work/bal/index.html'"
expect "balance reports the features the rules name" bash -c "'$tabula' balance --game spacetrace --games 20 --option deck.1=balanced --option deck.2=swarm --out '$work/balf' && grep -q '^deck balanced,20,' '$work/balf/features.csv' && grep -q '^deck swarm,20,' '$work/balf/features.csv' && test -s '$work/balf/features.png'"
expect_fail "balance needs --out" "balance needs --game and --out" "$tabula" balance --game goofspiel
# tabula new: a module that checks, tests and plays as it comes, outside the source tree.
expect "new makes a working game" bash -c "'$tabula' new my_game --dir '$work/authored' && '$tabula' check '$work/authored/my_game' && '$tabula' test '$work/authored/my_game' && '$tabula' sim --game '$work/authored/my_game' --players 4 --games 50"
expect "the new game's editor settings point at the annotations" bash -c "grep -o '\"/[^\"]*lua-meta\"' '$work/authored/my_game/.luarc.json' | tr -d '\"' | xargs -I{} test -f {}/tabula.lua && grep -q 'read_globals' '$work/authored/my_game/.luacheckrc' && grep -q 'name = \"My game\"' '$work/authored/my_game/game.toml'"
expect_fail "new refuses a folder that exists" "already exists" "$tabula" new my_game --dir "$work/authored"
expect_fail "new refuses a bad id" "lowercase letters" "$tabula" new "My Game"
expect "check the example mod" "$tabula" check "$src/mods/example-goofspiel-double-prizes"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
