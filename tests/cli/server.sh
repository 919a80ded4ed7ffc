#!/usr/bin/env bash
# The public contract of `tabula serve`, `host` and `join`: their flags, the
# JSON they print, SIGTERM, and a server killed with SIGKILL mid-game whose
# `join` clients come back by themselves and finish the same game.
set -uo pipefail
tabula="$1"
source "$(dirname "$0")/harness.sh"

# Starts a server on PORT (0: any) with the data folder; sets $server and $port.
start_server() {
  "$tabula" serve --port "$1" --bind 127.0.0.1 --data "$work/data" "${@:2}" >"$work/serve.out" 2>"$work/serve.err" &
  server=$!
  pids+=("$server")
  for _ in $(seq 200); do grep -q listening "$work/serve.out" && break; sleep 0.05; done
  port=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$work/serve.out")
}

start_server 0 --rate 10000 --burst 10000
check "serve prints where it listens" '[ -n "$port" ]'
url="ws://127.0.0.1:$port"

"$tabula" host --server "$url" --game goofspiel --seats open,open --seed 4 --option prizes=6 --public >"$work/host.json"
check "host prints table and tokens" '[ "$(keys "$work/host.json")" = "table,tokens" ]'
table=$(field "$work/host.json" table)
read -r t1 t2 <<<"$(field "$work/host.json" tokens)"
"$tabula" join --server "$url" --table "$table" --watch >"$work/watch.out" 2>&1 &
watcher=$!
"$tabula" join --server "$url" --table "$table" --token "$t1" --bot random --json >"$work/j1.json" &
j1=$!
"$tabula" join --server "$url" --table "$table" --token "$t2" --bot greedy --json >"$work/j2.json"
s2=$?
wait $j1
s1=$?
wait $watcher
sw=$?
check "join exits 0 at the end of the game" '[ $s1 = 0 ] && [ $s2 = 0 ] && [ $sw = 0 ]'
check "join --json prints table, seat, finished, hash" '[ "$(keys "$work/j1.json")" = "finished,hash,seat,table" ]'
check "both seats saw the same end" '[ "$(field "$work/j1.json" hash)" = "$(field "$work/j2.json" hash)" ] && [ "$(field "$work/j2.json" seat)" = 2 ] && [ "$(field "$work/j1.json" finished)" = True ]'
check "the spectator printed the public log" 'grep -q "wins the prize\|tie" "$work/watch.out"'
hash=$(field "$work/j1.json" hash)
check "tabula replay of the table log gives that hash" '[[ "$("$tabula" replay "$work/data/tables/$table.log" --verify)" == *"state hash $hash"* ]]'
check "host refuses an unknown game" '! "$tabula" host --server "$url" --game nosuchgame --seats open,open 2>"$work/err" && grep -q "not installed" "$work/err"'
check "join refuses a wrong token" '! "$tabula" join --server "$url" --table "$table" --token 00 --json >/dev/null 2>"$work/err" && grep -q "token" "$work/err"'
check "join refuses a bad address" '! "$tabula" join --server http://x --table a --token b 2>"$work/err" && grep -q "ws://" "$work/err"'
kill -TERM "$server"
wait "$server"
check "SIGTERM stops the server with exit 0" '[ $? = 0 ]'

# SIGKILL mid-game: the clients reconnect to the restarted server and finish.
start_server 0 --rate 10000 --burst 10000
url="ws://127.0.0.1:$port"
"$tabula" host --server "$url" --game pony --seats open,open --seed 9 >"$work/host2.json"
table=$(field "$work/host2.json" table)
read -r t1 t2 <<<"$(field "$work/host2.json" tokens)"
"$tabula" join --server "$url" --table "$table" --token "$t1" --json >"$work/k1.json" 2>"$work/k1.err" &
j1=$!
"$tabula" join --server "$url" --table "$table" --token "$t2" --json >"$work/k2.json" 2>"$work/k2.err" &
j2=$!
log="$work/data/tables/$table.log"
for _ in $(seq 400); do [ "$(wc -l <"$log")" -ge 30 ] && break; sleep 0.02; done
kill -9 "$server"
wait "$server" 2>/dev/null
lines=$(wc -l <"$log")
check "the server was killed mid-game" '! grep -q "^{\"end\"" "$log"'
sleep 1
start_server "$port" --rate 10000 --burst 10000
check "the restarted server resumed the table" 'grep -q "resumed 1 tables" "$work/serve.out"'
wait $j1; s1=$?
wait $j2; s2=$?
check "both clients finished after the restart" '[ $s1 = 0 ] && [ $s2 = 0 ] && [ "$(field "$work/k1.json" finished)" = True ]'
check "the game went on after the kill" '[ "$(wc -l <"$log")" -gt "$lines" ]'
hash=$(field "$work/k1.json" hash)
check "the same final hash for both and for the replay of the log" '[ "$hash" = "$(field "$work/k2.json" hash)" ] && [[ "$("$tabula" replay "$log" --verify)" == *"state hash $hash"* ]]'
kill -TERM "$server"
wait "$server"

finish
