# What the players read of Techno Witches: action labels, event lines,
# status rows and, after a flight, the top view of the table on the OLED
# (games/CONTRACT.md, "Presentation"). The table is open: nothing is hidden.
# After each flight the players set their pieces to what the box shows.

from hexbox.core import lines
from hexbox.core.fixed import isqrt
from hexbox.games import words

from . import data, layout, pieces

_MAP_W = 96  # OLED pixels of the top view: 1 px = 12.5 mm of the 1200 x 800 table
_MAP_H = 64

SPEAKS = True  # every word it shows comes from words_<code>.py
# actions whose play or next screen takes a Pico over 250 ms: a flight, and
# a start place (its heading menu fits all 16 headings against the table)
SLOW = ("fly", "crash", "start", "restart", "pick")
_PLACES = ("start", "restart", "offer", "pick", "vote", "land")  # actions whose argument is a place


def _w():
    # the words in the language in use (words_en.py, words_de.py)
    return words("techno_witches")


def seat_name(game, seat):
    W = _w()
    if seat < 0:
        return W.WOLKENSCHRECK
    return W.SEATS[seat] if seat < len(W.SEATS) else "P%d" % (seat + 1)


def variant_name(code):
    """An adventure by the name the players know it by."""
    return lines.lookup(_w().VARIANTS, code, code)


def _side(game, s):
    return lines.lookup(_w().SIDES, s, s)


def _heading(h):
    """One of the 16 start headings (22.5 degrees apart), in whole degrees
    cut as the status and the table cut a flyer's (22, not 23: one number)."""
    return _w().DEGREES % (h % 16 * 45 // 2)


def place(loc):
    """A start or restart location: a house or a castle by name."""
    if loc[0] == "h":
        return _w().HOUSE % loc[1:]
    return _w().CASTLES[int(loc[1:])]


def _thing(name):
    """What a flight touched, by its obstacle id."""
    W = _w()
    if name == "cat":
        return W.CAT
    if name[0] == "c":
        return W.CASTLES[int(name[1:])]
    if name[0] == "h":
        return W.HOUSE % name[1:]
    if name[0] == "e":
        return W.EDGE
    if name == "cat":
        return W.CAT
    if name in ("wf", "wt"):
        return W.WOLKENSCHRECK
    if name[0] == "f":
        return W.FLYER % W.SEATS[int(name[1:])]
    if name[0] == "t":
        return W.TAIL % W.SEATS[int(name[1:])]
    if name[0] == "l":
        return W.LINE
    return name


def mark(name):
    """What a picture of the table (the simulator's, the page's) writes on a
    piece, by its obstacle id: a castle's number (as on the castles), "h1"
    for House 1, the cat, a flyer's initial, Wolkenschreck."""
    W = _w()
    if name == "cat":
        return W.MARKS[1]
    if name[0] == "c":
        return name[1:]
    if name[0] == "h":
        return W.MARKS[0] % name[1:]
    if name[0] == "f":
        return W.SEATS[int(name[1:])][0]  # the colours differ in their first letters
    return W.MARKS[2]


def legend(game):
    """Each mark on the table's pictures with the name the menus and lines
    use ("2 Skyprick", "h1-h4 House 1-4"): only what is on the table. The
    flyers go by their seats' initials (mark "f0"), beside their rows."""
    g = game
    W = _w()
    adv = g.adventure
    out = ["%s %s" % (mark("c%d" % n), W.CASTLES[n]) for n in g.castles]
    houses = layout.house_names(adv, g.players)
    if len(houses) > 2:  # numbered in a row: one entry
        out.append(W.HOUSES % (mark(houses[0]), mark(houses[-1]), len(houses)))
    else:
        out += ["%s %s" % (mark(h), place(h)) for h in houses]
    if g.cat == -1 and layout.cat_xy(adv) is not None:
        out.append("%s %s" % (W.MARKS[1], W.CAT))
    if g.wk is not None:
        out.append("%s %s" % (W.MARKS[2], W.WOLKENSCHRECK))
    return out


def label(game, action):
    W = _w()
    k = action[0]
    if k == "curve":
        return W.CURVE % (action[1], _side(game, action[2]))
    if k == "back":
        return W.BACK % (action[1], _side(game, action[2]))
    if k in _PLACES:  # the prompt says whose flyer and what for: the row names the place
        return place(action[1])
    if k == "face":
        return _heading(action[1])
    if k == "wturn":
        return W.HE_TURNS % _side(game, action[1])
    return lines.lookup(W.CHOICES, k, k)


def group(game, action):
    """The curve first, then its side."""
    if action[0] == "curve":
        return _w().CURVE_GROUP % action[1]
    if action[0] == "back":
        return _w().BACKWARD_GROUP
    return None


def prompt(game):
    g = game
    W = _w()
    s = g.current
    who = seat_name(g, s)
    if g.over:
        return W.GAME_OVER
    if g.pending:
        ask = lines.lookup(W.ASKS, g.pending[0][0])
        return ask % who if ask else who
    n = len(g.books[s])
    return W.BOOK_NOW % (who, n)


def pose_rows(x, y, deg):
    """Where to set a flyer, as rows a person measures by: the flyer-tail
    joint x mm right of and y mm up from the table's lower left corner, the
    heading in degrees counter-clockwise from pointing right (0 right, 90 away)."""
    return [_w().POSE % (x, y), _w().DEGREES % (deg % 360)]


def near(game, x, y):
    """Where a point of the table (mm) is, in words a person finds it by:
    so many cm from the edge of the nearest castle or house on the table, to
    its right or left, behind it (away from the players) or in front of it."""
    adv = game.adventure
    W = _w()
    best, dx, dy = "", 0, 0
    edge = 0
    places = ["c%d" % n for n in game.castles] + list(layout.house_names(adv, game.players))
    for loc in places:
        px, py = layout.loc_xy(adv, game.players, loc)  # pyright: ignore (index 0 is a None placeholder)
        e = isqrt((x - px) * (x - px) + (y - py) * (y - py)) - (
            data.HOUSE_SIDE // 2 if loc[0] == "h" else data.CASTLE_RADIUS[int(loc[1:])])
        if not best or e < edge:
            best, edge, dx, dy = loc, e, x - px, y - py
    if not best:
        return W.ON_TABLE
    cm = (max(edge, 0) + 5) // 10
    if cm == 0:
        return W.NEXT_TO % place(best)
    if abs(dx) >= abs(dy):
        side = 0 if dx > 0 else 2
    else:
        side = 1 if dy > 0 else 3
    return W.NEAR[side] % (cm, place(best))


def _at(game, loc):
    return place(loc)


def _castle(game, n):
    return _w().CASTLES[n]


# the letters of words' LINES (hexbox.core.lines)
_NAMES = (("a", _at), ("c", _castle), ("d", _side), ("s", seat_name))
_SOUNDS = (("crash", "contact"), ("ram", "contact"), ("wolkenschreck_touch", "contact"),
           ("vanish", "contact"), ("point", "click"), ("cat_caught", "click"),
           ("landed_home", "click"), ("game_over", "win"))


def line(game, event, viewer=-1):
    g = game
    W = _w()
    k = event[0]
    if k == "start":
        return W.STARTS % (seat_name(g, event[1]), place(event[2]), _heading(event[3]))
    if k == "crash":
        return W.CRASH_INTO % _thing(event[2])
    if k == "blocked":
        return W.BLOCKED % _thing(event[2])
    if k == "landed":
        return W.LANDS % (seat_name(g, event[1]), near(g, event[2], event[3]),
                          W.DEGREES % (event[4] % 360))
    if k == "restart":
        return W.RESTARTS % (seat_name(g, event[1]), place(event[2]))
    if k == "round_limit":  # the safety net's round count, not the event's
        return W.DAWN % data.MAX_ROUNDS
    return lines.line(W.LINES, event, g, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return False  # an open table


def status(game, seat):
    """Whose turn and the adventure, then every flyer: where it stands (mm,
    degrees), its book."""
    g = game
    W = _w()
    v = g.view(seat)
    rows = [prompt(g), variant_name(g.adventure)]
    if g.adventure == data.QUADDATSCH:
        rows.append(W.POINTS + " ".join(str(p) for p in v["points"]))
    for s in range(g.players):
        rows.append(seat_name(g, s))
        p = v["poses"][s]
        if p is None:
            rows.append(W.OFF_TABLE)
        else:
            for r in pose_rows(pieces.to_mm(p[0]), pieces.to_mm(p[1]),
                               p[2] * 360 // pieces.TURN):
                rows.append(" " + r)
        # the book's curves by their menu names, one a row ("Curve 1 left"):
        # "1L" was a code a child cannot read
        book = [W.CURVE % (c[0], _side(g, c[1])) for c in v["books"][s]]
        back = v["backs"][s]
        if not book and back is None:
            rows.append(" " + W.BOOK_EMPTY)
            continue
        rows.append(" " + W.BOOK)
        rows.extend(" " + r for r in book)  # " Kurve 10 rechts": 16 columns
        if back is not None:
            rows.append(" " + W.BOOK_BACK)
            rows.append(" " + W.CURVE % (back[0], _side(g, back[1])))
    return rows


def result(game):
    W = _w()
    r = game.result or {}
    w = r.get("winners") or []
    if w:
        return [W.GAME_OVER, W.WINNER] + [" " + seat_name(game, s) for s in w]
    if r.get("reason") == "wolkenschreck":
        return [W.GAME_OVER, W.WINNER, " " + W.WOLKENSCHRECK]
    return [W.GAME_OVER, W.DAWN_NO_WINNER]


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
        fb.fill_rect(
            x * _MAP_W // data.TABLE_W - 2, _MAP_H - 3 - y * _MAP_H // data.TABLE_H, 4, 4, 1
        )
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
    W = _w()
    out = []
    for e in events:
        w = lines.lookup(W.OUTCOMES, e[0])
        if w is not None and w not in out:
            out.append(w)
    if not out:
        out.append(W.OK)
    return out
