#!/usr/bin/env bash
# Several servers over one PostgreSQL store (run inside pg_virtualenv, which
# starts a throwaway PostgreSQL and sets the PG* variables): a table made
# through server A is finished through server B after A is killed with
# SIGKILL mid-game, with the same final hash as the replay of its log as
# the database holds it. Both servers list each other's public tables.
set -uo pipefail
tabula="$1"
source "$(dirname "$0")/harness.sh"
sql() { psql -X -At -c "$1"; }

# start_server NAME: a server on a free port over the database; sets $server and $port.
start_server() {
  "$tabula" serve --port 0 --bind 127.0.0.1 --store "postgresql://" --lease-seconds 2 \
    --rate 10000 --burst 10000 --data "$work/$1" >"$work/$1.out" 2>"$work/$1.err" &
  server=$!
  pids+=("$server")
  for _ in $(seq 200); do grep -q listening "$work/$1.out" && break; sleep 0.05; done
  port=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$work/$1.out")
}

start_server a
a=$server a_url="ws://127.0.0.1:$port"
start_server b
b_url="ws://127.0.0.1:$port"
check "two servers run over one database" '[ -n "$a_url" ] && [ -n "$port" ] && kill -0 $a && kill -0 $server'

"$tabula" host --server "$a_url" --game pony --seats open,open --seed 12 --public >"$work/host.json"
table=$(field "$work/host.json" table)
read -r t1 t2 <<<"$(field "$work/host.json" tokens)"
check "the table is in the database" '[ "$(sql "SELECT count(*) FROM tabula_tables WHERE id = '\''$table'\''")" = 1 ]'
"$tabula" join --server "$a_url" --server "$b_url" --table "$table" --token "$t1" --json >"$work/j1.json" 2>"$work/j1.err" &
j1=$!
"$tabula" join --server "$a_url" --server "$b_url" --table "$table" --token "$t2" --json >"$work/j2.json" 2>"$work/j2.err" &
j2=$!
lines() { sql "SELECT count(*) FROM tabula_lines WHERE table_id = '$table'"; }
for _ in $(seq 400); do [ "$(lines)" -ge 30 ] && break; sleep 0.05; done
kill -9 "$a"
wait "$a" 2>/dev/null
at_kill=$(lines)
check "server A was killed mid-game" '[ "$at_kill" -ge 30 ] && [ -z "$(sql "SELECT ended FROM tabula_tables WHERE id = '\''$table'\''")" ]'
wait $j1; s1=$?
wait $j2; s2=$?
check "both clients finished the game through server B" '[ $s1 = 0 ] && [ $s2 = 0 ] && [ "$(field "$work/j1.json" finished)" = True ]'
check "the game went on after the kill" '[ "$(lines)" -gt "$at_kill" ]'
check "the table ended in the database" '[ "$(sql "SELECT ended FROM tabula_tables WHERE id = '\''$table'\''")" = finished ]'
hash=$(field "$work/j1.json" hash)
{ sql "SELECT header FROM tabula_tables WHERE id = '$table'"
  sql "SELECT line FROM tabula_lines WHERE table_id = '$table' ORDER BY seq"; } >"$work/exported.log"
check "the same final hash for both seats and for the replay of the stored log" '[ "$hash" = "$(field "$work/j2.json" hash)" ] && [[ "$("$tabula" replay "$work/exported.log" --verify)" == *"state hash $hash"* ]]'

# A public table of one server shows in the other's list.
start_server c
c_url="ws://127.0.0.1:$port"
"$tabula" host --server "$b_url" --game goofspiel --seats open,open --public >"$work/host2.json"
table2=$(field "$work/host2.json" table)
"$tabula" tables --server "$c_url" --json >"$work/list.out" 2>&1
check "another server lists the public table" 'grep -q "$table2" "$work/list.out"'

finish
