# What the players read of Techno Witches: action labels, event lines,
# status rows and, after a flight, the top view of the table on the OLED
# (games/CONTRACT.md, "Presentation"). The table is open: nothing is hidden.
# After each flight the players set their pieces to what the box shows.

from hexbox.core import lines
from hexbox.core.text import wrap

from . import data, layout, pieces

# assumed: the seats are called by their flyers' colours
SEATS = ("Violet", "Green", "Red", "Blue")
_SIDE = {"L": "left", "R": "right"}
# the 16 start headings as compass points, counter-clockwise from east
# (east = to the right along the players' side, north = away from them)
_COMPASS = ("E", "ENE", "NE", "NNE", "N", "NNW", "NW", "WNW",
            "W", "WSW", "SW", "SSW", "S", "SSE", "SE", "ESE")
_MAP_W = 96  # OLED pixels of the top view: 1 px = 12.5 mm of the 1200 x 800 table
_MAP_H = 64



def seat_name(game, seat):
    if seat < 0:
        return "Wolkenschreck"
    return SEATS[seat] if seat < len(SEATS) else "P%d" % (seat + 1)


def place(loc):
    """A start or restart location: a house or a castle by name."""
    if loc[0] == "h":
        return "House %s" % loc[1:]
    return data.CASTLE_NAMES[int(loc[1:])]


def _thing(name):
    """What a flight touched, by its obstacle id."""
    if name[0] == "c":
        return data.CASTLE_NAMES[int(name[1:])]
    if name[0] == "h":
        return "House %s" % name[1:]
    if name[0] == "e":
        return "the table edge"
    if name == "cat":
        return "the cat"
    if name in ("wf", "wt"):
        return "Wolkenschreck"
    if name[0] == "f":
        return "%s flyer" % SEATS[int(name[1:])]
    if name[0] == "t":
        return "%s tail" % SEATS[int(name[1:])]
    if name[0] == "l":
        return "the circle line"
    return name


def label(game, action):
    k = action[0]
    if k == "curve":
        return "Curve %d %s" % (action[1], _SIDE[action[2]])
    if k == "back":
        return "Back %d %s" % (action[1], _SIDE[action[2]])
    if k == "start":
        return "At %s" % place(action[1])
    if k == "face":
        return "Facing %s" % _COMPASS[action[1] % 16]
    if k == "fly":
        return "Take off!"
    if k == "hover":
        return "Hover, keep book"
    if k == "crash":
        return "Crash"
    if k == "pass":
        return "Pass"
    if k == "restart":
        return "Restart %s" % place(action[1])[:8]
    if k == "offer":
        return "Offer %s" % place(action[1])[:10]
    if k == "pick":
        return "Pick %s" % place(action[1])[:11]
    if k == "vote":
        return "Vote %s" % place(action[1])
    if k == "land":
        return "Land %s" % place(action[1])
    if k == "wturn":
        return "He turns %s" % _SIDE[action[1]]
    return k


def group(game, action):
    """The curve first, then its side."""
    if action[0] == "curve":
        return "Curve %d" % action[1]
    if action[0] == "back":
        return "Backward curve"
    return None


def prompt(game):
    g = game
    s = g.current
    who = seat_name(g, s)
    if g.over:
        return "Game over"
    if g.pending:
        kind = g.pending[0][0]
        return {"start": "%s: start at" % who, "face": "%s: facing" % who,
                "hover": "%s: hover?" % who, "restart": "%s: restart" % who,
                "offer": "%s: offer" % who, "pick": "%s: pick" % who,
                "vote": "%s: vote" % who, "land": "%s: land at" % who,
                "wturn": "%s: his turn" % who}.get(kind, who)
    n = len(g.books[s])
    return "%s: book %d/5" % (who, n)


def _pose(x, y, deg):
    """Where to set a flyer: x, y of the flyer-tail joint in mm from the
    table's lower left corner, heading in degrees counter-clockwise from +x."""
    return "%d,%d h%d" % (x, y, deg)


def _at(game, loc):
    return place(loc)


# event lines a table can give (hexbox.core.lines); line() writes the rest
_LINES = (
    ("curve", "%s: curve %d %s", "s13d4"),
    ("back", "%s: backward %d %s", "s12d3"),
    ("takeoff", "%s takes off", "s1"),
    ("curve_flown", "Curve %d %s flown", "3d4"),
    ("backward_flown", "Backward %d %s flown", "2d3"),
    ("hover", "%s hovers", "s1"),
    ("cat_touched", "%s touches the cat", "s1"),
    ("cat_caught", "%s caught the cat!", "s1"),
    ("cat_stolen", "%s steals the cat", "s1"),
    ("cat_home", "%s brought the cat home", "s1"),
    ("ram", "%s rams %s!", "s1s2"),
    ("point", "%s: point! (%d)", "s12"),
    ("gap_passed", "%s: through the gap", "s1"),
    ("gap_back", "%s: back through the gap", "s1"),
    ("around_castle", "%s: round %s", "s1c2"),
    ("around_back", "%s: back round %s", "s1c2"),
    ("line_crossed", "%s: back over the line", "s1"),
    ("vote", "%s votes %s", "s1a2"),
    ("marker", "%s lands at %s", "s1a2"),
    ("landed_home", "%s home at %s!", "s1a2"),
    ("wolkenschreck_rammed", "%s rams Wolkenschreck", "s1"),
    ("wolkenschreck_curve", "Wolkenschreck: curve %d %s", "1d2"),
    ("wolkenschreck_touch", "Wolkenschreck hits %s", "s1"),
    ("vanish", "%s vanishes!", "c1"),
    ("wolkenschreck_stops", "Wolkenschreck stops", ""),
    ("wolkenschreck_wins", "Wolkenschreck wins!", ""),
    ("pass", "%s passes", "s1"),
    ("game_over", "Game over", ""),
)
_NAMES = (("a", _at), ("c", data.CASTLE_NAMES), ("d", _SIDE), ("s", seat_name))  # the letters of _LINES (hexbox.core.lines)
_SOUNDS = (("crash", "contact"), ("ram", "contact"), ("wolkenschreck_touch", "contact"),
           ("vanish", "contact"), ("point", "click"), ("cat_caught", "click"),
           ("landed_home", "click"), ("game_over", "win"))


def line(game, event, viewer=-1):
    g = game
    k = event[0]
    if k == "start":
        return "%s at %s, %s" % (seat_name(g, event[1]), place(event[2])[:12], _COMPASS[event[3] % 16])
    if k == "crash":
        return "CRASH into %s" % _thing(event[2])[:17]
    if k == "landed":
        return "%s lands: %s" % (seat_name(g, event[1]), _pose(event[2], event[3], event[4]))
    if k == "restart":
        return "%s restarts at %s" % (seat_name(g, event[1]), place(event[2])[:10])
    if k == "round_limit":  # the safety net's round count, not the event's
        return "Dawn after %d rounds" % data.MAX_ROUNDS
    return lines.line(_LINES, event, g, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return False  # an open table


def status(game, seat):
    """Whose turn, then every flyer: where it stands (mm, degrees), its book."""
    g = game
    v = g.view(seat)
    rows = [prompt(g)]
    if g.adventure == data.QUADDATSCH:
        rows.append("points " + " ".join(str(p) for p in v["points"]))
    for s in range(g.players):
        rows.append(seat_name(g, s))
        p = v["poses"][s]
        if p is None:
            rows.append(" off the table")
        else:
            rows.append(" " + _pose(pieces.to_mm(p[0]), pieces.to_mm(p[1]), p[2] * 360 // pieces.TURN))
        book = " ".join("%d%s" % (c[0], c[1]) for c in v["books"][s])
        if v["backs"][s] is not None:
            book += " b%d%s" % (v["backs"][s][0], v["backs"][s][1])
        for r in wrap("book " + (book or "-"), 15):
            rows.append(" " + r)
    return rows


def result(game):
    r = game.result or {}
    w = r.get("winners") or []
    if w:
        return ["Game over", "Winner:"] + [" " + seat_name(game, s) for s in w]
    return ["Game over", str(r.get("reason", "no winner"))[:16]]


# --- the top view on the OLED ------------------------------------------------------
def _px(x, y):
    """Table units (1/16 mm) to OLED pixels, y up on the table, down on screen."""
    return (pieces.to_mm(x) * _MAP_W // data.TABLE_W,
            _MAP_H - 1 - pieces.to_mm(y) * _MAP_H // data.TABLE_H)


def picture(game, fb, events):
    """After a flight: draw the table (castles, houses, flyers, the path
    flown, the crash point) on a framebuf, with the outcome beside it.
    True when there was a flight among the events."""
    if not any(e[0] == "takeoff" for e in events):
        return False
    g = game
    adv = g.adventure
    fb.fill(0)
    fb.rect(0, 0, _MAP_W, _MAP_H, 1)
    for n in g.castles:
        x, y = layout.castle_xy(adv, n)
        r = max(data.CASTLE_RADIUS[n] * _MAP_W // data.TABLE_W, 1)
        cx, cy = x * _MAP_W // data.TABLE_W, _MAP_H - 1 - y * _MAP_H // data.TABLE_H
        fb.ellipse(cx, cy, r, r, 1)
    for name in layout.house_names(adv, g.players):
        x, y = layout.house_xy(adv, g.players, name)
        fb.fill_rect(x * _MAP_W // data.TABLE_W - 2, _MAP_H - 3 - y * _MAP_H // data.TABLE_H, 4, 4, 1)
    for s in range(g.players):
        p = g.poses[s]
        if p is not None:
            _unit(fb, p)
    if g.wk is not None:
        _unit(fb, g.wk)
    lf = g.last_flight
    if lf is not None:
        for x, y, h, shape, side, forward, ok in lf["pieces"]:
            ex, ey, _ = pieces.curve_end((x, y, h), shape, side == "L", forward)
            x0, y0 = _px(x, y)
            x1, y1 = _px(ex, ey)
            fb.line(x0, y0, x1, y1, 1)
            if not ok:
                fb.line(x1 - 3, y1 - 3, x1 + 3, y1 + 3, 1)
                fb.line(x1 - 3, y1 + 3, x1 + 3, y1 - 3, 1)
    rows = outcome(g, events)
    for i in range(len(rows)):
        fb.text(rows[i][:4], _MAP_W, i * 10, 1)
    return True


def _unit(fb, pose):
    x, y, h = pose
    tx, ty = pieces.ahead(x, y, h, pieces.mm(data.FLYER_LEN))
    bx, by = pieces.ahead(x, y, h, -pieces.mm(data.TAIL_LEN))
    x0, y0 = _px(bx, by)
    x1, y1 = _px(tx, ty)
    fb.line(x0, y0, x1, y1, 1)
    fb.fill_rect(x1 - 1, y1 - 1, 3, 3, 1)


def outcome(game, events):
    """Four-letter words for the flight beside the top view."""
    out = []
    for e in events:
        k = e[0]
        w = {"crash": "CRSH", "ram": "RAM!", "cat_caught": "CAT!", "point": "PNT!",
             "vanish": "VAN.", "hover": "HOVR", "cat_home": "HOME",
             "landed_home": "HOME", "wolkenschreck_touch": "WK!"}.get(k)
        if w is not None and w not in out:
            out.append(w)
    if not out:
        out.append("OK")
    return out
