"""A Techno Witches table as SVG: castles, houses, the cat, flyers with
their tails, Wolkenschreck, the flight just flown (the piece that crashed in
red, a red cross at the crash point) and his last flight. Portable: the
browser page draws with it inside MicroPython; host_tools/games/techno_witches/figure.py
is the command line and the docs figures."""

from hexbox.games.techno_witches import data, layout, pieces

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


def render(game):
    """The table as an SVG document (a str)."""
    w, h = data.TABLE_W, data.TABLE_H
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">'
           % (w, h, w, h),
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
                ex, ey = _mm(ex), _mm(ey)
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
    out.append("</g></svg>")
    return "\n".join(out)




def table(game):
    """The table of a game in play."""
    return render(game)
