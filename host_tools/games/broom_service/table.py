"""SVG picture of a Broom Service game: the map (regions by landscape, rivers,
castles), cloud spaces with their wand cost, towers (colour, shape, VP, wands,
occupied), variant tiles, pawns and the score table. Portable: the browser
page draws with it inside MicroPython; host_tools/games/broom_service/figure.py is the
command line and the docs figures."""

import math

from hexbox.core.lines import lookup
from hexbox.games import host_words, words
from hexbox.games.broom_service import present
from hexbox.games.broom_service.data import (
    ALL_CLOUDS,
    ENCHANTED_PENALTY,
    HEAVY,
    HILL_TILES,
)

LAND_FILL = ("#3f8f3a", "#d9b36c", "#b58ac9", "#9a9a9a", "#5aa9e6", "#c94a4a")
POTION = ("#2fae4e", "#8b3fc1", "#f08a1c")
# in the order of the seats' names (words_<lang>.SEATS): red, blue, green, yellow, white
SEATS = ("#e53935", "#1e88e5", "#43a047", "#fdd835", "#fafafa")
R = 57.7  # hex radius: the reference maps use 100-unit columns, 87-unit rows


def _hex(x, y, r=R):
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 90)
        pts.append("%.1f,%.1f" % (x + r * math.cos(a), y + r * math.sin(a)))
    return " ".join(pts)


def _regions(g, out):
    b = g.board
    back = b.name == "back"
    for i, (x, y) in enumerate(b.xy):
        land = b.land[i]
        fill = LAND_FILL[land] if not (land == 5 and back) else "#7b4bb0"
        out.append('<polygon points="%s" fill="%s" stroke="#555" stroke-width="1"/>'
                   % (_hex(x, y), fill))
        out.append('<text x="%d" y="%d" fill="#222" font-size="9">%s</text>'
                   % (x - 12, y - 38, b.names[i]))
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
                out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#2a7fd4" '
                           'stroke-width="6"/>' % (mx - dx, my - dy, mx + dx, my + dy))


def _clouds(g, out):
    b = g.board
    per = {}
    for s, r in enumerate(b.cloud_spaces):
        k = per.get(r, 0)
        per[r] = k + 1
        x, y = b.xy[r]
        cx, cy = x - 18 + 36 * k, y + 22
        tile = g.clouds[s]
        if tile < 0:
            out.append('<ellipse cx="%d" cy="%d" rx="15" ry="9" fill="none" stroke="#fff" '
                       'stroke-dasharray="3,2"/>' % (cx, cy))
            continue
        kind, cost = ALL_CLOUDS[tile][:2]
        col = "#ffffff" if kind == HEAVY else "#bfe6ff"
        out.append('<ellipse cx="%d" cy="%d" rx="15" ry="9" fill="%s" stroke="#333"/>'
                   % (cx, cy, col))
        out.append('<text x="%d" y="%d" text-anchor="middle" font-size="9">%d%s</text>'
                   % (cx, cy + 3, cost, "" if kind == HEAVY else "S"))


def _towers(g, out):
    b = g.board
    wand = host_words("broom_service").PICTURE[4]
    for t, (col, shape, vp, wands, rs) in enumerate(b.towers):
        x = sum(b.xy[r][0] for r in rs) / len(rs)
        y = sum(b.xy[r][1] for r in rs) / len(rs) - (20 if len(rs) == 1 else 0)
        if shape == 0:
            out.append('<circle cx="%.1f" cy="%.1f" r="10" fill="%s" stroke="#000"/>'
                       % (x, y, POTION[col]))
        else:
            out.append('<rect x="%.1f" y="%.1f" width="20" height="20" fill="%s" '
                       'stroke="#000"/>' % (x - 10, y - 10, POTION[col]))
        label = str(vp) + (wand % wands if wands else "")
        out.append('<text x="%.1f" y="%.1f" text-anchor="middle" font-size="9" fill="#fff">'
                   '%s</text>' % (x, y + 3, label))
        if g.tower_full[t]:
            out.append('<circle cx="%.1f" cy="%.1f" r="4" fill="#000"/>' % (x + 9, y - 9))
        if g.tower_off[t]:
            out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000" '
                       'stroke-width="3"/>' % (x - 12, y - 12, x + 12, y + 12))


def _tiles(g, out):
    b = g.board
    said = host_words("broom_service").PICTURE
    mountain, forest, hill, circle = said[5]
    tags = []
    for i, (r, _) in enumerate(b.mountain_spaces):
        if i < len(g.mtile):
            tags.append((r, mountain + said[6][g.mtile[i]]))
    for i, r in enumerate(b.forest_spaces):
        if i < len(g.ftile) and g.ftile[i] >= 0:
            tags.append((r, forest + said[7][g.ftile[i]]))
    for i, r in enumerate(b.hill_spaces):
        if i < len(g.htile):
            t = HILL_TILES[g.htile[i]]
            tags.append((r, hill + ("orange7" if t[0] < 0 else "ABCD"[t[0]] + "ABCD"[t[1]])))
    for k, r in enumerate(b.circles):
        tags.append((r, circle % "ABCD"[k]))
    for r, text in tags:
        x, y = b.xy[r]
        out.append('<text x="%d" y="%d" font-size="9" font-weight="bold" fill="#000">%s</text>'
                   % (x - 25, y + 45, text))


def _legend(g, out, x, y, said):
    """What the marks mean, each beside a sample, and the round's enchanted
    roles as the OLED names them."""
    tower, square, full, cloud, enchanted = said
    out.append('<circle cx="%d" cy="%d" r="8" fill="%s" stroke="#000"/>' % (x + 8, y, POTION[1]))
    out.append('<rect x="%d" y="%d" width="16" height="16" fill="%s" stroke="#000"/>'
               % (x, y + 12, POTION[1]))
    out.append('<circle cx="%d" cy="%d" r="4" fill="#000"/>' % (x + 8, y + 42))
    out.append('<ellipse cx="%d" cy="%d" rx="12" ry="7" fill="#ffffff" stroke="#333"/>'
               % (x + 8, y + 62))
    for k, text in enumerate((tower, square, full, cloud)):
        out.append('<text x="%d" y="%d" class="legend">%s</text>' % (x + 26, y + 4 + 20 * k, text))
    # the regions' letters, as the menus name the regions ("Witch 1 to F12")
    out.append('<text x="%d" y="%d" class="legend">%s</text>'
               % (x, y + 92, host_words("broom_service").VIEW[3]))
    y += 112
    if g.ench:
        roles = ", ".join(words("broom_service").ROLES[r] for r in g.ench)
        out.append('<text x="%d" y="%d" class="legend">%s</text>'
                   % (x, y, enchanted % (ENCHANTED_PENALTY, roles)))
        y += 20
    # the marks only some maps have: a covered tower, the variants' tiles
    covered, tiles, hill = host_words("broom_service").PICTURE[10]
    if any(g.tower_off):
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="3"/>'
                   % (x, y - 10, x + 16, y + 2))
        out.append('<text x="%d" y="%d" class="legend">%s</text>' % (x + 26, y, covered))
        y += 20
    if g.mtile or g.ftile:
        out.append('<text x="%d" y="%d" class="legend">%s</text>' % (x, y, tiles))
        y += 20
    if g.htile:
        out.append('<text x="%d" y="%d" class="legend">%s</text>' % (x, y, hill))


def render(g):
    """The whole picture of game `g` as SVG text."""
    b = g.board
    w = max(x for x, _ in b.xy) + 80
    h = max(y for _, y in b.xy) + 80
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (w + 330 + 10, max(h, 360)),
           '<rect width="100%" height="100%" fill="#f7f3e8"/>']
    _regions(g, out)
    _clouds(g, out)
    _towers(g, out)
    _tiles(g, out)
    for s in range(g.players):
        for k, r in enumerate(g.pawns[s]):
            x, y = b.xy[r]
            out.append('<circle cx="%d" cy="%d" r="6" fill="%s" stroke="#333" '
                       'stroke-width="1.5"/>' % (x - 24 + 10 * s, y - 6 + 10 * k, SEATS[s]))
    px = w + 10
    ev = words("broom_service").EVENTS[g.event] if g.event >= 0 else "-"  # as the OLED says it
    said = host_words("broom_service").PICTURE
    out.append('<text x="%d" y="24" font-size="14" font-weight="bold">%s</text>'
               % (px, said[0] % lookup(said[8], b.name, b.name)))
    out.append('<text x="%d" y="44">%s</text>' % (px, said[1] % (present.round_shown(g.round), ev)))
    for c, name in enumerate(said[2]):
        out.append('<text x="%d" y="62" font-weight="bold">%s</text>' % (px + 18 + 42 * c, name))
    names = words("broom_service").SEATS  # as the OLED names the seats
    for s in range(g.players):
        y = 82 + 20 * s
        r = g.res[s]
        out.append('<circle cx="%d" cy="%d" r="6" fill="%s" stroke="#333"/>'
                   % (px + 6, y - 4, SEATS[s]))
        out.append('<text x="%d" y="%d" class="seat">%s</text>' % (px + 18, y, names[s]))
        for c, v in enumerate((g.vp[s], r[0], r[1], r[2], r[3], len(g.won[s]))):
            out.append('<text x="%d" y="%d" class="score">%d</text>' % (px + 60 + 42 * c, y, v))
    if g.over:
        winners = ", ".join(names[s] for s in g.result["winners"])
        out.append('<text x="%d" y="%d" font-weight="bold">%s</text>'
                   % (px, 100 + 20 * g.players, said[3] % winners))
    _legend(g, out, px, 130 + 20 * g.players, said[9])
    out.append("</svg>")
    return "\n".join(out) + "\n"


def table(game):
    """The map of a game in play."""
    return render(game)

