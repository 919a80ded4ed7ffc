#!/usr/bin/env bash
# `cmake --install` puts the program, games and assets under a prefix, and the
# installed program finds its installed games.
set -euo pipefail
build="$1"
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
test -x "$prefix/bin/tabula"
test -f "$prefix/share/tabula/games/goofspiel/game.toml"
test -f "$prefix/share/tabula/games/lib/reaction.lua"
cd "$prefix"
# Read whole before matching: grep -q stops early, and pipefail would fail on
# the writer's SIGPIPE.
listed=$("$prefix/bin/tabula" list --json)
grep -q "\"path\": \"$prefix/share/tabula/games/goofspiel\"" <<<"$listed"
"$prefix/bin/tabula" sim --game goofspiel --games 10 >/dev/null
# tabula new from the install: the template and the annotations are there.
"$prefix/bin/tabula" new demo --dir "$prefix/work" >/dev/null
grep -q "\"$prefix/share/tabula/lua-meta\"" "$prefix/work/demo/.luarc.json"
test -f "$prefix/share/tabula/lua-meta/tabula.lua"
"$prefix/bin/tabula" test "$prefix/work/demo" >/dev/null
echo "2 passed, 0 failed"
