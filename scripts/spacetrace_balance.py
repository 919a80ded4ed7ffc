#!/usr/bin/env python3
"""Balance figures for Spacetrace from random play (docs/games/spacetrace.md).

  scripts/spacetrace_balance.py presets [--games N]   preset against preset
  scripts/spacetrace_balance.py first [--games N]     the starting player's advantage
  scripts/spacetrace_balance.py cards [--games N]     per-card win rates over random legal decks,
                                                      and the median game length in turns

Every figure comes from random bots (`tabula sim` / `tabula play --seats
random,random`), one game per seed, seeds from --seed on: the same command
prints the same tables. A game won by both seats (equal Bases at the end)
counts as a win for each; a win rate is wins / (wins + the opponent's wins),
with its 95 % Wilson interval. Run from the source folder after
scripts/build.
"""
import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABULA = os.environ.get("TABULA", os.path.join(ROOT, "build", "frontends", "cli", "tabula"))
MODES = ["first", "second", "full"]
PRESETS = ["balanced", "swarm", "heavy"]


def wilson(wins, n, z=1.96):
    """The 95 % Wilson score interval of wins out of n."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def sim(options, games, seed, players=2):
    """Wins per seat of `games` random games."""
    cmd = [TABULA, "sim", "--game", "spacetrace", "--players", str(players), "--games", str(games),
           "--seed", str(seed), "--jobs", "1", "--json"]
    for key, value in options.items():
        cmd += ["--option", f"{key}={value}"]
    out = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    if out["errors"]:
        sys.exit(f"{' '.join(cmd)}: {out['errors']} errors")
    return out["wins"]


def rate(wins, losses):
    lo, hi = wilson(wins, wins + losses)
    share = wins / (wins + losses) if wins + losses else 0.0
    return f"{100 * share:.1f} % ({100 * lo:.1f}-{100 * hi:.1f})", lo


def presets(args):
    print("| way to play | deck A | deck B | games | A wins | B wins | A's win rate (95 % CI) |")
    print("|---|---|---|---|---|---|---|")
    worst = 0.0
    for mode in MODES:
        for i, a in enumerate(PRESETS):
            for b in PRESETS[i + 1:]:
                half = args.games // 2
                ab = sim({"mode": mode, "deck.1": a, "deck.2": b}, half, args.seed)
                ba = sim({"mode": mode, "deck.1": b, "deck.2": a}, half, args.seed + half)
                wa, wb = ab[0] + ba[1], ab[1] + ba[0]
                text, _ = rate(wa, wb)
                worst = max(worst, wilson(wa, wa + wb)[0], wilson(wb, wa + wb)[0])
                print(f"| {mode} | {a} | {b} | {2 * half} | {wa} | {wb} | {text} |")
    print(f"\nHighest lower bound of any deck's win rate: {100 * worst:.1f} %")


def first(args):
    print("| way to play | players | games | starting player's win rate (95 % CI) | fair share |")
    print("|---|---|---|---|---|")
    for mode in MODES:
        for players in (2, 3):
            wins = sim({"mode": mode, "first_player": "1"}, args.games, args.seed, players)
            text, _ = rate(wins[0], sum(wins[1:]))
            print(f"| {mode} | {players} | {args.games} | {text} | {100 / players:.1f} % |")


DECK_LINE = re.compile(r"^\* Deck of (.+?) \(random\): (.*)$")
END_LINE = re.compile(r"^\* After (\d+) turns: (.*)$")


def play(mode, seed):
    """One random game with random decks: each seat's cards, the winners and the turns."""
    cmd = [TABULA, "play", "--game", "spacetrace", "--seats", "random,random", "--seed", str(seed),
           "--option", f"mode={mode}", "--option", "deck=random"]
    text = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    decks, turns, winners = {}, None, []
    for line in text.splitlines():
        m = DECK_LINE.match(line)
        if m:
            decks[m.group(1)] = {c.split(" ", 1)[1] for c in m.group(2).split(", ")}
        m = END_LINE.match(line)
        if m:
            turns = int(m.group(1))
            winners = [] if m.group(2).startswith("a draw") else m.group(2)[len("won by "):].split(" and ")
    return decks, winners, turns


def card_rates(args):
    for mode in MODES:
        seen, won, lengths = {}, {}, []
        for k in range(args.games):
            decks, winners, turns = play(mode, args.seed + k)
            lengths.append(turns)
            if len(winners) != 1:
                continue
            for seat, cards in decks.items():
                for card in cards:
                    seen[card] = seen.get(card, 0) + 1
                    won[card] = won.get(card, 0) + (seat in winners)
        print(f"\n{mode} game: {args.games} games, median length {statistics.median(lengths)} turns "
              f"(quartiles {statistics.quantiles(lengths, n=4)})\n")
        print("| card | decks | win rate (95 % CI) |")
        print("|---|---|---|")
        for card in sorted(seen, key=lambda c: -won[c] / seen[c]):
            text, _ = rate(won[card], seen[card] - won[card])
            print(f"| {card} | {seen[card]} | {text} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["presets", "first", "cards"])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    {"presets": presets, "first": first, "cards": card_rates}[args.what](args)


if __name__ == "__main__":
    main()
