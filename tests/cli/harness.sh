# What the shell tests of the server and of online play share (sourced):
# a scratch folder, processes killed at exit, checks that count, and JSON
# fields read from files. The script ends with `finish`.
work=$(mktemp -d)
pids=()  # processes started in the background: killed at exit
trap 'for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done; rm -rf "$work"' EXIT
passed=0 failed=0
ok() { echo "ok    $1"; passed=$((passed + 1)); }
bad() { echo "FAIL  $1"; failed=$((failed + 1)); }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
# field FILE KEY prints one field of a JSON file; keys FILE its sorted keys.
field() { python3 -c 'import json,sys; v=json.load(open(sys.argv[1]))[sys.argv[2]]; print(v if not isinstance(v, list) else " ".join(v))' "$1" "$2"; }
keys() { python3 -c 'import json,sys; print(",".join(sorted(json.load(open(sys.argv[1])))))' "$1"; }
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
