#!/usr/bin/env python3
"""Writes games/magnastorm/layout.toml from the board data in games/magnastorm/data.

The planet, the action board, the research board and the player boards are
drawn from the module's data (areas, spaces, lines, transmitters, panel rows,
panel bonuses, research bonuses, lab and station costs, objective rewards), so
a change to the data only needs this script to run again:

    python3 scripts/gen_magnastorm_layout.py
"""
import math
import os
import sys
import tomllib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
if len(sys.argv) > 1:
    ROOT = os.path.abspath(sys.argv[1])
GAME = os.path.join(ROOT, "games", "magnastorm")
DATA = os.path.join(GAME, "data")


def load(name):
    with open(os.path.join(DATA, name + ".toml"), "rb") as f:
        return tomllib.load(f)


areas = load("areas")
spaces = load("spaces")
lines = load("lines")
transmitters = load("transmitters")
panels = load("panels")
panel_rows = load("panel_rows")
research = load("research")
lab_slots = load("lab_slots")
station_slots = load("station_slots")
rewards = load("objective_rewards")
feds = load("federations")
sectors = load("sectors")

out = []


def emit(s=""):
    out.append(s)


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def num(v):
    v = round(float(v), 1)
    return str(int(v)) if v == int(v) else str(v)


def pt(p):
    return "[" + num(p[0]) + ", " + num(p[1]) + "]"


def pts(ps):
    return "[" + ", ".join(pt(p) for p in ps) + "]"


def kv(**kw):
    parts = []
    for k, v in kw.items():
        if v is None:
            continue
        if isinstance(v, bool):
            parts.append(f"{k} = {'true' if v else 'false'}")
        elif isinstance(v, (int, float)):
            parts.append(f"{k} = {num(v)}")
        elif isinstance(v, str):
            parts.append(f"{k} = {q(v)}")
        elif isinstance(v, dict):
            parts.append(f"{k} = {{ " + ", ".join(kv(**v)) + " }")
        elif isinstance(v, tuple):
            parts.append(f"{k} = [" + ", ".join(num(x) for x in v) + "]")
        elif isinstance(v, list):
            if v and isinstance(v[0], str):
                parts.append(f"{k} = [" + ", ".join(q(x) for x in v) + "]")
            elif v and isinstance(v[0], (tuple, list)):
                parts.append(f"{k} = {pts(v)}")
            else:
                parts.append(f"{k} = [" + ", ".join(num(x) for x in v) + "]")
    return parts


# The player counts the elements emitted now are for (`players = [...]` on every
# [[...]] element); None: all counts.
PLAYERS = None


def side_players(side):
    """The player counts a side of the boards is for: "4" -> [4], "23" -> [2, 3]."""
    return [int(c) for c in side]


def block(header, **kw):
    emit(header)
    if PLAYERS is not None and header.startswith("[[") and "players" not in kw:
        kw["players"] = PLAYERS
    for p in kv(**kw):
        emit(p)
    emit()


# ---------------------------------------------------------------------------
# Colours

RESEARCH = {"red": "#c9463d", "green": "#46a35a", "blue": "#3b7dd0", "white": "#ecebe4"}
RESEARCH_DARK = {"red": "#5a1f1c", "green": "#1d4a28", "blue": "#1a3760", "white": "#55585c"}
RESEARCH_NAME = {k: v["name"] for k, v in research.items()}
FED = {"grey": "#8c929a", "orange": "#ec842c", "purple": "#965abe", "pink": "#e868a4"}
YELLOW = "#ecc434"
BLACK = "#1b1b20"
INK = "#ffffffd0"
DIM = "#ffffff90"
FAINT = "#ffffff50"


# ---------------------------------------------------------------------------
# Shape helpers: each returns (header-less) dicts; `shape()` emits one.

def shape(prefix, **kw):
    block(f"[[{prefix}.shape]]", **kw)


def rect(prefix, x, y, w, h, fill=None, outline=None, width=None, radius=None, text=None, text_size=None,
         text_colour=None, bold=None, dashed=None):
    shape(prefix, kind="rect", at=(x, y), size=(w, h), radius=radius, fill=fill, outline=outline,
          outline_width=width, text=text, text_size=text_size, text_colour=text_colour, bold=bold, dashed=dashed)


def circle(prefix, x, y, r, fill=None, outline=None, width=None, text=None, text_size=None, text_colour=None,
           bold=None, dashed=None):
    shape(prefix, kind="circle", at=(x, y), radius=r, fill=fill, outline=outline, outline_width=width, text=text,
          text_size=text_size, text_colour=text_colour, bold=bold, dashed=dashed)


def polygon(prefix, points, fill=None, outline=None, width=None, text=None, text_size=None, text_colour=None,
            bold=None):
    shape(prefix, kind="polygon", points=[tuple(p) for p in points], fill=fill, outline=outline,
          outline_width=width, text=text, text_size=text_size, text_colour=text_colour, bold=bold)


def line(prefix, points, colour, width, dashed=None):
    shape(prefix, kind="line", points=[tuple(p) for p in points], outline=colour, outline_width=width, dashed=dashed)


def text(prefix, x, y, s, size, colour=INK, bold=None):
    shape(prefix, kind="text", at=(x, y), text=s, text_size=size, text_colour=colour, bold=bold)


def hexagon(prefix, x, y, r, fill=None, outline=None, width=None, text=None, text_size=None, text_colour=None):
    shape(prefix, kind="hex", at=(x, y), radius=r, fill=fill, outline=outline, outline_width=width, text=text,
          text_size=text_size, text_colour=text_colour)


def cube(prefix, x, y, s, colour):
    """A CreditCube seen from above: a rounded square with a lighter top face."""
    rect(prefix, x - s / 2, y - s / 2, s, s, fill=colour, outline="#00000090", width=max(1.0, s * 0.08),
         radius=s * 0.18)


def icon(prefix, kind, x, y, s):
    """A bonus or cost symbol centred on (x, y), about s units tall."""
    if kind == "own":  # black stands for the player's own colour, as on the boards
        rect(prefix, x - s * 0.4, y - s * 0.4, s * 0.8, s * 0.8, fill=BLACK, outline="#e8e8e8c0",
             width=max(1.5, s * 0.1), radius=s * 0.15)
    elif kind == "yellow":
        cube(prefix, x, y, s * 0.8, YELLOW)
    elif kind == "any":
        h = s * 0.4
        for (dx, dy), c in zip([(-1, -1), (0, -1), (-1, 0), (0, 0)], FED.values()):
            rect(prefix, x + dx * h, y + dy * h, h, h, fill=c)
        rect(prefix, x - h, y - h, 2 * h, 2 * h, outline="#00000090", width=max(1.0, s * 0.07), radius=s * 0.1)
    elif kind in ("bag", "bag2", "bag3"):
        n = {"bag": "", "bag2": "2", "bag3": "3"}[kind]
        polygon(prefix, [(x - s * 0.18, y - s * 0.5), (x + s * 0.18, y - s * 0.5), (x + s * 0.08, y - s * 0.28),
                         (x - s * 0.08, y - s * 0.28)], fill="#a07a4a")
        circle(prefix, x, y + s * 0.08, s * 0.42, fill="#8a6236", outline="#3a2814", width=max(1.0, s * 0.06),
               text=n, text_size=s * 0.5, text_colour="#fff4dc", bold=True)
    elif kind == "crew":
        polygon(prefix, [(x - s * 0.34, y + s * 0.48), (x - s * 0.12, y - s * 0.04), (x + s * 0.12, y - s * 0.04),
                         (x + s * 0.34, y + s * 0.48)], fill="#f4f0e6", outline="#00000080", width=1)
        circle(prefix, x, y - s * 0.22, s * 0.2, fill="#f4f0e6", outline="#00000080", width=1)
    elif kind.startswith("research_"):
        c = kind.split("_", 1)[1]
        hexagon(prefix, x, y, s * 0.5, fill=RESEARCH[c], outline="#000000a0", width=max(1.0, s * 0.06),
                text="+1", text_size=s * 0.42, text_colour="#1b1b20" if c == "white" else "#ffffff")
    elif kind == "turn_order":
        polygon(prefix, [(x, y - s * 0.5), (x + s * 0.42, y), (x + s * 0.16, y), (x + s * 0.16, y + s * 0.48),
                         (x - s * 0.16, y + s * 0.48), (x - s * 0.16, y), (x - s * 0.42, y)],
                fill="#f2c14e", outline="#00000090", width=1)
    elif kind == "move2":
        polygon(prefix, [(x - s * 0.5, y - s * 0.16), (x + s * 0.1, y - s * 0.16), (x + s * 0.1, y - s * 0.4),
                         (x + s * 0.55, y), (x + s * 0.1, y + s * 0.4), (x + s * 0.1, y + s * 0.16),
                         (x - s * 0.5, y + s * 0.16)], fill="#9fd0ff", outline="#00000090", width=1)
        text(prefix, x - s * 0.12, y + s * 0.02, "2", s * 0.36, "#10243c", bold=True)
    elif kind == "extra_lab":
        lab_icon(prefix, x - s * 0.08, y + s * 0.04, s * 0.8, "#d9e6e0")
        text(prefix, x + s * 0.34, y - s * 0.3, "+", s * 0.5, "#ffffff", bold=True)
    elif kind == "free":
        text(prefix, x, y, "free", s * 0.5, DIM, bold=True)


def lab_icon(prefix, x, y, s, fill):
    """A turtle lab: a dome on a flat base."""
    ptsd = []
    for i in range(0, 13):
        a = math.pi * i / 12
        ptsd.append((x - math.cos(a) * s * 0.5, y + s * 0.18 - math.sin(a) * s * 0.55))
    polygon(prefix, ptsd, fill=fill, outline="#00000090", width=1)
    rect(prefix, x - s * 0.55, y + s * 0.16, s * 1.1, s * 0.16, fill=fill, outline="#00000090", width=1,
         radius=s * 0.05)


def icons_row(prefix, kinds, cx, cy, s, gap=1.1):
    if not kinds:
        icon(prefix, "free", cx, cy, s)
        return
    w = s * gap
    x0 = cx - w * (len(kinds) - 1) / 2
    for i, k in enumerate(kinds):
        icon(prefix, k, x0 + i * w, cy, s)


def space(prefix, zone, kind, **kw):
    """A space: a zone drawn as a shape."""
    block(f"[[{prefix}.space]]", zone=zone, shape=kind, **kw)


# ---------------------------------------------------------------------------
# The table: 1600 x 1000.

emit("# How Magnastorm looks in tabula-gui (the format: frontends/sfml/layout/layout.hpp and")
emit("# games/goofspiel/layout.toml). Written by scripts/gen_magnastorm_layout.py from the")
emit("# board data in games/magnastorm/data: edit the data or the script, not this file.")
emit("#")
emit("# The table (1600 x 1000 units): the research board on the left, the planet in the")
emit("# middle with the reputation track around it, the action board on the right, the")
emit("# player boards along the bottom (yours on the left, the others on the right).")
emit("# Every board has both sides: the 4-player side's elements carry players = [4],")
emit("# the 2-3 player side's players = [2, 3]. The centre tile's halves are layers")
emit("# turned by the counters centre_rotation and centre_side.")
emit()
block("[table]", size=(1600, 1000), felt="#15303a", edge="#060f14", accent="#f2c14e", pattern="felt")

# ---------------------------------------------------------------------------
# The planet board: data coordinates (1000 x 1000) + OFF, on a 1100 x 1100 board.

OFF = 50.0
PC = (500.0 + OFF, 500.0 + OFF)
PLANET_R = 492.0
CENTRE_R = 150.0
SPACING = 50.0  # between the spaces of an area (the data uses 30)
SPACE_R = 23.0
REP_R = 522.0
REP_STEPS = 35


def P(x, y):
    return (x + OFF, y + OFF)


def polar(r, deg):
    a = math.radians(deg)
    return (PC[0] + math.cos(a) * r, PC[1] - math.sin(a) * r)


# Spaces of each area, spread wider along the direction the data gives them.
area_spaces = {}
for sid, s in spaces.items():
    area_spaces.setdefault(s["area"], []).append(sid)
space_pos = {}
area_centre = {}
area_dir = {}
for aid, a in areas.items():
    c = P(a["x"], a["y"])
    area_centre[aid] = c
    ids = area_spaces.get(aid, [])
    if len(ids) >= 2:
        x0, y0 = spaces[ids[0]]["x"], spaces[ids[0]]["y"]
        x1, y1 = spaces[ids[-1]]["x"], spaces[ids[-1]]["y"]
        d = math.hypot(x1 - x0, y1 - y0)
        u = ((x1 - x0) / d, (y1 - y0) / d)
    else:
        # tangent of the ring, clockwise
        r = (c[0] - PC[0], c[1] - PC[1])
        d = math.hypot(*r) or 1
        u = (-r[1] / d, r[0] / d)
    area_dir[aid] = u
    m = len(ids)
    for k, sid in enumerate(ids):
        off = (k - (m - 1) / 2) * SPACING
        space_pos[sid] = (c[0] + u[0] * off, c[1] + u[1] * off)


def stadium(c, u, half, r, n=10):
    """Points of a capsule around the segment c +- u*half, radius r."""
    ax, ay = c[0] - u[0] * half, c[1] - u[1] * half
    bx, by = c[0] + u[0] * half, c[1] + u[1] * half
    ang = math.atan2(u[1], u[0])
    ps = []
    for i in range(n + 1):
        t = ang - math.pi / 2 + math.pi * i / n
        ps.append((bx + math.cos(t) * r, by + math.sin(t) * r))
    for i in range(n + 1):
        t = ang + math.pi / 2 + math.pi * i / n
        ps.append((ax + math.cos(t) * r, ay + math.sin(t) * r))
    return ps


def layer(**kw):
    """A layer of the planet board: the shapes emitted after it belong to it."""
    block("[[board.layer]]", **kw)


def storm_layer():
    """The storm half of the centre tile and of the planet, drawn for the
    tile's first position (quiet sectors 1, 2, 3: the right half) and turned
    60 degrees clockwise per step of centre_rotation."""
    layer(turn="centre_rotation", first=1, degrees=60, centre=PC)
    L = "board.layer"
    storm = [polar(PLANET_R, 90 + 180 * i / 36) for i in range(37)]
    storm += [polar(CENTRE_R, 270 - 180 * i / 36) for i in range(37)]
    polygon(L, storm, fill="#1a0f2e8a")
    for k, r in enumerate([200, 262, 330, 400, 462]):
        a0 = 100 + 22 * (k % 3)
        line(L, [polar(r + 14 * math.sin(i / 2), a0 + 150 * i / 24) for i in range(25)], "#c9b6ff2a", 8)
    line(L, [polar(PLANET_R, 90 + 180 * i / 36) for i in range(37)], "#b58cff", 5)
    line(L, [polar(PLANET_R, 90 - 180 * i / 36) for i in range(37)], "#8fe0b0", 5)
    # the tile: storm half and quiet half
    polygon(L, [polar(CENTRE_R, 90 + 180 * i / 36) for i in range(37)], fill="#2a1d44")
    polygon(L, [polar(CENTRE_R, 90 - 180 * i / 36) for i in range(37)], fill="#15404a")
    for i in range(3):
        a0 = 110 + 55 * i
        line(L, [polar(40 + 90 * t, a0 + 70 * t) for t in [j / 12 for j in range(13)]], "#c9b6ff55", 6)
    for a in (90, 270):
        line(L, [polar(30, a), polar(CENTRE_R, a)], "#0b1a22", 3)
    t = polar(100, 180)
    text(L, t[0], t[1], "STORM", 15, "#d8c8ff", bold=True)


def income_tables(side):
    """One side's income tables, each in its quiet sector of the tile: for 1,
    2, 3 and 4+ turtle labs the cubes a player gets. Kept upright: each table
    is a layer carried round with centre_rotation, shown for its side only."""
    for pos, key in enumerate(["trailing", "middle", "leading"]):
        c = polar(96, 60 - 60 * pos)
        layer(turn="centre_rotation", first=1, degrees=60, centre=PC, carry=c,
              when={"counter": "centre_side", "is": side["side"]})
        L = "board.layer"
        rows = side[key]
        w, rh = 66.0, 13.0
        top = c[1] - rh * len(rows) / 2
        rect(L, c[0] - w / 2 - 3, top - 3, w + 6, rh * len(rows) + 6, fill="#0b1a22c8", outline="#8fe0b060",
             width=1, radius=5)
        for i, cubes in enumerate(rows):
            y = top + rh * i + rh / 2
            text(L, c[0] - w / 2 + 7, y, f"{i + 1}+" if i == len(rows) - 1 else str(i + 1), 10, "#cfeeffc0", bold=True)
            for j, kind in enumerate(cubes):
                icon(L, kind, c[0] - w / 2 + 24 + j * 11.5, y, 11)


emit("# --- the planet ---------------------------------------------------------------")
emit()
block("[[board]]", id="planet", rect=(334, 2, 708, 708), coords=(1100, 1100), fill="#00000000",
      outline="#00000000", radius=0)
B = "board"

# space around the planet, and the reputation ring
circle(B, PC[0], PC[1], 549, fill="#0a141c", outline="#2c4a58", width=3)
circle(B, PC[0], PC[1], REP_R, outline="#ffffff14", width=44)
# the planet
circle(B, PC[0], PC[1], PLANET_R + 4, fill="#0d2a2a")
SECTOR_FILL = ["#2d6a5a", "#357463", "#2d6a5a", "#357463", "#2d6a5a", "#357463"]
sector_angle = {v["index"]: v["angle"] for v in sectors.values()}
for s in range(1, 7):
    ang = sector_angle[s]
    ring = [polar(PLANET_R, ang - 30 + 60 * i / 24) for i in range(25)]
    inner = [polar(CENTRE_R, ang + 30 - 60 * i / 24) for i in range(25)]
    polygon(B, ring + inner, fill=SECTOR_FILL[s - 1])
# terrain: soft darker and lighter patches
for i, (r, a, rad, col) in enumerate([(260, 20, 70, "#ffffff0c"), (380, 95, 90, "#0000001a"),
                                       (300, 160, 60, "#ffffff0a"), (420, 215, 80, "#0000001a"),
                                       (250, 270, 75, "#ffffff0c"), (400, 330, 70, "#00000018"),
                                       (440, 40, 50, "#ffffff08"), (330, 240, 55, "#00000014")]):
    c = polar(r, a)
    circle(B, c[0], c[1], rad, fill=col)
# sector borders
for s in range(1, 7):
    a = sector_angle[s] + 30
    line(B, [polar(CENTRE_R, a), polar(PLANET_R, a)], "#0b2220", 5)
circle(B, PC[0], PC[1], PLANET_R, outline="#8fd6c4", width=3)
# sector numbers on the rim
for s in range(1, 7):
    c = polar(PLANET_R - 24, sector_angle[s] + 21)
    circle(B, c[0], c[1], 15, fill="#0b2220c0", outline="#8fd6c460", width=1.5, text=str(s), text_size=16,
           text_colour="#bfeee2", bold=True)

# lines between areas (each side for its player counts), under the areas
for lid, ln in sorted(lines.items(), key=lambda kv_: kv_[1]["side"] != "4"):
    PLAYERS = side_players(ln["side"])
    a, b = ln["a"], ln["b"]
    sa, sb = areas[a]["sector"], areas[b]["sector"]
    pa, pb = area_centre[a], area_centre[b]
    between = sa != sb and areas[a]["start"] == 0 and areas[b]["start"] == 0
    line(B, [pa, pb], "#0b1f1e", 9)
    line(B, [pa, pb], "#e8f4d0c0" if not between else "#f6e7a8d0", 4, dashed=between or None)

# area plates
for aid, a in areas.items():
    PLAYERS = side_players(a["side"])
    c = area_centre[aid]
    ids = area_spaces.get(aid, [])
    if a["start"]:
        continue
    half = SPACING * (len(ids) - 1) / 2
    polygon(B, stadium(c, area_dir[aid], half, SPACE_R + 9), fill="#cfc39a", outline="#5b4e2c", width=3)
    polygon(B, stadium(c, area_dir[aid], half, SPACE_R + 4), fill="#e2d7ae")
    # the area's letter before its first space, as the log names it ("red space
    # in sector 4 (area B, space 2)": counted from the letter)
    u = area_dir[aid]
    e = (c[0] - u[0] * (half + SPACE_R + 17), c[1] - u[1] * (half + SPACE_R + 17))
    circle(B, e[0], e[1], 12, fill="#5b4e2c", outline="#e2d7ae", width=1.5, text=aid.rsplit("_", 1)[1].upper(),
           text_size=15, text_colour="#f4ecd0", bold=True)
PLAYERS = None

# the centre tile: a fixed rim and hub, and the turning halves as layers
# (counters centre_rotation = the trailing quiet sector, centre_side = 1 or 2)
centre = load("centre")
circle(B, PC[0], PC[1], CENTRE_R + 6, fill="#0b1a22", outline="#9ad8ff70", width=3)
storm_layer()
for side in centre.values():
    income_tables(side)
layer()  # the hub, over the turning halves: an arrow saying which way they turn
circle("board.layer", PC[0], PC[1], 30, fill="#0b1a22", outline="#9ad8ff80", width=2)
arrow = [polar(19, 150 - 27 * i) for i in range(11)]
line("board.layer", arrow, "#cfeeff", 3)
tip = arrow[-1]
polygon("board.layer", [(tip[0] - 8, tip[1] - 3), (tip[0] + 4, tip[1] - 10), (tip[0] + 3, tip[1] + 5)],
        fill="#cfeeff")

# end-of-game marks on the reputation track
for value, n in [(23, 3), (25, 2), (27, 4)]:
    a = 90 - 360 * value / REP_STEPS
    c = polar(REP_R, a)
    PLAYERS = [n]
    circle(B, c[0], c[1], 27, outline="#f2c14e", width=3)
PLAYERS = None

# the spaces: each side for its player counts
for sid, s in spaces.items():
    x, y = space_pos[sid]
    PLAYERS = side_players(s["side"])
    col = s["colour"]
    space(B, sid, "circle", at=(x, y), radius=SPACE_R, fill=RESEARCH[col], outline="#1b1b20",
          outline_width=2.5, style="free", scale=0.9)

# start areas
for aid, a in areas.items():
    if not a["start"]:
        continue
    c = area_centre[aid]
    PLAYERS = side_players(a["side"])
    # clear of the reputation track, with the name on the planet's side: the
    # runners stand on the space from the start, and a name under it would
    # run into the track's numbers
    d = math.hypot(c[0] - PC[0], c[1] - PC[1]) or 1
    r = min(44.0, REP_R - 20 - d - 6)
    space(B, aid, "circle", at=c, radius=r, fill="#0b1a22e0", outline="#f2c14e", outline_width=3,
          style="free", scale=0.95)
    inward = (c[0] + (PC[0] - c[0]) / d * (r + 16), c[1] + (PC[1] - c[1]) / d * (r + 16))
    text(B, inward[0], inward[1], f"START {a['start']}", 17, "#f2c14e", bold=True)

# transmitter spaces: a little further out from their line than the data says
for tid, t in transmitters.items():
    ln = lines[t["line"]]
    mx, my = (ln["x1"] + ln["x2"]) / 2 + OFF, (ln["y1"] + ln["y2"]) / 2 + OFF
    tx, ty = t["x"] + OFF, t["y"] + OFF
    d = math.hypot(tx - mx, ty - my) or 1
    x, y = mx + (tx - mx) / d * 40, my + (ty - my) / d * 40
    PLAYERS = side_players(t["side"])
    space(B, tid, "hex", at=(x, y), radius=19, fill="#1c2c3c", outline="#9ad8ff", outline_width=2.5,
          label="T", text_size=14, text_colour="#9ad8ffb0", style="free", scale=0.85)
PLAYERS = None

# the reputation track around the planet, 0 at the top, clockwise
rep_points = [polar(REP_R, 90 - 360 * i / REP_STEPS) for i in range(REP_STEPS)]
block("[[board.track]]", counter="reputation", seat="each", first=0, points=rep_points, shape="circle", size=40,
      fill="#12324a", outline="#7fb8d8", text_colour="#d8f0ff", label_every=1, wrap=True)

# ---------------------------------------------------------------------------
# The research board (330 x 700).

emit("# --- the research board ------------------------------------------------------")
emit()
RW, RH = 330.0, 706.0
CMD_Y = 30.0
CARD_W, CARD_H = 66.0, 92.0
LEVEL_H = 31.0
TOP_L = 150.0  # top of level 10
levels = len(research["red"]["bonuses"])
OBJ_TOP = TOP_L + LEVEL_H * (levels + 1) + 10
OBJ_CARD_W, OBJ_CARD_H = 58.0, 81.0


def counts_from(side, least):
    """The player counts of `side` with at least `least` players."""
    return [n for n in side_players(side) if n >= least]


def research_board(side):
    """The research board's side for `side` ("4" or "23"): its research areas
    with levels and bonuses, commander slots, and the objective slots with their
    reputation spaces (in a 2-player game the "3" spaces are covered)."""
    global PLAYERS
    block("[[board]]", id="research", title="RESEARCH", rect=(6, 2, RW, RH), coords=(RW, RH), fill="#1d2430e8",
          outline="#ffffff30", radius=14, players=side_players(side))
    areas_ = sorted((k for k in research if side == "4" or not research[k]["four_players"]),
                    key=lambda k: research[k]["column"])
    colw = 296.0 / len(areas_)
    for i, a in enumerate(areas_):
        research_area(a, 17.0 + colw * i + colw / 2, colw, i + 1)
    for k in range(1, 5):
        kind = "research" if k <= 2 else "sector"
        x = 10 + (k - 1) % 2 * 158
        y = OBJ_TOP + 16 + (k - 1) // 2 * (OBJ_CARD_H + 20)
        if k % 2 == 1:
            text(R, RW / 2, y - 9, kind.upper() + " OBJECTIVES", 10, "#ffffff90", bold=True)
        space(R, f"objective_{k}", "rect", at=(x, y), size=(OBJ_CARD_W, OBJ_CARD_H), radius=4, fill="#00000040",
              outline="#ffffff50", outline_width=1.5, style="free", scale=0.58)
        reward = next(v for v in rewards.values() if v["side"] == side and v["kind"] == kind)
        for n in side_players(side):
            PLAYERS = [n] if side == "23" else None
            covered = reward.get("covered_2p", []) if n == 2 else []
            j = 0
            for pos, v in enumerate(reward["rewards"]):
                cx, cy = x + OBJ_CARD_W + 14 + pos * 23, y + OBJ_CARD_H / 2
                if v in covered:
                    circle(R, cx, cy, 11, fill="#3a3f48", outline="#00000090", width=1.5, text="\u2715",
                           text_size=10, text_colour="#ffffff50")
                    continue
                j += 1
                space(R, f"objective_{k}_reward_{j}", "circle", at=(cx, cy), radius=11, fill="#f2c14e30",
                      outline="#f2c14eb0", outline_width=1.5, label=str(v), text_size=12, text_colour="#f2c14e",
                      bold=True, style="free", scale=0.6)
            if side == "4":
                break
        PLAYERS = None


def research_area(a, cx, colw, column):
    """One research area: its commander slot, name band, and levels 0-10."""
    space(R, f"research_commander_{column}", "rect", at=(cx - CARD_W / 2, CMD_Y),
          size=(CARD_W, CARD_H), radius=5, fill="#00000040", outline=RESEARCH[a] + "90", outline_width=2,
          style="free", scale=0.66)
    rect(R, cx - colw / 2 + 3, CMD_Y + CARD_H + 4, colw - 6, 18, fill=RESEARCH[a], radius=4,
         text=RESEARCH_NAME[a], text_size=10, text_colour="#1b1b20" if a == "white" else "#ffffff", bold=True)
    rect(R, cx - colw / 2 + 3, TOP_L - 3, colw - 6, LEVEL_H * (levels + 1) + 4, fill=RESEARCH_DARK[a], radius=5)
    for lv in range(levels, -1, -1):
        y = TOP_L + (levels - lv) * LEVEL_H
        bonus = research[a]["bonuses"][lv - 1] if lv > 0 else "none"
        text(R, cx - colw / 2 + 13, y + LEVEL_H / 2, str(lv), 12, "#ffffffc0", bold=True)
        if bonus != "none":
            icon(R, bonus, cx + colw / 2 - 15, y + LEVEL_H / 2, 15)
        space(R, f"research_{a}_{lv}", "rect", at=(cx - colw / 2 + 5, y + 1.5), size=(colw - 10, LEVEL_H - 3),
              radius=4, fill=RESEARCH[a] + "38", outline=RESEARCH[a] + "90", outline_width=1.2, style="free",
              scale=0.55)


R = "board"
research_board("4")
research_board("23")

# ---------------------------------------------------------------------------
# The action board (560 x 700): first player space and commanders, the upper and
# the lower action panel, the turn order track and the bag.

emit("# --- the action board --------------------------------------------------------")
emit()
AW, AH = 560.0, 700.0
HEAD_W = 92.0
C_TOP = 26.0
C_W, C_H = 72.0, 100.0
U_TOP = C_TOP + C_H + 40
U_H = 150.0
L_TOP = U_TOP + U_H + 12
ROW_H = 56.0
fed_order = sorted(feds.keys(), key=lambda f: feds[f]["seat"])
rows = sorted(panel_rows.values(), key=lambda r: r["row"])
T_TOP = L_TOP + ROW_H * len(rows) + 42


def action_board(side):
    """The action board with the panels' side for `side` ("4": five columns,
    "23": four): first player space and commanders, both panels, the turn order
    track and the bag."""
    panel = next(v for v in panels.values() if v["side"] == side)
    block("[[board]]", id="actions", title="ACTIONS", rect=(1048, 2, 548, 686), coords=(AW, AH),
          fill="#1d2430e8", outline="#ffffff30", radius=14, players=side_players(side))
    ncol = panel["columns"]
    cw = (AW - HEAD_W - 12) / ncol
    ccx = [HEAD_W + cw * c + cw / 2 for c in range(ncol)]
    commander_row(ccx)
    upper_panel(side, ccx, cw)
    lower_panel(panel, ccx, cw)
    turn_order_and_bag(side)


def commander_row(ccx):
    space(A, "first_player_space", "rect", at=(ccx[0] - C_W / 2, C_TOP), size=(C_W, C_H), radius=6,
          fill="#3a2e14", outline="#f2c14e", outline_width=2, style="free", scale=1.2, label="FIRST",
          text_size=11, text_colour="#f2c14ec0", bold=True)
    for k in range(1, len(ccx)):
        x = ccx[k]
        space(A, f"commander_{k}", "rect", at=(x - C_W / 2, C_TOP), size=(C_W, C_H), radius=5, fill="#00000040",
              outline="#ffffff50", outline_width=1.5, style="free", scale=0.72)
        space(A, f"commander_marker_{k}", "circle", at=(x, C_TOP + C_H + 18), radius=13, fill="#00000050",
              outline="#ffffff60", outline_width=1.5, style="free", scale=0.7)
    text(A, HEAD_W / 2 + 4, C_TOP + 40, "COMMAND-", 10, DIM, bold=True)
    text(A, HEAD_W / 2 + 4, C_TOP + 54, "ERS", 10, DIM, bold=True)


def upper_panel(side, ccx, cw):
    """Per column the neutral crew and one place per player in the game."""
    rect(A, 8, U_TOP, AW - 16, U_H, fill="#2a3a4a", outline="#9ad8ff50", width=1.5, radius=8)
    text(A, HEAD_W / 2 + 2, U_TOP + U_H / 2 - 9, "UPPER", 12, "#cfeeff", bold=True)
    text(A, HEAD_W / 2 + 2, U_TOP + U_H / 2 + 8, "PANEL", 12, "#cfeeff", bold=True)
    for c, x in enumerate(ccx):
        rect(A, x - cw / 2 + 3, U_TOP + 5, cw - 6, U_H - 10, fill="#00000030", radius=6)
        text(A, x, U_TOP + 14, str(c + 1), 11, "#cfeeff90", bold=True)
        space(A, f"upper_{c + 1}", "rect", at=(x - cw / 2 + 6, U_TOP + 22), size=(cw - 12, 38), radius=5,
              fill="#ecc43418", outline="#ecc43450", outline_width=1, style="row", scale=0.8)
        for i, f in enumerate(fed_order):
            counts = counts_from(side, i + 1)
            if not counts:
                continue
            gx = x - cw / 2 + 6 + (i % 2) * (cw - 12) / 2
            gy = U_TOP + 64 + (i // 2) * 40
            space(A, f"upper_{c + 1}_{f}", "rect", at=(gx + 1, gy), size=((cw - 12) / 2 - 2, 37), radius=5,
                  fill=FED[f] + "20", outline=FED[f] + "70", outline_width=1, style="free", scale=0.7,
                  players=counts if counts != side_players(side) else None)


def lower_panel(panel, ccx, cw):
    """A row header (red move cost, green gain) and the spaces with their bonuses."""
    rect(A, 8, L_TOP, AW - 16, ROW_H * len(rows) + 30, fill="#2a3a4a", outline="#9ad8ff50", width=1.5, radius=8)
    text(A, 30, L_TOP + 13, "A", 11, "#ff9c8c", bold=True)
    text(A, 70, L_TOP + 13, "B", 11, "#9ce0a0", bold=True)
    text(A, (HEAD_W + AW) / 2, L_TOP + 13, "LOWER PANEL", 11, "#cfeeffa0", bold=True)
    for r, row in enumerate(rows):
        y = L_TOP + 24 + r * ROW_H
        cy = y + ROW_H / 2
        rect(A, 12, y + 4, 38, ROW_H - 8, fill="#7a2a26", radius=5)
        rect(A, 52, y + 4, 38, ROW_H - 8, fill="#2a6a34", radius=5)
        cost_stack(row["move_cost"], 31, cy)
        cost_stack(row["gain"], 71, cy)
        for c, x in enumerate(ccx):
            bonus = panel["bonuses"][r][c]
            if bonus.startswith("research_"):
                research_bonus_space(bonus.split("_", 1)[1], x, y, cy, cw)
            else:
                rect(A, x - cw / 2 + 4, y + 3, cw - 8, ROW_H - 6, fill="#101820", outline="#ffffff30", width=1,
                     radius=6)
                if bonus != "none":
                    icon(A, bonus, x, cy, 26)
            space(A, f"lower_{r + 1}_{c + 1}", "rect", at=(x - cw / 2 + 4, y + 3), size=(cw - 8, ROW_H - 6),
                  radius=6, fill="#00000000", outline="#00000000", outline_width=0, style="free", scale=0.9)


def research_bonus_space(area, x, y, cy, cw):
    """A lower space whose bonus is a step in one research area: drawn in the
    colours of that area's column on the research board, with its name, so a
    white (Xenology) space does not read as the planet's white "any area"."""
    rect(A, x - cw / 2 + 4, y + 3, cw - 8, ROW_H - 6, fill=RESEARCH_DARK[area], outline=RESEARCH[area], width=2,
         radius=6)
    icon(A, "research_" + area, x, cy - 6, 24)
    text(A, x, cy + 15, RESEARCH_NAME[area], 9, RESEARCH[area], bold=True)


def cost_stack(kinds, cx, cy):
    """A row's cost or gain: its cubes stacked top to bottom."""
    if not kinds:
        icon(A, "free", cx, cy, 20)
        return
    n = len(kinds)
    s = 14 if n <= 2 else 12
    for i, k in enumerate(kinds):
        icon(A, k, cx, cy + (i - (n - 1) / 2) * (s + 1), s)


def turn_order_and_bag(side):
    text(A, HEAD_W / 2 + 2, T_TOP + 22, "TURN", 11, DIM, bold=True)
    text(A, HEAD_W / 2 + 2, T_TOP + 36, "ORDER", 11, DIM, bold=True)
    for i in range(1, max(side_players(side)) + 1):
        x = HEAD_W + 8 + (i - 1) * 64
        counts = counts_from(side, i)
        only = counts if counts != side_players(side) else None
        space(A, f"turn_order_{i}", "rect", at=(x, T_TOP + 6), size=(56, 46), radius=6, fill="#f2c14e20",
              outline="#f2c14e90", outline_width=1.5, style="free", scale=0.9, players=only)
        block("[[board.shape]]", kind="text", at=(x + 8, T_TOP + 14), text=str(i), text_size=11,
              text_colour="#f2c14e", bold=True, players=only)
    # the name above the bag: under it would meet the count of cubes left
    text(A, AW - 155, T_TOP - 6, "BAG", 12, "#fff4dc", bold=True)
    space(A, "bag", "rect", at=(AW - 190, T_TOP + 4), size=(70, 50), radius=10, fill="#6a4a2a", outline="#3a2814",
          outline_width=2, style="stack", scale=1.2)
    space(A, "bag_drawn", "rect", at=(AW - 112, T_TOP + 4), size=(96, 50), radius=8, fill="#00000030",
          outline="#ffffff30", outline_width=1, style="free", scale=0.7)


A = "board"
action_board("4")
action_board("23")

# ---------------------------------------------------------------------------
# Zones nobody sees: the box, the shuffled pools, the artifact decks.

emit("# --- out of sight ------------------------------------------------------------")
emit()
for z in ["box", "admin_pool", "research_pool", "research_objective_pool", "sector_objective_pool",
          "artifacts_bronze", "artifacts_silver", "artifacts_gold"]:
    block("[[zone]]", name=z, rect=(0, 0, 1, 1), style="hidden", label="")

emit("# The rules' bookkeeping counters of the table (commander holders, the pass,")
emit("# the occupied lower spaces as a bit mask, ...) stay out of the status bar:")
emit("# the board shows everything a player needs.")
emit()
block("[status]", counters=[])

# ---------------------------------------------------------------------------
# The player boards.

emit("# --- the player boards ------------------------------------------------------")
emit()
# seat 1 plays grey, seat 2 orange, ...: the seats take their federation's colour
block("[seats]", you=(6, 718, 800, 278), others=(814, 716, 782, 282), direction="column",
      colours=[FED[f] for f in sorted(feds.keys(), key=lambda f: feds[f]["seat"])])


def player_board(prefix, w, h, compact):
    """One player's board: labs with their costs, stations, crew, markers, cards, cubes."""
    if not compact:
        block(f"[{prefix}]", size=(w, h))
        b = f"{prefix}.board"
        block(f"[[{b}]]", id="player_board", rect=(0, 0, w, h), coords=(w, h), fill="#00000000",
              outline="#00000000", radius=0)
        # labs
        rect(b, 12, 22, 604, 104, fill="#1d2430d0", outline="#ffffff28", width=1, radius=10)

        for k in range(1, 11):
            x = 20 + (k - 1) * 59
            slot = lab_slots[f"lab{k}"]
            rect(b, x, 30, 53, 88, fill="#0e141c", outline="#ffffff20", width=1, radius=6)
            icons_row(b, slot["cost"], x + 26.5, 106, 13, gap=1.05)
            space(b, f"labs_{k}", "rect", at=(x + 3, 32), size=(47, 58), radius=5, fill="#ffffff0c",
                  outline="#ffffff18", outline_width=1, style="free", scale=1.3)
        # stations
        rect(b, 626, 22, 166, 104, fill="#1d2430d0", outline="#ffffff28", width=1, radius=10)
        for k in range(1, 4):
            x = 634 + (k - 1) * 52
            slot = station_slots[f"station{k}"]
            rect(b, x, 30, 48, 88, fill="#0e141c", outline="#ffffff20", width=1, radius=6)
            icons_row(b, slot["cost"], x + 24, 106, 11, gap=1.02)
            space(b, f"stations_{k}", "rect", at=(x + 3, 32), size=(42, 58), radius=5, fill="#9ad8ff10",
                  outline="#9ad8ff30", outline_width=1, style="free", scale=1.2)
        zones = [("crew", (12, 152, 172, 44), "row", "Crew", 0.85),
                 ("markers", (192, 152, 140, 44), "grid", "Markers", 0.6),
                 ("first_player", (344, 140, 64, 64), "free", "", 1.1),
                 # Up to five commanders side by side while they fit; at most
                 # two artifacts (and none without the option): a narrow box.
                 ("commanders", (462, 142, 234, 132), "row", "Commanders", 0.8),
                 ("artifacts", (702, 142, 90, 132), "row", "Artifacts", 0.6)]
        circle(b, 376, 172, 27, outline="#f2c14e50", width=2, dashed=True, text="1st", text_size=12,
               text_colour="#f2c14e60", bold=True)
        for name, r, style, label, scale in zones:
            block(f"[[{prefix}.zone]]", name=name, rect=r, style=style, label=label, scale=scale,
                  align="left" if style in ("row", "grid") else None,
                  columns=5 if style == "grid" else None,
                  outline=False if name == "first_player" else None)
        # reputation, turn order position and cubes
        block(f"[[{prefix}.counter]]", name="reputation", at=(74, 222), label="Reputation", style="badge",
              colour="#f2c14e")
        block(f"[[{prefix}.counter]]", name="position", at=(202, 222), label="Turn order", style="badge",
              colour="#9ad8ff")
        block(f"[[{prefix}.counter]]", name="labs_on_planet", at=(330, 222), label="Labs out", style="badge",
              colour="#d9e6e0")
        # one pill per cube colour (a colour without seat in this game has no counter: no pill);
        # a click on it picks that colour when the rules ask for a cube (to pay, to take)
        cubes = [("yellow", YELLOW)] + [(f, FED[f]) for f in fed_order]
        for (name, col), cx in zip(cubes, [56, 143, 232, 327, 412]):
            block(f"[[{prefix}.counter]]", name=name, at=(cx, 258), label=name.capitalize(),
                  style="badge", colour=col, option=name)
    else:
        block(f"[{prefix}]", size=(w, h))
        b = f"{prefix}.board"
        block(f"[[{b}]]", id="player_board_small", rect=(0, 0, w, h), coords=(w, h), fill="#00000000",
              outline="#00000000", radius=0)
        rect(b, 8, 16, 452, h - 22, fill="#1d2430d0", outline="#ffffff28", width=1, radius=8)
        for k in range(1, 11):
            x = 14 + (k - 1) * 37
            space(b, f"labs_{k}", "rect", at=(x, 22), size=(34, 40), radius=4, fill="#0e141c",
                  outline="#ffffff20", outline_width=1, style="free", scale=1.0)
            slot = lab_slots[f"lab{k}"]
            icons_row(b, slot["cost"], x + 17, 72, 9, gap=1.05)
        for k in range(1, 4):
            x = 390 + (k - 1) * 22
            space(b, f"stations_{k}", "rect", at=(x - 8, 22), size=(20, 40), radius=4, fill="#9ad8ff10",
                  outline="#9ad8ff30", outline_width=1, style="free", scale=0.8)
        zones = [("crew", (468, 18, 92, 34), "row", "", 0.6),
                 ("markers", (468, 54, 92, 30), "row", "", 0.45),
                 ("first_player", (564, 18, 34, 34), "free", "", 0.8),
                 # A little under the board's height: the lowest seat's area
                 # ends at the table's edge, which clips anything beyond.
                 ("commanders", (604, 12, 140, 70), "row", "", 0.47),
                 ("artifacts", (748, 12, 80, 70), "row", "", 0.47)]
        for name, r, style, label, scale in zones:
            block(f"[[{prefix}.zone]]", name=name, rect=r, style=style, label=label, scale=scale,
                  align="left" if style == "row" else None, outline=False)


player_board("you", 800, 278, compact=False)
player_board("others", 836, 90, compact=True)

# ---------------------------------------------------------------------------
# Pieces.

emit("# --- pieces -------------------------------------------------------------------")
emit()
block("[tokens.default]", shape="disc", size=26, colour="owner")
block("[tokens.crew_neutral]", shape="pawn", size=26, colour=YELLOW)
block("[tokens.first_player_token]", shape="star", size=34, colour="#f2c14e")
block("[tokens.cube_black]", shape="cube", size=18, colour=BLACK)
block("[tokens.cube_yellow]", shape="cube", size=18, colour=YELLOW)
for f in fed_order:
    c = FED[f]
    block(f"[tokens.crew_{f}]", shape="pawn", size=26, colour=c)
    block(f"[tokens.lab_{f}]", shape="cylinder", size=26, colour=c)
    block(f"[tokens.station_{f}]", shape="diamond", size=26, colour=c)
    block(f"[tokens.scout_{f}]", shape="star", size=30, colour=c)
    block(f"[tokens.marker_{f}]", shape="disc", size=24, colour=c)
    block(f"[tokens.cube_{f}]", shape="cube", size=18, colour=c)

emit("""# Commanders: administrative ones blue, research ones violet; the green number is
# the reputation for taking control, the red one what the last holder loses.
[cards.commanders]
size = [100, 140]
title = "name"
subtitle = "kind"
text = "text"
brief = "brief"
type = "kind"
frames = { admin = "#2f6f9e", research = "#7a4fa0" }
numbers = [
  { field = "green", corner = "bottom-left", shape = "shield", colour = "#3c9a4a" },
  { field = "red", corner = "bottom-right", shape = "shield", colour = "#b8433a" },
]
paper = "#f4efe2"
ink = "#2a2620"
art = "emblem"
back = "#22364a"
back_text = "MAGNASTORM"

# Objectives: research ones in the research blue, sector ones in the planet green.
[cards.objectives]
size = [100, 140]
title = "name"
subtitle = "kind"
text = "text"
brief = "brief"
type = "kind"
frames = { research = "#3b6fb0", sector = "#3b8a6a" }
paper = "#f4efe2"
ink = "#2a2620"
art = "emblem"
back = "#22364a"
back_text = "OBJECTIVE"

# Artifacts (the variant): bronze, silver and gold, with their level.
[cards.artifacts]
size = [100, 140]
title = "tier"
subtitle = ""
text = ""
type = "tier"
frames = { bronze = "#a0643a", silver = "#9aa2ae", gold = "#d4a83a" }
big = "level"
numbers = [{ field = "number", corner = "top-left", shape = "plain" }]
paper = "#f6f1e4"
ink = "#2a2620"
art = "emblem"
back = "#3a2a1a"
back_text = "ARTIFACT"
""")

emit("""# --- panels and log -------------------------------------------------------------

[panel]
counters = ["reputation", "yellow", "grey", "orange", "purple", "pink"]
hand = ""
zones = []

[labels.counters]
reputation = "Reputation"
position = "Turn order"
yellow = "Yellow"
grey = "Grey"
orange = "Orange"
purple = "Purple"
pink = "Pink"
labs_on_planet = "Labs out"
research_red = "Technology"
research_green = "Medicine"
research_blue = "Culture"
research_white = "Xenology"
rep_objectives = "Reputation from objectives"
rep_commanders = "Reputation from commanders"
rep_majorities = "Reputation from majorities"
rep_transmitters = "Reputation from transmitters"
rep_other = "Other reputation"
objectives_done = "Objectives fulfilled"

[labels.zones]
crew = "crew"
markers = "markers"
commanders = "commanders"
artifacts = "artifacts"
first_player = "first player token"
first_player_space = "first player space"
bag = "bag"
bag_drawn = "drawn from the bag"

# The rules narrate every action themselves.
[log]
moves = false
counters = false
shuffles = false
""")

target = os.path.join(GAME, "layout.toml")
with open(target, "w") as f:
    f.write("\n".join(out))
print("wrote", target, len(out), "lines")
