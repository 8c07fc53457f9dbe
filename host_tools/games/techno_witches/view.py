"""Techno Witches' table to scale in the terminal (braille dots, about 10 mm
each): castles by number, houses (h1...), the cat, every flyer with its
tail (its seat's initial at the broom tip), Wolkenschreck (W), the circle
line in Quaddatsch, and the last flight's curves (X where it crashed).
Below: the legend (each mark with the name the menu uses) and where each
flyer stands in mm and degrees, to set the pieces by."""

from hexbox.games import host_words
from hexbox.games.techno_witches import data, layout, pieces, present
from host_tools.sim.braille import Canvas
from host_tools.sim.panel import fit

COLS, ROWS = 64, 18  # and below: three legend rows, a header, four flyers


def packed(items, width):
    """Items side by side, two spaces apart, in lines of at most `width`."""
    out = [""]
    for it in items:
        if out[-1] and len(out[-1]) + 2 + len(it) > width:
            out.append("")
        out[-1] += ("  " if out[-1] else "") + it
    return out


def table(app, g, world):
    cv = Canvas(COLS, ROWS)
    sx = cv.width / data.TABLE_W
    sy = cv.height / data.TABLE_H

    def dot(x_mm, y_mm):
        return x_mm * sx, (data.TABLE_H - y_mm) * sy

    def unit_xy(v):
        return pieces.to_mm(v)

    cv.rect(0, 0, cv.width - 1, cv.height - 1)
    adv = g.adventure
    if adv == data.QUADDATSCH:
        for _n, x1, y1, x2, y2 in layout.circle_lines():
            a, b = dot(x1, y1)
            c, d = dot(x2, y2)
            cv.line(a, b, c, d)
    for n in g.castles:
        x, y = layout.castle_xy(adv, n)
        px, py = dot(x, y)
        cv.circle(px, py, data.CASTLE_RADIUS[n] * sx)
        cv.text(px, py, str(n))
    for name in layout.house_names(adv, g.players):
        x, y = layout.house_xy(adv, g.players, name)
        half = data.HOUSE_SIDE / 2
        a, b = dot(x - half, y - half)
        c, d = dot(x + half, y + half)
        cv.rect(a, d, c, b)
        cv.text((a + c) / 2, (b + d) / 2, present.mark(name))
    if g.cat == -1:
        x, y = layout.cat_xy(adv)
        cv.text(*dot(x, y), present.mark("cat"))
    lf = g.last_flight
    if lf is not None:
        for x, y, h, shape, side, forward, ok in lf["pieces"]:
            ex, ey, _ = pieces.curve_end((x, y, h), shape, side == "L", forward)
            a, b = dot(unit_xy(x), unit_xy(y))
            c, d = dot(unit_xy(ex), unit_xy(ey))
            cv.line(a, b, c, d)
            if not ok:
                cv.text(c, d, "X")
    units = [(s, g.poses[s]) for s in range(g.players) if g.poses[s] is not None]
    if g.wk is not None:
        units.append((-1, g.wk))
    for s, p in units:
        x, y, h = p
        tip = pieces.ahead(x, y, h, pieces.mm(data.FLYER_LEN))
        end = pieces.ahead(x, y, h, -pieces.mm(data.TAIL_LEN))
        a, b = dot(unit_xy(end[0]), unit_xy(end[1]))
        c, d = dot(unit_xy(tip[0]), unit_xy(tip[1]))
        cv.line(a, b, c, d)
        # the colours differ in their first letters
        cv.text(c, d, present.mark("wf" if s < 0 else "f%d" % s))
    lines = cv.lines()
    legend, header, back, points = host_words("techno_witches").VIEW
    # each mark with the name the menu uses ("2 Skyprick", "h1 House 1"),
    # never cut inside one
    lines += packed(present.legend(g) + [legend], COLS)
    lines.append(header)
    for s in range(g.players):
        p = g.poses[s]
        where = (
            "-"
            if p is None
            else "%4d,%-4d %3d" % (unit_xy(p[0]), unit_xy(p[1]), p[2] * 360 // pieces.TURN)
        )
        book = " ".join("%d%s" % (c[0], c[1]) for c in g.books[s])
        if g.backs[s] is not None:
            book += back % tuple(g.backs[s])
        pts = points % g.points[s] if adv == data.QUADDATSCH else ""
        name = "%s %s" % (present.mark("f%d" % s), present.seat_name(g, s))
        lines.append("%-9s %-15s %s%s" % (name, where, book, pts))
    return fit(lines)
