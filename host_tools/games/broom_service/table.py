"""SVG picture of a Broom Service game: the map (regions by landscape, rivers,
castles), clouds with their wand cost (a storm cloud by its kind), towers
(colour, shape, VP, wands, full, covered), variant tiles, pawns; under the
map the score table and a legend with a line for every kind of mark on it.
Portable: the browser page draws with it inside MicroPython;
host_tools/games/broom_service/figure.py is the command line and the docs
figures.

Portrait, so that a phone's 390 px show it at a readable size: the map on
top, the table and legend under it, as wide as the map. Inside a region
nothing is drawn over a tower or over another mark: each mark takes the
first free place near where it belongs (marks of class "mark" with
data-kind name their legend line, data-kind on a "legend" text)."""

import math

from hexbox.core.lines import lookup
from hexbox.core.text import wrap
from hexbox.games import host_words, words
from hexbox.games.broom_service import present
from hexbox.games.broom_service.data import (
    ALL_CLOUDS,
    ENCHANTED_PENALTY,
    HEAVY,
    HILL_TILES,
    STORM_BONUS_VP,
)

LAND_FILL = ("#3f8f3a", "#d9b36c", "#b58ac9", "#9a9a9a", "#5aa9e6", "#c94a4a")
POTION = ("#2fae4e", "#8b3fc1", "#f08a1c")
# in the order of the seats' names (words_<lang>.SEATS): red, blue, green, yellow, white
SEATS = ("#e53935", "#1e88e5", "#43a047", "#fdd835", "#fafafa")
# a cloud's fill by its kind (data.py: heavy, then the storm clouds' kinds)
CLOUD_FILL = ("#ffffff", "#ffe066", "#9fe0ff", "#ffb3d9", "#c8f7c5")
R = 57.7  # hex radius: the reference maps use 100-unit columns, 87-unit rows
TOWER_R = 16  # its VP inside at LABEL_FS, its wands under the VP
OFF_R = 8  # a covered tower's place
PAWN_R = 7
# font sizes in map units; a phone's 390 px show the map at about 0.475: the
# regions' names, the towers' and clouds' labels and the tiles' badges at 17
# units read 8 px high there (a badge holds a short tag, "M1", that its
# legend line explains: a tile's whole name does not fit in its region)
NAME_FS = 17
LABEL_FS = 17
TAG_FS = 17
BADGE_H = TAG_FS + 6  # a tile's badge: its tag with a margin
RING_R = 12  # a stone circle's badge: its letter inside
CLOUD_FS = LABEL_FS  # a cloud's wand cost, inside it
CLOUD_RY = 8  # its box holds its cost's text (20 high)
TEXT_FS = 20  # the table and legend under the map
LINE = 28
CHAR = 0.62  # a character's width, in font sizes (a little over sans-serif's)
WIDE = 0.52  # the same for a legend's line (a wrapped line may run a little short)
FULL = []  # the marks that found no room of their own (a test reads it)
# the legend's order: the towers' marks, the clouds, then the rest as drawn
ORDER = ("tower", "square", "full", "off", "cloud", "storm", "space", "pawn", "river")


def _hex(x, y, r=R):
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 90)
        pts.append("%.1f,%.1f" % (x + r * math.cos(a), y + r * math.sin(a)))
    return " ".join(pts)


def _inside(dx, dy, margin=1):
    """Whether (dx, dy) from a region's centre lies inside its hex, `margin` in."""
    ax = abs(dx)
    return ax <= 50 - margin and abs(dy) <= R - margin - ax * 0.5774


def _meets(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


_CANDIDATES = {}  # (px, py): the offsets in a region, nearest to it first


def _candidates(px, py):
    c = _CANDIDATES.get((px, py))
    if c is None:
        # nearest first, rather sideways than up or down; built by distance
        # rings, not sorted with a key: MicroPython's sort takes seconds over
        # these ties (and is not stable), and the page draws the same map
        rings = {}
        for dy in range(-48, 49, 2):
            for dx in range(-46, 47, 2):
                d = (dx - px) ** 2 + 3 * (dy - py) ** 2
                r = rings.get(d)
                if r is None:
                    rings[d] = [(dx, dy)]
                else:
                    r.append((dx, dy))
        c = []
        for d in sorted(rings):
            c.extend(rings[d])
        _CANDIDATES[(px, py)] = c
    return c


def _place(w, h, x, y, px, py, taken):
    """The centre nearest (x + px, y + py) of a w x h box inside the region
    at (x, y) that meets nothing taken; the box is then taken."""
    hw, hh = w / 2, h / 2
    for dx, dy in _candidates(px, py):
        if not _inside(abs(dx) + hw, abs(dy) + hh):
            continue
        b = (x + dx - hw, y + dy - hh, x + dx + hw, y + dy + hh)
        if not any(_meets(b, t) for t in taken):
            taken.append(b)
            return x + dx, y + dy
    FULL.append((w, h, x, y))  # no room: where it belongs (a test of the map shows it)
    taken.append((x + px - hw, y + py - hh, x + px + hw, y + py + hh))
    return x + px, y + py


def _tower_r(tower):
    """A tower's radius: wider where its wands go under its VP."""
    return TOWER_R + 4 if tower[3] else TOWER_R


def _text_box(text, fs, bold=False):
    return len(text) * fs * (CHAR + (0.03 if bold else 0)) + 2, fs + 2


def _towers_at(g):
    """Each tower's centre: in the region it serves, or on the border or
    corner of the regions it serves."""
    b = g.board
    out = []
    for t in b.towers:
        rs = t[4]
        x = sum(b.xy[r][0] for r in rs) / len(rs)
        y = sum(b.xy[r][1] for r in rs) / len(rs) - (16 if len(rs) == 1 else 0)
        out.append((x, y))
    return out


_STILL = [None, None]  # the key of the map's still part, and its (lines, taken per region)


def _map(g, out, said):
    """The regions, rivers, names, tiles and clouds (the still part: built
    once for its board, clouds, tiles and language, since a page redraws the
    map after every action), then the witches in the room left, then the
    towers on top."""
    b = g.board
    key = (id(b), b.name, b.n, len(b.towers), tuple(g.clouds), tuple(g.mtile), tuple(g.ftile),
           tuple(g.htile), tuple(g.tower_off), said.MAP_TITLE, words("broom_service").LANDS)
    if _STILL[0] != key:
        _STILL[0] = key
        _STILL[1] = _still(g, said)
    lines, taken_in = _STILL[1]
    out.extend(lines)
    for r, (x, y) in enumerate(b.xy):
        pawns = [s for s in range(g.players) for p in g.pawns[s] if p == r]
        if pawns:
            taken = list(taken_in[r])
            per = min(len(pawns), 6)
            rows = (len(pawns) + 5) // 6
            w, h = per * (2 * PAWN_R + 2), rows * (2 * PAWN_R + 2)
            cx, cy = _place(w, h, x, y, 0, 2, taken)
            for k, s in enumerate(pawns):
                px = cx - w / 2 + PAWN_R + 1 + (k % 6) * (2 * PAWN_R + 2)
                py = cy - h / 2 + PAWN_R + 1 + (k // 6) * (2 * PAWN_R + 2)
                out.append('<circle class="mark" data-kind="pawn" cx="%.1f" cy="%.1f" r="%d" '
                           'fill="%s" stroke="#333" stroke-width="1.5"/>'
                           % (px, py, PAWN_R, SEATS[s]))
    _towers(g, out, _towers_at(g), said)


def _still(g, said):
    b = g.board
    out = []
    back = b.name == "back"
    for i, (x, y) in enumerate(b.xy):
        land = b.land[i]
        fill = LAND_FILL[land] if not (land == 5 and back) else "#7b4bb0"
        out.append('<polygon points="%s" fill="%s" stroke="#555" stroke-width="1"/>'
                   % (_hex(x, y), fill))
    # rivers: grid neighbours that do not share a border
    for i, (x, y) in enumerate(b.xy):
        for j, (u, v) in enumerate(b.xy):
            # (no math.hypot on MicroPython)
            if (
                j > i
                and abs(math.sqrt((u - x) ** 2 + (v - y) ** 2) - 100) < 2
                and j not in b.adj[i]
            ):
                mx, my = (x + u) / 2, (y + v) / 2
                dx, dy = (v - y) / 100 * 28, -(u - x) / 100 * 28
                out.append('<line class="mark" data-kind="river" x1="%.1f" y1="%.1f" x2="%.1f" '
                           'y2="%.1f" stroke="#2a7fd4" stroke-width="6"/>'
                           % (mx - dx, my - dy, mx + dx, my + dy))
    tower_boxes = []
    for t, (x, y) in enumerate(_towers_at(g)):
        r = (OFF_R if g.tower_off[t] else _tower_r(b.towers[t])) + 1
        tower_boxes.append((x - r, y - r, x + r, y + r))
    clouds, tags = _clouds_and_tags(g, said)
    taken_in = []
    for r, (x, y) in enumerate(b.xy):
        taken = [t for t in tower_boxes if abs(t[0] - x) < 80 and abs(t[1] - y) < 90]
        taken_in.append(taken)
        name = present.region_name(g, r)
        w, h = _text_box(name, NAME_FS)
        cx, cy = _place(w, h, x, y, 0, -36, taken)
        out.append('<text class="region" x="%.1f" y="%.1f" text-anchor="middle" '
                   'dominant-baseline="central" fill="#111" font-size="%d">%s</text>'
                   % (cx, cy, NAME_FS, name))
        for kind, text in tags.get(r, ()):
            _badge(kind, text, x, y, taken, out)
        for k, (kind, text) in enumerate(clouds.get(r, ())):
            dx = -17 + 34 * k if len(clouds[r]) > 1 else 0
            cx, cy = _place(30, 2 * CLOUD_RY + 4, x, y, dx, 20, taken)
            if kind is None:
                out.append('<ellipse class="mark" data-kind="space" cx="%.1f" cy="%.1f" rx="14" '
                           'ry="%d" fill="none" stroke="#fff" stroke-width="1.5" '
                           'stroke-dasharray="3,2"/>' % (cx, cy, CLOUD_RY))
                continue
            out.append('<ellipse class="mark" data-kind="%s" cx="%.1f" cy="%.1f" rx="14" ry="%d" '
                       'fill="%s" %s/>' % (kind, cx, cy, CLOUD_RY, _cloud_fill(kind),
                                           _cloud_stroke(kind)))
            out.append('<text class="label cost" x="%.1f" y="%.1f" text-anchor="middle" '
                       'dominant-baseline="central" font-size="%d">%s</text>'
                       % (cx, cy, CLOUD_FS, text))
    return out, taken_in


def _badge(kind, text, x, y, taken, out):
    """A tile's tag on a white badge (a stone circle's letter on a grey
    ring), in the first free place low in its region (x, y)."""
    if kind == "circle":
        w = h = 2 * RING_R + 2
    else:
        w, h = len(text) * TAG_FS * 0.6 + 6, BADGE_H  # bold letters and digits, 0.6 em at most
    cx, cy = _place(w, h, x, y, 0, 40, taken)
    if kind == "circle":
        out.append('<circle class="mark" data-kind="circle" cx="%.1f" cy="%.1f" r="%d" '
                   'fill="#e0e0e0" stroke="#444" stroke-width="2.5"/>' % (cx, cy, RING_R))
    else:
        out.append('<rect class="mark" data-kind="%s" x="%.1f" y="%.1f" width="%.1f" '
                   'height="%d" rx="4" fill="#fff" stroke="#000" stroke-width="1.5"/>'
                   % (kind, cx - w / 2 + 1, cy - h / 2 + 1, w - 2, h - 2))
    out.append('<text class="label tag" x="%.1f" y="%.1f" text-anchor="middle" '
               'dominant-baseline="central" font-size="%d" font-weight="bold" fill="#000">%s</text>'
               % (cx, cy, TAG_FS, text))


def _cloud_fill(kind):
    return CLOUD_FILL[int(kind.split("-")[0][5:] or 0)] if kind != "cloud" else CLOUD_FILL[0]


def _cloud_stroke(kind):
    """A potions storm cloud is ringed in its potion's colour."""
    if "-" in kind:
        return 'stroke="%s" stroke-width="3"' % POTION[ALL_CLOUDS[int(kind.split("-")[1])][3]]
    return 'stroke="#333"'


def _cloud_kind(tile):
    """A cloud tile's legend kind: "cloud" (a heavy one), "storm1".."storm3",
    and "storm4-<tile>" (the potions storm clouds, each its own line)."""
    kind = ALL_CLOUDS[tile][0]
    if kind == HEAVY:
        return "cloud"
    if ALL_CLOUDS[tile][3] >= 0:
        return "storm%d-%d" % (kind, tile)
    return "storm%d" % kind


def _clouds_and_tags(g, said):
    """Per region: its clouds [(legend kind or None for an empty space,
    label)] and its tiles' badges [(legend kind, tag)]."""
    b = g.board
    clouds = {}
    for s, r in enumerate(b.cloud_spaces):
        tile = g.clouds[s]
        clouds.setdefault(r, []).append(
            (None, "") if tile < 0 else (_cloud_kind(tile), str(ALL_CLOUDS[tile][1])))
    mountain, forest, turbo, circle = said.MAP_TAGS
    tags = {}
    for i, (r, _) in enumerate(b.mountain_spaces):
        if i < len(g.mtile):
            k = g.mtile[i]
            tags.setdefault(r, []).append(("m%d" % k, mountain % (k + 1)))
    for i, r in enumerate(b.forest_spaces):
        if i < len(g.ftile) and g.ftile[i] >= 0:
            k = g.ftile[i]
            tags.setdefault(r, []).append(("f%d" % k, forest % (k + 1)))
    for i, r in enumerate(b.hill_spaces):
        if i < len(g.htile):
            t = HILL_TILES[g.htile[i]]
            if t[0] < 0:
                tags.setdefault(r, []).append(("horange", said.HILL_ORANGE[0]))
            else:
                pair = "ABCD"[t[0]] + "ABCD"[t[1]]
                tags.setdefault(r, []).append(("h" + pair, turbo % (pair[0], pair[1])))
    for k, r in enumerate(b.circles):
        tags.setdefault(r, []).append(("circle", circle % "ABCD"[k]))
    return clouds, tags


def _towers(g, out, towers, said):
    """Last, so that nothing is drawn over them: their VP and wands inside."""
    b = g.board
    for t, (col, shape, vp, wands, _) in enumerate(b.towers):
        x, y = towers[t]
        if g.tower_off[t]:
            # under a mountain tile: no tower any more, only where it stood
            out.append('<circle class="mark" data-kind="off" cx="%.1f" cy="%.1f" r="%d" '
                       'fill="#bbb" stroke="#555"/>' % (x, y, OFF_R))
            out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000" '
                       'stroke-width="3"/>' % (x - OFF_R, y - OFF_R, x + OFF_R, y + OFF_R))
            continue
        kind = "square" if shape else "tower"
        tr = _tower_r(b.towers[t])
        if shape == 0:
            out.append('<circle class="mark tower" data-kind="%s" cx="%.1f" cy="%.1f" r="%d" '
                       'fill="%s" stroke="#000"/>' % (kind, x, y, tr, POTION[col]))
        else:
            out.append('<rect class="mark tower" data-kind="%s" x="%.1f" y="%.1f" width="%d" '
                       'height="%d" fill="%s" stroke="#000"/>'
                       % (kind, x - tr + 1, y - tr + 1, 2 * tr - 2, 2 * tr - 2, POTION[col]))
        if wands:  # the VP over the wands, each a line of its own inside the tower
            out.append('<text class="label" x="%.1f" y="%.1f" text-anchor="middle" '
                       'font-size="%d" fill="#fff"><tspan x="%.1f" y="%.1f">%d</tspan>'
                       '<tspan x="%.1f" y="%.1f">%s</tspan></text>'
                       % (x, y, LABEL_FS, x, y - 2, vp, x, y + LABEL_FS - 4,
                          said.MAP_WANDS % wands))
        else:
            out.append('<text class="label" x="%.1f" y="%.1f" text-anchor="middle" '
                       'dominant-baseline="central" font-size="%d" fill="#fff">%d</text>'
                       % (x, y, LABEL_FS, vp))
        if g.tower_full[t]:
            d = tr * 0.72
            out.append('<circle class="mark part" data-kind="full" cx="%.1f" cy="%.1f" r="5" '
                       'fill="#000" stroke="#fff"/>' % (x + d, y - d))


def _kinds(g, out):
    kinds = []
    for line in out:
        at = line.find('data-kind="')
        if at >= 0 and 'class="mark' in line:
            k = line[at + 11:line.index('"', at + 11)]
            if k not in kinds:
                kinds.append(k)
    return kinds


def _sample(kind, x, y, out):
    """A small copy of the mark beside its legend line (y its middle)."""
    if kind in ("tower", "square"):
        if kind == "tower":
            out.append('<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#000"/>'
                       % (x + 14, y, TOWER_R - 2, POTION[1]))
        else:
            out.append('<rect x="%d" y="%d" width="22" height="22" fill="%s" stroke="#000"/>'
                       % (x + 3, y - 11, POTION[1]))
    elif kind == "full":
        out.append('<circle cx="%d" cy="%d" r="5" fill="#000"/>' % (x + 14, y))
    elif kind == "off":
        out.append('<circle cx="%d" cy="%d" r="%d" fill="#bbb" stroke="#555"/>'
                   % (x + 14, y, OFF_R))
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="3"/>'
                   % (x + 14 - OFF_R, y - OFF_R, x + 14 + OFF_R, y + OFF_R))
    elif kind == "river":
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#2a7fd4" stroke-width="6"/>'
                   % (x + 14, y - 12, x + 14, y + 12))
    elif kind == "pawn":
        out.append('<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#333" stroke-width="1.5"/>'
                   % (x + 14, y, PAWN_R, SEATS[0]))
    elif kind == "space":
        out.append('<rect x="%d" y="%d" width="32" height="22" fill="%s"/>'
                   % (x - 2, y - 11, LAND_FILL[0]))
        out.append('<ellipse cx="%d" cy="%d" rx="14" ry="8" fill="none" stroke="#fff" '
                   'stroke-width="1.5" stroke-dasharray="3,2"/>' % (x + 14, y))
    elif kind == "circle":
        out.append('<circle cx="%d" cy="%d" r="%d" fill="#e0e0e0" stroke="#444" '
                   'stroke-width="2.5"/>' % (x + 14, y, RING_R - 2))
    elif kind[0] in "mfh" and (kind[1:].isdigit() or kind == "horange" or len(kind) == 3):
        # a tile's badge, empty: its tag begins the line
        out.append('<rect x="%d" y="%d" width="30" height="20" rx="4" fill="#fff" stroke="#000" '
                   'stroke-width="1.5"/>' % (x - 1, y - 10))
    elif kind == "cloud" or kind.startswith("storm"):
        out.append('<ellipse cx="%d" cy="%d" rx="14" ry="8" fill="%s" %s/>'
                   % (x + 14, y, _cloud_fill(kind), _cloud_stroke(kind)))


def _says(g, kind, said):
    """The legend line of a kind of mark."""
    if kind.startswith("storm"):
        k = int(kind.split("-")[0][5:])
        text = said.MAP_STORM[k - 1]
        if "-" in kind:
            tile = ALL_CLOUDS[int(kind.split("-")[1])]
            return text % (tile[5], tile[4], words("broom_service").RESOURCES[tile[3]])
        return text % STORM_BONUS_VP if "%" in text else text
    if kind[0] in "mf" and kind[1:].isdigit():
        k = int(kind[1:])
        tags = said.MOUNTAIN_TAGS if kind[0] == "m" else said.FOREST_TAGS
        return "%s: %s" % (said.MAP_TAGS[0 if kind[0] == "m" else 1] % (k + 1), tags[k])
    if kind == "horange":
        return said.HILL_ORANGE[0] + ": " + said.HILL_ORANGE[1]
    if kind[0] == "h" and len(kind) == 3:
        return "%s: %s" % (said.MAP_TAGS[2] % (kind[1], kind[2]),
                           said.HILL_TURBO % (kind[1], kind[2]))
    return lookup(said.MAP_LEGEND, kind, kind)


def _legend(g, marks, out, x, y, width, said):
    """A line for each kind of mark on the map (its SVG lines `marks`),
    each beside a sample; the regions' letters; the round's enchanted roles
    as the OLED names them."""
    per_line = int((width - 50) / (TEXT_FS * WIDE))
    kinds = _kinds(g, marks)
    first = [k for o in ORDER for k in kinds if k.split("-")[0].rstrip("1234") == o]
    for kind in first + sorted(k for k in kinds if k not in first):
        rows = wrap(_says(g, kind, said), per_line)
        _sample(kind, x, y - 6, out)
        for row in rows:
            out.append('<text class="legend" data-kind="%s" x="%d" y="%d" font-size="%d">%s</text>'
                       % (kind, x + 40, y, TEXT_FS, row))
            y += LINE
    # the regions' letters, as the menus name the regions ("Witch 1 to F12")
    for row in wrap(host_words("broom_service").VIEW[3], int(width / (TEXT_FS * WIDE))):
        out.append('<text class="legend" data-kind="region" x="%d" y="%d" font-size="%d">%s</text>'
                   % (x, y, TEXT_FS, row))
        y += LINE
    if g.ench:
        roles = ", ".join(words("broom_service").ROLES[r] for r in g.ench)
        for row in wrap(said.MAP_ENCHANTED % (ENCHANTED_PENALTY, roles),
                        int(width / (TEXT_FS * WIDE))):
            out.append('<text class="legend" data-kind="enchanted" x="%d" y="%d" '
                       'font-size="%d">%s</text>' % (x, y, TEXT_FS, row))
            y += LINE
    return y


def render(g):
    """The whole picture of game `g` as SVG text."""
    b = g.board
    said = host_words("broom_service")
    w = max(x for x, _ in b.xy) + 70
    h = max(y for _, y in b.xy) + 70
    body = []
    _map(g, body, said)
    px, y = 20, h + 30
    ev = words("broom_service").EVENTS[g.event] if g.event >= 0 else "-"  # as the OLED says it
    top = ['<text x="%d" y="%d" font-size="26" font-weight="bold">%s</text>'
           % (px, y, said.MAP_TITLE % lookup(said.MAP_SIDES, b.name, b.name)),
           '<text x="%d" y="%d" font-size="%d">%s</text>'
           % (px, y + 34, TEXT_FS, said.MAP_ROUND % (present.round_shown(g.round), ev))]
    y += 72
    col = (w - px - 110) // 6
    for c, name in enumerate(said.MAP_HEADS):
        top.append('<text x="%d" y="%d" font-size="%d" font-weight="bold">%s</text>'
                   % (px + 24 if c == 0 else px + 110 + col * (c - 1), y, TEXT_FS - 2, name))
    names = words("broom_service").SEATS  # as the OLED names the seats
    for s in range(g.players):
        y += LINE
        r = g.res[s]
        top.append('<circle cx="%d" cy="%d" r="8" fill="%s" stroke="#333"/>'
                   % (px + 8, y - 6, SEATS[s]))
        top.append('<text x="%d" y="%d" class="seat" font-size="%d">%s</text>'
                   % (px + 24, y, TEXT_FS, names[s]))
        for c, v in enumerate((g.vp[s], r[0], r[1], r[2], r[3], len(g.won[s]))):
            top.append('<text x="%d" y="%d" class="score" font-size="%d">%d</text>'
                       % (px + 110 + col * c, y, TEXT_FS, v))
    if g.over:
        y += LINE
        winners = ", ".join(names[s] for s in g.result["winners"])
        top.append('<text x="%d" y="%d" font-size="%d" font-weight="bold">%s</text>'
                   % (px, y, TEXT_FS, said.MAP_WINNERS % winners))
    legend = []
    y = _legend(g, body, legend, px, y + LINE + 14, w - px, said)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="tall" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (w, y),
           '<rect width="100%" height="100%" fill="#f7f3e8"/>']
    out += ['<g class="map">'] + body + ["</g>"] + top + legend
    out.append("</svg>")
    return "\n".join(out) + "\n"


def table(game):
    """The map of a game in play."""
    return render(game)
