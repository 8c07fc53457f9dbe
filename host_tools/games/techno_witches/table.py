"""A Techno Witches table as SVG: castles, houses, the cat, flyers with
their tails, Wolkenschreck, the flight just flown (the piece that crashed in
red, a red cross at the crash point) and his last flight; each piece
marked (castle number, h1, the flyer's initial) and a legend below that
names the marks as the menu does. Portable: the
browser page draws with it inside MicroPython; host_tools/games/techno_witches/figure.py
is the command line and the docs figures."""

from hexbox.games import host_words
from hexbox.games.techno_witches import data, layout, pieces, present

# Integers only, whole mm, y pointing up (flipped by one outer transform).
_COLORS = ("#7b3fb5", "#2f9e44", "#d9480f", "#1971c2")  # violet, green, red, blue


def _mm(v):
    return pieces.to_mm(v)


def _deg(h):
    return h * 360 // pieces.TURN


def _unit(out, pose, color):
    x, y, h = _mm(pose[0]), _mm(pose[1]), _deg(pose[2])
    out.append('<g transform="translate(%d %d) rotate(%d)">' % (x, y, h))
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" opacity="0.5"/>'
               % (-data.TAIL_LEN, -data.TAIL_WIDTH // 2, data.TAIL_LEN, data.TAIL_WIDTH, color))
    out.append('<rect x="0" y="%d" width="%d" height="%d" fill="%s"/>'
               % (-data.FLYER_WIDTH // 2, data.FLYER_LEN, data.FLYER_WIDTH, color))
    out.append("</g>")


def _curve(out, pose, shape, side, forward, color):
    left = side == "L"
    end = pieces.curve_end(tuple(pose), shape, left, forward)
    r = data.CURVES[shape - 1][0]
    # y is flipped by the outer transform, so a left (CCW) turn draws with
    # SVG sweep-flag 1 when flying forward
    flag = 1 if left == forward else 0
    out.append('<path d="M %d %d A %d %d 0 0 %d %d %d" fill="none" stroke="%s" '
               'stroke-width="%d" opacity="0.6"/>'
               % (_mm(pose[0]), _mm(pose[1]), r, r, flag, _mm(end[0]), _mm(end[1]),
                  color, data.CURVE_WIDTH))


_LETTER = 16  # about how wide a legend letter is, in mm of the table at _TEXT
_TEXT = 32  # legend and mark text height, mm
_ROW = 48  # a legend row


def _marks(game):
    """[(x, y, mark)]: the marks written on the pieces (y up), as
    present.legend names them: castle numbers, houses, the cat, flyers."""
    adv = game.adventure
    out = [layout.castle_xy(adv, n) + (present.mark("c%d" % n),) for n in game.castles]
    for name in layout.house_names(adv, game.players):
        out.append(layout.house_xy(adv, game.players, name) + (present.mark(name),))
    if game.cat == -1:
        x, y = layout.cat_xy(adv)
        out.append((x, y + data.CAT_RADIUS + 12, present.mark("cat")))
    units = [("f%d" % s, game.poses[s]) for s in range(game.players)]
    units.append(("wf", game.wk))
    for name, pose in units:
        if pose is not None:
            tip = pieces.ahead(pose[0], pose[1], pose[2], pieces.mm(data.FLYER_LEN + 20))
            out.append((_mm(tip[0]), _mm(tip[1]), present.mark(name)))
    return out


def _legend(game, w):
    """[(x, row, text, swatch colour or None)]: each mark with the name the
    menu uses, then each flyer's colour and seat, in rows of width w."""
    items = [(t, None) for t in present.legend(game)]
    items.append((host_words("techno_witches").VIEW[0], None))  # "X crash"
    for s in range(game.players):
        items.append(("%s %s" % (present.mark("f%d" % s), present.seat_name(game, s)),
                      _COLORS[s]))
    out, x, row = [], 10, 0
    for text, colour in items:
        wide = len(text) * _LETTER + (40 if colour else 0)
        if x > 10 and x + wide > w:
            x, row = 10, row + 1
        out.append((x, row, text, colour))
        x += wide + 30
    return out


def render(game):
    """The table as an SVG document (a str), with a legend below it."""
    w, h = data.TABLE_W, data.TABLE_H
    legend = _legend(game, w)
    full = h + (legend[-1][1] + 1) * _ROW + 16
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">'
           % (w, full, w, full),
           '<rect x="0" y="%d" width="%d" height="%d" fill="#f1f3f5"/>' % (h, w, full - h),
           '<g transform="translate(0 %d) scale(1 -1)">' % h,
           '<rect x="0" y="0" width="%d" height="%d" fill="#1b1e3c"/>' % (w, h)]
    adv = game.adventure
    if adv == data.QUADDATSCH:
        for _name, x1, y1, x2, y2 in layout.circle_lines():
            out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#ffd43b" '
                       'stroke-dasharray="8 8"/>' % (x1, y1, x2, y2))
    for n in game.castles:
        x, y = layout.castle_xy(adv, n)
        out.append('<circle cx="%d" cy="%d" r="%d" fill="#868e96"/>'
                   % (x, y, data.CASTLE_RADIUS[n]))
    for name in layout.house_names(adv, game.players):
        x, y = layout.house_xy(adv, game.players, name)
        half = data.HOUSE_SIDE // 2
        edge = "#ffd43b" if name in game.marker else "none"
        out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#a0522d" stroke="%s" '
                   'stroke-width="4"/>' % (x - half, y - half, data.HOUSE_SIDE,
                                           data.HOUSE_SIDE, edge))
    if game.cat == -1:
        x, y = layout.cat_xy(adv)
        out.append('<circle cx="%d" cy="%d" r="%d" fill="#fab005"/>' % (x, y, data.CAT_RADIUS))
    lf = game.last_flight
    if lf is not None:
        color = _COLORS[lf["seat"] % len(_COLORS)]
        for x, y, hd, shape, side, forward, ok in lf["pieces"]:
            _curve(out, (x, y, hd), shape, side, forward, color if ok else "#e03131")
            if not ok:
                # the crash point: the tip where the flyer could not go
                ex, ey, _h = pieces.curve_end((x, y, hd), shape, side == "L", forward)
                # a flight off the table's edge crashes there: the cross stays whole on the table
                ex, ey = min(max(_mm(ex), 15), w - 15), min(max(_mm(ey), 15), h - 15)
                out.append('<path d="M %d %d L %d %d M %d %d L %d %d" stroke="#e03131" '
                           'stroke-width="6"/>' % (ex - 15, ey - 15, ex + 15, ey + 15,
                                                   ex - 15, ey + 15, ex + 15, ey - 15))
    for x, y, hd, shape, side in game.wk_path:
        _curve(out, (x, y, hd), shape, side, True, "#dee2e6")
    for s in range(game.players):
        if game.poses[s] is not None:
            _unit(out, game.poses[s], _COLORS[s])
            if game.cat == s:
                out.append('<circle cx="%d" cy="%d" r="%d" fill="#fab005"/>'
                           % (_mm(game.poses[s][0]), _mm(game.poses[s][1]), data.CAT_RADIUS))
    if game.wk is not None:
        _unit(out, game.wk, "#f8f9fa")
    out.append("</g>")
    out.append('<g font-family="sans-serif" font-weight="bold" font-size="%d" '
               'text-anchor="middle" dominant-baseline="central">' % _TEXT)
    for x, y, text in _marks(game):
        out.append('<text x="%d" y="%d" fill="#fff" stroke="#000" stroke-width="1" '
                   'class="mark">%s</text>' % (x, h - y, text))
    out.append("</g>")
    out.append('<g font-family="sans-serif" font-size="%d">' % _TEXT)
    for x, row, text, colour in legend:
        y = h + 12 + row * _ROW
        if colour:
            out.append('<rect x="%d" y="%d" width="30" height="30" fill="%s"/>'
                       % (x, y + 4, colour))
            x += 40
        out.append('<text x="%d" y="%d" class="legend">%s</text>' % (x, y + 30, text))
    out.append("</g></svg>")
    return "\n".join(out)




def table(game):
    """The table of a game in play."""
    return render(game)
