#!/usr/bin/env bash
# A GUI test: runs tabula-gui under Xvfb with the given arguments plus
# --screenshot OUT, then checks the exit code, the picture and, optionally,
# a save file.
#   shot.sh GUI CHECK OUT [--expect-exit N] [--expect-out TEXT] [--choices N] [--replay-of TABULA GAME]
#           [--picked SEAT ID...] [--texts FILE] [--shows TEXT N [--in FRAME]]... -- ARGS...
# --texts: the window writes the texts it drew to FILE (--dump-text) and
# gui-check judges whether a player can read them. --shows (with --texts):
# the last frame shows TEXT N times over the table (N = any: at least once);
# with --in FRAME, the frame of that label shows it N times anywhere.
set -uo pipefail
gui=$1 check=$2 out=$3
shift 3
expect_exit=0 expect_out="" picked=() replay_cli="" replay_game="" choices="" texts="" shows=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  case $1 in
    --expect-exit) expect_exit=$2; shift 2 ;;
    --expect-out) expect_out=$2; shift 2 ;;
    --replay-of) replay_cli=$2 replay_game=$3; shift 3 ;;
    --choices) choices=$2; shift 2 ;;
    --texts) texts=$2; shift 2 ;;
    --shows) shows+=("$2" "$3" ""); shift 3 ;;
    --in) shows[${#shows[@]}-1]=$2; shift 2 ;;
    --picked) shift; while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do picked+=("$1"); shift; done ;;
    *) echo "shot.sh: unknown option $1"; exit 2 ;;
  esac
done
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"
rm -f "$out"
# A private data folder: autosaves of tests never touch the user's.
export XDG_DATA_HOME="$work/xdg"
extra=()
if [ -n "$replay_game" ]; then
  # A finished game, played by bots in the terminal, to watch in the viewer.
  "$replay_cli" play --game "$replay_game" --seats random,random --seed 5 --save "$work/replay.json" </dev/null >/dev/null ||
    { echo "FAIL: could not record a replay of $replay_game"; exit 1; }
  extra=(--replay "$work/replay.json")
fi
if [ -n "$texts" ]; then
  rm -f "$texts"
  extra+=(--dump-text "$texts")
fi
xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" "$gui" "$@" "${extra[@]}" --screenshot "$out" >"$work/out.txt" 2>"$work/err.txt"
code=$?
cat "$work/out.txt"
grep -v "vertical sync" "$work/err.txt" >&2
if [ "$code" != "$expect_exit" ]; then
  echo "FAIL: tabula-gui exited with $code, expected $expect_exit"
  exit 1
fi
if [ -n "$expect_out" ] && ! grep -q -- "$expect_out" "$work/out.txt" "$work/err.txt"; then
  echo "FAIL: the output does not mention '$expect_out'"
  exit 1
fi
"$check" png "$out" || exit 1
if [ -n "$texts" ]; then "$check" text "$texts" || exit 1; fi
for ((i = 0; i < ${#shows[@]}; i += 3)); do
  if [ -n "${shows[i+2]}" ]; then "$check" shows "$texts" "${shows[i]}" "${shows[i+1]}" "${shows[i+2]}" || exit 1
  else "$check" shows "$texts" "${shows[i]}" "${shows[i+1]}" || exit 1; fi
done
if [ ${#picked[@]} -gt 0 ] || [ -n "$choices" ]; then
  save=$(ls "$XDG_DATA_HOME"/tabula/saves/*.json 2>/dev/null | head -1)
  [ -n "$save" ] || { echo "FAIL: no autosave was written"; exit 1; }
  if [ ${#picked[@]} -gt 0 ]; then "$check" picked "$save" "${picked[@]}" || exit 1; fi
  if [ -n "$choices" ]; then "$check" choices "$save" "$choices" || exit 1; fi
fi
echo "ok: $out"
