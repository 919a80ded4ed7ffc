#!/usr/bin/env bash
# Online play in the window, against a real `tabula serve` on loopback:
#   - two tabula-gui windows (one hosts, one joins with the seat token) play
#     a whole game to the end: both see the same final hash, and so does
#     `tabula replay` of the table's log;
#   - a window playing against a server bot comes back by itself after the
#     server is killed (SIGKILL) and restarted, and finishes the game;
#   - a dropped link shows its banner;
#   - screenshots of the online screens (connect, lobby, waiting room, table,
#     end, banner) at 1280x720 and 1920x1080, whose texts must all be readable.
# online.sh TABULA GUI CHECK OUTDIR
set -uo pipefail
tabula=$1 gui=$2 check=$3 out=$4
source "$(dirname "$0")/../cli/harness.sh"
mkdir -p "$out"
export XDG_DATA_HOME="$work/xdg"

# Starts the server on PORT (0: any); sets $server, $port and $url. Its
# bots search 4000 iterations whatever the level (a Goofspiel bid in a
# third of a second), so a game against them fits the test's timeouts.
start_server() {
  : >"$work/serve.out"
  "$tabula" serve --port "$1" --bind 127.0.0.1 --data "$work/data" --bot-iterations 4000 \
    >>"$work/serve.out" 2>"$work/serve.err" &
  server=$!
  pids+=("$server")
  for _ in $(seq 200); do grep -q listening "$work/serve.out" && break; sleep 0.05; done
  port=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$work/serve.out")
  url="ws://127.0.0.1:$port"
}
# gui NAME SIZE ARGS...: a window in the background, its output in $work/NAME.out.
gui() {
  local name=$1 size=$2
  shift 2
  xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" "$gui" --size "$size" \
    --screenshot "$out/$name.png" --dump-text "$work/$name.json" "$@" >"$work/$name.out" 2>&1 &
  last=$!
  pids+=("$last")
}
# wait_for FILE TEXT: until FILE holds TEXT (20 s at most).
wait_for() { for _ in $(seq 400); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.05; done; return 1; }
# shot NAME: the window ended well, its picture is real and its texts readable.
shot() { "$check" png "$out/$1.png" >/dev/null && "$check" text "$work/$1.json"; }
# said NAME: the window's log showed Ann's chat line (the log draws word by word).
said() { grep -q '"Ann:"' "$work/$1.json" && grep -q '"luck,"' "$work/$1.json" && grep -q '"Bob!"' "$work/$1.json"; }
ended_hash() { sed -n 's/.*ended, state hash \([0-9a-f]*\).*/\1/p' "$work/$1.out" | head -1; }

start_server 0
check "the server listens" '[ -n "$port" ]'

# 1. Two windows play Goofspiel to the end: Ann hosts, Bob joins with the
#    token; Ann writes in the chat, and Bob's window shows it (the text
#    probe keeps only the frames of decisions: a spectator, who has none,
#    is checked for the chat in test_server_lobby.cpp).
printf 'wait 20\nclick button Chat\ntype Good luck, Bob!\n' >"$work/chat.script"
gui host_end 1280x720 --server "$url" --host goofspiel --seats human,human --player Ann --auto-decide 999 --input "$work/chat.script"
host=$last
wait_for "$work/host_end.out" "hosted table" || bad "the host window hosted a table"
table=$(sed -n 's/.*hosted table \([0-9a-f]*\), tokens .*/\1/p' "$work/host_end.out")
token2=$(sed -n 's/.*hosted table [0-9a-f]*, tokens [0-9a-f]* \([0-9a-f]*\).*/\1/p' "$work/host_end.out")
gui watch_end 1280x720 --server "$url" --table "$table" --auto-decide 1
watcher=$last
gui join_end 1920x1080 --server "$url" --table "$table" --token "$token2" --player Bob --auto-decide 999
join=$last
wait "$join"
s2=$?
wait "$host"
s1=$?
wait "$watcher"
sw=$?
check "both windows played to the end (exit 0)" '[ $s1 = 0 ] && [ $s2 = 0 ]'
check "a third window watched the game to its end" '[ $sw = 0 ] && grep -q "as a spectator" "$work/watch_end.out" && [ "$(ended_hash watch_end)" = "$(ended_hash host_end)" ] && ! grep -q "chose" "$work/watch_end.out"'
check "the chat line reached the other player's window" 'said host_end && said join_end'
check "each window took its seat's decisions" 'grep -q "seat 1 chose" "$work/host_end.out" && grep -q "seat 2 chose" "$work/join_end.out" && ! grep -q "seat 2 chose" "$work/host_end.out"'
h1=$(ended_hash host_end)
check "both windows saw the same final hash" '[ -n "$h1" ] && [ "$h1" = "$(ended_hash join_end)" ]'
check "tabula replay of the table's log gives that hash" '[[ "$("$tabula" replay "$work/data/tables/$table.log" --verify)" == *"state hash $h1"* ]]'
check "the end screens show the results, readable" 'shot host_end && shot join_end && shot watch_end'

# 2. The lobby: a public table to join, and the host form.
"$tabula" host --server "$url" --game challengers --seats open,mcts:easy --public >"$work/public.json"
for size in 1280x720 1920x1080; do
  gui "lobby_$size" "$size" --server "$url" --player Cleo --frames 40
  wait "$last"
  check "the lobby at $size lists the public table (readable)" 'shot "lobby_$size" && grep -q "PUBLIC TABLES" "$work/lobby_$size.json" && grep -q "Join" "$work/lobby_$size.json"'
done
printf 'wait 5\nclick button Play online\nwait 10\n' >"$work/connect.script"
for size in 1280x720 1920x1080; do
  gui "connect_$size" "$size" --input "$work/connect.script"
  wait "$last"
  check "Play online opens the connect form at $size (readable)" 'shot "connect_$size" && grep -q "Server address" "$work/connect_$size.json"'
done
# Joining the public table from the list, by a click.
printf 'wait 10\nclick button Join %s\n' "$(field "$work/public.json" table)" >"$work/claim.script"
gui claim 1280x720 --server "$url" --player Cleo --input "$work/claim.script" --auto-decide 2
wait "$last"
sc=$?
check "a click on Join takes the open seat and opens the table" '[ $sc = 0 ] && grep -q "at table .* of challengers" "$work/claim.out" && grep -q "seat 1 chose" "$work/claim.out"'

# A server that does not answer, and an address that is not one: a clear line.
gui nobody 1280x720 --server "ws://127.0.0.1:1" --frames 60
wait "$last"
check "a server that does not answer is named with why (readable)" 'shot nobody && grep -q "No connection to ws://127.0.0.1:1: cannot connect" "$work/nobody.json"'
gui bad_address 1280x720 --server "http://example" --frames 30
wait "$last"
check "an address without ws:// says how it should look" 'shot bad_address && grep -q "must start with ws://" "$work/bad_address.json"'

# 3. The waiting room: Dana hosts a public table with a seat for a friend's
#    token, a seat for anyone and a bot.
for size in 1280x720 1920x1080; do
  gui "room_$size" "$size" --server "$url" --host magnastorm --seats human,private,human,mcts:easy --public --player Dana --frames 60
  wait "$last"
  check "the waiting room at $size shows the free seats and their tokens (readable)" 'shot "room_$size" && [ "$(grep -o "Copy token" "$work/room_$size.json" | wc -l)" -ge 2 ] && grep -q "private: for the holder" "$work/room_$size.json"'
done

# The host form, by clicks: Goofspiel, its default seats (an open seat and a
# Normal bot), Host table: every seat is taken at once, so the table opens.
printf 'wait 10\nclick button game goofspiel\nwait 3\nclick button Host\nwait 40\n' >"$work/host.script"
gui host_form 1280x720 --server "$url" --player Gus --input "$work/host.script"
wait "$last"
htable=$(sed -n 's/.*hosted table \([0-9a-f]*\),.*/\1/p' "$work/host_form.out")
check "Host table by clicks makes the table the form says and opens it" 'shot host_form && grep -q "at table $htable of goofspiel" "$work/host_form.out" && grep -q "mcts:normal" "$work/data/tables/$htable.log"'

# 4. Against a server bot: the server is killed mid-game and started again;
#    the window shows its banner meanwhile and finishes the game after.
gui bot_game 1280x720 --server "$url" --host goofspiel --seats human,mcts:hard --player Eve --auto-decide 999 --timeout 100
player=$last
wait_for "$work/bot_game.out" "seat 1 chose" || bad "the window started to play"
kill -9 "$server"
sleep 2
start_server "$port"
wait "$player"
s=$?
table=$(sed -n 's/.*hosted table \([0-9a-f]*\),.*/\1/p' "$work/bot_game.out")
h=$(ended_hash bot_game)
check "the window reconnected and finished after SIGKILL (exit 0)" '[ $s = 0 ] && [ -n "$h" ]'
check "its final hash is the replay's of the log" '[[ "$("$tabula" replay "$work/data/tables/$table.log" --verify)" == *"state hash $h"* ]]'

# 5. The banner: a window at a table whose server goes away for good.
"$tabula" host --server "$url" --game magnastorm --seats open,mcts:easy >"$work/m.json"
mtable=$(field "$work/m.json" table)
mtoken=$(field "$work/m.json" tokens)  # one open seat: one token
for size in 1280x720 1920x1080; do
  [ "$size" = 1920x1080 ] && start_server "$port"
  gui "banner_$size" "$size" --server "$url" --table "$mtable" --token "$mtoken" --player Finn --frames 200
  wait_for "$work/banner_$size.out" "at table" || bad "the window took its seat"
  kill -9 "$server"
  wait "$last"
  check "a dropped link shows the reconnecting banner at $size (readable)" 'shot "banner_$size" && grep -q "reconnecting" "$work/banner_$size.json"'
done

finish
